"""/mtr, /ipg, /jar and /infraccion: the tournament policy documents looked up."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cogs._app.client import JuezBot


async def setup(bot: JuezBot) -> None:
    from cogs.politica._cog import Politica

    await bot.add_cog(Politica(bot))
