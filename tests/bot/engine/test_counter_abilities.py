""" "Counter target activated or triggered ability" (issue 49), as card text writes it
(Stifle, Bind). 701.6a: a countered ability is removed from the stack and none of its effects
happen; 601.2c: a target is an object of the kind the text names, so a spell can't be the
target of "target activated or triggered ability", and an activated ability can't be the
target of "target triggered ability"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog

_PING = 'pila criaturas:"Pinger 1/1; Oso 2/2" habilidad:"Pinger: 1 daño a Oso" '


def _kinds(outcome):  # type: ignore[no-untyped-def]
    return [s.kind for s in outcome.steps]


def test_stifle_counters_an_activated_ability(cards: CardCatalog) -> None:
    outcome = run_scenario_text(_PING + 'hechizo:"Stifle (rival): Habilidad de Pinger"', cards)
    assert outcome.complete
    assert "resolve.countered" in _kinds(outcome)
    assert "resolve.damage" not in _kinds(outcome)  # the ping never happens
    assert "701.6a" in outcome.rules


def test_a_spell_is_no_ability(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila criaturas:"Oso 2/2" hechizo:"Lightning Bolt: Oso" '
        'hechizo:"Stifle (rival): Lightning Bolt"',
        cards,
    )
    assert "resolve.countered" not in _kinds(outcome)
    assert "Oso" in [d.name for d in outcome.final.died]


def test_an_activated_ability_is_no_triggered_one(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        _PING + 'hechizo:"Trampa (rival): counter target triggered ability Habilidad de Pinger"',
        cards,
    )
    assert "resolve.countered" not in _kinds(outcome)
    assert "priority.all_targets_illegal" in _kinds(outcome)
    assert "resolve.damage" in _kinds(outcome)  # the ping resolves


def test_read_from_real_cards(cards: CardCatalog) -> None:
    for name in ("Stifle", "Bind"):
        card = cards.card_named(name)
        assert card is not None
        assert not [line for line in read_card(card).unread if "Counter" in line], name
