"""A verb's sense read from its object (index.search.senses): "robar" a card is drawing it,
"robar" a creature is gaining control of it."""

from __future__ import annotations

import pytest

from index.search import senses
from index.search.query import clean
from index.search.question import read


def _terms(question: str) -> dict[str, float]:
    return read(question, clean(question), known=lambda word: False).english


@pytest.mark.parametrize(
    "question",
    [
        "me roban un bicho con Control Magic y se muere, a q cementerio va?",
        "el rival me roba con Treachery la criatura equipada",  # a card's name between
        "el rival tiene mi Baneslayer Angel robada",  # a participle: its object before it
        "le robé la tierra al rival",
    ],
)
def test_taking_a_permanent_is_control_not_drawing(question) -> None:
    terms = _terms(question)
    assert "control" in terms
    assert "draw" not in terms


@pytest.mark.parametrize(
    "question",
    [
        "robo una carta con Howling Mine",  # the card after "con" is the means, not the object
        "cuando robo mi segunda carta del turno, quien decide?",
        "si robo con la biblioteca vacía pierdo?",
        "robo igual?",  # no object at all: the table's sense stays
        # One question both draws and steals: drawing is not dropped.
        "le robo el bicho con Threaten y robo una carta",
    ],
)
def test_drawing_keeps_its_sense(question) -> None:
    assert "draw" in _terms(question)


def test_the_other_sense_keeps_the_weight_of_the_word() -> None:
    english = {"draw": 0.7, "creatur": 1.0}
    carried = {"roba": {"draw": 1.0}, "bicho": {"creatur": 1.0}}
    out = senses.resolve("me roba el bicho", [], english, lambda word: carried.get(word, {}))
    assert out == {"control": 0.7, "creatur": 1.0}


def test_a_stolen_creature_is_searched_among_the_control_rules(library, monkeypatch) -> None:
    # Read as drawing, the question's "robé" weighs toward drawing; read as stealing, toward
    # control, and the rule that puts an Aura (Mind Control) into its owner's graveyard
    # (303.4d) comes first.
    question = "le robé el bicho al rival con Mind Control, al morir va a mi cementerio?"

    def place(found) -> int:
        ids = [h.id for h in found.results]
        return ids.index("303.4d") if "303.4d" in ids else len(ids)

    read_right = library.search(question)
    monkeypatch.setattr(senses, "SENSES", ())
    read_as_drawing = library.search(question)
    assert place(read_right) == 0 < place(read_as_drawing)
