"""The total cost of casting a real card (601.2f) and the commander tax (903.8): {2} more for
each earlier cast from the command zone, told in ``antes:``; casts from a hand do not count."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario_text
from bot.text.engine_steps import step_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog

KENRITH = "Kenrith, the Returned King"  # {4}{W}, mana value 5


def _cost(text: str, cards: CardCatalog) -> int | None:
    return run_scenario_text(text, cards).final.cost


@pytest.mark.parametrize("before", [0, 1, 3])
def test_each_earlier_cast_from_the_command_zone_adds_two(cards: CardCatalog, before: int):
    history = f' antes:"lanzaste a Kenrith {before} veces desde la zona de mando"' if before else ""
    text = f'momento carta:"{KENRITH}" desde:"zona de mando"{history}'
    assert _cost(text, cards) == 5 + 2 * before


def test_casts_from_a_hand_do_not_count_and_the_step_says_so(cards: CardCatalog):
    outcome = run_scenario_text(
        f'momento carta:"{KENRITH}" desde:"zona de mando" antes:"lanzaste a Kenrith 2 veces '
        'desde la zona de mando; lanzaste a Kenrith una vez desde la mano"',
        cards,
    )
    assert outcome.final.cost == 9
    assert {"601.2f", "903.8"} <= set(outcome.rules)
    kinds = [s.kind for s in outcome.steps]
    assert "earlier.hand_cast" in kinds and kinds[-1] == "costs.total"
    assert "5 + 2 × 2 = 9" in step_text(outcome.steps[-1])


def test_from_a_hand_there_is_no_tax_and_no_903_8(cards: CardCatalog):
    outcome = run_scenario_text(
        f'momento carta:"{KENRITH}" desde:mano antes:"lanzaste a Kenrith 2 veces desde la zona '
        'de mando"',
        cards,
    )
    assert outcome.final.cost == 5
    assert "601.2f" in outcome.steps[-1].rules and "903.8" not in outcome.steps[-1].rules


def test_casts_of_another_commander_or_of_the_rival_do_not_count(cards: CardCatalog):
    text = (
        f'momento carta:"{KENRITH}" desde:"zona de mando" antes:"lanzaste a Atraxa 3 veces '
        'desde la zona de mando; el rival lanzó a Kenrith 2 veces desde la zona de mando"'
    )
    assert _cost(text, cards) == 5


def test_no_cost_when_it_cannot_be_cast_now_or_nobody_asked(cards: CardCatalog):
    # Not your turn: a creature cannot be cast, so there is no total cost to add up.
    assert _cost(f'momento carta:"{KENRITH}" desde:"zona de mando" turno:rival', cards) is None
    assert _cost(f'momento carta:"{KENRITH}"', cards) is None


def test_a_command_zone_cast_needs_a_real_card_and_a_known_zone(cards: CardCatalog):
    with pytest.raises(ScenarioError, match="comandante"):
        run_scenario_text('momento carta:criatura desde:"zona de mando"', cards)
    with pytest.raises(ScenarioError, match="desde:") as refused:
        run_scenario_text(f'momento carta:"{KENRITH}" desde:biblioteca', cards)
    assert "Ejemplo" in str(refused.value) or refused.value.example
