"""Answers as Discord embeds: pure functions from a LookupResult to a list of page embeds.

The content mirrors the console's text rendering (bot/text/render.py): the main hits in full,
subrules under their rule, the parent as a pointer, other editions and notes. Long answers
become several pages instead of being cut; every page names the edition, language and source.
"""

from __future__ import annotations

from dataclasses import dataclass

import discord

from bot.storage.guild_settings import GuildSettings
from bot.text.render import heading, source_line
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


def _hit_blocks(hit: Hit, *, with_heading: bool, with_source: bool, full: bool) -> list[str]:
    top = []
    if with_heading:
        top.append(f"**{heading(hit)}**")
    if with_source:
        top.append(f"*{source_line(hit)}*")
    blocks = ["\n".join(top)] if top else []
    if full or not hit.snippet:
        if hit.text:
            blocks.append(hit.text)
        blocks.extend(f"▸ {example}" for example in hit.examples)
        if hit.notes:
            blocks.append("**Notas:**\n" + "\n".join(f"• {note}" for note in hit.notes))
    else:
        blocks.append(hit.snippet)
    if hit.refs:
        blocks.append("Ver también: " + ", ".join(hit.refs))
    if hit.other_editions:
        blocks.append("También en: " + ", ".join(hit.other_editions))
    return blocks


def _subrule(hit: Hit) -> str:
    return f"**{hit.id}** {hit.text}" if hit.text else f"**{hit.id}** {hit.title}"


def _title(result: LookupResult, main: list[Hit], search: bool) -> str:
    if search:
        return f"Resultados para «{result.query.strip()}»"
    rules = [h for h in main if h.kind is Kind.RULE and h.role == "match"]
    if len(rules) > 1:
        return f"Reglas {rules[0].id}–{rules[-1].id}"
    return heading(main[0])


def answer_blocks(result: LookupResult, *, search: bool = False) -> tuple[str, list[str]]:
    """The title and the text blocks of an answer, in reading order."""
    main = [h for h in result.results if h.role not in {"subrule", "parent"}]
    subrules = [h for h in result.results if h.role == "subrule"]
    if not main:  # only subrules or a parent: show them as they are
        main = list(result.results)
    primary = main[0]
    title = _title(result, main, search)
    blocks: list[str] = []
    shown: set[str] = set()
    for n, hit in enumerate(result.results, 1):
        if hit.role == "parent" and not search:
            blocks.append(f"Regla superior: **{hit.id}** · {hit.title}".rstrip(" ·"))
            continue
        if hit.role == "subrule" and not search:
            continue
        own_title = not search and hit is primary and title == heading(primary)
        hit_blocks = _hit_blocks(
            hit,
            with_heading=not own_title,
            with_source=search or hit.edition != primary.edition,
            full=not search,
        )
        if search:
            hit_blocks[0] = f"**{n}.** " + hit_blocks[0]
        blocks.extend(hit_blocks)
        if not search and hit.role in {"match", "rule_text"}:
            mine = [s for s in subrules if s.parent == hit.id]
            if mine:
                blocks.append("**Subreglas:**\n" + "\n".join(_subrule(s) for s in mine))
                shown.update(s.id for s in mine)
    if not search:
        orphans = [s for s in subrules if s.id not in shown]
        blocks.extend(_subrule(s) for s in orphans)
    if result.message:
        blocks.append(f"*Nota:* {result.message}")
    return title, blocks


def _empty_page(result: LookupResult) -> discord.Embed:
    text = result.message or "Sin resultados."
    return discord.Embed(title="Sin resultados", description=text, colour=NOTHING)


def answer_pages(
    result: LookupResult, *, search: bool = False, scope: str | None = None
) -> list[discord.Embed]:
    """Every page of an answer; one page when it fits. ``scope`` names a search's source."""
    if not result.results:
        return [_empty_page(result)]
    title, blocks = answer_blocks(result, search=search)
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
