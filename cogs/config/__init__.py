"""/config: this server's defaults (private answers, edition), for members who manage it."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cogs._app.client import JuezBot


async def setup(bot: JuezBot) -> None:
    from cogs.config._cog import Config

    await bot.add_cog(Config(bot))
