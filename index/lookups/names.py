"""Keywords and glossary terms by name: Spanish or English, with or without accents, with typos.

A keyword answer is Spanish first, then the rule of section 702 or 701 in force (English, the
authority). The Spanish text comes from the first of, in order: the official reminder text
printed on a Spanish card, the 2016 judge page when it still holds, an explanation written by
the project from the rule in force (index.vocabulary.explanations); each says which it is. The
judge page and the rule are linked by the keyword's English name, which comes from the alias
list only as a hint: a name counts once a rule of the current edition carries it as its title.

The judge material is from 2016: an explanation that no longer holds against the rule in force
(a renamed term, a rule changed since; index.editions.keywords) is marked in its answer.
A glossary answer is the same: the Spanish name and, for the entries a judge meets most, a
Spanish definition, above the English entry in force.
"""

from __future__ import annotations

import re

from index.corpus import Corpus
from index.editions.catalog import Alignment
from index.editions.keywords import KeywordCheck
from index.editions.notes import rule_hit
from index.fold import fold
from index.fuzzy import close_matches
from index.lookups.answers import Hit, LookupResult, make_hit
from index.models import GlossaryEntry, Keyword, Kind, Language, Rule
from index.translate import keyword_aliases
from index.vocabulary.explanations import (
    GlossaryExplanation,
    glossary_spanish,
    keyword_explanations,
)

# Keyword abilities (702) and keyword actions (701, e.g. Transform, Meld, Support).
KEYWORD_SECTIONS = ("702", "701")
FUZZY_CUTOFF = 0.75
SPANISH_SOURCE = {  # bundled file of each Spanish explanation, relative to index/data
    Kind.KEYWORD: "vocabulary/keywords-es.tsv",
    Kind.GLOSSARY: "vocabulary/glossary-es.tsv",
}
# The editions of the Spanish texts this module adds to answers (a card's reminder, Juez's own),
# beside the corpus editions of the rules and the 2016 judge page.
SPANISH_TEXT_EDITIONS = frozenset({"cartas-es", "juez"})
NO_SPANISH = (
    "No hay explicación en español de esta palabra clave en el material incluido; "
    "se muestra la regla en inglés."
)


def _key(name: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"[^\w\s-]", " ", fold(name))).strip()


