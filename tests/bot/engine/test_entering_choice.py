"""A permanent spell whose card says "As this … enters, choose a color / a creature type": the
choice is part of a replacement effect (614.1c), made as it enters, before it is on the
battlefield (614.12a), written on the spell with ``elegido:`` as for a permanent on the board;
without it Juez asks, and ``elegido:`` on a card that chooses nothing is an error."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def test_the_colour_is_chosen_as_it_enters_and_its_text_reads_it(cards: CardCatalog) -> None:
    # Voice of All: "As Voice of All enters, choose a color." / "Voice of All has protection
    # from the chosen color."
    outcome = run_scenario_text(
        'escenario eventos:"lanzo Voice of All elegido:rojo; resuelve; '
        'lanza Lightning Bolt (rival): Voice of All"',
        cards,
    )
    assert outcome.complete  # the choice line and the protection line are read
    assert "Voice of All" in {p.name for p in outcome.final.permanents}
    assert not outcome.final.died and "702.16b" in outcome.rules
    kinds = [s.kind for s in outcome.steps]
    assert kinds.index("entering.chosen") < kinds.index("entering.spell_enters")
    [chosen] = [s for s in outcome.steps if s.kind == "entering.chosen"]
    assert {"614.12a", "614.1c"} <= set(chosen.rules) and chosen.args["chosen"] == "red"
    # Another colour chosen: red is no longer what it is protected from.
    green = run_scenario_text(
        'escenario eventos:"lanzo Voice of All elegido:verde; resuelve; '
        'lanza Lightning Bolt (rival): Voice of All"',
        cards,
    )
    assert [d.name for d in green.final.died] == ["Voice of All"]


def test_a_creature_type_chosen_as_it_enters(cards: CardCatalog) -> None:
    # Instruments of War: "As this artifact enters, choose a creature type." / "Creatures you
    # control of the chosen type get +1/+1."
    bear = run_scenario_text(
        'pila criaturas:"Grizzly Bears" hechizo:"Instruments of War elegido:Bear"', cards
    )
    bears = next(p for p in bear.final.permanents if p.name == "Grizzly Bears")
    assert (bears.power, bears.toughness) == (3, 3) and bear.complete
    elf = run_scenario_text(
        'pila criaturas:"Grizzly Bears" hechizo:"Instruments of War elegido:Elf"', cards
    )
    bears = next(p for p in elf.final.permanents if p.name == "Grizzly Bears")
    assert (bears.power, bears.toughness) == (2, 2)


def test_the_choice_is_asked_never_guessed(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError) as asked:
        run_scenario_text('pila hechizo:"Voice of All"', cards)
    assert "614.1c" in str(asked.value) and "elegido:" in str(asked.value)
    with pytest.raises(ScenarioError) as wrong:  # 105.1: not one of the five colours
        run_scenario_text('pila hechizo:"Voice of All elegido:incoloro"', cards)
    assert "105.1" in str(wrong.value)
    with pytest.raises(ScenarioError) as none:  # Grizzly Bears chooses nothing as it enters
        run_scenario_text('pila hechizo:"Grizzly Bears elegido:rojo"', cards)
    assert "no elige nada al entrar" in str(none.value)
