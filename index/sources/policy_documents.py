"""The tournament policy documents as text (pdftotext, without -layout): MTR, IPG and JAR.

One parser for the three, which say what they are on their first line. The MTR and the IPG
open with a table of contents (titles, dot leaders, page numbers): it is the list of sections
to find, in order, in the body, so a section whose number the extraction lost (a number on
its own line that went missing) is still found by its title, and reported. The JAR prints no
numbers: its headings are found by their shape and numbered in order (``jar-1``, ``jar-1.2``).

Every IPG infraction (sections 2–4 with a heading "Class — Name") becomes an ``Infraction``
with its penalty and its parts (definition, examples, philosophy, additional remedy,
upgrade) split out; everything else is a ``PolicySection``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from index.models import (
    Anomaly,
    AnomalyKind,
    Infraction,
    ParseResult,
    PolicySection,
)
from index.sources import SourceContext

DOCUMENTS = {
    "MAGIC: THE GATHERING® TOURNAMENT RULES": "MTR",
    "MAGIC: THE GATHERING TOURNAMENT RULES": "MTR",
    "MAGIC INFRACTION PROCEDURE GUIDE": "IPG",
    "JUDGING AT REGULAR RULES ENFORCEMENT LEVEL (REL)": "JAR",
    "JUDGING AT REGULAR RULES ENFORCEMENT LEVEL": "JAR",
}

_LEADERS = re.compile(r"^(?P<title>.*?)\s*\.{4,}\s*(?P<page>\d+)\s*$")
_NUMBER = re.compile(r"^(?P<n>\d+(?:\.\d+)*)\.?$")
_NUMBERED_TITLE = re.compile(r"^(?P<n>\d+(?:\.\d+)*)\.?\s+(?P<title>\S.*)$")
_APPENDIX = re.compile(r"^appendix\s+(?P<letter>[A-Z])\s*[—–:-]\s*(?P<title>.+)$", re.I)
_PAGE = re.compile(r"^\d{1,3}$")
_INFRACTION = re.compile(
    r"^(?P<category>Game Play Error|Tournament Error|Unsporting Conduct)\s+—\s+(?P<name>.+)$"
)
_FIELDS = {
    "definition": "definition",
    "examples": "examples",
    "philosophy": "philosophy",
    "additional remedy": "remedy",
}
_EXAMPLE = re.compile(r"^[A-Z]\.\s")
_SENTENCE_END = re.compile(r"[.:!?”\"]$")


@dataclass(frozen=True)
class _Entry:
    number: str  # "4.9", "2", "Appendix B", "" (an unnumbered introduction)
    title: str


def parse(raw: str, ctx: SourceContext) -> ParseResult:
    lines = [line.replace("\f", "").rstrip() for line in raw.splitlines()]
    first = next((line.strip() for line in lines if line.strip()), "")
    document = DOCUMENTS.get(first.upper())
    if document is None:
        raise ValueError(f"not a tournament policy document: first line {first[:60]!r}")
    if document == "JAR":
        return _parse_jar(lines, ctx)
    return _parse_numbered(lines, ctx, document)


# -- the MTR and the IPG: the table of contents, then the body ---------------------------------
def _contents(lines: list[str]) -> tuple[list[_Entry], int]:
    """The table of contents' entries, and the index of the line after its last one."""
    entries: list[_Entry] = []
    last = 0
    appendix_seen = False
    for i, line in enumerate(lines):
        m = _LEADERS.match(line.strip())
        if not m:
            continue
        last = i
        title = m["title"].strip()
        if (a := _APPENDIX.match(title)) is not None:
            entries.append(_Entry(f"Appendix {a['letter'].upper()}", a["title"].strip()))
            appendix_seen = True
            continue
        if (n := _NUMBERED_TITLE.match(title)) is not None:
            entries.append(_Entry(n["n"], n["title"].strip()))
            continue
        before = _previous_text(lines, i)
        if before is not None and (p := _NUMBER.match(before)) is not None:
            entries.append(_Entry(p["n"], title))
        elif not appendix_seen and not any(e.number for e in entries):
            entries.append(_Entry("", title))  # "Introduction": before the first section
        # else: a subheading of an appendix ("Booster Draft Timing"), kept in its text
    return entries, last + 1


def _contents_start(lines: list[str]) -> int:
    """The first line of the table of contents (its heading, when it has one)."""
    first = next(i for i, line in enumerate(lines) if _LEADERS.match(line.strip()))
    while first > 0 and (
        not lines[first - 1].strip() or lines[first - 1].strip().casefold() == "contents"
    ):
        first -= 1
    return first


