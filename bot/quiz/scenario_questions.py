"""Scenario questions: a small combat, state-based-action or layer situation solved by the engine.

The engine's outcome is the answer and its numbered steps, each with rule ids, are the
explanation. Wrong options come first from the template's "mistake" values, then from values
next to the answer; at the advanced level the near values come first, so the options are
closer together.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator, Sequence

from bot.engine import Outcome, ScenarioError, render_text, run_scenario_text
from bot.quiz.errors import NoQuestion
from bot.quiz.generator import Generator, arrange, pick_distractors
from bot.quiz.models import Citation, Draft, EngineStep, ScenarioInfo
from bot.quiz.scenario_templates import BY_LEVEL, TEMPLATES, Setup, Value
from bot.quiz.topics import Level, Topic
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


def _near(value: Value, setup: Setup, level: Level) -> Iterator[Value]:
    """Values next to the answer: ±1, ±2… (P/T change one side), other sets of dead creatures."""
    if isinstance(value, frozenset):
        every = [
            frozenset(c)
            for r in range(len(setup.creatures) + 1)
            for c in itertools.combinations(setup.creatures, r)
        ]
        yield from sorted(every, key=lambda s: (len(s ^ value), sorted(s)))
        return
    steps = [1, 2, 3, 4, 5] if level is not Level.BASICO else [2, 3, 1, 4, 5]
    for step in steps:
        for sign in (-1, 1):
            if isinstance(value, tuple):
                yield (value[0] + sign * step, value[1])
                yield (value[0], value[1] + sign * step)
            else:
                candidate = value + sign * step
                if setup.asks == "veneno" and candidate < 0:
                    continue
                yield candidate


class ScenarioQuestions(Generator):
    name = "escenario"
    topic = Topic.ESCENARIOS

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
        near = list(itertools.islice(_near(value, setup, level), 12))
        if level is Level.AVANZADO:
            ordered = [v for pair in itertools.zip_longest(near, setup.mistakes) for v in pair]
        else:
            ordered = [*setup.mistakes, *near]
        answer = show(value, setup)
        wrong = pick_distractors(answer, (show(v, setup) for v in ordered if v is not None))
        options, correct = arrange(answer, wrong, rng)
        current = self.corpus.current_edition.id
        return Draft(
            prompt=setup.prompt,
            options=options,
            correct=correct,
            explanation=f"Respuesta: {answer}.\n\nEl motor de reglas lo resuelve así:\n"
            + render_text(outcome),
            citations=[Citation(kind=Kind.RULE, id=r, edition=current) for r in outcome.rules],
            language=Language.ES,
            steps=[EngineStep(text=s.text, rules=tuple(s.rules)) for s in outcome.steps],
            scenario=ScenarioInfo(text=setup.text, asks=setup.asks, about=setup.about),
        )
