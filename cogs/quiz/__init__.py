"""/quiz: judge-study rounds with answer buttons, the ranking, stats, review, data erasure."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cogs._app.client import JuezBot


async def setup(bot: JuezBot) -> None:
    from cogs.quiz._buttons import ITEMS
    from cogs.quiz._cog import Quiz

    # The question bank takes a moment to build: now, not on the first /quiz nueva.
    await bot.service.quiz.prepare()
    bot.add_dynamic_items(*ITEMS)  # the buttons of rounds sent before a restart
    await bot.add_cog(Quiz(bot))
