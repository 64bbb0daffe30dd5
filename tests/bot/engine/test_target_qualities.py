"""Targets asked for by their state or their stats, read from card text (issue 49): "Destroy
target tapped creature." (Assassinate), "Destroy target creature with flying." (Plummet),
"Destroy target creature with power 4 or greater." (Smite the Monstrous).

115.1 / 601.2c: a target must be what the spell asks for; 110.5: tapped is a status a
permanent has; 208.1: power and toughness are compared as they are now; 608.2b: the targets
are checked again as the spell resolves, and one that no longer fits is not affected."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pytest

from bot.engine import run_scenario_text
from bot.engine.chars import Chars
from bot.engine.language.board import board_refs
from bot.engine.language.effects import parse_effects
from bot.engine.language.reading import read_card
from bot.engine.selectors import Filter, matches
from bot.engine.state import Player
from bot.text.outcome import render_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _filter(text: str) -> Filter:
    refs = board_refs([Player(name="A"), Player(name="B")], [])
    effects = parse_effects(text, replace(refs, targeting=True, unchosen=True, own_name=None))
    assert len(effects) == 1 and effects[0].target_filter is not None
    return effects[0].target_filter


def _creature(power: int, toughness: int, *, tapped: bool = False, kw: str = "") -> Chars:
    keywords = {kw} if kw else set()
    return Chars(
        "x", "X", "B", {"creature"}, set(), set(), set(), keywords, power, toughness, tapped=tapped
    )


@pytest.mark.parametrize(
    ("text", "fits", "unfit"),
    [
        ("Destroy target tapped creature.", _creature(2, 2, tapped=True), _creature(2, 2)),
        ("Destroy target untapped creature.", _creature(2, 2), _creature(2, 2, tapped=True)),
        ("Destroy target creature with flying.", _creature(2, 2, kw="flying"), _creature(2, 2)),
        ("Tap target creature without flying.", _creature(2, 2), _creature(2, 2, kw="flying")),
        ("Destroy target creature with power 4 or greater.", _creature(4, 1), _creature(3, 5)),
        ("Exile target creature with power 3 or less.", _creature(3, 3), _creature(4, 4)),
        ("Destroy target creature with toughness 4 or greater.", _creature(1, 4), _creature(4, 3)),
        ("destruye la criatura objetivo girada", _creature(1, 1, tapped=True), _creature(1, 1)),
        ("destruye la criatura objetivo con fuerza 4 o más", _creature(4, 4), _creature(3, 3)),
        ("exilia la criatura objetivo con resistencia 2 o menos", _creature(5, 2), _creature(1, 3)),
    ],
)
def test_the_target_must_have_the_quality_asked(text: str, fits: Chars, unfit: Chars) -> None:
    flt = _filter(text)
    assert matches(flt, fits, "A", None)
    assert not matches(flt, unfit, "A", None)


def test_a_noncreature_has_no_power_to_compare() -> None:
    flt = _filter("Destroy target creature with power 3 or less.").model_copy(
        update={"kind": "permanent"}
    )
    land = Chars("x", "X", "B", {"land"}, set(), set(), set(), set(), None, None)
    assert not matches(flt, land, "A", None)


@pytest.mark.parametrize("name", ["Assassinate", "Plummet", "Smite the Monstrous", "Clear a Path"])
def test_the_bundled_cards_are_read_whole(cards: CardCatalog, name: str) -> None:
    card = cards.card_named(name)
    assert card is not None
    reading = read_card(card)
    assert reading.read and not reading.unread


def test_a_tapped_target_is_destroyed_an_untapped_one_is_not(cards: CardCatalog) -> None:
    # Assassinate: "Destroy target tapped creature."
    tapped = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears girada" hechizo:"Assassinate: Grizzly Bears"', cards
    )
    assert tapped.complete
    assert [d.name for d in tapped.final.died] == ["Grizzly Bears"]
    untapped = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears" hechizo:"Assassinate: Grizzly Bears"', cards
    )
    assert untapped.complete and untapped.final.died == []
    assert "girada" in render_text(untapped)
    assert "608.2b" in untapped.rules


def test_power_is_compared_as_it_is_when_the_spell_resolves(cards: CardCatalog) -> None:
    # Smite the Monstrous: "Destroy target creature with power 4 or greater." A Giant Growth
    # cast in response makes the Bears 5/5: the target fits as Smite resolves.
    grown = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears" hechizo:"Smite the Monstrous: Grizzly Bears" '
        'hechizo:"Giant Growth: Grizzly Bears"',
        cards,
    )
    assert [d.name for d in grown.final.died] == ["Grizzly Bears"]
    small = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears" hechizo:"Smite the Monstrous: Grizzly Bears"', cards
    )
    assert small.final.died == []
    assert "fuerza 4 o más" in render_text(small)


def test_flying_is_checked_on_the_target(cards: CardCatalog) -> None:
    # Plummet: "Destroy target creature with flying."
    bird = run_scenario_text(
        'pila criaturas_rival:"Birds of Paradise" hechizo:"Plummet: Birds of Paradise"', cards
    )
    assert [d.name for d in bird.final.died] == ["Birds of Paradise"]
    bears = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears" hechizo:"Plummet: Grizzly Bears"', cards
    )
    assert bears.final.died == []


def test_a_creature_tapped_after_the_spell_was_cast_becomes_a_legal_target(
    cards: CardCatalog,
) -> None:
    # Assassinate targets the untapped Bears; Tap Down ("Tap target creature") is cast in
    # response and resolves first: as Assassinate resolves its target is tapped (608.2b).
    tapped_in_response = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears" hechizo:"Assassinate: Grizzly Bears" '
        'hechizo:"Pressure Point: Grizzly Bears"',
        cards,
    )
    assert [d.name for d in tapped_in_response.final.died] == ["Grizzly Bears"]
