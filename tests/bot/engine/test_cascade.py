"""Cascade (702.85a), read from real cards (issue 49).

702.85a: "When you cast this spell, exile cards from the top of your library until you exile a
nonland card whose mana value is less than this spell's mana value. You may cast that card
without paying its mana cost … Then put all cards exiled this way that weren't cast on the
bottom of your library in a random order." The library is a count: the card found is named by
the scenario, or asked."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, ScenarioQuestion, run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from bot.engine.outcome import Outcome
    from index.cards.catalog import CardCatalog

_BOARD = 'pila biblioteca:10 criaturas_rival:"Oso 2/2" '


def _kinds(outcome: Outcome) -> list[str]:
    return [s.kind for s in outcome.steps]


def _library(outcome: Outcome) -> int | None:
    return next(p.library for p in outcome.final.players if p.name == "Jugador activo")


def test_the_card_found_is_cast_before_the_spell_resolves(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        _BOARD + 'hechizo:"Bloodbraid Elf: cascada Lightning Bolt a Oso"', cards
    )
    assert outcome.complete
    assert {d.name for d in outcome.final.died} == {"Oso"}
    assert "702.85a" in outcome.rules and "resolve.cascade_cast" in _kinds(outcome)
    assert _library(outcome) == 9  # only the card cast left the library
    order = [s.args["item"]["name"] for s in outcome.steps if s.kind == "priority.resolves"]
    assert order == ["Cascada de Bloodbraid Elf", "Lightning Bolt", "Bloodbraid Elf"]


def test_not_cast_every_exiled_card_goes_back_to_the_bottom(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        _BOARD + 'hechizo:"Bloodbraid Elf: cascada Lightning Bolt sin lanzar"', cards
    )
    assert "resolve.cascade_bottom" in _kinds(outcome)
    assert _library(outcome) == 10 and not outcome.final.died


def test_nothing_found(cards: CardCatalog) -> None:
    outcome = run_scenario_text(_BOARD + 'hechizo:"Shardless Agent: cascada nada"', cards)
    assert "resolve.cascade_bottom" in _kinds(outcome) and _library(outcome) == 10


def test_a_card_with_equal_mana_value_or_a_land_is_refused(cards: CardCatalog) -> None:
    # Shardless Agent has mana value 3: a land, and Cancel (3, not less), are refused.
    for hit in ("Mountain", "Cancel sin lanzar"):
        with pytest.raises(ScenarioError) as error:
            run_scenario_text(_BOARD + f'hechizo:"Shardless Agent: cascada {hit}"', cards)
        assert "702.85a" in str(error.value)


def test_not_told_the_card_found_is_asked(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion) as asked:
        run_scenario_text(_BOARD + 'hechizo:"Bloodbraid Elf"', cards)
    assert "702.85a" in str(asked.value)


def test_cascada_on_a_spell_without_cascade_is_an_error(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError) as error:
        run_scenario_text(_BOARD + 'hechizo:"Grizzly Bears: cascada Lightning Bolt a Oso"', cards)
    assert "no tiene cascada" in str(error.value)


def test_the_card_cast_is_cast_so_prowess_triggers_twice(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila criaturas:"Monastery Swiftspear" '
        'hechizo:"Violent Outburst: cascada Lightning Bolt a Jugador no activo"',
        cards,
    )
    swift = next(p for p in outcome.final.permanents if p.name == "Monastery Swiftspear")
    # prowess twice (+2/+2) and Violent Outburst's +1/+0
    assert (swift.power, swift.toughness) == (4, 4)


def test_cast_in_the_timeline(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario criaturas_rival:"Oso 2/2" '
        'eventos:"lanza Bloodbraid Elf: cascada Lightning Bolt a Oso"',
        cards,
    )
    assert {d.name for d in outcome.final.died} == {"Oso"}


def test_the_cards_are_read_whole_alone(cards: CardCatalog) -> None:
    # Apex Devastator: one keyword four times on a line (702.85c), read as the whole line.
    names = (
        "Bloodbraid Elf",
        "Shardless Agent",
        "Violent Outburst",
        "Ardent Plea",
        "Apex Devastator",
    )
    for name in names:
        card = cards.card_named(name)
        assert card is not None
        reading = read_card(card)
        assert not reading.unread, (name, reading.unread)
