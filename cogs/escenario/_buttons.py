"""A situation the engine asks back about (bot.engine ScenarioQuestion): the question, with a
button for each answer it offers ("Mío" / "Del rival", "Aura" / "Equipo").

Each button carries the message again with its answer said (the question's ``choices``), as a
scenario request of cogs/_ui/requests.py (the same kinds /escenario answers with, so nothing new
is decoded); a request too long for a custom_id is a key kept like an answer's. A click reads
that message: another question is asked the same way, else the answer is sent. The buttons
outlive the process (a ``discord.ui.DynamicItem``, registered again in the cog's ``setup``).
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.engine import ScenarioQuestion
from cogs._ui import replies
from cogs._ui.options import guild_defaults
from cogs._ui.requests import Request
from cogs._ui.views import FORGOTTEN, INVALID, Guarded, answers_of, send_answer

CHOICE_PREFIX = "jz:eq:"
LABEL_MAX = 80  # Discord's limit for a button's label
ANSWER_NOTE = "Elige una respuesta o vuelve a usar /escenario contándolo con ese dato."


class ChoiceButton(
    Guarded,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=re.compile(CHOICE_PREFIX + r"(?P<ref>[=#].*)", re.S),
):
    """One answer to a question asked back: runs the message with that answer added."""

    def __init__(self, label: str, ref: str) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=label[:LABEL_MAX],
            style=discord.ButtonStyle.primary,
            custom_id=f"{CHOICE_PREFIX}{ref}",
        )
        super().__init__(button)
        self.ref = ref

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ChoiceButton:
        label = item.label if isinstance(item, discord.ui.Button) and item.label else "—"
        return cls(label, match["ref"])

    async def run(self, interaction: discord.Interaction) -> None:
        answers = answers_of(interaction.client)
        try:
            request = answers.resolve(self.ref) or await answers.stored(self.ref)
        except ValueError:
            request, notice = None, INVALID
        else:
            notice = FORGOTTEN
        if request is None:
            await interaction.response.send_message(notice, ephemeral=True)
            return
        service = interaction.client.service  # type: ignore[attr-defined]
        private, _ = await guild_defaults(service.guilds, interaction, None)
        await answer_or_ask(interaction, request, private=private)


def question_view(client: Any, question: ScenarioQuestion, request: Request) -> discord.ui.View:
    """A button for each answer of ``question``; each runs ``request`` with that message."""
    answers = answers_of(client)
    view = discord.ui.View(timeout=None)
    for label, message in question.choices:
        ref = answers.reference(request.asking(message))
        view.add_item(ChoiceButton(label, ref))
    return view


async def answer_or_ask(
    interaction: discord.Interaction, request: Request, *, private: bool
) -> None:
    """Read the situation first (milliseconds): a question with answers is asked with buttons,
    privately (nothing was run); any other error goes to the one handler; else the answer."""
    service = interaction.client.service  # type: ignore[attr-defined]
    try:
        service.scenarios.read(request.text)
    except ScenarioQuestion as question:
        if not question.choices:
            raise
        view = question_view(interaction.client, question, request)
        await interaction.response.send_message(
            f"{question.message}\n{ANSWER_NOTE}", view=view, ephemeral=True
        )
        return
    await replies.defer(interaction, private=private)
    await send_answer(interaction, request, private=private)


ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (ChoiceButton,)
