"""Sagas (714), read from the rules text with real cards of the bundled data: each chapter line is
a chapter ability (714.2b, 714.2c) triggered as lore counters reach its number; a lore counter
is put on each Saga as its controller's precombat main phase begins (505.4, 714.3b); the Saga
is sacrificed once its lore counters reach its final chapter and no chapter ability of it is
waiting or on the stack (704.5s, 714.4).

History of Benalia: "I, II — Create a 2/2 white Knight creature token with vigilance. /
III — Knights you control get +2/+1 until end of turn." The Eldest Reborn: "… II — Each
opponent discards a card. …" The Flame of Keld: "III — If a red source you control would deal
damage … plus 2 …" (not read).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario_text
from bot.engine.language.chapter_lines import chapter_line
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _names(outcome) -> list[str]:  # type: ignore[no-untyped-def]
    return [p.name for p in outcome.final.permanents]


def _benalia(lore: int, events: str = "principal") -> str:
    told = f' eventos:"{events}"' if events else ""
    return f'escenario paso:robo permanentes:"History of Benalia historia:{lore}"{told}'


def test_chapter_numerals_are_read_as_numbers() -> None:
    # 714.2a: I is 1, II is 2…; 714.2c: "I, II — …" is two chapter abilities.
    assert chapter_line("I, II — Draw a card.") == ([1, 2], "Draw a card.")
    assert chapter_line("IV — Scry 2.") == ([4], "Scry 2.")
    assert chapter_line("VI — Draw a card.") == ([6], "Draw a card.")
    assert chapter_line("Flying") is None


def test_a_sagas_chapter_lines_are_read(cards: CardCatalog) -> None:
    reading = read_card(cards.card_named("History of Benalia"))  # type: ignore[arg-type]
    assert reading.unread == []
    assert len(reading.read) == 2


def test_a_chapter_line_the_language_cannot_read_stays_unread(cards: CardCatalog) -> None:
    reading = read_card(cards.card_named("The Flame of Keld"))  # type: ignore[arg-type]
    assert [line[:5] for line in reading.unread] == ["III —"]
    assert {line[:4] for line in reading.read} == {"I — ", "II —"}


def test_the_main_phase_lore_counter_triggers_the_next_chapter(cards: CardCatalog) -> None:
    outcome = run_scenario_text(_benalia(1), cards)
    assert outcome.complete
    # II: a 2/2 Knight token; the Saga stays (2 of 3 counters).
    assert "History of Benalia" in _names(outcome)
    knights = [p for p in outcome.final.permanents if p.name != "History of Benalia"]
    assert [(k.power, k.toughness) for k in knights] == [(2, 2)]
    assert {"505.4", "714.3b", "714.2b"} <= set(outcome.rules)
    assert outcome.final.resolution_order == ["Capítulo II de History of Benalia"]


def test_no_main_phase_no_lore_counter(cards: CardCatalog) -> None:
    # Only the precombat main phase adds one (714.3b): the upkeep and draw steps do nothing.
    outcome = run_scenario_text(
        _benalia(1, "robo").replace("paso:robo", "paso:mantenimiento"), cards
    )
    assert not outcome.final.resolution_order
    assert _names(outcome) == ["History of Benalia"]


def test_the_rivals_saga_gets_no_counter_in_your_main_phase(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario paso:robo permanentes_rival:"History of Benalia historia:1" eventos:"principal"',
        cards,
    )
    assert not outcome.final.resolution_order


def test_the_final_chapter_resolves_before_the_saga_is_sacrificed(cards: CardCatalog) -> None:
    # 714.4: while chapter III waits or is on the stack the Saga stays; then it is sacrificed.
    outcome = run_scenario_text(
        'escenario paso:robo permanentes:"History of Benalia historia:2" '
        'criaturas:"Knight Token 2/2 tipo:criatura" eventos:"principal"',
        cards,
    )
    assert outcome.final.resolution_order == ["Capítulo III de History of Benalia"]
    assert "History of Benalia" not in _names(outcome)
    assert {"704.5s", "714.4"} <= set(outcome.rules)
    sacrificed = next(i for i, s in enumerate(outcome.steps) if "704.5s" in s.rules)
    resolved = next(i for i, s in enumerate(outcome.steps) if s.kind == "priority.resolves")
    assert resolved < sacrificed


def test_a_saga_past_its_final_chapter_is_sacrificed_at_once(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'estado permanentes:"History of Benalia historia:3; Glorious Anthem"', cards
    )
    assert _names(outcome) == ["Glorious Anthem"]
    assert "704.5s" in outcome.rules


def test_a_saga_short_of_its_final_chapter_stays(cards: CardCatalog) -> None:
    outcome = run_scenario_text('estado permanentes:"History of Benalia historia:2"', cards)
    assert _names(outcome) == ["History of Benalia"]


def test_an_unread_final_chapter_still_counts(cards: CardCatalog) -> None:
    # The Flame of Keld's chapter III is not read: its final chapter is still 3 (714.2d), so
    # two counters keep it, and the answer is conditional.
    outcome = run_scenario_text('estado permanentes:"The Flame of Keld historia:2"', cards)
    assert _names(outcome) == ["The Flame of Keld"]
    assert not outcome.complete


def test_a_chapter_aimed_at_each_opponent(cards: CardCatalog) -> None:
    # The Eldest Reborn II: "Each opponent discards a card."
    outcome = run_scenario_text(
        'escenario paso:robo permanentes:"The Eldest Reborn historia:1" mano_rival:2 '
        'eventos:"principal"',
        cards,
    )
    rival = next(p for p in outcome.final.players if p.name == "Jugador B")
    assert rival.hand == 1


def test_lore_counters_not_told_are_asked_when_they_decide(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError, match="historia:N"):
        run_scenario_text(_benalia(1).replace(" historia:1", ""), cards)
    # Where no counter is added and none is checked against a chapter, nothing is asked.
    outcome = run_scenario_text('estado permanentes:"History of Benalia"', cards)
    assert _names(outcome) == ["History of Benalia"]
