"""The buttons of a quiz: answers A–D, Siguiente, and the confirmation before erasing data; a
select-all question is answered in a menu instead, every true option marked at once (closing
the menu sends the marks: each player's marks are their own, with no state kept between
presses).

Each is a ``discord.ui.DynamicItem``: its custom_id carries the round (bot.quiz.rounds.RoundState)
or the erasure request, and the Quiz cog registers the three classes again at every start, so a
button under a message from an earlier process still works. Who may press is decided in
``interaction_check``: a refusal is a private reply and touches nothing else. What a press does
is the Quiz cog's (its ``rounds`` and ``erasures``), found through the client, so this module
needs no cog.
"""

from __future__ import annotations

import re
from typing import Any, Protocol

import discord

from bot.quiz.models import LETTERS
from bot.quiz.rounds import RoundState
from bot.text.base36 import from36, to36
from cogs._ui.views import Guarded, refuse

SOLO_ANSWER = "Esta ronda es individual: solo responde quien la empezó."
NOT_YOUR_ROUND = "Esta ronda es individual: solo quien la empezó pasa a la siguiente pregunta."
NOT_YOURS_TO_DELETE = "Este botón es de quien pidió borrar sus datos."
INVALID = "Este botón no es válido: empieza una ronda nueva con /quiz nueva."


class Presses(Protocol):
    """What the Quiz cog does with a press on a round (cogs/quiz/_round.Rounds)."""

    async def answer(
        self, interaction: discord.Interaction, state: RoundState, index: int | tuple[int, ...]
    ) -> None: ...

    async def next(self, interaction: discord.Interaction, state: RoundState) -> None: ...


class Erasure(Protocol):
    """What the Quiz cog does with a press on a confirmation (cogs/quiz/_erase.Erasures)."""

    async def erase(
        self, interaction: discord.Interaction, owner: int, expires: int, confirmed: bool
    ) -> None: ...


def _quiz_cog(interaction: discord.Interaction) -> Any:
    cog = interaction.client.get_cog("Quiz")  # type: ignore[attr-defined]
    if cog is None:
        raise RuntimeError("the Quiz cog is not loaded")
    return cog


def presses(interaction: discord.Interaction) -> Presses:
    rounds: Presses = _quiz_cog(interaction).rounds
    return rounds


def erasure(interaction: discord.Interaction) -> Erasure:
    erasures: Erasure = _quiz_cog(interaction).erasures
    return erasures


def _state(text: str) -> RoundState | None:
    try:
        return RoundState.decode(text)
    except ValueError:
        return None


async def may_answer(interaction: discord.Interaction, state: RoundState | None) -> bool:
    """Whether this press may answer the round ``state`` (a letter or a select-all menu); if
    not, the presser is told why."""
    if state is None:
        return await refuse(interaction, INVALID)
    if not state.may_play(interaction.user.id):
        return await refuse(interaction, SOLO_ANSWER)
    return True


class AnswerButton(
    Guarded,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=re.compile(r"jz:qa:(?P<index>[0-3]):(?P<state>.+)", re.S),
):
    def __init__(self, index: int, state: RoundState | None, custom_id: str | None = None):
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=LETTERS[index],
            style=discord.ButtonStyle.primary,
            custom_id=custom_id or f"jz:qa:{index}:{state.encode() if state else ''}",
        )
        super().__init__(button)
        self.index, self.state = index, state

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> AnswerButton:
        return cls(int(match["index"]), _state(match["state"]), match.string)

    async def allow(self, interaction: discord.Interaction) -> bool:
        return await may_answer(interaction, self.state)

    async def run(self, interaction: discord.Interaction) -> None:
        assert self.state is not None  # allow()
        await presses(interaction).answer(interaction, self.state, self.index)


MENU_PLACEHOLDER = "Marca todas las que valgan"


