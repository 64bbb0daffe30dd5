"""An amount "for each" something, counted as the spell resolves (608.2h: information from the
game is determined once, when the effect is applied), read from real cards of the bundled data.

Peach Garden Oath: "You gain 2 life for each creature you control."
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _you(outcome):  # type: ignore[no-untyped-def]
    return outcome.final.players[0]


def test_the_line_is_read(cards: CardCatalog) -> None:
    assert read_card(cards.card_named("Peach Garden Oath")).unread == []  # type: ignore[arg-type]


def test_life_for_each_creature_you_control(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila vida:10 criaturas:"Oso 2/2; Lobo 3/3" criaturas_rival:"Rata 1/1" '
        'hechizo:"Peach Garden Oath"',
        cards,
    )
    assert outcome.complete
    assert _you(outcome).life == 14  # two creatures of yours, not the rival's
    assert "608.2h" in outcome.rules


def test_counted_as_it_resolves_not_as_it_was_cast(cards: CardCatalog) -> None:
    # The rival's Shock on top kills the Oso first: one creature left when the Oath resolves.
    outcome = run_scenario_text(
        'pila vida:10 criaturas:"Oso 2/2; Lobo 3/3" hechizo:"Peach Garden Oath" '
        'hechizo:"Shock (rival): Oso"',
        cards,
    )
    assert _you(outcome).life == 12


def test_nothing_to_count_gains_nothing(cards: CardCatalog) -> None:
    outcome = run_scenario_text('pila vida:10 hechizo:"Peach Garden Oath"', cards)
    assert _you(outcome).life == 10


def test_draw_for_each_written_in_spanish() -> None:
    outcome = run_scenario_text(
        'pila biblioteca:10 mano:0 permanentes:"Yermo tierra; Pantano tierra" '
        'hechizo:"Saber: robas una carta por cada tierra que controlas"'
    )
    assert (_you(outcome).hand, _you(outcome).library) == (2, 8)


def test_a_word_that_is_no_subtype_is_not_counted() -> None:
    # "por cada cosa que controlas" names nothing a card counts: refused, never counted as 0.
    with pytest.raises(ScenarioError):
        run_scenario_text('pila hechizo:"Raro: ganas 2 vidas por cada cosa que controlas"')
