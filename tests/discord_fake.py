"""A fake Discord, offline, that keeps the rules of the real one the bot depends on.

The bot runs unchanged (its real command tree, views, dynamic items and error handler); only
the two HTTP transports discord.py uses are replaced (``AsyncWebhookAdapter.request`` for
interaction callbacks and webhooks, ``HTTPClient.request`` for the bot-token API), and
interactions enter where the gateway would put them (``ConnectionState.parse_interaction_create``).
Everything the bot sent is recorded, and the messages live here, so a test can click a button on
a message the way a member would, restart the bot, and click it again.

Rules modelled, and where each is documented (discord.com/developers/docs, "DDocs" below):

1. First response within 3 seconds (DDocs, Interactions > Receiving and Responding: "you must
   send an initial response within 3 seconds of receiving the event"); later, the callback
   fails with 404 code 10062 "Unknown interaction" and the member sees "This interaction
   failed" (``Exchange.failed``). One initial response only: a second fails with 400 code 40060
   ("Interaction has already been acknowledged"). Autocomplete cannot be deferred.
   The 3 s count virtual time (the fake clock) plus real time spent by the bot.
2. The interaction token lives 15 minutes (DDocs, same page: "Interaction tokens are valid for 15
   minutes"): followups and edits of the original or of followup messages after that fail with
   401 code 50027 "Invalid Webhook Token". A followup before the initial response fails with 404
   code 10015 "Unknown Webhook".
3. After a public ``defer()`` (callback type 5), the first followup replaces the "thinking…"
   message and its ephemeral flag is ignored: it is public (discord/discord-api-docs issue
   #2860; DDocs: "the first followup … will edit the deferred response"). A followup after the
   placeholder is deleted (or already replaced) is a new message that keeps its own flags.
4. Components keep their custom_id in the message forever (DDocs, Message Components). A click
   reaches the bot as a type-3 interaction carrying the message as it is now; after a restart
   only what the new process registered answers (discord.py: ``Client.add_view`` for persistent
   views, ``Client.add_dynamic_items`` for ``DynamicItem``); the rest is "This interaction
   failed". A member can only click what the message currently shows (``stale=True`` models a
   client that has not yet received the last edit).
5. ``PUT /applications/{app}/commands`` and ``PUT …/guilds/{g}/commands`` replace the commands of
   that target for that application (DDocs, Application Commands > Bulk Overwrite). A member in a
   guild sees the global commands plus that guild's: the same command in both shows twice.
6. Message limits (DDocs, Message > Embed Limits; Components > Button, String Select): 2,000
   characters of content, 10 embeds, 256/4,096/1,024/2,048 for title, description, field value
   and footer, 6,000 per message, 5 rows, 5 buttons or one menu per row, custom_id at most 100
   characters and unique in the message, 25 options of at most 100 characters. Autocomplete:
   at most 25 choices, names of 1 to 100 characters, values of at most 100 (DDocs, Application
   Commands > Autocomplete). A breach is a 400 code 50035 "Invalid Form Body".
7. The bot can edit its own non-ephemeral messages through the channel endpoint with its bot
   token, with no time limit (DDocs, Message > Edit Message); ephemeral messages exist only for
   their interaction's token (404 code 10008 "Unknown Message" through the channel).

The clock (``FakeClock``) belongs to the test: ``await fake.clock.advance(600)`` lets ten minutes
pass and fires the bot's timers that fall due; ``await fake.clock.sleep(4)`` inside a patched
service is a stall of 4 virtual seconds (the time passes for everyone, as it would).
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import heapq
import itertools
import json
import logging
import re
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any, TypeVar
from unittest import mock

import discord
from discord.http import HTTPClient
from discord.webhook.async_ import AsyncWebhookAdapter

T = TypeVar("T")

APPLICATION_ID = 777
GUILD_ID = 4242
CHANNEL_ID = 5151
MANAGE_GUILD = discord.Permissions(manage_guild=True).value
EVERYDAY = discord.Permissions(send_messages=True, read_message_history=True).value
EPOCH = 1_767_225_600.0  # 2026-01-01T00:00:00Z: the wall time at virtual second 0

FIRST_RESPONSE_S = 3.0
TOKEN_LIFETIME_S = 15 * 60.0
EPHEMERAL = 64

_BASE = re.escape(discord.http.Route.BASE)
_CALLBACK = re.compile(_BASE + r"/interactions/(\d+)/([^/]+)/callback$")
_WEBHOOK = re.compile(_BASE + r"/webhooks/(\d+)/([^/]+)(?:/messages/(@original|\d+))?$")
_GLOBAL_COMMANDS = re.compile(_BASE + r"/applications/(\d+)/commands$")
_GUILD_COMMANDS = re.compile(_BASE + r"/applications/(\d+)/guilds/(\d+)/commands$")
_MY_GUILDS = re.compile(_BASE + r"/users/@me/guilds$")
_CHANNEL_MESSAGE = re.compile(_BASE + r"/channels/(\d+)/messages(?:/(\d+))?$")


# -- the clock ----------------------------------------------------------------------------------
class _Handle:
    def __init__(self) -> None:
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class FakeClock:
    """Virtual seconds that move only when the test (or a simulated stall) moves them."""

    def __init__(self) -> None:
        self.now = 0.0
        self._queue: list[tuple[float, int, _Handle, Callable[[], Any]]] = []
        self._seq = itertools.count()
        self.tasks: set[asyncio.Task[Any]] = set()

    # the bot's Clock protocol (cogs/_ui/timing.py)
    def monotonic(self) -> float:
        return self.now

    def time(self) -> float:
        return EPOCH + self.now

    def call_later(self, delay: float, callback: Callable[[], Any]) -> _Handle:
        handle = _Handle()
        entry = (self.now + max(0.0, delay), next(self._seq), handle, callback)
        heapq.heappush(self._queue, entry)
        return handle

    async def wait_for(self, awaitable: Awaitable[T], timeout: float) -> T:
        task = asyncio.ensure_future(awaitable)
        expired = False

        def expire() -> None:
            nonlocal expired
            if not task.done():
                expired = True
                task.cancel()

        handle = self.call_later(timeout, expire)
        try:
            return await task
        except asyncio.CancelledError:
            if expired:
                raise TimeoutError from None
            raise
        finally:
            handle.cancel()

    # the test's side
    def forget_timers(self) -> None:
        """The process that set the timers is gone (a restart): none of them fires."""
        for _, _, handle, _ in self._queue:
            handle.cancel()
        self._queue.clear()

    def pending(self) -> list[float]:
        """When the live timers fall due."""
        return sorted(when for when, _, h, _ in self._queue if not h.cancelled)

    def _fire(self, callback: Callable[[], Any]) -> asyncio.Task[Any] | None:
        result = callback()
        if asyncio.iscoroutine(result):
            task = asyncio.ensure_future(result)
            self.tasks.add(task)
            task.add_done_callback(self.tasks.discard)
            return task
        return None

    def _due(self, target: float) -> tuple[float, Callable[[], Any]] | None:
        while self._queue and self._queue[0][0] <= target:
            when, _, handle, callback = heapq.heappop(self._queue)
            if not handle.cancelled:
                return when, callback
        return None

    async def advance(self, seconds: float) -> None:
        """Let ``seconds`` pass: every timer due fires in order, each finishing before the next."""
        target = self.now + seconds
        while (due := self._due(target)) is not None:
            self.now = max(self.now, due[0])
            task = self._fire(due[1])
            if task is not None:
                await asyncio.gather(task, return_exceptions=True)
        self.now = target
        for _ in range(5):
            await asyncio.sleep(0)

    async def sleep(self, seconds: float) -> None:
        """A stall of ``seconds`` virtual seconds; it ends early if the sleeper is cancelled
        (a timeout firing in the meantime), as a real stall would."""
        target = self.now + seconds
        current = asyncio.current_task()
        while (due := self._due(target)) is not None:
            self.now = max(self.now, due[0])
            self._fire(due[1])
            if current is not None and current.cancelling():
                break
        else:
            self.now = target
        await asyncio.sleep(0)


# -- what Discord holds -------------------------------------------------------------------------
@dataclass
class FakeMessage:
    id: int
    channel_id: int
    guild_id: int | None
    ephemeral: bool
    owner: int | None  # who sees it when ephemeral
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    thinking: bool = False  # the "thinking…" placeholder of a defer
    deleted: bool = False
    token: str | None = None  # the interaction whose webhook created it
    history: list[dict[str, Any]] = field(default_factory=list)

    def payload(self, application_id: int) -> dict[str, Any]:
        flags = (EPHEMERAL if self.ephemeral else 0) | (128 if self.thinking else 0)
        return _message(
            self.id,
            self.channel_id,
            _user(application_id) | {"bot": True},
            self.content,
            embeds=self.embeds,
            components=self.components,
            flags=flags,
        ) | {"webhook_id": str(application_id)}

    def apply(self, body: dict[str, Any]) -> None:
        self.history.append(
            {"content": self.content, "embeds": self.embeds, "components": self.components}
        )
        for key in ("content", "embeds", "components"):
            if key in body and body[key] is not None:
                setattr(self, key, body[key])
        self.thinking = False

    # what a member reads
    @property
    def text(self) -> str:
        parts = [self.content]
        for embed in self.embeds:
            parts += [embed.get("title") or "", embed.get("description") or ""]
            parts += [f"{f.get('name')}\n{f.get('value')}" for f in embed.get("fields") or []]
            parts.append((embed.get("footer") or {}).get("text") or "")
        return "\n".join(p for p in parts if p)

    def items(self) -> list[dict[str, Any]]:
        return [c for row in self.components for c in row.get("components", [])]

    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in self.items() if "custom_id" in c]

    def find(self, label: str) -> dict[str, Any]:
        """The component whose label (buttons) or placeholder (menus) is ``label``."""
        for c in self.items():
            if c.get("label") == label or c.get("placeholder") == label:
                return c
        raise LookupError(f"no component {label!r} in {[c.get('label') for c in self.items()]}")

    def labels(self) -> list[str]:
        return [c.get("label") or c.get("placeholder") or "" for c in self.items()]


@dataclass
class Exchange:
    """One interaction: what the bot answered and what members now see of it."""

    fake: FakeDiscord
    id: int
    token: str
    kind: int
    user_id: int
    created: float  # virtual
    created_real: float
    message_id: int | None = None  # the message a component sits on
    responses: list[dict[str, Any]] = field(default_factory=list)
    acknowledged: bool = False
    original: int | None = None  # the message the initial response created or defers to
    messages: list[int] = field(default_factory=list)  # created or edited by this interaction
    errors: list[int] = field(default_factory=list)  # Discord error codes the bot received
    calls: list[tuple[str, float]] = field(default_factory=list)  # (what, virtual time)

    @property
    def failed(self) -> bool:
        """The member saw "This interaction failed": no initial response within 3 s."""
        return not self.acknowledged

    @property
    def response_types(self) -> list[int]:
        return [r["type"] for r in self.responses]

    def elapsed(self) -> float:
        loop = asyncio.get_running_loop()
        return (self.fake.clock.now - self.created) + (loop.time() - self.created_real)

    def visible(self) -> list[FakeMessage]:
        found = [self.fake.messages[m] for m in dict.fromkeys(self.messages)]
        return [m for m in found if not m.deleted]

    def public(self) -> list[FakeMessage]:
        return [m for m in self.visible() if not m.ephemeral and not m.thinking]

    def private(self) -> list[FakeMessage]:
        return [m for m in self.visible() if m.ephemeral and not m.thinking]

    def texts(self) -> list[str]:
        return [m.text for m in self.visible() if not m.thinking]

    def public_texts(self) -> list[str]:
        return [m.text for m in self.public()]

    def private_texts(self) -> list[str]:
        return [m.text for m in self.private()]

    @property
    def choices(self) -> list[dict[str, Any]]:
        [response] = [r for r in self.responses if r["type"] == 8]
        return list(response["data"]["choices"])

    @property
    def message(self) -> FakeMessage:
        """The message this exchange is about: the one answered, or the one clicked."""
        for mid in reversed([*([self.message_id] if self.message_id else []), *self.messages]):
            msg = self.fake.messages[mid]
            if not msg.deleted and not msg.thinking:
                return msg
        raise LookupError("this interaction left no message")


class DiscordError(Exception):
    def __init__(self, status: int, code: int, message: str) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status, self.code, self.message = status, code, message

    def http(self) -> discord.HTTPException:
        response = SimpleNamespace(status=self.status, reason=self.message)
        data = {"code": self.code, "message": self.message}
        if self.status == 404:
            return discord.NotFound(response, data)  # type: ignore[arg-type]
        if self.status == 403:
            return discord.Forbidden(response, data)  # type: ignore[arg-type]
        return discord.HTTPException(response, data)  # type: ignore[arg-type]


UNKNOWN_INTERACTION = DiscordError(404, 10062, "Unknown interaction")
ALREADY_ACKNOWLEDGED = DiscordError(400, 40060, "Interaction has already been acknowledged.")
INVALID_TOKEN = DiscordError(401, 50027, "Invalid Webhook Token")
UNKNOWN_WEBHOOK = DiscordError(404, 10015, "Unknown Webhook")
UNKNOWN_MESSAGE = DiscordError(404, 10008, "Unknown Message")


def _invalid(why: str) -> DiscordError:
    return DiscordError(400, 50035, f"Invalid Form Body: {why}")


# -- the fake -----------------------------------------------------------------------------------
class FakeDiscord:
    """Discord for one or more bot processes in a row (``attach`` a new one to restart)."""

    def __init__(self, *, application_id: int = APPLICATION_ID) -> None:
        self.application_id = application_id
        self.clock = FakeClock()
        self.bot: Any = None
        self.messages: dict[int, FakeMessage] = {}
        self.exchanges: dict[str, Exchange] = {}
        self.commands: dict[tuple[int, int | None], list[dict[str, Any]]] = {}
        self.command_puts: list[tuple[int, int | None, list[str]]] = []
        self.guilds: list[int] = [GUILD_ID]  # the guilds the bot is in (GET /users/@me/guilds)
        self.tracebacks: list[logging.LogRecord] = []
        self._ids = itertools.count(1)
        self._apps: dict[int, int] = {}  # id(HTTPClient) -> application id

    # -- set-up ----------------------------------------------------------------------------------
    @contextlib.contextmanager
    def installed(self) -> Iterator[FakeDiscord]:
        """Discord's HTTP side replaced by this fake, and tracebacks collected, while inside."""
        fake = self

        async def webhook(_adapter: Any, route: Any, _session: Any = None, **kwargs: Any) -> Any:
            return await fake._webhook(route, kwargs)

        async def bot_api(http: Any, route: Any, **kwargs: Any) -> Any:
            return await fake._bot_api(http, route, kwargs)

        catcher = _TracebackCatcher(self.tracebacks)
        root = logging.getLogger()
        root.addHandler(catcher)
        try:
            with (
                mock.patch.object(AsyncWebhookAdapter, "request", webhook),
                mock.patch.object(HTTPClient, "request", bot_api),
            ):
                yield self
        finally:
            root.removeHandler(catcher)

    async def attach(self, bot: Any, *, application_id: int | None = None) -> Any:
        """Connect ``bot`` (already prepared) as the process Discord now talks to."""
        app = application_id or self.application_id
        if self.bot is not None and self.bot is not bot:
            self.clock.forget_timers()  # a restart: the old process's timers died with it
        if not isinstance(bot.loop, asyncio.AbstractEventLoop):
            await bot._async_setup_hook()  # what login() does first: the loop, the ready event
        state = bot._connection
        state.user = discord.ClientUser(state=state, data=_user(app) | {"bot": True})
        state.application_id = app
        self._apps[id(bot.http)] = app
        bot.clock = self.clock
        self.bot = bot
        return bot

    def next_id(self) -> int:
        stamp = dt.datetime.fromtimestamp(self.clock.time(), dt.UTC)
        return discord.utils.time_snowflake(stamp) + next(self._ids)

    # -- members acting --------------------------------------------------------------------------
    async def command(
        self,
        name: str,
        options: dict[str, Any] | None = None,
        *,
        sub: str | None = None,
        focused: str | None = None,
        **who: Any,
    ) -> Exchange:
        """A slash command (or, with ``focused``, an autocomplete request) as a member sends it."""
        kinds = {bool: 5, int: 4, float: 10}
        opts = []
        for key, value in (options or {}).items():
            opt: dict[str, Any] = {"name": key, "type": kinds.get(type(value), 3), "value": value}
            if key == focused:
                opt["focused"] = True
            opts.append(opt)
        if sub is not None:
            opts = [{"name": sub, "type": 1, "options": opts}]
        data = {"id": str(self.next_id()), "name": name, "type": 1, "options": opts}
        return await self._dispatch(4 if focused else 2, data, **who)

    async def click(
        self,
        message: FakeMessage | int,
        label: str,
        *,
        values: list[str] | None = None,
        stale: bool = False,
        custom_id: str | None = None,
        **who: Any,
    ) -> Exchange:
        """Press the button (or pick ``values`` in the menu) labelled ``label`` on a message."""
        msg = message if isinstance(message, FakeMessage) else self.messages[message]
        if custom_id is None:
            component = msg.find(label)
            if component.get("disabled"):
                raise AssertionError(f"{label!r} is disabled: a member cannot click it")
            custom_id = component["custom_id"]
            kind = component["type"]
        else:
            kind = 3 if values is not None else 2
            if custom_id not in msg.custom_ids() and not stale:
                raise AssertionError(f"{custom_id!r} is not on the message any more")
        if msg.deleted:
            raise AssertionError("the message was deleted")
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": kind}
        if values is not None:
            data["values"] = values
        return await self._dispatch(3, data, message=msg, **who)

    async def select(self, message: FakeMessage | int, value: str, **who: Any) -> Exchange:
        msg = message if isinstance(message, FakeMessage) else self.messages[message]
        [menu] = [c for c in msg.items() if c["type"] == 3]
        if value not in [o["value"] for o in menu["options"]]:
            raise AssertionError(f"{value!r} is not an option of the menu")
        return await self.click(msg, menu.get("placeholder") or "", values=[value], **who)

    async def mention(
        self, text: str, *, user_id: int = 1, guild_id: int | None = GUILD_ID
    ) -> None:
        """A member's message that mentions the bot (MESSAGE_CREATE through the gateway)."""
        payload = _message(
            self.next_id(),
            CHANNEL_ID,
            _user(user_id),
            f"<@{self.application_id}> {text}",
            mentions=[_user(self.application_id) | {"bot": True}],
        )
        if guild_id is not None:
            payload["guild_id"] = str(guild_id)
        before = asyncio.all_tasks()
        self.bot._connection.parse_message_create(payload)
        await self._finish(asyncio.all_tasks() - before)

    def post(
        self,
        *,
        content: str = "",
        components: list[dict[str, Any]] | None = None,
        embeds: list[dict[str, Any]] | None = None,
    ) -> FakeMessage:
        """A message of the bot already in the channel (as sent by an earlier version)."""
        msg = FakeMessage(
            id=self.next_id(),
            channel_id=CHANNEL_ID,
            guild_id=GUILD_ID,
            ephemeral=False,
            owner=None,
            content=content,
            embeds=embeds or [],
            components=components or [],
        )
        self.messages[msg.id] = msg
        return msg

    # -- what members see ------------------------------------------------------------------------
    def channel(self, channel_id: int = CHANNEL_ID) -> list[FakeMessage]:
        """The public messages of a channel, oldest first."""
        return [
            m
            for m in self.messages.values()
            if m.channel_id == channel_id and not m.ephemeral and not m.deleted
        ]

    def visible_commands(
        self, guild_id: int | None, application_id: int | None = None
    ) -> list[str]:
        """The command names a member sees in a guild (or in DMs with None): duplicates too."""
        app = application_id or self.application_id
        names = [c["name"] for c in self.commands.get((app, None), [])]
        if guild_id is not None:
            names += [c["name"] for c in self.commands.get((app, guild_id), [])]
        return sorted(names)

    async def settle(self, timeout: float = 10.0) -> None:
        """Wait for what the bot still does in the background (tasks it left running)."""
        for _ in range(20):
            await asyncio.sleep(0)
        current = asyncio.current_task()
        pending = {
            t
            for t in asyncio.all_tasks()
            if t is not current and not t.done() and t.get_name().startswith(_BOT_TASKS)
        }
        if pending:
            await asyncio.wait(pending, timeout=timeout)

    # -- dispatch --------------------------------------------------------------------------------
    async def _dispatch(
        self,
        kind: int,
        data: dict[str, Any],
        *,
        user_id: int = 1,
        guild_id: int | None = GUILD_ID,
        permissions: int = EVERYDAY,
        locale: str = "es-ES",
        message: FakeMessage | None = None,
    ) -> Exchange:
        interaction_id = self.next_id()
        token = f"token-{interaction_id}"
        loop = asyncio.get_running_loop()
        exchange = Exchange(self, interaction_id, token, kind, user_id, self.clock.now, loop.time())
        if message is not None:
            exchange.message_id = message.id
        self.exchanges[token] = exchange
        payload: dict[str, Any] = {
            "id": str(interaction_id),
            "application_id": str(self.application_id),
            "type": kind,
            "token": token,
            "version": 1,
            "attachment_size_limit": 8 * 1024 * 1024,
            "locale": locale,
            "channel_id": str(message.channel_id if message else CHANNEL_ID),
            "app_permissions": str(discord.Permissions.all().value),
            "entitlements": [],
            "authorizing_integration_owners": {},
            "data": data,
        }
        if message is not None:
            payload["message"] = message.payload(self.application_id)
        channel_id = message.channel_id if message else CHANNEL_ID
        if guild_id is not None:
            payload["channel"] = {
                "id": str(channel_id),
                "type": 0,
                "guild_id": str(guild_id),
                "name": "general",
                "position": 0,
                "permission_overwrites": [],
                "nsfw": False,
                "parent_id": None,
            }
            payload["guild_id"] = str(guild_id)
            payload["guild_locale"] = locale
            payload["context"] = 0
            payload["member"] = {
                "user": _user(user_id),
                "roles": [],
                "joined_at": "2024-01-01T00:00:00+00:00",
                "deaf": False,
                "mute": False,
                "flags": 0,
                "permissions": str(permissions),
            }
        else:
            payload["channel"] = {"id": str(channel_id), "type": 1, "recipients": [_user(user_id)]}
            payload["context"] = 1
            payload["user"] = _user(user_id)
        before = asyncio.all_tasks()
        self.bot._connection.parse_interaction_create(payload)
        await self._finish(asyncio.all_tasks() - before)
        return exchange

    async def _finish(self, tasks: set[asyncio.Task[Any]]) -> None:
        if tasks:
            await asyncio.gather(*tasks, return_exceptions=True)
        for _ in range(3):
            await asyncio.sleep(0)

    # -- the webhook side (interaction tokens) ---------------------------------------------------
    async def _webhook(self, route: Any, kwargs: dict[str, Any]) -> Any:
        body = _body(kwargs.get("payload"), kwargs.get("multipart"))
        try:
            if m := _CALLBACK.match(route.url):
                return self._callback(self._exchange(m[2]), body)
            if m := _WEBHOOK.match(route.url):
                exchange = self._exchange(m[2])
                return self._token_call(exchange, route.method, m[3], body)
        except DiscordError as error:
            if m and m[2] in self.exchanges:
                self.exchanges[m[2]].errors.append(error.code)
            raise error.http() from None
        raise AssertionError(f"the fake does not model {route.method} {route.url}")

    def _exchange(self, token: str) -> Exchange:
        if token not in self.exchanges:
            raise UNKNOWN_WEBHOOK
        return self.exchanges[token]

    def _callback(self, exchange: Exchange, body: dict[str, Any]) -> dict[str, Any]:
        kind = body["type"]
        data = body.get("data") or {}
        exchange.calls.append((f"callback {kind}", self.clock.now))
        if exchange.elapsed() > FIRST_RESPONSE_S:
            raise UNKNOWN_INTERACTION
        if exchange.responses:
            raise ALREADY_ACKNOWLEDGED
        if exchange.kind == 4 and kind != 8:
            raise _invalid("autocomplete interactions only take choices")
        if kind == 8:
            _check_choices(data.get("choices") or [])
        if kind in (6, 7) and exchange.message_id is None:
            raise _invalid("only a component interaction can update its message")
        if kind in (4, 7):
            _check_message(data)
        exchange.responses.append(body)
        exchange.acknowledged = True
        resource: dict[str, Any] = {"type": kind}
        if kind in (4, 5):
            private = bool(data.get("flags", 0) & EPHEMERAL)
            msg = self._new_message(exchange, private, thinking=kind == 5)
            if kind == 4:
                msg.apply(data)
            exchange.original = msg.id
            resource["message"] = msg.payload(self.application_id)
        elif kind in (6, 7):
            exchange.original = exchange.message_id
            target = self.messages[exchange.message_id]  # type: ignore[index]
            if kind == 7:
                target.apply(data)
                exchange.messages.append(target.id)
            resource["message"] = target.payload(self.application_id)
        return {
            "interaction": {
                "id": str(exchange.id),
                "type": exchange.kind,
                "response_message_id": str(exchange.original) if exchange.original else None,
                "response_message_loading": kind == 5,
                "response_message_ephemeral": bool(data.get("flags", 0) & EPHEMERAL),
            },
            "resource": resource,
        }

    def _new_message(self, exchange: Exchange, private: bool, *, thinking: bool) -> FakeMessage:
        source = self.messages.get(exchange.message_id) if exchange.message_id else None
        msg = FakeMessage(
            id=self.next_id(),
            channel_id=source.channel_id if source else CHANNEL_ID,
            guild_id=source.guild_id if source else None,
            ephemeral=private,
            owner=exchange.user_id,
            thinking=thinking,
            token=exchange.token,
        )
        self.messages[msg.id] = msg
        exchange.messages.append(msg.id)
        return msg

    def _token_call(
        self, exchange: Exchange, method: str, which: str | None, body: dict[str, Any]
    ) -> Any:
        exchange.calls.append((f"{method} {which or 'followup'}", self.clock.now))
        if exchange.elapsed() > TOKEN_LIFETIME_S:
            raise INVALID_TOKEN
        if not exchange.acknowledged:
            raise UNKNOWN_WEBHOOK
        if method == "POST":  # a followup
            _check_message(body)
            placeholder = self.messages.get(exchange.original) if exchange.original else None
            if placeholder is not None and placeholder.thinking and not placeholder.deleted:
                # Rule 3: it replaces the "thinking…" message, whose visibility it keeps.
                placeholder.apply(body)
                exchange.messages.append(placeholder.id)
                return placeholder.payload(self.application_id)
            msg = self._new_message(
                exchange, bool(body.get("flags", 0) & EPHEMERAL), thinking=False
            )
            msg.apply(body)
            return msg.payload(self.application_id)
        target_id = exchange.original if which == "@original" else int(which or 0)
        target = self.messages.get(target_id) if target_id else None
        if target is None or target.deleted:
            raise UNKNOWN_MESSAGE
        if which != "@original" and target.token != exchange.token:
            raise UNKNOWN_MESSAGE
        if method == "GET":
            return target.payload(self.application_id)
        if method == "DELETE":
            target.deleted = True
            return None
        _check_message(body)
        target.apply(body)
        exchange.messages.append(target.id)
        return target.payload(self.application_id)

    # -- the bot-token side ----------------------------------------------------------------------
    async def _bot_api(self, http: Any, route: Any, kwargs: dict[str, Any]) -> Any:
        body = kwargs.get("json")
        app = self._apps.get(id(http), self.application_id)
        try:
            if m := _GLOBAL_COMMANDS.match(route.url):
                return self._commands(int(m[1]), None, route.method, body)
            if m := _GUILD_COMMANDS.match(route.url):
                return self._commands(int(m[1]), int(m[2]), route.method, body)
            if _MY_GUILDS.match(route.url) and route.method == "GET":
                return [
                    {
                        "id": str(g),
                        "name": f"servidor {g}",
                        "icon": None,
                        "owner": False,
                        "permissions": "0",
                        "features": [],
                    }
                    for g in sorted(self.guilds)
                ]
            if (m := _CHANNEL_MESSAGE.match(route.url)) and route.method == "PATCH" and m[2]:
                target = self.messages.get(int(m[2]))
                if target is None or target.deleted or target.ephemeral:
                    raise UNKNOWN_MESSAGE
                if target.channel_id != int(m[1]):
                    raise UNKNOWN_MESSAGE
                _check_message(body or {})
                target.apply(body or {})
                return target.payload(app)
        except DiscordError as error:
            raise error.http() from None
        raise AssertionError(f"the fake does not model {route.method} {route.url}")

    def _commands(
        self, app: int, guild: int | None, method: str, body: list[dict[str, Any]] | None
    ) -> list[dict[str, Any]]:
        key = (app, guild)
        if method == "PUT":
            stored = []
            for command in body or []:
                stored.append(command | {"id": str(self.next_id()), "application_id": str(app)})
            self.commands[key] = stored
            self.command_puts.append((app, guild, [c["name"] for c in stored]))
        return self.commands.get(key, [])


