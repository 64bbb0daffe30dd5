"""Rule by number: exact ids, ranges, edition choice, and the nearest rules when none exists.

Lookups by number never touch the full-text index: they read the corpus' number table, so
"702.6" can never return 702.60 and the answer takes microseconds.
"""

from __future__ import annotations

import bisect
import difflib

from index import numbers
from index.answers import Hit, LookupResult, make_hit
from index.corpus import Corpus
from index.models import AnomalyKind, Rule

MAX_RANGE = 40

EXAMPLE = "juez regla 104.3a (o un rango: juez regla 104.3a-c)"


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
    def resolve_edition(self, wanted: str | None) -> str | None:
        """What an edition option means: an edition id, a language ('es', 'en') or None (any).

        A language stands for every rules edition in it, in order of preference: Spanish is
        the 2019 translation or the web page, whichever holds the number.
        """
        if not wanted:
            return None
        w = wanted.strip().lower()
        if w in self.corpus.editions:
            return w
        if w in {"es", "en"}:
            return w
        if w in {"actual", "vigente", "current"}:
            return self.corpus.current_edition.id
        matches = [e for e in self.rule_editions if w in e]
        return matches[0] if matches else None

    def _pick(self, number: str, edition: str | None) -> Rule | None:
        versions = self.corpus.rules.get(number, {})
        if edition and edition not in {"es", "en"}:
            return versions.get(edition)
        for e in self.preference:
            if e in versions and (not edition or e.startswith(edition + "-")):
                return versions[e]
        return None

    def _hit(self, rule: Rule, role: str) -> Hit:
        others = sorted(set(self.corpus.rules.get(rule.id, {})) - {rule.edition})
        return make_hit(rule, self.corpus.editions, role=role, other_editions=others)

    # -- public ---------------------------------------------------------------------------------
    def lookup(self, raw: str, edition: str | None = None) -> LookupResult:
        parsed = numbers.parse_user_number(raw or "")
        if parsed is None:
            return LookupResult(
                query=raw or "",
                message=f"«{(raw or '').strip()[:60]}» no es un número de regla. "
                f"Ejemplo: {EXAMPLE}. Para buscar por texto usa juez buscar.",
            )
        chosen = self.resolve_edition(edition)
        if edition and chosen is None:
            return LookupResult(
                query=raw,
                message=f"Edición desconocida: «{edition}». Ediciones: "
                + ", ".join(self.corpus.editions),
            )
        if parsed.last:
            return self._range(raw, parsed.first, parsed.last, chosen)
        return self._single(raw, parsed.first, chosen)

    def _single(self, raw: str, number: str, edition: str | None) -> LookupResult:
        rule = self._pick(number, edition)
        if rule is None:
            return self._missing(raw, number, edition)
        results = [self._hit(rule, "match")]
        for child in rule.children:
            sub = self.corpus.rule(child, rule.edition)
            if sub is not None:
                results.append(self._hit(sub, "subrule"))
        if rule.parent and (parent := self._pick(rule.parent, rule.edition)):
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

    def _range(self, raw: str, first: str, last: str, edition: str | None) -> LookupResult:
        try:
            lo, hi = numbers.sort_key(first), numbers.sort_key(last)
        except ValueError:
            return self._missing(raw, first, edition)
        if hi < lo:
            first, last, lo, hi = last, first, hi, lo
        start = bisect.bisect_left(self.corpus.rule_numbers, lo, key=numbers.sort_key)
        results: list[Hit] = []
        for number in self.corpus.rule_numbers[start:]:
            if numbers.sort_key(number) > hi:
                break
            rule = self._pick(number, edition)
            if rule is not None:
                results.append(self._hit(rule, "match"))
        if not results:
            return self._missing(raw, first, edition)
        message = None
        if len(results) > MAX_RANGE:
            message = f"El rango tiene {len(results)} reglas; se muestran las {MAX_RANGE} primeras."
            results = results[:MAX_RANGE]
        return LookupResult(query=raw, results=results, message=message)

    def _missing(self, raw: str, number: str, edition: str | None) -> LookupResult:
        nearest = [n for n in self.nearest(number) if n != number]
        names = {"es": "en español", "en": "en inglés"}
        where = (
            names.get(edition, f"en la edición {edition}")
            if edition
            else "en ninguna de las ediciones incluidas"
        )
        exists_elsewhere = edition and number in self.corpus.rules
        if exists_elsewhere:
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
