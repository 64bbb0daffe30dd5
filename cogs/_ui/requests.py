"""What an answer was asked, written small enough to live in a custom_id (pure, no discord).

A button under an answer must work after a restart, when the process that made it is gone.
So the button carries the request itself ("=", a one-letter kind, the kind's option codes, the
text as typed); the page is rebuilt from it on each click. Discord allows 100 characters per
custom_id: a request too long for that (a long search, a scenario) is kept by the process
that made it under a short key ("#…"), and after a restart such a button says so.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from bot.text.base36 import DIGITS

# Editions a request may name, as one character each. Append only: codes live in old messages.
# The words the edition catalog offers change at run time (`juez actualizar` brings the 2027
# rules), so after the words first offered every year near them has its code already (up to
# the 36 one-character codes): a year not listed here has none, and an edition asked for by
# Discord is checked against this table (cogs._ui.options.checked_edition).
EDITION_VALUES = (
    "",
    "es",
    "en",
    "2019",
    "2026",
    "actual",
    *(str(year) for year in range(2020, 2026)),
    *(str(year) for year in range(2027, 2051)),
)
# Sources of /buscar, likewise (the empty one: everything).
SOURCE_VALUES = ("", "reglas", "palabrasclave", "glosario", "clase", "es", "en")


def code(value: str | None, table: tuple[str, ...]) -> str | None:
    """The one-character code of ``value`` in ``table``; None when it has none."""
    try:
        return DIGITS[table.index(value or "")]
    except ValueError:
        return None


def value(char: str, table: tuple[str, ...]) -> str | None:
    """The value a code stands for ("" becomes None); ValueError for an unknown code."""
    index = DIGITS.index(char)
    if index >= len(table):
        raise ValueError(f"unknown code {char!r}")
    return table[index] or None


@dataclass(frozen=True)
class Request:
    """``kind``: which feature rebuilds the answer (one lowercase letter); ``options``: that
    feature's option codes; ``text``: the query, rule number or scenario as typed."""

    kind: str
    options: str
    text: str

    def encode(self) -> str:
        return f"={self.kind}{self.options}{self.text}"

    @staticmethod
    def decode(encoded: str, widths: dict[str, int]) -> Request:
        """``widths``: how many option characters each kind has. ValueError if it is not one."""
        if len(encoded) < 2 or encoded[0] != "=" or encoded[1] not in widths:
            raise ValueError(f"not a request: {encoded[:20]!r}")
        kind, width = encoded[1], widths[encoded[1]]
        options = encoded[2 : 2 + width]
        if len(options) != width:
            raise ValueError("request options cut short")
        return Request(kind, options, encoded[2 + width :])

    def key(self) -> str:
        """A short stand-in for a request too long for a custom_id."""
        return (
            "#"
            + hashlib.blake2b(self.encode().encode("utf-8", "replace"), digest_size=8).hexdigest()
        )
