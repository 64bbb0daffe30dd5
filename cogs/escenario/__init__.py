"""/escenario: a game situation in, the rules engine's step-by-step explanation out."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cogs._app.client import JuezBot


async def setup(bot: JuezBot) -> None:
    from cogs._ui.views import ITEMS
    from cogs.escenario._buttons import ITEMS as CHOICES
    from cogs.escenario._cog import Escenario

    bot.add_dynamic_items(*ITEMS)  # the answer controls of messages sent before a restart
    bot.add_dynamic_items(*CHOICES)  # the answers to questions asked back, likewise
    await bot.add_cog(Escenario(bot))
