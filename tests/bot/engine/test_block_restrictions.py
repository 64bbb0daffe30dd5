"""Questing Beast from its card text: a blocking restriction read with the blocker's power
now (509.1b), and a combat-damage trigger whose "that much damage" and "that player" refer
back to the damage event (603.7c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def test_a_creature_with_power_two_or_less_cannot_block_it(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'combate atacante:"Questing Beast" bloqueadores:"Grizzly Bears"', cards
    )
    assert outcome.final.verdict is not None  # the declaration is illegal
    assert {"509.1b", "509.1"} <= set(outcome.rules)


def test_power_is_read_now_not_as_printed(cards: CardCatalog) -> None:
    # The Anthem makes the Bears 3/3: now they may block (and die to deathtouch).
    outcome = run_scenario_text(
        'combate atacante:"Questing Beast" bloqueadores:"Grizzly Bears" '
        'permanentes_rival:"Glorious Anthem"',
        cards,
    )
    assert outcome.final.verdict is None
    assert [d.name for d in outcome.final.died] == ["Grizzly Bears"]


def test_that_much_damage_to_a_planeswalker_that_player_controls(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'combate atacante:"Questing Beast" bloqueadores:ninguno '
        'permanentes_rival:"Jace planeswalker lealtad:5"',
        cards,
    )
    defender = next(p for p in outcome.final.players if p.name == "Jugador defensor")
    assert defender.life == 16
    jace = next(p for p in outcome.final.permanents if p.name == "Jace")
    assert jace.loyalty == 1  # 4 damage, the amount the trigger event dealt
    beast = next(c for c in outcome.cards if c.card == "Questing Beast")
    # Every line read now, "can't be prevented" too (615.12): the answer is complete.
    assert beast.unread == [] and outcome.complete


def test_the_restriction_written_in_spanish() -> None:
    outcome = run_scenario_text(
        'combate atacante:"Bestia 4/4 otorga:esta criatura no puede ser bloqueada por '
        'criaturas con fuerza 2 o menos" bloqueadores:"Oso 2/2"'
    )
    assert outcome.final.verdict is not None
