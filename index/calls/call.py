"""One floor call: the facts read, the infraction (or JAR entry, or MTR procedure), the
penalty with the sentences that decide it, the remedy, and what to check before deciding."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from pydantic import BaseModel

from index.calls.facts import CallFacts, Rel, read_facts, rel_of_programs
from index.calls.penalties import Decision, Step, decide, sentence_of
from index.calls.situations import JAR_OF, situation_of
from index.calls.verb_forms import read_verbs
from index.fold import fold
from index.models import Infraction, PolicySection


class Check(BaseModel):
    """Something to verify before deciding, with the sentence that makes it matter."""

    question: str  # Spanish
    then: str  # Spanish: what it changes
    section: str
    sentence: str


class FloorCall(BaseModel):
    facts: CallFacts
    rel: Rel | None  # the REL the call is answered at (None: not told)
    infraction: str | None  # "ipg-3.1"; None when nothing read the call
    told: str = ""  # the words that decided the infraction
    document_first: str = ""  # "jar-2" at Regular REL, else the infraction itself
    procedure: str | None = None  # an MTR section that is procedure, not an infraction
    decision: Decision | None = None  # at the REL told (Competitive when not told)
    regular: Decision | None = None  # at Regular REL too, when the REL was not told
    checks: list[Check] = []
    missing: list[str] = []  # the questions for facts that decide and were not told

    @property
    def conditional(self) -> bool:
        return bool(self.missing)

    @property
    def penalty(self) -> str | None:
        """The penalty stated as fact: None when conditional or left to the judge."""
        return None if self.decision is None or self.conditional else self.decision.penalty

    @property
    def judges_call(self) -> bool:
        """The document leaves the penalty for the facts told to the judge."""
        return self.decision is not None and self.decision.judges_call


# The MTR section that is the procedure beside each infraction (told apart in the answer).
PROCEDURE_OF = {
    "ipg-3.1": "mtr-2.10", "ipg-3.2": "mtr-5.6", "ipg-3.3": "mtr-5.5", "ipg-3.4": "mtr-2.7",
    "ipg-3.5": "mtr-3.4", "ipg-3.7": "mtr-4.1", "ipg-3.8": "mtr-3.12", "ipg-3.9": "mtr-3.10",
    "ipg-4.1": "mtr-5.4", "ipg-4.2": "mtr-5.4", "ipg-4.3": "mtr-5.2", "ipg-4.4": "mtr-5.2",
    "ipg-4.7": "mtr-5.5", "ipg-4.8": "mtr-5.1",
}  # fmt: skip


def _checks(
    infraction: str, facts: CallFacts, sections: Mapping[str, PolicySection]
) -> list[Check]:
    """What the IPG says to check before an infraction is settled: intent (the Cheating test)
    and the tests that move one infraction to another."""

    def check(question: str, then: str, section: str, anchor: str) -> Check:
        return Check(
            question=question,
            then=then,
            section=section,
            sentence=sentence_of(sections.get(section), anchor),
        )

    cheating_test = check(
        "¿Sabía que lo que hacía era ilegal y buscaba sacar ventaja con ello?",
        "Si las dos cosas, es Conducta antideportiva — Trampas (IPG 4.8): Descalificación; si "
        "falta alguna, no lo es.",
        "ipg-4.8",
        "must be aware that they are doing something illegal",
    )
    out: list[Check] = []
    if infraction == "ipg-4.8":
        out.append(
            check(
                "¿Intentaba sacar ventaja y sabía que era ilegal? Investiga por separado con cada "
                "jugador.",
                "Si no se cumplen los dos criterios no es Trampas: trátalo como la infracción que "
                "parece.",
                "ipg-4.8",
                "If all criteria are not met",
            )
        )
    elif infraction in ("ipg-4.3", "ipg-4.4"):
        out.append(
            check(
                "¿Sabía que estaba prohibido?",
                "Entonces es Trampas (IPG 4.8): Descalificación.",
                infraction,
                "aware that what they were doing was against the rules",
            )
        )
    elif infraction == "ipg-3.3":
        out.append(
            check(
                "¿Juega lento a propósito para aprovechar el límite de tiempo?",
                "Entonces es Retrasar el juego (IPG 4.7): Descalificación.",
                "ipg-3.3",
                "intentionally playing slowly",
            )
        )
    elif infraction == "ipg-2.1":
        out.append(
            check(
                "¿Lo olvidó a propósito?",
                "Ignorar a propósito un disparo propio puede ser Trampas (IPG 4.8).",
                "ipg-2.1",
                "intentionally ignoring one may be",
            )
        )
    elif infraction == "ipg-2.6":
        out.append(
            check(
                "¿Se calló a propósito, para sacar ventaja o señalarlo en un momento mejor?",
                "Entonces es Trampas (IPG 4.8).",
                "ipg-2.6",
                "intentionally not pointing out",
            )
        )
    elif infraction.startswith(("ipg-2.", "ipg-3.")) and (facts.knowing or facts.advantage):
        # IPG 2 and 3: "If the judge believes that the error was intentional, they should first
        # consider" Cheating; only when something told suggests intent (a late arrival told
        # with nothing more is not a reason to ask whether it was cheating).
        out.append(cheating_test)
    return out


def make_call(
    text: str,
    sections: Mapping[str, PolicySection],
    *,
    rel: Rel | None = None,
    fallback: Callable[[str], str | None] | None = None,
) -> FloorCall:
    """The call ``text`` tells, answered at ``rel`` (the option) or at the REL it names.
    ``fallback``: the policy search's best IPG infraction, for calls no test here reads."""
    appendix = sections.get("mtr-appendix-f")
    programs = rel_of_programs(appendix.text) if appendix is not None else {}
    facts = read_facts(text, programs, rel)
    situation = situation_of(facts)
    infraction, told = (situation.id, situation.told) if situation else (None, "")
    if infraction is None and fallback is not None:
        # the search reads the verb forms as verbs too ("había dado" is not a die)
        infraction, told = fallback(read_verbs(fold(text))), ""
    if infraction is None:
        return FloorCall(facts=facts, rel=facts.rel, infraction=None, missing=[])
    procedure = PROCEDURE_OF.get(infraction)
    if infraction.startswith("mtr-"):
        procedure = infraction
    at_regular = facts.rel is Rel.REGULAR
    jar = JAR_OF.get(infraction) if infraction.startswith("ipg-") else None
    first = jar if at_regular and jar else infraction
    decision = decide(first, facts, sections, regular=at_regular and jar is not None)
    regular = None
    missing = list(decision.asks)
    if facts.rel is None and jar is not None:
        regular = decide(jar, facts, sections, regular=True)
        if regular.penalty != decision.penalty or regular.penalty is None:
            missing.append("¿Qué REL tiene el torneo (Regular, Competitivo o Profesional)?")
        missing += [a for a in regular.asks if a not in missing]
    return FloorCall(
        facts=facts,
        rel=facts.rel,
        infraction=infraction,
        told=told,
        document_first=first,
        procedure=procedure if procedure in sections else None,
        decision=decision,
        regular=regular,
        checks=_checks(infraction, facts, sections),
        missing=missing,
    )


def base_penalty(record: PolicySection | None) -> str | None:
    return record.penalty if isinstance(record, Infraction) else None


__all__ = ["Check", "FloorCall", "Step", "make_call"]
