"""`juez` subcommands built from the command table (bot/commands/table.py).

Each option of a command that lives on the command line becomes an argparse argument of its
kind: the free text a positional, a flag ``--name``, a number ``type=int``. Choices are not
given to argparse: the command checks them itself, with a Spanish message that also accepts
what the table does not list (`--fuente` takes an edition too).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bot.commands.model import Command, Front, Kind, Option

if TYPE_CHECKING:
    Subparsers = argparse._SubParsersAction[argparse.ArgumentParser]


def add_command(
    sub: Subparsers, command: Command, formatter: type[argparse.HelpFormatter] | None = None
) -> argparse.ArgumentParser:
    """The subparser of ``command``, with every option it has on the command line."""
    extra: dict[str, Any] = {"formatter_class": formatter} if formatter else {}
    parser = sub.add_parser(
        command.name,
        help=command.help,
        description=command.cli_description or command.help,
        **extra,
    )
    groups: dict[str, argparse._MutuallyExclusiveGroup] = {}
    for option in command.on(Front.CLI):
        target: Any = parser
        if option.exclusive:
            if option.exclusive not in groups:
                groups[option.exclusive] = parser.add_mutually_exclusive_group()
            target = groups[option.exclusive]
        _add_option(target, option)
    return parser


def _add_option(target: Any, option: Option) -> None:
    help_text = option.terminal_help or option.help
    if option.free:
        target.add_argument(option.dest, nargs=option.nargs, help=help_text)
        return
    flag = f"--{option.name}"
    if option.kind is Kind.FLAG:
        target.add_argument(flag, action="store_true", help=help_text)
        return
    extra: dict[str, Any] = {}
    if option.metavar:
        extra["metavar"] = option.metavar
    if option.default is not None:
        extra["default"] = option.default
    if option.kind is Kind.INT:
        extra["type"] = int
    elif option.kind is Kind.PATH:
        extra["type"] = Path
    target.add_argument(flag, help=help_text, **extra)
