"""A fake Scryfall on 127.0.0.1 for the tests: the documented API shapes, from recorded-shape
fixtures (fixtures/cards.json, fixtures/rulings.json), with scripted failures.

It answers, as https://scryfall.com/docs/api describes them:
- GET /cards/named?fuzzy=  a card object; 404 error object "not_found" (type "ambiguous" when
  the name fits several cards);
- GET /cards/autocomplete?q=  a catalog object of up to 20 English names;
- GET /cards/search?q=&unique=&order=&dir=&include_multilingual=  a list object, or a 404
  error object; the query language is the part Juez uses: ``lang:xx``, ``oracleid:…``,
  ``(lang:en or lang:es)`` and bare words (each in the name or the printed name);
- GET /cards/{id}/rulings  a list object of ruling objects.
``script(path, Reply(...), …)`` makes the next requests to a path answer otherwise (429 with
Retry-After, 5xx, an HTML page, a slow answer), one reply per request, in order. Every request
is recorded with its headers and arrival time. The server runs in a thread of its own, so the
synchronous CLI and console can use it as well as the async tests.
"""

from __future__ import annotations

import asyncio
import contextlib
import difflib
import json
import re
import threading
import time
import unicodedata
from collections import defaultdict, deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from aiohttp import web

FIXTURES = Path(__file__).resolve().parent / "fixtures"
CARDS: list[dict[str, Any]] = json.loads((FIXTURES / "cards.json").read_text(encoding="utf-8"))
RULINGS: dict[str, list[dict[str, Any]]] = json.loads(
    (FIXTURES / "rulings.json").read_text(encoding="utf-8")
)


def fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.lower().replace("’", "'"))
    text = "".join(c for c in text if not unicodedata.combining(c)).replace("'", "")
    return re.sub(r"\s+", " ", re.sub(r"[^\w/]+", " ", text)).strip()


def english(name: str) -> dict[str, Any]:
    """The English print of a fixture card."""
    return next(c for c in CARDS if c["name"] == name and c["lang"] == "en")


