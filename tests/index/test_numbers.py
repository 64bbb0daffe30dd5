import pytest

from index import numbers


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("104.3c", ("104.3c", None)),
        ("regla 104.3b", ("104.3b", None)),
        ("Reglas 104.3b", ("104.3b", None)),
        ("R. 702.19c", ("702.19c", None)),
        ("106,4b", ("106.4b", None)),
        ("1O4.3a", ("104.3a", None)),
        ("l04.3a", ("104.3a", None)),
        ("704.5K", ("704.5k", None)),
        ("  303.4  ", ("303.4", None)),
        ("704", ("704", None)),
        ("104.3a-c", ("104.3a", "104.3c")),
        ("101.4a–d", ("101.4a", "101.4d")),
        ("104.3a - 104.3d", ("104.3a", "104.3d")),
        # As people type them (issue 24): run together, spaced, other separators, in a phrase.
        ("1043c", ("104.3c", None)),
        ("7045k", ("704.5k", None)),
        ("104.3 c", ("104.3c", None)),
        ("104-3c", ("104.3c", None)),
        ("104,3c", ("104.3c", None)),
        ("regla 104 3 c", ("104.3c", None)),
        ("la 704.5k", ("704.5k", None)),
        ("¿la regla 704.5k?", ("704.5k", None)),
        ("«104.3c»", ("104.3c", None)),
        ("nº 702.19", ("702.19", None)),
    ],
)
def test_user_numbers_are_read(typed, expected):
    assert numbers.parse_user_number(typed) == expected


@pytest.mark.parametrize(
    "typed",
    ["", "lol", "trample", "hola 104", "104.3a-", "1234.5", "2019", "300 a", "la", "las 3 de la"],
)
def test_text_is_not_a_number(typed):
    assert numbers.parse_user_number(typed) is None


def test_sort_key_orders_like_the_document():
    ids = ["702.60", "702.6a", "702.7", "702.6", "702", "702.6b", "702.19c"]
    assert sorted(ids, key=numbers.sort_key) == [
        "702", "702.6", "702.6a", "702.6b", "702.7", "702.19c", "702.60",
    ]  # fmt: skip


def test_parents_and_letters():
    assert numbers.parent_of("704.5k") == "704.5"
    assert numbers.parent_of("704.5") == "704"
    assert numbers.parent_of("704") is None
    assert numbers.letter_after("k") == "m"  # no "l"
    assert numbers.letter_after("n") == "p"  # no "o"
    assert numbers.letter_range("j", "n") == ["j", "k", "m", "n"]


def test_references_found_in_text():
    text = "Ver la regla 704. (ver la regla 104.3a) y las reglas 603.7d–f; see rule 702.19c."
    assert numbers.find_references(text) == [
        "704", "104.3a", "603.7d", "603.7e", "603.7f", "702.19c",
    ]  # fmt: skip


def test_references_after_a_serial_comma_are_kept():
    from index.numbers import find_references

    text = "See rules 120.4a, 120.6, 510.1, and 704.5g."
    assert find_references(text) == ["120.4a", "120.6", "510.1", "704.5g"]
    assert find_references("See rules 205.1a–b, 305.7, and 613.1d.")[-1] == "613.1d"


def test_lethal_damage_in_the_glossary_lists_704_5g(corpus):
    entry = next(
        r for r in corpus.records
        if r.kind.value == "glossary" and r.id == "Lethal Damage"
        and r.edition == corpus.current_edition.id
    )  # fmt: skip
    assert "704.5g" in entry.refs
