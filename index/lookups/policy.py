"""The read side of tournament policy: a section of the MTR, IPG or JAR by number or words, and
the infraction a described situation is, with its penalty, remedy and the Regular REL fix.

Answers are ordinary ``LookupResult``s whose hits are policy sections (kind ``policy`` or
``infraction``), so every front end renders and serialises them as it does rules. The title
of a hit carries the official Spanish name beside the English; the text of an infraction puts
its parts in the order a judge needs them: penalty, definition, remedy, upgrade.
"""

from __future__ import annotations

import re

from index.calls import FloorCall, Rel, make_call
from index.corpus import Corpus
from index.lookups.answers import Hit, LookupResult, make_hit
from index.models import Infraction, PolicySection
from index.search.policy import PolicySearch
from index.translate import fold
from index.vocabulary.policy import spanish_name, spanish_penalty

DOCUMENTS = ("MTR", "IPG", "JAR")
_NUMBER = re.compile(r"^\s*(?:(?P<doc>mtr|ipg|jar)\s*)?(?P<n>\d+(?:\.\d+)*)\.?\s*$", re.I)
_APPENDIX = re.compile(r"^\s*(?:(?:mtr|ipg)\s*)?(?:ap[eé]ndice|appendix)\s+(?P<l>[a-f])\s*$", re.I)
EXAMPLES = {
    "MTR": "4.9 o «tiempo de la ronda»",
    "IPG": "2.3 o «robé una carta de más»",
    "JAR": "1.3 o «robó cartas de más»",
}


class PolicyLookup:
    def __init__(self, corpus: Corpus, search: PolicySearch) -> None:
        self.corpus = corpus
        self.search = search
        self._by_id = {r.id: r for r in search.sections}

    def floor_call(self, situation: str, rel: Rel | None = None) -> FloorCall:
        """The call ``situation`` tells (index.calls): facts, infraction, penalty, checks."""
        return make_call(situation, self._by_id, rel=rel, fallback=self._best_infraction)

    def _best_infraction(self, text: str) -> str | None:
        """The policy search's best IPG infraction: for calls the fact tests do not read."""
        found = self.search.search(text, documents=("IPG",), limit=20)
        return next((r.id for _, r in found if isinstance(r, Infraction)), None)

    def section(self, document: str, query: str, limit: int = 5) -> LookupResult:
        """A section of ``document`` ("MTR", "IPG", "JAR") by number ("4.9", "apéndice B")
        or by words (the best sections, best first)."""
        document = document.upper()
        text = (query or "").strip()
        if not text:
            return LookupResult(
                query=query or "",
                message=f"Escribe un número o unas palabras. Ejemplo: {EXAMPLES[document]}",
            )
        wanted = self._numbered(document, text)
        if wanted is not None:
            record = self._by_id.get(wanted)
            if record is None:
                return LookupResult(
                    query=query,
                    message=f"El {document} en vigor no tiene la sección «{text}». "
                    f"Ejemplo: {EXAMPLES[document]}",
                )
            children = [self._by_id[c] for c in record.children if c in self._by_id]
            hits = [self.hit(record)] + [self.hit(c, role="subrule") for c in children]
            return LookupResult(query=query, results=hits)
        found = self.search.search(text, documents=(document,), limit=limit)
        if not found:
            return LookupResult(
                query=query,
                search=True,
                message=f"Nada del {document} responde a «{text}». Ejemplo: {EXAMPLES[document]}",
            )
        return LookupResult(
            query=query, search=True, results=[self.hit(r, score=s) for s, r in found]
        )

    def infraction(self, situation: str, limit: int = 3) -> LookupResult:
        """The IPG infractions that best fit a described situation, each with what the JAR
        says to do at Regular REL, and the MTR sections that speak of it."""
        text = (situation or "").strip()
        if not text:
            return LookupResult(
                query=situation or "",
                message="Describe lo que pasó. Ejemplo: robé una carta de más",
            )
        found = [
            (s, r)
            for s, r in self.search.search(text, documents=("IPG",), limit=20)
            if isinstance(r, Infraction)
        ][:limit]
        if not found:
            return LookupResult(
                query=situation,
                search=True,
                message="No encuentro una infracción que encaje. Describe lo que pasó, por "
                "ejemplo: llegó 12 minutos tarde",
            )
        regular = self.search.search(text, documents=("JAR",), limit=1)
        context = self.search.search(text, documents=("MTR",), limit=1)
        hits = [self.hit(r, score=s) for s, r in found]
        hits += [self.hit(r, score=s, role="regular") for s, r in regular]
        hits += [self.hit(r, score=s, role="context") for s, r in context]
        return LookupResult(query=situation, search=True, results=hits)

    def _numbered(self, document: str, text: str) -> str | None:
        if (m := _APPENDIX.match(text)) is not None:
            return f"{document.lower()}-appendix-{m['l'].lower()}"
        if (m := _NUMBER.match(text)) is not None and (
            m["doc"] is None or m["doc"].upper() == document
        ):
            return f"{document.lower()}-{m['n']}"
        return None

    def hit(self, record: PolicySection, *, score: float = 1.0, role: str = "match") -> Hit:
        return make_hit(
            record,
            self.corpus.editions,
            score=score,
            role=role,
            title=display_title(record),
            text=display_text(record),
            notes=notes_of(record),
        )


def display_title(record: PolicySection) -> str:
    """ "IPG 2.3 Game Play Error — Hidden Card Error (Error de juego — Error de carta oculta)"."""
    number = f"{record.document} {record.number}".strip()
    spanish = spanish_name(record.title)
    title = f"{number} · {record.title}" if record.number else f"{number} · {record.title}"
    return f"{title} ({spanish})" if spanish else title


def display_text(record: PolicySection) -> str:
    if not isinstance(record, Infraction):
        return record.text
    parts = [
        f"Penalización (REL Competitivo): {record.penalty} ({spanish_penalty(record.penalty)})"
    ]
    if record.definition:
        parts.append(f"Definición: {record.definition}")
    if record.remedy:
        parts.append(f"Remedio adicional: {record.remedy}")
    if record.upgrade:
        parts.append(f"Mejora/rebaja: {record.upgrade}")
    if record.philosophy:
        parts.append(f"Filosofía: {record.philosophy}")
    return "\n\n".join(parts)


def notes_of(record: PolicySection) -> list[str]:
    notes = []
    if isinstance(record, Infraction):
        notes.append(f"Penalización: {record.penalty} ({spanish_penalty(record.penalty)})")
    if record.document == "JAR":
        notes.append("REL Regular: el JAR sustituye a la IPG; no hay penalizaciones por error.")
    return notes


def document_of(word: str) -> str | None:
    key = fold(word or "").strip().upper()
    return key if key in DOCUMENTS else None
