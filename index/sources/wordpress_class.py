"""Judge-class pages as served by the WordPress REST API (one page, or a list of pages).

Each page is cut into sections at its headings: real <h1>..<h6> tags, and paragraphs written
entirely in bold or underline, which is how these pages mark most sub-headings. Text is HTML
turned into plain text with the standard library. "Por ejemplo" paragraphs become examples.
"""

from __future__ import annotations

import html
import json
import re
import unicodedata
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Any

from index.models import ClassSection, ParseResult
from index.numbers import find_references
from index.sources import SourceContext

_HEADING_TAGS = {"h1", "h2", "h3", "h4", "h5", "h6"}
_BLOCK_TAGS = _HEADING_TAGS | {
    "p",
    "li",
    "div",
    "blockquote",
    "pre",
    "td",
    "th",
    "dt",
    "dd",
    "figcaption",
    "caption",
}
_CLOSES_BLOCK = _BLOCK_TAGS | {"ul", "ol", "table", "tr"}
_EMPHASIS_TAGS = {"strong", "b", "u"}
_INVISIBLE_TAGS = {"script", "style", "noscript"}
_SPACES = re.compile(r"[^\S\n]+")  # includes the no-break spaces &nbsp; turns into

_PSEUDO_HEADING_MAX = 100
_EXAMPLE = re.compile(r"^(?:Por ejemplo|Ejemplo)\b", re.IGNORECASE)
_UPDATED = re.compile(r"^Última actualización\b", re.IGNORECASE)
# "Estatus de un permanente (Reglas Completas sección 110)": a plain paragraph used as heading.
_REF_HEADING = re.compile(
    r"^(?P<title>[^.:;]{3,80}?)\s*(?P<ref>\(Reglas Completas secci[oó]n [\d.]+[a-z]?\))$"
)


@dataclass(frozen=True)
class _Block:
    kind: str  # "h1".."h6", "li" or "p"
    text: str
    emphasised: bool = False  # every visible character is inside <strong>, <b> or <u>


@dataclass
class _Section:
    title: str
    level: int
    paragraphs: list[str] = field(default_factory=list)
    examples: list[str] = field(default_factory=list)
    last_was_item: bool = False
    parent: int | None = None

    def add(self, block: _Block) -> None:
        if _EXAMPLE.match(block.text):
            self.examples.append(block.text)
            return
        if block.kind == "li":
            item = "• " + block.text
            if self.last_was_item:  # consecutive items form one list, one per line
                self.paragraphs[-1] += "\n" + item
            else:
                self.paragraphs.append(item)
        else:
            self.paragraphs.append(block.text)
        self.last_was_item = block.kind == "li"


def parse(raw: str, ctx: SourceContext) -> ParseResult:
    data = json.loads(raw)
    pages = data if isinstance(data, list) else [data]  # /pages?slug=... answers with a list
    records: list[ClassSection] = []
    for page in pages:
        records += _parse_page(page, ctx)
    return ParseResult(records=records)


def _parse_page(page: dict[str, Any], ctx: SourceContext) -> list[ClassSection]:
    title = _plain(_rendered(page, "title"))
    link = page.get("link") or ctx.link
    page_slug = page.get("slug") or _slug(title)
    sections = _sections(_html_blocks(_rendered(page, "content")), title)
    kept = _with_content(sections)
    ids: dict[int, str] = {}
    used: set[str] = set()
    for i in kept:
        base = f"{page_slug}/{_slug(sections[i].title) or 'seccion'}"
        ids[i] = base
        n = 2
        while ids[i] in used:
            ids[i], n = f"{base}-{n}", n + 1
        used.add(ids[i])
    records = []
    for i in kept:
        s = sections[i]
        text = "\n\n".join(s.paragraphs)
        children = tuple(ids[j] for j in kept if sections[j].parent == i)
        records.append(
            ClassSection(
                id=ids[i],
                edition=ctx.edition,
                language=ctx.language,
                title=s.title,
                text=text,
                examples=tuple(s.examples),
                parent=ids.get(s.parent) if s.parent is not None else None,
                children=children,
                refs=tuple(find_references("\n".join([s.title, text, *s.examples]))),
                source=ctx.source,
                link=link,
                page=title,
            )
        )
    return records


