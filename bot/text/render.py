"""Plain-text rendering of answers for the terminal (the console and the CLI).

Discord embeds are built in cogs/ from the same models; this module is the text twin.
"""

from __future__ import annotations

import textwrap

from index.answers import Hit, LookupResult
from index.models import Kind

KIND_LABEL = {
    Kind.RULE: "Regla",
    Kind.KEYWORD: "Palabra clave",
    Kind.GLOSSARY: "Glosario",
    Kind.CLASS: "Clase para jueces",
}
WIDTH = 100


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


def _wrap(text: str, indent: str = "") -> str:
    paragraphs = [p for p in text.split("\n") if p.strip()]
    return "\n".join(
        textwrap.fill(p, WIDTH, initial_indent=indent, subsequent_indent=indent)
        for p in paragraphs
    )


def render_hit(hit: Hit, *, full: bool = True) -> str:
    lines = [heading(hit), source_line(hit)]
    if full or not hit.snippet:
        if hit.text:
            lines.append(_wrap(hit.text))
        for example in hit.examples:
            lines.append(_wrap(example, "  "))
        if hit.notes:
            lines.append("Notas:")
            lines.extend(_wrap(f"• {n}", "  ") for n in hit.notes)
    else:
        lines.append(_wrap(hit.snippet))
    if hit.refs:
        lines.append("Ver también: " + ", ".join(hit.refs))
    if hit.other_editions:
        lines.append("También en: " + ", ".join(hit.other_editions))
    return "\n".join(lines)


def render_subrule(hit: Hit) -> str:
    return _wrap(f"{hit.id} {hit.text}", "  ") if hit.text else f"  {hit.id} {hit.title}"


def render_result(result: LookupResult) -> str:
    """A whole answer: main hits in full, subrules compact, the parent as a pointer.

    Search results with several hits are a numbered list of snippets instead.
    """
    search = result.as_list
    if not result.results:
        return result.message or "Sin resultados."
    blocks: list[str] = []
    subrules = [h for h in result.results if h.role == "subrule"]
    for n, hit in enumerate(result.results, 1):
        if hit.role == "subrule":
            continue
        if hit.role == "parent":
            blocks.append(f"Regla superior: {hit.id} · {hit.title}".rstrip(" ·"))
            continue
        text = render_hit(hit, full=not search)
        blocks.append(f"{n}. {text}" if search else text)
        if hit.role in {"match", "rule_text"} and subrules and not search:
            mine = [s for s in subrules if s.parent == hit.id]
            if mine:
                blocks.append("Subreglas:\n" + "\n".join(render_subrule(s) for s in mine))
    if result.message:
        blocks.append(f"Nota: {result.message}")
    return "\n\n".join(blocks)
