"""The class-title ranking: a question that names a judge-class section's title meets it.

A section of the Spanish judge-class material is titled by what it explains ("Fichas",
"Controladores", "6 – Exilio", "Cambios de zona"). A question that names every word of a
title ("quién controla una habilidad en la pila", "el exilio es una zona pública") asks what
that section explains, yet the words as typed rank it below the 2019 Spanish rules, which the
English ranking reaches too.

Of the sections named, one that is part of another named section is the one asked about
("el exilio es una zona pública": Exilio, a part of Zonas). Two unrelated sections named ("las
fichas pueden ir a la mano": Fichas, Mano) ask how they meet, which the rules say, not either
section: then no section ranks.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from index.models import ClassSection, Record

# Beside the two text rankings: a section named whole competes with the rules that both of
# them reach. Measured 0.5, 1.0, 1.5 on the lookup set's class questions, the older query set
# and the questions (both halves): 1.0 helps the first two and leaves the questions as they were.
CLASS_TITLE_WEIGHT = 1.0
# A section of fewer words is a heading over its parts, or a pointer ("(Reglas Completas
# sección 110)"): it explains nothing itself.
MIN_WORDS = 10

Ranking = list[tuple[float, Record]]


def source_allows(source: str | None) -> Callable[[Record], bool]:
    """Which class sections the search's `fuente` option keeps: all of them with no source,
    "clase" or "es", those of the edition named, else none."""
    from index.search.source_filter import source_key

    if source_key(source) in ("", "clase", "es"):
        return lambda record: True
    wanted = (source or "").strip()
    return lambda record: record.edition == wanted


class ClassTitles:
    def __init__(
        self, sections: Iterable[ClassSection], analyze: Callable[[str], list[str]]
    ) -> None:
        """``analyze``: the Spanish text's terms of a word or a title."""
        self._analyze = analyze
        self._titles: list[tuple[ClassSection, frozenset[str]]] = []
        self._parents: dict[str, str] = {}
        self._own: dict[str, frozenset[str]] = {}
        for section in sections:
            if section.parent:
                self._parents[section.id] = section.parent
            if len(section.text.split()) < MIN_WORDS:
                continue
            terms = frozenset(t for t in analyze(section.title) if not t.isdigit())
            if terms:
                self._titles.append((section, terms))

    def ranking(self, words: Iterable[str], allowed: Callable[[Record], bool]) -> Ranking:
        """The one section the question asks about by its title, if any (score 1);
        ``allowed``: which records the search's source keeps."""
        asked = frozenset(t for word in words for t in self._analyze(word))
        named = {
            section.id: section
            for section, terms in self._titles
            if terms <= asked and allowed(section)
        }
        # A heading named with its part ("zona" and "exilio") is where the part is: not asked.
        about = [s for s in named.values() if not any(self._under(o, s.id) for o in named)]
        return [(1.0, about[0])] if len(about) == 1 else []

    def names_any(self, section: Record, words: Iterable[str]) -> bool:
        """Whether the question's words meet a word of the section's own title (not the
        page's): a section the words meet only in its body is met on incidental words."""
        asked = frozenset(t for word in words for t in self._analyze(word))
        return bool(self._terms(section) & asked)

    def _terms(self, section: Record) -> frozenset[str]:
        if section.id not in self._own:
            terms = (t for t in self._analyze(section.title) if not t.isdigit())
            self._own[section.id] = frozenset(terms)
        return self._own[section.id]

    def _under(self, section_id: str, ancestor: str) -> bool:
        parent = self._parents.get(section_id)
        while parent is not None:
            if parent == ancestor:
                return True
            parent = self._parents.get(parent)
        return False
