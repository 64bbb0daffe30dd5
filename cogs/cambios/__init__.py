"""/cambios: what changed in a rule or a section between 2019 and the rules in force."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cogs._app.client import JuezBot


async def setup(bot: JuezBot) -> None:
    from cogs.cambios._cog import Cambios

    await bot.add_cog(Cambios(bot))
