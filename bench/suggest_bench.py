"""Typo suggestions: difflib (the old matcher) against rapidfuzz (index.fuzzy), in the same run.

    python -m bench.suggest_bench            # every name and rule number, 5 typos each
    python -m bench.suggest_bench --quick    # a sample

Typos are made from the real vocabulary (keyword and glossary names, rule numbers, the scenario
language's words) by a fixed rule per position: a letter dropped, two neighbours swapped, a
letter doubled, a letter replaced by its keyboard neighbour. Each typo is then asked of both
matchers with the cutoffs the code uses. Reported per set: median and p99 time per call of
each and their ratio; how often the first suggestion is the same; how often the whole list
is the same (same names, any order); and how often each puts the intended word first.
Nothing is asserted: timings depend on the machine.
"""

from __future__ import annotations

import argparse
import difflib
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from bench.stats import percentile
from index.fuzzy import close_matches

# Each key and the one to its right (wrapping): the commonest slip of a finger.
_KEYS, _RIGHT = "qwertyuiopasdfghjklzxcvbnm0123456789", "wertyuiopqsdfghjklaxcvbnmz1234567890"
NEIGHBOUR = dict(zip(_KEYS, _RIGHT, strict=True))


def typos(word: str) -> list[str]:
    """Five misspellings of ``word`` at positions spread over it (deterministic)."""
    n = len(word)
    if n < 3:
        return []
    at = [1, n // 2, n - 2, n // 3, (2 * n) // 3]
    out = [
        word[: at[0]] + word[at[0] + 1 :],  # dropped
        word[: at[1]] + word[at[1] + 1] + word[at[1]] + word[at[1] + 2 :],  # swapped
        word[: at[2]] + word[at[2]] + word[at[2] :],  # doubled
        word[: at[3]] + NEIGHBOUR.get(word[at[3]], "e") + word[at[3] + 1 :],  # a neighbour key
        word[: at[4]] + word[at[4] + 1 :] + "s",  # dropped, and a plural added
    ]
    return [t for t in dict.fromkeys(out) if t != word]


@dataclass
class Outcome:
    name: str
    calls: int
    old_times: list[float]
    new_times: list[float]
    same_first: int
    same_set: int
    old_right: int
    new_right: int


def _timed(fn: Callable[[], list[str]]) -> tuple[float, list[str]]:
    started = time.perf_counter()
    found = fn()
    return time.perf_counter() - started, found


def compare(
    name: str, vocabulary: Sequence[str], cases: Sequence[tuple[str, str]], n: int, cutoff: float
) -> Outcome:
    """Both matchers on every (typo, intended) case, interleaved so load hits both alike."""
    choices = list(vocabulary)
    out = Outcome(name, len(cases), [], [], 0, 0, 0, 0)
    for typo, intended in cases:
        t_old, old = _timed(lambda t=typo: difflib.get_close_matches(t, choices, n, cutoff))
        t_new, new = _timed(lambda t=typo: close_matches(t, choices, n=n, cutoff=cutoff))
        out.old_times.append(t_old)
        out.new_times.append(t_new)
        out.same_first += old[:1] == new[:1]
        out.same_set += set(old) == set(new)
        out.old_right += old[:1] == [intended]
        out.new_right += new[:1] == [intended]
    return out


def _cases(words: Sequence[str], limit: int | None) -> list[tuple[str, str]]:
    chosen = list(words)
    if limit and len(chosen) > limit:
        step = len(chosen) / limit
        chosen = [chosen[int(i * step)] for i in range(limit)]
    return [(t, w) for w in chosen for t in typos(w)]


def sets(quick: bool) -> list[tuple[str, list[str], list[tuple[str, str]], int, float]]:
    """(name, vocabulary, cases, n, cutoff) as each piece of code asks."""
    from bot.engine.language.aliases import COLOR_ALIASES, KEYWORD_ALIASES
    from index.corpus_loader import load_corpus
    from index.fold import fold
    from index.lookups.names import NameLookup

    corpus = load_corpus()
    names = NameLookup(corpus)
    keyword_names = list(names.names)
    glossary = list(names.glossary)
    limit = 60 if quick else None
    engine = [fold(w) for w in (*KEYWORD_ALIASES, *COLOR_ALIASES)]
    rule_ids = list(corpus.rule_numbers)
    number_cases = _cases([r for r in rule_ids if "." in r], 40 if quick else 400)
    return [
        ("palabras clave, 1 (resolver)", keyword_names, _cases(keyword_names, limit), 1, 0.8),
        (
            "palabras clave, 5 (¿quisiste decir?)",
            keyword_names,
            _cases(keyword_names, limit),
            5,
            0.5,
        ),
        ("glosario, 5 (¿quisiste…?)", glossary, _cases(glossary, limit), 5, 0.5),
        ("números de regla, 3 (cercanas)", rule_ids, number_cases, 3, 0.8),
        ("lenguaje de escenarios, 1", engine, _cases(engine, limit), 1, 0.7),
    ]


def run_section(quick: bool = False) -> list[Outcome]:
    outcomes = [compare(*s) for s in sets(quick)]
    print(f"{'conjunto':<38} {'llamadas':>8}  {'difflib p50/p99 µs':>19}  "
          f"{'rapidfuzz p50/p99 µs':>21}  {'×':>5}  {'1.ª igual':>9}  {'misma lista':>11}  "
          f"{'acierto d/r':>11}")  # fmt: skip
    for o in outcomes:
        old50, new50 = statistics.median(o.old_times), statistics.median(o.new_times)
        old99, new99 = percentile(o.old_times, 99), percentile(o.new_times, 99)
        print(
            f"{o.name:<38} {o.calls:>8}  {old50 * 1e6:>8.1f}/{old99 * 1e6:<10.1f}"
            f"{new50 * 1e6:>9.1f}/{new99 * 1e6:<11.1f} {old50 / new50:>5.1f}  "
            f"{o.same_first / o.calls:>9.1%}  {o.same_set / o.calls:>11.1%}  "
            f"{o.old_right / o.calls:>5.1%}/{o.new_right / o.calls:<5.1%}"
        )
    return outcomes


def _difflib_matches(
    word: str, choices: Iterable[str], n: int = 3, cutoff: float = 0.6
) -> list[str]:
    return difflib.get_close_matches(word, list(choices), n, cutoff)


def search_share(data_dir: Path, repeat: int) -> None:
    """Searches of up to three words first try them as a keyword name (a fuzzy match over
    every name): the search mix of the evaluation, timed with each matcher in the names lookup.
    Library.search is called without a deadline, so both run to the end and can be compared."""
    from bench.evaluate import load_queries
    from index import names_lookup
    from index.library import Library

    library = Library.open(data_dir)
    queries = [q.query for q in load_queries() if q.type not in {"number", "keyword", "glossary"}]
    short = [q for q in queries if 0 < len(q.split()) <= 3]
    matchers = {"difflib": _difflib_matches, "rapidfuzz": close_matches}
    times: dict[str, list[float]] = {name: [] for name in matchers}
    same = 0
    for query in short:
        library.search(query)  # warm: the first search of a word loads its postings
        found: dict[str, list[str]] = {}
        for name, matcher in matchers.items():
            names_lookup.close_matches = matcher  # type: ignore[assignment]
            spent = []
            for _ in range(repeat):
                started = time.perf_counter()
                result = library.search(query)
                spent.append(time.perf_counter() - started)
            times[name].append(statistics.median(spent))
            found[name] = [h.id for h in result.results]
        same += found["difflib"] == found["rapidfuzz"]
    names_lookup.close_matches = close_matches  # type: ignore[assignment]
    library.close()
    old, new = statistics.median(times["difflib"]), statistics.median(times["rapidfuzz"])
    print(f"\n{len(short)} búsquedas de 1 a 3 palabras (mediana de {repeat} cada una):")
    for name, values in times.items():
        p50, p99 = statistics.median(values), percentile(values, 99)
        print(f"  {name:<10} p50 {p50 * 1000:7.2f} ms · p99 {p99 * 1000:7.2f} ms")
    print(f"  búsqueda con rapidfuzz / con difflib: {new / old:.2f} (mediana); "
          f"mismos resultados en {same} de {len(short)}")  # fmt: skip


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="a sample of each set")
    parser.add_argument(
        "--busqueda", type=Path, metavar="DIR",
        help="also time searches with each matcher, on the index in DIR (built if missing)",
    )  # fmt: skip
    args = parser.parse_args()
    run_section(quick=args.quick)
    if args.busqueda:
        search_share(args.busqueda, repeat=3 if args.quick else 9)
    return 0


if __name__ == "__main__":
    sys.exit(main())
