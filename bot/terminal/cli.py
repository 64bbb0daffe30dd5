"""`juez`: the bot, the offline console and a scriptable CLI, in one command.

juez                      bot when DISCORD_TOKEN is set, otherwise the offline console
juez regla 104.3a-c       one lookup, human output in Spanish
juez buscar --json -      one JSON object per input line, for scripts
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import io
import json
import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from bot.commands import COMMANDS as TABLE
from bot.terminal import argparse_es, exits
from bot.terminal.card_data import add_parser as add_card_data_parser
from bot.terminal.parsers import add_command
from bot.terminal.site import add_parser as add_site_parser
from bot.terminal.status import add_parser as add_status_parser
from bot.terminal.streams import safe_streams
from index.errors import UserError

# Only what parsing the command line needs is imported here: `juez --help` must stay as cheap
# as Python itself. Each handler imports what its command uses.
if TYPE_CHECKING:
    from bot.services import JuezService
    from bot.services.models import CardSearch
    from bot.settings import Settings


def _rule_with_cards(run: Run, args: argparse.Namespace) -> Callable[[str], CardSearch | None]:
    from bot.terminal.cards import rule_with_cards

    return lambda q: rule_with_cards(run.service, run.settings.database, q, args.edicion)


def _search_with_cards(run: Run, args: argparse.Namespace) -> Callable[[str], CardSearch | None]:
    from bot.terminal.cards import search_with_cards

    return lambda q: search_with_cards(run.service, run.settings.database, q, args.fuente)


# regla and buscar: a question that names a card is searched with it (the card shown first);
# the search with cards, or None when the query names none. The other lookups answer with the
# table's service call alone.
WITH_CARDS: dict[str, Callable[[Run, argparse.Namespace], Callable[[str], CardSearch | None]]] = {
    "regla": _rule_with_cards,
    "buscar": _search_with_cards,
}


# The lookups whose "nothing found" is exit code 1 (docs/comandos.md, «Códigos de salida»); carta
# too (bot/terminal/cards.py). With "-", 1 when any of the queries read found nothing.
EXIT_1_WHEN_NOTHING_FOUND = frozenset({"regla", "buscar", "palabraclave", "glosario"})


def _lookups() -> list[str]:
    """The commands that answer a query with a LookupResult (the table's ``lookup`` ones)."""
    return [name for name, command in TABLE.items() if command.lookup is not None]


class _EditionHelp(argparse.HelpFormatter):
    """Writes --edicion's help from the edition catalog when the help is shown, not when the
    parser is built: editions are added at run time, and `juez --help` must read no list."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        if action.dest != "edicion":
            return super()._get_help_string(action)
        from index.editions.edition_catalog import EditionCatalog

        return EditionCatalog.read(_data_dir_for_help()).option_help().replace("%", "%%")


def _data_dir_for_help() -> Path | None:
    """The data folder the settings name, for the editions added there; None (the bundled
    editions only) when the settings cannot be read: a help text never fails."""
    try:
        from bot.settings import Settings

        return Settings().data_dir
    except Exception:  # any bad setting is reported by the command itself
        return None


def _version() -> str:
    """The installed distribution's version (pyproject.toml), without importing anything else."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("juez")
    except PackageNotFoundError:  # run from a source tree that was never installed
        return "desconocida (sin instalar)"


class _VersionAction(argparse.Action):
    """``--version``: the version read only when asked. importlib.metadata and the email
    parser it reads package metadata with cost every command ~30 ms at start when the
    parser was given the version text up front (``action="version"``)."""

    def __init__(self, option_strings: list[str], dest: str, help: str | None = None) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=help)

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        print(f"juez {_version()}")
        parser.exit()


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="juez",
        description="Juez: reglas de Magic: The Gathering en español, citando la fuente. "
        "Sin subcomando abre el bot (con DISCORD_TOKEN) o la consola sin conexión.",
    )
    parser.add_argument("--datos", type=Path, help="carpeta del índice y la base de datos")
    parser.add_argument(
        "--version", action=_VersionAction, help="mostrar la versión instalada y salir",
    )  # fmt: skip
    parser.add_argument(
        "--verbose", action="store_true", help="mostrar también el registro (juez.log) aquí"
    )
    sub = parser.add_subparsers(dest="command", metavar="COMANDO")
    for name in _lookups():
        add_command(sub, TABLE[name], _EditionHelp)
    add_command(sub, TABLE["escenario"])
    idx = sub.add_parser(
        "indice",
        help="Construir el índice, ver su estado, su informe, la alineación de las ediciones "
        "o añadir una edición (añadir ARCHIVO).",
    )
    idx.add_argument(
        "accion", choices=["construir", "estado", "informe", "alineacion", "añadir", "anadir"]
    )
    idx.add_argument(
        "archivo",
        nargs="?",
        help="añadir: las reglas (.txt en inglés o en español, o PDF), o el MTR, la IPG o la JAR",
    )
    idx.add_argument("--fecha", help="añadir: la fecha de la edición (AAAA-MM-DD) si no la dice")
    idx.add_argument("--json", action="store_true")
    upd = sub.add_parser(
        "actualizar",
        help="Descargar las reglas vigentes de la página oficial (JUEZ_RULES_URL) y añadirlas.",
    )
    upd.add_argument(
        "--politica",
        metavar="URL|ARCHIVO",
        help="en vez de las reglas, un documento de torneo (MTR, IPG o JAR, .txt o PDF) desde "
        "su dirección o un archivo tuyo: una edición más nueva pasa a ser la vigente, la "
        "anterior se guarda y se listan las secciones que cambian",
    )
    upd.add_argument("--json", action="store_true")
    add_command(sub, TABLE["cambios"])
    bot = sub.add_parser("bot", help="Arrancar el bot de Discord (requiere DISCORD_TOKEN).")
    bot.add_argument("--sincronizar", action="store_true", help="sincronizar los comandos ya")
    bot.add_argument(
        "--limpiar-comandos",
        action="store_true",
        help="retirar las copias de los comandos de donde ya no deben estar y salir",
    )
    bot.add_argument(
        "--invitar",
        action="store_true",
        help="mostrar el enlace para añadir el bot a un servidor (sin conexión) y salir",
    )
    sub.add_parser("consola", help="La consola sin conexión (los mismos comandos que Discord).")
    add_command(sub, TABLE["quiz"])
    add_command(sub, TABLE["carta"])
    add_card_data_parser(sub)
    add_site_parser(sub)
    add_status_parser(sub)
    shells = sub.add_parser(
        "completado",
        help="El completado de `juez` para bash, zsh o fish (Tab completa comandos y opciones).",
        description="Ejemplos: juez completado bash > ~/.local/share/bash-completion/completions/"
        "juez; juez completado zsh > ~/.juez.zsh (y source ~/.juez.zsh en ~/.zshrc); "
        "juez completado fish > "
        "~/.config/fish/completions/juez.fish",
    )
    shells.add_argument("shell", choices=["bash", "zsh", "fish"])
    dat = sub.add_parser(
        "datos",
        help="Exportar o importar los datos guardados (JSON, una fila por línea).",
        description="Ejemplo: juez datos exportar > juez.jsonl; luego, con JUEZ_DATABASE_URL "
        "apuntando a PostgreSQL: juez datos importar < juez.jsonl",
    )
    dat.add_argument("accion", choices=["exportar", "importar"])
    dat.add_argument(
        "--base", metavar="URL_O_RUTA",
        help="otra base de datos: un archivo SQLite o una URL postgresql:// "
        "(por defecto, la configurada)",
    )  # fmt: skip
    return parser


