"""Type-changing effects on lands in layer 4 (613.1d), read from real cards: an effect that
sets a basic land type takes away the land's other land types and the abilities of its rules
text (305.7), so an effect of that land waits for it and no longer exists (613.8)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _pt(outcome, name):  # type: ignore[no-untyped-def]
    perm = next(p for p in outcome.final.permanents if p.name == name)
    return perm.power, perm.toughness


def test_a_land_type_added_to_each_land_is_counted(cards: CardCatalog) -> None:
    # Urborg: each land is a Swamp too (itself and the Forest): Nightmare counts 2.
    outcome = run_scenario_text(
        'capas objetos:"Nightmare; Urborg, Tomb of Yawgmoth; Forest"', cards
    )
    assert _pt(outcome, "Nightmare") == (2, 2)
    assert all(not c.unread for c in outcome.cards if c.card == "Urborg, Tomb of Yawgmoth")


def test_setting_a_land_type_removes_the_ability_that_would_add_one(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'capas objetos:"Korlash, Heir to Blackblade; Urborg, Tomb of Yawgmoth; Forest; Swamp; '
        'Blood Moon"',
        cards,
    )
    # Blood Moon makes Urborg a Mountain without its ability; the basic Forest is untouched;
    # only the basic Swamp is a Swamp.
    assert _pt(outcome, "Korlash, Heir to Blackblade") == (1, 1)
    assert {"305.7", "613.8a", "613.8b"} <= set(outcome.rules)


def test_nonbasic_lands_only(cards: CardCatalog) -> None:
    # Blood Moon leaves a basic Swamp alone: Nightmare still counts it.
    outcome = run_scenario_text(
        'capas objetos:"Nightmare; Swamp; Urborg, Tomb of Yawgmoth; Blood Moon"', cards
    )
    assert _pt(outcome, "Nightmare") == (1, 1)
