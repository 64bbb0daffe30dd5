"""Planeswalker text read by general constructs (issue 49, session 7): the shortened name a
planeswalker's text calls itself by (201.5c), numbers written as words past ten, and "until
your next turn" (611.2b); each from the rules' text and real cards of the bundled data."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import Outcome, run_scenario_text
from bot.engine.language.own_short_name import name_itself, short_names
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from bot.engine.outcome import PermanentSummary
    from index.cards.catalog import CardCatalog


def _perm(outcome: Outcome, name: str) -> PermanentSummary | None:
    return next((p for p in outcome.final.permanents if p.name == name), None)


def _life(outcome: Outcome, name: str) -> int:
    return next(p.life for p in outcome.final.players if p.name == name)


# ----------------------------------------------------------------- 201.5c: shortened names


def test_a_shortened_name_is_the_card_itself(cards: CardCatalog) -> None:
    """201.5c: "Instances of a card's shortened name used in this manner are treated as
    though they used the card's full name." Ajani Vengeant's "[−2]: Ajani deals 3 damage to
    any target and you gain 3 life." is the planeswalker dealing the damage."""
    card = cards.card_named("Ajani Vengeant")
    assert card is not None and short_names(card) == {"Ajani"}
    line = "[−2]: Ajani deals 3 damage to any target and you gain 3 life."
    assert line in read_card(card).read
    outcome = run_scenario_text(
        'escenario permanentes:"Ajani Vengeant" criaturas_rival:"Grizzly Bears" '
        'eventos:"activa el -2 de Ajani Vengeant: Grizzly Bears"',
        cards,
    )
    assert _perm(outcome, "Grizzly Bears") is None  # 3 damage to a 2/2
    assert _life(outcome, "Jugador A") == 23
    ajani = _perm(outcome, "Ajani Vengeant")
    assert ajani is not None and ajani.loyalty == 1  # printed 3 (306.5b), minus 2 (606.4)


def test_the_same_word_naming_other_permanents_is_left_as_written(cards: CardCatalog) -> None:
    """205.3j: the word is also a planeswalker type, which other permanents have: "each
    Garruk you control", "Ajani's Pridemate", "a Chandra planeswalker card" are not the card."""
    garruk = cards.card_named("Garruk, Cursed Huntsman")
    assert garruk is not None and short_names(garruk) == {"Garruk"}
    kept = "put a loyalty counter on each Garruk you control."
    assert name_itself(kept, garruk, "~") == kept
    ajani = cards.card_named("Ajani Vengeant")
    assert ajani is not None
    for other in ("a token named Ajani's Pridemate", "an Ajani planeswalker card"):
        assert name_itself(other, ajani, "~") == other
    assert name_itself("exile Ajani and each artifact", ajani, "~") == "exile ~ and each artifact"


def test_a_card_that_is_not_a_planeswalker_has_no_shortened_name(cards: CardCatalog) -> None:
    """Only a planeswalker type that is a word of the card's own name: a creature's first word
    ("Sliver" of Sliver Queen) is the creature type other permanents share, never the card."""
    for name in ("Sliver Queen", "Grizzly Bears", "The Royal Scions"):
        card = cards.card_named(name)
        assert card is not None and short_names(card) == set(), name


# ------------------------------------------------------------------- numbers past ten


def test_numbers_written_as_words_past_ten(cards: CardCatalog) -> None:
    """Jace Beleren, "[−10]: Target player mills twenty cards.": read whole, and the player
    named mills twenty (701.17a), while Jace goes to the graveyard with 0 loyalty (704.5i)."""
    card = cards.card_named("Jace Beleren")
    assert card is not None
    reading = read_card(card)
    assert reading.unread == [] and "[−10]: Target player mills twenty cards." in reading.read
    outcome = run_scenario_text(
        'escenario permanentes:"Jace Beleren lealtad:10" '
        'eventos:"activa el -10 de Jace Beleren: Jugador B"',
        cards,
    )
    milled = [s for s in outcome.steps if "wanted" in s.args and "got" in s.args]
    assert [s.args["wanted"] for s in milled] == [20]
    assert _perm(outcome, "Jace Beleren") is None and "704.5i" in outcome.rules