def _previous_text(lines: list[str], i: int) -> str | None:
    for j in range(i - 1, max(i - 4, -1), -1):
        if lines[j].strip():
            return lines[j].strip()
    return None


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("–", "—")).strip().casefold()


def _heading_forms(entry: _Entry) -> set[str]:
    title = _norm(entry.title)
    forms = {title}
    if entry.number.startswith("Appendix"):
        letter = entry.number.split()[-1].casefold()
        forms |= {f"appendix {letter}—{title}", f"appendix {letter} — {title}"}
    elif entry.number:
        forms |= {f"{entry.number} {title}", f"{entry.number}. {title}"}
    return forms


def _find(lines: list[str], start: int, entry: _Entry) -> tuple[int, bool] | None:
    """Where ``entry``'s heading is from ``start`` on, and whether its number was printed:
    a title line preceded by its number (or holding it) first; else the title alone."""
    forms = _heading_forms(entry)
    loose: int | None = None
    for i in range(start, len(lines)):
        text = _norm(lines[i])
        if text not in forms:
            continue
        if text != _norm(entry.title) or not entry.number:
            return i, True
        before = _previous_text(lines, i)
        if before is not None and before.rstrip(".") == entry.number:
            return i, True
        if loose is None:
            loose = i
    return (loose, False) if loose is not None else None


def _parse_numbered(lines: list[str], ctx: SourceContext, document: str) -> ParseResult:
    entries, body_start = _contents(lines)
    anomalies: list[Anomaly] = []
    found: list[tuple[_Entry, int]] = []
    cursor = body_start
    toc = _contents_start(lines)
    for entry in entries:
        at = _find(lines, cursor, entry)
        if at is None and not entry.number:
            # The IPG prints its introduction before the table of contents.
            early = _find(lines[:toc], 0, entry)
            at = early if early is None else (early[0], True)
        ident = _ident(document, entry)
        if at is None:
            anomalies.append(
                Anomaly(
                    edition=ctx.edition,
                    source=ctx.source,
                    kind=AnomalyKind.GAP,
                    id=ident,
                    detail=f"La sección {entry.number} «{entry.title}» está en el índice del "
                    f"{document} pero no se encuentra en el texto.",
                )
            )
            continue
        line, numbered = at
        if not numbered:
            anomalies.append(
                Anomaly(
                    edition=ctx.edition,
                    source=ctx.source,
                    kind=AnomalyKind.REPAIRED,
                    id=ident,
                    found=entry.title,
                    detail=f"El título «{entry.title}» aparece sin su número {entry.number}: "
                    "el número se toma del índice del documento.",
                )
            )
        found.append((entry, line))
        if line > cursor:
            cursor = line + 1
    found.sort(key=lambda pair: pair[1])
    records: list[PolicySection] = []
    numbers = {e.number for e, _ in found}
    for k, (entry, line) in enumerate(found):
        following = found[k + 1] if k + 1 < len(found) else None
        end = following[1] if following is not None else len(lines)
        if line < toc:
            end = min(end, toc)
        body = _strip_number_tail(lines[line + 1 : end], following[0] if following else None)
        records.append(_record(document, entry, body, ctx, numbers))
    children: dict[str, list[str]] = {}
    for r in records:
        if r.parent:
            children.setdefault(r.parent, []).append(r.id)
    records = [
        r.model_copy(update={"children": tuple(children.get(r.id, ()))}) if r.id in children else r
        for r in records
    ]
    return ParseResult(records=list(records), anomalies=anomalies)


def _strip_number_tail(body: list[str], following: _Entry | None) -> list[str]:
    """The next section's number printed on its own line above its title belongs to it."""
    if following is None or not following.number:
        return body
    out = list(body)
    while out and not out[-1].strip():
        out.pop()
    if out and out[-1].strip().rstrip(".") == following.number:
        out.pop()
    return out


def _ident(document: str, entry: _Entry) -> str:
    key = entry.number or entry.title
    return f"{document.lower()}-" + re.sub(r"[^0-9a-z.]+", "-", key.casefold()).strip("-")


def _parent(document: str, number: str, known: set[str]) -> str | None:
    if "." not in number:
        return None
    head = number.rsplit(".", 1)[0]
    return f"{document.lower()}-{head}" if head in known else None


def _record(
    document: str, entry: _Entry, body: list[str], ctx: SourceContext, known: set[str]
) -> PolicySection:
    common: dict[str, Any] = dict(
        id=_ident(document, entry),
        edition=ctx.edition,
        language=ctx.language,
        source=ctx.source,
        link=ctx.link,
        document=document,
        number=entry.number,
        parent=_parent(document, entry.number, known),
    )
    m = _INFRACTION.match(entry.title)
    if document == "IPG" and m is not None:
        return _infraction(entry, m["category"], body, common)
    return PolicySection(title=entry.title, text=_paragraphs(body), **common)


