"""Lookup answers as Discord embeds: pure functions from a LookupResult to a list of pages.

The content mirrors the console's text rendering (bot/text/render.py): the main hits in full,
subrules under their rule, the parent as a pointer, other editions and notes. Long answers
become several pages instead of being cut; every page names the edition, language and source.
"""

from __future__ import annotations

from dataclasses import dataclass

import discord

from bot.text.layout import MARKDOWN, answer_blocks, source_line
from cogs._ui.embeds import MAX_OPTIONS, OPTION_TEXT_MAX, paged_embeds
from cogs._ui.text_split import clip
from index import numbers
from index.lookups.answers import Hit, LookupResult
from index.models import Kind

COLOUR = {"es": discord.Colour.from_rgb(198, 11, 30), "en": discord.Colour.from_rgb(0, 82, 147)}
NOTHING = discord.Colour.light_grey()


def _footer(hit: Hit) -> str:
    return f"{source_line(hit)} · {hit.source}"


def _empty_page(result: LookupResult) -> discord.Embed:
    text = result.message or "Sin resultados."
    return discord.Embed(title="Sin resultados", description=text, colour=NOTHING)


def answer_pages(
    result: LookupResult, *, search: bool = False, scope: str | None = None
) -> list[discord.Embed]:
    """Every page of an answer; one page when it fits. ``scope`` names a search's source."""
    if not result.results:
        return [_empty_page(result)]
    title, blocks = answer_blocks(result, search=search, style=MARKDOWN)
    primary = result.results[0]
    if search:
        footer = f"Búsqueda en {scope or 'todas las fuentes'} · {len(result.results)} resultados"
    else:
        footer = _footer(primary)
    return paged_embeds(
        blocks,
        title=title,
        footer=footer,
        colour=COLOUR.get(primary.language, NOTHING),
        url=primary.link if primary.link and not search else None,
    )


# -- references offered in the select menu ---------------------------------------------------
@dataclass(frozen=True)
class Reference:
    rule_id: str
    description: str | None


def references(result: LookupResult, *, search: bool = False) -> list[Reference]:
    """Rules an answer points to, to open with one click: at most 25, described when known."""
    known = {h.id: h for h in result.results if h.kind is Kind.RULE}
    main = {h.id for h in result.results if h.role in {"match", "rule_text"}}
    wanted: list[str] = []
    if search:
        wanted += [h.id for h in result.results if h.kind is Kind.RULE]
    wanted += [r for h in result.results if h.role != "parent" for r in h.refs]  # as shown
    if not search:
        wanted += [h.parent for h in result.results if h.parent and h.role != "subrule"]
        wanted += [
            c for h in result.results if h.role in {"match", "rule_text"} for c in h.children
        ]
    wanted += [s for s in result.suggestions if numbers.is_rule_id(s)]
    ordered = [r for r in dict.fromkeys(wanted) if search or r not in main]
    out = []
    for rule_id in ordered[:MAX_OPTIONS]:
        hit = known.get(rule_id)
        about = (hit.text or hit.title) if hit else None
        out.append(Reference(rule_id, clip(about, OPTION_TEXT_MAX) if about else None))
    return out
