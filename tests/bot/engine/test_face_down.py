"""Face-down permanents (708.2a) and turning them face up with morph, megamorph and disguise
(702.37, 702.168; bot/engine/face_down.py), with real cards: Ainok Tracker (3/3 first
strike, morph {4}{R}), Exalted Angel (4/5 flying, morph {2}{W}{W}), Hidden Dragonslayer
(megamorph {2}{W}; "When this creature is turned face up, destroy target creature with power
4 or greater an opponent controls.") and Bolrac-Clan Basher (disguise {3}{R}{R})."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import run_scenario_text
from bot.engine.errors import ScenarioError
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from bot.engine.outcome import Outcome
    from index.cards.catalog import CardCatalog


def _gone(outcome: Outcome) -> set[str]:
    return {d.name for d in outcome.final.died}


def _perm(outcome: Outcome, name: str):  # type: ignore[no-untyped-def]
    return next(p for p in outcome.final.permanents if p.name == name)


def test_morph_megamorph_and_disguise_are_read_with_a_mana_cost(cards: CardCatalog) -> None:
    for name, line, rule in (
        ("Ainok Tracker", "Morph {4}{R}", "702.37a"),
        ("Hidden Dragonslayer", "Megamorph {2}{W}", "702.37b"),
        ("Bolrac-Clan Basher", "Disguise {3}{R}{R}", "702.168a"),
    ):
        card = cards.card_named(name)
        assert card is not None
        reading = read_card(card)
        assert line in reading.read
        assert reading.keyword_rules[line] == rule
    cutthroat = cards.card_named("Zombie Cutthroat")
    assert cutthroat is not None
    assert "Morph—Pay 5 life." in read_card(cutthroat).unread  # not a mana cost


def test_face_down_it_is_a_vanilla_2_2(cards: CardCatalog) -> None:
    # Face up, first strike would kill the 2/2 first; face down it has no text (708.2a).
    down = run_scenario_text(
        'combate atacante:"Ainok Tracker boca abajo" bloqueadores:"Oso 2/2"', cards
    )
    assert _gone(down) == {"Ainok Tracker", "Oso"}
    up = run_scenario_text('combate atacante:"Ainok Tracker" bloqueadores:"Oso 2/2"', cards)
    assert _gone(up) == {"Oso"}


def test_turned_face_up_in_response_it_survives_the_bolt(cards: CardCatalog) -> None:
    # A special action (116.2b) with the Bolt on the stack: it stays there and resolves on
    # a 4/5 (116.3).
    outcome = run_scenario_text(
        'escenario criaturas:"Exalted Angel boca abajo" eventos:"lanza Lightning Bolt '
        '(rival): Exalted Angel; pone boca arriba Exalted Angel"',
        cards,
    )
    angel = _perm(outcome, "Exalted Angel")
    assert (angel.power, angel.toughness, angel.damage) == (4, 5, 3)
    assert outcome.final.resolution_order == ["Lightning Bolt"]
    assert {"116.2b", "702.37e", "708.8"} <= set(outcome.rules)


def test_it_is_the_same_permanent_with_its_damage(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario criaturas:"Ainok Tracker boca abajo daño:1" '
        'eventos:"pongo boca arriba Ainok Tracker"',
        cards,
    )
    tracker = _perm(outcome, "Ainok Tracker")
    assert (tracker.power, tracker.toughness, tracker.damage) == (3, 3, 1)
    assert "first_strike" in tracker.keywords


def test_megamorph_adds_a_counter_and_the_face_up_trigger_fires(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario criaturas:"Hidden Dragonslayer boca abajo" criaturas_rival:"Ogro 5/5" '
        'eventos:"pone boca arriba Hidden Dragonslayer" objetivos:"Hidden Dragonslayer: Ogro"',
        cards,
    )
    assert outcome.complete
    slayer = _perm(outcome, "Hidden Dragonslayer")
    assert (slayer.power, slayer.toughness, slayer.plus_counters) == (3, 2, 1)  # 2/1 + 1
    assert "Ogro" in _gone(outcome)
    assert "702.37b" in outcome.rules


def test_face_down_with_disguise_it_has_ward_2(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario criaturas:"Bolrac-Clan Basher boca abajo" '
        'eventos:"lanza Lightning Bolt (rival): Bolrac-Clan Basher, no paga"',
        cards,
    )
    assert "Bolrac-Clan Basher" not in _gone(outcome)
    assert "702.21a" in outcome.rules


def test_only_a_face_down_permanent_with_a_cost_turns_face_up(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError, match="no está boca abajo"):
        run_scenario_text(
            'escenario criaturas:"Ainok Tracker" eventos:"pone boca arriba Ainok Tracker"',
            cards,
        )
    with pytest.raises(ScenarioError, match="702.37e"):
        run_scenario_text(
            'escenario criaturas:"Oso 2/2 boca abajo" eventos:"pone boca arriba Oso"', cards
        )
