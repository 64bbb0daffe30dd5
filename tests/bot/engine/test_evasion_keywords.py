"""Evasion and other keywords read from card text (issue 49): fear, intimidate, shadow,
horsemanship, skulk, landwalk, shroud, devoid and prowess, each as the rules define it.

702.36b "A creature with fear can't be blocked except by artifact creatures and/or black
creatures." 702.13b intimidate: "… except by artifact creatures and/or creatures that share a
color with it." 702.28b "A creature with shadow can't be blocked by creatures without shadow,
and a creature without shadow can't be blocked by creatures with shadow." 702.31b "A creature
with horsemanship can't be blocked by creatures without horsemanship." 702.118b "A creature
with skulk can't be blocked by creatures with greater power." 702.14c "A creature with
landwalk can't be blocked as long as the defending player controls at least one land with the
specified land type." 702.18a shroud: "This permanent or player can't be the target of spells
or abilities." 702.114a devoid: "This object is colorless." 702.108a prowess: "Whenever you
cast a noncreature spell, this creature gets +1/+1 until end of turn."
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario_text
from bot.engine.language.cards import facts
from bot.engine.language.reading import read_card
from bot.text.outcome import render_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _illegal(line: str, cards: CardCatalog | None = None) -> bool:
    outcome = run_scenario_text(line, cards)
    return any(s.kind == "declare.illegal" for s in outcome.steps)


@pytest.mark.parametrize(
    ("blocker", "illegal"),
    [("Oso 2/2", True), ("Zombi 2/2 negro", False), ("Gólem artefacto criatura 2/2", False)],
)
def test_fear(blocker: str, illegal: bool) -> None:
    line = f'combate atacante:"Espectro 2/2 negro inspirar temor" bloqueadores:"{blocker}"'
    assert _illegal(line) is illegal


@pytest.mark.parametrize(
    ("blocker", "illegal"),
    [("Oso 2/2 verde", True), ("Ogro 2/2 roja", False), ("Gólem artefacto criatura 2/2", False)],
)
def test_intimidate_allows_a_shared_colour_or_an_artifact(blocker: str, illegal: bool) -> None:
    line = f'combate atacante:"Bandido 2/2 rojo intimidar" bloqueadores:"{blocker}"'
    assert _illegal(line) is illegal


def test_shadow_works_both_ways(cards: CardCatalog) -> None:
    # Dauthi Slayer has shadow (its other line stays unread and is said).
    assert _illegal('combate atacante:"Dauthi Slayer" bloqueadores:"Grizzly Bears"', cards)
    assert not _illegal('combate atacante:"Sombra 2/2 sombra" bloqueadores:"Otra 1/1 sombra"')
    # A creature with shadow can't block one without it.
    outcome = run_scenario_text('combate atacante:"Oso 2/2" bloqueadores:"Sombra 2/2 sombra"')
    assert any(s.kind == "declare.illegal" for s in outcome.steps)
    assert "solo puede bloquear criaturas con esa habilidad" in render_text(outcome)
    assert "702.28b" in outcome.rules


def test_horsemanship_stops_only_blockers_without_it(cards: CardCatalog) -> None:
    assert _illegal('combate atacante:"Shu Cavalry" bloqueadores:"Grizzly Bears"', cards)
    assert not _illegal('combate atacante:"Shu Cavalry" bloqueadores:"Wu Light Cavalry"', cards)
    # A creature with horsemanship may block one without it (702.31b).
    assert not _illegal('combate atacante:"Grizzly Bears" bloqueadores:"Shu Cavalry"', cards)


def test_skulk_compares_power_now(cards: CardCatalog) -> None:
    # Farbog Revenant 1/3 skulk, lifelink.
    assert _illegal('combate atacante:"Farbog Revenant" bloqueadores:"Grizzly Bears"', cards)
    outcome = run_scenario_text(
        'combate atacante:"Farbog Revenant" bloqueadores:"Llanowar Elves"', cards
    )
    assert outcome.complete and "702.118b" in outcome.rules
    assert not any(s.kind == "declare.illegal" for s in outcome.steps)


def test_landwalk_needs_the_land_type_under_the_defender(cards: CardCatalog) -> None:
    with_swamp = 'combate atacante:"Bog Wraith" bloqueadores:"Grizzly Bears" permanentes_rival:'
    assert _illegal(with_swamp + '"Swamp"', cards)
    # Another land type, or the swamp on the attacker's side, does not stop the block.
    assert not _illegal(with_swamp + '"Forest"', cards)
    assert not _illegal(
        'combate atacante:"Bog Wraith" bloqueadores:"Grizzly Bears" permanentes:"Swamp"', cards
    )
    # A nonbasic land with the type counts as well (Watery Grave is an Island Swamp).
    assert _illegal(with_swamp + '"Watery Grave"', cards)


def test_landwalk_asks_about_a_made_up_land(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError, match="no sé sus tipos"):
        run_scenario_text(
            'combate atacante:"Bog Wraith" bloqueadores:"Oso 2/2" '
            'permanentes_rival:"Ciénaga tierra"',
            cards,
        )


def test_shroud_stops_even_its_controllers_spell(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila criaturas:"Oso 2/2 velo" hechizo:"Lightning Bolt: Oso"', cards
    )
    assert "702.18a" in outcome.rules
    assert outcome.final.died == []  # the bolt was countered on resolution
    hexproof = run_scenario_text(
        'pila criaturas:"Oso 2/2 antimaleficio" hechizo:"Lightning Bolt: Oso"', cards
    )
    assert "702.18a" not in hexproof.rules
    assert [d.name for d in hexproof.final.died] == ["Oso"]  # hexproof stops only opponents


def test_devoid_makes_a_coloured_card_colourless(cards: CardCatalog) -> None:
    drone = cards.card_named("Dominator Drone")
    assert drone is not None and "{B}" in drone.mana_cost
    got = facts(drone, drone.name)
    assert "devoid" in got.keywords and got.colors == set()
    # Made up: a red devoid creature blocks a creature with protection from red (702.16f).
    assert not _illegal(
        'combate atacante:"Monje 2/2 protección contra rojo" bloqueadores:"Eldrazi 2/2 rojo vacío"'
    )
    assert _illegal(
        'combate atacante:"Monje 2/2 protección contra rojo" bloqueadores:"Eldrazi 2/2 rojo"'
    )


def test_prowess_triggers_on_a_noncreature_spell(cards: CardCatalog) -> None:
    swiftspear = cards.card_named("Monastery Swiftspear")
    assert swiftspear is not None and read_card(swiftspear).unread == []
    outcome = run_scenario_text(
        'pila criaturas:"Monastery Swiftspear" hechizo:"Lightning Bolt: Jugador no activo"', cards
    )
    assert outcome.complete and "702.108a" in outcome.rules
    assert outcome.final.resolution_order == ["Destreza de Monastery Swiftspear", "Lightning Bolt"]
    pumped = next(p for p in outcome.final.permanents if p.name == "Monastery Swiftspear")
    assert (pumped.power, pumped.toughness) == (2, 3)


def test_prowess_ignores_a_creature_spell(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario criaturas:"Monje 1/2 destreza" eventos:"lanza Grizzly Bears; resuelve"', cards
    )
    assert "702.108a" not in outcome.rules
    spell = run_scenario_text(
        'escenario criaturas:"Monje 1/2 destreza" criaturas_rival:"Grizzly Bears" '
        'eventos:"lanza Lightning Bolt: Grizzly Bears; resuelve; resuelve"',
        cards,
    )
    assert "702.108a" in spell.rules
