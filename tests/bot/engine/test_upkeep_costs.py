"""Echo (702.30a) and cumulative upkeep (702.24a), read from their rules and triggered as
their controller's upkeep begins (bot/engine/upkeep_costs.py), with the real cards Goblin
Patrol ("Echo {R}") and Illusions of Grandeur ("Cumulative upkeep {2}", gain 20 life as it
enters, lose 20 as it leaves)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import run_scenario_text
from bot.engine.errors import ScenarioError, ScenarioQuestion
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from bot.engine.outcome import Outcome
    from index.cards.catalog import CardCatalog

# From the rival's end step to the next turn: Jugador A's untap, upkeep, draw…
_NEXT = 'escenario turno:ajeno paso:final {where}:"{card}" eventos:"{events}"'


def _run(cards: CardCatalog, card: str, *, where: str = "criaturas", turns: int = 1) -> Outcome:
    events = "; ".join(["siguiente turno"] * turns)
    return run_scenario_text(_NEXT.format(where=where, card=card, events=events), cards)


def _on_battlefield(outcome: Outcome, name: str) -> bool:
    return any(p.name == name for p in outcome.final.permanents)


def test_echo_and_cumulative_upkeep_are_read_from_their_rules(cards: CardCatalog) -> None:
    for name, line, rule in (
        ("Goblin Patrol", "Echo {R}", "702.30a"),
        ("Illusions of Grandeur", "Cumulative upkeep {2}", "702.24a"),
    ):
        card = cards.card_named(name)
        assert card is not None
        reading = read_card(card)
        assert line in reading.read and not reading.unread
        assert reading.keyword_rules[line] == rule


def test_a_cost_that_is_not_mana_stays_unread(cards: CardCatalog) -> None:
    card = cards.card_named("Glacial Chasm")
    assert card is not None
    assert "Cumulative upkeep—Pay 2 life." in read_card(card).unread


def test_echo_not_paid_sacrifices_the_permanent(cards: CardCatalog) -> None:
    outcome = _run(cards, "Goblin Patrol eco:sí paga:no")
    assert outcome.complete
    assert not _on_battlefield(outcome, "Goblin Patrol")
    assert outcome.final.resolution_order == ["Eco de Goblin Patrol"]
    assert "702.30a" in outcome.rules


def test_echo_paid_keeps_it_and_does_not_trigger_again(cards: CardCatalog) -> None:
    # Paid at Jugador A's upkeep, it has been theirs since then: at their next upkeep (three
    # turns on: A, B, A) the "if" is false and echo does not trigger (603.4).
    outcome = _run(cards, "Goblin Patrol eco:sí paga:sí", turns=3)
    assert _on_battlefield(outcome, "Goblin Patrol")
    assert outcome.final.resolution_order == ["Eco de Goblin Patrol"]


def test_echo_not_due_does_not_trigger(cards: CardCatalog) -> None:
    outcome = _run(cards, "Goblin Patrol eco:no")
    assert _on_battlefield(outcome, "Goblin Patrol")
    assert not outcome.final.resolution_order


def test_echo_triggers_only_at_its_controllers_upkeep(cards: CardCatalog) -> None:
    outcome = _run(cards, "Goblin Patrol eco:sí paga:no", where="criaturas_rival")
    assert _on_battlefield(outcome, "Goblin Patrol")
    assert not outcome.final.resolution_order


def test_whether_echo_is_due_is_asked_not_guessed(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion, match="702.30a") as asked:
        _run(cards, "Goblin Patrol")
    assert "eco:" in (asked.value.example or "")


def test_whether_the_player_pays_is_asked_not_guessed(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion, match=r"\{R\}"):
        _run(cards, "Goblin Patrol eco:sí")


def test_cumulative_upkeep_adds_an_age_counter_and_pays_for_each(cards: CardCatalog) -> None:
    outcome = _run(cards, "Illusions of Grandeur edad:1 paga:sí", where="permanentes")
    assert outcome.complete
    assert _on_battlefield(outcome, "Illusions of Grandeur")
    aged = [s for s in outcome.steps if s.kind == "resolve.age_counter"]
    assert [s.args["age"] for s in aged] == [2]  # it had one; the ability puts another
    paid = [s for s in outcome.steps if s.kind == "resolve.upkeep_paid"]
    assert paid and paid[0].args["cost"] == "{2}{2}"  # {2} for each of the two age counters
    assert "702.24a" in outcome.rules


def test_cumulative_upkeep_not_paid_sacrifices_it_and_its_leave_trigger_follows(
    cards: CardCatalog,
) -> None:
    outcome = _run(cards, "Illusions of Grandeur paga:no", where="permanentes")
    assert not _on_battlefield(outcome, "Illusions of Grandeur")
    you = next(p for p in outcome.final.players if p.name == "Jugador A")
    assert you.life == 0  # "When this enchantment leaves the battlefield, you lose 20 life."


def test_the_question_names_the_whole_cost_for_the_age_counters(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion, match=r"\{2\}\{2\}\{2\}"):
        _run(cards, "Illusions of Grandeur edad:2", where="permanentes")


def test_a_wrong_value_is_a_spanish_error_with_an_example(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError, match="eco:quizá") as error:
        _run(cards, "Goblin Patrol eco:quizá")
    assert "Ejemplo válido" in str(error.value)
