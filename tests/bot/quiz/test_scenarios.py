"""A scenario question's right answer is what the engine says, read independently here."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.engine import run_scenario_text
from bot.quiz import Level, QuestionBank, Topic
from bot.quiz.spanish import polish
from bot.text.engine_steps import step_text


def _expected(question) -> str:
    info = question.scenario
    outcome = run_scenario_text(info.text)
    players = {p.name: p for p in outcome.final.players}
    if info.asks == "vida_defensor":
        n = players["Jugador defensor"].life
        return f"{n} vida" if abs(n) == 1 else f"{n} vidas"
    if info.asks == "vida_atacante":
        n = players["Jugador atacante"].life
        return f"{n} vida" if abs(n) == 1 else f"{n} vidas"
    if info.asks == "veneno":
        n = players["Jugador defensor"].poison
        return "1 contador de veneno" if n == 1 else f"{n} contadores de veneno"
    if info.asks == "fr":
        (perm,) = [p for p in outcome.final.permanents if p.name == info.about]
        return f"{perm.power}/{perm.toughness}"
    dead = [f"«{d.name}»" for d in outcome.final.died]
    order = {
        f"«{n}»": i
        for i, n in enumerate(
            ["Atacante", "Bloqueador 1", "Criatura 1", "Criatura 2", "Criatura 3"]
        )
    }
    dead.sort(key=order.__getitem__)
    if not dead:
        return "Ninguna"
    return dead[0] if len(dead) == 1 else ", ".join(dead[:-1]) + " y " + dead[-1]


@settings(
    max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(seed=st.integers(0, 2**32), level=st.sampled_from(list(Level)))
def test_the_right_option_is_the_engines_outcome(bank: QuestionBank, seed, level):
    for q in bank.round(Topic.ESCENARIOS, level, seed, 6):
        if q.generator != "escenario":  # the engine questions: tests/bot/quiz/test_engine_questions
            continue
        assert q.answer == _expected(q), (q.scenario, q.options)
        outcome = run_scenario_text(q.scenario.text)
        assert [s.text for s in q.steps] == [polish(step_text(s)) for s in outcome.steps]
        assert [c.id for c in q.citations] == outcome.rules
        assert any(s.rules for s in q.steps) and "[regla" in q.explanation


@pytest.mark.parametrize(
    ("template", "level", "asks"),
    [
        ("golpe-directo", Level.BASICO, "vida_defensor"),
        ("bloqueo-simple", Level.BASICO, "mueren"),
        ("toque-mortal-arrollar", Level.AVANZADO, "vida_defensor"),
        ("capas", Level.AVANZADO, "fr"),
        ("infectar", Level.INTERMEDIO, "veneno"),
        ("vínculo-vital", Level.INTERMEDIO, "vida_atacante"),
    ],
)
def test_templates_ask_what_they_say(bank: QuestionBank, template, level, asks):
    q = bank.build("escenario", template, level, seed=3)
    assert q.scenario.asks == asks
    assert "El motor de reglas lo resuelve así" in q.explanation and "[regla" in q.explanation


def test_deathtouch_trample_is_asked_with_the_full_toughness_mistake(bank: QuestionBank):
    # With deathtouch 1 damage is lethal (702.2c): the full-toughness answer is a distractor.
    for seed in range(30):
        q = bank.build("escenario", "toque-mortal-arrollar", Level.AVANZADO, seed=seed)
        assert "702.2c" in {c.id for c in q.citations} or "702.19b" in {c.id for c in q.citations}
