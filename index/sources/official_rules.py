"""Wizards' plain-text Comprehensive Rules (English): numbered rules, then the glossary.

The file opens with a table of contents that repeats every section heading and the words
"Glossary" and "Credits", so the rules body is what lies between the contents' "Credits" and the
second "Glossary", and the glossary ends at the second "Credits".
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from index.models import Anomaly, AnomalyKind, GlossaryEntry, ParseResult, Rule
from index.numbers import RULE_ID, find_references, letter_after, parent_of, sort_key
from index.sources import SourceContext

# The period after the number is optional because a few rules lack it ("606.5 If ...") and a
# few subrules carry one ("119.1d. In ...").
_RULE_LINE = re.compile(r"^(?P<id>\d{3}\.\d{1,3}[a-z]?)\.?\s+(?P<text>\S.*)$")
_SECTION_LINE = re.compile(r"^(?P<id>\d{3})\.\s+(?P<title>\S.*)$")
_CHAPTER_LINE = re.compile(r"^\d\.\s+\S")
_EXAMPLE = re.compile(r"^Example:")
# "702.19. Trample": a handful of words with no sentence punctuation.
_SENTENCE_MARK = re.compile(r"[.:;]\s|[.:;,”\"]$")
_TITLE_MAX_WORDS = 8


@dataclass
class _Entry:
    id: str
    text: str
    title: str = ""
    examples: list[str] = field(default_factory=list)
    last_was_example: bool = False


def parse(raw: str, ctx: SourceContext) -> ParseResult:
    lines = raw.splitlines()
    body, glossary = _split_regions(lines)
    anomalies: list[Anomaly] = []
    entries = _read_body(body, ctx, anomalies)
    anomalies += _check_sequence(entries, ctx)
    records: list[Rule | GlossaryEntry] = list(_build_rules(entries, ctx))
    records += _read_glossary(glossary, ctx, anomalies)
    return ParseResult(records=records, anomalies=anomalies, chapters=chapters(body))


def chapters(lines: list[str]) -> dict[str, str]:
    """The chapter headings of the body ("7. Additional Rules"): number -> name. They group
    sections and are no rule, but the rules point to them ("see section 7")."""
    found: dict[str, str] = {}
    for line in lines:
        s = line.strip()
        if _CHAPTER_LINE.match(s) and _numbered(s) is None:
            number, _, name = s.partition(".")
            found.setdefault(number, name.strip())
    return found


def _split_regions(lines: list[str]) -> tuple[list[str], list[str]]:
    """Rules body and glossary lines, leaving out the table of contents and the credits."""
    stripped = [line.strip() for line in lines]
    glossary_at = [i for i, s in enumerate(stripped) if s == "Glossary"]
    credits_at = [i for i, s in enumerate(stripped) if s == "Credits"]
    if not glossary_at:
        return lines, []
    if len(glossary_at) >= 2:
        toc_credits = next((i for i in credits_at if i > glossary_at[0]), glossary_at[0])
        body_start, glossary_start = toc_credits + 1, glossary_at[1]
    else:
        body_start, glossary_start = 0, glossary_at[0]
    glossary_end = next((i for i in credits_at if i > glossary_start), len(lines))
    return lines[body_start:glossary_start], lines[glossary_start + 1 : glossary_end]


def _numbered(line: str) -> _Entry | None:
    """The rule or section a stripped line starts, if it starts one (a rule first)."""
    if rule := _RULE_LINE.match(line):
        return _Entry(rule["id"], rule["text"].strip())
    if section := _SECTION_LINE.match(line):
        return _Entry(section["id"], "", title=section["title"].strip())
    return None


def _read_body(lines: list[str], ctx: SourceContext, anomalies: list[Anomaly]) -> list[_Entry]:
    entries: list[_Entry] = []
    seen: set[str] = set()
    current: _Entry | None = None
    for line in lines:
        s = line.strip()
        if not s:
            continue
        entry = _numbered(s)
        if entry is not None:
            if entry.id in seen:
                anomalies.append(
                    _anomaly(
                        ctx,
                        AnomalyKind.DUPLICATE,
                        entry.id,
                        f"El número {entry.id} aparece dos veces; se conserva "
                        "la primera y se descarta: " + _clip(s),
                    )
                )
                current = None
                continue
            seen.add(entry.id)
            entries.append(entry)
            current = entry
        elif _CHAPTER_LINE.match(s):
            current = None  # "1. Game Concepts" groups sections; it is not a rule
        elif current is None:
            if entries:  # text before the first rule is the introduction, not an anomaly
                anomalies.append(
                    _anomaly(
                        ctx,
                        AnomalyKind.SKIPPED,
                        "",
                        "Texto sin regla a la que pertenecer: " + _clip(s),
                    )
                )
        elif _EXAMPLE.match(s):
            current.examples.append(s)  # the label stays, as in the Spanish parser
            current.last_was_example = True
        else:
            # Indented lines are the document's own second paragraphs; an unindented line
            # without a number means the source lost one.
            if not line[:1].isspace():
                anomalies.append(
                    _anomaly(
                        ctx,
                        AnomalyKind.ORPHAN,
                        current.id,
                        f"Línea sin número unida a la regla {current.id}: " + _clip(s),
                    )
                )
            if current.last_was_example:
                current.examples[-1] += "\n" + s
            else:
                current.text = f"{current.text}\n{s}" if current.text else s
    return entries


def _check_sequence(entries: list[_Entry], ctx: SourceContext) -> list[Anomaly]:
    """Report numbers that do not follow their predecessor (skipped letters, rules, sections)."""
    anomalies = []
    for prev, cur in zip(entries, entries[1:], strict=False):
        if cur.id in _successors(prev.id) or _starts_section(prev.id, cur.id):
            continue
        if sort_key(cur.id) <= sort_key(prev.id):
            detail = f"{cur.id} aparece después de {prev.id}: numeración fuera de orden."
        else:
            detail = f"Salto en la numeración: de {prev.id} se pasa a {cur.id}."
        anomalies.append(_anomaly(ctx, AnomalyKind.GAP, cur.id, detail))
    return anomalies


def _successors(rule_id: str) -> set[str]:
    m = RULE_ID.match(rule_id)
    assert m is not None
    section = m["section"]
    if not m["rule"]:
        return {f"{section}.1"}
    rule = int(m["rule"])
    following = {f"{section}.{rule + 1}"}
    nxt = letter_after(m["letter"]) if m["letter"] else "a"
    if nxt:
        following.add(f"{section}.{rule}{nxt}")
    return following


def _starts_section(prev_id: str, cur_id: str) -> bool:
    """A new section follows the previous one, or opens the next chapter (122 -> 200)."""
    if not re.fullmatch(r"\d{3}", cur_id):
        return False
    prev, cur = int(prev_id[:3]), int(cur_id)
    return cur == prev + 1 or (cur % 100 == 0 and cur // 100 == prev // 100 + 1)


def _build_rules(entries: list[_Entry], ctx: SourceContext) -> list[Rule]:
    by_id = {e.id: e for e in entries}
    for i, e in enumerate(entries):
        following = entries[i + 1].id if i + 1 < len(entries) else None
        if _is_title_only(e, following):
            e.title, e.text = e.text, ""
    for e in entries:  # document order guarantees parents get their title first
        if not e.title:
            parent = by_id.get(parent_of(e.id) or "")
            e.title = parent.title if parent else ""
    children: dict[str, list[str]] = {}
    for e in entries:
        parent_id = parent_of(e.id)
        if parent_id:
            children.setdefault(parent_id, []).append(e.id)
    rules = []
    for e in entries:
        refs = [r for r in find_references("\n".join([e.text, *e.examples])) if r != e.id]
        rules.append(
            Rule(
                id=e.id,
                edition=ctx.edition,
                language=ctx.language,
                title=e.title,
                text=e.text,
                examples=tuple(e.examples),
                parent=parent_of(e.id),
                children=tuple(children.get(e.id, ())),
                refs=tuple(refs),
                source=ctx.source,
                link=ctx.link,
            )
        )
    return rules


def _is_title_only(entry: _Entry, following: str | None) -> bool:
    """'702.19. Trample' names its rule; the text lives in the subrules that follow."""
    m = RULE_ID.match(entry.id)
    return (
        m is not None
        and bool(m["rule"])
        and not m["letter"]
        and following == entry.id + "a"
        and not entry.examples
        and "\n" not in entry.text
        and len(entry.text.split()) <= _TITLE_MAX_WORDS
        and not _SENTENCE_MARK.search(entry.text)
    )


def _read_glossary(
    lines: list[str], ctx: SourceContext, anomalies: list[Anomaly]
) -> list[GlossaryEntry]:
    blocks: list[list[str]] = [[]]
    for line in lines:
        s = line.strip()
        if s:
            blocks[-1].append(s)
        elif blocks[-1]:
            blocks.append([])
    entries: dict[str, GlossaryEntry] = {}
    for term, *definition in filter(None, blocks):
        if not definition:
            anomalies.append(
                _anomaly(
                    ctx,
                    AnomalyKind.SKIPPED,
                    term,
                    f"Término del glosario sin definición: «{term}».",
                )
            )
            continue
        if term in entries:
            anomalies.append(
                _anomaly(
                    ctx,
                    AnomalyKind.DUPLICATE,
                    term,
                    f"El término «{term}» aparece dos veces en el glosario; "
                    "se conserva el primero.",
                )
            )
            continue
        text = "\n".join(definition)
        entries[term] = GlossaryEntry(
            id=term,
            edition=ctx.edition,
            language=ctx.language,
            title=term,
            text=text,
            refs=tuple(find_references(text)),
            source=ctx.source,
            link=ctx.link,
        )
    return list(entries.values())


def _anomaly(ctx: SourceContext, kind: AnomalyKind, rule_id: str, detail: str) -> Anomaly:
    return Anomaly(edition=ctx.edition, source=ctx.source, kind=kind, id=rule_id, detail=detail)


def _clip(text: str, limit: int = 80) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
