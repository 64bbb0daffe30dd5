"""The glossary answers Spanish terms: carried to English like a question (issue 10)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("term", "entry"),
    [
        ("acciones basadas en estado", "State-Based Actions"),
        ("JAJNA", "Active Player, Nonactive Player Order"),
        ("marca de tiempo", "Timestamp Order"),
        ("daño letal", "Lethal Damage"),
        ("arrollar", "Trample"),
    ],
)
def test_a_spanish_term_finds_its_english_entry(library, term, entry) -> None:
    result = library.glossary(term)
    # Only that entry: its Spanish definition (when it has one) and the English entry in force.
    assert {h.id for h in result.results} == {entry}
    assert [h.id for h in result.results if h.language.value == "en"] == [entry]
    if term.lower() != "arrollar":  # keyword names were already understood, with no note
        assert entry in (result.message or "")


def test_lethal_damage_keeps_every_reference(library) -> None:
    [hit] = [h for h in library.glossary("lethal damage").results if h.language.value == "en"]
    assert {"120.4a", "120.6", "510.1", "704.5g"} <= set(hit.refs)


def test_a_word_that_names_nothing_is_still_not_found(library) -> None:
    result = library.glossary("xyzzy")
    assert not result.results and "no está en el glosario" in (result.message or "")
