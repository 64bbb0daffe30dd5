"""Spanish→English game terms learned from the rules that exist in both languages.

The Spanish rules of 2019 (100–113) and the English rules of the same day and number are
translations of each other: about 900 sentence pairs. IBM model 1 (expectation maximisation
over word-translation probabilities, with a NULL word for words that translate to nothing) is
trained in both directions over the analysed terms, the very tokens the index holds (stemmed,
accents folded), and a pair keeps the geometric mean of its two probabilities. Both directions
must agree, which filters out the frequent words that co-occur with everything.

    python -m index.vocabulary.learn     # writes index/data/vocabulary/learned-es-en.tsv

The output is data: checked in, reviewed by hand (docs/en/search.md gives the precision measured),
and tested to be what this module learns from the bundled corpus.
"""

from __future__ import annotations

import math
import sys
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from pathlib import Path

from index.corpus import Corpus
from index.corpus_loader import load_corpus
from index.models import Language, Rule

OUT = Path(__file__).resolve().parents[1] / "data" / "vocabulary" / "learned-es-en.tsv"
ITERATIONS = 8
MIN_COUNT = 2  # a term seen once cannot be told from noise
MIN_SCORE = 0.3  # geometric mean of both directions; below it most pairs are wrong
PER_TERM = 2  # English terms kept for each Spanish term
NULL = ""

Pair = tuple[Sequence[str], Sequence[str]]


def translation_pairs(corpus: Corpus) -> list[Pair]:
    """(Spanish terms, English terms) of every rule the two 2019 editions share by number."""
    from index.search.schema import english_analyzer, spanish_analyzer

    es_an, en_an = spanish_analyzer(), english_analyzer()
    spanish = [r for r in corpus.records if isinstance(r, Rule) and r.language is Language.ES]
    pairs: list[Pair] = []
    for es in spanish:
        if not es.edition.startswith("es-"):
            continue
        twin_edition = "en-" + es.edition.removeprefix("es-")
        en = corpus.rule(es.id, twin_edition)
        if en is None:
            continue
        es_terms = [t.text for t in es_an(_words(es))]
        en_terms = [t.text for t in en_an(_words(en))]
        if es_terms and en_terms:
            pairs.append((es_terms, en_terms))
    return pairs


def _words(rule: Rule) -> str:
    return " ".join([rule.title or "", rule.text])


def ibm1(pairs: Iterable[Pair], iterations: int = ITERATIONS) -> dict[tuple[str, str], float]:
    """t(target | source) by IBM model 1; pairs are (source terms, target terms)."""
    pairs = [([NULL, *src], list(tgt)) for src, tgt in pairs]
    t: dict[tuple[str, str], float] = defaultdict(lambda: 1.0)
    for _ in range(iterations):
        counts: dict[tuple[str, str], float] = defaultdict(float)
        totals: dict[str, float] = defaultdict(float)
        for src, tgt in pairs:
            for f in tgt:
                norm = sum(t[(e, f)] for e in src)
                for e in src:
                    share = t[(e, f)] / norm
                    counts[(e, f)] += share
                    totals[e] += share
        t = defaultdict(float, {(e, f): c / totals[e] for (e, f), c in counts.items()})
    return dict(t)


def learn(pairs: Sequence[Pair]) -> list[tuple[str, str, float]]:
    """(Spanish term, English term, score), best first for each Spanish term."""
    es_count = Counter(term for es, _ in pairs for term in set(es))
    en_count = Counter(term for _, en in pairs for term in set(en))
    es_to_en = ibm1(pairs)
    en_to_es = ibm1([(en, es) for es, en in pairs])
    best: dict[str, list[tuple[float, str]]] = defaultdict(list)
    for (es, en), p in es_to_en.items():
        if es == NULL or es_count[es] < MIN_COUNT or en_count[en] < MIN_COUNT:
            continue
        if len(es) < 2 or len(en) < 2 or any(c.isdigit() for c in es + en):
            continue  # rule numbers and letters translate to themselves: nothing to learn
        score = math.sqrt(p * en_to_es.get((en, es), 0.0))
        if score >= MIN_SCORE:
            best[es].append((score, en))
    rows = []
    for es in sorted(best):
        for score, en in sorted(best[es], key=lambda pair: (-pair[0], pair[1]))[:PER_TERM]:
            rows.append((es, en, round(score, 3)))
    return rows


LEARNED_HEADER = "es\ten\tscore\n"


def render(rows: Iterable[tuple[str, str, float]]) -> str:
    lines = [LEARNED_HEADER.rstrip("\n")]
    lines += [f"{es}\t{en}\t{score:.3f}" for es, en, score in rows]
    return "\n".join(lines) + "\n"


def main() -> int:
    pairs = translation_pairs(load_corpus())
    rows = learn(pairs)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(render(rows), encoding="utf-8")
    print(f"{len(pairs)} pares de reglas, {len(rows)} términos aprendidos → {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