class MarkMenu(
    Guarded,
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=re.compile(r"jz:qm:(?P<state>.+)", re.S),
):
    """The answer to a select-all question: the letters marked, all or nothing."""

    def __init__(self, state: RoundState | None, options: int, custom_id: str | None = None):
        menu: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=custom_id or f"jz:qm:{state.encode() if state else ''}",
            placeholder=MENU_PLACEHOLDER,
            min_values=1,
            max_values=options,
            options=[discord.SelectOption(label=LETTERS[i], value=str(i)) for i in range(options)],
        )
        super().__init__(menu)
        self.state = state

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> MarkMenu:
        options = len(getattr(item, "options", ())) or len(LETTERS)
        return cls(_state(match["state"]), options, match.string)

    async def allow(self, interaction: discord.Interaction) -> bool:
        return await may_answer(interaction, self.state)

    async def run(self, interaction: discord.Interaction) -> None:
        assert self.state is not None  # allow()
        data: Any = interaction.data or {}
        values = data.get("values", [])
        marked = tuple(int(v) for v in values if str(v).isdigit())
        # A crafted request may send anything: the session refuses what is not options.
        await presses(interaction).answer(interaction, self.state, marked or (-1,))


class NextButton(
    Guarded,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=re.compile(r"jz:qn:(?P<state>.+)", re.S),
):
    def __init__(self, state: RoundState | None, custom_id: str | None = None):
        button: discord.ui.Button[Any] = discord.ui.Button(
            label="Siguiente",
            style=discord.ButtonStyle.success,
            custom_id=custom_id or f"jz:qn:{state.encode() if state else ''}",
        )
        super().__init__(button)
        self.state = state

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> NextButton:
        return cls(_state(match["state"]), match.string)

    async def allow(self, interaction: discord.Interaction) -> bool:
        if self.state is None:
            return await refuse(interaction, INVALID)
        if not self.state.may_play(interaction.user.id):
            return await refuse(interaction, NOT_YOUR_ROUND)
        return True

    async def run(self, interaction: discord.Interaction) -> None:
        assert self.state is not None  # allow()
        await presses(interaction).next(interaction, self.state)


class EraseButton(
    Guarded,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=re.compile(
        r"jz:del:(?P<yes>[yn]):(?P<owner>[0-9a-z]{1,13}):(?P<expires>[0-9a-z]{1,8})"
    ),
):
    """«Sí, borrar mis datos» or «Cancelar», for ``owner``, valid until ``expires`` (Unix)."""

    def __init__(self, confirmed: bool, owner: int, expires: int) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(
            label="Sí, borrar mis datos" if confirmed else "Cancelar",
            style=discord.ButtonStyle.danger if confirmed else discord.ButtonStyle.secondary,
            custom_id=f"jz:del:{'y' if confirmed else 'n'}:{to36(owner)}:{to36(expires)}",
        )
        super().__init__(button)
        self.confirmed, self.owner, self.expires = confirmed, owner, expires

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> EraseButton:
        return cls(match["yes"] == "y", from36(match["owner"]), from36(match["expires"]))

    async def allow(self, interaction: discord.Interaction) -> bool:
        if interaction.user.id != self.owner:
            return await refuse(interaction, NOT_YOURS_TO_DELETE)
        return True

    async def run(self, interaction: discord.Interaction) -> None:
        await erasure(interaction).erase(interaction, self.owner, self.expires, self.confirmed)


ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    AnswerButton,
    MarkMenu,
    NextButton,
    EraseButton,
)


def answer_buttons(state: RoundState, options: int, *, select_all: bool = False) -> discord.ui.View:
    """A button per option, or for a select-all question the menu that marks several."""
    view = discord.ui.View(timeout=None)
    if select_all:
        view.add_item(MarkMenu(state, options))
        return view
    for index in range(options):
        view.add_item(AnswerButton(index, state))
    return view


def next_button(state: RoundState) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(NextButton(state))
    return view


def erase_buttons(owner: int, expires: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(EraseButton(True, owner, expires))
    view.add_item(EraseButton(False, owner, expires))
    return view
