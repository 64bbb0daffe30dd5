"""Predefined tokens (111.10) and Investigate (701.16a), read from real cards of the bundled
data: the token has the characteristics its rule defines, its ability included.

Strike It Rich: "Create a Treasure token." Bake into a Pie: "Destroy target creature. Create a
Food token."
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _tokens(outcome):  # type: ignore[no-untyped-def]
    return [p for p in outcome.final.permanents if p.name in ("Treasure", "Food", "Clue")]


def test_the_lines_are_read(cards: CardCatalog) -> None:
    for name in ("Strike It Rich", "Bake into a Pie"):
        assert read_card(cards.card_named(name)).unread == []  # type: ignore[arg-type]


def test_a_treasure_is_a_colorless_artifact_with_its_mana_ability(cards: CardCatalog) -> None:
    from bot.engine.language.predefined_tokens import token
    from bot.engine.state import Permanent

    made = token("treasure")
    perm = Permanent(
        id="t",
        name=made["name"],
        controller="A",
        **{k: made[k] for k in ("types", "subtypes", "abilities")},
    )
    assert perm.types == {"artifact"} and perm.subtypes == {"Treasure"} and not perm.colors
    (ability,) = perm.activated
    assert ability.tap and ability.sacrifice_self
    assert [e.type for e in ability.effects] == ["add_mana"]


def test_the_food_enters_beside_the_destroyed_creature(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila criaturas_rival:"Oso 2/2" hechizo:"Bake into a Pie: Oso"', cards
    )
    assert outcome.complete
    assert [(t.name, sorted(t.types)) for t in _tokens(outcome)] == [("Food", ["artifact"])]
    assert "Oso" not in [p.name for p in outcome.final.permanents]


def test_investigate_creates_a_clue() -> None:
    outcome = run_scenario_text('pila hechizo:"Saber: investiga dos veces"')
    assert [t.name for t in _tokens(outcome)] == ["Clue", "Clue"]
