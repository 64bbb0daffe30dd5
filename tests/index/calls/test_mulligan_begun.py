"""IPG 2.4's own test (issue 43, the judge's sample): a mulligan error is a Mulligan Procedure
Error only until the game begins; after that the IPG names another infraction for the wrong
hand. The expected infractions are read from the bundled IPG sentence, not written here."""

from __future__ import annotations

import re

import pytest

from index.calls import Rel, make_call
from index.library import Library
from index.models import Infraction

SENTENCE = re.compile(
    r"Once the mulligan process is complete and the game begins, excess cards arising from an "
    r"improper mulligan is a (?P<excess>[^.]+?) and too few cards is a (?P<few>[^.]+?)\."
)


@pytest.fixture(scope="module")
def sections(library: Library) -> dict:
    return {s.id: s for s in library.policy.sections}


@pytest.fixture(scope="module")
def after_the_game_begins(sections: dict) -> dict[str, str]:
    """The infraction ids IPG 2.4 names for excess and for too few cards, by their titles."""
    text = " ".join(sections["ipg-2.4"].text.split())
    m = SENTENCE.search(text)
    assert m, "IPG 2.4 no longer says what a wrong hand is once the game begins"
    by_title = {
        " ".join(s.title.split()): s.id for s in sections.values() if isinstance(s, Infraction)
    }

    def section(name: str) -> str:
        found = [i for title, i in by_title.items() if title.endswith(name.split("—")[-1].strip())]
        assert len(found) == 1, (name, found)
        return found[0]

    return {"excess": section(m["excess"]), "few": section(m["few"])}


@pytest.mark.parametrize(
    ("text", "when"),
    [
        (
            "Luis hizo mulligan y, al quedarse la mano, no puso ninguna carta debajo de su "
            "biblioteca; la partida empezó con siete cartas en su mano.",
            "excess",
        ),
        (
            "Mi rival hizo mulligan, se quedó la mano sin poner ninguna carta debajo y ya "
            "estábamos jugando cuando lo vi: tenía una carta de más.",
            "excess",
        ),
        (
            "Ana hizo mulligan a seis pero puso dos cartas de más debajo; la partida ya había "
            "empezado y jugaba con cinco cartas en vez de seis.",
            "few",
        ),
    ],
)
def test_a_wrong_mulligan_hand_after_the_game_begins_is_what_ipg_2_4_names(
    sections: dict, after_the_game_begins: dict[str, str], text: str, when: str
) -> None:
    call = make_call(f"{text} Fue sin querer.", sections, rel=Rel.COMPETITIVE)
    assert call.infraction == after_the_game_begins[when], (call.infraction, call.told)


@pytest.mark.parametrize(
    "text",
    [
        "Ana roba su mano inicial y se queda con ocho cartas en la mano inicial sin contarlas.",
        "Luis hizo mulligan y, al quedarse la mano, no puso ninguna carta debajo de su "
        "biblioteca; su rival se dio cuenta antes de empezar la partida.",
        "Mi rival dijo que se quedaba la mano y, al ver que yo hacía mulligan, quiso hacer "
        "mulligan él también.",
    ],
)
def test_before_the_game_begins_it_stays_a_mulligan_procedure_error(
    sections: dict, text: str
) -> None:
    assert make_call(text, sections, rel=Rel.COMPETITIVE).infraction == "ipg-2.4"
