"""Keywords by what they do (issue 24, item 2): a description finds its keyword through its
rule in force, its printed reminder texts and the Spanish material."""

from __future__ import annotations

import pytest

from index.lookups.descriptions import (
    KeywordDescriptions,
    _governed,
    _negations,
    _without_pronoun,
    negated,
)


@pytest.fixture(scope="module")
def descriptions(corpus):
    return KeywordDescriptions(corpus)


@pytest.mark.parametrize(
    ("description", "keywords"),
    [
        ("la que pone contadores de veneno", {"Infect", "Toxic", "Poisonous"}),
        ("la que gana vidas al hacer daño", {"Lifelink"}),
        ("no puede ser bloqueada excepto por dos o más criaturas", {"Menace"}),
        ("se lanza otra vez desde el cementerio y luego se exilia", {"Flashback"}),
    ],
)
def test_a_description_finds_its_keyword(library, description, keywords):
    result = library.keyword(description)
    rule = next(h for h in result.results if h.role == "rule_text")
    assert rule.title in keywords
    assert "Por la descripción" in (result.message or "")


def test_what_a_keyword_forbids_answers_first(library):
    """Issue 24: "la que no deja que la hagan objetivo" is Hexproof, with Shroud named next;
    "no puede ser destruida" is Indestructible, not Umbra Armor (which mentions destroying)."""
    result = library.keyword("la que no deja que la hagan objetivo")
    assert next(h for h in result.results if h.role == "rule_text").title == "Hexproof"
    assert "Shroud" in result.suggestions
    result = library.keyword("no puede ser destruida")
    assert next(h for h in result.results if h.role == "rule_text").title == "Indestructible"


def test_a_negation_governs_the_next_few_terms():
    assert negated(["can", "not", "target", "spell", "abil", "oppon"], frozenset({"not"})) == [
        "¬target",
        "¬spell",
        "¬abil",
    ]
    words = ("la", "que", "no", "deja", "que", "la", "hagan", "objetivo")
    assert _governed(words, frozenset({"la", "que"})) == [("deja", "hagan", "objetivo")]
    assert _governed(("impide", "que", "la", "bloqueen"), frozenset({"la", "que"})) == [
        ("bloqueen",)
    ]


def test_the_answer_names_the_next_candidates(library):
    result = library.keyword("la que no deja que la hagan objetivo")
    named = {"Hexproof", "Shroud"} & {*result.suggestions, *(h.title for h in result.results)}
    assert named  # the right one is among what the answer names
    assert len(result.suggestions) == 2


def test_reminder_texts_are_read_in_both_languages(descriptions):
    lifelink = next(n for n, name in descriptions.names.items() if name == "Lifelink")
    spanish = descriptions.spanish_reminders[lifelink]
    assert any("vidas" in text for text in spanish)
    assert len(descriptions.spanish_reminders) >= 80


def test_pronouns_and_negations_are_read():
    assert _without_pronoun("bloquearla") == "bloquear"
    assert _without_pronoun("tierra") == "tierra"
    assert "can not" in _negations("This creature can't be blocked")
