"""/carta: a card by its English or Spanish name, with its keywords' rules and its rulings."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cogs._app.client import JuezBot


async def setup(bot: JuezBot) -> None:
    from cogs._ui.views import ITEMS
    from cogs.carta._cog import Carta

    bot.add_dynamic_items(*ITEMS)  # the answer controls of messages sent before a restart
    await bot.add_cog(Carta(bot))