class NameLookup:
    def __init__(self, corpus: Corpus, alignment: Alignment | None = None) -> None:
        if alignment is None:
            from index.editions.cache import alignment_for

            alignment = alignment_for(corpus)
        self.corpus = corpus
        self.alignment = alignment
        self.check = KeywordCheck(corpus, alignment)
        current = corpus.current_edition.id
        # English keyword name (folded) -> its 702.x rule number in the rules in force.
        self.rule_by_english: dict[str, str] = {
            _key(r.title): r.id
            for number, versions in corpus.rules.items()
            if (r := versions.get(current)) is not None and r.parent in KEYWORD_SECTIONS and r.title
        }
        self.keyword_by_name: dict[str, Keyword] = {}
        self.english_of: dict[str, str] = {}  # Spanish keyword id -> verified English name
        aliases = keyword_aliases()
        for kw in corpus.keywords:
            for name in (kw.id, *kw.aliases):
                self.keyword_by_name.setdefault(_key(name), kw)
            english = self._english_name(kw, aliases)
            if english:
                self.english_of[kw.id] = english
                self.keyword_by_name.setdefault(english, kw)
        # Names a user may type: Spanish page names, English rule titles, printed Spanish names.
        self.names: dict[str, str] = {name: name for name in self.keyword_by_name}
        for english in self.rule_by_english:
            self.names.setdefault(english, english)
        for spanish, english in aliases.items():
            if _key(english) in self.rule_by_english:
                self.names.setdefault(_key(spanish), _key(english))
        # The Spanish names of the explanations (printed on the card, or Juez's): "luchar".
        for row in keyword_explanations().values():
            if _key(row.english) in self.rule_by_english:
                self.names.setdefault(_key(row.name_es), _key(row.english))
        # How to show a folded name back to a person ("companero" -> "Compañero").
        self.shown: dict[str, str] = {_key(kw.id): kw.id for kw in corpus.keywords}
        for spanish in aliases:
            self.shown.setdefault(spanish, spanish)
        for english, number in self.rule_by_english.items():
            rule = corpus.rule(number, current)
            self.shown.setdefault(english, rule.title if rule else english)
        self.glossary: dict[str, dict[str, GlossaryEntry]] = {}
        for entry in corpus.glossary:
            self.glossary.setdefault(_key(entry.id), {})[entry.edition] = entry
        self.explained = keyword_explanations()
        self.glossary_es = {_key(term): row for term, row in glossary_spanish().items()}
        # Whose judge page holds: the keyword's Spanish text when no card prints one.
        self.judge_page: dict[str, Keyword] = {}
        # The judge page of each rule, holding or not: its id is the keyword's id in every
        # answer (the site's anchor, the search's), whichever Spanish text is shown.
        self.page_of: dict[str, Keyword] = {}
        for kw in corpus.keywords:
            ruled = self.rule_of(kw)
            if ruled is not None:
                self.page_of.setdefault(ruled, kw)
                if not self.outdated(kw):
                    self.judge_page.setdefault(ruled, kw)

    def _english_name(self, kw: Keyword, aliases: dict[str, str]) -> str | None:
        """The verified English name of a Spanish keyword, or None."""
        for name in (kw.id, *kw.aliases):
            english = aliases.get(fold(name))
            if english and _key(english) in self.rule_by_english:
                return _key(english)
        return None

    def _resolve(self, raw: str, table: dict[str, str]) -> str | None:
        key = _key(raw)
        if key in table:
            return table[key]
        # Short words are close to too many others ("pila" ~ "play"): demand more of them.
        cutoff = 0.85 if len(key) <= 5 else FUZZY_CUTOFF
        close = close_matches(key, table, n=1, cutoff=cutoff)
        return table[close[0]] if close else None

    def _rule_hits(self, english: str) -> list[Hit]:
        number = self.rule_by_english.get(english)
        if number is None:
            return []
        current = self.corpus.current_edition.id
        rule = self.corpus.rule(number, current)
        assert rule is not None
        hits = [self._hit(rule, "rule_text")]
        for child in rule.children:
            sub = self.corpus.rule(child, current)
            if isinstance(sub, Rule):
                hits.append(self._hit(sub, "subrule"))
        return hits

    def _hit(self, rule: Rule, role: str) -> Hit:
        return rule_hit(rule, role, self.alignment, self.corpus.editions)

    def rule_of(self, keyword: Keyword) -> str | None:
        """The number in force of a keyword's rule (702.85 for Cascada), when known."""
        english = self.english_of.get(keyword.id)
        return self.rule_by_english.get(english) if english else None

    def outdated(self, keyword: Keyword) -> list[str]:
        """Why a keyword's judge material no longer holds (empty when it holds)."""
        return self.check.outdated(keyword, self.rule_of(keyword))

    def keyword(self, raw: str) -> LookupResult:
        if not raw or not _key(raw):
            return LookupResult(
                query=raw or "",
                message="Escribe el nombre de una palabra clave, en español o en inglés. "
                "Ejemplo: retrospectiva (o flashback)",
            )
        name = self._resolve(raw, self.names)
        if name is None:
            return _not_found(
                raw,
                self.names,
                self.shown,
                f"No conozco la palabra clave «{raw.strip()[:60]}».",
                "cascada",
            )
        kw = self.keyword_by_name.get(name)
        english = self.english_of.get(kw.id) if kw else name
        number = self.rule_by_english.get(english or "")
        hits: list[Hit] = []
        spanish = self.spanish_hit(number) if number else None
        if spanish is not None and (kw is None or spanish.edition != kw.edition):
            hits.append(spanish)  # a card's reminder or Juez's text, above the judge page
        if kw is not None:
            hit = make_hit(kw, self.corpus.editions, role="match")
            hits.append(hit.model_copy(update={"outdated": self.outdated(kw)}))
        hits.extend(self._rule_hits(english or ""))
        message = None
        if kw is not None and self.outdated(kw):
            message = (
                "El material de estudio es de 2016 y ya no vale del todo: manda la regla "
                "vigente, que va debajo."
            )
        if spanish is None:
            message = NO_SPANISH
        return LookupResult(query=raw, results=hits, message=message)

    def spanish_hit(self, number: str) -> Hit | None:
        """The Spanish text of the keyword whose rule in force is ``number``, from the first
        source that has one: a printed card, the 2016 judge page if it holds, Juez's own."""
        row = self.explained.get(number)
        page = self.judge_page.get(number)
        if row is None or (row.source != "carta" and page is not None):
            return make_hit(page, self.corpus.editions, role="match") if page else None
        # The id is the keyword's: its judge page's ("Cascada"), or else the English name the
        # rule in force gives it ("Trample", as the glossary entry), never the rule's number,
        # which the rule below keeps (renderers list subrules under the hit of that id). Only
        # the title the reader sees carries both names: "Arrolla (Trample)".
        known = self.page_of.get(number)
        shown_id = known.id if known is not None else row.english
        source = "cartas-es" if row.source == "carta" else "juez"
        return self._explanation_hit(shown_id, row.titled, row.text, row.label, source, number)

    def spanish_name(self, number: str) -> str | None:
        """The Spanish name of the keyword whose rule in force is ``number``, as its Spanish
        text names it: printed on a card, the project's, or the 2016 judge page's."""
        row = self.explained.get(number)
        if row is not None:
            return row.name_es
        page = self.page_of.get(number)
        return page.id if page is not None else None

    def glossary_spanish(self, term: str) -> tuple[str, Hit | None] | None:
        """The Spanish name of a glossary entry (its English term, as the rules spell it) and
        its Spanish definition when the data has one; None for an entry without a row."""
        row = self.glossary_es.get(_key(term))
        if row is None:
            return None
        return row.name_es, self._glossary_spanish(row, term, f"{row.name_es} ({term})")

    def _explanation_hit(
        self,
        hit_id: str,
        title: str,
        text: str,
        label: str,
        source: str,
        number: str,
        kind: Kind = Kind.KEYWORD,
    ) -> Hit:
        """A Spanish text of the data files as an answer; its label says where it comes from."""
        return Hit(
            id=hit_id,
            kind=kind,
            edition=source,
            edition_label=label[:1].upper() + label[1:] + " · español",
            language=Language.ES,
            title=title,
            text=text,
            score=1.0,
            refs=[number],
            source=SPANISH_SOURCE[kind],
            role="match",
        )

    def keyword_named(self, raw: str) -> bool:
        """Whether ``raw`` is a keyword's name as written (accents and case aside)."""
        return bool(raw) and _key(raw) in self.names

    def glossary_named(self, raw: str) -> bool:
        """Whether ``raw`` is a glossary entry's name as written (accents and case aside)."""
        return bool(raw) and _key(raw) in self.glossary

    def glossary_entry(self, raw: str) -> LookupResult:
        if not raw or not _key(raw):
            return LookupResult(
                query=raw or "",
                message="Escribe un término del glosario. Ejemplo: trample",
            )
        table = {k: k for k in self.glossary}
        for term_key, row in self.glossary_es.items():  # "quemadura de mana" -> Mana Burn
            table.setdefault(_key(row.name_es), term_key)
        term = self._resolve(raw, table)
        if term is None:
            # A Spanish keyword name leads to its English glossary entry ("arrollar" -> Trample).
            english = self._resolve(raw, self.names)
            term = english if english in self.glossary else None
        if term is None:
            shown = {k: next(iter(v.values())).id for k, v in self.glossary.items()}
            return _not_found(
                raw,
                table,
                shown,
                f"«{raw.strip()[:60]}» no está en el glosario.",
                "permanent",
            )
        versions = self.glossary[term]
        current = self.corpus.current_edition.id
        entry = versions.get(current) or next(iter(versions.values()))
        others = sorted(set(versions) - {entry.edition})
        in_force = make_hit(entry, self.corpus.editions, other_editions=others)
        said = self.glossary_es.get(term)
        if said is None:
            return LookupResult(query=raw, results=[in_force])
        named = f"{said.name_es} ({entry.id})"
        spanish = self._glossary_spanish(said, entry.id, named)
        if spanish is None:  # a Spanish name only: the English entry carries it
            return LookupResult(query=raw, results=[in_force.model_copy(update={"title": named})])
        return LookupResult(query=raw, results=[spanish, in_force])

    def _glossary_spanish(self, row: GlossaryExplanation, term: str, named: str) -> Hit | None:
        """The Spanish definition of a glossary entry, or None. Its id is the entry's own
        (``term``, as the English hit below it and the site's anchor); its title, ``named``,
        shows the Spanish name first."""
        if row.source == "juez":
            return self._explanation_hit(
                term, named, row.text, row.label, "juez", row.rule, kind=Kind.GLOSSARY
            )
        if row.source == "palabra clave":
            said = self.spanish_hit(row.rule)
            if said is not None:
                return said.model_copy(update={"kind": Kind.GLOSSARY, "title": named, "id": term})
        return None


def _not_found(
    raw: str, table: dict[str, str], shown: dict[str, str], said: str, example: str
) -> LookupResult:
    """Nothing matched: say so, offer the closest names as a person would write them."""
    close = close_matches(_key(raw), table, n=5, cutoff=0.5)
    suggestions = list(dict.fromkeys(shown.get(c, c) for c in close))
    hint = f" ¿Quisiste decir: {', '.join(suggestions)}?" if suggestions else ""
    return LookupResult(
        query=raw, message=f"{said}{hint} Ejemplo: {example}", suggestions=suggestions
    )
