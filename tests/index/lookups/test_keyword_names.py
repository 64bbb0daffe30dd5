"""Keywords by printed Spanish name, common alternatives, a question or a description."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("asked", "rule"),
    [
        ("custodia", "702.21"),  # Ward as printed on Spanish cards
        ("mutar", "702.140"),  # Mutate
        ("doble golpe", "702.4"),  # beside the rules' "dañar dos veces"
        ("qué hace arrollar", "702.19"),
        ("que hace el toque mortal", "702.2"),
    ],
)
def test_names_and_questions_find_the_keyword(library, asked, rule) -> None:
    ids = [h.id for h in library.keyword(asked).results]
    assert rule in ids, ids


def test_a_description_finds_the_keyword_and_says_so(library) -> None:
    result = library.keyword("la que hace que las criaturas no puedan bloquearla salvo con dos")
    assert result.results and result.results[0].id == "Amenaza"
    assert "descripción" in (result.message or "")


def test_an_unknown_short_name_is_still_unknown(library) -> None:
    result = library.keyword("xyzzy")
    assert not result.results and "No conozco" in (result.message or "")
