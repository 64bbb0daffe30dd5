"""Renown N (702.112a): "When this creature deals combat damage to a player, if it isn't
renowned, put N +1/+1 counters on it and it becomes renowned." (bot/engine/renown.py).
Real cards: Rhox Maulers (4/4, trample, renown 2), Topan Freeblade (2/2, vigilance, renown 1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _perm(outcome, name):  # type: ignore[no-untyped-def]
    return next(p for p in outcome.final.permanents if p.name == name)


def test_combat_damage_to_a_player_makes_it_renowned(cards: CardCatalog) -> None:
    outcome = run_scenario_text('combate atacante:"Rhox Maulers" bloqueadores:ninguno', cards)
    assert outcome.complete
    maulers = _perm(outcome, "Rhox Maulers")
    assert (maulers.power, maulers.toughness, maulers.plus_counters) == (6, 6, 2)
    assert any(s.kind == "renown.becomes" for s in outcome.steps)
    assert "702.112a" in outcome.rules


def test_a_renowned_creature_does_not_trigger_again(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'combate atacante:"Rhox Maulers renombrada" bloqueadores:ninguno', cards
    )
    assert _perm(outcome, "Rhox Maulers").plus_counters == 0
    assert not outcome.final.resolution_order


def test_damage_to_a_blocker_does_not_trigger_it(cards: CardCatalog) -> None:
    outcome = run_scenario_text('combate atacante:"Topan Freeblade" bloqueadores:"Muro 0/4"', cards)
    assert _perm(outcome, "Topan Freeblade").plus_counters == 0


def test_with_double_strike_the_second_hit_finds_it_renowned(cards: CardCatalog) -> None:
    # First-strike damage: 2, renown resolves (3/3); regular damage: 3, no new trigger.
    outcome = run_scenario_text(
        'combate atacante:"Topan Freeblade doble golpe" bloqueadores:ninguno', cards
    )
    assert _perm(outcome, "Topan Freeblade").plus_counters == 1
    defender = next(p for p in outcome.final.players if p.name == "Jugador defensor")
    assert defender.life == 15
    assert len(outcome.final.resolution_order) == 1


def test_the_keyword_lines_are_read(cards: CardCatalog) -> None:
    for name in ("Rhox Maulers", "Topan Freeblade"):
        reading = read_card(cards.card_named(name))
        assert not reading.unread, (name, reading.unread)
