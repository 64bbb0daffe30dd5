"""Rule by number: exact ids, ranges, edition choice, and the nearest rules when none exists.

A number means the rule in force. ``regla 103.5`` is the 2026 rule 103.5 (the mulligan), shown
through the text the user reads best: the Spanish translation of the same rule (103.4 in 2019,
found by the alignment of index.editions), saying its year, its number then and whether it still
says the same; when it does not, the English text in force follows it. An edition asked for
(``--edicion 2019``) is strict: that edition's rule with that number, and what it is now.

Lookups by number never touch the full-text index: they read the corpus' number table and the
alignment, so "702.6" can never return 702.60 and the answer takes microseconds.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable
from typing import NamedTuple

from index import numbers
from index.corpus import Corpus
from index.editions.catalog import Alignment
from index.editions.edition_catalog import EditionCatalog
from index.editions.lead import older_hit
from index.editions.notes import rule_hit, when
from index.fuzzy import close_matches
from index.lookups.answers import Hit, LookupResult, make_hit
from index.models import AnomalyKind, Rule
from index.query_kind import classify

MAX_RANGE = 40

EXAMPLE = "104.3a (o un rango: 104.3a-c)"


class RuleLookup:
    def __init__(self, corpus: Corpus, alignment: Alignment | None = None) -> None:
        if alignment is None:
            from index.editions.cache import alignment_for

            alignment = alignment_for(corpus)
        self.corpus = corpus
        self.alignment = alignment
        self.current = corpus.current_edition.id
        self.catalog = EditionCatalog.of_corpus(corpus)
        self.preference = self.catalog.preference
        # Editions that hold rules (not the keyword or class material), preferred first.
        self.rule_editions = self.catalog.rule_editions
        self.gaps = {(a.edition, a.id) for a in corpus.anomalies if a.kind is AnomalyKind.GAP}

    # -- edition choice -----------------------------------------------------------------------
    def resolve_editions(self, wanted: str | None) -> list[str] | None:
        """The rules editions an edition option names (EditionCatalog.resolve)."""
        return self.catalog.resolve(wanted)

    def _order(self, prefer: list[str] | None) -> list[str]:
        return list(dict.fromkeys([*(prefer or []), *self.preference]))

    def _pick(
        self, number: str, allowed: list[str] | None, prefer: list[str] | None = None
    ) -> Rule | None:
        """The version of a rule to show: the first allowed edition in order of preference."""
        versions = self.corpus.rules.get(number, {})
        for e in self._order(prefer):
            if e in versions and (allowed is None or e in allowed):
                return versions[e]
        return None

    def _hit(self, rule: Rule, role: str) -> Hit:
        if not self.alignment.knows(rule.edition):  # an edition the alignment does not cover
            others = sorted(set(self.corpus.rules.get(rule.id, {})) - {rule.edition})
            return make_hit(rule, self.corpus.editions, role=role, other_editions=others)
        return rule_hit(rule, role, self.alignment, self.corpus.editions)

    def shown_version(self, number: str) -> Rule | None:
        """The text a rule in force is shown through by default (its Spanish translation when
        it still says the same, else the rule in force): for labels such as autocomplete."""
        if self.corpus.rule(number, self.current) is None:
            return None
        return self._readable(number, self.preference)

    def _version(self, number: str, order: list[str]) -> Rule | None:
        """The rule in force ``number`` in the first edition of ``order`` holding it."""
        versions = self.alignment.versions(number)
        for edition in order:
            if edition in versions:
                rule = self.corpus.rule(versions[edition], edition)
                if rule is not None:
                    return rule
        return None

    def _readable(self, number: str, order: list[str]) -> Rule | None:
        """The version to show of a rule in force beside another: the first in ``order`` that
        still says the same (else the rule in force itself)."""
        versions = self.alignment.versions(number)
        for edition in order:
            if edition in versions and self.alignment.still_holds(edition, versions[edition]):
                rule = self.corpus.rule(versions[edition], edition)
                if rule is not None:
                    return rule
        return self.corpus.rule(number, self.current)

    # -- public ---------------------------------------------------------------------------------
    def lookup(
        self, raw: str, edition: str | None = None, prefer: str | None = None
    ) -> LookupResult:
        """A rule, a range or the nearest rules.

        ``edition`` is what the user asked for: only that edition answers. ``prefer`` is a
        default (a server's or the bot's): tried first, but any edition answers when it lacks
        the rule, so a server set to Spanish still gets 704.3 in English.
        """
        read = classify(raw, self.corpus.rules)
        guess, parsed = read.read_as, read.number
        if guess is not None:
            # "7025", "60 3.3b": digits only one rule can be; answered, and said how it was read.
            found = self.lookup(guess, edition, prefer)
            said = f"«{raw.strip()[:60]}» se ha leído como la regla {guess}."
            message = f"{said} {found.message}" if found.message else said
            return found.model_copy(update={"query": raw, "message": message})
        if parsed is None or not read.is_rule:
            return LookupResult(
                query=raw or "",
                message=f"«{(raw or '').strip()[:60]}» no es un número de regla. "
                f"Ejemplo: {EXAMPLE}. Para buscar por texto, usa buscar.",
            )
        allowed = self.resolve_editions(edition)
        if allowed == []:
            return LookupResult(
                query=raw,
                message=self.catalog.unknown(edition or ""),
            )
        choice = _Choice(edition, allowed, self.resolve_editions(prefer) or None)
        if parsed.last:
            return self._range(raw, parsed.first, parsed.last, choice)
        return self._single(raw, parsed.first, choice)

    def _single(self, raw: str, number: str, choice: _Choice) -> LookupResult:
        if choice.allowed is None and self.corpus.rule(number, self.current) is not None:
            return self._in_force(raw, number, choice)
        rule = self._pick(number, choice.allowed, choice.prefer)
        if rule is None:
            return self._missing(raw, number, choice)
        # An edition asked for, or a number the rules in force no longer have: that text as it
        # was, with its subrules and parent of the same edition, saying what it is now.
        results = [self._hit(rule, "match")]
        for child in _listed(rule, lambda n: self.corpus.rule(n, rule.edition)):
            sub = self.corpus.rule(child, rule.edition)
            if sub is not None:
                results.append(self._hit(sub, "subrule"))
        if rule.parent and (parent := self._pick(rule.parent, [rule.edition])):
            results.append(self._hit(parent, "parent"))
        message = self._note(number, rule)
        if choice.allowed is None:
            message = self._gone(number, rule)
        return LookupResult(query=raw, results=results, message=message)

    def _in_force(self, raw: str, number: str, choice: _Choice) -> LookupResult:
        """The rule in force, through the preferred text of the same rule."""
        order = self._order(choice.prefer)
        current = self.corpus.rule(number, self.current)
        assert current is not None
        rule = self._version(number, order) or current
        older: Rule | None = None
        if rule.edition != self.current and not self.alignment.still_holds(rule.edition, rule.id):
            # The translation says something else now: the rule in force leads, and the
            # translation follows as what it is (its year, its number then, what changed).
            older, rule = rule, current
        results = [self._hit(rule, "match")]
        if older is not None:
            results.append(older_hit(self._hit(older, "match"), self.corpus, self.alignment))
        # Subrules and parent of the rule in force, each in the same language where it still
        # says the same.
        readable = [rule.edition, *order] if rule.edition != self.current else order
        if older is not None:
            readable = [older.edition, *order]
        english: list[str] = []
        for child in _listed(current, lambda n: self.corpus.rule(n, self.current)):
            sub = self._readable(child, readable)
            if sub is not None:
                results.append(self._hit(sub, "subrule"))
                if older is None and rule.language != sub.language:
                    english.append(child)
        if current.parent and (parent := self._readable(current.parent, readable)):
            results.append(self._hit(parent, "parent"))
        return LookupResult(
            query=raw,
            results=results,
            message=self._in_force_note(number, rule, english, older),
        )

    def _in_force_note(
        self, number: str, rule: Rule, english: list[str], older: Rule | None = None
    ) -> str | None:
        """Why a rule or some of its subrules are in English; what the number was before."""
        notes = []
        if older is not None:
            translation = self.corpus.editions[older.edition]
            notes.append(
                f"La traducción {when(translation)} ya no dice lo mismo que la regla vigente: "
                "se muestra primero el texto vigente (en inglés) y después la traducción."
            )
        elif rule.edition == self.current:
            if (gap := self._spanish_gap(number)) is not None:
                notes.append(
                    f"La regla {gap[1]} falta en el texto español ({gap[0]}); "
                    f"se muestra en inglés ({rule.edition})."
                )
        elif english:
            notes.append(
                f"Las subreglas {', '.join(english)} se muestran en el texto vigente en inglés: "
                "el texto español no las tiene o ya no dice lo mismo."
            )
        for edition in self.alignment.older:  # "103.4" as an older text numbers it
            if self.corpus.rule(number, edition) is None:
                continue
            now = self.alignment.current_id(edition, number)
            if now != number:
                date = self.corpus.editions[edition].date
                then = f"en {date.year}" if date else f"en {edition}"
                what = f"hoy es la {now}" if now else "hoy ya no existe"
                notes.append(f"Ojo: {then}, la regla {number} era otra ({what}).")
                break
        return " ".join(notes) or None

    def _spanish_gap(self, number: str) -> tuple[str, str] | None:
        """(Spanish edition, number there) when the Spanish text should have this rule in
        force but lost it (a gap of the PDF extraction)."""
        versions = self.alignment.versions(number)
        for translation, original in self.alignment.twins.items():
            old = versions.get(original)
            if old is not None and (translation, old) in self.gaps:
                return translation, old
        return None

    def _gone(self, number: str, rule: Rule) -> str:
        """A number the rules in force do not have: the older rule shown, and what it is now."""
        label = self.corpus.current_edition.label
        link = self.alignment.link(rule.edition, rule.id)
        where = f"hoy es la {link.new}" if link and link.new else "ya no existe"
        edition = self.corpus.editions[rule.edition]
        year = str(edition.date.year) if edition.date else edition.id
        return (
            f"La regla {number} no existe en las reglas vigentes ({label}): se muestra la de "
            f"{year}, que {where}."
        )

    def _note(self, number: str, rule: Rule) -> str | None:
        """Say why an answer is in English, or which subrules the Spanish text lacks."""
        if rule.language.value == "es":
            missing = sorted(
                (i for e, i in self.gaps if e == rule.edition and numbers.parent_of(i) == number),
                key=numbers.sort_key,
            )
            if missing:
                return (
                    f"El texto español ({rule.edition}) no tiene "
                    f"{', '.join(missing)}; consúltala en inglés (edición en)."
                )
            return None
        spanish = [e for e in self.preference if self.corpus.editions[e].language.value == "es"]
        gap = next((e for e in spanish if (e, number) in self.gaps), None)
        if gap:
            return (
                f"La regla {number} falta en el texto español ({gap}); "
                f"se muestra en inglés ({rule.edition})."
            )
        return None

    def _range(self, raw: str, first: str, last: str, choice: _Choice) -> LookupResult:
        try:
            lo, hi = numbers.sort_key(first), numbers.sort_key(last)
        except ValueError:
            return self._missing(raw, first, choice)
        if hi < lo:
            first, last, lo, hi = last, first, hi, lo
        ids = self.corpus.rule_numbers
        start = bisect.bisect_left(ids, lo, key=numbers.sort_key)
        end = bisect.bisect_right(ids, hi, key=numbers.sort_key)
        # Which numbers answer is a dictionary look-up each; their hits are built for the first
        # MAX_RANGE only ("100-999" spans about 3,500 rules).
        if choice.allowed is None:  # numbers in force, each through its preferred text
            wanted = [n for n in ids[start:end] if self.current in self.corpus.rules[n]]
        else:  # strict editions: as they are
            allowed = set(choice.allowed)
            wanted = [n for n in ids[start:end] if allowed & self.corpus.rules[n].keys()]
        results: list[Hit] = []
        order = self._order(choice.prefer)
        for number in wanted:
            if len(results) == MAX_RANGE:
                break
            if choice.allowed is None:
                rule = self._version(number, order)
            else:
                rule = self._pick(number, choice.allowed, choice.prefer)
            if rule is not None:
                results.append(self._hit(rule, "match"))
        if not results:
            return self._missing(raw, first, choice)
        message = None
        if len(wanted) > MAX_RANGE:
            message = f"El rango tiene {len(wanted)} reglas; se muestran las {MAX_RANGE} primeras."
        return LookupResult(query=raw, results=results, message=message)

    def _missing(self, raw: str, number: str, choice: _Choice) -> LookupResult:
        nearest = [n for n in self.nearest(number) if n != number]
        names = {"es": "en español", "en": "en inglés"}
        asked = (choice.asked or "").strip().lower()
        where = (
            names.get(asked, f"en la edición {choice.asked}")
            if choice.allowed is not None
            else "en ninguna de las ediciones incluidas"
        )
        if choice.allowed is not None and number in self.corpus.rules:
            where += f" (sí está en: {self._holders(number)})"
        message = f"La regla {number} no existe {where}."
        if nearest:
            message += " Reglas cercanas: " + ", ".join(nearest) + "."
        return LookupResult(query=raw, message=message, suggestions=nearest)

    def _holders(self, number: str) -> str:
        """The editions holding a number, each with the number it gives the same rule."""
        if self.corpus.rule(number, self.current) is None:
            return ", ".join(sorted(self.corpus.rules[number]))
        versions = self.alignment.versions(number)
        return ", ".join(f"{e} ({n})" for e, n in sorted(versions.items()))

    def nearest(self, number: str, k: int = 5) -> list[str]:
        """Neighbours in document order, then look-alikes (702.6 for 702.06)."""
        ids = self.corpus.rule_numbers
        try:
            pos = bisect.bisect_left(ids, numbers.sort_key(number), key=numbers.sort_key)
        except ValueError:
            pos = len(ids)
        around = ids[max(0, pos - 2) : pos + 2]
        alike = close_matches(number, ids, n=3, cutoff=0.8)
        return list(dict.fromkeys([*around, *alike]))[:k]


class _Choice(NamedTuple):
    """How a lookup picks editions: what was asked, what that allows, what is tried first."""

    asked: str | None
    allowed: list[str] | None  # None: any edition
    prefer: list[str] | None  # a default, tried first


def _listed(rule: Rule, rule_of: Callable[[str], Rule | None]) -> list[str]:
    """The subrules shown under a rule: its children, and after a child that introduces a
    list ("…applied in a series of layers in the following order:") that list too. A judge
    opening 613 wants the layers (613.1a–g), which are 613.1's subrules, not 613's."""
    shown: list[str] = []
    for child in rule.children:
        shown.append(child)
        sub = rule_of(child)
        if sub is not None and _introduces_a_list(sub.text):
            shown.extend(sub.children)
    return shown


def _introduces_a_list(text: str) -> bool:
    """ "…in the following order:", "…in the order described below.", "…are as follows:"."""
    text = text.rstrip()
    return text.endswith(":") or "described below" in text or "as follows" in text
