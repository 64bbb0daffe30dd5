"""The cards a question names, beside the rules its search found (/buscar, /regla by text).

Each card is one field of the answer's first page: its names, cost, type, Oracle text and
P/T, and under the last one the rules words the cards added to the search. Fields go only
while the page stays within Discord's limits: a card is worth showing, never worth an answer
Discord would refuse.
"""

from __future__ import annotations

import discord

from bot.services.models import CardSearch
from bot.text.layout import MARKDOWN
from bot.text.named_cards import how_they_meet, named_card_body, named_card_head, ruling_lines
from cogs._ui.embeds import FIELD_VALUE_MAX, TITLE_MAX, TOTAL_MAX
from cogs._ui.text_split import clip

FIELD_NAME_MAX = TITLE_MAX  # Discord's limit for a field's name is the title's: 256


def with_cards(pages: list[discord.Embed], found: CardSearch) -> list[discord.Embed]:
    """``pages`` with the cards the question names on the first one, each with what it does,
    then how they meet and their rulings that answer the question (unchanged when the question
    names none)."""
    result = found.result
    if not pages or not (result.cards or found.unknown):
        return pages
    first = pages[0]
    fields = [
        (f"Carta: {named_card_head(n)}", named_card_body(n, MARKDOWN), n.name) for n in result.cards
    ]
    together = how_they_meet(result, found.unknown, MARKDOWN)
    if together:
        fields.append(("Las cartas juntas", "\n".join(together), ""))
    # Each ruling a field of its own: a long one is cut alone, the others stay whole.
    for n, line in enumerate(ruling_lines(found.rulings, MARKDOWN), 1):
        fields.append((f"Fallo oficial {n}", line, ""))
    for title, text, card in fields:
        name = clip(title, FIELD_NAME_MAX)
        value = _cut(text or card, card)
        if len(first) + len(name) + len(value) > TOTAL_MAX:
            break
        first.add_field(name=name, value=value, inline=False)
    return pages


def _cut(text: str, name: str) -> str:
    """The text within a field's limit, lines kept; a long one says where the rest is."""
    if len(text) <= FIELD_VALUE_MAX:
        return text
    more = clip(f"… (entera con /carta {name})" if name else "…", FIELD_VALUE_MAX // 4)
    return text[: FIELD_VALUE_MAX - len(more)].rstrip() + more