def _queries(words: list[str]) -> Iterator[str]:
    if words == ["-"]:
        for line in sys.stdin:
            yield line.rstrip("\n")
    else:
        yield " ".join(words)


def _run_lookup(args: argparse.Namespace, run: Run) -> int:
    from bot.terminal.output import show_answer
    from bot.text.render import render_result

    if not args.consulta:
        example = f"juez {args.command} {TABLE[args.command].example}"
        raise UserError(f"Falta la consulta. Ejemplo: {example}")
    _check_options(args, run)
    command = TABLE[args.command]
    assert command.lookup is not None  # only lookups come here (COMMANDS below)
    call = command.lookup(run.service, vars(args))
    cards = WITH_CARDS.get(args.command)
    with_cards = cards(run, args) if cards else lambda _: None
    missed = False
    for query in _queries(args.consulta):
        found = with_cards(query)
        result = found.result if found is not None else call(query)
        missed = missed or not (result.results or (found is not None and found.cards))
        if args.json:
            if found is not None:  # the engine's verdict too, when it read the situation whole
                from bot.text.verdicts import search_json

                data = search_json(found)
            else:
                data = result.to_json_dict()
            print(_json_line(data), flush=True)
            continue
        # Colour on a terminal only; the link on the rules site after it (JUEZ_SITIO_URL).
        if found is not None:  # a question naming cards: loaded only then
            from bot.text.cards import render_card_search

            text = render_card_search(found)
        else:
            text = render_result(result)
        show_answer(result, text, run.settings.site_url)
    return exits.NOTHING_FOUND if missed and args.command in EXIT_1_WHEN_NOTHING_FOUND else 0


