"""The offline console: the Discord slash commands, typed in a terminal.

Interactive use gets a prompt and line history; piped input is read line by line with no
prompt, so scripts and tests can drive it (`printf '/regla 104.3c\n' | juez`).
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import shlex
import sys
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from bot.commands import COMMANDS, Command, Front, Kind
from bot.services import JuezService
from bot.terminal import exits
from bot.terminal.output import show, show_answer
from bot.terminal.streams import safe_streams
from bot.text.render import render_result
from index.lookups.answers import LookupResult

if TYPE_CHECKING:  # /cambios loads the editions' diff code when it is first used
    from bot.services.models import CardSearch
    from index.editions.changes import ChangeReport
    from index.editions.edition_catalog import EditionCatalog

HELP_WIDTH = 100
# The console's own commands besides the table's (bot/commands/table.py).
CONSOLE_ONLY = {"ayuda": ("help",), "salir": ("exit", "quit")}
# After the commands: how a line without «/» is read, and examples.
HELP_END = """  /ayuda                      esta ayuda
  /salir                      terminar
Sin «/», una línea es una búsqueda (o, si es un número, esa regla): robar sin cartas, 704.5k
Ejemplos: /regla 303.4   /regla 104.3a-c   /palabraclave cascada   /buscar robar sin cartas
En una terminal, Tab completa comandos, opciones, números de regla y nombres."""


def _usage(command: Command) -> str:
    """`/regla <número o texto> [edicion:<{editions}>]`: the words, then each option."""
    words = [f"/{command.name}", command.usage] if command.usage else [f"/{command.name}"]
    for option in command.on(Front.CONSOLE):
        if option.free:
            continue
        if option.kind is Kind.EDITION:
            shown = "{editions}"
        elif option.kind is Kind.FLAG:
            words.append(f"[{option.name}:sí]")
            continue
        elif option.kind is Kind.INT and option.low is not None and option.high is not None:
            shown = f"{option.low}-{option.high}"
        elif option.choices:
            shown = "|".join(option.values)
        else:
            shown = "n"
        words.append(f"[{option.name}:<{shown}>]")
    return " ".join(words)


def _help_lines() -> list[str]:
    lines = ["Comandos (los mismos que en Discord):"]
    for command in COMMANDS.values():
        if Front.CONSOLE not in command.fronts:
            continue
        usage, said = _usage(command), command.help.rstrip(".")
        # The description on the same line when it fits, else on the next one.
        line = f"  {usage:<28}{said}"
        if len(usage) < 28 and len(line) <= HELP_WIDTH:
            lines.append(line)
        else:
            lines.extend([f"  {usage}", f"      {said}"])
        lines.extend(command.notes)
    return lines


def help_text(catalog: EditionCatalog) -> str:
    """The console's /ayuda, from the command table; {editions}: the editions in use (one
    `juez actualizar` added included)."""
    text = "\n".join([*_help_lines(), HELP_END])
    return text.replace("{editions}", "|".join(catalog.words()))


def option_names(command: Command) -> frozenset[str]:
    """The ``name:value`` words a console command reads (its free text's own name too)."""
    return frozenset(o.name for o in command.on(Front.CONSOLE))


STOP = frozenset({"salir", *CONSOLE_ONLY["salir"]})
MAX_ASKED_BACK = 3  # questions asked back in a row about one situation before giving up
HISTORY_LINES = 1000  # lines of the interactive history kept in <data folder>/historial


def _split_options(text: str, names: Iterable[str]) -> tuple[str, dict[str, str]]:
    """'/regla 104.3 edicion:en' -> ('104.3', {'edicion': 'en'}); the rest is free text. A
    key is read without its accents (edición:en), as option names are written."""
    names = frozenset(names)
    try:
        parts = shlex.split(text)
    except ValueError:  # an unbalanced quote: keep the text as it is
        parts = text.split()
    options: dict[str, str] = {}
    free: list[str] = []
    for part in parts:
        key, sep, value = part.partition(":")
        key = _unaccented(key.lower())
        if sep and key in names and value:
            options[key] = value
        else:
            free.append(part)
    return " ".join(free), options


def _unaccented(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))


