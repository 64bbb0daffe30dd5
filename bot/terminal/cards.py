"""`juez carta NOMBRE [--reglas] [--json]`, the console's `/carta`, and the cards a `juez
buscar` or `juez regla` question (or the console's /buscar, /regla) names.

Each runs one event loop: opens the store (where cards are saved), asks the card service, and
closes the HTTP session and the store again. `juez carta` exits 0 when the command ran (a name
that matches no card included, with its message); a missing name (2) and Scryfall out of reach
for a card not saved (CardsUnavailable, 1) are raised for bot.terminal.exits to say.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import logging
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, TextIO, TypeVar

from bot.terminal import exits
from index.errors import UserError

log = logging.getLogger(__name__)
T = TypeVar("T")

TERMINAL_SEARCH_TIMEOUT_S = 60.0  # a person at a terminal waits for the search, as without cards

if TYPE_CHECKING:
    from bot.services import JuezService
    from bot.services.models import CardAnswer, CardSearch


WITHOUT_STORE = (
    "{problem} Mientras tanto, esta respuesta sale de los datos de cartas incluidos con Juez "
    "(y de Scryfall si responde), sin las cartas guardadas en la base de datos."
)


@contextlib.asynccontextmanager
async def _opened(service: JuezService, database: Path | str | None) -> AsyncIterator[None]:
    """The store open (where cards are saved) for one command; the HTTP session and the store
    closed after it, so the event loop ends clean.

    The store only keeps Scryfall's answers: when it cannot be opened (PostgreSQL down, a
    locked or damaged file), the command answers from the bundled card data all the same, and
    stderr says why the saved cards were not used (issue 44: `juez carta` failed outright)."""
    from bot.storage.interface import DatabaseError

    opened_here = service.database is None and database is not None
    if opened_here:
        assert database is not None
        try:
            await service.open_database(database)
        except DatabaseError as err:
            log.warning("cartas sin la base de datos: %s", err)
            print(WITHOUT_STORE.format(problem=str(err).rstrip()), file=sys.stderr)
            opened_here = False
    try:
        yield
    finally:
        await service.cards.aclose()
        if opened_here:
            await service.close_database()


def _with_store(
    service: JuezService, database: Path | str | None, call: Callable[[], Awaitable[T]]
) -> T:
    """``call`` in one event loop of its own, the store open around it (synchronous code:
    the CLI, the console)."""

    import asyncio  # here, not at the top: `juez regla 104.3c` never runs a loop (about 30 ms)

    async def run() -> T:
        async with _opened(service, database):
            return await call()

    return asyncio.run(run())


def lookup(
    service: JuezService, database: Path | str | None, name: str, *, rulings: bool = False
) -> CardAnswer:
    """One card, from synchronous code (the CLI, the console)."""
    return _with_store(service, database, lambda: service.cards.card(name, rulings=rulings))


def search(
    service: JuezService, database: Path | str | None, question: str, source: str | None = None
) -> CardSearch:
    """A rules search with the cards the question names (``juez buscar``, the console's
    /buscar): the result and the cards; render with bot.text.cards."""
    return _with_store(
        service,
        database,
        lambda: service.cards.search(question, source, timeout=TERMINAL_SEARCH_TIMEOUT_S),
    )


def rule(
    service: JuezService, database: Path | str | None, query: str, edition: str | None = None
) -> CardSearch:
    """``juez regla`` (the console's /regla): a rule by number, or text searched with the
    cards it names."""
    return _with_store(
        service,
        database,
        lambda: service.cards.rule(query, edition, timeout=TERMINAL_SEARCH_TIMEOUT_S),
    )


def search_with_cards(
    service: JuezService, database: Path | str | None, query: str, source: str | None = None
) -> CardSearch | None:
    """``search``, or None when the query can name no card: the plain lookup answers."""
    return _if_it_names_cards(service, query, lambda: search(service, database, query, source))


def rule_with_cards(
    service: JuezService, database: Path | str | None, query: str, edition: str | None = None
) -> CardSearch | None:
    """``rule``, or None when the query can name no card: the plain lookup answers."""
    return _if_it_names_cards(service, query, lambda: rule(service, database, query, edition))


def _if_it_names_cards(
    service: JuezService, query: str, ask: Callable[[], CardSearch]
) -> CardSearch | None:
    """``ask()`` for a query that may name cards; None for one that cannot (a rule number,
    nothing capitalised), without opening the store or the card client, and None when the
    cards could not be asked at all (the rules answer alone)."""
    from index.query_kind import classify

    if classify(query).is_rule:
        return None
    # Imported after the number check: a rule number never loads the card names and models.
    from bot.cards.names import may_name_cards

    if not may_name_cards(query):
        return None
    _ = service.library  # opened here as the plain lookup would: not in the timed thread
    try:
        return ask()
    except Exception as err:  # noqa: BLE001 (the store, the client: the rules answer alone)
        log.warning("la pregunta se busca sin sus cartas: %r", err)
        return None


def run_card(
    args: argparse.Namespace,
    service: JuezService,
    database: Path | str | None,
    out: TextIO | None = None,
) -> int:
    """`juez carta`: the card in Spanish text, or its fields with --json."""
    # Here, not at the top: the bot.cards package loads the card models, which `juez regla`
    # imports this module without needing.
    from bot.cards import errors
    from bot.text.cards import render_card

    out = out or sys.stdout
    name = " ".join(args.nombre or []).strip()
    if not name:
        raise UserError(errors.name_missing())
    try:
        answer = lookup(service, database, name, rulings=args.reglas)
    except errors.CardsUnavailable:
        raise  # the network, not the name: exits says it (exit code 1)
    except errors.CardError as problem:  # no such card: the lookup ran and says so
        if args.json:
            suggestions = getattr(problem, "suggestions", [])
            data = {
                "query": name, "card": None, "message": str(problem), "suggestions": suggestions,
            }  # fmt: skip
            print(json.dumps(data, ensure_ascii=False), file=out)
        else:
            print(str(problem), file=out)
        return exits.NOTHING_FOUND  # as `juez regla` for a rule that does not exist
    if args.json:
        print(json.dumps(answer.to_json_dict(), ensure_ascii=False), file=out)
    else:
        from bot.terminal.output import show

        show(answer, render_card(answer), stream=out)  # rule numbers coloured on a terminal
    return 0


def console_card(service: JuezService, args: str, database: Path | str | None) -> str:
    """The console's `/carta NOMBRE [reglas:sí]`: the answer as text (errors included)."""
    from bot.cards import errors  # not at the top: see run_card
    from bot.text.cards import render_card

    words, rulings = [], False
    for word in args.split():
        key, sep, value = word.partition(":")
        if sep and key.lower() in {"reglas", "rulings"}:
            rulings = value.lower() in {"sí", "si", "s", "yes", "true", "1"}
        elif sep and key.lower() == "nombre":
            words.append(value)
        else:
            words.append(word)
    name = " ".join(words).strip().strip('"«»')
    if not name:
        return errors.name_missing().replace("juez carta", "/carta")
    try:
        return render_card(lookup(service, database, name, rulings=rulings))
    except errors.CardError as problem:
        return str(problem)
