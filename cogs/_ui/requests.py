"""What an answer was asked, as typed requests that fit in a custom_id (pure, no discord).

A button under an answer must work after a restart, when the process that made it is gone.
So the button carries the request itself; the page is rebuilt from it on each click. Each kind
of request is one frozen dataclass below (``RuleAsked``, ``CardAsked``…), registered under one
lowercase letter in ``KINDS``, which refuses a letter used twice (two cogs once shared a table
where a second letter silently replaced the first). A cog builds its request with typed fields
and its source reads them; the string form exists only inside a custom_id: ``encode`` when a
control is drawn, ``decode`` when one is clicked.

The string: "=", the kind's letter, one code per option (base-36, the option's index in its
table), then the text as typed. Discord allows 100 characters per custom_id: a request too long
for that (a long search, a scenario) is kept by the process that made it under a short key
("#…"), and after a restart such a button says so. Tables are append only: codes live in old
messages.
"""

from __future__ import annotations

import dataclasses
import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar, Self, TypeVar

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
REL_VALUES = ("", "regular", "competitivo", "profesional")  # /infraccion's REL
SUMMARY_VALUES = ("", "resumen")  # /cambios resumen:sí
RULINGS_VALUES = ("", "si")  # /carta reglas:sí
LANGUAGE_VALUES = ("es", "en")  # /escenario's explanation (bot/text/engine_steps)

Table = tuple[str, ...]


def code(value: str | None, table: Table) -> str | None:
    """The one-character code of ``value`` in ``table``; None when it has none."""
    try:
        return DIGITS[table.index(value or "")]
    except ValueError:
        return None


def value(char: str, table: Table) -> str | None:
    """The value a code stands for ("" becomes None); ValueError for an unknown code."""
    index = DIGITS.index(char)
    if index >= len(table):
        raise ValueError(f"unknown code {char!r}")
    return table[index] or None


@dataclass(frozen=True)
class Request:
    """A request of some kind: ``text`` is the query, rule number or scenario as typed; a
    kind's options are its other fields, each coded by the table in ``OPTIONS`` (a bool field
    is its table's second value, or none)."""

    text: str = ""

    KIND: ClassVar[str] = ""
    OPTIONS: ClassVar[tuple[tuple[str, Table], ...]] = ()

    def __post_init__(self) -> None:
        # A value its table has no code for counts as none, as it would after a round trip
        # (a server's preferred edition the bot no longer offers: another edition answers).
        for name, table in self.OPTIONS:
            given = getattr(self, name)
            if isinstance(given, str) and given not in table:
                object.__setattr__(self, name, None)

    def codes(self) -> str:
        found = []
        for name, table in self.OPTIONS:
            given = getattr(self, name)
            if isinstance(given, bool):
                given = table[1] if given else ""
            found.append(code(given, table) or DIGITS[0])
        return "".join(found)

    def encode(self) -> str:
        return f"={self.KIND}{self.codes()}{self.text}"

    def key(self) -> str:
        """A short stand-in for a request too long for a custom_id."""
        return (
            "#"
            + hashlib.blake2b(self.encode().encode("utf-8", "replace"), digest_size=8).hexdigest()
        )

    def asking(self, text: str) -> Self:
        """The same kind and options about another text (a rule picked from a menu)."""
        return dataclasses.replace(self, text=text)

    @classmethod
    def _from(cls, body: str) -> Self:
        width = len(cls.OPTIONS)
        if len(body) < width:
            raise ValueError("request options cut short")
        fields: dict[str, Any] = {}
        for char, (name, table) in zip(body[:width], cls.OPTIONS, strict=True):
            found = value(char, table)
            is_flag = isinstance(cls.__dataclass_fields__[name].default, bool)
            fields[name] = found is not None if is_flag else found
        return cls(body[width:], **fields)


R = TypeVar("R", bound=type[Request])
KINDS: dict[str, type[Request]] = {}