class Console:
    def __init__(
        self,
        service: JuezService,
        out: TextIO | None = None,
        *,
        db_path: Path,
        site_url: str | None = None,
    ) -> None:
        self.service = service
        self.site_url = site_url  # JUEZ_SITIO_URL: an answer ends with its link there
        # sys.stdout as it is now, not as it was at import (a caller may have redirected it).
        self.out = out or sys.stdout
        self.db_path = db_path  # where /quiz saves answers (Settings.database)
        # The input being read: /quiz takes its answers from it, between the commands.
        self._lines: Iterator[str] = iter(())
        self._interactive = False
        # Set when the database failed (not opened, or an answer not saved): the exit code is 1.
        self.failed = False
        # Each command returns its answer: a model (drawn in colour on a terminal) or text.
        self.commands: dict[str, Callable[[str], object]] = {}
        own = {
            "regla": self._regla,
            "buscar": self._buscar,
            "cambios": self._cambios,
            "carta": self._carta,
            "escenario": self._escenario,
            "quiz": self._quiz,
        }
        for command in COMMANDS.values():
            if Front.CONSOLE not in command.fronts:
                continue
            run = own.get(command.name) or self._lookup(command)
            for name in (command.name, *command.aliases):
                self.commands[name] = run
        for name in ("ayuda", *CONSOLE_ONLY["ayuda"]):
            self.commands[name] = lambda _: help_text(self.service.catalog)

    def _lookup(self, command: Command) -> Callable[[str], object]:
        """A table lookup: its free text, and its options when it has any (name:value)."""
        assert command.lookup is not None, f"/{command.name} has no handler"
        call = command.lookup
        names = option_names(command)
        free = command.free.name if command.free else ""

        def run(args: str) -> object:
            if names - {free}:
                query, opts = _split_options(args, names)
                return call(self.service, opts)(query or opts.get(free, ""))
            return call(self.service, {})(args.strip())

        return run

    def _regla(self, args: str) -> LookupResult | CardSearch:
        query, opts = _split_options(args, option_names(COMMANDS["regla"]))
        edition = opts.get("edicion")
        query = query or opts.get("consulta", "")
        from bot.terminal.cards import rule_with_cards

        found = rule_with_cards(self.service, self.db_path, query, edition)
        return _naming_cards(found) or self.service.lookups.rule(query, edition)

    def _buscar(self, args: str) -> LookupResult | CardSearch:
        query, opts = _split_options(args, option_names(COMMANDS["buscar"]))
        query = query or opts.get("consulta", "")
        from bot.terminal.cards import search_with_cards

        found = search_with_cards(self.service, self.db_path, query, opts.get("fuente"))
        return _naming_cards(found) or self.service.lookups.search(query, opts.get("fuente"))

    def _cambios(self, args: str) -> ChangeReport:
        """/cambios 110.4, /cambios 103, /cambios (or resumen:sí): as `juez cambios`."""
        query, opts = _split_options(args, option_names(COMMANDS["cambios"]))
        query = query or opts.get("consulta", "")
        summary = opts.get("resumen", "").lower() in {"sí", "si", "s", "yes", "true", "1"}
        return self.service.lookups.changes(query.strip() or None, summary=summary)

    def _carta(self, args: str) -> str:
        from bot.terminal.cards import console_card

        return console_card(self.service, args, self.db_path)

    def _escenario(self, args: str) -> str:
        """A situation run; a question asked back (ScenarioQuestion) is asked here and the next
        input line answers it: the number of an answer offered, or the missing fact in words."""
        from bot.engine import ScenarioQuestion
        from bot.text.outcome import render_text

        for _ in range(MAX_ASKED_BACK):
            try:
                return render_text(self.service.scenarios.run(args))
            except ScenarioQuestion as question:
                answer = self._asked_back(question, args)
                if answer is None:
                    raise  # no reply: the question is the answer, as before
                args = answer
        return render_text(self.service.scenarios.run(args))

    def _asked_back(self, question: Any, args: str) -> str | None:
        """The message again with the reply to ``question``; None when no reply comes."""
        from bot.engine.language import answer_added

        options = "".join(f"\n  {i}) {label}" for i, (label, _) in enumerate(question.choices, 1))
        ask = (
            "Responde con su número o escribe el dato que falta"
            if options
            else ("Escribe el dato que falta")
        )
        print(f"{question.message}{options}\n{ask} (vacío: dejarlo):", file=self.out, flush=True)
        reply = next(self._lines, None)
        if reply is None or not reply.strip():
            return None
        reply = reply.strip()
        if reply.startswith("/"):  # a command, not a reply: it runs next
            self._lines = itertools.chain([reply], self._lines)
            return None
        for i, (label, message) in enumerate(question.choices, 1):
            if reply == str(i) or reply.casefold() == label.casefold():
                return str(message)
        return answer_added(args, reply)

    def _quiz(self, args: str) -> str:
        """/quiz [nueva|repaso|estadisticas|ranking]: a round played here (answers are the
        next input lines, one letter each), or what the store knows. Only nueva and repaso
        start a round: a subcommand that starts one by mistake would take the next lines as
        answers and store them as misses."""
        from bot.commands.checks import checked_number
        from bot.terminal.quiz import (
            Answers,
            QuizOptions,
            play,
            quiz_subcommand,
            show_ranking,
            show_stats,
        )

        free, opts = _split_options(args, option_names(COMMANDS["quiz"]))
        sub, topic = quiz_subcommand(free)  # a Spanish UserError for anything else
        if sub == "estadisticas":
            asyncio.run(show_stats(self.service, self.db_path, self.out))
            return ""
        if sub == "ranking":
            asyncio.run(show_ranking(self.service, self.db_path, self.out))
            return ""
        # The limits are the table's (bot/commands/table.py), as Discord announces them.
        count = checked_number(COMMANDS["quiz"], "preguntas", opts.get("preguntas"))
        seed = checked_number(COMMANDS["quiz"], "semilla", opts.get("semilla"))
        assert count is not None  # the option's default
        options = QuizOptions(
            topic=opts.get("tema", topic), level=opts.get("nivel"), count=count, seed=seed,
            review=sub == "repaso",
        )  # fmt: skip
        answers = Answers(self._lines, self._interactive)
        # What stops a round (a database that will not open, a damaged file) raises to
        # answer(), which says it and, by exits' rules, makes the console end with code 1.
        if asyncio.run(play(options, self.service, self.db_path, answers, self.out)):
            self.failed = True  # play said on stderr which answers were not saved, and why
        return ""

    def handle(self, line: str) -> str | None:
        """The answer to one input line as plain text; None means 'stop'."""
        answer = self.answer(line)
        return None if answer is None else plain_text(answer)

    def answer(self, line: str) -> object:
        """The answer to one input line: a model, text, or None for 'stop'."""
        line = line.strip()
        if not line or line.startswith("#"):
            return ""
        if line.startswith("/"):
            name, _, args = line[1:].partition(" ")
        else:
            # A newcomer types a question, not a command: "regla 104.3" and "ayuda" as the
            # commands they name, anything else as a search (a number as that rule).
            first, _, rest = line.partition(" ")
            if first.lower() in self.commands or first.lower() in STOP:
                name, args = first, rest
            else:
                name, args = "buscar", line
        name = name.lower()
        if name in STOP:
            return None
        command = self.commands.get(name)
        if command is None:
            return f"Comando desconocido: /{name}. Escribe /ayuda para ver la lista."
        try:
            return command(args)
        except Exception as err:
            said = exits.message_and_code(err, database=self.db_path)
            if said is None:
                raise  # not a failure a session goes on after: `juez` says it and ends
            # The session goes on; what `juez` would exit 1 for (the database, the index)
            # makes the console's exit code 1 at the end.
            message, code = said
            if code == 1:
                self.failed = True
            return message

    def run(self, lines: Iterable[str], *, interactive: bool = False) -> None:
        self._lines, self._interactive = iter(lines), interactive
        # self._lines each time: a command given as a reply to a question is put back in it.
        while (line := next(self._lines, None)) is not None:
            answer = self.answer(line)
            if answer is None:
                break
            text = plain_text(answer)  # a search's cards come first, in the same text
            found = _card_search(answer)
            answer = found.result if found is not None else answer
            if isinstance(answer, LookupResult) and text:  # with its link on the rules site
                show_answer(answer, text, self.site_url, stream=self.out)
            elif text:  # colour on a terminal, the plain text itself anywhere else
                show(answer, text, stream=self.out, end="\n\n")


