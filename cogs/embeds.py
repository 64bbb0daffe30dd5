"""Answers as Discord embeds: pure functions from a LookupResult to a list of page embeds.

The content mirrors the console's text rendering (bot/text/render.py): the main hits in full,
subrules under their rule, the parent as a pointer, other editions and notes. Long answers
become several pages instead of being cut; every page names the edition, language and source.
"""

from __future__ import annotations

from dataclasses import dataclass

import discord

from bot.storage.guild_settings import GuildSettings
from bot.text.layout import MARKDOWN, answer_blocks, source_line
from cogs.text_split import clip, paginate
from index import numbers
from index.answers import Hit, LookupResult
from index.models import Kind

TITLE_MAX = 256
DESCRIPTION_MAX = 4096
FIELD_VALUE_MAX = 1024
FOOTER_MAX = 2048
TOTAL_MAX = 6000
# The description carries the text; under the 4096 limit so title + footer stay within 6000.
PAGE_BUDGET = 3800
MAX_OPTIONS = 25
OPTION_TEXT_MAX = 100

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
    texts = paginate(blocks, PAGE_BUDGET)
    if search:
        footer = f"Búsqueda en {scope or 'todas las fuentes'} · {len(result.results)} resultados"
    else:
        footer = _footer(primary)
    pages = []
    for i, text in enumerate(texts, 1):
        embed = discord.Embed(
            title=clip(title, TITLE_MAX),
            description=text,
            colour=COLOUR.get(primary.language, NOTHING),
            url=primary.link if primary.link and not search else None,
        )
        suffix = f" · página {i}/{len(texts)}" if len(texts) > 1 else ""
        embed.set_footer(text=clip(footer, FOOTER_MAX - len(suffix)) + suffix)
        pages.append(embed)
    return pages


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


# -- per-server settings ---------------------------------------------------------------------
def settings_embed(
    settings: GuildSettings, *, bot_edition: str | None, changed: bool
) -> discord.Embed:
    edition = settings.default_edition or f"la del bot ({bot_edition or 'español si existe'})"
    embed = discord.Embed(
        title="Ajustes guardados" if changed else "Ajustes de este servidor",
        colour=discord.Colour.blurple(),
    )
    embed.add_field(
        name="Respuestas privadas por defecto", value="sí" if settings.private_by_default else "no"
    )
    embed.add_field(name="Edición por defecto", value=clip(edition, FIELD_VALUE_MAX))
    embed.set_footer(text="Cámbialos con /config privado:… edicion:…")
    return embed
