"""Split second, read from its rule (702.61a): "As long as this spell is on the stack, players
can't cast other spells or activate abilities that aren't mana abilities." Sudden Shock:
"Split second / Sudden Shock deals 2 damage to any target." (bot/engine/split_second.py)"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _died(outcome) -> set[str]:  # type: ignore[no-untyped-def]
    return {d.name for d in outcome.final.died}


def test_no_spell_is_cast_in_response(cards: CardCatalog) -> None:
    # Without split second Giant Growth would save the 2/2 (it resolves first, 5/5).
    outcome = run_scenario_text(
        'escenario criaturas:"Oso 2/2" '
        'eventos:"lanza Sudden Shock (rival): Oso; lanza Giant Growth: Oso; resuelve"',
        cards,
    )
    assert outcome.complete
    assert _died(outcome) == {"Oso"}
    assert outcome.final.resolution_order == ["Sudden Shock"]
    assert "702.61a" in outcome.rules


def test_the_same_response_without_split_second_is_cast(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario criaturas:"Oso 2/2" '
        'eventos:"lanza Lightning Bolt (rival): Oso; lanza Giant Growth: Oso; resuelve"',
        cards,
    )
    assert _died(outcome) == set()
    assert "702.61a" not in outcome.rules


def test_no_ability_is_activated_in_response(cards: CardCatalog) -> None:
    # Prodigal Pyromancer: "{T}: This creature deals 1 damage to any target." — not a mana
    # ability, so it is not activated and stays untapped.
    outcome = run_scenario_text(
        'escenario criaturas:"Prodigal Pyromancer" vida_rival:1 '
        'eventos:"lanza Sudden Shock (rival): Prodigal Pyromancer; '
        'activa Prodigal Pyromancer: Jugador B; resuelve"',
        cards,
    )
    assert _died(outcome) == {"Prodigal Pyromancer"}
    rival = next(p for p in outcome.final.players if p.name == "Jugador B")
    assert rival.life == 1 and not rival.lost


def test_split_second_cast_in_response_still_resolves_first(cards: CardCatalog) -> None:
    # Split second stops what comes after it, not what was already on the stack.
    outcome = run_scenario_text(
        'escenario criaturas:"Oso 2/2" '
        'eventos:"lanza Giant Growth: Oso; lanza Sudden Shock (rival): Oso; resuelve"',
        cards,
    )
    assert outcome.final.resolution_order == ["Sudden Shock", "Giant Growth"]
    assert _died(outcome) == {"Oso"}


def test_triggered_abilities_still_go_on_the_stack(cards: CardCatalog) -> None:
    # 702.61b: Young Pyromancer triggers on the split second spell itself.
    outcome = run_scenario_text(
        'escenario criaturas:"Young Pyromancer" eventos:"lanza Sudden Shock: Jugador B; resuelve"',
        cards,
    )
    assert "Disparo de Young Pyromancer" in outcome.final.resolution_order


def test_a_stack_written_above_split_second_is_refused(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError) as refused:
        run_scenario_text(
            'pila criaturas:"Oso 2/2" hechizo:"Sudden Shock (rival): Oso" '
            'hechizo:"Giant Growth: Oso"',
            cards,
        )
    assert "702.61a" in str(refused.value) and "Ejemplo válido" in str(refused.value)
