"""Life "equal to its power" (issue 49), as card text writes it: "Exile target creature. Its
controller gains life equal to its power." (Swords to Plowshares).

608.2h: an effect that needs information about an object uses its current information if it is
still in the zone expected, and its last known information otherwise. The creature exiled by
the instruction before is read as it last existed on the battlefield (a pump then counts), and
"its controller" is the player who controlled it, not the spell's controller."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _life(outcome):  # type: ignore[no-untyped-def]
    return {s.args["player"]: s.args["life"][1] for s in outcome.steps if s.kind == "resolve.life"}


def test_swords_gives_the_life_to_the_exiled_creatures_controller(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario criaturas_rival:"Oso 3/3" hechizo:"Swords to Plowshares: Oso"', cards
    )
    assert outcome.complete
    assert _life(outcome) == {"Jugador B": 23}  # the rival, whose creature it was
    assert "608.2h" in outcome.rules


def test_a_pump_before_it_left_counts(cards: CardCatalog) -> None:
    # Giant Growth resolves first (it is on top): the creature left as a 6/6.
    outcome = run_scenario_text(
        'escenario criaturas_rival:"Oso 3/3" '
        'hechizo:"Swords to Plowshares: Oso; Giant Growth (rival): Oso"',
        cards,
    )
    assert _life(outcome) == {"Jugador B": 26}


def test_you_gain_it_when_the_text_says_you(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario criaturas_rival:"Oso 3/3" '
        'hechizo:"Castigo: destroy target creature Oso. You gain life equal to its toughness."',
        cards,
    )
    assert outcome.complete
    assert _life(outcome) == {"Jugador A": 23}


def test_an_illegal_target_gives_no_life(cards: CardCatalog) -> None:
    # The creature is gone before Swords resolves: its only target is illegal, so the spell
    # does nothing at all (608.2b), the life included.
    outcome = run_scenario_text(
        'escenario criaturas_rival:"Oso 3/3" '
        'hechizo:"Swords to Plowshares: Oso; Lightning Bolt (rival): Oso"',
        cards,
    )
    assert _life(outcome) == {}


def test_a_dies_trigger_reads_its_source_as_it_last_was(cards: CardCatalog) -> None:
    # Bottle Golems (3/3): "When this creature dies, you gain life equal to its power."
    outcome = run_scenario_text(
        'escenario criaturas:"Bottle Golems" hechizo:"Veneno (rival): destruye Bottle Golems"',
        cards,
    )
    assert outcome.complete
    assert _life(outcome) == {"Jugador A": 23}


def test_read_from_real_cards(cards: CardCatalog) -> None:
    for name in ("Swords to Plowshares", "Bottle Golems", "Boulderbranch Golem"):
        card = cards.card_named(name)
        assert card is not None
        assert not [line for line in read_card(card).unread if "equal to its" in line], name
