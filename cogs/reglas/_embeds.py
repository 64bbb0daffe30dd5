"""The cards a question names, beside the rules its search found (/buscar, /regla by text).

Each card is one field of the answer's first page: its names, cost, type, Oracle text and
P/T, and under the last one the rules words the cards added to the search. Fields go only
while the page stays within Discord's limits: a card is worth showing, never worth an answer
Discord would refuse.
"""

from __future__ import annotations

import discord

from bot.services.models import CardSearch
from bot.text.cards import MARKDOWN, card_brief
from cogs._ui.embeds import FIELD_VALUE_MAX, TITLE_MAX, TOTAL_MAX
from cogs._ui.text_split import clip

FIELD_NAME_MAX = TITLE_MAX  # Discord's limit for a field's name is the title's: 256


def with_cards(pages: list[discord.Embed], found: CardSearch) -> list[discord.Embed]:
    """``pages`` with the cards of ``found`` on the first one (unchanged when there are none)."""
    if not found.cards or not pages:
        return pages
    first = pages[0]
    for number, card in enumerate(found.cards, 1):
        head, _, body = card_brief(card, MARKDOWN).partition("\n")
        if number == len(found.cards) and found.hints:
            body += "\n*Reglas buscadas también por: " + ", ".join(found.hints) + "*"
        name = clip(f"Carta: {head.replace('**', '')}", FIELD_NAME_MAX)
        value = _cut(body.strip() or card.name, card.name)
        if len(first) + len(name) + len(value) > TOTAL_MAX:
            break
        first.add_field(name=name, value=value, inline=False)
    return pages


def _cut(text: str, name: str) -> str:
    """The text within a field's limit, lines kept; a long one says where the rest is."""
    if len(text) <= FIELD_VALUE_MAX:
        return text
    more = clip(f"… (entera con /carta {name})", FIELD_VALUE_MAX // 4)
    return text[: FIELD_VALUE_MAX - len(more)].rstrip() + more
