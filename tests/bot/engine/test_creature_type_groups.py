"""Groups named by colour and creature type in card text: "Other Merfolk you control get
+1/+1", "Sliver creatures you control", "Other green creatures you control" (205.3m lists the
creature types; 611.3a: a static ability's group is checked at every moment)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.creature_types import creature_type, creature_types
from bot.engine.language.reading import read_card
from bot.engine.language.words import Words

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _pt(outcome, name: str) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    found = next(p for p in outcome.final.permanents if p.name == name)
    return found.power, found.toughness


def test_the_list_is_the_rules_own() -> None:
    types = creature_types()
    assert {"elf", "sliver", "merfolk", "zombie", "time lord"} <= set(types)
    assert "creature" not in types and "forest" not in types  # not a creature type


def test_plurals_read_only_when_their_singular_is_a_type() -> None:
    assert creature_type(Words.of("Elves you control")) == ("Elf", True)
    assert creature_type(Words.of("Wolves")) == ("Wolf", True)
    assert creature_type(Words.of("Sliver creatures")) == ("Sliver", False)
    assert creature_type(Words.of("Forests you control")) is None
    assert creature_type(Words.of("elves")) is None  # card text capitalises a type


def test_other_merfolk_get_the_bonus_and_other_types_do_not(cards: CardCatalog) -> None:
    # Lord of Atlantis: "Other Merfolk get +1/+1 and have islandwalk."
    lord = cards.card_named("Lord of Atlantis")
    assert lord is not None and not read_card(lord).unread
    outcome = run_scenario_text(
        'estado criaturas:"Lord of Atlantis; Merfolk of the Pearl Trident; Grizzly Bears"', cards
    )
    assert outcome.complete
    assert _pt(outcome, "Merfolk of the Pearl Trident") == (2, 2)
    assert _pt(outcome, "Grizzly Bears") == (2, 2)
    assert _pt(outcome, "Lord of Atlantis") == (2, 2)  # "other": not itself


def test_colour_before_the_noun_counts_each_colour(cards: CardCatalog) -> None:
    # Boartusk Liege: "Other red creatures you control get +1/+1. / Other green creatures you
    # control get +1/+1." A red and green creature gets both (each line is its own effect).
    liege = cards.card_named("Boartusk Liege")
    assert liege is not None and not read_card(liege).unread
    outcome = run_scenario_text(
        'estado criaturas:"Boartusk Liege; Grizzly Bears; Boggart Ram-Gang" '
        'criaturas_rival:"Llanowar Elves"',
        cards,
    )
    assert outcome.complete
    assert _pt(outcome, "Grizzly Bears") == (3, 3)
    assert _pt(outcome, "Boggart Ram-Gang") == (5, 5)
    assert _pt(outcome, "Llanowar Elves") == (1, 1)  # "you control"
    assert _pt(outcome, "Boartusk Liege") == (3, 4)  # printed 3/4: "other"


def test_sliver_creatures_include_the_source(cards: CardCatalog) -> None:
    # Predatory Sliver: "Sliver creatures you control get +1/+1." (no "other": itself too)
    outcome = run_scenario_text('estado criaturas:"Predatory Sliver; Grizzly Bears"', cards)
    assert outcome.complete
    assert _pt(outcome, "Predatory Sliver") == (2, 2)
    assert _pt(outcome, "Grizzly Bears") == (2, 2)


def test_enchant_words_with_colours_and_negated_types(cards: CardCatalog) -> None:
    # Encase in Ice: "Enchant red or green creature" (702.5a); on a white creature it is
    # attached illegally and goes to the graveyard (704.5m).
    from bot.engine.language.cards import enchant_filter

    either = enchant_filter("red or green creature")
    assert either is not None and either.colors == {"red", "green"}
    nonland = enchant_filter("nonland permanent")
    assert nonland is not None and nonland.kind == "permanent" and nonland.not_types == {"land"}
    encase = cards.card_named("Encase in Ice")
    suppression = cards.card_named("Suppression Bonds")
    assert encase is not None and not read_card(encase).unread
    assert suppression is not None and not read_card(suppression).unread
    green = run_scenario_text(
        'estado criaturas_rival:"Grizzly Bears" auras:"Encase in Ice encanta:r1"', cards
    )
    assert green.complete and green.final.died == []
    white = run_scenario_text(
        'estado criaturas_rival:"Savannah Lions" auras:"Encase in Ice encanta:r1"', cards
    )
    assert [d.name for d in white.final.died] == ["Encase in Ice"]
    assert "702.5a" in white.rules
