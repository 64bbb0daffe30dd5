"""Rule by number: exact ids, ranges, edition choice, and the nearest rules when none exists.

Lookups by number never touch the full-text index: they read the corpus' number table, so
"702.6" can never return 702.60 and the answer takes microseconds.
"""

from __future__ import annotations

import bisect
import difflib
from dataclasses import dataclass

from index import numbers
from index.answers import Hit, LookupResult, make_hit
from index.corpus import Corpus
from index.models import AnomalyKind, Rule

MAX_RANGE = 40

EXAMPLE = "104.3a (o un rango: 104.3a-c)"


class RuleLookup:
    def __init__(self, corpus: Corpus) -> None:
        self.corpus = corpus
        ids = [e.id for e in corpus.editions.values()]
        # Spanish first (the users' language), then the rules in force, then older English.
        self.preference = sorted(
            ids,
            key=lambda e: (
                corpus.editions[e].language.value != "es",
                not corpus.editions[e].current,
                e,
            ),
        )
        # Editions that hold rules (not the keyword or class material), preferred first.
        with_rules = {e for versions in corpus.rules.values() for e in versions}
        self.rule_editions = [e for e in self.preference if e in with_rules]
        self.gaps = {(a.edition, a.id) for a in corpus.anomalies if a.kind is AnomalyKind.GAP}

    # -- edition choice -----------------------------------------------------------------------
    def resolve_editions(self, wanted: str | None) -> list[str] | None:
        """The rules editions an edition option names, preferred first; None means any.

        Accepts a full id, a language ('es': the 2019 translation or the web page, whichever
        holds the number), a year ('2019': Spanish, then English), or 'actual'. An empty list
        means the option names nothing known.
        """
        if not wanted or not wanted.strip():
            return None
        w = wanted.strip().lower()
        if w in {"actual", "vigente", "current"}:
            return [self.corpus.current_edition.id]
        if w in {"es", "en"}:
            return [e for e in self.rule_editions if e.startswith(w + "-")]
        return [e for e in self.rule_editions if w == e or w in e]

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
        others = sorted(set(self.corpus.rules.get(rule.id, {})) - {rule.edition})
        return make_hit(rule, self.corpus.editions, role=role, other_editions=others)

    # -- public ---------------------------------------------------------------------------------
    def lookup(
        self, raw: str, edition: str | None = None, prefer: str | None = None
    ) -> LookupResult:
        """A rule, a range or the nearest rules.

        ``edition`` is what the user asked for: only that edition answers. ``prefer`` is a
        default (a server's or the bot's): tried first, but any edition answers when it lacks
        the rule, so a server set to Spanish still gets 704.3 in English.
        """
        parsed = numbers.parse_user_number(raw or "")
        if parsed is None:
            return LookupResult(
                query=raw or "",
                message=f"«{(raw or '').strip()[:60]}» no es un número de regla. "
                f"Ejemplo: {EXAMPLE}. Para buscar por texto, usa buscar.",
            )
        allowed = self.resolve_editions(edition)
        if allowed == []:
            return LookupResult(
                query=raw,
                message=f"Edición desconocida: «{edition}». Usa es, en, 2019, 2026, actual "
                "o una de: " + ", ".join(self.rule_editions) + ".",
            )
        choice = _Choice(edition, allowed, self.resolve_editions(prefer) or None)
        if parsed.last:
            return self._range(raw, parsed.first, parsed.last, choice)
        return self._single(raw, parsed.first, choice)

    def _single(self, raw: str, number: str, choice: _Choice) -> LookupResult:
        rule = self._pick(number, choice.allowed, choice.prefer)
        if rule is None:
            return self._missing(raw, number, choice)
        results = [self._hit(rule, "match")]
        for child in rule.children:
            sub = self.corpus.rule(child, rule.edition)
            if sub is not None:
                results.append(self._hit(sub, "subrule"))
        if rule.parent and (parent := self._pick(rule.parent, [rule.edition])):
            results.append(self._hit(parent, "parent"))
        return LookupResult(query=raw, results=results, message=self._note(number, rule))

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
        start = bisect.bisect_left(self.corpus.rule_numbers, lo, key=numbers.sort_key)
        results: list[Hit] = []
        for number in self.corpus.rule_numbers[start:]:
            if numbers.sort_key(number) > hi:
                break
            rule = self._pick(number, choice.allowed, choice.prefer)
            if rule is not None:
                results.append(self._hit(rule, "match"))
        if not results:
            return self._missing(raw, first, choice)
        message = None
        if len(results) > MAX_RANGE:
            message = f"El rango tiene {len(results)} reglas; se muestran las {MAX_RANGE} primeras."
            results = results[:MAX_RANGE]
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
            where += f" (sí está en: {', '.join(sorted(self.corpus.rules[number]))})"
        message = f"La regla {number} no existe {where}."
        if nearest:
            message += " Reglas cercanas: " + ", ".join(nearest) + "."
        return LookupResult(query=raw, message=message, suggestions=nearest)

    def nearest(self, number: str, k: int = 5) -> list[str]:
        """Neighbours in document order, then look-alikes (702.6 for 702.06)."""
        ids = self.corpus.rule_numbers
        try:
            pos = bisect.bisect_left(ids, numbers.sort_key(number), key=numbers.sort_key)
        except ValueError:
            pos = len(ids)
        around = ids[max(0, pos - 2) : pos + 2]
        alike = difflib.get_close_matches(number, ids, n=3, cutoff=0.8)
        return list(dict.fromkeys([*around, *alike]))[:k]


@dataclass(frozen=True)
class _Choice:
    """How a lookup picks editions: what was asked, what that allows, what is tried first."""

    asked: str | None
    allowed: list[str] | None  # None: any edition
    prefer: list[str] | None  # a default, tried first
