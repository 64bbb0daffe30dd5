"""Keyword families asked as a group: "las habilidades de evasión", "los tipos de cruza".

Two kinds of family, both read from the rules in force, never listed by hand:

* A class the rules name a keyword by: "Flying is an evasion ability." (702.9a), "Menace is an
  evasion ability." (702.111a). Every keyword rule of 701/702 whose subrule says "<its name>
  is a(n) <class> ability." belongs to <class> (evasion, static, triggered…). The Spanish name of
  the class comes from the Spanish judge material, which says the same ("Amenaza es una
  habilidad de evasión."), matched through the members' Spanish names.
* The variants of one keyword, written with a placeholder in its rule: "[type]walk" (702.14a),
  "Protection from [quality]" (702.16a), "[Type]cycling" (702.29). The variants are the ones
  printed on the bundled cards (swampwalk on 42 cards, islandwalk on 35…) and the examples the
  rule quotes ("nonbasic landwalk"); their Spanish names are the Spanish printings of the same
  cards, by the Spanish template of the alias list ("Cruza [tipo]"). Reading the card file
  takes seconds and a lookup has two (bot.services.threads), so the variants are mined once
  into index/data/vocabulary/keyword-variants.tsv (python -m index.lookups.families; a test
  checks it against the cards).
"""

from __future__ import annotations

import gzip
import json
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from index.corpus import Corpus
from index.fold import fold
from index.search.schema import SPANISH_STOPWORDS
from index.translate import keyword_aliases

KEYWORD_SECTIONS = ("702", "701")
# A class sentence: "Flying is an evasion ability." (the keyword's own name leads).
_CLASS = re.compile(r"^(?P<name>[^.“”]+?) is an? (?P<cls>[\w-]+) ability\.", re.IGNORECASE)
_SPANISH_CLASS = re.compile(
    r"(?:^|\.\s+)(?P<name>[^.]{2,40}?) es una habilidad (?P<cls>(?:de )?\w+)[ .]", re.MULTILINE
)
# A placeholder that names a variant (a type, a quality), not a parameter (a cost, an effect).
VARIANT_PLACEHOLDERS = ("type", "quality", "tipo", "cualidad")
_TEMPLATE = re.compile(r"“([^”]*\[[^\]]+\][^”]*)”")
_QUOTED = re.compile(r"“([^”\[\]]{3,40}?)[,.]?”")
VARIANTS_SHOWN = 12
# Words that ask for a group, not for one keyword: "las habilidades de evasión", "qué tipos de
# cruza hay", "evasion abilities" (folded; plurals too).
GROUP_WORDS = frozenset(
    (  # noqa: SIM905 (one string reads better than forty quoted words)
        "habilidad habilidades tipo tipos clase clases variante variantes familia familias lista "
        "todas todos cuales cual palabra palabras clave son hay existen ability abilities type "
        "types kind kinds keyword keywords list all"
    ).split()
)
MIN_CARDS = 2  # a variant printed on one card only is kept when the rule quotes it


@dataclass(frozen=True)
class Member:
    rule: str  # the keyword rule in force (702.9)
    name: str  # English name as printed (Flying, swampwalk)
    spanish: str | None = None  # Spanish printed name (Vuela, cruza pantanos)
    cards: int = 0  # bundled cards that have it (variants)

    def shown(self) -> str:
        return f"{self.name} ({self.spanish})" if self.spanish else self.name


