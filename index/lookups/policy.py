"""The read side of tournament policy: a section of the MTR, IPG or JAR by number or words, and
the infraction a described situation is, with its penalty, remedy and the Regular REL fix.

Answers are ordinary ``LookupResult``s whose hits are policy sections (kind ``policy`` or
``infraction``), so every front end renders and serialises them as it does rules. The title
of a hit carries the official Spanish name beside the English; the text of an infraction puts
its parts in the order a judge needs them: penalty, definition, remedy, upgrade.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from index.calls import FloorCall, Rel, make_call
from index.calls.penalties import Decision, Step
from index.calls.situations import JAR_OF
from index.corpus import Corpus
from index.fold import fold
from index.lookups.answers import Hit, LookupResult, make_hit
from index.models import Infraction, PolicySection
from index.search.policy import PolicySearch
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

    def infraction(self, situation: str, limit: int = 3, rel: str | None = None) -> LookupResult:
        """The call a described situation is (index.calls): first the section that decides it
        at the REL told (the JAR entry at Regular REL, else the IPG infraction, or the MTR
        section when the MTR decides and no infraction applies) with the penalty for the facts
        told, the sentences that decide it, what is missing and what to check; then the IPG
        at Competitive REL when the JAR came first, and the MTR procedure, told apart."""
        text = (situation or "").strip()
        if not text:
            return LookupResult(
                query=situation or "",
                message="Describe lo que pasó. Ejemplo: robé una carta de más",
            )
        wanted_rel = None
        if rel:
            wanted_rel = rel_option(rel)
            if wanted_rel is None:
                return LookupResult(
                    query=situation,
                    message=f"No conozco el REL «{rel}». Usa regular, competitivo o "
                    "profesional. Ejemplo: rel: regular",
                )
        call = self.floor_call(text, wanted_rel)
        if call.infraction is None or call.document_first not in self._by_id:
            return LookupResult(
                query=situation,
                search=True,
                message="No encuentro una infracción que encaje. Describe lo que pasó, por "
                "ejemplo: llegó 12 minutos tarde",
            )
        first = self._by_id[call.document_first]
        hits = [
            self.hit(first, score=1.0, role="match").model_copy(
                update={"text": render_call(call, self._by_id), "notes": call_notes(call)}
            )
        ]
        if call.document_first != call.infraction and call.infraction in self._by_id:
            hits.append(self.hit(self._by_id[call.infraction], score=0.5, role="competitive"))
        jar = JAR_OF.get(call.infraction or "")
        if call.rel is None and jar in self._by_id:  # REL not told: what Regular REL does too
            hits.append(self.hit(self._by_id[jar], score=0.4, role="regular"))
        if call.procedure and call.procedure != call.document_first:
            procedure = self._by_id[call.procedure]
            hits.append(
                self.hit(procedure, score=0.3, role="context").model_copy(
                    update={"title": "Procedimiento, no infracción: " + display_title(procedure)}
                )
            )
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
        f"Penalización base (IPG, antes de mejoras y rebajas): {record.penalty} "
        f"({spanish_penalty(record.penalty)})"
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
        notes.append(
            f"Penalización base (IPG): {record.penalty} ({spanish_penalty(record.penalty)})"
        )
    if record.document == "JAR":
        notes.append("REL Regular: el JAR sustituye a la IPG; no hay penalizaciones por error.")
    return notes


def rel_option(word: str) -> Rel | None:
    """The REL an option names: regular, competitivo, profesional (or the English words)."""
    key = fold(word or "").strip()
    for rel in Rel:
        if key in (rel.value, fold(rel.spanish)):
            return rel
    return None


def _penalty(penalty: str | None) -> str:
    return f"{penalty} ({spanish_penalty(penalty)})" if penalty else "condicional"


def _where(section: str, documents: Mapping[str, PolicySection]) -> str:
    record = documents.get(section)
    return f"{record.document} {record.number}".strip() if record else section


def _step(step: Step, documents: Mapping[str, PolicySection]) -> str:
    where = _where(step.section, documents)
    if step.sentence:
        quoted = f": «{step.sentence}»"
    elif step.label == "Penalización base":
        quoted = " (la penalización que la IPG da a la infracción)"
    else:
        quoted = " (la frase no está en la edición en vigor)"
    if step.judges_call:  # what the document allows, never a penalty stated
        return f"{step.label} ({where}): puede {step.says or _penalty(step.penalty)}{quoted}"
    says = f"; en sus términos: {step.says}" if step.says else ""
    return f"{step.label} ({where}) → {_penalty(step.penalty)}{says}{quoted}"


def _judges_call(decision: Decision, documents: Mapping[str, PolicySection]) -> str:
    """A penalty the document leaves to the judge: what applies without it, and what the
    document allows ("a criterio del juez: puede …")."""
    allowed = decision.steps[-1]
    document = _where(allowed.section, documents).split()[0]
    return (
        f"a criterio del juez, el {document} no la impone. Sin más: "
        f"{_penalty(decision.steps[0].penalty)}; el {document} permite "
        f"{allowed.says or _penalty(allowed.penalty)}"
    )


def _regular_line(regular: Decision, documents: Mapping[str, PolicySection]) -> str:
    """What the JAR says for the same facts, in its own terms and with its sentence."""
    if regular.judges_call:
        return f"En REL Regular (JAR): {_judges_call(regular, documents)}"
    if regular.penalty is None:
        return "En REL Regular (JAR): condicional"
    deciding = regular.steps[-1]
    quoted = f": «{deciding.sentence}»" if deciding.sentence else ""
    says = f"; en sus términos: {deciding.says}" if deciding.says else ""
    where = _where(deciding.section, documents)
    return f"En REL Regular ({where}): {_penalty(regular.penalty)}{says}{quoted}"


def render_call(call: FloorCall, documents: Mapping[str, PolicySection]) -> str:
    """A call as a judge reads it: REL, infraction, penalty and why, what is missing, what to
    check, then the section's own text (penalty, definition, remedy, upgrade)."""
    infraction = documents.get(call.infraction or "")
    rel = (
        f"REL {call.rel.spanish} (leído de «{call.facts.rel_told_by}»)"
        if call.rel is not None
        else "REL no dicho: respondo para Competitivo y digo lo que cambia en Regular"
    )
    lines = [rel]
    if infraction is not None:
        told = f" (leído de «{call.told}»)" if call.told else " (por búsqueda: revisa que encaje)"
        lines.append(f"Infracción: {display_title(infraction)}{told}")
    decision = call.decision
    if decision is not None:
        if call.conditional:
            options = "; ".join(_step(a, documents) for a in decision.alternatives)
            lines.append(
                f"Penalización: condicional. Base {_penalty(decision.steps[0].penalty)}"
                + (f"; según lo que falte: {options}" if options else "")
            )
        elif decision.judges_call:
            lines.append(f"Penalización: {_judges_call(decision, documents)}")
        else:
            lines.append(f"Penalización: {_penalty(decision.penalty)}")
        lines += [f"Por qué: {_step(step, documents)}" for step in decision.steps]
    if call.regular is not None:
        lines.append(_regular_line(call.regular, documents))
    lines += [f"Falta saber: {question}" for question in call.missing]
    for check in call.checks:
        source = documents.get(check.section)
        where = f"{source.document} {source.number}".strip() if source else check.section
        quoted = f" ({where}: «{check.sentence}»)" if check.sentence else ""
        lines.append(f"Comprueba: {check.question} {check.then}{quoted}")
    if call.procedure and call.procedure != call.document_first:
        procedure = documents.get(call.procedure)
        if procedure is not None:
            lines.append(
                f"Procedimiento (MTR {procedure.number}, no es una infracción): {procedure.title}"
            )
    own = documents.get(call.document_first)
    if own is not None:
        lines.append(display_text(own))
    return "\n\n".join(lines)


def call_notes(call: FloorCall) -> list[str]:
    rel = call.rel.spanish if call.rel is not None else "no dicho"
    penalty = "a criterio del juez" if call.judges_call else _penalty(call.penalty)
    notes = [f"Penalización (REL {rel}): {penalty}"]
    if call.judges_call:
        notes.append("El documento deja la penalización a criterio del juez: no la doy por hecha.")
    if call.conditional:
        notes.append("Respuesta condicional: faltan hechos que deciden la penalización.")
    return notes


def document_of(word: str) -> str | None:
    key = fold(word or "").strip().upper()
    return key if key in DOCUMENTS else None
