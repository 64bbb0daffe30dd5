"""/regla, /buscar, /palabraclave and /glosario: the rules, keywords and glossary looked up."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cogs._app.client import JuezBot


async def setup(bot: JuezBot) -> None:
    from cogs._ui.views import ITEMS
    from cogs.reglas._cog import Reglas

    bot.add_dynamic_items(*ITEMS)  # the answer controls of messages sent before a restart
    await bot.add_cog(Reglas(bot))