@dataclass(frozen=True)
class Family:
    name: str  # "evasion" (a class) or the keyword's name (Landwalk)
    rule: str | None  # the keyword whose variants these are (702.14); None for a class
    cues: frozenset[str]  # folded words or phrases that name the family in a question
    members: tuple[Member, ...]
    source: str  # where the rules say it ("702.9a, 702.13a…", "702.14a")
    spanish: str | None = None  # "de evasión", "disparada": how the Spanish material says it

    def note(self) -> str:
        """The members said in Spanish, for an answer's note."""
        shown = [m.shown() for m in self.members[:VARIANTS_SHOWN]]
        more = len(self.members) - len(shown)
        listed = ", ".join(shown) + (f" y {more} más" if more > 0 else "")
        if self.rule is None:
            said = f"habilidad {self.spanish}" if self.spanish else f"«{self.name} ability»"
            return (
                f"Las reglas en vigor llaman {said} a {len(self.members)} palabras clave "
                f"({self.source}): {listed}."
            )
        return (
            f"{self.name} tiene variantes (regla {self.source}); las impresas en las cartas "
            f"incluidas: {listed}."
        )

    @property
    def cue_words(self) -> frozenset[str]:
        return frozenset(singular(w) for c in self.cues for w in c.split())

    def asked_by(self, said: str) -> bool:
        """Whether a folded question names this family by one of its cues (a plural too:
        "habilidades disparadas")."""
        said = " ".join(singular(w) for w in said.split())
        words = set(said.split())
        cues = {" ".join(singular(w) for w in c.split()) for c in self.cues}
        return any((c in said) if " " in c else (c in words) for c in cues)


def says_class(text: str) -> bool:
    """Whether a subrule only names its keyword's class ("Flying is an evasion ability.")."""
    m = _CLASS.match(text)
    return m is not None and m.end() >= len(text.strip())


def singular(word: str) -> str:
    return word[:-1] if len(word) > 4 and word.endswith("s") else word


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", fold(text))


# The variants printed on the bundled cards, mined once from them (the card file takes seconds
# to read, a lookup has two): python -m index.lookups.families writes it again.
VARIANTS_FILE = Path(__file__).resolve().parents[1] / "data" / "vocabulary" / "keyword-variants.tsv"


class KeywordFamilies:
    def __init__(
        self, corpus: Corpus, variants: Path | None = VARIANTS_FILE, *, cards: Path | None = None
    ) -> None:
        """``variants``: the mined file (None: mine ``cards``, the bundled card file by
        default, now)."""
        current = corpus.current_edition.id
        titles: dict[str, str] = {}  # rule number -> English name
        classes: dict[str, list[tuple[str, str]]] = {}  # class -> [(rule, subrule)]
        templates: dict[str, list[tuple[str, str]]] = {}  # rule -> [(template, subrule)]
        quoted: dict[str, set[str]] = {}  # rule -> examples its text quotes
        for number, versions in corpus.rules.items():
            rule = versions.get(current)
            if rule is None or rule.parent not in KEYWORD_SECTIONS or not rule.title:
                continue
            titles[number] = rule.title
            for child in rule.children:
                sub = corpus.rule(child, current)
                if sub is None:
                    continue
                m = _CLASS.match(sub.text)
                if m and fold(m["name"]) == fold(rule.title):
                    classes.setdefault(m["cls"].lower(), []).append((number, child))
                for template in _TEMPLATE.findall(sub.text):
                    kept = templates.setdefault(number, [])
                    if _is_variant(template, rule.title) and all(
                        fold(t) != fold(template.strip(" ,.")) for t, _ in kept
                    ):
                        kept.append((template.strip(" ,."), child))
                quoted.setdefault(number, set()).update(fold(q) for q in _QUOTED.findall(sub.text))
        templates = {n: found for n, found in templates.items() if found}
        aliases = keyword_aliases()
        spanish_of = _spanish_names(titles, aliases)
        self.families: list[Family] = []
        spanish_classes = _spanish_classes(corpus, titles, aliases)
        for cls, found in classes.items():
            if len(found) < 2:
                continue
            members = tuple(Member(n, titles[n], spanish_of.get(n)) for n, _ in found)
            spanish = spanish_classes.get(cls)
            if spanish and spanish.removeprefix("de ") in SPANISH_STOPWORDS:
                spanish = None  # "es una habilidad que define…": no name of the class
            cues = {fold(cls)} | ({fold(spanish).removeprefix("de ")} if spanish else set())
            source = ", ".join(sub for _, sub in found[:3]) + ("…" if len(found) > 3 else "")
            self.families.append(Family(cls, None, frozenset(cues), members, source, spanish))
        spanish_templates = _spanish_templates(titles)
        if variants is not None and variants.exists():
            printed = read_variants(variants)
        else:
            printed = _variants(
                cards,
                tuple((n, tuple(t for t, _ in ts)) for n, ts in sorted(templates.items())),
                tuple((n, tuple(ts)) for n, ts in sorted(spanish_templates.items())),
                tuple(sorted(fold(t) for t in titles.values())),
            )
        self.printed = printed
        for number, found in templates.items():
            english = printed.get(number, {})
            examples = {v for v in quoted.get(number, ()) if _instance(found[0][0], v)}
            examples.discard(fold(titles[number]))
            counts: Counter[str] = Counter(
                {v: c for v, (c, _) in english.items() if v != fold(titles[number])}
            )
            chosen = [v for v, c in counts.most_common() if c >= MIN_CARDS or v in examples]
            chosen += sorted(examples - set(counts))
            if len(chosen) < 2:
                continue
            members = tuple(
                Member(number, v, english[v][1] if v in english else None, counts[v])
                for v in chosen
            )
            # Its names and the fixed part of its templates: landwalk, walk, cruzar tierras,
            # cruza; protection, protección contra.
            cues = {fold(titles[number]), _fixed(re.sub(r"\[cost[^\]]*\]", "", found[0][0]))}
            for spanish in (spanish_of.get(number), *spanish_templates.get(number, ())):
                if spanish:
                    cues.add(_fixed(spanish))
            self.families.append(
                Family(titles[number], number, frozenset(cues - {""}), members, found[0][1])
            )

    def of_rule(self, rule: str) -> Family | None:
        """The variants of a keyword (Landwalk's), when it has some."""
        return next((f for f in self.families if f.rule == rule), None)

    def named(self, query: str) -> Family | None:
        """The family a question names ("habilidades de evasión", "tipos de cruza", "-walk")."""
        said = " ".join(_words(query))
        found = [f for f in self.families if f.asked_by(said)]
        # "habilidades de evasión" names a class; "cruza" one keyword's variants: fewer
        # members first, so a class as broad as "static" never hides a narrower one.
        return min(found, key=lambda f: len(f.members), default=None)