def _check_options(args: argparse.Namespace, run: Run) -> None:
    """An --edicion or --fuente that names nothing known is a usage mistake (exit code 2),
    said before any query runs."""
    edition = getattr(args, "edicion", None)
    if edition:
        catalog = run.service.catalog
        if catalog.resolve(edition) == []:
            raise UserError(catalog.unknown(edition))
    source = getattr(args, "fuente", None)
    if source:
        from index.search.source_filter import SOURCES, source_key

        editions = run.service.library.corpus.editions
        if source_key(source) not in SOURCES and source.strip() not in editions:
            raise UserError(
                f"Fuente desconocida: «{source.strip()[:60]}». Usa una de: "
                f"{', '.join(SOURCES)} o una edición ({', '.join(editions)}). "
                "Ejemplo: juez buscar --fuente reglas robar sin cartas"
            )


def _json_line(data: object) -> str:
    """One JSON object on one line for every splitter: the separators Unicode counts as line
    ends (U+2028, U+2029, NEL) are escaped too, as JSON allows, not only \\n and \\r."""
    text = json.dumps(data, ensure_ascii=False)
    return text.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029").replace("\x85", "\\u0085")


def _run_scenario(args: argparse.Namespace, run: Run) -> int:
    from bot.terminal.output import show
    from bot.terminal.scenario_args import scenario_line
    from bot.text.outcome import explanation_language, outcome_json, render_text

    if not args.texto and not args.archivo:
        example = TABLE["escenario"].example
        raise UserError(f"Falta el escenario. Ejemplo: juez escenario {example}")
    lang = explanation_language(args.idioma)
    scenarios = run.service.scenarios
    if args.archivo:
        outcome = scenarios.run_file(args.archivo)
    else:
        outcome = scenarios.run(scenario_line(args.texto))
    if args.json:
        print(json.dumps(outcome_json(outcome, lang), ensure_ascii=False))
    else:
        show(outcome, render_text(outcome, lang))  # rule numbers coloured on a terminal
    return 0