_BOT_TASKS = ("discord", "CommandTree", "juez")


class _TracebackCatcher(logging.Handler):
    """Every log record with a traceback: a bug reached the log instead of a Spanish answer."""

    def __init__(self, into: list[logging.LogRecord]) -> None:
        super().__init__(logging.DEBUG)
        self.into = into

    def emit(self, record: logging.LogRecord) -> None:
        if record.exc_info and record.levelno >= logging.WARNING:
            self.into.append(record)


# -- payload helpers ----------------------------------------------------------------------------
def _user(user_id: int) -> dict[str, Any]:
    return {
        "id": str(user_id),
        "username": f"usuario{user_id}",
        "discriminator": "0",
        "global_name": f"Usuario {user_id}",
        "avatar": None,
    }


def _message(
    message_id: int,
    channel_id: int,
    author: dict[str, Any],
    content: str,
    *,
    embeds: list[dict[str, Any]] | None = None,
    components: list[dict[str, Any]] | None = None,
    mentions: list[dict[str, Any]] | None = None,
    flags: int = 0,
) -> dict[str, Any]:
    """A message as the gateway and the API send it."""
    return {
        "id": str(message_id),
        "channel_id": str(channel_id),
        "type": 0,
        "content": content,
        "author": author,
        "embeds": embeds or [],
        "components": components or [],
        "attachments": [],
        "mentions": mentions or [],
        "mention_roles": [],
        "mention_everyone": False,
        "pinned": False,
        "tts": False,
        "timestamp": "2026-01-01T00:00:00+00:00",
        "edited_timestamp": None,
        "flags": flags,
    }