def _naming_cards(found: CardSearch | None) -> CardSearch | None:
    """As `juez buscar`/`juez regla`: a question naming a card found is answered with the card
    first; otherwise the plain lookup answers."""
    return found if found is not None and (found.cards or found.unknown) else None


def _card_search(answer: object) -> CardSearch | None:
    """The answer as a search with cards, if it is one. Only a question naming a card loads
    the card client (aiohttp, ~0.5 s); until then no CardSearch can exist, so there is
    nothing to import to ask."""
    cards = sys.modules.get("bot.services.models")
    if cards is None:
        return None
    search_type: type[CardSearch] = cards.CardSearch
    return answer if isinstance(answer, search_type) else None


def plain_text(answer: object) -> str:
    """An answer as the plain text a pipe gets."""
    if isinstance(answer, LookupResult):
        return render_result(answer)
    if isinstance(answer, str):
        return answer
    found = _card_search(answer)
    if found is not None:
        from bot.text.cards import render_card_search

        return render_card_search(found)
    from bot.text.changes import render_changes  # the one other model: /cambios's report

    return render_changes(answer)  # type: ignore[arg-type]


def _interactive_lines(history: Path) -> Iterable[str]:
    try:
        import readline
    except ImportError:  # not on every platform; the console works without history
        readline = None  # type: ignore[assignment]
    if readline is not None:
        # Written back with only the last lines: the file never grows past HISTORY_LINES.
        readline.set_history_length(HISTORY_LINES)
        with contextlib.suppress(OSError):  # no folder or no history yet
            history.parent.mkdir(parents=True, exist_ok=True)
            readline.read_history_file(history)
    try:
        while True:
            try:
                line = input("juez> ")
            except (EOFError, KeyboardInterrupt):  # Ctrl-D or Ctrl-C: leave quietly
                print()
                return
            except UnicodeDecodeError:  # a strict terminal encoding and a byte it refuses
                print("No se pudo leer esa línea (no es UTF-8). Escríbela de nuevo.")
                continue
            yield line
    finally:
        if readline is not None:
            with contextlib.suppress(OSError):  # a read-only home must not break the console
                readline.write_history_file(history)


def run_console(
    service: JuezService,
    *,
    db_path: Path,
    reason: str | None = None,
    site_url: str | None = None,
) -> int:
    safe_streams()  # a byte that is not UTF-8 is read as U+FFFD, whatever the locale says
    console = Console(service, db_path=db_path, site_url=site_url)
    if sys.stdin.isatty():
        if reason:
            print(reason)
        print("Consola de Juez. Escribe /ayuda para ver los comandos y /salir para terminar.")
        history = service.data_dir / "historial"
        lines: Iterable[str]
        if sys.stdout.isatty():  # Tab completion needs a screen to draw its menu on
            from bot.terminal.completion import read_lines

            lines = read_lines(service, history, HISTORY_LINES, database=db_path)
        else:
            lines = _interactive_lines(history)
        console.run(lines, interactive=True)
    else:
        if reason:  # once, on stderr: standard output stays the answers alone
            print(f"{reason} Se leen comandos de la entrada, uno por línea.", file=sys.stderr)
        console.run(sys.stdin)
    return 1 if console.failed else 0
