"""A creature type chosen as the permanent entered (614.1c: "As this artifact enters, choose a
creature type"): the scenario says which with ``elegido:``; without it Juez asks instead of
guessing, and a name that is no creature type of 205.3m is refused with an example."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario_text
from bot.engine.language.choices import with_choice
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _pt(outcome, name: str) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    found = next(p for p in outcome.final.permanents if p.name == name)
    return found.power, found.toughness


def test_the_choice_takes_the_place_of_the_words() -> None:
    assert with_choice("Other creatures you control of the chosen type get +1/+1.", "Elf") == (
        "Other Elf creatures you control get +1/+1."
    )
    assert with_choice("All creatures of the chosen type get -1/-1.", "Elf") == (
        "All Elf creatures get -1/-1."
    )


def test_the_chosen_type_gets_the_bonus(cards: CardCatalog) -> None:
    # Instruments of War: "As this artifact enters, choose a creature type. / Creatures you
    # control of the chosen type get +1/+1."
    instruments = cards.card_named("Instruments of War")
    assert instruments is not None and not read_card(instruments).unread
    outcome = run_scenario_text(
        'estado permanentes:"Instruments of War elegido:Bear" '
        'criaturas:"Grizzly Bears; Llanowar Elves" criaturas_rival:"Runeclaw Bear"',
        cards,
    )
    assert outcome.complete
    assert _pt(outcome, "Grizzly Bears") == (3, 3)
    assert _pt(outcome, "Llanowar Elves") == (1, 1)
    assert _pt(outcome, "Runeclaw Bear") == (2, 2)  # "you control"


def test_without_the_choice_juez_asks(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError) as asked:
        run_scenario_text(
            'estado permanentes:"Instruments of War" criaturas:"Grizzly Bears"', cards
        )
    assert "elegido:" in str(asked.value) and "Ejemplo válido" in str(asked.value)
    with pytest.raises(ScenarioError) as wrong:
        run_scenario_text(
            'estado permanentes:"Instruments of War elegido:Forest" criaturas:"Grizzly Bears"',
            cards,
        )
    assert "205.3m" in str(wrong.value)
