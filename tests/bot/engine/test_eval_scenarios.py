"""The judged-scenario development set (tests/eval/scenarios.yaml) through the /escenario path.

Floors sit at what ``python -m bench.scenarios`` measures, so a change to the language or the
engine that gets a judged situation wrong fails here. Raise them when the method improves.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

# bench/ is a development folder, not an installed package (importlib import mode).
ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.scenarios import Case, judge, load_cases, run_cases, summarize  # noqa: E402

# Measured with python -m bench.scenarios (docs/escenarios.md quotes today's figures).
PARSED_FLOOR = 269
OUTCOME_FLOOR = 269
PASSED_FLOOR = 269


@pytest.fixture(scope="module")
def cases() -> list[Case]:
    return load_cases()


def test_the_set_is_large_varied_and_cites_real_rules(
    cases: list[Case], rules_text: dict[str, str]
) -> None:
    assert len(cases) >= 40
    assert len({case.id for case in cases}) == len(cases)
    assert {case.topic for case in cases} >= {"combate", "estado", "capas", "momento", "pila"}
    for case in cases:
        assert case.expect, case.id
        assert case.rules, case.id
        for rule in case.rules:
            assert rule in rules_text, f"{case.id}: {rule} is not a rule in force"


@pytest.mark.slow
def test_the_set_meets_its_floors(cases: list[Case]) -> None:
    summary = summarize(run_cases(cases))
    assert summary.total == len(cases)
    assert summary.parsed >= PARSED_FLOOR
    assert summary.outcome_ok >= OUTCOME_FLOOR
    assert summary.passed >= PASSED_FLOOR


def _case(text: str, expect: dict[str, object], rules: tuple[str, ...]) -> Case:
    return Case("prueba", "combate", text, expect, rules, "test")


def test_a_wrong_expectation_is_caught_and_blamed_on_the_engine() -> None:
    from bot.engine import run_scenario_text

    text = 'combate atacante:"5/5 arrollar" bloqueadores:"2/2"'
    right = judge(_case(text, {"life": {"Jugador defensor": 17}}, ("702.19b",)), run_scenario_text)
    assert right.cause is None and right.outcome_ok and right.cited
    wrong = judge(_case(text, {"life": {"Jugador defensor": 15}}, ("702.19b",)), run_scenario_text)
    assert wrong.cause == "motor equivocado"
    assert any("15" in line and "17" in line for line in wrong.detail)
    uncited = judge(_case(text, {"life": {"Jugador defensor": 15}}, ("104.4a",)), run_scenario_text)
    assert uncited.cause == "motor sin la regla"


def test_an_unreadable_line_is_blamed_on_the_language() -> None:
    from bot.engine import run_scenario_text

    result = judge(
        _case('combate atacante:"5/5 zarandajas"', {"died": []}, ("510.1c",)), run_scenario_text
    )
    assert result.cause == "lenguaje" and not result.parsed
    assert "Ejemplo válido" in result.detail[0]