_GENERIC = frozenset({"from", "contra", "of", "de", "the"})


def _is_variant(template: str, title: str) -> bool:
    """Whether a quoted template writes variants of the keyword itself ("[type]walk" of
    Landwalk, "Protection from [quality]" of Protection), not a parameter ("Equip [cost]")."""
    holes = [h.lower() for h in re.findall(r"\[([^\]]+)\]", template)]
    if not any(h.startswith(VARIANT_PLACEHOLDERS) for h in holes):
        return False
    if not all(h.startswith(VARIANT_PLACEHOLDERS) or h.startswith("cost") for h in holes):
        return False
    fixed = [w for w in _fixed_words(template) if w not in _GENERIC]
    name = fold(title).replace(" ", "")
    return bool(fixed) and (name.endswith(fixed[-1]) or name.startswith(fixed[0]))


def _fixed_words(template: str) -> set[str]:
    """The words of a template around its placeholders: "[type]walk" -> {walk}."""
    return set(_words(re.sub(r"\[[^\]]+\]", " ", template)))


def _fixed(template: str) -> str:
    """A template's fixed text, folded: "[type]walk" -> "walk", "Cruza [tipo]" -> "cruza"."""
    return " ".join(_words(re.sub(r"\[[^\]]+\]", " ", template)))


def _pattern(template: str) -> re.Pattern[str]:
    """A template as a pattern of the whole keyword item: "[type]walk" matches "swampwalk" and
    "snow swampwalk"; a placeholder is one or two words, or the start of a word."""
    template = re.sub(r"\s*\[cost[^\]]*\]", "", template)  # "[Type]cycling [cost]": no cost
    parts = re.split(r"(\[[^\]]+\])", fold(template.strip(" ,.")))
    body = "".join(
        r"(?:[\w-]+ )?[\w-]+?" if p.startswith("[") else re.escape(p) for p in parts if p
    )
    return re.compile(rf"^{body}$")


def _instance(template: str, text: str) -> bool:
    return bool(_pattern(template).match(fold(text)))


