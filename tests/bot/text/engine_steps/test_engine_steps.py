"""The engine's steps are data worded by bot/text/engine_steps: every kind the engine can
emit has its Spanish wording, and no step of the engine is a sentence."""

from __future__ import annotations

import ast
from pathlib import Path

from bot.engine import run_scenario_text
from bot.text.engine_steps import SPANISH, phrase_text, step_text

ENGINE = Path(__file__).resolve().parents[4] / "bot" / "engine"


def _emitted_kinds() -> set[str]:
    """The first argument of every trace.add(...) and phrase(...) call in the engine."""
    kinds: set[str] = set()
    for path in ENGINE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name not in ("add", "phrase"):
                continue
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                kinds.add(first.value)
            elif isinstance(first, ast.IfExp):
                kinds |= {
                    b.value
                    for b in (first.body, first.orelse)
                    if isinstance(b, ast.Constant) and isinstance(b.value, str)
                }
    return kinds


def test_every_kind_the_engine_emits_has_its_spanish_wording():
    kinds = _emitted_kinds()
    assert len(kinds) > 100  # the scan found the engine's steps
    assert not kinds - set(SPANISH), sorted(kinds - set(SPANISH))


def test_no_step_of_the_engine_is_a_sentence():
    # A kind is a dotted key or a word, never Spanish prose.
    assert all(" " not in k and k == k.lower() for k in _emitted_kinds())


def test_a_step_keeps_its_objects_and_numbers_as_data():
    out = run_scenario_text('combate atacante:"5/5 arrollar" bloqueadores:"2/2"')
    step = next(s for s in out.steps if s.kind == "combat.assigns")
    assert step.args["who"]["pt"] == [5, 5]
    assert [n for n, _ in step.args["shares"]] == [2, 3]
    assert step_text(step).startswith(
        "«Atacante» (5/5) asigna 2 daños a «Bloqueador 1» (2/2) y 3 a"
    )


def test_the_game_ending_is_told_once():
    out = run_scenario_text('combate atacante:"3/3 infectar" veneno:8')
    assert sum(s.kind == "priority.game_over" for s in out.steps) == 1


def test_why_a_permanent_left_is_a_phrase_worded_in_the_final_list():
    out = run_scenario_text('combate atacante:"5/5" bloqueadores:"2/2"')
    [death] = out.final.died
    assert death.reason["kind"] == "why.all"
    assert phrase_text(death.reason) == "tiene 5 daños marcados y resistencia 2 (daño letal)"


def test_what_is_left_on_the_stack_when_the_game_ends_is_in_the_final_state():
    from bot.text.outcome import render_text

    out = run_scenario_text(
        'pila vida:3 hechizo:"Rayo (rival): hace 3 de daño a Jugador activo" '
        'hechizo:"Rayo2 (rival): hace 3 de daño a Jugador activo"'
    )
    assert out.final.resolution_order == ["Rayo2"]
    assert out.final.unresolved == ["Rayo (Jugador no activo)"]
    assert "Queda en la pila sin resolverse (de arriba abajo): «Rayo" in render_text(out)
