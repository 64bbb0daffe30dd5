"""A triggered ability's target is chosen as the ability goes on the stack (115.1d, 603.3d):
read from real cards ("When this creature dies, destroy target land"), taken from the
scenario (``objetivos:``), forced when only one is legal, the ability removed when none is,
and asked back (one question, naming the card and each choice) when several are."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, ScenarioQuestion, run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog

# Perilous Myr: "When this creature dies, it deals 2 damage to any target."
MYR = 'estado permanentes:"Perilous Myr daño:1" criaturas_rival:"Oso 2/2; Lobo 3/3"'
# Fire Snake: "When this creature dies, destroy target land."
SNAKE = 'estado permanentes:"Fire Snake daño:1"'


def _died(outcome: object) -> set[str]:
    return {d.name for d in outcome.final.died}  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("name", "line"),
    [
        ("Perilous Myr", "When this creature dies, it deals 2 damage to any target."),
        ("Fire Snake", "When this creature dies, destroy target land."),
        ("Aven Cloudchaser", "When this creature enters, destroy target enchantment."),
        ("Galvanic Arc", "When this Aura enters, it deals 3 damage to any target."),
    ],
)
def test_a_trigger_with_an_unnamed_target_is_read(cards: CardCatalog, name: str, line: str) -> None:
    card = cards.card_named(name)
    assert card is not None
    reading = read_card(card)
    assert line in reading.read and line not in reading.unread


def test_several_legal_targets_are_asked_back_with_each_choice(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion) as asked:
        run_scenario_text(MYR, cards)
    question = asked.value
    assert "Perilous Myr" in question.pregunta and "603.3d" in question.message
    labels = [label for label, _ in question.choices]
    assert len(labels) == 4 and any("Oso" in x for x in labels) and any("Lobo" in x for x in labels)
    # Each choice is the whole line again with the answer added: running it answers.
    bear = next(message for label, message in question.choices if label.startswith("Oso"))
    assert bear.startswith(MYR) and 'objetivos:"Perilous Myr: Oso"' in bear
    outcome = run_scenario_text(bear, cards)
    assert _died(outcome) == {"Perilous Myr", "Oso"}


def test_the_scenario_names_the_target(cards: CardCatalog) -> None:
    outcome = run_scenario_text(MYR + ' objetivos:"Perilous Myr: Lobo"', cards)
    assert _died(outcome) == {"Perilous Myr"}
    wolf = next(p for p in outcome.final.permanents if p.name == "Lobo")
    assert wolf.damage == 2
    assert {"115.1d", "601.2c"} <= set(outcome.rules)
    assert any(s.kind == "priority.trigger_targets" for s in outcome.steps)


def test_the_rival_as_the_target_in_words(cards: CardCatalog) -> None:
    outcome = run_scenario_text(MYR + ' objetivos:"Perilous Myr: rival"', cards)
    rival = next(p for p in outcome.final.players if p.name != "Jugador activo")
    assert rival.life == 18


def test_the_only_legal_target_is_taken(cards: CardCatalog) -> None:
    outcome = run_scenario_text(SNAKE + ' permanentes_rival:"Bosque tierra"', cards)
    assert _died(outcome) == {"Fire Snake", "Bosque"}
    step = next(s for s in outcome.steps if s.kind == "priority.trigger_targets")
    assert step.args["forced"] is True


def test_no_legal_target_removes_the_ability(cards: CardCatalog) -> None:
    outcome = run_scenario_text(SNAKE, cards)
    assert any(s.kind == "priority.trigger_no_target" for s in outcome.steps)
    assert "603.3d" in outcome.rules
    assert outcome.final.resolution_order == []


def test_a_hexproof_creature_of_the_rival_is_not_a_legal_choice(cards: CardCatalog) -> None:
    line = (
        'estado permanentes:"Perilous Myr daño:1" criaturas_rival:"Oso 2/2 antimaleficio" '
        'objetivos:"Perilous Myr: Oso"'
    )
    with pytest.raises(ScenarioError) as refused:
        run_scenario_text(line, cards)
    assert "no puede ser el objetivo" in refused.value.message
    assert "Ejemplo válido" in refused.value.message


def test_an_unknown_name_in_objetivos_is_refused_in_spanish(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError) as refused:
        run_scenario_text(MYR + ' objetivos:"Perilous Myr: Dragón"', cards)
    assert "«Dragón» no es un nombre del escenario" in refused.value.message


def test_a_written_ability_takes_its_target_when_it_triggers() -> None:
    # The language's own abilities work the same way: "any target" unnamed in the text.
    line = (
        'estado criaturas:"Chispa 1/1 daño:1 disparo:cuando muere, 1 daño a cualquier '
        'objetivo" criaturas_rival:"Ardilla 1/1" objetivos:"Chispa: Ardilla"'
    )
    outcome = run_scenario_text(line)
    assert _died(outcome) == {"Chispa", "Ardilla"}


def test_put_into_a_graveyard_from_the_battlefield_is_a_dies_trigger(cards: CardCatalog) -> None:
    # Chromatic Star: "When this artifact is put into a graveyard from the battlefield, draw a
    # card." (700.4: that is what "dies" means, for any permanent).
    star = cards.card_named("Chromatic Star")
    assert star is not None
    line = "When this artifact is put into a graveyard from the battlefield, draw a card."
    assert line in read_card(star).read
    outcome = run_scenario_text(
        'escenario permanentes:"Chromatic Star" biblioteca:5 eventos:"destruye Chromatic Star"',
        cards,
    )
    me = next(p for p in outcome.final.players if p.library is not None)
    assert me.library == 4 and me.hand == 1


def test_a_dies_trigger_returns_the_card_itself_from_the_graveyard(cards: CardCatalog) -> None:
    # Rancor: "…, return it to its owner's hand." The card is a new object in the graveyard
    # (400.7) and the ability finds it there: it goes to its owner's hand (card_returns.py).
    line = 'estado criaturas:"Oso 2/2 daño:2" auras:"Rancor encanta:1" mano:0'
    outcome = run_scenario_text(line, cards)
    assert outcome.complete
    assert outcome.final.players[0].hand == 1
    assert "Disparo de Rancor" in outcome.final.resolution_order
