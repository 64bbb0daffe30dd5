"""Select all that apply (issue 43): a board of real cards and every option true or false on
its own, the engine judging each one; only the whole set of true options scores.

The first shape is who can block (509.1a, 509.1b, 702.9b, 702.17b, 702.3b): a creature of
your rival attacks and you control four creatures; which of them could block it alone? Each
option is one of your creatures, and the engine reads every card whole and judges each block
declared alone: the key is the set it allows, never the sketch's guess (a board where the two
disagree is not asked). A subject is an attacker (with or without flying) and how many of the
four can block (one to three), so across a round the count of true options gives nothing away.

Levels by concept, as the single-answer template (bot.quiz.situations.blocks): básico tapped
creatures, flying and reach, "can't block"; intermedio adds defender, which stops a creature
from attacking, never from blocking. The explanation says of every option why it is true or
false.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from bot.engine.builder import Real, ScenarioBuilder
from bot.quiz.errors import NoQuestion
from bot.quiz.generator import Generator
from bot.quiz.models import Citation, Draft
from bot.quiz.situations.blocks import (
    DEFENDER,
    FLYING_ATTACKERS,
    GROUND_ATTACKERS,
    KINDS,
    WALL_FLYER,
    Candidate,
    why_legal,
)
from bot.quiz.situations.cards import SituationCards
from bot.quiz.situations.engine_runs import answer_of
from bot.quiz.situations.engine_runs import run as run_engine
from bot.quiz.situations.model import Area, EngineRun, level_rank
from bot.quiz.situations.templates import CARD_NAMES
from bot.quiz.topics import Level, Topic
from index.corpus import Corpus
from index.models import Kind, Language

BLOCKERS = 4  # creatures of yours on the board, one option each
TRIES = 40  # boards drawn for one subject before giving up (a few hundred engine runs at most)
ASK = (
    "¿Cuáles de tus criaturas podrían bloquearla, cada una bloqueando sola? Marca todas las"
    " que valgan."
)
LEVELS = (Level.BASICO, Level.INTERMEDIO)


def _subjects() -> list[str]:
    """'volar:2': the attacker flies or not, and how many of the four can block it."""
    return [f"{air}:{n}" for air in ("volar", "suelo") for n in range(1, BLOCKERS)]


class SelectAllQuestions(Generator):
    name = "varias"
    topic = Topic.ESCENARIOS
    application = True

    def __init__(self, corpus: Corpus, cards: SituationCards | None = None) -> None:
        self.edition = corpus.current_edition.id
        self.cards = cards or SituationCards(CARD_NAMES)
        # The engine's verdict on one block depends on the two cards and the tap alone: kept,
        # so a board drawn again (or a retry) costs no new run.
        self._verdicts: dict[tuple[str, str, bool], bool] = {}

    def subjects(self, level: Level) -> Sequence[str]:
        return _subjects() if level in LEVELS else []

    def build(self, subject: str, level: Level, rng: random.Random) -> Draft:
        air, _, count = subject.partition(":")
        if level not in LEVELS or air not in ("volar", "suelo") or not count.isdigit():
            raise NoQuestion(f"unknown select-all subject {subject!r} at {level.value}")
        for _ in range(TRIES):
            draft = self._board(level, air == "volar", int(count), rng)
            if draft is not None:
                return draft
        raise NoQuestion(f"no board for {subject}")

    def _board(self, level: Level, flying: bool, legal: int, rng: random.Random) -> Draft | None:
        rank = level_rank(level)
        kinds = [k for k in KINDS if k.from_rank <= rank]
        attacker = self.cards.creature(rng.choice(FLYING_ATTACKERS if flying else GROUND_ATTACKERS))
        if flying != ("Flying" in attacker.oracle):
            raise NoQuestion(f"{attacker.name} is not what the question says")
        used = {attacker.name}
        chosen: list[Candidate] = []
        while len(chosen) < BLOCKERS:
            kind = rng.choice(kinds)
            names = [n for n in kind.cards if n not in used]
            if not names:
                continue
            card = self.cards.creature(rng.choice(names))
            if kind.says and card.oracle.strip() != kind.says or not kind.says and card.oracle:
                raise NoQuestion(f"{card.name} is not {kind.name} any more")
            used.add(card.name)
            chosen.append(Candidate(card, kind, tapped=rng.random() < 0.3))
        if sum(c.legal(flying) for c in chosen) != legal:
            return None
        # The engine decides every option: each creature declared as the only blocker.
        allowed = [self._engine_allows(attacker.name, c) for c in chosen]
        if allowed != [c.legal(flying) for c in chosen]:
            return None  # the engine reads a card otherwise than the sketch: not asked
        options = [f"«{c.card.name_es}»" for c in chosen]
        keys = [i for i, ok in enumerate(allowed) if ok]
        setting = (
            f"Tu rival ataca con {attacker.shown} ({attacker.pt}"
            f"{', con volar' if flying else ', sin habilidades'}). Controlas "
            + ", ".join(c.said for c in chosen[:-1])
            + f" y {chosen[-1].said}."
        )
        cards = "\n".join(card.line() for card in (attacker, *(c.card for c in chosen)))
        rules = ["509.1a", "509.1b"]
        if flying:
            rules += ["702.9b", "702.17b"]
        if any(c.kind in (DEFENDER, WALL_FLYER) for c in chosen):
            rules.append("702.3b")
        return Draft(
            prompt=f"{setting}\n{ASK}\n\nCartas:\n{cards}",
            options=options,
            correct=keys[0],
            select_all=keys,
            explanation=self._explain(chosen, allowed, attacker.ref, flying),
            citations=[Citation(kind=Kind.RULE, id=r, edition=self.edition) for r in rules],
            language=Language.ES,
            area=Area.COMBAT.value,
            difficulty=(0.35, 0.45, 0.5)[rank],
        )

    def _engine_allows(self, attacker: str, candidate: Candidate) -> bool:
        known = (attacker, candidate.card.name, candidate.tapped)
        if known not in self._verdicts:
            self._verdicts[known] = self._engine_run(attacker, candidate)
        return self._verdicts[known]

    def _engine_run(self, attacker: str, candidate: Candidate) -> bool:
        run = EngineRun(
            scenario=ScenarioBuilder("combat").attack(
                Real(attacker), [Real(candidate.card.name, tapped=candidate.tapped)]
            ),
            asks="block",
            about=candidate.card.name,
            cards=True,
        )
        outcome = run_engine(run, self.cards)
        if not outcome.complete:  # a text the engine skipped decides nothing (issue 43)
            raise NoQuestion(f"the engine does not read {candidate.card.name} whole")
        return answer_of(run, outcome) == "legal"

    def _explain(
        self, chosen: Sequence[Candidate], allowed: Sequence[bool], attacker: str, flying: bool
    ) -> str:
        right = [c.card.ref for c, ok in zip(chosen, allowed, strict=True) if ok]
        listed = right[0] if len(right) == 1 else f"{', '.join(right[:-1])} y {right[-1]}"
        lines = [f"Respuesta: {listed}; solo cuenta marcarlas todas y ninguna más.", ""]
        lines.append("Cada opción, una por una (el motor de reglas declara cada bloqueo solo):")
        for c, ok in zip(chosen, allowed, strict=True):
            if ok:
                lines.append(f"- {c.card.ref}: sí; {why_legal(c, flying)}.")
            elif c.tapped:
                lines.append(
                    f"- {c.card.ref}: no; está girada: solo las criaturas enderezadas pueden"
                    " bloquear (509.1a)."
                )
            elif not c.kind.can_block:
                lines.append(
                    f"- {c.card.ref}: no; su texto dice que no puede bloquear: es una"
                    " restricción (509.1b)."
                )
            else:
                lines.append(
                    f"- {c.card.ref}: no; {attacker} tiene volar: solo la pueden bloquear"
                    " criaturas con volar o alcance (702.9b)."
                )
        lines += ["", f"Reglas citadas: las Reglas Completas vigentes, en inglés [{self.edition}]."]
        return "\n".join(lines)
