"""The layout of an answer, shared by the console and the Discord embeds.

An answer is a title and text blocks in reading order: the main hits in full, subrules under
their rule, the parent as a pointer, notes, other editions, and the lookup's message. Front
ends differ only in emphasis (a Style) and in how blocks become a screen or pages.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from index.answers import Hit, LookupResult
from index.models import Kind

KIND_LABEL = {
    Kind.RULE: "Regla",
    Kind.KEYWORD: "Palabra clave",
    Kind.GLOSSARY: "Glosario",
    Kind.CLASS: "Clase para jueces",
}


@dataclass(frozen=True)
class Style:
    strong: Callable[[str], str]
    soft: Callable[[str], str]


PLAIN = Style(strong=lambda t: t, soft=lambda t: t)
MARKDOWN = Style(strong=lambda t: f"**{t}**", soft=lambda t: f"*{t}*")


def heading(hit: Hit) -> str:
    label = KIND_LABEL[hit.kind]
    if hit.kind is Kind.RULE:
        title = f" · {hit.title}" if hit.title else ""
        return f"{label} {hit.id}{title}"
    if hit.kind is Kind.CLASS and hit.title != hit.id:
        return f"{label}: {hit.title}"
    return f"{label}: {hit.title or hit.id}"


def source_line(hit: Hit) -> str:
    return f"Fuente: {hit.edition_label} [{hit.edition}]"


def _hit_blocks(
    hit: Hit, style: Style, *, with_heading: bool, with_source: bool, full: bool
) -> list[str]:
    top = []
    if with_heading:
        top.append(style.strong(heading(hit)))
    if with_source:
        top.append(style.soft(source_line(hit)))
    blocks = ["\n".join(top)] if top else []
    if full or not hit.snippet:
        if hit.text:
            blocks.append(hit.text)
        blocks.extend(f"▸ {example}" for example in hit.examples)
        if hit.notes:
            blocks.append(style.strong("Notas:") + "\n" + "\n".join(f"• {n}" for n in hit.notes))
    else:
        blocks.append(hit.snippet)
    if hit.refs:
        blocks.append("Ver también: " + ", ".join(hit.refs))
    if hit.other_editions:
        blocks.append("También en: " + ", ".join(hit.other_editions))
    return blocks


def _subrule(hit: Hit, style: Style) -> str:
    return f"{style.strong(hit.id)} {hit.text or hit.title}"


def _title(result: LookupResult, main: list[Hit], search: bool) -> str:
    if search:
        return f"Resultados para «{result.query.strip()}»"
    rules = [h for h in main if h.kind is Kind.RULE and h.role == "match"]
    if len(rules) > 1:
        return f"Reglas {rules[0].id}–{rules[-1].id}"
    return heading(main[0])


def answer_blocks(
    result: LookupResult, *, search: bool = False, style: Style = PLAIN
) -> tuple[str, list[str]]:
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
            blocks.append(f"Regla superior: {style.strong(hit.id)} · {hit.title}".rstrip(" ·"))
            continue
        if hit.role == "subrule" and not search:
            continue
        own_title = not search and hit is primary and title == heading(primary)
        hit_blocks = _hit_blocks(
            hit,
            style,
            with_heading=not own_title,
            with_source=search or hit.edition != primary.edition,
            full=not search,
        )
        if search:
            hit_blocks[0] = style.strong(f"{n}.") + " " + hit_blocks[0]
        blocks.extend(hit_blocks)
        if not search and hit.role in {"match", "rule_text"}:
            mine = [s for s in subrules if s.parent == hit.id]
            if mine:
                lines = "\n".join(_subrule(s, style) for s in mine)
                blocks.append(style.strong("Subreglas:") + "\n" + lines)
                shown.update(s.id for s in mine)
    if not search:
        orphans = [s for s in subrules if s.id not in shown]
        blocks.extend(_subrule(s, style) for s in orphans)
    if result.message:
        blocks.append(f"{style.soft('Nota:')} {result.message}")
    return title, blocks