def _run_index(args: argparse.Namespace, run: Run) -> int:
    from bot.text.index_report import render_anomalies, render_status

    service = run.service
    if args.accion in {"añadir", "anadir"}:
        from bot.terminal.editions import run_add

        return run_add(args, service)
    if args.archivo or args.fecha:  # an argument that would be ignored is said, not dropped
        raise UserError(
            f"juez indice {args.accion} no lleva archivo ni --fecha: son de añadir. "
            "Ejemplo: juez indice añadir MagicCompRules-2026-01-16.txt"
        )
    if args.accion == "construir":
        library = service.rebuild_index()
        status = library.status()
        built = status["built"]
        seconds = built.get("seconds") if isinstance(built, dict) else None
        print(f"Índice construido en {status['path']} ({seconds} s).")
        try:
            kinds = service.store_card_kinds()
        except Exception:  # the index is built; the cards are read at each question instead
            import logging

            logging.getLogger(__name__).exception("qué hace cada carta: no se pudo guardar")
            print(
                "No se pudo guardar qué hace cada carta (el detalle está en juez.log): las "
                "preguntas que nombran cartas las leerán al momento, como antes."
            )
            return 0
        if kinds.kept:
            said = f"{kinds.cards} cartas ({kinds.seconds:.1f} s)"
            print(f"Qué hace cada carta, leído y guardado: {said}.")
        else:
            print("Qué hace cada carta: ya guardado con este código y estos datos.")
        return 0
    if args.accion == "estado":
        # Not through service.library: opening it would rebuild a stale index first, and
        # the state shown would always be "up to date".
        status = service.index_status()
        if args.json:
            print(json.dumps(status, ensure_ascii=False, indent=2))
        else:
            print(render_status(status))
        return 0
    if args.accion == "alineacion":
        from bot.text.changes import render_alignment

        report = service.lookups.alignment()
        if args.json:
            print(json.dumps(report.to_json_dict(), ensure_ascii=False))
        else:
            print(render_alignment(report))
        return 0
    anomalies = service.lookups.anomalies()
    if args.json:
        print(json.dumps([a.model_dump(mode="json") for a in anomalies], ensure_ascii=False))
    else:
        print(render_anomalies(anomalies))
    return 0


def _run_changes(args: argparse.Namespace, run: Run) -> int:
    from bot.terminal.output import show
    from bot.text.changes import render_changes

    report = run.service.lookups.changes(args.consulta, summary=args.resumen)
    if not report.understood:  # neither a number nor a name: a usage mistake
        raise UserError(report.message or "")
    if args.json:
        print(json.dumps(report.to_json_dict(), ensure_ascii=False))
    else:
        show(report, render_changes(report))
    return 0


def _run_update(args: argparse.Namespace, run: Run) -> int:
    from bot.terminal.editions import run_update

    return run_update(args, run.service, run.settings)


def _run_quiz(args: argparse.Namespace, run: Run) -> int:
    from bot.terminal.quiz import QuizOptions, run_quiz

    options = QuizOptions(
        topic=args.tema, level=args.nivel, count=args.preguntas, seed=args.semilla,
        review=args.repaso, player=args.jugador, question=args.pregunta,
    )  # fmt: skip
    return run_quiz(options, run.service, run.settings.database, as_json=args.json)


def _run_card(args: argparse.Namespace, run: Run) -> int:
    from bot.terminal.cards import run_card

    return run_card(args, run.service, run.settings.database)


def _run_card_data(args: argparse.Namespace, run: Run) -> int:
    from bot.terminal.card_data import run_card_data

    return run_card_data(args, run.settings)


def _run_site(args: argparse.Namespace, run: Run) -> int:
    from bot.terminal.site import run_site

    return run_site(args, run.settings)


def _run_console(args: argparse.Namespace, run: Run) -> int:
    from bot.terminal.console import run_console

    return run_console(run.service, db_path=run.settings.database, site_url=run.settings.site_url)


def _run_bot(args: argparse.Namespace, run: Run) -> int:
    from bot.terminal.launcher import clean_commands, print_invite, run_bot

    if getattr(args, "invitar", False):
        return print_invite(run.settings)
    if getattr(args, "limpiar_comandos", False):
        return clean_commands(run.settings)

    return run_bot(run.settings, run.service, sync=getattr(args, "sincronizar", False))


def _run_status(args: argparse.Namespace, run: Run) -> int:
    from bot.terminal.status import run_status

    return run_status(args, run.settings.data_dir)


