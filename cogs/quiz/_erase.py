"""«Borrar mis datos»: the confirmation before erasing a player's quiz data, and its expiry.

The confirmation is a private message with two buttons (cogs/quiz/_buttons.EraseButton) that
carry the player and the moment they stop counting, so a press after a restart is judged the
same way. A double press, or a press racing the expiry, deletes at most once.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

import discord

from bot.services import ServiceError
from cogs._ui import replies
from cogs._ui.timing import Clock, Token

if TYPE_CHECKING:
    from bot.services.quiz import QuizService

CONFIRM_TIMEOUT_S = 60.0

NOT_CONFIRMED = "No confirmaste a tiempo: no se ha borrado nada."
NOTHING_DELETED = "No se ha borrado nada."
ERASE_UNSURE = (
    "La base de datos no respondió a tiempo y no sé si se borraron tus datos. Inténtalo de "
    "nuevo en unos segundos (borrar dos veces no hace daño)."
)
ERASE_FAILED = (
    "No se ha borrado nada: la base de datos no está disponible ({reason}). Inténtalo de nuevo "
    "en unos segundos con el mismo botón."
)


def deleted_message(rows: int) -> str:
    if rows == 0:
        return "No había datos tuyos del quiz: no se ha borrado nada."
    noun = "registro" if rows == 1 else "registros"
    return (
        f"Listo: borré {rows} {noun} con tus respuestas, estadísticas, rachas y repasos del quiz "
        "en todos los servidores."
    )


class Erasures:
    """The confirmations of one bot process: when they expire, and which are settled."""

    def __init__(self, client: Any, service: QuizService) -> None:
        self.client = client
        self.service = service
        self._settled: dict[int, float] = {}  # confirmation messages pressed or expired

    @property
    def clock(self) -> Clock:
        clock: Clock = self.client.clock
        return clock

    def confirm_until(self) -> int:
        return int(self.clock.time() + CONFIRM_TIMEOUT_S) + 1

    def expire_later(
        self, interaction: discord.Interaction, message_id: int | None, expires: int
    ) -> None:
        """Close the confirmation when it expires (through the command's own token: the
        message is private, and the token is a minute old by then)."""
        token = Token(interaction.edit_original_response, self.clock.monotonic())

        async def expire() -> None:
            if self._settle(message_id) and token.usable(self.clock):
                with contextlib.suppress(discord.HTTPException):
                    await token.edit(content=NOT_CONFIRMED, view=None)

        self.clock.call_later(expires - self.clock.time(), expire)

    def _settle(self, message_id: int | None) -> bool:
        """True the first time a confirmation is settled (pressed or expired)."""
        if message_id is None:
            return True
        now = self.clock.time()
        for key in [k for k, at in self._settled.items() if at < now - 3600]:
            del self._settled[key]
        if message_id in self._settled:
            return False
        self._settled[message_id] = now
        return True

    async def erase(
        self, interaction: discord.Interaction, owner: int, expires: int, confirmed: bool
    ) -> None:
        await interaction.response.defer()
        message_id = interaction.message.id if interaction.message else None
        if self.clock.time() >= expires:
            self._settle(message_id)
            await interaction.edit_original_response(content=NOT_CONFIRMED, view=None)
            return
        if not self._settle(message_id):
            return  # a double press: the first one is already deleting
        if not confirmed:
            await interaction.edit_original_response(content=NOTHING_DELETED, view=None)
            return
        work = self.service.delete_user_data(owner)
        try:
            rows = await replies.bounded(
                interaction, work, message=ERASE_UNSURE, not_applied=ERASE_FAILED
            )
        except ServiceError:
            if message_id is not None:
                self._settled.pop(message_id, None)  # the buttons stay: they may retry
            raise
        await interaction.edit_original_response(content=deleted_message(rows), view=None)
