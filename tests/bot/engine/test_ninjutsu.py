"""Ninjutsu, read from its rule (702.49a): "[Cost], Reveal this card from your hand, Return an
unblocked attacking creature you control to its owner's hand: Put this card onto the
battlefield from your hand tapped and attacking." In a combat, after blockers,
``habilidad:"ninjutsu <carta>: <atacante>"`` activates it (bot/engine/ninjutsu.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _player(outcome, name: str):  # type: ignore[no-untyped-def]
    return next(p for p in outcome.final.players if p.name == name)


def _on_board(outcome) -> dict[str, bool]:  # type: ignore[no-untyped-def]
    return {p.name: p.tapped for p in outcome.final.permanents}


def test_the_attacker_goes_to_hand_and_the_ninja_deals_the_damage(cards: CardCatalog) -> None:
    # Ninja of the New Moon: a 6/2 with "Ninjutsu {3}{B}" and nothing else.
    outcome = run_scenario_text(
        'combate atacante:"Grizzly Bears" bloqueadores:ninguno '
        'habilidad:"ninjutsu Ninja of the New Moon: Grizzly Bears"',
        cards,
    )
    # 702.49c: it enters unblocked, attacking the player the Bears attacked; tapped (702.49a).
    assert _player(outcome, "Jugador defensor").life == 14
    assert _on_board(outcome) == {"Ninja of the New Moon": True}
    # The Bears went to their owner's hand as the cost was paid (602.2b), out of combat.
    assert _player(outcome, "Jugador atacante").hand == 1
    assert {"702.49a", "702.49c", "508.4", "506.4", "509.2"} <= set(outcome.rules)
    kinds = [s.kind for s in outcome.steps]
    assert kinds.index("activation.ninjutsu_return") < kinds.index("resolve.ninjutsu")
    assert kinds.index("resolve.ninjutsu") < kinds.index("damage.to_player")
    assert outcome.complete


def test_its_combat_damage_trigger_fires(cards: CardCatalog) -> None:
    # Moonblade Shinobi: "Whenever this creature deals combat damage to a player, create a 1/1
    # blue Illusion creature token with flying."
    outcome = run_scenario_text(
        'combate atacante:"Grizzly Bears" bloqueadores:ninguno '
        'habilidad:"ninjutsu Moonblade Shinobi: Grizzly Bears"',
        cards,
    )
    assert _player(outcome, "Jugador defensor").life == 17
    assert outcome.final.resolution_order == [
        "Ninjutsu de Moonblade Shinobi",
        "Disparo de Moonblade Shinobi",
    ]
    assert "Illusion Token" in _on_board(outcome)


def test_a_ninja_put_onto_the_battlefield_attacking_never_attacked(cards: CardCatalog) -> None:
    # 508.4: "whenever a creature you control attacks" saw the Bears declared as an attacker
    # (508.3a) and pumped them; the Ninja was never declared, so nothing triggers for it and
    # it deals its own 6.
    outcome = run_scenario_text(
        'combate atacante:"Grizzly Bears" bloqueadores:ninguno criaturas:"Señor 1/1 '
        'disparo:whenever a creature you control attacks, it gets +1/+1 until end of turn" '
        'habilidad:"ninjutsu Ninja of the New Moon: Grizzly Bears"',
        cards,
    )
    order = ["Disparo de Señor", "Ninjutsu de Ninja of the New Moon"]
    assert outcome.final.resolution_order == order
    assert _player(outcome, "Jugador defensor").life == 14


def test_an_unread_line_of_the_ninja_makes_the_answer_conditional(cards: CardCatalog) -> None:
    # Ninja of the Deep Hours: "you may draw a card" is an optional draw the engine does not
    # read; the answer says so instead of stating the outcome as fact.
    outcome = run_scenario_text(
        'combate atacante:"Grizzly Bears" bloqueadores:ninguno '
        'habilidad:"ninjutsu Ninja of the Deep Hours: Grizzly Bears"',
        cards,
    )
    assert _player(outcome, "Jugador defensor").life == 18
    assert not outcome.complete
    assert any("may draw" in line for _, line in outcome.unread())


def test_a_blocked_attacker_cannot_pay_the_cost(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError) as error:
        run_scenario_text(
            'combate atacante:"Grizzly Bears" bloqueador:"Lobo 3/3" '
            'habilidad:"ninjutsu Ninja of the Deep Hours: Grizzly Bears"',
            cards,
        )
    assert "bloqueada" in str(error.value) and "702.49a" in str(error.value)


def test_outside_combat_after_blockers_it_is_refused(cards: CardCatalog) -> None:
    # 702.49c: only while a creature is unblocked, which is only once blockers are declared.
    with pytest.raises(ScenarioError) as error:
        run_scenario_text(
            'escenario criaturas:"Grizzly Bears" '
            'habilidad:"ninjutsu Ninja of the Deep Hours: Grizzly Bears"',
            cards,
        )
    assert "702.49c" in str(error.value) and "bloqueadores" in str(error.value)


def test_the_returned_creature_must_be_an_attacker(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError) as error:
        run_scenario_text(
            'combate atacante:"Oso 2/2" bloqueadores:ninguno criaturas:"Grizzly Bears" '
            'habilidad:"ninjutsu Ninja of the Deep Hours: Grizzly Bears"',
            cards,
        )
    assert "atacante" in str(error.value)


def test_a_card_without_ninjutsu_is_refused(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError) as error:
        run_scenario_text(
            'combate atacante:"Oso 2/2" bloqueadores:ninguno '
            'habilidad:"ninjutsu Grizzly Bears: Oso"',
            cards,
        )
    assert "702.49a" in str(error.value)


def test_the_keyword_line_is_read_and_commander_ninjutsu_is_not(cards: CardCatalog) -> None:
    moon = read_card(cards.card_named("Ninja of the New Moon"))  # type: ignore[arg-type]
    assert "Ninjutsu {3}{B}" in moon.read and not moon.unread
    # 702.49d: commander ninjutsu also works from the command zone, which is not modelled.
    yuriko = read_card(cards.card_named("Yuriko, the Tiger's Shadow"))  # type: ignore[arg-type]
    assert any(line.startswith("Commander ninjutsu") for line in yuriko.unread)


def test_it_attacks_the_planeswalker_the_returned_creature_attacked(cards: CardCatalog) -> None:
    # 702.49c: "It will be attacking the same player, planeswalker, or battle".
    outcome = run_scenario_text(
        'combate atacante:"Grizzly Bears" planeswalker:"Jace lealtad:5" bloqueadores:ninguno '
        'habilidad:"ninjutsu Ninja of the New Moon: Grizzly Bears"',
        cards,
    )
    assert _player(outcome, "Jugador defensor").life == 20
    kinds = [s.kind for s in outcome.steps]
    assert "damage.to_planeswalker" in kinds and "damage.to_player" not in kinds
    assert "Jace" in [d.name for d in outcome.final.died]
