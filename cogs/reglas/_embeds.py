"""The cards a question names, beside the rules its search found (/buscar, /regla by text).

Each card is one field of the answer's first page: its names, cost, type, Oracle text and
P/T, and under the last one the rules words the cards added to the search. Fields go only
while the page stays within Discord's limits: a card is worth showing, never worth an answer
Discord would refuse.
"""

from __future__ import annotations

import re

import discord

from bot.services.models import CardSearch
from bot.text.layout import MARKDOWN, Style
from bot.text.named_cards import how_they_meet, named_card_body, named_card_head, ruling_lines
from cogs._ui.embeds import FIELD_VALUE_MAX, FOOTER_MAX, TITLE_MAX, TOTAL_MAX, paged_embeds, plain
from cogs._ui.text_split import clip

FIELD_NAME_MAX = TITLE_MAX  # Discord's limit for a field's name is the title's: 256


def with_cards(pages: list[discord.Embed], found: CardSearch) -> list[discord.Embed]:
    """``pages`` with the cards the question names on the first one, each with what it does,
    then how they meet and their rulings that answer the question (unchanged when the question
    names none)."""
    result = found.result
    if not pages or not (result.cards or found.unknown):
        return pages
    if found.engine_note and not (found.verdict and found.verdict.complete):
        pages[0].add_field(name="Motor de reglas", value=_cut(found.engine_note, ""), inline=False)
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
    return _led_by_verdict(pages, found)


_PAGE = re.compile(r" · página \d+/\d+$")
# Names and readings are shown as typed (escaped); only the heading and the answer are bold.
_ESCAPED = Style(strong=lambda t: f"**{plain(t)}**", soft=lambda t: f"*{plain(t)}*")


def _led_by_verdict(pages: list[discord.Embed], found: CardSearch) -> list[discord.Embed]:
    """The engine's verdict first, on pages of its own, when it read the situation whole
    (bot.services.verdicts); every footer numbered again over all the pages."""
    verdict = found.verdict
    if verdict is None or not verdict.complete:
        return pages
    from bot.text.verdicts import HEADING, verdict_lines  # the engine's words: loaded here only

    lines = verdict_lines(verdict, _ESCAPED)
    body = [lines[1], *(plain(line) for line in lines[2:])]
    led = paged_embeds(
        ["\n".join(body)],
        title=HEADING.rstrip(":"),
        footer="Motor de reglas",
        colour=pages[0].colour or discord.Colour.default(),
        joiner="\n",
    )
    every = [*led, *pages]
    for i, page in enumerate(every, 1):
        footer = _PAGE.sub("", page.footer.text or "")
        suffix = f" · página {i}/{len(every)}"
        page.set_footer(text=clip(footer, FOOTER_MAX - len(suffix)) + suffix)
    return every


def _cut(text: str, name: str) -> str:
    """The text within a field's limit, lines kept; a long one says where the rest is."""
    if len(text) <= FIELD_VALUE_MAX:
        return text
    more = clip(f"… (entera con /carta {name})" if name else "…", FIELD_VALUE_MAX // 4)
    return text[: FIELD_VALUE_MAX - len(more)].rstrip() + more
