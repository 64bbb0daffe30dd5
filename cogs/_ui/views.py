"""The controls under an answer: ◀ ▶ to turn pages and a menu to open the rules it cites.

They outlive the process that sent them. Each control is a ``discord.ui.DynamicItem`` whose
custom_id says what it does and carries what it needs: the request behind the answer
(cogs/_ui/requests.py; one too long for a custom_id is a key, and the request is kept in the
store's interaction_state), the page it leads to, who asked. A click rebuilds the page from the
request (recent answers are kept, so that is usually a dictionary lookup), which works the same
in the process that sent the message and in one started later; the cogs register the items
again in their ``setup`` (``ITEMS``). There is no timer: the controls never expire, so nothing
has to disable them through an interaction token that lives only 15 minutes.

Pages belong to whoever asked (others would see someone else's message jump around), so only
that user can turn them, and a refusal is answered in ``interaction_check``, before anything
else. The reference menu opens the rule in a private reply, so anyone may use it.
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
import weakref
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.text.base36 import from36, to36
from cogs._app.errors import reply_error
from cogs._app.shutdown import refusing
from cogs._app.tree import JuezTree
from cogs._ui import replies
from cogs._ui.answers import Reference
from cogs._ui.inputs import clean
from cogs._ui.requests import KINDS, Request, decode

log = logging.getLogger(__name__)

NOT_YOURS = "Solo quien hizo la consulta puede pasar sus páginas. Usa el comando tú también."
FORGOTTEN = (
    "Esta respuesta es de antes de un reinicio del bot y su consulta era demasiado larga para "
    "guardarla en el botón: vuelve a usar el comando."
)
INVALID = "Este control no es válido. Vuelve a usar el comando."
SITE_BUTTON = "Ver en el sitio de reglas"
CACHED_ANSWERS = 256
REMEMBERED_REQUESTS = 4096
# A request too long for its buttons is also kept in the store (interaction_state), so that its
# pages still turn after a restart; this long after it was last shown.
REQUEST_KEPT_S = 30 * 86400.0
REQUEST_SCOPE = "request:"
CUSTOM_ID_MAX = 100
PAGE_PREFIX = "jz:pg:"
# "jz:pg:n:123:<13 base-36 digits of a user id>:" leaves this much for the request.
INLINE_MAX = CUSTOM_ID_MAX - len(PAGE_PREFIX) - len("n:123:") - 14


@dataclass
class Answer:
    """An answer ready to show: its pages, the rules it cites, and what opens them."""

    pages: list[discord.Embed]
    refs: Sequence[Reference] = ()
    opens: Request | None = None  # the request a cited rule opens with (its text: the rule)
    link: str | None = None  # the answer on the rules site (JUEZ_SITIO_URL), a link button
    extra: dict[str, Any] = field(default_factory=dict)


Source = Callable[[Any], Awaitable[Answer]]  # a source takes its own kind of Request


class Answers:
    """One bot's answers: who rebuilds each kind of request, the recent answers (each computed
    once even when asked many times at once), and requests too long for a custom_id."""

    def __init__(self, service: Any = None) -> None:
        """``service``: the JuezService whose store keeps long requests (None: memory only)."""
        self.sources: dict[str, Source] = {}
        self._recent: OrderedDict[Request, Answer] = OrderedDict()
        self._running: dict[Request, asyncio.Task[Answer]] = {}
        self._long: OrderedDict[str, Request] = OrderedDict()
        self._service = service
        self._saving: set[asyncio.Task[bool]] = set()

    def register(self, kind: type[Request], source: Source) -> None:
        """Requests of ``kind`` (a class of cogs/_ui/requests.py) are answered by ``source``."""
        if KINDS.get(kind.KIND) is not kind:
            raise ValueError(f"{kind.__name__} is not a registered request kind")
        self.sources[kind.KIND] = source

    def check(self, request: Request) -> Request:
        """``request`` if some feature answers its kind; else ValueError (a custom_id no
        version of the bot wrote)."""
        if request.KIND not in self.sources:
            raise ValueError(f"nobody answers {request.KIND!r} requests")
        return request

    def reference(self, request: Request) -> str:
        """The request as a custom_id carries it: itself, or a key this process remembers."""
        encoded = request.encode()
        if len(encoded) <= INLINE_MAX:
            return encoded
        key = request.key()
        if key not in self._long:
            self._save(key, encoded)
        self._long[key] = request
        self._long.move_to_end(key)
        while len(self._long) > REMEMBERED_REQUESTS:
            self._long.popitem(last=False)
        return key

    def _save(self, key: str, encoded: str) -> None:
        """Keep a long request in the store, in the background (the answer does not wait)."""
        if self._service is None:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no loop: nothing is sent to Discord either
            return
        now = time.time()
        work = self._service.interactions.remember(
            REQUEST_SCOPE + key, encoded, now + REQUEST_KEPT_S, now
        )
        task = loop.create_task(work, name="juez-write-request")  # a shutdown waits for it
        self._saving.add(task)
        task.add_done_callback(self._saving.discard)

    async def saved(self) -> None:
        """Wait for the long requests being written to the store (tests, shutdown)."""
        await asyncio.gather(*self._saving)

    async def stored(self, reference: str) -> Request | None:
        """A long request this process does not remember, from the store (sent before a
        restart); None if the store does not have it either."""
        if not reference.startswith("#") or self._service is None:
            return None
        found = await self._service.interactions.recall(REQUEST_SCOPE + reference, time.time())
        for encoded in found:
            try:
                request = self.check(decode(encoded))
            except ValueError:
                continue
            if request.key() == reference:  # the text it stands for, not any text stored
                self._long[reference] = request
                return request
        return None

    def resolve(self, reference: str) -> Request | None:
        """The request back; None if it was a key this process does not know (a restart).
        ValueError for something no version of the bot wrote."""
        if reference.startswith("#"):
            return self._long.get(reference)
        return self.check(decode(reference))

    async def get(self, request: Request) -> Answer:
        if request in self._recent:
            self._recent.move_to_end(request)
            return self._recent[request]
        running = self._running.get(request)
        if running is None:
            source = self.sources[self.check(request).KIND]
            running = asyncio.ensure_future(source(request))
            self._running[request] = running
            running.add_done_callback(lambda _: self._running.pop(request, None))
        answer = await asyncio.shield(running)
        self._recent[request] = answer
        while len(self._recent) > CACHED_ANSWERS:
            self._recent.popitem(last=False)
        return answer


_answers: weakref.WeakKeyDictionary[Any, Answers] = weakref.WeakKeyDictionary()


def answers_of(client: Any) -> Answers:
    """The Answers of one bot (each process has its own; long requests are also in the store)."""
    if client not in _answers:
        _answers[client] = Answers(getattr(client, "service", None))
    return _answers[client]


class View(discord.ui.View):
    """A view whose errors get the same Spanish replies as the slash commands (for items that
    are not dynamic; dynamic items route their own errors, see Guarded)."""

    async def on_error(
        self, interaction: discord.Interaction, error: Exception, item: discord.ui.Item[Any], /
    ) -> None:
        tree = getattr(interaction.client, "tree", None)
        assert isinstance(tree, JuezTree)  # every interaction here comes to the JuezBot
        await tree.on_error(interaction, error)


class Guarded:
    """For dynamic items: discord.py only logs what their checks and callbacks raise, so they
    send it to the one error handler themselves. Subclasses write ``allow`` and ``run``."""

    async def allow(self, interaction: discord.Interaction) -> bool:
        return True

    async def run(self, interaction: discord.Interaction) -> None:
        raise NotImplementedError

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        try:
            if await refusing(interaction):  # the bot is closing: nothing new is started
                return False
            return await self.allow(interaction)
        except Exception as error:
            await reply_error(interaction, error)
            return False

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await self.run(interaction)
        except Exception as error:
            await reply_error(interaction, error)


async def refuse(interaction: discord.Interaction, message: str) -> bool:
    """A private refusal as the first response (a click that changes nothing); False."""
    await interaction.response.send_message(message, ephemeral=True)
    return False


class PageButton(
    Guarded,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=re.compile(
        PAGE_PREFIX + r"(?P<dir>[pn]):(?P<to>\d{1,3}):(?P<owner>[0-9a-z]{1,13}):(?P<ref>[=#].*)",
        re.S,
    ),
):
    """◀ or ▶: the page ``to`` of the answer to ``ref``, for its ``owner`` only."""

    def __init__(self, direction: str, to: int, owner: int, ref: str, *, disabled: bool = False):
        custom_id = f"{PAGE_PREFIX}{direction}:{to}:{to36(owner)}:{ref}"
        label = "◀" if direction == "p" else "▶"
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=label, style=discord.ButtonStyle.secondary, custom_id=custom_id, disabled=disabled
        )
        super().__init__(button)
        self.direction, self.to, self.owner, self.ref = direction, to, owner, ref

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> PageButton:
        return cls(match["dir"], int(match["to"]), from36(match["owner"]), match["ref"])

    async def allow(self, interaction: discord.Interaction) -> bool:
        if interaction.user.id != self.owner:
            return await refuse(interaction, NOT_YOURS)
        return True

    async def run(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()  # acknowledged before the answer is rebuilt
        answers = answers_of(interaction.client)
        try:
            request = answers.resolve(self.ref) or await answers.stored(self.ref)
        except ValueError:
            request = None
            notice = INVALID
        else:
            notice = FORGOTTEN
        if request is None:
            await interaction.edit_original_response(view=_frozen(interaction.message))
            await interaction.followup.send(notice, ephemeral=True)
            return
        answer = await answers.get(request)
        page = max(0, min(self.to, len(answer.pages) - 1))
        view = answer_view(interaction.client, answer, request, page=page, owner=self.owner)
        await interaction.edit_original_response(embed=answer.pages[page], view=view)


class ReferenceMenu(
    Guarded,
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=re.compile(r"jz:rf:(?P<kind>[a-z])(?P<options>[0-9a-z]{0,8})"),
):
    """The rules an answer cites; picking one opens it privately, for anyone."""

    def __init__(self, opens: Request | None, refs: Sequence[Reference] = ()) -> None:
        options = [
            discord.SelectOption(label=r.rule_id, value=r.rule_id, description=r.description)
            for r in refs
        ]
        select: discord.ui.Select[Any] = discord.ui.Select(
            placeholder="Abrir una regla citada…",
            options=options or [discord.SelectOption(label="—")],
            # A custom_id no version wrote (opens None) keeps its controls, and says so.
            custom_id=f"jz:rf:{opens.KIND}{opens.codes()}" if opens else "jz:rf:",
        )
        super().__init__(select)
        self.opens = opens

    @property
    def options(self) -> list[discord.SelectOption]:
        return self.item.options

    @property
    def values(self) -> list[str]:
        return self.item.values

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ReferenceMenu:
        try:
            opens: Request | None = decode(f"={match['kind']}{match['options']}")
        except ValueError:
            opens = None
        if opens is not None and (opens.text or opens.codes() != match["options"]):
            opens = None  # options of another width: no version of the bot wrote it
        menu = cls(opens)
        if isinstance(item, discord.ui.Select):
            menu.item.options = item.options
        return menu

    async def run(self, interaction: discord.Interaction) -> None:
        await replies.defer(interaction, private=True)
        try:
            if self.opens is None:
                raise ValueError("no request")
            request = self.opens.asking(clean(self.values[0][:100]))
            answers_of(interaction.client).check(request)
        except ValueError:
            await replies.send(interaction, content=INVALID, ephemeral=True)
            return
        await send_answer(interaction, request, private=True)


ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (PageButton, ReferenceMenu)


def _frozen(message: discord.Message | None) -> discord.ui.View:
    """The controls of ``message`` as they are, all disabled (an answer that cannot go on)."""
    view = discord.ui.View.from_message(message, timeout=None) if message else discord.ui.View()
    for item in view.children:
        if isinstance(item, discord.ui.Button | discord.ui.Select):
            item.disabled = True
    return view


def answer_view(
    client: Any, answer: Answer, request: Request, *, page: int, owner: int
) -> discord.ui.View | None:
    """◀ n/N ▶ when there are several pages, the menu when rules are cited, a link to the rules
    site when there is one; None if none of them."""
    pages = len(answer.pages)
    refs = answer.refs if answer.opens is not None else ()
    if pages <= 1 and not refs and not answer.link:
        return None
    view = View(timeout=None)
    if pages > 1:
        ref = answers_of(client).reference(request)
        previous, following = max(0, page - 1), min(pages - 1, page + 1)
        view.add_item(PageButton("p", previous, owner, ref, disabled=page == 0))
        counter: discord.ui.Button[Any] = discord.ui.Button(
            label=f"{page + 1}/{pages}", disabled=True, custom_id=f"jz:pc:{page}"
        )
        view.add_item(counter)
        view.add_item(PageButton("n", following, owner, ref, disabled=page == pages - 1))
    if answer.link:
        view.add_item(discord.ui.Button(label=SITE_BUTTON, url=answer.link))
    if refs and answer.opens is not None:
        view.add_item(ReferenceMenu(answer.opens, refs))
    return view


async def send_answer(
    interaction: discord.Interaction, request: Request, *, private: bool
) -> Answer:
    """Answer a deferred interaction with ``request``'s first page and its controls."""
    answer = await answers_of(interaction.client).get(request)
    await send_pages(interaction, answer, request, private=private)
    return answer


async def send_pages(
    interaction: discord.Interaction, answer: Answer, request: Request, *, private: bool
) -> None:
    view = answer_view(interaction.client, answer, request, page=0, owner=interaction.user.id)
    message: dict[str, Any] = {"embed": answer.pages[0], "ephemeral": private}
    if view is not None:
        message["view"] = view
    await replies.send(interaction, **message)
