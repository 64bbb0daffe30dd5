"""The linker of references (bot.site.html.linked) on sentences as the rules write them."""

from __future__ import annotations

import pytest

from bot.site.html import Targets, linked, range_end, references


def _rule(number: str) -> str | None:
    return None if number == "110.10" else f"reglas/{number.split('.')[0]}.html#{number}"


def _section(number: str) -> str | None:
    return f"normas/x.html#{number}" if number != "9" else None


TO = Targets(_rule, _section, frozenset({"704"}))


@pytest.mark.parametrize(
    ("text", "linked_numbers"),
    [
        ("except as specified in 101.4a.", ["101.4a"]),
        ("Perform the actions listed in 601.2a–h in order", ["601.2a", "h"]),
        ("see rules 119.7–8", ["119.7", "8"]),
        ("See rules 903.6–903.11.", ["903.6", "903.11"]),
        ("See section 8, “Multiplayer Rules.”", ["8"]),
        ("Ver la regla 704.", ["704"]),
        ("This is a state-based action. See 704.", ["704"]),  # in the record's refs
        ("a deck of 100 cards, 2019 and 1.5", []),
        ("see Appendix D and section 5.2 of the Magic Tournament Rules", ["D", "5.2"]),
        ("Plan A and B", []),
    ],
)
def test_each_reference_becomes_a_link(text, linked_numbers):
    html = linked(text, TO, "reglas/100.html")
    assert html.count("<a ") == len(linked_numbers)
    for number in linked_numbers:
        assert f">{number}</a>" in html


def test_a_section_of_another_document_is_looked_up_there():
    asked = []
    linked("section 5.2 of the Magic Tournament Rules", Targets(_rule, asked.append), "a.html")
    assert asked == ["MTR:5.2"]


def test_a_rule_that_does_not_exist_is_said():
    html = linked("see rule 110.10.", TO, "glosario.html")
    assert "<a " not in html and "110.10 <small" in html and "(esa regla no existe)" in html


def test_a_chapter_that_does_not_resolve_stays_text():
    assert linked("See section 9.", TO, "a.html") == "See section 9."


def test_range_ends_and_references():
    assert range_end("601.2a", "h") == "601.2h" and range_end("119.7", "8") == "119.8"
    assert range_end("903.6", "903.11") == "903.11"
    assert references("rules 601.2a–h, rule 704, 100 cards, section 7") == [
        "601.2a", "601.2h", "704",
    ]  # fmt: skip
