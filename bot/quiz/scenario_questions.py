"""Scenario questions: a small combat, state-based-action or layer situation solved by the engine.

The engine's outcome is the answer and its numbered steps, each with rule ids, are the
explanation. Wrong options are first the template's "mistake" values (what forgetting a rule
gives), then filler at random distances; values go through ``spread``, so the answer is as
often the smallest option as the largest (bot.quiz.generator). Sets of dead creatures are
the mistakes, then other sets in random order, never the sets closest to the answer (those
would make it the one option next to every other).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

from bot.engine import Outcome, ScenarioError, run_scenario_text
from bot.quiz.errors import NoQuestion
from bot.quiz.generator import Generator, arrange, far_numbers, pick_distractors, spread
from bot.quiz.models import Citation, Draft, EngineStep, ScenarioInfo
from bot.quiz.scenario_templates import BY_LEVEL, TEMPLATES, Setup, Value
from bot.quiz.topics import Level, Topic
from bot.text.engine_steps import step_text
from bot.text.outcome import render_text
from index.corpus import Corpus
from index.models import Kind, Language

DEFENDER = "Jugador defensor"
ATTACKER = "Jugador atacante"


def answer_of(outcome: Outcome, setup: Setup) -> Value:
    """What the question asks, read from the engine's final state."""
    final = outcome.final
    players = {p.name: p for p in final.players}
    if setup.asks == "vida_defensor":
        return players[DEFENDER].life
    if setup.asks == "vida_atacante":
        return players[ATTACKER].life
    if setup.asks == "veneno":
        return players[DEFENDER].poison
    if setup.asks == "mueren":
        return frozenset(d.name for d in final.died)
    for permanent in final.permanents:
        if permanent.name == setup.about:
            assert permanent.power is not None and permanent.toughness is not None
            return permanent.power, permanent.toughness
    raise NoQuestion(f"{setup.about!r} not in the final state")


def show(value: Value, setup: Setup) -> str:
    if setup.asks in ("vida_defensor", "vida_atacante"):
        assert isinstance(value, int)
        return f"{value} vida" if abs(value) == 1 else f"{value} vidas"
    if setup.asks == "veneno":
        assert isinstance(value, int)
        return f"{value} contador de veneno" if value == 1 else f"{value} contadores de veneno"
    if setup.asks == "fr":
        assert isinstance(value, tuple)
        return f"{value[0]}/{value[1]}"
    assert isinstance(value, frozenset)
    names = [f"«{n}»" for n in setup.creatures if n in value]
    if not names:
        return "Ninguna"
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " y " + names[-1]


def _filler(value: Value, setup: Setup, rng: random.Random) -> list[Value]:
    """Other plausible values in random order: numbers and P/T a few points away, any other
    set of creatures."""
    if isinstance(value, frozenset):
        every: list[Value] = [
            frozenset(c)
            for r in range(len(setup.creatures) + 1)
            for c in itertools.combinations(setup.creatures, r)
        ]
        rng.shuffle(every)
        return every
    if isinstance(value, tuple):
        box: list[Value] = [
            (value[0] + dp, value[1] + dt)
            for dp in range(-3, 4)
            for dt in range(-3, 4)
            if (dp or dt) and value[1] + dt > 0
        ]
        rng.shuffle(box)
        return box
    return list(far_numbers(value, rng, low=0 if setup.asks == "veneno" else None))


def _order(value: Value) -> tuple[int, ...]:
    """Numbers and P/T in the order a player reads them (sets are never ordered)."""
    if isinstance(value, int):
        return (value,)
    assert isinstance(value, tuple)
    return value


class ScenarioQuestions(Generator):
    name = "escenario"
    topic = Topic.ESCENARIOS
    application = True

    def __init__(self, corpus: Corpus) -> None:
        self.corpus = corpus

    def subjects(self, level: Level) -> Sequence[str]:
        return BY_LEVEL[level]

    def build(self, subject: str, level: Level, rng: random.Random) -> Draft:
        template = TEMPLATES.get(subject)
        if template is None:
            raise NoQuestion(f"unknown scenario template {subject!r}")
        setup = template(rng, level)
        try:
            outcome = run_scenario_text(setup.text)
        except ScenarioError as err:  # a template bug, not the player's
            raise NoQuestion(f"{setup.text}: {err}") from err
        value = answer_of(outcome, setup)
        candidates = [*setup.mistakes, *_filler(value, setup, rng)]
        if not isinstance(value, frozenset):
            candidates = spread(value, candidates, rng, key=_order)
        answer = show(value, setup)
        wrong = pick_distractors(answer, (show(v, setup) for v in candidates))
        options, correct = arrange(answer, wrong, rng)
        edition = self.corpus.current_edition
        current = edition.id
        return Draft(
            prompt=setup.prompt,
            options=options,
            correct=correct,
            explanation=f"Respuesta: {answer}.\n\nEl motor de reglas lo resuelve así:\n"
            + render_text(outcome)
            + f"\n\nLas reglas citadas son las vigentes: {edition.label} [{current}].",
            citations=[Citation(kind=Kind.RULE, id=r, edition=current) for r in outcome.rules],
            language=Language.ES,
            steps=[EngineStep(text=step_text(s), rules=tuple(s.rules)) for s in outcome.steps],
            scenario=ScenarioInfo(text=setup.text, asks=setup.asks, about=setup.about),
        )
