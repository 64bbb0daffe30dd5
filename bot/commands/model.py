"""What a command is, for every front end: its names, its typed options, its service call.

Plain data with no import beyond the standard library: `juez --help` builds its parser from it,
and the cogs read it at import. The front ends (bot/terminal/cli.py, bot/terminal/console.py,
cogs/) derive their parsers, help, completion and option checks from these records.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bot.services import JuezService
    from index.lookups.answers import LookupResult


class Front(StrEnum):
    """The three front ends a command may live in."""

    CLI = "cli"  # `juez regla 104.3c --edicion en`
    CONSOLE = "console"  # `/regla 104.3c edicion:en`, typed in the offline console
    DISCORD = "discord"  # the slash command /regla


ALL = frozenset(Front)
TERMINAL = frozenset({Front.CLI, Front.CONSOLE})


class Kind(StrEnum):
    """How an option's value is typed; each front end maps it to its own types."""

    TEXT = "text"  # a string (its length bounded by low/high on Discord)
    CHOICE = "choice"  # one of ``choices``
    EDITION = "edition"  # an edition word of the catalog in use (known only at run time)
    INT = "int"  # a whole number within low/high
    FLAG = "flag"  # yes or no (--reglas, reglas:sí, a Discord boolean)
    PATH = "path"  # a file (the command line only)


@dataclass(frozen=True)
class Choice:
    value: str
    label: str  # what Discord's menu shows (Spanish; bot/text/locales.py translates it)


@dataclass(frozen=True)
class Option:
    """One option of a command.

    ``name`` is how Discord and the console spell it (``edicion:en``) and the CLI's flag
    (``--edicion``). The free text after a command (``free``) is a positional argument on the
    command line, called ``cli_name`` there when that differs.
    """

    name: str
    kind: Kind
    help: str  # Discord's description of the option, exactly (bot/text/locales.py keys on it)
    terminal_help: str | None = None  # the command line's wording, where it says more
    free: bool = False
    cli_name: str | None = None
    choices: tuple[Choice, ...] = ()
    low: int | None = None  # a text's length or a number's value, on Discord
    high: int | None = None
    required: bool = False  # on Discord (the command line asks for the free text itself)
    default: Any = None
    fronts: frozenset[Front] = ALL
    unknown: str = ""  # the start of the refusal of a value it does not take ("Fuente desconocida")
    nargs: str = "*"  # the free text on the command line: words ("*") or one optional ("?")
    metavar: str | None = None
    exclusive: str = ""  # options sharing this group name cannot be given together (CLI)

    @property
    def values(self) -> tuple[str, ...]:
        return tuple(c.value for c in self.choices)

    @property
    def dest(self) -> str:
        """The attribute argparse stores the option under."""
        return (self.cli_name or self.name) if self.free else self.name.replace("-", "_")


# The service call of a lookup: given the service and the options given, the function that
# answers one query (regla, buscar, the policy documents…).
LookupCall = Callable[["JuezService", Mapping[str, Any]], Callable[[str], "LookupResult"]]


@dataclass(frozen=True)
class Command:
    """One command, as the terminal and Discord both know it.

    ``help`` is the terminal's one-line help; ``description`` Discord's (at most 100
    characters, kept exactly: bot/text/locales.py translates it). ``discord`` is the slash
    command's path (``("quiz", "nueva")``), or () when the command is not on Discord.
    ``lookup``: for the commands that answer a query with a LookupResult, the service call the
    command line and the console both make. ``example`` follows "Ejemplo: juez NAME".
    """

    name: str
    help: str
    description: str
    options: tuple[Option, ...] = ()
    aliases: tuple[str, ...] = ()  # the console's English spellings (/rule, /search…)
    discord: tuple[str, ...] = ()
    lookup: LookupCall | None = None
    example: str = ""
    usage: str = ""  # the console help's argument words ("<número o texto>")
    notes: tuple[str, ...] = field(default=())  # console help lines after the command's own
    cli_description: str = ""  # `juez NAME --help`'s text, when it says more than ``help``
    fronts: frozenset[Front] = ALL  # where the command is (Discord: also needs ``discord``)

    def option(self, name: str) -> Option:
        for option in self.options:
            if option.name == name:
                return option
        raise KeyError(name)

    def on(self, front: Front) -> tuple[Option, ...]:
        """The options this front end has."""
        return tuple(o for o in self.options if front in o.fronts)

    @property
    def free(self) -> Option | None:
        return next((o for o in self.options if o.free), None)
