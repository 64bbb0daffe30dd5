"""Discord's embed limits, and long text as several pages instead of a cut one."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from cogs._ui.text_split import clip, paginate

TITLE_MAX = 256
DESCRIPTION_MAX = 4096
FIELD_VALUE_MAX = 1024
FOOTER_MAX = 2048
TOTAL_MAX = 6000
# The description carries the text; under the 4096 limit so title + footer stay within 6000.
PAGE_BUDGET = 3800
MAX_OPTIONS = 25  # of a select menu
OPTION_TEXT_MAX = 100


def plain(text: str) -> str:
    """Text shown as typed: an asterisk or a blank ("____") must not become markdown, nor a
    masked link ("[pulsa aquí](https://…)") a link that hides where it goes."""
    return discord.utils.escape_markdown(text, ignore_links=False)


def paged_embeds(
    blocks: Sequence[str],
    *,
    title: str,
    footer: str,
    colour: discord.Colour,
    url: str | None = None,
    joiner: str = "\n\n",
) -> list[discord.Embed]:
    """The blocks packed into pages; each footer says "página i/n" when there are several."""
    texts = paginate(list(blocks), PAGE_BUDGET, joiner=joiner)
    pages = []
    for i, text in enumerate(texts, 1):
        embed = discord.Embed(
            title=clip(title, TITLE_MAX), description=text, colour=colour, url=url
        )
        suffix = f" · página {i}/{len(texts)}" if len(texts) > 1 else ""
        embed.set_footer(text=clip(footer, FOOTER_MAX - len(suffix)) + suffix)
        pages.append(embed)
    return pages