def _spanish_names(titles: dict[str, str], aliases: dict[str, str]) -> dict[str, str]:
    """Rule -> the Spanish printed name, as written ("Vínculo vital")."""
    by_english = {fold(t): n for n, t in titles.items()}
    out: dict[str, str] = {}
    for english, printed in _alias_rows():
        number = by_english.get(fold(english))
        name = printed.split("(")[0].strip()
        if number is not None and name and fold(name) in aliases:
            out.setdefault(number, name)
    return out


@cache
def _alias_rows() -> tuple[tuple[str, str], ...]:
    """(English keyword, Spanish as printed) rows of the alias list."""
    import csv

    from index.translate import DATA_DIR

    path = DATA_DIR / "aliases" / "keywords-en-es.tsv"
    with path.open(encoding="utf-8") as fh:
        return tuple(
            ((r.get("en_keyword") or "").strip(), (r.get("es_keyword_as_printed") or "").strip())
            for r in csv.DictReader(fh, delimiter="\t")
        )


def _spanish_classes(
    corpus: Corpus, titles: dict[str, str], aliases: dict[str, str]
) -> dict[str, str]:
    """English class -> how the Spanish judge material says it ("de evasión", "disparada")."""
    from collections import defaultdict

    english_class: dict[str, str] = {}
    current = corpus.current_edition.id
    for number, title in titles.items():
        rule = corpus.rule(number, current)
        for child in rule.children if rule else ():
            sub = corpus.rule(child, current)
            m = _CLASS.match(sub.text) if sub else None
            if m and fold(m["name"]) == fold(title):
                english_class[fold(title)] = m["cls"].lower()
    votes: dict[str, Counter[str]] = defaultdict(Counter)
    for kw in corpus.keywords:
        for m in _SPANISH_CLASS.finditer(kw.text):
            english = aliases.get(fold(m["name"].strip()))
            cls = english_class.get(fold(english)) if english else None
            if cls:
                votes[cls][m["cls"].lower()] += 1
    return {cls: c.most_common(1)[0][0] for cls, c in votes.items()}


def _spanish_templates(titles: dict[str, str]) -> dict[str, list[str]]:
    """Rule -> the Spanish templates of the alias list ("Cruza [tipo]" for Landwalk)."""
    by_english = {fold(t): n for n, t in titles.items()}
    out: dict[str, list[str]] = {}
    for english, printed in _alias_rows():
        number = by_english.get(fold(english))
        for template in re.findall(r"\(([^)]*\[[^\]]+\][^)]*)\)", printed):
            if number is not None:
                out.setdefault(number, []).append(template)
    return out


_Variants = dict[str, dict[str, tuple[int, str | None]]]


_Templates = tuple[tuple[str, tuple[str, ...]], ...]  # (rule, its templates), hashable


@cache
def _read_variants(
    path: Path, templates: _Templates, spanish_templates: _Templates, names: tuple[str, ...]
) -> _Variants:
    """Rule -> {variant: (cards, Spanish name)} from the card file (read once per process).

    A variant counts on a keyword line only ("Flying, swampwalk"), every item of which is a
    keyword or a variant, so that "When you planeswalk to…" is no landwalk."""
    patterns = {n: [_pattern(t) for t in ts] for n, ts in templates}
    es_patterns = {n: [_pattern(t) for t in ts] for n, ts in spanish_templates}
    known = frozenset(names)
    # A card is read only if its text has the part of a keyword's name a template keeps
    # ("walk", "cycling", "protection").
    cues = {w for _, ts in templates for t in ts for w in _fixed_words(t) if _in_name(w, known)}
    counts: dict[str, Counter[str]] = {}
    spanish: dict[str, dict[str, Counter[str]]] = {}
    for card in _cards(path, cues):
        text = card.get("oracle_text")
        if not isinstance(text, str):
            continue
        items = {i: fold(i) for i in _keyword_items(text, known, patterns)}
        es_items = {i: fold(i) for i in _keyword_items(card.get("text_es"), frozenset(), {})}
        for number, pats in patterns.items():
            found = {i for i, f in items.items() if any(p.match(f) for p in pats)}
            if not found:
                continue
            counts.setdefault(number, Counter()).update(items[i] for i in found)
            es_pats = es_patterns.get(number, [])
            es = {i for i, f in es_items.items() if any(p.match(f) for p in es_pats)}
            if len(found) == 1 and len(es) == 1:  # one variant each: the same, translated
                english = fold(next(iter(found)))
                spanish.setdefault(number, {}).setdefault(english, Counter())[next(iter(es))] += 1
    out: _Variants = {}
    for number, c in counts.items():
        names_ = spanish.get(number, {})
        out[number] = {
            v: (n, names_[v].most_common(1)[0][0] if v in names_ else None) for v, n in c.items()
        }
    return out


