"""Activated abilities read from real cards' text (language/activated.py, becomes.py): loyalty
abilities with their cost (606.2), costs the engine pays, costs it does not (the line stays
unread), mana abilities of lands, lands that enter tapped or become creatures."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine.language.costs import read_cost
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _reading(cards: CardCatalog, name: str):  # type: ignore[no-untyped-def]
    card = cards.card_named(name)
    assert card is not None, name
    return read_card(card)


def test_loyalty_lines_are_read_as_abilities_and_the_rest_stays_unread(
    cards: CardCatalog,
) -> None:
    jace = _reading(cards, "Jace Beleren")
    assert "[+2]: Each player draws a card." in jace.read
    assert "[−1]: Target player draws a card." in jace.read
    assert "[−10]: Target player mills twenty cards." in jace.read  # numbers past ten
    assert jace.unread == []


def test_a_loyalty_cost_of_x_is_read_with_x_to_announce(cards: CardCatalog) -> None:
    """107.3a: X is announced as it is activated (tests/bot/engine/test_planeswalker_text.py
    runs it); the card read alone reads the line."""
    chandra = _reading(cards, "Chandra Nalaar")
    assert any(line.startswith("[−X]") for line in chandra.read)
    assert any(line.startswith("[+1]") for line in chandra.read)


@pytest.mark.parametrize(
    ("cost", "expected"),
    [
        ("[+2]", {"loyalty": 2}),
        ("[−3]", {"loyalty": -3}),
        ("[0]", {"loyalty": 0}),
        ("[−X]", {"loyalty_x": True, "loyalty": None}),
        ("{T}", {"tap": True}),
        ("{T}, Pay 1 life, Sacrifice esta criatura", {"tap": True, "life": 1}),
        ("{1}{R}, Sacrifice esta criatura", {"sacrifice_self": True}),
        ("Pay {2}", {}),
        ("Remove two +1/+1 counters from esta criatura", {"remove_counters": {"+1/+1": 2}}),
    ],
)
def test_costs_the_engine_pays(cost: str, expected: dict[str, object]) -> None:
    read = read_cost(cost)
    assert read is not None
    for key, value in expected.items():
        assert getattr(read, key) == value


def test_sacrificing_another_permanent_is_a_choice_of_your_own() -> None:
    another = read_cost("Sacrifice another creature")
    assert another is not None and another.sacrifice is not None
    assert (another.sacrifice.kind, another.sacrifice.controller) == ("creature", "you")
    assert another.sacrifice.other
    goblin = read_cost("{1}{R}, Sacrifice a Goblin")
    assert goblin is not None and goblin.sacrifice is not None
    assert goblin.sacrifice.subtype == "Goblin"


@pytest.mark.parametrize(
    "cost", ["Discard a card", "{Q}", "[+X]", "Remove a charge counter from esta criatura"]
)
def test_costs_the_engine_does_not_pay_are_not_read(cost: str) -> None:
    assert read_cost(cost) is None


def test_a_line_whose_cost_is_not_read_stays_unread(cards: CardCatalog) -> None:
    mongrel = _reading(cards, "Wild Mongrel")
    assert any(line.startswith("Discard a card:") for line in mongrel.unread)


@pytest.mark.parametrize(
    "name",
    [
        "Arcane Sanctum",  # enters tapped; {T}: Add {W}, {U}, or {B}.
        "Celestial Colonnade",  # becomes a 4/4 … creature with flying and vigilance
        "Treetop Village",
        "Ashnod's Altar",  # Sacrifice a creature: Add {C}{C}.
        "Mind Stone",  # {1}, {T}, Sacrifice this artifact: Draw a card.
        "Mogg Fanatic",
        "Siege-Gang Commander",  # {1}{R}, Sacrifice a Goblin: …
    ],
)
def test_cards_read_whole(cards: CardCatalog, name: str) -> None:
    reading = _reading(cards, name)
    assert reading.unread == [], reading.unread


def test_a_land_entering_tapped_by_its_own_name(cards: CardCatalog) -> None:
    crossroads = _reading(cards, "Forsaken Crossroads")
    assert "Forsaken Crossroads enters the battlefield tapped." in crossroads.read


def test_becoming_a_creature_with_more_than_the_reader_knows_stays_unread(
    cards: CardCatalog,
) -> None:
    # Mutavault: "with all creature types" is not said in the engine's effects.
    mutavault = _reading(cards, "Mutavault")
    assert any("all creature types" in line for line in mutavault.unread)
