"""The controls under a message: a base view whose errors reach the one handler, a button that
runs a given action, and the answer controls: ◀ ▶ to turn pages, a menu to open referenced rules.

Pages belong to whoever asked (others would see someone else's message jump around), so only
that user can turn them. The reference menu opens the rule in a private reply, so anyone may
use it. After the timeout the controls are disabled, because Discord would refuse the clicks.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import discord

from bot.client import JuezTree
from cogs._ui.answers import Reference, answer_pages, references
from index.answers import LookupResult

log = logging.getLogger(__name__)

TIMEOUT_S = 600.0  # under the 15 minutes an interaction token can edit its messages
NOT_YOURS = "Solo quien hizo la consulta puede pasar sus páginas. Usa el comando tú también."

Action = Callable[[discord.Interaction], Awaitable[None]]
OpenReference = Callable[[discord.Interaction, str], Awaitable[None]]


class View(discord.ui.View):
    """A view whose errors get the same Spanish replies as the slash commands."""

    async def on_error(
        self, interaction: discord.Interaction, error: Exception, item: discord.ui.Item[Any], /
    ) -> None:
        tree = getattr(interaction.client, "tree", None)
        assert isinstance(tree, JuezTree)  # every interaction here comes to the JuezBot
        await tree.on_error(interaction, error)


class ActionButton(discord.ui.Button[View]):
    """A button whose click runs ``action`` (a method of the view that owns it)."""

    def __init__(self, action: Action, **options: Any) -> None:
        super().__init__(**options)
        self.action = action

    async def callback(self, interaction: discord.Interaction) -> None:
        await self.action(interaction)


class ReferenceSelect(discord.ui.Select["AnswerView"]):
    def __init__(self, refs: Sequence[Reference], opener: OpenReference) -> None:
        options = [
            discord.SelectOption(label=r.rule_id, value=r.rule_id, description=r.description)
            for r in refs
        ]
        super().__init__(placeholder="Abrir una regla citada…", options=options)
        self.opener = opener

    async def callback(self, interaction: discord.Interaction) -> None:
        await self.opener(interaction, self.values[0])


class AnswerView(View):
    def __init__(
        self,
        pages: Sequence[discord.Embed],
        *,
        owner_id: int,
        refs: Sequence[Reference] = (),
        opener: OpenReference | None = None,
        timeout: float = TIMEOUT_S,
    ) -> None:
        super().__init__(timeout=timeout)
        self.pages = list(pages)
        self.owner_id = owner_id
        self.index = 0
        self.message: discord.Message | discord.WebhookMessage | None = None
        if len(self.pages) > 1:
            secondary = discord.ButtonStyle.secondary
            self.previous = ActionButton(self._previous, label="◀", style=secondary)
            self.counter: discord.ui.Button[View] = discord.ui.Button(label="", disabled=True)
            self.next = ActionButton(self._next, label="▶", style=secondary)
            for item in (self.previous, self.counter, self.next):
                self.add_item(item)
            self._sync_buttons()
        if refs and opener is not None:
            self.add_item(ReferenceSelect(refs, opener))

    def _sync_buttons(self) -> None:
        self.previous.disabled = self.index == 0
        self.next.disabled = self.index == len(self.pages) - 1
        self.counter.label = f"{self.index + 1}/{len(self.pages)}"

    async def _turn(self, interaction: discord.Interaction, step: int) -> None:
        if interaction.user.id != self.owner_id:
            await interaction.response.send_message(NOT_YOURS, ephemeral=True)
            return
        self.index = max(0, min(len(self.pages) - 1, self.index + step))
        self._sync_buttons()
        await interaction.response.edit_message(embed=self.pages[self.index], view=self)

    async def _previous(self, interaction: discord.Interaction) -> None:
        await self._turn(interaction, -1)

    async def _next(self, interaction: discord.Interaction) -> None:
        await self._turn(interaction, +1)

    async def on_timeout(self) -> None:
        for item in self.children:
            if isinstance(item, discord.ui.Button | discord.ui.Select):
                item.disabled = True
        if self.message is not None:
            try:
                await self.message.edit(view=self)
            except discord.HTTPException:  # deleted, or the token expired: nothing to disable
                log.debug("no se pudo desactivar la vista de %s", self.message.id)


async def send_answer(
    interaction: discord.Interaction,
    result: LookupResult,
    *,
    private: bool,
    search: bool = False,
    scope: str | None = None,
    opener: OpenReference | None = None,
) -> None:
    """Send an answer to a deferred interaction, with paging and references when needed."""
    pages = answer_pages(result, search=search, scope=scope)
    refs = references(result, search=search) if opener is not None else []
    await send_pages(interaction, pages, private=private, refs=refs, opener=opener)


async def send_pages(
    interaction: discord.Interaction,
    pages: Sequence[discord.Embed],
    *,
    private: bool,
    refs: Sequence[Reference] = (),
    opener: OpenReference | None = None,
) -> None:
    """Send ready-made pages to a deferred interaction: the first one, with controls if needed."""
    refs = refs if opener is not None else ()
    if len(pages) == 1 and not refs:
        await interaction.followup.send(embed=pages[0], ephemeral=private, wait=True)
        return
    view = AnswerView(pages, owner_id=interaction.user.id, refs=refs, opener=opener)
    view.message = await interaction.followup.send(
        embed=pages[0], ephemeral=private, view=view, wait=True
    )
