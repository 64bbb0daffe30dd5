"""A question that asks whether an action is allowed at a moment gets the rules' timing terms."""

from __future__ import annotations

from index.search.query import clean
from index.search.question import read
from index.search.timing import TIMING_WEIGHT, asks_when, timing_terms


def test_permission_and_a_moment_make_a_timing_question() -> None:
    assert asks_when("en mi upkeep puedo lanzar un sorcery?")
    assert asks_when("¿Puedo equipar en el combate del rival?")
    assert asks_when("¿puedo bajar tierra en respuesta a algo?")
    assert not asks_when("¿puedo tapear un elfo de maná el mismo turno que lo bajo?")  # no "en"
    assert not asks_when("¿puedo tener dos leyendas con el mismo nombre?")  # no moment
    assert not asks_when("¿qué pasa en el paso de limpieza?")  # no permission asked


def test_the_timing_terms_join_the_question_below_its_own_words() -> None:
    raw = "en mi upkeep puedo lanzar un sorcery?"
    english = read(raw, clean(raw), lambda w: False).english
    assert {"prioriti", "empti", "main"} <= english.keys()
    assert english["upkeep"] > TIMING_WEIGHT  # the question's own word weighs in full
    assert all(english[t] == TIMING_WEIGHT for t in ("prioriti", "empti"))
    assert set(timing_terms()) <= english.keys()


def test_a_sorcery_in_the_upkeep_finds_when_sorceries_may_be_cast(library) -> None:
    top = [h.id for h in library.search("en mi upkeep puedo lanzar un sorcery?").results[:3]]
    assert "307.1" in top or "117.1a" in top
