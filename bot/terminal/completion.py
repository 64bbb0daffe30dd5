"""Tab completion and line history for the console, with prompt_toolkit.

What is offered comes from bot.services.suggest, the code behind the Discord autocomplete: the
same rule numbers and titles, keyword names, sections for /cambios, plus glossary terms, the
commands, their options and the options' values. ``candidates`` is plain Python (tests call it
directly); ``read_lines`` is the prompt that uses it, started only on an interactive terminal.
"""

from __future__ import annotations

import shlex
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bot.commands import COMMANDS, Front, Kind, Option
from bot.services.models import Suggestion
from bot.services.suggest import (
    ECHO,
    ChangeSuggester,
    GlossarySuggester,
    KeywordSuggester,
    RuleSuggester,
)

if TYPE_CHECKING:
    from bot.services import JuezService

# The options each console command reads (bot/commands/table.py), with the values they take.
# The editions are the service's (EDITION_OPTION): `juez actualizar` may have added one.
EDITION_OPTION = "edicion"


def _values(option: Option) -> tuple[str, ...]:
    if option.kind is Kind.FLAG:
        return ("sí", "no")
    if option.kind is Kind.INT and option.low is not None and option.high is not None:
        return tuple(str(n) for n in range(option.low, option.high + 1))
    return option.values


def console_options() -> dict[str, dict[str, tuple[str, ...]]]:
    """Each console command (the table's, then /ayuda and /salir) and its options' values."""
    found = {
        name: {o.name: _values(o) for o in command.on(Front.CONSOLE) if not o.free}
        for name, command in COMMANDS.items()
        if Front.CONSOLE in command.fronts
    }
    return {**found, "ayuda": {}, "salir": {}}


@dataclass(frozen=True)
class Candidate:
    """One completion: ``text`` replaces the last ``replace`` characters before the cursor."""

    text: str
    replace: int
    label: str  # what the menu shows (a rule's first words, a keyword's printed name)


class Candidates:
    """Completions for a console line, built on first use from the service's corpus."""

    def __init__(self, service: JuezService, database: Path | str | None = None) -> None:
        self.service = service
        self.database = database  # where saved cards are (Settings.database); None: no /carta

    @cached_property
    def _suggesters(self) -> dict[str, Callable[[str], list[Suggestion]]]:
        library = self.service.library
        # Built as the Discord /regla autocomplete builds it: the same labels, the same order.
        rules = RuleSuggester(library.corpus, library.rules.preference, library.rules.shown_version)
        return {
            "regla": rules.suggest,
            "palabraclave": KeywordSuggester(library.names).suggest,
            "glosario": GlossarySuggester(library.corpus).suggest,
            "cambios": ChangeSuggester(library.corpus).suggest,
        }

    def __call__(self, line: str) -> list[Candidate]:
        """What can follow ``line`` (the text before the cursor)."""
        if not line.startswith("/"):
            return []
        name, space, rest = line[1:].partition(" ")
        if not space:
            return [
                Candidate(f"/{command} ", len(line), f"/{command}")
                for command in console_options()
                if command.startswith(name.lower())
            ]
        options = console_options().get(name.lower())
        if options is None:
            return []
        word = _last_word(rest)
        key, colon, value = word.partition(":")
        if colon and key.lower() in options:
            return [
                Candidate(choice, len(value), f"{key}:{choice}")
                for choice in self._values(key.lower(), options)
                if choice.startswith(value.lower())
            ]
        found = [
            Candidate(f"{option}:", len(word), f"{option}:")
            for option in options
            if word and option.startswith(word.lower()) and f"{option}:" not in rest
        ]
        return found + self._arguments(name.lower(), rest)

    def _values(self, option: str, options: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
        if option == EDITION_OPTION:
            return self.service.catalog.words()
        return options[option]

    def _arguments(self, command: str, rest: str) -> list[Candidate]:
        """The free text after the command, completed as a whole (a title has spaces)."""
        suggest = self._suggesters.get(command)
        if command == "carta" and self.database is not None:
            suggest = self._cards
        if suggest is None or ":" in _last_word(rest):
            return []
        typed = " ".join(w for w in _words(rest) if ":" not in w)
        if rest.endswith(" ") and typed:
            return []  # the argument is done; only options may follow
        echo = ECHO.split("{}")[0]  # the Discord echo of free text ("Buscar «…»"): not a name
        return [
            Candidate(s.value, len(typed), s.name)
            for s in suggest(typed)
            if not s.name.startswith(echo) and s.value.lower() != typed.lower()
        ]

    def _cards(self, typed: str) -> list[Suggestion]:
        """Card names as the /carta autocomplete offers them (CardService.suggest): saved
        names in both languages, then Scryfall's, within its own time budget (1.5 s)."""
        import asyncio

        if len(typed.strip()) < 2:
            return []

        async def ask() -> list[Suggestion]:
            service = self.service
            opened_here = service.database is None and self.database is not None
            if opened_here:
                assert self.database is not None
                await service.open_database(self.database)
            try:
                return [Suggestion(c.name, c.value) for c in await service.cards.suggest(typed)]
            finally:
                await service.cards.aclose()
                if opened_here:
                    await service.close_database()

        return asyncio.run(ask())


def _words(text: str) -> list[str]:
    try:
        return shlex.split(text)
    except ValueError:  # an open quote while typing
        return text.split()


def _last_word(text: str) -> str:
    return "" if not text or text.endswith(" ") else text.split(" ")[-1]


def _history(path: Path, limit: int) -> Any:
    """A prompt_toolkit history in ``path``: one line per entry (readline's own format, so the
    file written by earlier versions still loads), kept to the last ``limit`` lines."""
    from prompt_toolkit.history import History

    class BoundedHistory(History):
        def load_history_strings(self) -> Iterable[str]:
            try:
                lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
            except OSError:  # no history yet, or an unreadable one: start empty
                return []
            return list(reversed([line for line in lines if line.strip()][-limit:]))

        def store_string(self, string: str) -> None:
            if "\n" in string or not string.strip():
                return
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                with path.open("a", encoding="utf-8") as file:
                    file.write(string + "\n")
                lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
                if len(lines) > limit:  # rewritten with the newest only: never past the limit
                    path.write_text("\n".join(lines[-limit:]) + "\n", encoding="utf-8")
            except OSError:  # a read-only home must not break the console
                pass

    return BoundedHistory()


def read_lines(
    service: JuezService,
    history: Path,
    limit: int,
    *,
    database: Path | str | None = None,
    prompt: str = "juez> ",
) -> Iterator[str]:
    """Lines typed at a prompt with Tab completion and history; ends at Ctrl-D or Ctrl-C."""
    from prompt_toolkit import PromptSession
    from prompt_toolkit.completion import CompleteEvent, Completer, Completion
    from prompt_toolkit.document import Document

    candidates = Candidates(service, database)

    class ConsoleCompleter(Completer):
        def get_completions(
            self, document: Document, complete_event: CompleteEvent
        ) -> Iterator[Completion]:
            for c in candidates(document.text_before_cursor):
                yield Completion(c.text, start_position=-c.replace, display=c.label)

    session: PromptSession[str] = PromptSession(
        history=_history(history, limit),
        completer=ConsoleCompleter(),
        complete_while_typing=False,  # Tab asks; typing stays as fast as a plain prompt
    )
    while True:
        try:
            yield session.prompt(prompt)
        except (EOFError, KeyboardInterrupt):  # Ctrl-D or Ctrl-C: leave quietly
            return
