"""An ability told by its cost or its effect is the named card's own (issue 42, session 6,
helper 42j): the card's Oracle text decides which, asked back when several fit, named as not
read when none does. Real cards, the bundled card data."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, ScenarioQuestion, run_scenario_text
from bot.engine.language import read_text
from bot.engine.language.told.ability_fit import effect_cues, printed_abilities

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


@pytest.mark.parametrize(
    ("told", "line"),
    [
        # Two activated abilities, both mana: the effect told picks the one that draws.
        (
            "activo mi Dimir Guildmage para robar",
            'estado criaturas:"Dimir Guildmage" eventos:"activa el {3}{U} de Dimir Guildmage"',
        ),
        # Two abilities, the effect told by what it makes (its other one costs a discard).
        (
            "activo mi Rakdos Guildmage para crear una ficha",
            'estado criaturas:"Rakdos Guildmage" eventos:"activa el {3}{R} de Rakdos Guildmage"',
        ),
        # Two abilities with {T}, told by the life paid: the one that costs it.
        (
            "pago 1 vida y activo mi Horizon Canopy",
            'estado criaturas:"Horizon Canopy" eventos:"activa el {T} de Horizon Canopy"',
        ),
        # The same card, told by its sacrifice and its effect.
        (
            "sacrifico mi Horizon Canopy para robar",
            'estado criaturas:"Horizon Canopy" eventos:"activa el {1} de Horizon Canopy"',
        ),
        # Tapped for damage: the {T} ability, its target inside «para … a su …».
        (
            "tapeo mi Prodigal Pyromancer para hacerle 1 a su Grizzly Bears",
            'estado criaturas:"Prodigal Pyromancer" criaturas_rival:"Grizzly Bears" '
            'eventos:"activa el {T} de Prodigal Pyromancer: Grizzly Bears"',
        ),
        # One ability, told by its effect.
        (
            "activo mi Shade of Trokair para +1/+1",
            'estado criaturas:"Shade of Trokair" eventos:"activa el {W} de Shade of Trokair"',
        ),
    ],
)
def test_the_ability_the_told_cost_and_effect_fit_is_activated(
    told: str, line: str, cards: CardCatalog
) -> None:
    assert read_text(told, cards)[1] == line


def test_the_ability_told_by_its_cost_is_the_one_run(cards: CardCatalog) -> None:
    paid = run_scenario_text("pago 1 vida y activo mi Horizon Canopy", cards)
    assert paid.final.players[0].life == 19  # its mana ability, the life paid (119.4)
    assert any("605.1a" in step.rules for step in paid.steps)
    drawn = run_scenario_text("sacrifico mi Horizon Canopy para robar", cards)
    assert any("121.1" in step.rules for step in drawn.steps)  # the other one: a card drawn
    assert drawn.final.players[0].life == 20


def test_an_ability_whose_cost_the_engine_cannot_pay_is_not_run(cards: CardCatalog) -> None:
    # Rakdos Guildmage's -2/-2 costs «Discard a card», which the engine does not read: the
    # ability chosen from the told effect is named (its printed line, as unread, session 7:
    # told/printed_reading.py), never another one run in its place.
    with pytest.raises(ScenarioError, match="«\\{3\\}\\{B\\}, Discard a card: .*impresa"):
        run_scenario_text("activo mi Rakdos Guildmage para -2/-2 a su Grizzly Bears", cards)


@pytest.mark.parametrize(
    ("told", "said"),
    [
        # A loyalty cost the planeswalker does not print (it has +1, -2, -6).
        ("hago el +2 de Liliana of the Veil", "no tiene una habilidad de lealtad +2"),
        # An effect none of the card's abilities has.
        ("activo mi Shade of Trokair para robar", "no tiene una habilidad activada que encaje"),
        # Life paid that no ability of the card costs.
        ("pago 2 vidas y activo mi Vault of Whispers", "«pago 2 vidas»"),
        (
            "pago 2 vidas y activo la habilidad de mi Prodigal Pyromancer sobre su Llanowar Elves",
            "«pago 2 vidas»",
        ),
        # A card with no activated ability at all: the told effect is not dropped.
        ("activo mi Vampire Nighthawk para volar", "no tiene habilidades activadas"),
        # Effect words this reader does not know: named, no ability chosen for them.
        ("activo mi Dimir Guildmage para ganar la partida", "no sé leer «para ganar la partida»"),
    ],
)
def test_an_ability_no_printed_one_fits_is_named_unread(
    told: str, said: str, cards: CardCatalog
) -> None:
    with pytest.raises(ScenarioError) as refused:
        read_text(told, cards)
    assert not isinstance(refused.value, ScenarioQuestion)
    assert said in str(refused.value)


def test_several_abilities_that_fit_are_asked_back_listing_them(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion) as asked:
        read_text("tapeo mi Horizon Canopy", cards)
    question = str(asked.value)
    assert "¿Qué habilidad de «Horizon Canopy» activas" in question
    assert "Pay 1 life: Add {G} or {W}" in question and "Draw a card" in question


def test_a_printed_loyalty_cost_still_runs(cards: CardCatalog) -> None:
    assert read_text("hago el +1 de Liliana of the Veil", cards)[1].endswith(
        'eventos:"activa el +1 de Liliana of the Veil"'
    )
    # Told in the past, by the opponent: the same ability, of its controller (his 0, which
    # the engine reads; his +1 it does not: test_told_printed_abilities.py).
    assert read_text("el rival hizo el 0 de Gideon, Ally of Zendikar", cards)[1] == (
        'estado criaturas_rival:"Gideon, Ally of Zendikar" '
        'eventos:"activa el 0 de Gideon, Ally of Zendikar"'
    )
    with pytest.raises(ScenarioError, match="no tiene una habilidad de lealtad"):
        read_text("el rival hizo el +2 de Gideon, Ally of Zendikar", cards)


def test_the_oracle_text_is_split_into_its_activated_abilities() -> None:
    printed = printed_abilities(
        "Flying\nWhenever this creature attacks, draw a card.\n"
        "{T}, Pay 1 life: Add {G} or {W}. (reminder: text)\n[−2]: Target player sacrifices."
    )
    assert [one.cost for one in printed] == ["{T}, Pay 1 life", "[−2]"]


def test_effect_words_become_what_the_printed_effect_must_hold() -> None:
    assert effect_cues("le quito defensor") == [("loses defender",)]
    assert effect_cues("+2/+2") == [("+2/+2",)]
    assert effect_cues("ganar la partida") is None