def _infraction(
    entry: _Entry, category: str, body: list[str], common: dict[str, Any]
) -> Infraction:
    parts: dict[str, list[str]] = {"penalty": []}
    current = "penalty"
    for line in body:
        text = line.strip()
        key = _FIELDS.get(text.casefold())
        if key is not None:
            current = key
            parts.setdefault(key, [])
            continue
        if text.startswith(("Upgrade", "Downgrade")):
            current = "upgrade"
            parts.setdefault("upgrade", [])
        parts.setdefault(current, []).append(line)
    penalty = " ".join(t.strip() for t in parts["penalty"] if t.strip() and not _PAGE.match(t))
    examples = _examples(parts.get("examples", []))
    fields = {k: _paragraphs(parts.get(k, [])) for k in ("definition", "philosophy", "remedy")}
    upgrade = _paragraphs(parts.get("upgrade", []))
    text = "\n".join(
        part
        for part in (
            fields["definition"],
            fields["philosophy"],
            fields["remedy"] and f"Additional Remedy: {fields['remedy']}",
            upgrade,
        )
        if part
    )
    return Infraction(
        title=entry.title,
        text=text,
        examples=examples,
        category=category,
        penalty=penalty,
        upgrade=upgrade,
        **fields,
        **common,
    )


def _examples(lines: list[str]) -> tuple[str, ...]:
    found: list[list[str]] = []
    for line in lines:
        text = line.strip()
        if _EXAMPLE.match(text) or not found:
            found.append([line])
        else:
            found[-1].append(line)
    return tuple(p for p in (_paragraphs(lines) for lines in found) if p)


def _paragraphs(lines: list[str]) -> str:
    """The lines as running text: page numbers and lone bullets out, wrapped lines joined, a
    line break kept after a sentence that ends a line."""
    out = ""
    for line in lines:
        text = line.strip()
        if not text or _PAGE.match(text) or text in {"•", "●", "o"}:
            continue
        if not out:
            out = text
        elif _SENTENCE_END.search(out) or _EXAMPLE.match(text):
            out += "\n" + text
        else:
            out += " " + text
    return out


# -- the JAR: headings by their shape --------------------------------------------------------
_JAR_SECTIONS = ("Common Issues", "General Unwanted Behaviors", "Serious Problems", "Resources")


def _parse_jar(lines: list[str], ctx: SourceContext) -> ParseResult:
    """The JAR's sections are its short title lines (a few words, no final stop, followed by
    text); inside "Common Issues" each problem is a line that begins "A player"."""
    heads: list[tuple[int, str, str]] = []  # (line, number, title)
    top = 0
    sub = 0
    start = next(i for i, line in enumerate(lines) if line.strip())
    heads.append((start, "", "Judging at Regular REL"))
    for i, line in enumerate(lines):
        text = line.strip()
        if text in _JAR_SECTIONS:
            top += 1
            sub = 0
            heads.append((i, str(top), text))
        elif top == 1 and text.startswith("A player ") and _is_jar_problem(lines, i):
            sub += 1
            heads.append((i, f"1.{sub}", text))
    records: list[PolicySection] = []
    for k, (at, number, title) in enumerate(heads):
        end = heads[k + 1][0] if k + 1 < len(heads) else len(lines)
        skip = 2 if k == 0 else 1  # the document's title and date open the first section
        body = lines[at + skip : end]
        ident = f"jar-{number}" if number else "jar-intro"
        parent = f"jar-{number.split('.')[0]}" if "." in number else None
        records.append(
            PolicySection(
                id=ident,
                edition=ctx.edition,
                language=ctx.language,
                source=ctx.source,
                link=ctx.link,
                document="JAR",
                number=number,
                title=title,
                text=_paragraphs(body),
                parent=parent,
            )
        )
    children: dict[str, list[str]] = {}
    for r in records:
        if r.parent:
            children.setdefault(r.parent, []).append(r.id)
    records = [r.model_copy(update={"children": tuple(children.get(r.id, ()))}) for r in records]
    return ParseResult(records=list(records))


def _is_jar_problem(lines: list[str], i: int) -> bool:
    """A problem heading follows the end of a paragraph (or a heading), not a wrapped line."""
    before = _previous_text(lines, i)
    return before is None or bool(_SENTENCE_END.search(before)) or before in _JAR_SECTIONS
