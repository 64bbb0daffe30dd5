"""The one door to Scryfall's API: headers, pace, time limits and retries, nothing else.

Etiquette, from https://scryfall.com/docs/api and /docs/api/rate-limits:
- every request sends an accurate ``User-Agent`` (Juez and its version) and an ``Accept``;
- at most 10 requests a second, 2 a second to /cards/search and /cards/named (limiter.py);
- a 429 is never ignored: nothing more is sent for its ``Retry-After`` (30 s without one, the
  time Scryfall says it limits a client), and the request is retried after that only if its
  caller's deadline allows it;
- 5xx answers and dropped connections are retried a few times with a growing pause (or the
  ``Retry-After`` given), within the caller's deadline.

Every call takes a ``deadline`` (on ``clock``, monotonic seconds): a user waits for an answer,
so a request is never started when it could not end in time. Failures are ``ScryfallProblem``
(the API could not answer: why, for a Spanish message) or ``ScryfallError`` (the API answered
with its error object: 404 ``not_found``, ``ambiguous``…). After a connection failure the
client stays "offline" for a short pause, so a burst of lookups (autocomplete keystrokes) does
not wait for the network one by one: saved cards answer meanwhile.
"""

from __future__ import annotations

import asyncio
import email.utils
import logging
import re
import time
from collections.abc import Awaitable, Callable, Mapping
from importlib import metadata
from typing import Any, Literal

import aiohttp

from bot.cards.limiter import RateLimiter

log = logging.getLogger(__name__)

DEFAULT_URL = "https://api.scryfall.com"
ACCEPT = "application/json;q=0.9,*/*;q=0.8"
REQUEST_TIMEOUT_S = 5.0  # one request, connection to last byte
CONNECT_TIMEOUT_S = 3.0
MAX_ATTEMPTS = 3
BACKOFF_S = 0.5  # after a 5xx: 0.5 s, then 1 s (unless Retry-After says)
PAUSE_AFTER_429_S = 30.0  # without Retry-After: Scryfall limits a client for 30 seconds
MAX_RETRY_AFTER_S = 600.0
OFFLINE_PAUSE_S = 15.0
MIN_REQUEST_S = 0.05  # a request with less time than this left is not started
_UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")

Reason = Literal["offline", "slow", "throttled", "server", "unexpected"]


def user_agent() -> str:
    try:
        version = metadata.version("juez")
    except metadata.PackageNotFoundError:
        version = "0"
    return f"Juez/{version} (Magic rules bot in Spanish; Discord and CLI)"


class ScryfallProblem(Exception):
    """Scryfall could not answer: ``reason`` says why (for the Spanish message)."""

    def __init__(self, reason: Reason, *, status: int | None = None, wait: float = 0.0) -> None:
        super().__init__(f"{reason} (status {status}, wait {wait:.1f} s)")
        self.reason = reason
        self.status = status
        self.wait = wait


class ScryfallError(Exception):
    """Scryfall's own error object (https://scryfall.com/docs/api/errors)."""

    def __init__(self, status: int, code: str, details: str, kind: str | None) -> None:
        super().__init__(f"{status} {code} {kind or ''}: {details}")
        self.status = status
        self.code = code
        self.details = details
        self.kind = kind  # Scryfall's "type": "ambiguous" for a fuzzy name matching many

    @property
    def ambiguous(self) -> bool:
        return self.kind == "ambiguous"


def retry_after(value: str | None, now: float | None = None) -> float | None:
    """Seconds to wait from a Retry-After header (seconds, or an HTTP date); None if absent."""
    if not value:
        return None
    value = value.strip()
    if value.isdigit():
        seconds = float(value)
    else:
        try:
            when = email.utils.parsedate_to_datetime(value)
        except (TypeError, ValueError):
            return None
        seconds = when.timestamp() - (time.time() if now is None else now)
    return min(max(0.0, seconds), MAX_RETRY_AFTER_S)


