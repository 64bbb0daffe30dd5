"""A card answer as embeds: the card on the first page(s), rulings and legalities after it, and
the rules of its keywords in the answer's menu."""

from __future__ import annotations

import discord

from bot.services.models import CardAnswer
from bot.text.cards import MARKDOWN, card_layout
from cogs._ui.answers import Reference
from cogs._ui.embeds import MAX_OPTIONS, OPTION_TEXT_MAX, paged_embeds
from cogs._ui.text_split import clip

COLOUR = discord.Colour.from_rgb(124, 92, 60)  # a card's brown back
STALE = discord.Colour.light_grey()


def card_pages(answer: CardAnswer) -> list[discord.Embed]:
    layout = card_layout(answer, MARKDOWN)
    colour = STALE if answer.stale else COLOUR
    url = answer.card.scryfall_uri
    pages = paged_embeds(
        layout.card, title=layout.title, footer=layout.footer, colour=colour, url=url
    )
    extra = [*layout.rulings, *([layout.formats] if layout.formats else [])]
    if extra:
        pages += paged_embeds(
            extra,
            title=f"{layout.title}: fallos y formatos",
            footer=layout.footer,
            colour=colour,
            url=url,
            joiner="\n",
        )
    if len(pages) > 1:  # one count over both parts, as the page buttons show
        for number, page in enumerate(pages, 1):
            text = (page.footer.text or "").split(" · página ")[0]
            page.set_footer(text=f"{text} · página {number}/{len(pages)}")
    return pages


def keyword_references(answer: CardAnswer) -> list[Reference]:
    """The rules of the card's keywords, to open from the menu."""
    refs = []
    for link in answer.keywords:
        if link.rule is None:
            continue
        name = f"{link.spanish} ({link.name})" if link.spanish else link.name
        refs.append(Reference(link.rule, clip(name, OPTION_TEXT_MAX)))
    unique = {r.rule_id: r for r in refs}
    return list(unique.values())[:MAX_OPTIONS]
