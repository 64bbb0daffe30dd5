"""Typed requests (cogs/_ui/requests.py): one frozen dataclass per kind, in one table that
refuses a letter used twice; the custom_id form is made when a control is drawn and read back
when one is clicked, the same as the codes old messages carry."""

from __future__ import annotations

import dataclasses

import pytest

from cogs._ui import requests
from cogs._ui.requests import (
    KINDS,
    CardAsked,
    ChangesAsked,
    InfractionAsked,
    Request,
    RuleAsked,
    SearchAsked,
    WordedScenario,
    decode,
    kind,
)
from cogs._ui.views import INLINE_MAX, PAGE_PREFIX


def test_a_letter_used_twice_is_refused() -> None:
    with pytest.raises(ValueError, match="'r' used twice: RuleAsked, Other"):

        @kind("r")
        @dataclasses.dataclass(frozen=True)
        class Other(Request):
            pass

    assert KINDS["r"] is RuleAsked
    with pytest.raises(ValueError, match="one lowercase letter"):
        kind("R")(RuleAsked)


def test_every_kind_has_its_own_letter_and_class() -> None:
    assert len(KINDS) == 15 and len(set(KINDS.values())) == 15
    assert all(letter == cls.KIND for letter, cls in KINDS.items())


@pytest.mark.parametrize(
    ("request_", "encoded"),
    [
        # The strings older answers carry (the codes of the tables, unchanged).
        (RuleAsked("104.3c", "2019", "es"), "=r31104.3c"),
        (RuleAsked("704"), "=r00704"),
        (SearchAsked("robar sin cartas", "glosario", None), "=b30robar sin cartas"),
        (InfractionAsked("llegó tarde", "competitivo"), "=n2llegó tarde"),
        (ChangesAsked("", summary=True), "=c1"),
        (CardAsked("Llanowar Elves"), "=t0Llanowar Elves"),
        (WordedScenario("combate x", "en"), "=l1combate x"),
    ],
)
def test_each_kind_round_trips_through_its_custom_id(request_: Request, encoded: str) -> None:
    assert request_.encode() == encoded
    assert decode(encoded) == request_ and type(decode(encoded)) is type(request_)


def test_a_value_without_a_code_counts_as_none_before_and_after() -> None:
    """A server's preferred edition the bot no longer offers: as after a round trip."""
    asked = RuleAsked("704", "1999", "1999")
    assert (asked.edition, asked.preferred) == (None, None) and decode(asked.encode()) == asked


@pytest.mark.parametrize("text", ["=", "=Z12", "=r", "=b90x", "=r9", "#abc", "", "=b"])
def test_what_no_version_wrote_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        decode(text)


def test_every_kind_with_its_widest_options_fits_a_custom_id() -> None:
    """The page buttons carry the request when it fits; the reference menu always carries the
    kind and its codes: both stay within Discord's 100 characters."""
    for cls in KINDS.values():
        fields = {
            name: (True if isinstance(cls.__dataclass_fields__[name].default, bool) else t[-1])
            for name, t in cls.OPTIONS
        }
        opening = cls(**fields)
        assert len(f"jz:rf:{opening.KIND}{opening.codes()}") <= 100
        longest = cls("x" * (INLINE_MAX - 2 - len(cls.OPTIONS)), **fields).encode()
        assert len(longest) == INLINE_MAX
        assert len(f"{PAGE_PREFIX}n:123:{'z' * 13}:{longest}") <= 100
    assert requests.SOURCE_VALUES[0] == requests.EDITION_VALUES[0] == ""
