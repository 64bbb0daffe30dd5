"""Fling from its card text: a creature sacrificed as an additional cost leaves as the cost
is paid (601.2h, 701.21a), and the spell reads its power as it last was (608.2h)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def test_the_sacrificed_creatures_last_known_power_is_the_damage(cards: CardCatalog) -> None:
    # The Anthem made the Giant 4/4 while it was on the battlefield: Fling deals 4.
    outcome = run_scenario_text(
        'pila vida_rival:5 criaturas:"Hill Giant" permanentes:"Glorious Anthem" '
        'hechizo:"Fling: Hill Giant, Jugador no activo"',
        cards,
    )
    rival = next(p for p in outcome.final.players if p.name == "Jugador no activo")
    assert rival.life == 1
    assert [d.name for d in outcome.final.died] == ["Hill Giant"]
    assert {"601.2h", "608.2h"} <= set(outcome.rules)
    assert all(not c.unread for c in outcome.cards)


def test_the_sacrifice_is_paid_even_if_the_target_is_gone(cards: CardCatalog) -> None:
    # Bolt in response kills the targeted Bears first: Fling does nothing (608.2b), but the
    # Giant was already sacrificed when Fling was cast.
    outcome = run_scenario_text(
        'pila criaturas:"Hill Giant" criaturas_rival:"Grizzly Bears" '
        'hechizo:"Fling: Hill Giant, Grizzly Bears" '
        'hechizo:"Lightning Bolt (rival): Grizzly Bears"',
        cards,
    )
    assert sorted(d.name for d in outcome.final.died) == ["Grizzly Bears", "Hill Giant"]
    assert "608.2b" in outcome.rules


def test_only_a_creature_its_caster_controls_pays_the_cost(cards: CardCatalog) -> None:
    # 701.21a: a player sacrifices only a permanent they control; a land is not "a creature".
    for board in ('permanentes:"Forest"', 'criaturas_rival:"Hill Giant"'):
        name = "Forest" if "Forest" in board else "Hill Giant"
        with pytest.raises(ScenarioError) as caught:
            run_scenario_text(f'pila {board} hechizo:"Village Rites: {name}"', cards)
        assert "601.2h" in str(caught.value) and f"«{name}»" in str(caught.value)


def test_the_cost_read_alone_and_left_open_in_a_scenario(cards: CardCatalog) -> None:
    # Read alone, the card's cost is read (what is sacrificed is chosen as it is cast, like its
    # targets); in a scenario that does not say what was sacrificed, the line stays unread.
    card = cards.card_named("Village Rites")
    assert card is not None
    assert not read_card(card).unread
    outcome = run_scenario_text('pila criaturas:"Hill Giant" hechizo:"Village Rites"', cards)
    assert not outcome.complete
    assert any("sacrifice a creature" in line for c in outcome.cards for line in c.unread)
    paid = run_scenario_text(
        'pila criaturas:"Hill Giant" hechizo:"Village Rites: Hill Giant"', cards
    )
    assert paid.complete and [d.name for d in paid.final.died] == ["Hill Giant"]
