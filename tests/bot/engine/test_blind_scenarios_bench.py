"""bench.blind_scenarios classifies answers as it says: hand-made items with small expected
outcomes, run through the real scenario service with the bundled card data, each landing in
the class its outcome calls for (and the set's line file covering the set)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

# bench/ is a development folder, not an installed package (importlib import mode).
ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.blind_scenarios import (  # noqa: E402
    Item,
    Run,
    classify,
    comparable_keys,
    english_names,
    judge,
    load_items,
    load_lines,
    summary,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from index.cards.catalog import CardCatalog

RATS = 'combate atacante:"Typhoid Rats" bloqueadores:"Mirran Crusader"'


def item(outcome: dict[str, Any], rules: tuple[str, ...] = ("702.4b",)) -> Item:
    return Item("t-1", "mensaje de prueba", (), outcome, rules, "combate")


@pytest.fixture(scope="module")
def run(cards: CardCatalog) -> Callable[[str], Any]:
    from bot.services.scenarios import Scenarios

    return Scenarios(lambda: cards).run


@pytest.fixture(scope="module")
def english(cards: CardCatalog) -> Callable[[str], str]:
    return english_names(cards)


def test_a_complete_answer_that_matches_every_key_is_right(run, english) -> None:
    result = judge(
        item({"dies": ["Typhoid Rats"], "survives": ["Mirran Crusader"]}),
        "línea",
        RATS,
        run,
        english,
    )
    assert (result.klass, result.checked, result.wrong) == ("RIGHT", ["dies", "survives"], [])
    assert result.complete is True
    assert result.cited == ("702.4b",) and result.cites_all


def test_a_complete_answer_that_contradicts_a_key_is_wrong(run, english) -> None:
    result = judge(item({"survives": ["Typhoid Rats"]}), "línea", RATS, run, english)
    assert result.klass == "WRONG"
    assert result.wrong == ["Typhoid Rats: esperado sigue en el campo, obtenido muere"]


def test_unread_text_or_a_refusal_is_honest_whatever_the_outcome(run, english) -> None:
    brimaz = 'combate atacante:"Brimaz, King of Oreskos" bloqueadores:"Grizzly Bears"'
    # The conditional answer would contradict this made-up outcome: still honest, and said.
    conditional = judge(item({"legal": False}), "línea", brimaz, run, english)
    assert (conditional.klass, conditional.complete, conditional.refused) == (
        "HONEST",
        False,
        False,
    )
    assert conditional.wrong and "Brimaz" in conditional.detail
    refused = judge(item({"legal": True}), "mensaje", "esto no es una partida", run, english)
    assert (refused.klass, refused.refused) == ("HONEST", True)


def test_roles_legality_and_counters_are_compared(run, english) -> None:
    brute = 'combate atacante:"Boggart Brute" bloqueadores:"Grizzly Bears"'
    assert judge(item({"legal": False}), "línea", brute, run, english).klass == "RIGHT"
    assert judge(item({"legal": True}), "línea", brute, run, english).klass == "WRONG"
    quake = 'pila vida:3 vida_rival:4 hechizo:"Earthquake X=3"'
    right = judge(item({"life": {"lanzador": 0, "rival": 1}}), "línea", quake, run, english)
    assert (right.klass, right.checked) == ("RIGHT", ["life"])
    swapped = judge(item({"life": {"lanzador": 1, "rival": 0}}), "línea", quake, run, english)
    assert swapped.klass == "WRONG" and len(swapped.wrong) == 2
    infect = 'combate atacante:"Glistener Elf" bloqueadores:"Grizzly Bears"'
    counters = judge(
        item({"counters": {"Grizzly Bears": "-1/-1 x1"}}), "línea", infect, run, english
    )
    assert (counters.klass, counters.checked) == ("RIGHT", ["counters"])
    assert (
        judge(
            item({"counters": {"Grizzly Bears": "-1/-1 x2"}}), "línea", infect, run, english
        ).klass
        == "WRONG"
    )


def test_nothing_comparable_is_uncheckable_and_no_line_is_a_dash(run, english) -> None:
    notes = item({"notes": "solo texto"})
    assert comparable_keys(notes.outcome) == []
    assert judge(notes, "línea", RATS, run, english).klass == "UNCHECKABLE"
    # A pila answer asks no legality question: legal cannot be compared with it.
    bolt = 'pila criaturas:"Grizzly Bears" hechizo:"Lightning Bolt: Grizzly Bears"'
    assert judge(item({"legal": False}), "línea", bolt, run, english).klass == "UNCHECKABLE"
    assert judge(notes, "línea", None, run, english).klass == "-"


def test_names_in_spanish_and_an_engine_without_complete(english) -> None:
    # An engine before issue 49.1 has no complete field: everything it says is stated as fact.
    answer = {
        "final": {
            "kind": "combat",
            "players": [
                {"name": "Jugador atacante", "life": 20},
                {"name": "Jugador defensor", "life": 20},
            ],
            "died": [{"name": "Ratas tifoideas", "to": "graveyard"}],
            "permanents": [{"name": "Mirran Crusader"}],
            "verdict": None,
        },
        "rules": [],
    }
    result = classify(Run(item({"dies": ["Typhoid Rats"]}), "mensaje", "x"), answer, english)
    assert (result.klass, result.complete) == ("RIGHT", True)
    answer["final"]["died"][0]["to"] = "exile"
    result = classify(Run(item({"dies": ["Typhoid Rats"]}), "mensaje", "x"), answer, english)
    assert result.wrong == ["Typhoid Rats: esperado muere, obtenido exiliada"]


def test_the_blind_set_and_its_lines_match() -> None:
    items = load_items()
    lines = load_lines()
    assert len(items) >= 40
    assert [i.id for i in items] == list(lines)
    written = [line for line in lines.values() if line]
    assert len(written) >= len(items) // 2
    orders = ("combate ", "estado ", "pila ", "disparos ", "capas ", "momento ", "escenario ")
    assert all(line.startswith(orders) for line in written)
    runs = [Run(i, "línea", lines[i.id]) for i in items]
    assert summary(runs)["línea"]["clases"]["-"] == len(items)  # nothing run yet
