"""One command table, three front ends: a command added to bot/commands/table.py appears in
`juez`'s parser and help, in the console (its help, its dispatch, Tab completion) and in the
cogs' option checks, with nothing else written for it."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.commands import COMMANDS, Choice, Command, Front, Kind, Option
from bot.services import JuezService, UserError
from index.library import Library

SHADES = (Choice("rojo", "Rojo"), Choice("verde", "Verde"))
FAKE = Command(
    "colores",
    "Una entrada del glosario, con un tono (una orden de prueba).",
    "Una entrada del glosario, con un tono",
    (
        Option("termino", Kind.TEXT, "Qué término", free=True, low=1, high=50, required=True),
        Option("tono", Kind.CHOICE, "Qué tono", choices=SHADES, unknown="Tono desconocido"),
        Option("privado", Kind.FLAG, "Solo para ti", fronts=frozenset({Front.DISCORD})),
    ),
    aliases=("colours",),
    discord=("colores",),
    lookup=lambda service, options: service.lookups.glossary,
    example="trample",
    usage="<término>",
)


@pytest.fixture
def fake() -> Iterator[Command]:
    COMMANDS.add(FAKE)
    try:
        yield FAKE
    finally:
        COMMANDS.remove(FAKE.name)


def test_the_command_line_gets_the_new_command(fake: Command) -> None:
    from bot.terminal import cli

    parser = cli._parser()
    assert "colores" in parser.format_help()
    args = parser.parse_args(["colores", "trample", "--tono", "rojo"])
    assert (args.command, args.termino, args.tono) == ("colores", ["trample"], "rojo")
    assert cli._handler("colores") is cli._run_lookup
    with pytest.raises(SystemExit):  # a Discord-only option is no flag of the command line
        parser.parse_args(["colores", "trample", "--privado"])


def test_the_console_gets_the_new_command(fake: Command, library: Library, data_dir: Path) -> None:
    from bot.terminal.completion import Candidates
    from bot.terminal.console import Console, help_text

    service = JuezService(data_dir, library=library)
    console = Console(service, io.StringIO(), db_path=data_dir / "nada.sqlite3")
    shown = help_text(service.catalog)
    assert "/colores <término> [tono:<rojo|verde>]" in shown and "una orden de prueba" in shown
    assert "privado" not in shown
    answer = console.handle("/colours trample")  # the alias runs it too
    assert answer is not None and "Glosario: Trample" in answer
    candidates = Candidates(service)
    assert [c.text for c in candidates("/colo")] == ["/colores "]
    assert [c.text for c in candidates("/colores tr t")] == ["tono:"]
    assert [c.text for c in candidates("/colores trample tono:v")] == ["verde"]


def test_the_cogs_get_the_new_commands_checks(fake: Command) -> None:
    from cogs._ui.options import checked_option, choices_of, described, description_of
    from tests.contracts.test_command_table import mismatches, slash_commands

    assert description_of("colores") == "Una entrada del glosario, con un tono"
    assert described("colores") == {"termino": "Qué término", "tono": "Qué tono",
                                     "privado": "Solo para ti"}  # fmt: skip
    assert [c.value for c in choices_of("colores", "tono")] == ["rojo", "verde"]
    assert checked_option("colores", "tono", "verde") == "verde"
    with pytest.raises(UserError, match="Tono desconocido: «azul». Usa una de: rojo, verde"):
        checked_option("colores", "tono", "azul")
    # No cog defines /colores yet: the contract test says so instead of letting it drift.
    assert list(mismatches(fake, slash_commands().get(fake.discord))) == [
        "/colores: in the table, in no cog"
    ]


def test_a_name_used_twice_is_refused(fake: Command) -> None:
    import dataclasses

    with pytest.raises(ValueError, match="used twice: colores"):
        COMMANDS.add(dataclasses.replace(fake, aliases=()))
    with pytest.raises(ValueError, match="used twice: rule"):
        COMMANDS.add(dataclasses.replace(fake, name="otra", aliases=("rule",)))