def error(status: int, details: str, kind: str | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {
        "object": "error", "code": "not_found" if status == 404 else "bad_request",
        "status": status, "details": details,
    }  # fmt: skip
    if kind:
        body["type"] = kind
    return body


@dataclass
class Reply:
    status: int = 200
    body: Any = None  # None: the normal answer (after ``delay``); str: sent as text/html
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0


@dataclass
class Seen:
    path: str
    query: dict[str, str]
    headers: dict[str, str]
    at: float  # time.monotonic() on arrival


class FakeScryfall:
    def __init__(self) -> None:
        self.requests: list[Seen] = []
        self.scripts: dict[str, deque[Reply]] = defaultdict(deque)
        self.url = ""
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._thread: threading.Thread | None = None
        self.port = 0

    # -- control --------------------------------------------------------------------------------
    def script(self, path: str, *replies: Reply) -> None:
        self.scripts[path].extend(replies)

    def seen(self, path: str | None = None) -> list[Seen]:
        return [r for r in self.requests if path is None or r.path == path]

    def clear(self) -> None:
        self.requests.clear()
        self.scripts.clear()

    def start(self) -> FakeScryfall:
        ready = threading.Event()

        def serve() -> None:
            self._loop = asyncio.new_event_loop()
            asyncio.set_event_loop(self._loop)
            self._loop.run_until_complete(self._start())
            ready.set()
            self._loop.run_forever()
            if self._runner is not None:
                self._loop.run_until_complete(self._runner.cleanup())
            self._loop.close()

        self._thread = threading.Thread(target=serve, name="fake-scryfall", daemon=True)
        self._thread.start()
        ready.wait(10)
        return self

    async def _start(self) -> None:
        app = web.Application()
        app.router.add_get("/cards/named", self._named)
        app.router.add_get("/cards/autocomplete", self._autocomplete)
        app.router.add_get("/cards/search", self._search)
        app.router.add_get("/cards/{id}/rulings", self._rulings)
        self._runner = web.AppRunner(app)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        server = site._server
        assert server is not None and server.sockets
        self.port = server.sockets[0].getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"

    def stop(self) -> None:
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._loop.stop)
        if self._thread is not None:
            self._thread.join(10)

    # -- answers --------------------------------------------------------------------------------
    async def _reply(self, request: web.Request, normal: Any, status: int = 200) -> web.Response:
        self.requests.append(
            Seen(request.path, dict(request.query), dict(request.headers), time.monotonic())
        )
        key = "/cards/{id}/rulings" if request.path.endswith("/rulings") else request.path
        if self.scripts[key]:
            scripted = self.scripts[key].popleft()
            if scripted.delay:
                await asyncio.sleep(scripted.delay)
            if isinstance(scripted.body, str):
                return web.Response(
                    status=scripted.status, text=scripted.body, content_type="text/html",
                    headers=scripted.headers,
                )  # fmt: skip
            if scripted.body is not None or scripted.status != 200:
                body = scripted.body
                if body is None:
                    body = error(scripted.status, "Scripted failure")
                return web.json_response(body, status=scripted.status, headers=scripted.headers)
        return web.json_response(normal, status=status)

    async def _named(self, request: web.Request) -> web.Response:
        typed = fold(request.query.get("fuzzy", ""))
        names = sorted({c["name"] for c in CARDS if c["lang"] == "en"})
        exact = [n for n in names if fold(n) == typed or typed in fold(n).split(" // ")]
        close = difflib.get_close_matches(typed, [fold(n) for n in names], n=2, cutoff=0.75)
        starting = [n for n in names if fold(n).startswith(typed)] if len(typed) >= 3 else []
        if exact:
            return await self._reply(request, english(exact[0]))
        if len(close) == 1:
            [name] = [n for n in names if fold(n) == close[0]]
            return await self._reply(request, english(name))
        if len(starting) == 1:
            return await self._reply(request, english(starting[0]))
        if len(starting) > 1:
            details = (
                f"Too many cards match ambiguous name “{request.query.get('fuzzy')}”. "
                "Add more words to refine your search."
            )
            return await self._reply(request, error(404, details, "ambiguous"), 404)
        details = f"No cards found matching “{request.query.get('fuzzy')}”"
        return await self._reply(request, error(404, details), 404)

    async def _autocomplete(self, request: web.Request) -> web.Response:
        typed = fold(request.query.get("q", ""))
        names = sorted({c["name"] for c in CARDS if c["lang"] == "en"})
        found = [] if len(typed) < 2 else [
            n for n in names if fold(n).startswith(typed) or f" {typed}" in f" {fold(n)}"
        ]  # fmt: skip
        return await self._reply(
            request, {"object": "catalog", "total_values": len(found[:20]), "data": found[:20]}
        )

    async def _search(self, request: web.Request) -> web.Response:
        query = request.query.get("q", "")
        langs: set[str] | None = {"en"}
        oracle = None
        both = re.search(r"\(lang:(\w+) or lang:(\w+)\)", query)
        if both:
            langs = {both[1], both[2]}
            query = query.replace(both[0], " ")
        words = []
        for token in query.split():
            key, sep, value = token.partition(":")
            if sep and key == "lang":
                langs = {value}
            elif sep and key == "oracleid":
                oracle = value
            elif token:
                words.append(fold(token))
        found = []
        for card in CARDS:
            if langs is not None and card["lang"] not in langs:
                continue
            if oracle is not None and card["oracle_id"] != oracle:
                continue
            text = f"{fold(card['name'])} {fold(card.get('printed_name', ''))}"
            if all(w in text for w in words):
                found.append(card)
        if request.query.get("unique", "cards") != "prints":
            unique: dict[str, dict[str, Any]] = {}
            for card in sorted(found, key=lambda c: c["released_at"], reverse=True):
                unique.setdefault(card["oracle_id"], card)
            found = list(unique.values())
        if request.query.get("order") == "released":
            found.sort(key=lambda c: c["released_at"], reverse=request.query.get("dir") == "desc")
        else:
            found.sort(key=lambda c: c["name"])
        if not found:
            details = (
                "Your query didn’t match any cards. Adjust your search terms or refer to the "
                "syntax guide at https://scryfall.com/docs/syntax"
            )
            return await self._reply(request, error(404, details), 404)
        body = {"object": "list", "total_cards": len(found), "has_more": False, "data": found}
        return await self._reply(request, body)

    async def _rulings(self, request: web.Request) -> web.Response:
        card = next((c for c in CARDS if c["id"] == request.match_info["id"]), None)
        if card is None:
            details = "No card found with the given ID or set code and collector number."
            return await self._reply(request, error(404, details), 404)
        data = RULINGS.get(card["oracle_id"], [])
        return await self._reply(request, {"object": "list", "has_more": False, "data": data})


@contextlib.contextmanager
def running() -> Iterator[FakeScryfall]:
    """A fake Scryfall for the duration of the block (a session or module fixture)."""
    server = FakeScryfall().start()
    try:
        yield server
    finally:
        server.stop()
