"""614.1c: "[This permanent] enters with …" is a replacement effect: the counters are on it as
it enters. A card described on the battlefield with no counters has those its text gives it,
and the answer says so; with X (107.3m: the spell's X), the description must say how many."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario, run_scenario_text
from bot.engine.language.entering import EnteringCounters, entering_counters
from bot.engine.language.reading import read_card
from bot.engine.scenario import Scenario

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _final(outcome, name: str):  # type: ignore[no-untyped-def]
    return next(p for p in outcome.final.permanents if p.name == name)


def test_the_line_shapes_read_and_those_left_unread() -> None:
    names = {"Mikaeus, the Lunarch"}
    read = entering_counters
    assert read("This creature enters with two +1/+1 counters on it.", set()) == (
        EnteringCounters("+1/+1", 2)
    )
    assert read("This creature enters with a -1/-1 counter on it.", set()) == (
        EnteringCounters("-1/-1", 1)
    )
    assert read("Mikaeus, the Lunarch enters with X +1/+1 counters on it.", names) == (
        EnteringCounters("+1/+1", None)
    )
    # Counters the engine does not keep, and conditions, stay unread.
    assert read("This artifact enters with three charge counters on it.", set()) is None
    assert (
        read("If this creature was kicked, it enters with two +1/+1 counters on it.", set()) is None
    )
    assert (
        read("This creature enters with a +1/+1 counter on it for each time it was kicked.", set())
        is None
    )


def test_a_card_on_the_battlefield_has_the_counters_it_entered_with(cards: CardCatalog) -> None:
    # Spike Worker, 0/0: "This creature enters with two +1/+1 counters on it."
    worker = cards.card_named("Spike Worker")
    assert worker is not None and not read_card(worker).unread
    outcome = run_scenario_text('estado criaturas:"Spike Worker"', cards)
    assert outcome.complete
    assert (_final(outcome, "Spike Worker").power, _final(outcome, "Spike Worker").toughness) == (
        2,
        2,
    )
    assert outcome.steps[0].kind == "entering.text_counters" and "614.1c" in outcome.rules
    # Counters written win: the text said how it entered, not what it has now.
    written = run_scenario_text('estado criaturas:"Spike Worker contadores:+1/+1"', cards)
    assert _final(written, "Spike Worker").power == 1
    assert all(s.kind != "entering.text_counters" for s in written.steps)


def test_minus_counters_from_the_text_count_for_lethal_damage(cards: CardCatalog) -> None:
    # Carnifex Demon, 6/6 with two -1/-1 counters: 4 damage is lethal for a 4/4.
    outcome = run_scenario_text('estado criaturas:"Carnifex Demon daño:4"', cards)
    assert outcome.complete
    assert [d.name for d in outcome.final.died] == ["Carnifex Demon"]


def test_x_counters_are_asked_not_guessed(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError) as raised:
        run_scenario_text('estado criaturas:"Endless One"', cards)
    assert "X" in str(raised.value) and "Ejemplo válido" in str(raised.value)
    outcome = run_scenario_text('estado criaturas:"Endless One contadores:+1/+1 x3"', cards)
    assert outcome.complete and _final(outcome, "Endless One").power == 3


def test_coming_back_with_undying_adds_the_texts_counters() -> None:
    # A permanent whose text gives it a -1/-1 counter as it enters, with undying: back from
    # the graveyard it has the undying +1/+1 counter and its own -1/-1 counter (614.1c).
    scenario = Scenario.model_validate(
        {
            "kind": "sba",
            "state": {
                "permanents": [
                    {
                        "id": "e",
                        "name": "Elder",
                        "controller": "Jugador A",
                        "power": 2,
                        "toughness": 2,
                        "damage": 2,
                        "keywords": ["undying"],
                        "enters_with_minus": 1,
                    }
                ]
            },
        }
    )
    outcome = run_scenario(scenario)
    assert any(s.kind == "entering.enters_with" for s in outcome.steps)
    back = _final(outcome, "Elder")
    assert (back.power, back.toughness) == (2, 2)  # +1/+1 and -1/-1: 2/2 again