def _variants(
    path: Path | None, templates: _Templates, spanish_templates: _Templates, names: tuple[str, ...]
) -> _Variants:
    from index.cards.records import BUNDLED

    path = path or BUNDLED
    if not path.exists() or not templates:
        return {}
    return _read_variants(path, templates, spanish_templates, names)


def _keyword_items(
    text: object, known: frozenset[str], patterns: dict[str, list[re.Pattern[str]]]
) -> Iterator[str]:
    """The items of a card's keyword lines, lower case: "Flying, swampwalk (…)" -> flying,
    swampwalk. With ``known`` names, a line counts only if each item is a known keyword (its
    cost after it) or matches a template; without, every short line counts (Spanish text)."""
    if not isinstance(text, str):
        return
    for line in text.split("\n"):
        head = re.sub(r"\([^)]*\)", "", line).strip(" .")
        items = [_bare(i) for i in re.split(r"[,;]\s*", head)]
        items = [i for i in items if i]
        if not items or any(len(i) > 40 for i in items):
            continue
        if known and not all(_keyword_item(fold(i), known, patterns) for i in items):
            continue
        yield from items


def _in_name(word: str, names: frozenset[str]) -> bool:
    """Whether a word is a keyword's name or its start or end ("walk" of landwalk)."""
    if word in _GENERIC or len(word) < 4:
        return False
    return any(n == word or n.startswith(word) or n.endswith(word) for n in names)


def _bare(item: str) -> str:
    """A keyword item without its cost: "Swampcycling {2}" -> "swampcycling"."""
    return re.sub(r"\s*(?:[{—–:].*|\d.*)$", "", item).strip(" .").lower()


def _keyword_item(
    item: str, known: frozenset[str], patterns: dict[str, list[re.Pattern[str]]]
) -> bool:
    if any(p.match(item) for pats in patterns.values() for p in pats):
        return True
    words = item.split()
    return any(" ".join(words[:k]) in known for k in range(1, min(len(words), 4) + 1))


def _cards(path: Path, cues: set[str]) -> Iterator[dict[str, object]]:
    """The cards whose record mentions one of ``cues`` (the others are not parsed)."""
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        for line in fh:
            low = line.lower()  # faster than one case-blind pattern of every cue
            if any(c in low for c in cues):
                yield json.loads(line)


def write_variants(printed: _Variants, path: Path) -> None:
    """The mined variants as a TSV: rule, variant, cards, Spanish printing."""
    rows = ["rule\tvariant\tcards\tspanish"]
    for number in sorted(printed, key=lambda n: [int(p) for p in n.split(".")]):
        for variant, (cards, spanish) in sorted(
            printed[number].items(), key=lambda kv: (-kv[1][0], kv[0])
        ):
            rows.append(f"{number}\t{variant}\t{cards}\t{spanish or ''}")
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")


def read_variants(path: Path) -> _Variants:
    out: _Variants = {}
    lines = path.read_text(encoding="utf-8").splitlines()[1:]
    for line in lines:
        number, variant, cards, spanish = line.split("\t")
        out.setdefault(number, {})[variant] = (int(cards), spanish or None)
    return out


def main() -> int:
    """Mine the bundled cards again and write VARIANTS_FILE."""
    from index.corpus_loader import load_corpus

    families = KeywordFamilies(load_corpus(), variants=None)
    write_variants(families.printed, VARIANTS_FILE)
    print(f"{sum(map(len, families.printed.values()))} variantes en {VARIANTS_FILE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
