"""The glossary by its Spanish term and by the verb or noun a judge uses (issue 24, item 3)."""

from __future__ import annotations

import pytest

from index.translate import spanish_game_terms


@pytest.mark.parametrize(
    ("term", "entry"),
    [
        ("jugador activo", "Active Player"),
        ("lanzar", "Cast"),
        ("objetivo", "Target"),
        ("coste de maná", "Mana Cost"),
        ("fase de combate", "Combat Phase"),
        ("ficha", "Token"),
        ("hechizo", "Spell"),
        ("comandante", "Commander"),
        ("copia", "Copy"),
        ("daño de combate", "Combat Damage"),
    ],
)
def test_a_spanish_term_is_its_entry(library, term, entry):
    result = library.glossary(term)
    # Only that entry: its Spanish definition (when it has one) and the English entry in force.
    assert {h.id for h in result.results} == {entry}
    assert [h.id for h in result.results if h.language.value == "en"] == [entry]
    assert f"«{entry}»" in (result.message or "")


def test_an_english_name_is_answered_as_written(library):
    for name in ("Active Player", "target", "cast"):
        result = library.glossary(name)
        assert result.results[0].id.lower() == name.lower() and result.message is None


def test_every_entry_named_in_game_vocabulary_is_reachable_in_spanish(library):
    """Each entry of the rules in force whose every word the game vocabulary can say in
    Spanish is found by those Spanish words (the vocabulary read backwards, one word each)."""
    spanish_of: dict[str, str] = {}
    for spanish, english in spanish_game_terms().items():
        if len(english.split()) == 1 and len(spanish.split()) == 1:
            spanish_of.setdefault(english, spanish)
    current = library.corpus.current_edition.id
    tried, found = 0, 0
    for entry in library.corpus.glossary:
        words = [w.lower().strip(",()") for w in entry.id.split()]
        if entry.edition != current or not all(w in spanish_of for w in words):
            continue
        tried += 1
        result = library.glossary(" ".join(spanish_of[w] for w in words))
        found += bool(result.results) and result.results[0].id == entry.id
    assert tried >= 200
    assert found / tried >= 0.97