def _run_completion(args: argparse.Namespace, run: Run) -> int:
    from bot.terminal.shell_completion import script, spec

    editions = run.service.catalog.words()

    def values(command: str, option: str) -> tuple[str, ...]:
        if option == "edicion":
            return editions
        row = TABLE.named(command)
        names = {o.dest: o for o in row.options} if row else {}
        return names[option].values if option in names else ()

    print(script(args.shell, spec(_parser(), values)), end="")
    return 0


def _run_data(args: argparse.Namespace, run: Run) -> int:
    from bot.terminal.data import run_data

    return run_data(args, run.settings)


def _run_default(args: argparse.Namespace, run: Run) -> int:
    """`juez` alone: the bot when a token is set, otherwise the offline console."""
    if run.settings.discord_token is not None:
        return _run_bot(args, run)
    from bot.terminal.console import run_console

    return run_console(
        run.service,
        reason="No hay DISCORD_TOKEN configurado: se abre la consola sin conexión.",
        db_path=run.settings.database,
        site_url=run.settings.site_url,
    )


class Run(NamedTuple):
    """What every command gets: the settings in force and the service facade."""

    settings: Settings
    service: JuezService


COMMANDS: dict[str | None, Callable[[argparse.Namespace, Run], int]] = {
    **dict.fromkeys(_lookups(), _run_lookup),
    "escenario": _run_scenario,
    "indice": _run_index,
    "cambios": _run_changes,
    "actualizar": _run_update,
    "quiz": _run_quiz,
    "carta": _run_card,
    "cartas": _run_card_data,
    "sitio": _run_site,
    "consola": _run_console,
    "bot": _run_bot,
    "datos": _run_data,
    "completado": _run_completion,
    "estado": _run_status,
    None: _run_default,
}


def _handler(command: str | None) -> Callable[[argparse.Namespace, Run], int]:
    """What runs ``command``: its own function, or, for a lookup of the command table that
    has none, the one every lookup shares."""
    return COMMANDS.get(command) or _run_lookup


# The commands that run until stopped (the console, the bot, the site's server); the rest answer
# once and exit.
_RUNS_UNTIL_STOPPED = frozenset({None, "consola", "bot", "sitio"})
# The commands that only read and print (the lookups): the `juez` script ends their process as
# soon as the answer is out (entry, below).
_LEAVES_AT_ONCE = frozenset(_lookups())


def main(argv: list[str] | None = None) -> int:
    """`juez`: the command's exit code, or the one of the failure that stopped it.

    The commands return the code of what they did and raise everything else; exits says it in
    Spanish and chooses the code, here and nowhere else. --help and usage errors end in
    argparse's own SystemExit (0 and 2).
    """
    return _command(argv)[0]


def _command(argv: list[str] | None) -> tuple[int, str | None]:
    """``main``, and the command it ran (None when none was read)."""
    safe_streams()
    database = None  # known once the settings are read: a store failure names its file
    args: argparse.Namespace | None = None
    try:
        argparse_es.install()
        args = _parse(_clean_argv(sys.argv[1:] if argv is None else argv))
        if argv is None and args.command not in _RUNS_UNTIL_STOPPED:
            # A one-shot command builds long-lived tables (the corpus, the index's) and exits:
            # the cyclic collector would only walk them again and again, some tenth of a cold
            # `juez buscar`. Reference counting still frees the rest. Not when called as a
            # function (tests, scripts): their process goes on.
            gc.disable()
        run = _start(args)  # only now anything beyond parsing is imported
        database = run.settings.database
        return _handler(args.command)(args, run), args.command
    except (Exception, KeyboardInterrupt) as err:
        command = getattr(args, "command", None)
        if getattr(args, "json", False):
            return _json_failure(err, database), command
        return exits.exit_code(err, database=database), command


