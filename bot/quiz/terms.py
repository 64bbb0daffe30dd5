"""The game terms a judge-class sentence can be blanked on, with the forms the material uses.

Built from three sources: the Spanish words of the search vocabulary whose English meaning is a
glossary entry of the Comprehensive Rules (biblioteca → Library), keyword names, and the
class-page headings. A term is blanked only where it occurs in the judge material, and options
use the exact singular and plural spellings found there, so they never show a made-up form.
Keyword names never occur there as keywords; they serve as (easy) wrong options.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from bot.quiz.blanks import name_pattern
from index.corpus import Corpus
from index.fold import fold
from index.translate import keyword_aliases, spanish_game_terms

_HEADING_NUMBER = re.compile(r"^\s*\d+\s*[–-]\s*")
MAX_TERM_WORDS = 3


@dataclass
class Term:
    key: str  # folded singular: "campo de batalla"
    meaning: str  # synonyms share it (mazo, biblioteca -> "library"): never both in one question
    origin: str  # "glosario", "palabra clave" or "título"
    forms: dict[bool, Counter[str]] = field(
        default_factory=lambda: {False: Counter(), True: Counter()}
    )
    sections: set[str] = field(default_factory=set)
    count: int = 0
    genders: Counter[str] = field(default_factory=Counter)  # "m"/"f" of the articles before it
    shown: str | None = None  # display form when the term never occurs (keyword names)

    @property
    def blankable(self) -> bool:
        # Keyword names are options only: in running text "vacío" means empty, not Devoid.
        return self.origin != "palabra clave" and self.count > 0

    @property
    def gender(self) -> str | None:
        """The gender the material gives it ("la pila", "los efectos"); None if never seen
        after a determiner (a verb, an adjective)."""
        if not self.genders:
            return None
        return self.genders.most_common(1)[0][0]

    def form(self, plural: bool) -> str | None:
        seen = self.forms[plural]
        if seen:
            return seen.most_common(1)[0][0]
        return None if plural else self.shown


# Determiners that show a noun's gender: "la pila", "los efectos", "una zona", "del mazo".
_MASCULINE = frozenset(
    [
        "el",
        "los",
        "un",
        "unos",
        "del",
        "al",
        "este",
        "estos",
        "ese",
        "esos",
        "otro",
        "otros",
        "ningun",
    ]
)
_FEMININE = frozenset(
    ["la", "las", "una", "unas", "esta", "estas", "esa", "esas", "otra", "otras", "ninguna"]
)
_LAST_WORD = re.compile(r"(\w+)\s+$")


def gender_before(folded: str, start: int) -> str | None:
    """ "m" or "f" when the word just before ``start`` is a determiner that shows a gender."""
    m = _LAST_WORD.search(folded[max(0, start - 12) : start])
    if m is None:
        return None
    word = m[1]
    return "m" if word in _MASCULINE else "f" if word in _FEMININE else None


def pattern_for(key: str) -> re.Pattern[str]:
    """The term in folded text, singular or plural (-s, -es), as whole words."""
    body = r"\s+".join(re.escape(w) for w in key.split())
    return re.compile(rf"(?<!\w){body}(?P<plural>e?s)?(?!\w)")


class TermList:
    def __init__(self, corpus: Corpus) -> None:
        glossary = {fold(g.id) for g in corpus.glossary}
        printed_keywords = keyword_aliases()
        candidates: dict[str, tuple[str, str]] = {}
        for spanish, english in spanish_game_terms().items():
            if spanish in printed_keywords:
                continue  # card keywords ("acechar", "vacío") read as plain words in the material
            if english in glossary:  # the whole meaning: "bajo" -> "cast play" is a stray match
                candidates.setdefault(spanish, (english, "glosario"))
        for section in corpus.class_sections:
            heading = fold(_HEADING_NUMBER.sub("", section.title)).strip()
            if heading and len(heading.split()) <= MAX_TERM_WORDS:
                candidates.setdefault(heading, (heading, "título"))
        # "cartas" is "carta" in the plural: keep the singular, the pattern finds both.
        for key in [k for k in candidates if k.endswith("s")]:
            meaning = candidates[key][0]
            if any(candidates.get(key[:-cut], ("",))[0] == meaning for cut in (1, 2)):
                del candidates[key]
        self.terms: dict[str, Term] = {}
        patterns = {k: pattern_for(k) for k in candidates if len(k) >= 3}
        for section in corpus.class_sections:
            for text in (section.title, section.text):
                folded = fold(text, "aligned")
                for key, pattern in patterns.items():
                    for m in pattern.finditer(folded):
                        meaning, origin = candidates[key]
                        term = self.terms.setdefault(key, Term(key, meaning, origin))
                        surface = " ".join(text[m.start() : m.end()].split()).lower()
                        term.forms[bool(m["plural"])][surface] += 1
                        term.sections.add(section.id)
                        term.count += 1
                        if (gender := gender_before(folded, m.start())) is not None:
                            term.genders[gender] += 1
        for kw in corpus.keywords:
            key = fold(kw.id)
            if key not in self.terms:
                self.terms[key] = Term(key, f"palabra clave {kw.id}", "palabra clave", shown=kw.id)
        self.patterns = {k: patterns.get(k) or pattern_for(k) for k in self.terms}
        self._loose: dict[str, re.Pattern[str] | None] = {}

    def __len__(self) -> int:
        return len(self.terms)

    def found_in(self, text: str) -> list[tuple[Term, list[re.Match[str]]]]:
        """Terms occurring in a text, longest first, without overlaps ("campo de batalla" wins)."""
        folded = fold(text, "aligned")
        taken: list[tuple[int, int]] = []
        found: dict[str, list[re.Match[str]]] = defaultdict(list)
        for key in sorted((k for k, t in self.terms.items() if t.blankable), key=len, reverse=True):
            for m in self.patterns[key].finditer(folded):
                if any(m.start() < end and start < m.end() for start, end in taken):
                    continue
                taken.append((m.start(), m.end()))
                found[key].append(m)
        return [(self.terms[k], ms) for k, ms in found.items()]

    def occurs_in(self, term: Term, text: str) -> bool:
        return self.occurs_in_folded(term, fold(text, "aligned"))

    def occurs_in_folded(self, term: Term, folded: str) -> bool:
        return self.patterns[term.key].search(folded) is not None

    def related_in_folded(self, term: Term, folded: str) -> bool:
        """Any word of the term's family is there ("enderezados" for "enderezada")."""
        loose = self._loose.get(term.key)
        if loose is None:
            loose = self._loose[term.key] = name_pattern([term.key])
        return bool(loose and loose.search(folded))