def kind(letter: str) -> Callable[[R], R]:
    """Register a request class under ``letter``; a letter used twice is refused at import."""

    def register(cls: R) -> R:
        if len(letter) != 1 or not letter.islower() or not letter.isascii():
            raise ValueError(f"a request kind is one lowercase letter, not {letter!r}")
        if letter in KINDS:
            raise ValueError(
                f"request kind {letter!r} used twice: {KINDS[letter].__name__}, {cls.__name__}"
            )
        if len(cls.OPTIONS) > 8:  # the reference menu's custom_id keeps eight codes at most
            raise ValueError(f"{cls.__name__}: more than 8 options")
        cls.KIND = letter
        KINDS[letter] = cls
        return cls

    return register


def decode(encoded: str) -> Request:
    """The request a custom_id carries; ValueError if it is not one."""
    if len(encoded) < 2 or encoded[0] != "=" or encoded[1] not in KINDS:
        raise ValueError(f"not a request: {encoded[:20]!r}")
    return KINDS[encoded[1]]._from(encoded[2:])


# -- the kinds: one letter each, never reused (old messages carry them) -------------------------
# /regla, /buscar, /palabraclave, /glosario (cogs/reglas)
@kind("r")
@dataclass(frozen=True)
class RuleAsked(Request):
    edition: str | None = None  # asked for: strict
    preferred: str | None = None  # the server's: a preference
    OPTIONS = (("edition", EDITION_VALUES), ("preferred", EDITION_VALUES))


@kind("b")
@dataclass(frozen=True)
class SearchAsked(Request):
    source: str | None = None
    preferred: str | None = None
    OPTIONS = (("source", SOURCE_VALUES), ("preferred", EDITION_VALUES))


@kind("k")
@dataclass(frozen=True)
class KeywordAsked(Request):
    preferred: str | None = None
    OPTIONS = (("preferred", EDITION_VALUES),)


@kind("g")
@dataclass(frozen=True)
class GlossaryAsked(Request):
    preferred: str | None = None
    OPTIONS = (("preferred", EDITION_VALUES),)


@kind("o")
@dataclass(frozen=True)
class OpenedRule(Request):
    """A rule picked from a lookup's menu, in the edition preferred."""

    preferred: str | None = None
    OPTIONS = (("preferred", EDITION_VALUES),)


# /mtr, /ipg, /jar, /infraccion (cogs/politica)
@dataclass(frozen=True)
class PolicySection(Request):
    DOCUMENT: ClassVar[str] = ""


@kind("m")
@dataclass(frozen=True)
class MtrSection(PolicySection):
    DOCUMENT = "MTR"


@kind("i")
@dataclass(frozen=True)
class IpgSection(PolicySection):
    DOCUMENT = "IPG"


@kind("j")
@dataclass(frozen=True)
class JarSection(PolicySection):
    DOCUMENT = "JAR"


@kind("n")
@dataclass(frozen=True)
class InfractionAsked(Request):
    rel: str | None = None
    OPTIONS = (("rel", REL_VALUES),)


# /cambios (cogs/cambios)
@kind("c")
@dataclass(frozen=True)
class ChangesAsked(Request):
    summary: bool = False
    OPTIONS = (("summary", SUMMARY_VALUES),)


# /carta (cogs/carta): the card, and a rule opened from its menu
@kind("t")
@dataclass(frozen=True)
class CardAsked(Request):
    rulings: bool = False
    OPTIONS = (("rulings", RULINGS_VALUES),)


@kind("u")
@dataclass(frozen=True)
class CardRule(Request):
    pass


# /escenario (cogs/escenario): explained in Spanish (the request it always had, so buttons of
# older answers still open), in a language of LANGUAGE_VALUES, and a rule it cites (in the
# edition the engine cites, whatever the server prefers)
@kind("e")
@dataclass(frozen=True)
class ScenarioAsked(Request):
    pass


@kind("l")
@dataclass(frozen=True)
class WordedScenario(Request):
    language: str | None = None
    OPTIONS = (("language", LANGUAGE_VALUES),)


@kind("s")
@dataclass(frozen=True)
class CitedRule(Request):
    pass