def entry() -> int:
    """The `juez` script: ``main`` with this process's arguments. A one-shot lookup (regla,
    buscar…) then ends the process at once, its answer flushed (bot.terminal.quick_exit):
    tearing the interpreter down was a twentieth of a cold `juez buscar`. ``main`` itself
    always returns, for the tests and scripts that call it."""
    code, command = _command(None)
    if command in _LEAVES_AT_ONCE:
        from bot.terminal.quick_exit import leave

        return leave(code)
    return code


def _parse(argv: list[str]) -> argparse.Namespace:
    """The parsed command line. With --json, a usage mistake is said as JSON on stdout too
    (argparse says it on stderr and exits 2, as always)."""
    parser = _parser()
    if "--json" not in argv:
        return parser.parse_args(argv)
    said = io.StringIO()
    try:
        with contextlib.redirect_stderr(said):
            return parser.parse_args(argv)
    except SystemExit as stop:
        sys.stderr.write(said.getvalue())
        if stop.code:
            last = said.getvalue().strip().splitlines()[-1:] or [""]
            message = re.sub(r"^\S+: error: ", "", last[0])
            print(_json_line({"error": message, "exit_code": stop.code}), flush=True)
        raise


def _json_failure(err: BaseException, database: Path | None) -> int:
    """--json: whatever stopped the command is one JSON object on stdout, ``{"error",
    "exit_code"}`` (and ``pregunta`` when a question is asked back), besides the message on
    stderr; a script reads stdout alone."""
    said = io.StringIO()
    code = exits.exit_code(err, stream=said, database=database)
    sys.stderr.write(said.getvalue())
    message = said.getvalue().strip()
    if message:
        data: dict[str, object] = {"error": message, "exit_code": code}
        # A told scenario missing one fact asks it back (engine ScenarioQuestion): a script
        # reads the question alone, and the line read so far when there is one.
        pregunta = getattr(err, "pregunta", None)
        if isinstance(pregunta, str):
            data["pregunta"] = pregunta
            read_as = getattr(err, "read_as", None)
            if read_as:
                data["read_as"] = read_as
            # The answers offered, each with the situation to send again with it said.
            choices = getattr(err, "choices", ())
            if choices:
                data["opciones"] = [{"respuesta": a, "situacion": m} for a, m in choices]
        print(_json_line(data), flush=True)
    return code


def _clean_argv(argv: list[str]) -> list[str]:
    """Arguments as text: bytes that were not UTF-8 (surrogate escapes) become U+FFFD."""
    return [_as_text(arg) for arg in argv]


def _as_text(arg: str) -> str:
    try:
        raw = arg.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:  # a lone surrogate that is not an escaped byte
        raw = arg.encode("utf-8", "surrogatepass")
    return raw.decode("utf-8", "replace")


def _start(args: argparse.Namespace) -> Run:
    """The settings, the log, the progress bar and the service every command runs with."""
    from pydantic import ValidationError

    from bot.services import JuezService
    from bot.settings import Settings

    try:
        settings = Settings()
    except ValidationError as err:
        first = err.errors()[0]
        # pydantic prefixes a validator's own message with "Value error, ": ours is Spanish.
        message = first["msg"].removeprefix("Value error, ")
        raise UserError(f"Configuración inválida ({first['loc'][0]}): {message}") from None
    if args.datos:
        # --datos moves everything kept on disk (index, database, log) at once.
        settings = settings.model_copy(update={"data_dir": args.datos})
    from bot.logs import configure

    # The process's one logging setup, for every command (the bot's too): lines go to
    # <data folder>/juez.log, never among the answers (--verbose: stderr too).
    configure(settings.data_dir, verbose=args.verbose, level=settings.log_level)
    from bot.terminal.progress import install_if_terminal

    install_if_terminal()  # a bar on stderr for the index build and downloads, on a terminal
    service = JuezService(
        settings.data_dir,
        default_edition=settings.default_edition,
        database_url=settings.database_url or False,
    )
    return Run(settings, service)


if __name__ == "__main__":
    sys.exit(entry())
