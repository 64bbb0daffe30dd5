"""Delayed triggered abilities from card text (issue 49): "Draw a card at the beginning of the
next turn's upkeep". 603.7a: a resolving spell creates it; 603.7b: it triggers only once, the
next time its trigger event occurs; it is controlled by whoever controlled the spell."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.effects import parse_effects
from bot.engine.language.reading import read_card
from bot.engine.language.recipients import Refs

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _delayed_draws(outcome):  # type: ignore[no-untyped-def]
    return [s for s in outcome.steps if s.kind == "priority.resolve" and "retardado" in str(s.args)]


def test_blessed_wine_draws_at_the_next_upkeep_once(cards: CardCatalog) -> None:
    # Blessed Wine: "You gain 1 life. Draw a card at the beginning of the next turn's upkeep."
    outcome = run_scenario_text(
        'escenario hechizo:"Blessed Wine" eventos:"siguiente turno; siguiente turno"', cards
    )
    assert outcome.complete
    assert {"603.7a", "603.7b"} <= set(outcome.rules)
    order = outcome.final.resolution_order
    assert order == ["Blessed Wine", "Disparo retardado de Blessed Wine"]  # once, not twice
    made = next(s for s in outcome.steps if s.kind == "resolve.delayed")
    assert made.args["step"] == "upkeep"


def test_nothing_happens_before_the_step(cards: CardCatalog) -> None:
    outcome = run_scenario_text('escenario hechizo:"Blessed Wine"', cards)
    assert outcome.final.resolution_order == ["Blessed Wine"]


def test_leading_and_trailing_forms_read_alike() -> None:
    refs = Refs(names={"oso": "p1"}, you="A")
    (after,) = parse_effects("draw a card at the beginning of the next turn's upkeep", refs)
    (before,) = parse_effects("at the beginning of the next end step, destroy Oso", refs)
    assert after.type == before.type == "delayed"
    assert (after.step, before.step) == ("upkeep", "end")
    assert before.effects[0].objects == ["p1"] and not before.effects[0].targets


def test_read_from_real_cards(cards: CardCatalog) -> None:
    for name in ("Blessed Wine", "Heal", "Rukh Egg", "Force Void"):
        card = cards.card_named(name)
        assert card is not None
        assert not read_card(card).unread, name