def _body(payload: dict[str, Any] | None, multipart: list[dict[str, Any]] | None) -> dict[str, Any]:
    if payload is not None:
        return dict(payload)
    for part in multipart or []:
        if part.get("name") == "payload_json":
            return dict(json.loads(part["value"]))
    return {}


def _check_choices(choices: list[dict[str, Any]]) -> None:
    if len(choices) > 25:
        raise _invalid(f"{len(choices)} choices (max 25)")
    for choice in choices:
        name, value = choice.get("name") or "", choice.get("value")
        if not 1 <= len(name) <= 100:
            raise _invalid(f"choice name of {len(name)} characters")
        if isinstance(value, str) and len(value) > 100:
            raise _invalid(f"choice value of {len(value)} characters")
        for text in (name, value):
            if isinstance(text, str) and _SURROGATE.search(text):
                raise _invalid("lone surrogate")


_SURROGATE = re.compile("[\ud800-\udfff]")


def _check_message(body: dict[str, Any]) -> None:
    if _SURROGATE.search(json.dumps(body, ensure_ascii=False)):
        raise _invalid("a lone surrogate is not valid Unicode")
    content = body.get("content") or ""
    if len(content) > 2000:
        raise _invalid(f"content of {len(content)} characters")
    embeds = body.get("embeds") or []
    if len(embeds) > 10:
        raise _invalid(f"{len(embeds)} embeds")
    total = 0
    for e in embeds:
        limits = {"title": 256, "description": 4096}
        for key, limit in limits.items():
            if len(e.get(key) or "") > limit:
                raise _invalid(f"embed {key} over {limit}")
        fields = e.get("fields") or []
        if len(fields) > 25:
            raise _invalid("more than 25 fields")
        footer = (e.get("footer") or {}).get("text") or ""
        if len(footer) > 2048:
            raise _invalid("footer over 2048")
        for f in fields:
            if len(f.get("name") or "") > 256 or len(f.get("value") or "") > 1024:
                raise _invalid("field over its limit")
        total += len(e.get("title") or "") + len(e.get("description") or "") + len(footer)
        total += sum(len(f.get("name") or "") + len(f.get("value") or "") for f in fields)
    if total > 6000:
        raise _invalid(f"embeds of {total} characters")
    rows = body.get("components") or []
    if len(rows) > 5:
        raise _invalid(f"{len(rows)} rows")
    seen: set[str] = set()
    for row in rows:
        items = row.get("components") or []
        menus = [c for c in items if c.get("type") == 3]
        if len(items) > 5 or (menus and len(items) > 1) or not items:
            raise _invalid("a row holds 1 to 5 buttons or one menu")
        for item in items:
            custom_id = item.get("custom_id")
            if custom_id is not None:
                if not 1 <= len(custom_id) <= 100:
                    raise _invalid(f"custom_id of {len(custom_id)} characters: {custom_id!r}")
                if custom_id in seen:
                    raise _invalid(f"custom_id {custom_id!r} twice in one message")
                seen.add(custom_id)
            if len(item.get("label") or "") > 80:
                raise _invalid("button label over 80")
            options = item.get("options")
            if options is not None:
                if not 1 <= len(options) <= 25:
                    raise _invalid(f"{len(options)} menu options")
                for o in options:
                    for key in ("label", "value", "description"):
                        if len(o.get(key) or "") > 100:
                            raise _invalid(f"option {key} over 100")
