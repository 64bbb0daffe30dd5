"""Chat words that point at what was told instead of naming it (issue 42, session 6), read
with the real card data: a block told with no "a" between two players' objects ("mi Vampire
Nighthawk bloquea su 3/3"), and a demonstrative as a spell's target ("le tiro un Giant Growth
a eso"): the object the last spell aimed at, unless the card could aim at a spell too (then
asked back, naming both), never a creature called «eso»."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioQuestion, run_scenario_text
from bot.engine.language import read_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def test_a_block_between_two_players_objects_needs_no_a(cards: CardCatalog) -> None:
    told = "mi Vampire Nighthawk bloquea su 3/3 y estoy a 1 vida. la vida la gano yo o el?"
    outcome = run_scenario_text(told, cards)
    assert outcome.told == 'combate atacante:"3/3" bloqueadores:"Vampire Nighthawk" vida:1'
    # Lifelink on the blocker: its controller, the defender at 1, gains the 2 it deals.
    defender = next(p for p in outcome.final.players if p.name == "Jugador defensor")
    assert defender.life == 3
    _, line = read_text("su 3/3 bloquea mi 2/2", cards)
    assert line == 'combate atacante:"2/2" bloqueadores:"3/3"'


def test_eso_is_what_the_last_spell_aimed_at(cards: CardCatalog) -> None:
    told = (
        "el rival lanza un Lightning Bolt a mi Grizzly Bears y en respuesta le tiro un Giant "
        "Growth a eso"
    )
    _, line = read_text(told, cards)
    assert line == (
        'pila criaturas:"Grizzly Bears" hechizo:"Lightning Bolt (rival): Grizzly Bears" '
        'hechizo:"Giant Growth: Grizzly Bears"'
    )
    _, line = read_text("tengo un Grizzly Bears y le tiro un Giant Growth a eso", cards)
    assert line == 'pila criaturas:"Grizzly Bears" hechizo:"Giant Growth: Grizzly Bears"'


def test_eso_is_asked_back_when_the_card_may_aim_at_a_spell_or_nothing_fits(
    cards: CardCatalog,
) -> None:
    told = (
        "el rival lanza un Lightning Bolt a mi Grizzly Bears y en respuesta le tiro un "
        "Hydroblast a eso"  # it targets a spell or a permanent: «eso» may be either
    )
    with pytest.raises(ScenarioQuestion, match="«Grizzly Bears» o «Lightning Bolt»"):
        read_text(told, cards)
    # Counterspell targets a spell and nothing else: «eso» is the spell told (session 7)
    _, line = read_text(told.replace("Hydroblast", "Counterspell"), cards)
    assert line is not None and line.endswith('hechizo:"Counterspell: Lightning Bolt"')
    with pytest.raises(ScenarioQuestion, match="No cuentas antes nada"):
        read_text("le tiro un Giant Growth a eso", cards)


def test_an_objects_state_said_first_is_told_on_its_owners_side(cards: CardCatalog) -> None:
    told = (
        "buenas, duda rapida de ayer. con su Grizzly Bears 3/3 le tiro un Lightning Bolt, se muere?"
    )
    outcome = run_scenario_text(told, cards)
    assert outcome.told == (
        'pila criaturas_rival:"Grizzly Bears 3/3" hechizo:"Lightning Bolt: Grizzly Bears"'
    )
    # A 3/3 dealt 3 by the Bolt dies (704.5g): the run answers «¿se muere?».
    assert [d.name for d in outcome.final.died] == ["Grizzly Bears"]
