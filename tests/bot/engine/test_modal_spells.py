"""Modal spells read from card text (issue 49): "Choose one —" and its bullets.

700.2a: "The controller of a modal spell or activated ability chooses the mode(s) as part of
casting that spell …". A scenario names the modes after the card ("Abrade modo 2"); only they
happen, and their targets are the ones written (700.2c). Without modes the bullets stay unread
and the answer says so."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario_text
from bot.engine.language.reading import read_card
from bot.text.outcome import render_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog

# Abrade: "Choose one — • Abrade deals 3 damage to target creature. • Destroy target artifact."


def _died(outcome) -> list[str]:  # type: ignore[no-untyped-def]
    return [d.name for d in outcome.final.died]


def test_the_mode_chosen_is_the_one_that_happens(cards: CardCatalog) -> None:
    destroy = run_scenario_text(
        'pila permanentes_rival:"Ornithopter" hechizo:"Abrade modo 2: Ornithopter"', cards
    )
    assert destroy.complete and _died(destroy) == ["Ornithopter"]
    assert "700.2a" in destroy.rules and "701.8a" in destroy.rules
    assert "«Destroy target artifact.»" in render_text(destroy)
    damage = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears" hechizo:"Abrade modo 1: Grizzly Bears"', cards
    )
    assert damage.complete and _died(damage) == ["Grizzly Bears"]
    assert "701.8a" not in damage.rules and "120.3e" in damage.rules


def test_the_other_mode_does_nothing(cards: CardCatalog) -> None:
    # Steel Wall is a 0/4 artifact creature: the damage mode leaves it, the destroy mode
    # (not chosen) would not.
    outcome = run_scenario_text(
        'pila permanentes_rival:"Steel Wall" hechizo:"Abrade modo 1: Steel Wall"',
        cards,
    )
    assert outcome.complete and _died(outcome) == []


def test_without_a_mode_the_answer_is_conditional(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears" hechizo:"Abrade: Grizzly Bears"', cards
    )
    assert not outcome.complete
    assert "Choose one —" in {line for card in outcome.cards for line in card.unread}


@pytest.mark.parametrize("modes", ["modo 3", "modos 1 y 2"])
def test_a_mode_that_does_not_exist_or_too_many_is_refused(cards: CardCatalog, modes: str) -> None:
    with pytest.raises(ScenarioError, match="700.2a"):
        run_scenario_text(
            f'pila criaturas_rival:"Grizzly Bears" hechizo:"Abrade {modes}: Grizzly Bears"', cards
        )


def test_one_or_both_takes_two_with_their_targets_in_order(cards: CardCatalog) -> None:
    # Artful Takedown: "Choose one or both — • Tap target creature. • Target creature gets
    # -2/-4 until end of turn."
    outcome = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears; Llanowar Elves" '
        'hechizo:"Artful Takedown modos 1 y 2: Grizzly Bears, Llanowar Elves"',
        cards,
    )
    assert outcome.complete and _died(outcome) == ["Llanowar Elves"]
    bears = next(p for p in outcome.final.permanents if p.name == "Grizzly Bears")
    assert bears.tapped


def test_the_card_alone_reads_every_mode(cards: CardCatalog) -> None:
    card = cards.card_named("Abrade")
    assert card is not None
    reading = read_card(card)
    assert reading.unread == [] and "Choose one —" in reading.read


def test_modes_on_a_card_that_has_none_are_refused(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError, match="no es un hechizo modal"):
        run_scenario_text(
            'pila criaturas_rival:"Grizzly Bears" hechizo:"Lightning Bolt modo 1: Grizzly Bears"',
            cards,
        )
