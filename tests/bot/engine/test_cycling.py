"""Cycling, read from its rule (702.29a): "Cycling [cost]" means "[Cost], Discard this card:
Draw a card.", an activated ability that functions only while the card is in a hand. In
``eventos:``, ``cicla <carta>`` activates it (bot/engine/cycling.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _player(outcome, name: str):  # type: ignore[no-untyped-def]
    return next(p for p in outcome.final.players if p.name == name)


def test_cycling_discards_the_card_and_the_ability_draws(cards: CardCatalog) -> None:
    # Miscalculation: "Counter target spell unless its controller pays {2}. / Cycling {2}".
    outcome = run_scenario_text(
        'escenario biblioteca:5 eventos:"cicla Miscalculation; resuelve"', cards
    )
    you = _player(outcome, "Jugador A")
    assert (you.library, you.hand) == (4, 1)
    assert outcome.final.resolution_order == ["Ciclo de Miscalculation"]
    assert {"702.29a", "701.9a", "121.1"} <= set(outcome.rules)
    # In the hand its spell text does nothing (113.6): the answer is not conditional on it.
    assert outcome.complete


def test_the_discard_is_a_cost_that_triggers_before_the_draw(cards: CardCatalog) -> None:
    # Megrim: "Whenever an opponent discards a card, Megrim deals 2 damage to that player."
    # The card is discarded as the cost is paid (602.2b), so Megrim's trigger goes on the stack
    # above the cycling ability and resolves first.
    outcome = run_scenario_text(
        'escenario permanentes_rival:"Megrim" eventos:"cicla Barkhide Mauler; resuelve"', cards
    )
    assert _player(outcome, "Jugador A").life == 18
    assert outcome.final.resolution_order == ["Disparo de Megrim", "Ciclo de Barkhide Mauler"]


def test_cycling_with_an_empty_library_loses_when_it_resolves(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario biblioteca:0 eventos:"cicla Miscalculation; resuelve"', cards
    )
    assert _player(outcome, "Jugador A").lost
    assert "704.5b" in outcome.rules


def test_the_rival_cycles_with_its_marker(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario biblioteca_rival:3 eventos:"cicla Barkhide Mauler (rival); resuelve"', cards
    )
    assert _player(outcome, "Jugador B").library == 2
    assert _player(outcome, "Jugador A").hand == 0


def test_a_line_that_may_work_from_the_hand_stays_unread(cards: CardCatalog) -> None:
    # Decree of Justice: "When you cycle this card, you may pay {X}. …" triggers on cycling
    # (702.29c); it is not read, so the answer is conditional on it, never silent.
    outcome = run_scenario_text('escenario eventos:"cicla Decree of Justice; resuelve"', cards)
    assert not outcome.complete
    assert any("When you cycle" in line for card in outcome.cards for line in card.unread)


@pytest.mark.parametrize(
    ("name", "why"),
    [("Lightning Bolt", "no tiene ciclo"), ("Street Wraith", "no es solo de maná")],
)
def test_a_card_without_a_cycling_it_reads_is_refused_in_spanish(
    cards: CardCatalog, name: str, why: str
) -> None:
    with pytest.raises(ScenarioError) as refused:
        run_scenario_text(f'escenario eventos:"cicla {name}"', cards)
    assert why in str(refused.value) and "Ejemplo válido" in str(refused.value)


def test_cycling_lines_are_read_and_other_costs_are_not(cards: CardCatalog) -> None:
    read = read_card(cards.card_named("Miscalculation"))  # type: ignore[arg-type]
    assert read.keyword_rules["Cycling {2}"] == "702.29a" and "Cycling {2}" in read.read
    wraith = read_card(cards.card_named("Street Wraith"))  # type: ignore[arg-type]
    assert "Cycling—Pay 2 life." in wraith.unread
