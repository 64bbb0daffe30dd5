"""Casting from exile or a graveyard as a timing question asks it (601.3; bot/engine/
zone_casts.py), with real cards: Foretell (702.143a, Demon Bolt: {2}{R} instant, "Foretell
{R}"), Plot (702.170d, Djinn of Fool's Fall: {4}{U} creature, "Plot {3}{U}"), Warp
(702.185a, Bygone Colossus: {9}, "Warp {3}"), Suspend (702.62a, Rift Bolt) and Retrace
(702.81a, Flame Jab: {R} sorcery, "Retrace")."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import run_scenario_text
from bot.engine.errors import ScenarioError, ScenarioQuestion
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from bot.engine.outcome import Outcome
    from index.cards.catalog import CardCatalog


def _ask(cards: CardCatalog, card: str, said: str = "", where: str = "exilio") -> Outcome:
    return run_scenario_text(f'momento carta:"{card}" desde:{where} {said}', cards)


def _kinds(outcome: Outcome) -> list[str]:
    return [s.kind for s in outcome.steps]


@pytest.mark.parametrize(
    ("name", "line", "rule"),
    [
        ("Demon Bolt", "Foretell {R}", "702.143a"),
        ("Djinn of Fool's Fall", "Plot {3}{U}", "702.170a"),
        ("Flame Jab", "Retrace", "702.81a"),
    ],
)
def test_each_is_read_from_its_rule(cards: CardCatalog, name: str, line: str, rule: str) -> None:
    card = cards.card_named(name)
    assert card is not None
    reading = read_card(card)
    assert line in reading.read, reading.unread
    assert reading.keyword_rules[line] == rule


def test_a_foretold_card_is_cast_for_its_foretell_cost_on_a_later_turn(cards: CardCatalog) -> None:
    # An instant: in the opponent's turn with a spell on the stack too (its usual time).
    outcome = _ask(cards, "Demon Bolt", 'exiliada:"presagiada turno anterior" turno:ajeno pila:1')
    assert outcome.final.playable is True and outcome.final.cost == 1  # {R}, not {2}{R}
    assert outcome.complete and {"702.143a", "601.3", "118.9"} <= set(outcome.rules)


def test_not_on_the_turn_it_was_foretold(cards: CardCatalog) -> None:
    outcome = _ask(cards, "Demon Bolt", 'exiliada:"presagiada este turno"')
    assert outcome.final.playable is False
    assert "timing.exiled_this_turn" in _kinds(outcome)


def test_a_plotted_card_is_free_but_only_in_its_owners_main_phase(cards: CardCatalog) -> None:
    mine = _ask(cards, "Djinn of Fool's Fall", "exiliada:tramada,antes")
    assert mine.final.playable is True and mine.final.cost == 0
    assert "702.170d" in mine.rules
    theirs = _ask(cards, "Djinn of Fool's Fall", "exiliada:tramada,antes turno:ajeno")
    assert theirs.final.playable is False


def test_a_warped_card_is_cast_later_for_its_mana_cost(cards: CardCatalog) -> None:
    outcome = _ask(cards, "Bygone Colossus", 'exiliada:"warp turno anterior"')
    assert outcome.final.playable is True and outcome.final.cost == 9
    assert "702.185a" in outcome.rules


def test_a_suspended_card_is_never_cast_at_will(cards: CardCatalog) -> None:
    # 702.62a: only by its trigger as the last time counter is removed.
    outcome = _ask(cards, "Rift Bolt", "exiliada:suspendida")
    assert outcome.final.playable is False and "702.62a" in outcome.rules


def test_a_card_without_the_keyword_is_not_cast_from_exile(cards: CardCatalog) -> None:
    outcome = _ask(cards, "Lightning Bolt", 'exiliada:"presagiada turno anterior"')
    assert outcome.final.playable is False and "601.3" in outcome.rules


def test_how_it_got_to_exile_unsaid_is_asked(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion, match="601.3"):
        _ask(cards, "Demon Bolt")
    with pytest.raises(ScenarioQuestion, match="702.143a"):
        _ask(cards, "Demon Bolt", "exiliada:presagiada")


def test_exiliada_needs_desde_exilio(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError, match="desde:exilio"):
        _ask(cards, "Demon Bolt", "exiliada:presagiada", where="mano")


def test_retrace_casts_it_from_the_graveyard(cards: CardCatalog) -> None:
    outcome = _ask(cards, "Flame Jab", where="cementerio")
    assert outcome.final.playable is True and outcome.final.cost == 1
    assert "702.81a" in outcome.rules
    without = _ask(cards, "Lightning Bolt", where="cementerio")
    assert without.final.playable is False


# Madness (702.35a) and Suspend (702.62a): cast from exile while their own trigger resolves
# (608.2g), so the card's type sets no time. Alchemist's Greeting: {4}{R} sorcery, "Madness
# {1}{R}"; Ancestral Vision: no mana cost, "Suspend 4—{U}"; Rift Bolt: {2}{R} sorcery,
# "Suspend 1—{R}".
@pytest.mark.parametrize(
    ("name", "line", "rule"),
    [
        ("Alchemist's Greeting", "Madness {1}{R}", "702.35a"),
        ("Ancestral Vision", "Suspend 4—{U}", "702.62a"),
    ],
)
def test_madness_and_suspend_are_read(cards: CardCatalog, name: str, line: str, rule: str) -> None:
    card = cards.card_named(name)
    assert card is not None
    reading = read_card(card)
    assert line in reading.read, reading.unread
    assert reading.keyword_rules[line] == rule


def test_a_sorcery_discarded_with_madness_is_cast_in_the_opponents_turn(
    cards: CardCatalog,
) -> None:
    outcome = _ask(cards, "Alchemist's Greeting", "exiliada:locura turno:ajeno pila:1")
    assert outcome.final.playable is True and outcome.final.cost == 2  # {1}{R}
    assert {"702.35a", "608.2g"} <= set(outcome.rules)


def test_a_card_with_no_mana_cost_is_not_cast_from_the_hand(cards: CardCatalog) -> None:
    # 118.6: no mana cost is an unpayable cost; suspend is how Ancestral Vision is played.
    outcome = _ask(cards, "Ancestral Vision", where="mano")
    assert outcome.final.playable is False and outcome.complete
    assert {"118.6", "702.62a"} <= set(outcome.rules)


def test_the_last_time_counter_removed_it_is_cast_free(cards: CardCatalog) -> None:
    outcome = _ask(
        cards, "Ancestral Vision", 'exiliada:"suspendida, último contador" paso:mantenimiento'
    )
    assert outcome.final.playable is True and outcome.final.cost == 0
    assert "118.6a" not in outcome.rules and "608.2g" in outcome.rules
    waiting = _ask(cards, "Rift Bolt", "exiliada:suspendida")
    assert waiting.final.playable is False


def test_cycling_a_madness_card_leaves_madness_unread(cards: CardCatalog) -> None:
    # Ichor Slick ("Cycling {2}", "Madness {3}{B}"): discarded to cycle it, madness exiles it
    # instead and triggers (702.35a), which a timeline does not model: said, never dropped.
    outcome = run_scenario_text('escenario eventos:"cicla Ichor Slick; resuelve"', cards)
    assert not outcome.complete
    assert any("Madness" in text for _, text in outcome.unread())
