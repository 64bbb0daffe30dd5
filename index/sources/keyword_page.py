"""Judge study notes on keyword abilities ("Habilidades habituales"), in Spanish.

Plain text: a short header (update date, "HABILIDADES HABITUALES", "(Reglas Completas sección
702)"), then for each keyword a title line and explanation paragraphs, sometimes a "Notas:" block
of "•" bullets. Nothing numbers or marks the titles, so a title is recognised by its shape: a
short capitalised line without closing punctuation, followed by a paragraph.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from index.models import Keyword, ParseResult
from index.numbers import find_references
from index.sources import SourceContext

_TITLE_MAX_WORDS = 5
_SENTENCE_END = (".", ",", ";", ":", "!", "?", "…")  # a title may still end in ")"
_NOTES_LABEL = re.compile(r"^Notas?\s*:$", re.IGNORECASE)
_BULLET = re.compile(r"^[•·]\s*")
# Two names in one title: "Cruzar tierras / Landwalk", "Ciclo (Cycling)".
_TITLE_NAMES = re.compile(r"[^/()]+")
_WORD = r"[\wáéíóúüñ]+"
# "Ciclo de tipo es una variante de la habilidad de ciclo."
_VARIANT = re.compile(
    rf"(?:^|(?<=[.”]\s))(?P<name>[A-ZÁÉÍÓÚÑ]{_WORD}(?: {_WORD}){{0,3}}) es una variante de",
    re.MULTILINE,
)
# A keyword quoted as printed on cards with its parameter: “Apoya N”, “Evocar [coste]”.
# The quote must close after the parameters, or it is a card's rules text
# (“Puedes pagar [coste] adicional…”) rather than the keyword's name.
_PARAM = r"(?:N|X|Coste|\[[^\]“”]+\])"
_PRINTED = re.compile(
    rf"“(?P<name>[A-ZÁÉÍÓÚÑ]{_WORD}(?: {_WORD}){{0,2}}) "
    rf"{_PARAM}(?:\s*[–—-]?\s*{_PARAM})*”"
)
# “Ciclo de [tipo]”, “Amparar un [objeto]”: the keyword itself followed by its parameter.
_TRAILING_LINK_WORD = re.compile(r"\s+(?:de|del|por|con|a|un|una)$")


@dataclass
class _Block:
    names: list[str]
    paragraphs: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def parse(raw: str, ctx: SourceContext) -> ParseResult:
    records = []
    for block in _read_blocks(raw.splitlines()):
        name = block.names[0]
        text = "\n\n".join(block.paragraphs)
        records.append(
            Keyword(
                id=name,
                edition=ctx.edition,
                language=ctx.language,
                title=name,
                text=text,
                notes=tuple(block.notes),
                aliases=tuple(_aliases(block.names, text)),
                refs=tuple(find_references("\n".join([text, *block.notes]))),
                source=ctx.source,
                link=ctx.link,
            )
        )
    return ParseResult(records=records)


def _read_blocks(lines: list[str]) -> list[_Block]:
    stripped = [line.strip() for line in lines]
    blocks: dict[str, _Block] = {}
    current: _Block | None = None
    in_notes = False
    for i, s in enumerate(stripped):
        if not s:
            continue
        following = next((t for t in stripped[i + 1 :] if t), None)
        if _is_title(s, following):
            names = [n.strip() for n in _TITLE_NAMES.findall(s) if n.strip()]
            # A title seen again continues the same keyword rather than replacing it.
            current = blocks.setdefault(names[0], _Block(names))
            in_notes = False
        elif current is None:
            continue  # the document header, before the first keyword
        elif _NOTES_LABEL.match(s):
            in_notes = True
        elif in_notes and _BULLET.match(s):
            current.notes.append(_BULLET.sub("", s))
        elif in_notes and current.notes and stripped[i - 1]:
            current.notes[-1] += " " + s  # a bullet wrapped onto the next line
        else:
            in_notes = False
            current.paragraphs.append(s)
    return list(blocks.values())


def _is_title(line: str, following: str | None) -> bool:
    return (
        following is not None
        and _looks_like_title(line)
        and line[0].isupper()
        and not line.isupper()  # "HABILIDADES HABITUALES" heads the whole document
        and not any(ch.isdigit() for ch in line)
        and not _looks_like_title(following)  # a title is followed by a paragraph
    )


def _looks_like_title(line: str) -> bool:
    return (
        len(line.split()) <= _TITLE_MAX_WORDS
        and line[0].isalpha()
        and not line.endswith(_SENTENCE_END)
    )


def _aliases(names: list[str], text: str) -> list[str]:
    """Other names of the keyword: the title's second name, variants, printed forms."""
    found = names[1:] + [m["name"] for m in _VARIANT.finditer(text)]
    found += [_TRAILING_LINK_WORD.sub("", m["name"]) for m in _PRINTED.finditer(text)]
    aliases: list[str] = []
    taken = {names[0].casefold()}
    for alias in found:
        if alias.casefold() not in taken:
            taken.add(alias.casefold())
            aliases.append(alias)
    return aliases
