"""Modes told in words, fights told before the card that makes them, and a response told with
its player after «en respuesta» (issue 42, session 7, helper 42k). The card's text decides:
a mode is one of the card's printed modes, a fight is made by a card whose text says
«fight». Real cards, the bundled card data; every line read is also run."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, ScenarioQuestion, run_scenario_text
from bot.engine.language import read_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog

_PREY = (
    'pila criaturas:"Grizzly Bears" criaturas_rival:"Llanowar Elves" '
    'hechizo:"Prey Upon: Grizzly Bears, Llanowar Elves"'
)


@pytest.mark.parametrize(
    ("told", "line"),
    [
        # The mode told by what it does and what it names: Abrade's second mode.
        (
            "lanzo Abrade con el modo de destruir un artefacto a su Ornithopter",
            'pila criaturas_rival:"Ornithopter" hechizo:"Abrade modo 2: Ornithopter"',
        ),
        # By its damage: the first.
        (
            "lanzo Abrade con el modo de hacer 3 de daño a su Grizzly Bears",
            'pila criaturas_rival:"Grizzly Bears" hechizo:"Abrade modo 1: Grizzly Bears"',
        ),
        # By its number.
        (
            "lanzo Abrade modo 2 a su Ornithopter",
            'pila criaturas_rival:"Ornithopter" hechizo:"Abrade modo 2: Ornithopter"',
        ),
        # The fight told first, the card that makes it after «por».
        ("mi Grizzly Bears pelea con su Llanowar Elves por mi Prey Upon", _PREY),
        ("mi Grizzly Bears y su Llanowar Elves pelean por mi Prey Upon", _PREY),
        # «para q … pelee»: the purpose of the spell is the fight.
        ("lanzo Prey Upon para q mi Grizzly Bears pelee con su Llanowar Elves", _PREY),
        # «en respuesta el rival le tira …»: the rival is who casts the response.
        (
            "lanzo Prey Upon y mi Grizzly Bears pelea con su Llanowar Elves. en respuesta el "
            "rival le tira un Lightning Bolt a mi Grizzly Bears",
            _PREY + ' hechizo:"Lightning Bolt (rival): Grizzly Bears"',
        ),
    ],
)
def test_told_in_words_read_as_the_card_s_own(told: str, line: str, cards: CardCatalog) -> None:
    assert read_text(told, cards)[1] == line
    run_scenario_text(line, cards)


def test_a_mode_no_printed_mode_fits_is_named_never_guessed(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError) as error:
        read_text("lanzo Abrade con el modo de robar a su Grizzly Bears", cards)
    assert not isinstance(error.value, ScenarioQuestion)
    said = error.value.message
    assert "«robar» no encaja en ningún modo de «Abrade»" in said
    assert "«Destroy target artifact.»" in said  # the card's modes, listed for the user


def test_a_mode_number_the_card_does_not_have_is_named(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError) as error:
        read_text("lanzo Abrade modo 3 a su Ornithopter", cards)
    assert "no tiene un modo 3" in error.value.message


def test_words_that_fit_several_modes_are_asked_about(cards: CardCatalog) -> None:
    """Izzet Charm: «la criatura» is named by two of its modes (a noncreature spell, 2
    damage to a creature): asked, naming both, never the first taken."""
    with pytest.raises(ScenarioQuestion) as asked:
        read_text("lanzo Izzet Charm con el modo de la criatura a su Grizzly Bears", cards)
    question = asked.value.pregunta
    assert question.startswith("¿Qué modo de «Izzet Charm» eliges")
    assert "1) «Counter target noncreature spell" in question and "2) «" in question
    assert "3) «" not in question


def test_a_card_that_makes_no_fight_is_named_not_cast_as_one(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError) as error:
        read_text("mi Grizzly Bears pelea con su Llanowar Elves con un Lightning Bolt", cards)
    assert "«Lightning Bolt» no hace pelear" in error.value.message


@pytest.mark.parametrize(
    ("told", "said"),
    [
        # Printed, not read: the card's line is named as unread (Devour 1; Saddle N is read
        # since session 9: test_told_saddle_and_state.py).
        (
            "lanzo Gorger Wurm y devoro mis dos Llanowar Elves",
            "como devorar (Devour, regla 702.82) de «Gorger Wurm» («Devour 1»)",
        ),
        # The everyday verb of Reveal (printed Spanish «mostrar»).
        (
            "ataco con mi Goblin Guide y revela un Grizzly Bears, se lo queda?",
            "como revelar (Reveal, regla 701.20) de «Goblin Guide»",
        ),
        # No card told prints it: named as something those cards do not do.
        ("ensillo mi Grizzly Bears", "ninguna carta que cuentas («Grizzly Bears») lo tiene"),
    ],
)
def test_a_keyword_told_by_its_verb_is_what_the_card_s_text_says(
    told: str, said: str, cards: CardCatalog
) -> None:
    with pytest.raises(ScenarioError) as error:
        read_text(told, cards)
    assert not isinstance(error.value, ScenarioQuestion)
    assert said in error.value.message
    assert "Lo he leído así" not in error.value.message  # no partial reading shown


def test_a_keyword_verb_inside_a_purpose_is_not_a_clause(cards: CardCatalog) -> None:
    """«para escudriñar 1» is what the ability does, read by its effect (ability_fit.py)."""
    line = read_text("sacrifico mi Grizzly Bears a mi Viscera Seer para escudriñar 1", cards)[1]
    assert line == (
        'estado criaturas:"Viscera Seer; Grizzly Bears" '
        'eventos:"activa Viscera Seer: Grizzly Bears"'
    )
