"""The cogs' slash commands match the command table (bot/commands/table.py): names, types,
required, limits, choices and descriptions. discord.py needs static signatures in the cogs, so
this test is what keeps the two from drifting apart."""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Iterator
from typing import Any

from discord import AppCommandOptionType
from discord.ext import commands

from bot.commands import COMMANDS, Command, Front, Kind

FEATURES = ("reglas", "politica", "cambios", "carta", "escenario", "quiz", "config")
DISCORD_TYPE = {
    Kind.TEXT: AppCommandOptionType.string,
    Kind.CHOICE: AppCommandOptionType.string,
    Kind.EDITION: AppCommandOptionType.string,
    Kind.INT: AppCommandOptionType.integer,
    Kind.FLAG: AppCommandOptionType.boolean,
}


def slash_commands() -> dict[tuple[str, ...], Any]:
    """Every slash command the cogs define, by path (("quiz", "nueva"))."""
    found: dict[tuple[str, ...], Any] = {}
    for feature in FEATURES:
        module = importlib.import_module(f"cogs.{feature}._cog")
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if not issubclass(cls, commands.Cog) or cls.__module__ != module.__name__:
                continue
            group = getattr(cls, "__cog_group_name__", None)
            is_group = issubclass(cls, commands.GroupCog)
            for command in cls.__cog_app_commands__:
                path = (group, command.name) if is_group and group else (command.name,)
                found[path] = command
    return found


def mismatches(command: Command, slash: Any) -> Iterator[str]:
    if slash is None:
        yield f"/{' '.join(command.discord)}: in the table, in no cog"
        return
    if slash.description != command.description:
        yield f"{command.name}: description {slash.description!r}"
    want = command.on(Front.DISCORD)
    have = slash.parameters
    if [o.name for o in want] != [p.name for p in have]:
        yield f"{command.name}: options {[p.name for p in have]} != {[o.name for o in want]}"
        return
    for option, param in zip(want, have, strict=True):
        where = f"{command.name} {option.name}"
        if param.type != DISCORD_TYPE[option.kind]:
            yield f"{where}: type {param.type}"
        if param.required != option.required:
            yield f"{where}: required {param.required}"
        if param.description != option.help:
            yield f"{where}: description {param.description!r}"
        if option.kind in (Kind.TEXT, Kind.INT) and (param.min_value, param.max_value) != (
            option.low,
            option.high,
        ):
            yield f"{where}: limits {param.min_value}..{param.max_value}"
        if [c.value for c in param.choices] != list(option.values):
            yield f"{where}: choices {[c.value for c in param.choices]}"


def test_every_slash_command_of_the_table_matches_its_cog() -> None:
    cogs = slash_commands()
    on_discord = [c for c in COMMANDS.values() if c.discord and Front.DISCORD in c.fronts]
    assert len(on_discord) == 12
    problems = [p for c in on_discord for p in mismatches(c, cogs.get(c.discord))]
    assert problems == []


def test_a_cog_that_drifts_from_the_table_is_caught() -> None:
    """The comparison itself can fail: a changed limit and a renamed option are both seen."""
    import dataclasses

    regla = COMMANDS["regla"]
    shorter = dataclasses.replace(regla.option("consulta"), high=10)
    renamed = dataclasses.replace(regla.option("edicion"), name="edition")
    drifted = dataclasses.replace(regla, options=(shorter, *regla.options[1:]))
    slash = slash_commands()[("regla",)]
    assert any("limits" in p for p in mismatches(drifted, slash))
    drifted = dataclasses.replace(regla, options=(regla.options[0], renamed, *regla.options[2:]))
    assert any("options" in p for p in mismatches(drifted, slash))


def test_the_table_limits_are_the_services() -> None:
    """The table copies three limits to stay cheap to import (`juez --help`): same numbers."""
    from bot.cards.errors import MAX_NAME
    from bot.commands import table
    from index.search.query import MAX_NAME_CHARS, MAX_QUERY_CHARS

    assert (table.MAX_QUERY_CHARS, table.MAX_NAME_CHARS, table.MAX_CARD_NAME) == (
        MAX_QUERY_CHARS,
        MAX_NAME_CHARS,
        MAX_NAME,
    )


def test_discord_descriptions_fit_discord() -> None:
    """Discord refuses a description over 100 characters, and the whole tree with it."""
    for command in COMMANDS.values():
        assert len(command.description) <= 100, command.name
        assert all(len(o.help) <= 100 for o in command.on(Front.DISCORD)), command.name
