"""Targets of several card types, and "non[type]" targets, read from card text (issue 49):
"Destroy target artifact or enchantment.", "Exile target creature or planeswalker.", "Return
target nonland permanent to its owner's hand."

205.4b: "… 'non' followed by a card type … means 'without that type'". 601.2c: each target
must be an object of the kind the spell asks for; 608.2b: targets are checked again as it
resolves, and an illegal one is not affected."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pytest

from bot.engine import run_scenario_text
from bot.engine.chars import Chars
from bot.engine.language.board import board_refs
from bot.engine.language.effects import parse_effects
from bot.engine.selectors import matches
from bot.engine.state import Player
from bot.text.outcome import render_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _filter(text: str):  # type: ignore[no-untyped-def]
    refs = board_refs([Player(name="A"), Player(name="B")], [])
    effects = parse_effects(text, replace(refs, targeting=True, unchosen=True, own_name=None))
    assert len(effects) == 1 and effects[0].target_filter is not None
    return effects[0].target_filter


def _object(*types: str) -> Chars:
    return Chars("x", "X", "B", set(types), set(), set(), set(), set(), 1, 1)


@pytest.mark.parametrize(
    ("text", "fits", "unfit"),
    [
        (
            "Destroy target artifact or enchantment.",
            [("artifact",), ("enchantment",)],
            [("creature",)],
        ),
        ("Exile target creature or planeswalker.", [("creature",), ("planeswalker",)], [("land",)]),
        ("Destroy target artifact, enchantment, or land.", [("land",)], [("creature",)]),
        (
            "Return target nonland permanent to its owner's hand.",
            [("creature",), ("artifact", "creature")],
            [("land",), ("artifact", "land")],
        ),
    ],
)
def test_the_target_may_be_any_type_named(text: str, fits: list, unfit: list) -> None:  # type: ignore[type-arg]
    flt = _filter(text)
    assert all(matches(flt, _object(*t), "A", None) for t in fits)
    assert not any(matches(flt, _object(*t), "A", None) for t in unfit)


def test_a_target_of_another_type_is_illegal(cards: CardCatalog) -> None:
    # Naturalize: "Destroy target artifact or enchantment."
    on_artifact = run_scenario_text(
        'pila permanentes_rival:"Ornithopter" hechizo:"Naturalize: Ornithopter"', cards
    )
    assert on_artifact.complete
    assert [d.name for d in on_artifact.final.died] == ["Ornithopter"]
    on_creature = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears" hechizo:"Naturalize: Grizzly Bears"', cards
    )
    assert on_creature.complete and on_creature.final.died == []
    assert "artefacto o encantamiento" in render_text(on_creature)
    assert "608.2b" in on_creature.rules


def test_the_reader_still_stops_at_a_following_clause() -> None:
    refs = board_refs([Player(name="A"), Player(name="B")], [])
    got = parse_effects(
        "Destroy target creature, then you gain 2 life.",
        replace(refs, targeting=True, unchosen=True, own_name=None),
    )
    assert [e.type for e in got] == ["destroy", "gain_life"]
    assert got[0].target_filter is not None and got[0].target_filter.kind == "creature"
