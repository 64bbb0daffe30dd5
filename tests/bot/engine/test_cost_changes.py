"""Static abilities that make spells cost more or less (601.2f), read from card text and from
the scenario language; reductions take off generic mana only (118.7a), never below {0}."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.cost_changes import AppliedChange, apply_changes, generic_part
from bot.engine.language.cost_changes import cost_change
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def test_the_sentences_read_and_those_left_unread() -> None:
    thalia = cost_change("Noncreature spells cost {1} more to cast.")
    assert thalia is not None and thalia.amount == 1 and thalia.not_types == {"creature"}
    assert thalia.caster == "any"
    archmage = cost_change("Instant and sorcery spells you cast cost {1} less to cast.")
    assert archmage is not None and archmage.amount == -1 and archmage.caster == "you"
    assert archmage.types == {"instant", "sorcery"}
    taxed = cost_change("Black spells your opponents cast cost {2} more to cast.")
    assert taxed is not None and taxed.colors == {"black"} and taxed.caster == "opponent"
    spanish = cost_change("los hechizos que no son de criatura cuestan {1} más")
    assert spanish is not None and spanish.not_types == {"creature"} and spanish.amount == 1
    # More than types and colours: unread, never half read.
    assert cost_change("Dinosaur spells you cast cost {1} less to cast.") is None
    assert (
        cost_change("The first creature spell you cast each turn costs {1} less to cast.") is None
    )
    assert cost_change("This spell costs {1} less to cast for each creature you control.") is None


def test_reductions_take_generic_mana_only() -> None:
    assert generic_part("{2}{U}{U}") == 2 and generic_part("{X}{R}") == 0
    less = [AppliedChange("A", -1), AppliedChange("B", -1)]
    assert apply_changes(1, 2, less) == 2  # {1}{U}{U} minus {2}: {U}{U}
    assert apply_changes(3, 1, [AppliedChange("T", 1), AppliedChange("A", -1)]) == 4


def test_thalia_taxes_noncreature_spells_of_both_players(cards: CardCatalog) -> None:
    thalia = cards.card_named("Thalia, Guardian of Thraben")
    assert thalia is not None and not read_card(thalia).unread
    bolt = run_scenario_text(
        'momento carta:"Lightning Bolt" permanentes_rival:"Thalia, Guardian of Thraben"', cards
    )
    assert bolt.complete and bolt.final.cost == 2
    assert "601.2f" in bolt.rules
    own = run_scenario_text(
        'momento carta:"Lightning Bolt" permanentes:"Thalia, Guardian of Thraben"', cards
    )
    assert own.final.cost == 2  # "Noncreature spells": whoever casts them
    bears = run_scenario_text(
        'momento carta:"Grizzly Bears" desde:mano permanentes_rival:"Thalia, Guardian of Thraben"',
        cards,
    )
    assert bears.final.cost == 2  # a creature spell: untouched


def test_a_reduction_for_your_spells_only(cards: CardCatalog) -> None:
    # Archmage of Runes: "Instant and sorcery spells you cast cost {1} less to cast."
    mine = run_scenario_text(
        'momento carta:"Divination" desde:mano permanentes:"Archmage of Runes"', cards
    )
    assert mine.complete and mine.final.cost == 2  # {2}{U} minus {1}
    assert "118.7a" in mine.rules
    theirs = run_scenario_text(
        'momento carta:"Divination" desde:mano permanentes_rival:"Archmage of Runes"', cards
    )
    assert theirs.final.cost == 3
    floor = run_scenario_text(
        'momento carta:"Opt" desde:mano permanentes:"Archmage of Runes"', cards
    )
    assert floor.final.cost == 1  # {U}: nothing generic to take off


def test_a_made_up_permanent_with_the_ability_in_spanish() -> None:
    outcome = run_scenario_text(
        'momento carta:"instantáneo" permanentes_rival:"Tasa 2/1 otorga:los hechizos que no son '
        'de criatura cuestan {1} más"'
    )
    assert outcome.final.playable  # no real card: its cost is not known, only its timing