class ScryfallClient:
    def __init__(
        self,
        base_url: str = DEFAULT_URL,
        *,
        agent: str | None = None,
        request_timeout: float = REQUEST_TIMEOUT_S,
        limiter: RateLimiter | None = None,
        max_attempts: int = MAX_ATTEMPTS,
        backoff: float = BACKOFF_S,
        offline_pause: float = OFFLINE_PAUSE_S,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.headers = {"User-Agent": agent or user_agent(), "Accept": ACCEPT}
        self.request_timeout = request_timeout
        self.clock = clock
        self.sleep = sleep
        self.limiter = limiter or RateLimiter(clock=clock, sleep=sleep)
        self.max_attempts = max_attempts
        self.backoff = backoff
        self.offline_pause = offline_pause
        self.offline_until = 0.0
        self.sent = 0  # requests sent, for the logs and the tests
        self._session: aiohttp.ClientSession | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._running: dict[tuple[str, tuple[tuple[str, str], ...]], asyncio.Task[Any]] = {}

    # -- the endpoints --------------------------------------------------------------------------
    async def named_fuzzy(
        self, name: str, *, deadline: float, patient: bool = True
    ) -> dict[str, Any]:
        """GET /cards/named?fuzzy=: one card, typos allowed (ScryfallError 404 otherwise)."""
        body = await self.get_json(
            "/cards/named", {"fuzzy": name}, bucket="named", deadline=deadline, patient=patient
        )
        return _object(body, "card")

    async def autocomplete(self, typed: str, *, deadline: float) -> list[str]:
        """GET /cards/autocomplete?q=: up to 20 English names (none for under 2 letters)."""
        body = await self.get_json("/cards/autocomplete", {"q": typed}, deadline=deadline)
        data = _object(body, "catalog").get("data")
        return [n for n in data if isinstance(n, str)] if isinstance(data, list) else []

    async def search(
        self,
        query: str,
        *,
        deadline: float,
        unique: str = "cards",
        order: str = "name",
        direction: str = "auto",
        patient: bool = True,
    ) -> list[dict[str, Any]]:
        """GET /cards/search (first page, every language): the cards found; [] for none."""
        params = {
            "q": query, "unique": unique, "order": order, "dir": direction,
            "include_multilingual": "true",
        }  # fmt: skip
        try:
            body = await self.get_json(
                "/cards/search", params, bucket="search", deadline=deadline, patient=patient
            )
        except ScryfallError as err:
            if err.status == 404:  # "Your query didn't match any cards."
                return []
            raise
        data = _object(body, "list").get("data")
        return [c for c in data if isinstance(c, dict)] if isinstance(data, list) else []

    async def rulings(self, card_id: str, *, deadline: float) -> list[dict[str, Any]]:
        """GET /cards/{id}/rulings."""
        if not _UUID.match(card_id):
            raise ScryfallProblem("unexpected")
        body = await self.get_json(f"/cards/{card_id}/rulings", deadline=deadline)
        data = _object(body, "list").get("data")
        return [r for r in data if isinstance(r, dict)] if isinstance(data, list) else []

    # -- the transport --------------------------------------------------------------------------
    def _session_here(self) -> aiohttp.ClientSession:
        """One session per event loop (the console runs each command in a loop of its own)."""
        loop = asyncio.get_running_loop()
        if self._session is None or self._session.closed or self._loop is not loop:
            self._session = aiohttp.ClientSession(headers=self.headers)
            self._loop = loop
        return self._session

    async def aclose(self) -> None:
        session, self._session = self._session, None
        if session is not None and not session.closed:
            await session.close()

    async def get_json(
        self,
        path: str,
        params: Mapping[str, str] | None = None,
        *,
        bucket: str | None = None,
        deadline: float,
        patient: bool = True,
    ) -> Any:
        """One GET; identical requests in flight at once share one (autocomplete bursts).
        ``patient=False``: a failed connection is not tried again (a question's card lookups:
        its answer must not wait for a network that is down)."""
        key = (path, tuple(sorted((params or {}).items())))
        task = self._running.get(key)
        if task is None or task.get_loop() is not asyncio.get_running_loop():
            task = asyncio.ensure_future(self._get(path, params, bucket, deadline, patient))
            self._running[key] = task
            task.add_done_callback(lambda t: _forget(self._running, key, t))
        return await asyncio.shield(task)

    async def _get(
        self,
        path: str,
        params: Mapping[str, str] | None,
        bucket: str | None,
        deadline: float,
        patient: bool = True,
    ) -> Any:
        if self.clock() < self.offline_until:
            raise ScryfallProblem("offline")
        problem: ScryfallProblem | None = None
        for attempt in range(1, self.max_attempts + 1):
            if not await self.limiter.acquire(bucket, deadline=deadline - MIN_REQUEST_S):
                if self.limiter.blocked_for > 0:
                    raise ScryfallProblem("throttled", wait=self.limiter.blocked_for)
                raise problem or ScryfallProblem("slow")
            left = deadline - self.clock()
            if left < MIN_REQUEST_S:
                raise problem or ScryfallProblem("slow")
            try:
                status, waited, body = await self._send(
                    path, params, min(self.request_timeout, left)
                )
            except TimeoutError:
                log.info("Scryfall: %s sin respuesta a tiempo (intento %d)", path, attempt)
                problem = ScryfallProblem("slow")
                continue
            except (aiohttp.ClientError, OSError) as err:
                log.info("Scryfall: sin conexión en %s: %s", path, err)
                problem = ScryfallProblem("offline")
                more = patient and attempt < self.max_attempts
                if more and deadline - self.clock() > self.backoff:
                    await self.sleep(min(self.backoff, 0.2 * attempt))
                    continue
                self.offline_until = self.clock() + self.offline_pause
                raise problem from err
            if status == 200:
                if body is None:
                    raise ScryfallProblem("unexpected", status=status)
                self.offline_until = 0.0
                return body
            if status == 429:
                pause = PAUSE_AFTER_429_S if waited is None else waited
                log.warning("Scryfall pide esperar %.0f s (429) en %s", pause, path)
                self.limiter.block(pause)
                problem = ScryfallProblem("throttled", status=status, wait=pause)
                continue  # the limiter waits for the pause, or says it ends too late
            if status >= 500:
                problem = ScryfallProblem("server", status=status)
                pause = waited if waited is not None else self.backoff * 2 ** (attempt - 1)
                if attempt == self.max_attempts or self.clock() + pause >= deadline:
                    raise problem
                log.info("Scryfall: error %d en %s; otro intento en %.1f s", status, path, pause)
                await self.sleep(pause)
                continue
            if isinstance(body, dict) and body.get("object") == "error":
                raise ScryfallError(
                    int(body.get("status") or status),
                    str(body.get("code") or ""),
                    str(body.get("details") or ""),
                    body.get("type") if isinstance(body.get("type"), str) else None,
                )
            raise ScryfallProblem("unexpected", status=status)
        raise problem or ScryfallProblem("slow")

    async def _send(
        self, path: str, params: Mapping[str, str] | None, timeout: float
    ) -> tuple[int, float | None, Any]:
        """(status, Retry-After in seconds, JSON body or None)."""
        limits = aiohttp.ClientTimeout(total=timeout, sock_connect=min(CONNECT_TIMEOUT_S, timeout))
        session = self._session_here()
        self.sent += 1
        async with session.get(
            self.base_url + path, params=dict(params or {}), timeout=limits
        ) as response:
            waited = retry_after(response.headers.get("Retry-After"))
            try:
                body = await response.json(content_type=None)
            except ValueError:  # not JSON (an HTML error page from a proxy)
                body = None
            return response.status, waited, body


def _object(body: Any, kind: str) -> dict[str, Any]:
    if not isinstance(body, dict) or body.get("object") != kind:
        raise ScryfallProblem("unexpected")
    return body


def _forget(running: dict[Any, asyncio.Task[Any]], key: Any, task: asyncio.Task[Any]) -> None:
    if running.get(key) is task:
        del running[key]
    if not task.cancelled():
        task.exception()  # retrieved: a failure nobody awaited any more is not logged as lost
