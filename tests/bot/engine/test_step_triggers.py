"""Beginning-of-step triggers in the shapes card text writes them (603.2b): "each player's
upkeep" and "each opponent's upkeep", "combat on your turn" (507.1), "your first main phase"
(505.1), and "that player" meaning the player whose step it is (603.7c)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pytest

from bot.engine import run_scenario_text
from bot.engine.language.abilities import ABILITY_EXAMPLE, parse_ability
from bot.engine.language.board import board_refs
from bot.engine.language.reading import read_card
from bot.engine.state import Permanent, Player

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _trigger(text: str) -> tuple[str | None, str]:
    perm = Permanent(id="c1", name="Carta", controller="A", power=2, toughness=2)
    refs = board_refs([Player(name="A"), Player(name="B")], [perm])
    ability = parse_ability(
        "triggered", text, replace(refs, source="c1", where="«Carta»", example=ABILITY_EXAMPLE)
    )
    trigger = ability.trigger  # type: ignore[union-attr]
    return trigger.step, trigger.whose_turn


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("At the beginning of each opponent's upkeep, you gain 1 life.", ("upkeep", "opponents")),
        ("At the beginning of each player's upkeep, you gain 1 life.", ("upkeep", "each")),
        ("At the beginning of combat on your turn, you gain 1 life.", ("combat", "yours")),
        ("At the beginning of your first main phase, you gain 1 life.", ("main1", "yours")),
        ("At the beginning of your second main phase, you gain 1 life.", ("main2", "yours")),
    ],
)
def test_the_step_and_whose_turn_are_read(text: str, expected: tuple[str, str]) -> None:
    assert _trigger(text) == expected


def test_luminarch_aspirant_is_read_whole(cards: CardCatalog) -> None:
    # "At the beginning of combat on your turn, put a +1/+1 counter on target creature you
    # control."
    aspirant = cards.card_named("Luminarch Aspirant")
    assert aspirant is not None and read_card(aspirant).unread == []


def test_that_player_is_the_player_whose_upkeep_it_is(cards: CardCatalog) -> None:
    # Copper Tablet: "At the beginning of each player's upkeep, this artifact deals 1 damage
    # to that player." The next turn is the rival's: the rival is dealt the damage.
    outcome = run_scenario_text(
        'escenario permanentes:"Copper Tablet" paso:final eventos:"siguiente turno"', cards
    )
    life = {p.name: p.life for p in outcome.final.players}
    assert life == {"Jugador A": 20, "Jugador B": 19}


def test_this_creature_or_another_counts_itself_and_the_others() -> None:
    # "Whenever this creature or another creature you control dies": both deaths trigger it,
    # its own included (603.10a: it looks back in time).
    line = (
        'estado criaturas:"Sangre 2/2 daño:2 disparo:cuando esta criatura u otra criatura tuya '
        'muere, el rival pierde 1 vida; Oso 2/2 daño:2"'
    )
    outcome = run_scenario_text(line)
    rival = next(p for p in outcome.final.players if p.name == "Jugador no activo")
    assert rival.life == 18
