"""Abilities that trigger when a creature attacks (508.3a) and words that refer back to the
attack ("the player or planeswalker it's attacking"), from real card text."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _life(outcome, name):  # type: ignore[no-untyped-def]
    return next(p.life for p in outcome.final.players if p.name == name)


def test_each_attacking_creature_you_control_triggers_it(cards: CardCatalog) -> None:
    # Two attackers: two triggers of 1 (resolved before damage), then 3 + 2 combat damage.
    outcome = run_scenario_text(
        'combate atacantes:"Hellrider; Grizzly Bears" bloqueadores:ninguno', cards
    )
    assert _life(outcome, "Jugador defensor") == 13
    assert "508.3a" in outcome.rules
    assert outcome.final.resolution_order == ["Disparo de Hellrider", "Disparo de Hellrider"]
    assert all(not c.unread for c in outcome.cards)


def test_a_blocked_attacker_still_triggered_when_it_attacked(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'combate atacante:"Hellrider" bloqueadores:ninguno atacante:"Grizzly Bears" '
        'bloqueadores:"Wall of Stone"',
        cards,
    )
    assert _life(outcome, "Jugador defensor") == 15  # 1 + 1 from triggers, 3 unblocked


def test_the_attacked_planeswalker_is_dealt_the_damage() -> None:
    # The attack's target is what "it's attacking" names: here a planeswalker (120.3c).
    outcome = run_scenario_text(
        'combate atacante:"Jinete 3/3 disparo:siempre que una criatura que controlas ataca, '
        'esta criatura hace 1 daño al jugador o planeswalker al que ataca" '
        'planeswalker:"Jace lealtad:1" bloqueadores:ninguno'
    )
    # The trigger's 1 damage removes Jace's only loyalty before combat damage (704.5i).
    assert [d.name for d in outcome.final.died] == ["Jace"]
    assert "704.5i" in outcome.rules


def test_an_opponents_attack_does_not_trigger_it(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'combate atacante:"Grizzly Bears" bloqueadores:ninguno permanentes_rival:"Hellrider"',
        cards,
    )
    assert _life(outcome, "Jugador defensor") == 18
    assert outcome.final.resolution_order == []
