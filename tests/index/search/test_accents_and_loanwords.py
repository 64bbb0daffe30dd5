"""Words chat Spanish writes its own way, read as the words they are: an accent left out
("despues") and an English rules word with a Spanish verb ending ("blockear", "cascadeo")."""

from __future__ import annotations

import pytest

from index.search import accents, loanwords

SPANISH = {"después", "volvió"}
ENGLISH = {"block", "cascade", "flash", "scry", "check"}


@pytest.mark.parametrize(("typed", "word"), [("despues", "después"), ("volvio", "volvió")])
def test_the_accent_that_makes_a_spanish_word(typed, word) -> None:
    assert accents.restored(typed, SPANISH.__contains__) == word


def test_no_accent_for_a_word_no_accent_makes_spanish_or_one_written_with_it() -> None:
    assert accents.restored("futbol", SPANISH.__contains__) is None
    assert accents.restored("después", SPANISH.__contains__) is None


@pytest.mark.parametrize(
    ("typed", "word"),
    [
        ("blockear", "block"),
        ("blockeo", "block"),
        ("blockearlo", "block"),
        ("cascadeo", "cascade"),  # the English word's own "e" taken by the ending
        ("cascadeó", "cascade"),
        ("flasheamos", "flash"),
        ("scryeas", "scry"),
        ("checkeado", "check"),
    ],
)
def test_an_english_word_with_a_spanish_ending(typed, word) -> None:
    assert loanwords.english_word(typed, ENGLISH.__contains__) == word


@pytest.mark.parametrize("typed", ["golpear", "pelear", "crear", "deseo", "tapear"])
def test_a_spanish_verb_in_ear_is_no_loan(typed) -> None:
    # No English word of the rules under its ending ("tap" is shorter than a stem may be:
    # the hand table carries "tapear").
    assert loanwords.english_word(typed, (ENGLISH | {"tap"}).__contains__) is None


@pytest.mark.parametrize(
    ("question", "term"),
    [
        ("despues de que se resuelve un hechizo quien tiene prioridad?", "after"),
        ("puedo blockear a 2 atacantes con la misma criatura?", "block"),
        ("me cascadeo a un hechizo con X, cuanto vale?", "cascad"),
    ],
)
def test_the_real_index_carries_them_to_english(library, question, term) -> None:
    carried = library.full_text.carried(question)
    assert term in carried, carried
    assert not any(t.startswith(("despu", "blockear", "cascadeo")) for t in carried), carried