def _rendered(page: dict[str, Any], key: str) -> str:
    value = page.get(key)
    return value.get("rendered", "") if isinstance(value, dict) else str(value or "")


def _sections(blocks: list[_Block], page_title: str) -> list[_Section]:
    """Group blocks under headings; text before the first heading goes under the page title."""
    sections = [_Section(page_title, 0)]
    for block in blocks:
        heading = _as_heading(block)
        if heading:
            title, level, ref = heading
            section = _Section(title, level)
            # The nearest earlier section of a higher rank is the parent.
            for j in range(len(sections) - 1, -1, -1):
                if sections[j].level < level and (j > 0 or len(sections[0].paragraphs)):
                    section.parent = j
                    break
            if ref:
                section.paragraphs.append(ref)
            sections.append(section)
        elif not (_UPDATED.match(block.text) and len(sections) == 1):
            sections[-1].add(block)  # the page's update date is metadata, not class text
    return sections


def _as_heading(block: _Block) -> tuple[str, int, str | None] | None:
    """(title, level, rules reference kept as text) when the block is a heading."""
    if block.kind in _HEADING_TAGS:
        return block.text.rstrip(" :"), int(block.kind[1]), None
    if block.kind != "p" or "\n" in block.text:
        return None
    if block.emphasised and len(block.text) <= _PSEUDO_HEADING_MAX:
        if block.text.endswith(".") or _EXAMPLE.match(block.text):
            return None
        title = block.text.rstrip(" :")
        # Bold capitals ("8 – ANTE (apuesta)") rank above bold mixed case ("Controladores:").
        capitals = re.sub(r"\([^)]*\)", "", title).isupper()
        return title, 7 if capitals else 8, None
    if m := _REF_HEADING.match(block.text):
        return m["title"], 8, m["ref"]
    return None


def _with_content(sections: list[_Section]) -> list[int]:
    """Indexes of sections that have text, examples, or descendants that do."""
    has = [bool(s.paragraphs or s.examples) for s in sections]
    for i in range(len(sections) - 1, -1, -1):
        parent = sections[i].parent
        if has[i] and parent is not None:
            has[parent] = True
    return [i for i, keep in enumerate(has) if keep]


def _slug(text: str) -> str:
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")


def _plain(fragment: str) -> str:
    return " ".join(b.text for b in _html_blocks(fragment)) or html.unescape(fragment).strip()


class _BlockParser(HTMLParser):
    """Cuts HTML into paragraphs, list items and headings, remembering bold-only paragraphs."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)  # &#8211; -> –, &nbsp; -> no-break space
        self.blocks: list[_Block] = []
        self._kind = "p"
        self._text: list[str] = []
        self._emphasised: list[str] = []
        self._emphasis = 0
        self._invisible = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _INVISIBLE_TAGS:
            self._invisible += 1
        elif tag in _BLOCK_TAGS:
            self._flush()
            self._kind = tag if tag in _HEADING_TAGS or tag == "li" else "p"
        elif tag == "br":
            self._text.append("\n")
        elif tag in _EMPHASIS_TAGS:
            self._emphasis += 1

    def handle_endtag(self, tag: str) -> None:
        if tag in _INVISIBLE_TAGS:
            self._invisible = max(0, self._invisible - 1)
        elif tag in _CLOSES_BLOCK:
            self._flush()
        elif tag in _EMPHASIS_TAGS:
            self._emphasis = max(0, self._emphasis - 1)

    def handle_data(self, data: str) -> None:
        if self._invisible:
            return
        self._text.append(data)
        if self._emphasis:
            self._emphasised.append(data)

    def close(self) -> None:
        super().close()
        self._flush()

    def _flush(self) -> None:
        text = _clean("".join(self._text))
        if text:
            visible = re.sub(r"\s", "", text)
            emphasised = re.sub(r"\s", "", "".join(self._emphasised)) == visible
            self.blocks.append(_Block(self._kind, text, emphasised))
        self._text, self._emphasised = [], []
        self._kind = "p"


def _clean(text: str) -> str:
    lines = (_SPACES.sub(" ", line).strip() for line in text.split("\n"))
    return "\n".join(line for line in lines if line)


def _html_blocks(fragment: str) -> list[_Block]:
    parser = _BlockParser()
    parser.feed(fragment)
    parser.close()
    return parser.blocks
