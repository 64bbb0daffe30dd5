"""Policy questions: a floor call told in Spanish, at a REL the stem gives, asking which IPG
infraction it is or which penalty (or, at Regular REL, which outcome of the JAR) applies.

The key is the floor-call reader's (index.calls.make_call over the policy sections in force):
the same code that answers /infraccion, with the sentences of the documents that decide the
penalty. A case is asked only when that reading agrees with the IPG section the case was
written from and, for a penalty, when no deciding fact is missing (bot.quiz.policy_cases).

Levels by concept (issue 43), not by skins of one call:
    básico      the Game Play Errors by name, and what a Regular REL judge does (the JAR);
    intermedio  Tournament Errors and Unsporting Conduct by name, and the IPG's base
                penalties;
    avanzado    penalties that an upgrade, a downgrade or an escalation changes, at
                Competitive or Professional REL, and the Cheating test (the same act done
                knowingly for an advantage).
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property

from bot.quiz.errors import NoQuestion
from bot.quiz.generator import Generator, arrange, pick_distractors
from bot.quiz.models import Citation, Draft
from bot.quiz.policy_cases import (
    AGAIN,
    CASES,
    CAST,
    CHEATING,
    NAMES,
    THIRD,
    PolicyCase,
    cast_for,
)
from bot.quiz.policy_facts import unstated
from bot.quiz.policy_steps import cite as _cite
from bot.quiz.policy_steps import step_lines
from bot.quiz.topics import Level, Topic
from index.calls import FloorCall, Rel, make_call
from index.calls.penalties import NO_PENALTY
from index.corpus import Corpus
from index.editions.policy_editions import policy_sections
from index.models import Infraction, Language, PolicySection
from index.vocabulary.policy import PENALTIES, spanish_name, spanish_penalty

CHEATING_ID = "ipg-4.8"
# Infractions the IPG tells apart from one another in its own text ("If an additional card is
# seen but not added to the set, the infraction is Looking at Extra Cards"; Stalling is slow
# play done on purpose…): the first wrong option for each, the confusion a candidate makes.
CONFUSED_WITH = {
    "ipg-2.2": "ipg-2.3", "ipg-2.3": "ipg-2.2", "ipg-2.5": "ipg-2.6", "ipg-2.6": "ipg-2.5",
    "ipg-3.3": "ipg-4.7", "ipg-4.7": "ipg-3.3", "ipg-3.4": "ipg-3.5", "ipg-3.5": "ipg-3.4",
    "ipg-4.1": "ipg-4.2", "ipg-4.2": "ipg-4.1", "ipg-4.3": "ipg-4.4", "ipg-4.4": "ipg-4.3",
    "ipg-3.2": "ipg-3.7", "ipg-3.7": "ipg-3.2", "ipg-2.1": "ipg-2.5",
}  # fmt: skip
# The variations of a case (bot.quiz.policy_cases): what is told after its text.
VARIANTS = ("error", "otra", "tercera", "trampa")
INFRACTION, PENALTY = "infraccion", "penalizacion"


@dataclass(frozen=True)
class Asked:
    """One subject: a case, its variation, the REL of the stem and what is asked."""

    case: PolicyCase
    variant: str
    rel: Rel
    asks: str

    @property
    def id(self) -> str:
        return f"{self.case.id}:{self.variant}:{self.rel.value}:{self.asks}"

    @property
    def told(self) -> str:
        extra = {
            "error": self.case.honest,
            "otra": f"{self.case.honest} {AGAIN}",
            "tercera": f"{self.case.honest} {THIRD}",
            "trampa": CHEATING,
        }[self.variant]
        return " ".join(f"{self.case.text} {extra}".split())


def _variants(case: PolicyCase) -> list[str]:
    out = ["error"]
    if case.again:
        out += ["otra", "tercera"]
    if case.cheating:
        out.append("trampa")
    return out


def level_of(asked: Asked, call: FloorCall) -> Level | None:
    """The level whose concept the subject is, or None when no level asks it (see module)."""
    decision = call.decision
    assert decision is not None
    changed = len(decision.steps) > 1  # an upgrade, downgrade or escalation decided it
    category = asked.case.source[:5]  # "ipg-2", "ipg-3", "ipg-4"
    if asked.variant == "trampa":
        return Level.AVANZADO if asked.rel is not Rel.REGULAR else None
    if asked.rel is Rel.REGULAR:
        # At Regular REL the JAR is read, not the IPG's names; and a repeat has no definite
        # answer there: the JAR says a judge *may* warn that the next occurrence will be a
        # Game Loss after multiple reminders (a judgement, never a key).
        if asked.asks == INFRACTION or asked.variant != "error":
            return None
        return Level.BASICO
    if asked.asks == INFRACTION:
        if asked.variant != "error":
            return None  # a repeat does not change what the infraction is
        if asked.rel is Rel.PROFESSIONAL:
            return None
        return Level.BASICO if category == "ipg-2" else Level.INTERMEDIO
    if changed or asked.variant != "error":
        return Level.AVANZADO
    return Level.INTERMEDIO if asked.rel is Rel.COMPETITIVE else None


class PolicyQuestions(Generator):
    name = "norma"
    # A floor call is a situation to rule on; a topic of its own ("torneo") would change the
    # command table and the Discord choices, left to the issue that owns them.
    topic = Topic.ESCENARIOS
    application = True
    policy = True  # counted as policy by bot.quiz.bank_measure and kept a share of avanzado

    def __init__(self, corpus: Corpus) -> None:
        self.corpus = corpus

    @cached_property
    def sections(self) -> Mapping[str, PolicySection]:
        return {s.id: s for s in policy_sections(self.corpus)}

    @cached_property
    def _asked(self) -> dict[Level, dict[str, tuple[Asked, FloorCall]]]:
        """Every subject the floor-call reader answers as its case says, by level."""
        out: dict[Level, dict[str, tuple[Asked, FloorCall]]] = {level: {} for level in Level}
        if not self.sections:
            return out
        for case in CASES:
            for variant in _variants(case):
                for rel in Rel:
                    for asks in (INFRACTION, PENALTY):
                        asked = Asked(case, variant, rel, asks)
                        call = make_call(asked.told, self.sections, rel=rel)
                        if not self._sound(asked, call):
                            continue
                        level = level_of(asked, call)
                        if level is Level.AVANZADO and not _rel_kept(asked):
                            continue
                        if level is not None:
                            out[level][asked.id] = (asked, call)
        return out

    def _sound(self, asked: Asked, call: FloorCall) -> bool:
        """The reader agrees with the case, the answer does not wait on a fact, and the stem
        states every fact the IPG decides the call on (bot.quiz.policy_facts)."""
        expected = CHEATING_ID if asked.variant == "trampa" else asked.case.source
        if call.infraction != expected or call.decision is None or unstated(asked.told, call):
            return False
        if asked.asks == PENALTY:
            return call.penalty is not None and call.penalty in PENALTIES
        return isinstance(self.sections.get(expected), Infraction)

    def subjects(self, level: Level) -> Sequence[str]:
        return sorted(self._asked[level])

    def build(self, subject: str, level: Level, rng: random.Random) -> Draft:
        found = self._asked[level].get(subject)
        if found is None:
            raise NoQuestion(f"unknown policy subject {subject!r}")
        asked, call = found
        names = dict(zip(CAST, rng.sample(NAMES, len(CAST)), strict=True))
        told = cast_for(asked.told, names)
        # The names must not change the reading (a name is no fact): read again, as shown.
        again = make_call(told, self.sections, rel=asked.rel)
        if (again.infraction, again.penalty) != (call.infraction, call.penalty):
            raise NoQuestion(f"{subject}: the names {names} change the reading")
        who = f"«{names[asked.case.who]}»"
        if asked.asks == INFRACTION:
            return self._infraction(asked, call, told, who, rng)
        return self._penalty(asked, call, told, who, rng)

    # -- the two questions ----------------------------------------------------------------
    def _stem(self, asked: Asked, told: str, question: str) -> str:
        return f"Torneo de REL {asked.rel.spanish}. {told}\n\n{question}"

    def _name(self, section_id: str) -> str:
        record = self.sections[section_id]
        return spanish_name(record.title) or record.title

    def _infraction(
        self, asked: Asked, call: FloorCall, told: str, who: str, rng: random.Random
    ) -> Draft:
        assert call.infraction is not None
        answer = self._name(call.infraction)
        others = [
            s.id
            for s in self.sections.values()
            if isinstance(s, Infraction) and s.id != call.infraction and spanish_name(s.title)
        ]
        rng.shuffle(others)
        first = [asked.case.source] if asked.variant == "trampa" else []
        first += [CONFUSED_WITH[call.infraction]] if call.infraction in CONFUSED_WITH else []
        wrong = pick_distractors(answer, (self._name(i) for i in [*first, *others]))
        options, correct = arrange(answer, wrong, rng)
        return Draft(
            prompt=self._stem(asked, told, f"¿Qué infracción comete {who}, según el IPG?"),
            options=options,
            correct=correct,
            explanation=self._explain(asked, call, answer),
            citations=self._citations(call),
            language=Language.ES,
        )

    def _penalty(
        self, asked: Asked, call: FloorCall, told: str, who: str, rng: random.Random
    ) -> Draft:
        assert call.penalty is not None and call.decision is not None
        answer = spanish_penalty(call.penalty)
        # Misconceptions first: the base penalty when an upgrade or downgrade changed it, and
        # at Regular REL the IPG's penalty (the document of the wrong REL); then the rest.
        first = [spanish_penalty(call.decision.steps[0].penalty)]
        if asked.rel is Rel.REGULAR and call.infraction is not None:
            record = self.sections.get(call.infraction)
            if isinstance(record, Infraction):
                first.append(spanish_penalty(record.penalty))
        rest = list(PENALTIES.values())
        rng.shuffle(rest)
        wrong = pick_distractors(answer, [*first, *rest])
        options, correct = arrange(answer, wrong, rng)
        document = "el JAR" if asked.rel is Rel.REGULAR else "el IPG"
        return Draft(
            prompt=self._stem(asked, told, f"¿Qué penalización recibe {who}, según {document}?"),
            options=options,
            correct=correct,
            explanation=self._explain(asked, call, answer),
            citations=self._citations(call),
            language=Language.ES,
        )

    def _explain(self, asked: Asked, call: FloorCall, answer: str) -> str:
        assert call.infraction is not None and call.decision is not None
        lines = [
            f"Respuesta: {answer}.",
            "",
            f"Es {self._name(call.infraction)} ({_cite(call.infraction)}).",
        ]
        if asked.rel is Rel.REGULAR:
            lines.append(
                f"A REL Regular no se aplica el IPG sino el JAR ({_cite(call.document_first)})."
            )
        lines += step_lines(call.decision)
        if call.decision.steps and call.decision.steps[-1].penalty == NO_PENALTY:
            lines.append(
                "Sin penalización no es dejarlo pasar: el juez explica la regla y corrige lo que"
                " se pueda."
            )
        editions = dict.fromkeys((_cite(c.id).split()[0], c.edition) for c in self._citations(call))
        shown = ", ".join(f"{document} [{edition}]" for document, edition in editions)
        lines += ["", f"Documentos citados, en inglés, en su edición vigente: {shown}."]
        return "\n".join(lines)

    def _citations(self, call: FloorCall) -> list[Citation]:
        assert call.infraction is not None and call.decision is not None
        ids = [call.infraction, call.document_first, *(s.section for s in call.decision.steps)]
        out: list[Citation] = []
        for section_id in dict.fromkeys(ids):
            record = self.sections.get(section_id)
            if record is not None:
                out.append(Citation(kind=record.kind, id=record.id, edition=record.edition))
        return out


def _rel_kept(asked: Asked) -> bool:
    """At avanzado a call is asked at Competitive or at Professional REL, not both: the IPG
    gives the same answer at both, and the same call twice is one set-up, not two. Which one
    is drawn once per call by a stable hash, so both RELs appear across the bank."""
    if asked.rel is Rel.REGULAR:
        return True
    pick = zlib.crc32(f"{asked.case.id}:{asked.variant}:{asked.asks}".encode()) % 2
    return asked.rel is (Rel.COMPETITIVE, Rel.PROFESSIONAL)[pick]
