"""Questions the rules engine answers: legal blocks, timing, trigger order, state-based actions,
the stack and layers, each drawn from a seed.

These complement the scenario templates (``scenario_templates``: combat damage, trample,
deathtouch with trample, double strike, lifelink, infect, P/T layers, damage and counters),
which they do not repeat. The engine decides every answer and explains it with the rules it
cites (numbers of the rules in force); the question only tells the story in Spanish and, for
the options that are situations of their own, adds the engine's reason why each is wrong.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from bot.engine import ScenarioError
from bot.engine.citations import ordered_unique
from bot.quiz.balanced import by_rank
from bot.quiz.engine_choices import can_play_now, legal_block, trigger_order
from bot.quiz.engine_facts import animated_land, lord_leaves, stack_response, state_pair
from bot.quiz.engine_made import Made
from bot.quiz.errors import NoQuestion
from bot.quiz.generator import Generator, arrange
from bot.quiz.models import MAX_OPTIONS, Citation, Draft, EngineStep
from bot.quiz.situations.cards import SituationCards
from bot.quiz.topics import Level, Topic
from bot.text.engine_steps import step_text
from bot.text.outcome import render_text
from index.corpus import Corpus
from index.models import Kind, Language

KindMaker = Callable[[random.Random, Level], Made]

KINDS: dict[str, KindMaker] = {
    "bloqueo-legal": legal_block,
    "momento": can_play_now,
    "orden-disparos": trigger_order,
    "acciones-estado": state_pair,
    "respuesta-pila": stack_response,
    "tierra-animada": animated_land,
    "señor-destruido": lord_leaves,
}

# básico: basic rules (blocking keywords, when a card can be played); intermedio: combat,
# state-based actions, the stack; avanzado: layers and several steps in a row.
BY_LEVEL: dict[Level, tuple[str, ...]] = {
    Level.BASICO: ("bloqueo-legal", "momento"),
    Level.INTERMEDIO: (
        "bloqueo-legal", "momento", "orden-disparos", "acciones-estado", "respuesta-pila",
    ),
    Level.AVANZADO: (
        "orden-disparos", "acciones-estado", "respuesta-pila", "tierra-animada", "señor-destruido",
    ),
}  # fmt: skip

# How many questions of one kind a round may draw: each draw of the seed is a new situation,
# so the bank lists a kind several times (subject "momento/3") to give rounds variety.
VARIANTS = 8
DRAWS = 20


def _length(option: str) -> float:
    return float(len(option))


class EngineQuestions(Generator):
    name = "motor"
    topic = Topic.ESCENARIOS
    application = True

    def __init__(self, corpus: Corpus, cards: SituationCards | None = None) -> None:
        self.edition = corpus.current_edition.id
        self.cards = cards  # the situations' card data: "momento" names a real card

    def subjects(self, level: Level) -> Sequence[str]:
        return [f"{kind}/{i}" for kind in BY_LEVEL[level] for i in range(1, VARIANTS + 1)]

    @staticmethod
    def _draw(
        kind: KindMaker, subject: str, level: Level, rng: random.Random
    ) -> tuple[Made, list[str]]:
        """The question and its wrong options, in a few draws of the same seed.

        Some boards give no sound question (no legal block, every moment the same verdict) or
        cannot give the answer the length rank drawn for it; the next draw of the same rng is
        just as random. The rank is drawn once, before the boards: drawing it again with each
        board would favour the ranks most boards can fill (the answer would be the longest
        option more often than one time in four).
        """
        rank = rng.randrange(MAX_OPTIONS)
        reason = ""
        for _ in range(DRAWS):
            try:
                made = kind(rng, level)
                if not made.ranked:
                    return made, made.distractors
                return made, by_rank(made.answer, made.distractors, _length, rank)
            except NoQuestion as err:
                reason = str(err)
            except ScenarioError as err:  # a bug of the kind, never the player's
                raise NoQuestion(f"{subject}: {err}") from err
        raise NoQuestion(f"{subject}: {reason}")

    def build(self, subject: str, level: Level, rng: random.Random) -> Draft:
        kind = KINDS.get(subject.split("/", 1)[0])
        if kind is None:
            raise NoQuestion(f"unknown engine question kind {subject!r}")
        if kind is can_play_now and self.cards is not None:
            cards = self.cards
            kind = lambda r, lv: can_play_now(r, lv, cards)  # noqa: E731
        made, wrong = self._draw(kind, subject, level, rng)
        options, correct = arrange(made.answer, wrong, rng)
        explanation = f"Respuesta: {made.answer}."
        notes = [f"- {w}: {made.notes[w]}" for w in wrong if w in made.notes]
        if notes:
            explanation += "\n\nPor qué no las otras:\n" + "\n".join(notes)
        explanation += "\n\nEl motor de reglas lo resuelve así:\n" + render_text(made.outcome)
        extra = [r for w in wrong for r in made.rules.get(w, [])]
        rules = ordered_unique([*made.outcome.rules, *extra])
        return Draft(
            prompt=made.prompt,
            options=options,
            correct=correct,
            explanation=explanation,
            citations=[Citation(kind=Kind.RULE, id=r, edition=self.edition) for r in rules],
            language=Language.ES,
            steps=[EngineStep(text=step_text(s), rules=tuple(s.rules)) for s in made.outcome.steps],
        )
