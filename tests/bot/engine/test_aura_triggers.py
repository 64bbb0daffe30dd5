"""An Aura's triggered abilities about what it enchants: «Whenever enchanted creature attacks or
blocks, its controller loses 3 life» (Contaminated Bond), «At the beginning of the upkeep of
enchanted creature's controller, that player loses 1 life» (Soul Bleed), «…, put a -1/-1
counter on that creature» (Unstable Mutation), «When enchanted creature dies, …». "Its
controller" and "that player" are the enchanted creature's controller (603.7c), not the Aura's;
a dies trigger looks back (603.10a): the Aura, put into the graveyard afterwards by a
state-based action, was there when the creature died."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from bot.engine.outcome import Outcome
    from index.cards.catalog import CardCatalog


def _life(outcome: Outcome, name: str) -> int:
    return next(p.life for p in outcome.final.players if p.name == name)


@pytest.mark.parametrize(
    "name",
    [
        "Contaminated Bond",
        "Soul Bleed",
        "Unstable Mutation",
        "Stab Wound",
        "Sinister Possession",
    ],
)
def test_auras_triggering_on_what_they_enchant_are_read_whole(
    cards: CardCatalog, name: str
) -> None:
    card = cards.card_named(name)
    assert card is not None
    assert read_card(card).unread == []


@pytest.mark.parametrize(
    ("line", "attacker", "defender"),
    [
        # The enchanted creature attacks: its controller, the attacker, loses 3.
        (
            'combate atacante:"Oso 2/2" auras:"Contaminated Bond encanta:Oso" vida_atacante:10',
            7,
            18,
        ),
        # It blocks: its controller is the defender, though the Aura is the attacker's.
        (
            'combate atacante:"Oso 2/2" bloqueadores:"Lobo 3/3" '
            'auras:"Contaminated Bond encanta:Lobo" vida_atacante:10',
            10,
            17,
        ),
        # It neither attacks nor blocks: nothing triggers.
        (
            'combate atacante:"Oso 2/2" criaturas:"Elfo 1/1" '
            'auras:"Contaminated Bond encanta:Elfo" vida_atacante:10',
            10,
            18,
        ),
    ],
)
def test_attacks_or_blocks_charges_the_enchanted_creatures_controller(
    cards: CardCatalog, line: str, attacker: int, defender: int
) -> None:
    outcome = run_scenario_text(line, cards)
    assert outcome.complete
    assert _life(outcome, "Jugador atacante") == attacker
    assert _life(outcome, "Jugador defensor") == defender


def test_the_upkeep_of_the_enchanted_creatures_controller(cards: CardCatalog) -> None:
    # Soul Bleed is Jugador A's, on Jugador B's Oso: it triggers in B's upkeep, not in A's.
    line = (
        'escenario criaturas_rival:"Oso 2/2" auras:"Soul Bleed encanta:r1" '
        'eventos:"siguiente turno"'
    )
    outcome = run_scenario_text(line, cards)
    assert (_life(outcome, "Jugador A"), _life(outcome, "Jugador B")) == (20, 19)
    mine = 'escenario criaturas:"Oso 2/2" auras:"Soul Bleed encanta:Oso" eventos:"siguiente turno"'
    outcome = run_scenario_text(mine, cards)
    assert (_life(outcome, "Jugador A"), _life(outcome, "Jugador B")) == (20, 20)


def test_that_creature_is_the_enchanted_one(cards: CardCatalog) -> None:
    line = (
        'escenario criaturas_rival:"Oso 2/2" auras:"Unstable Mutation encanta:r1" '
        'eventos:"siguiente turno"'
    )
    outcome = run_scenario_text(line, cards)
    oso = next(p for p in outcome.final.permanents if p.name == "Oso")
    assert (oso.minus_counters, oso.power, oso.toughness) == (1, 4, 4)


def test_a_dies_trigger_of_the_aura_looks_back_at_the_creature() -> None:
    line = (
        'pila criaturas_rival:"Oso 2/2" auras:"Maldición encanta:r1 disparo:when enchanted '
        'creature dies, its controller loses 2 life" hechizo:"Rayo: destruye Oso"'
    )
    outcome = run_scenario_text(line)
    assert _life(outcome, "Jugador no activo") == 18
    assert _life(outcome, "Jugador activo") == 20
    assert "Disparo de Maldición" in outcome.final.resolution_order
