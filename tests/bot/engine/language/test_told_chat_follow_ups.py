"""Chat follow-ups (issue 42, fifth round): one object pointed at again across the message,
read with the real card data. A pronoun after a told card is that card ("tengo una Serra Angel
y ataco con ella"); a definite article or a possessive before a P/T told before is that object
("tengo un 3/3 … bloqueo con mi 3/3"); "los dos" are the two told; a creature of the teller's
as the subject of "bloquea a …" is the blocker. Where the pointer fits no told object exactly,
one precise question is asked back, never a creature called «ella» or «dos»."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioQuestion, run_scenario_text
from bot.engine.language import read_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


@pytest.mark.parametrize(
    ("told", "line"),
    [
        # 1: a pronoun after one told card is that card, not a second one nor one named «ella».
        ("tengo una Serra Angel y ataco con ella", 'combate atacante:"Serra Angel"'),
        ("tengo un Grizzly Bears y ataco con él", 'combate atacante:"Grizzly Bears"'),
        (
            "el rival tiene un Grizzly Bears y me ataca con él, bloqueo con un 3/3",
            'combate atacante:"Grizzly Bears" bloqueadores:"3/3"',
        ),
        ("tengo un 2/2 y ataco con él", 'combate atacante:"2/2"'),
        # 1: the article or possessive before a told object is that object; "un" may be another.
        ("tengo una Serra Angel y ataco con la Serra Angel", 'combate atacante:"Serra Angel"'),
        ("tengo un 3/3 y ataco con el 3/3", 'combate atacante:"3/3"'),
        ("tengo un 3/3 con arrollar y ataco con el 3/3", 'combate atacante:"3/3 con arrollar"'),
        (
            "tengo un 3/3 y el rival ataca con un 5/5, bloqueo con mi 3/3",
            'combate atacante:"5/5" bloqueadores:"3/3"',
        ),
        (
            "tengo un 3/3 y el rival ataca con un 5/5, bloqueo con un 3/3",
            'combate atacante:"5/5" bloqueadores:"3/3" criaturas_rival:"3/3"',
        ),
        # 2: my creature as the subject of "bloquea a …".
        ("mi 3/3 bloquea a su 5/5", 'combate atacante:"5/5" bloqueadores:"3/3"'),
        (
            "mi Grizzly Bears bloquea a su Serra Angel",
            'combate atacante:"Serra Angel" bloqueadores:"Grizzly Bears"',
        ),
        (
            "el rival ataca con un 5/5 y un 2/2 y mi 3/3 bloquea a su 5/5",
            'combate atacante:"2/2" atacante:"5/5" bloqueadores:"3/3"',
        ),
        (
            "el rival ataca con un 5/5 con arrollar y mi 3/3 bloquea al 5/5",
            'combate atacante:"5/5 con arrollar" bloqueadores:"3/3"',
        ),
        # 3: "los dos" are the two objects told, not a creature named «dos».
        (
            "tengo un 2/2 y un 1/1 y el rival ataca con un 3/3, bloqueo con los dos",
            'combate atacante:"3/3" bloqueadores:"2/2; 1/1"',
        ),
        (
            "tengo dos 2/2 y el rival ataca con un 3/3, puedo bloquear con los dos?",
            'combate atacante:"3/3" bloqueadores:"2/2; 2/2"',
        ),
        # 4: a state in parentheses with the time after it: the P/T, no stray «ahora».
        (
            "el rival ataca con su Tarmogoyf (es 5/5 ahora) y bloqueo con un 2/2",
            'combate atacante:"Tarmogoyf 5/5" bloqueadores:"2/2"',
        ),
        # 4: each card in the graveyard said with its zone: both there, by name.
        (
            "tengo un Forest en el cementerio y un Lightning Bolt en el cementerio y ataco con "
            "mi Tarmogoyf",
            'combate atacante:"Tarmogoyf" cementerio:"Forest; Lightning Bolt"',
        ),
    ],
)
def test_an_object_pointed_at_again_is_the_one_told(
    told: str, line: str, cards: CardCatalog
) -> None:
    assert read_text(told, cards)[1] == line


@pytest.mark.parametrize(
    ("told", "asked"),
    [
        # Two objects told before "ella": which one is not said.
        ("tengo una Serra Angel y un 2/2 y ataco con ella", "«Serra Angel» o «2/2»"),
        # Three told, "los dos": which two is not said.
        (
            "tengo un 2/2, un 1/1 y un 4/4 y el rival ataca con un 3/3, bloqueo con los dos",
            "«2/2» o «1/1» o «4/4»",
        ),
        # The one card told is already the attacker: the second "ella" is not it again.
        ("el rival tiene una Serra Angel y me ataca con ella y bloqueo con ella", "«ella»"),
        # "el 3/3" of two told 3/3s.
        (
            "tengo un 3/3 con arrollar y un 3/3 con vuela y ataco con el 3/3",
            "«3/3 con arrollar» o «3/3 con vuela»",
        ),
        # Nothing told before "los dos".
        ("el rival ataca con un 3/3, bloqueo con los dos", "«los dos»"),
        # The attacker blocked is not among those told.
        ("el rival ataca con un 5/5 y mi 3/3 bloquea a su 4/4", "«4/4»"),
        # 4: card types in a graveyard are not cards (the language needs names): asked, not
        # read as one card called «Tarmogoyf y una tierra y un instantáneo».
        (
            "tengo un Tarmogoyf y una tierra y un instantáneo en el cementerio, ataco con el goyf",
            "cada una por su nombre",
        ),
        # 4: "en el cementerio" once after two cards: of the last or of both, asked.
        (
            "tengo un Forest y un Lightning Bolt en el cementerio y ataco con mi Tarmogoyf",
            "¿«Forest» también está en el cementerio",
        ),
    ],
)
def test_a_pointer_that_fits_no_told_object_exactly_is_asked_back(
    told: str, asked: str, cards: CardCatalog
) -> None:
    with pytest.raises(ScenarioQuestion) as question:
        read_text(told, cards)
    assert asked in question.value.message
    assert 'ella"' not in question.value.message and 'dos"' not in question.value.message


def test_the_angel_told_once_attacks_alone_and_flies_over_the_bears(cards: CardCatalog) -> None:
    # One Serra Angel (4/4 flying, vigilance) attacks; the opponent's Grizzly Bears can't block
    # a flyer (702.9b): 4 damage to the player, and no second Angel on the battlefield.
    _, line = read_text("tengo una Serra Angel y el rival un Grizzly Bears. ataco con ella", cards)
    assert line is not None
    outcome = run_scenario_text(line, cards)
    angels = [p for p in outcome.final.permanents if p.name == "Serra Angel"]
    assert len(angels) == 1


def test_the_goyf_counts_the_cards_told_by_name_in_the_graveyard(cards: CardCatalog) -> None:
    # Tarmogoyf: */1+* by the card types among cards in all graveyards (a land and an instant:
    # 2/3), told card by card with their zone.
    _, line = read_text(
        "tengo un Forest en el cementerio y un Lightning Bolt en el cementerio y ataco con "
        "mi Tarmogoyf",
        cards,
    )
    assert line is not None
    goyf = next(p for p in run_scenario_text(line, cards).final.permanents if p.name == "Tarmogoyf")
    assert (goyf.power, goyf.toughness) == (2, 3)
