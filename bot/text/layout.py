"""The layout of an answer, shared by the console and the Discord embeds.

An answer is a title and text blocks in reading order: the main hits in full, subrules under
their rule, the parent as a pointer, notes, other editions, and the lookup's message. Front
ends differ only in emphasis (a Style) and in how blocks become a screen or pages.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from bot.text.clip import clip_words
from index.editions.lead import OLDER_ROLE
from index.lookups.answers import Hit, LookupResult
from index.models import Kind

KIND_LABEL = {
    Kind.RULE: "Regla",
    Kind.KEYWORD: "Palabra clave",
    Kind.GLOSSARY: "Glosario",
    Kind.CLASS: "Clase para jueces",
    Kind.POLICY: "Normas de torneo",
    Kind.INFRACTION: "Infracción",
}


def _same(text: str) -> str:
    return text


class Style(NamedTuple):
    strong: Callable[[str], str]
    soft: Callable[[str], str]
    # A search snippet marks its matched words with "**": kept where they are read as
    # emphasis (Discord, the colour terminal), dropped from plain text.
    snippet: Callable[[str], str] = _same


QUERY_IN_TITLE = 120  # characters of the question a search's title repeats
SNIPPET_MARK = "**"

PLAIN = Style(strong=_same, soft=_same, snippet=lambda t: t.replace(SNIPPET_MARK, ""))
MARKDOWN = Style(strong=lambda t: f"**{t}**", soft=lambda t: f"*{t}*")


def rule_number(hit: Hit) -> str:
    """The number a rule is shown under: its number in force; an older one says its year.

    "103.5 (en 2019: 103.4)": the rule in force 103.5, whose 2019 text was numbered 103.4;
    "509.2 (en 2019; ya no existe)": a rule the rules in force no longer have.
    """
    if hit.kind is not Kind.RULE or hit.status is None or hit.current_id == hit.id:
        return hit.id
    then = f"en {hit.edition_year}" if hit.edition_year else "antes"
    if hit.current_id is None:
        return f"{hit.id} ({then}; ya no existe)"
    return f"{hit.current_id} ({then}: {hit.id})"


def heading(hit: Hit) -> str:
    label = KIND_LABEL[hit.kind]
    if hit.kind is Kind.RULE:
        title = f" · {hit.title}" if hit.title else ""
        prefix = "En vigor: " if hit.role == "in_force" else ""
        if hit.role == OLDER_ROLE:  # after the rule in force: an older text, said as such
            year = f"de {hit.edition_year}" if hit.edition_year else "anterior"
            prefix = f"Texto {year}, ya no vigente: "
        return f"{prefix}{label} {rule_number(hit)}{title}"
    if hit.kind is Kind.CLASS and hit.title != hit.id:
        return f"{label}: {hit.title}"
    return f"{label}: {hit.title or hit.id}"


def source_line(hit: Hit) -> str:
    return f"Fuente: {hit.edition_label} [{hit.edition}]"


def see_also(hit: Hit) -> str:
    """The rules a text cites, as numbers in force; an older text's own numbers in brackets."""
    printed = {now: then for then, now in hit.refs_then.items() if now}
    items = [f"{r} (en el texto, {printed[r]})" if r in printed else r for r in hit.refs]
    items += [f"{then} (ya no existe)" for then, now in hit.refs_then.items() if now is None]
    return "Ver también: " + ", ".join(items)


def also_in(hit: Hit) -> str:
    """The other editions holding the same rule, each with its number there."""
    if hit.other_numbers:
        return "También en: " + ", ".join(
            f"{e} ({hit.other_numbers[e]})" if e in hit.other_numbers else e
            for e in hit.other_editions
        )
    return "También en: " + ", ".join(hit.other_editions)


def _hit_blocks(
    hit: Hit, style: Style, *, with_heading: bool, with_source: bool, full: bool
) -> list[str]:
    top = []
    if with_heading:
        top.append(style.strong(heading(hit)))
    if with_source:
        top.append(style.soft(source_line(hit)))
    blocks = ["\n".join(top)] if top else []
    if hit.edition_note:
        blocks.append(style.soft(hit.edition_note))
    if hit.outdated:
        blocks.append(
            style.strong("Ya no vale del todo:") + "\n" + "\n".join(f"• {o}" for o in hit.outdated)
        )
    if full or not hit.snippet:
        if hit.text:
            blocks.append(hit.text)
        blocks.extend(f"▸ {example}" for example in hit.examples)
        if hit.notes:
            blocks.append(style.strong("Notas:") + "\n" + "\n".join(f"• {n}" for n in hit.notes))
    else:
        blocks.append(style.snippet(hit.snippet))
    if hit.refs or hit.refs_then:
        blocks.append(see_also(hit))
    if hit.other_editions:
        blocks.append(also_in(hit))
    return blocks


def _subrule(hit: Hit, style: Style) -> str:
    return f"{style.strong(rule_number(hit))} {hit.text or hit.title}"


def _under(hit: Hit, subrules: list[Hit]) -> list[Hit]:
    """The subrules listed under a rule, in answer order: its own, and the list one of them
    introduces (613 shows 613.1 and then the layers 613.1a–g)."""
    parents = {hit.id, hit.current_id}
    mine: list[Hit] = []
    for s in subrules:
        if s.parent in parents:
            mine.append(s)
            parents |= {s.id, s.current_id}
    return mine


def _title(result: LookupResult, main: list[Hit], search: bool) -> str:
    if search:
        # A question may run to 1,500 characters: the title shows its start.
        return f"Resultados para «{clip_words(result.query.strip(), QUERY_IN_TITLE)}»"
    rules = [h for h in main if h.kind is Kind.RULE and h.role == "match"]
    if len(rules) > 1:
        first, last = rules[0], rules[-1]
        return f"Reglas {first.current_id or first.id}–{last.current_id or last.id}"
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
    shown: set[int] = set()  # subrules already listed under their rule (by object)
    for n, hit in enumerate(result.results, 1):
        if hit.role == "parent" and not search:
            number = style.strong(rule_number(hit))
            blocks.append(f"Regla superior: {number} · {hit.title}".rstrip(" ·"))
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
            mine = _under(hit, subrules)
            if mine:
                lines = "\n".join(_subrule(s, style) for s in mine)
                blocks.append(style.strong("Subreglas:") + "\n" + lines)
                shown.update(id(s) for s in mine)
    if not search:
        orphans = [s for s in subrules if id(s) not in shown]
        blocks.extend(_subrule(s, style) for s in orphans)
    if result.message:
        blocks.append(f"{style.soft('Nota:')} {result.message}")
    return title, blocks
