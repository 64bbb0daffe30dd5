"""Parser for the Spanish Comprehensive Rules as text extracted from a PDF (partial, 2019).

The PDF extraction lost the one-rule-per-line layout: several rules share a line, headings are
glued to the next rule, a number can be split across two lines, and the text is full of
references that look exactly like rule starts ("Ver la regla 704."). A pattern alone cannot tell
them apart, so every number that *could* start a rule is a candidate, and the numbering sequence
decides: a real start follows the previous real start. The same walk reveals misprinted numbers
(repaired when the neighbours agree on what they must be) and missing ones.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass

from index.models import Anomaly, AnomalyKind, ParseResult, Rule
from index.numbers import RULE_ID, find_references, letter_after, parent_of, sort_key
from index.sources import SourceContext

# A number that could start a rule: "100.", "100.1.", "111.2", "113.6m", or "113." at the end of
# a line with "6m" at the start of the next; then text starting with a capital or a quote.
_START = re.compile(
    r"(?<![\d.,/{])(?P<section>\d{3})\."
    r"(?:(?:[ \t]*\n[ \t]*)?(?P<rule>\d{1,3})(?P<letter>[a-z])?\.?)?"
    r"(?=\s*[A-ZÁÉÍÓÚÑÜ“\"«¿¡])"
)
# A word right before a number makes it a citation, not a start ("regla 704.", "y 303.4").
_CITING_WORD = re.compile(
    r"\b(?:reglas?|subreglas?|ver|v[ée]ase|secci[oó]n|secciones|rules?|section|see"
    r"|y|o|e|la|las|el|en|de|del|luego|and|or)\s*$",
    re.IGNORECASE,
)
_TOC_ENTRY = re.compile(r"(?<![\d.])(\d{3})\.\s+(.+?)(?=\s+\d{1,3}\.\s|$)", re.DOTALL)
_EXAMPLE = re.compile(r"(?=\bEjemplo:)")
_SENTENCE_END = (".", ":", ")", "”", '"', "»")
_MAX_GAP = 3  # more missing numbers than this between two starts means it was a citation
_LOOKAHEAD = 3  # candidates consulted to confirm a repair or a jump


@dataclass(frozen=True)
class _Start:
    id: str
    begin: int  # where the printed number starts
    end: int  # where the rule's text starts


Entry = tuple[str, list[str]]  # a rule's text and examples (headings have neither)


@dataclass(frozen=True)
class _Issue:
    kind: AnomalyKind
    id: str
    detail: str
    found: str | None = None


def parse(raw: str, ctx: SourceContext) -> ParseResult:
    raw = raw.replace("\r\n", "\n").replace("\r", "\n")
    candidates = _candidates(raw)
    first = _body_start(candidates)
    toc = _toc_titles(raw[: candidates[first].begin]) if first < len(candidates) else {}
    starts, issues = _follow_sequence(candidates[first:], toc)
    titles: dict[str, str] = {}
    entries: dict[str, Entry] = {}
    for start, body in zip(starts, _bodies(raw, starts), strict=True):
        if "." in start.id:
            entries[start.id], orphans = _rule_body(start.id, body)
            issues += orphans
        else:
            titles[start.id] = _join_lines(body.split("\n"))
            entries[start.id] = ("", [])
    issues += _missing_parents(entries, issues, toc)
    for section in {_section(rid) for rid in entries} - entries.keys():
        entries[section] = ("", [])  # rebuilt from the contents so its rules have a parent
    sections = {_section(rid) for rid in entries}
    records = _records(entries, {s: titles.get(s) or toc.get(s, "") for s in sections}, ctx)
    issues.sort(key=lambda issue: sort_key(issue.id))
    anomalies = [Anomaly(edition=ctx.edition, source=ctx.source, **asdict(i)) for i in issues]
    return ParseResult(records=records, anomalies=anomalies)


# --- finding and sequencing the rule starts -------------------------------------------------


def _candidates(raw: str) -> list[_Start]:
    found = []
    for m in _START.finditer(raw):
        if _CITING_WORD.search(raw[max(0, m.start() - 30) : m.start()]):
            continue
        rid = m["section"] + (f".{m['rule']}{m['letter'] or ''}" if m["rule"] else "")
        found.append(_Start(rid, m.start(), m.end()))
    return found


def _body_start(candidates: list[_Start]) -> int:
    """Index of the first real heading or rule: everything before is intro and contents."""
    for k, cand in enumerate(candidates):
        if _parts(cand.id)[1] is None:
            continue  # the table of contents holds only headings
        if k and candidates[k - 1].id == _section(cand.id):
            return k - 1
        return k
    return len(candidates)


def _follow_sequence(
    candidates: list[_Start], toc: dict[str, str]
) -> tuple[list[_Start], list[_Issue]]:
    accepted: list[_Start] = []
    issues: list[_Issue] = []
    for i, cand in enumerate(candidates):
        prev = accepted[-1].id if accepted else None
        rid, found = _place(prev, cand.id, [c.id for c in candidates[i + 1 : i + 1 + _LOOKAHEAD]])
        if rid is None:
            if any(s.id == cand.id for s in accepted):
                detail = (
                    f"La regla {cand.id} aparece otra vez tras {prev} y no se deduce su número; "
                    f"ese texto queda en {prev}."
                )
                issues.append(_Issue(AnomalyKind.DUPLICATE, cand.id, detail))
            continue  # a citation, or a number beyond repair: it stays in the text
        jump = f"la secuencia salta de {prev} a {rid}"
        issues += [_gap(gap, toc, jump) for gap in (_between(prev, rid) if prev else None) or []]
        if found:
            detail = f"Se imprime {found} tras {prev}; por la secuencia es la regla {rid}."
            issues.append(_Issue(AnomalyKind.REPAIRED, rid, detail, found))
        accepted.append(_Start(rid, cand.begin, cand.end))
    return accepted, issues


def _gap(rid: str, toc: dict[str, str], why: str) -> _Issue:
    if "." in rid:
        return _Issue(AnomalyKind.GAP, rid, f"Falta la regla {rid}: {why}.")
    title = f"título «{toc[rid]}» del índice" if rid in toc else "sin título en el índice"
    return _Issue(AnomalyKind.GAP, rid, f"Falta el encabezado de la sección {rid} ({title}).")


def _place(prev: str | None, printed: str, ahead: list[str]) -> tuple[str | None, str | None]:
    """The real number of a candidate (and what was printed, if it differs), or None."""
    if prev is None or _fits(prev, printed, ahead):
        return printed, None
    for fixed in _repairs(prev, printed):
        if _fits(prev, fixed, ahead, repairing=True) and _confirmed(fixed, ahead):
            return fixed, printed
    return None, None


def _fits(prev: str, rid: str, ahead: list[str], *, repairing: bool = False) -> bool:
    """rid can follow prev, and no later candidate belongs before it (rid would be a citation).

    A repair is held to more: at most one number skipped, and not printed further on (then it
    would be that later start's number).
    """
    missing = _between(prev, rid)
    if missing is None or (repairing and len(missing) > 1):
        return False
    for later in ahead:
        if _between(prev, later) is not None and (
            sort_key(later) < sort_key(rid) or (repairing and later == rid)
        ):
            return False
    return True


def _confirmed(fixed: str, ahead: list[str]) -> bool:
    return not ahead or any(_between(fixed, a) is not None for a in ahead)


def _repairs(prev: str, printed: str) -> list[str]:
    """Readings of a misprinted subrule, changing one part of it: the rule, or the letter."""
    section, rule, letter = _parts(prev)
    p_section, p_rule, p_letter = _parts(printed)
    if rule is None or p_letter is None or p_section != section:
        return []
    stem = f"{section:03d}.{rule}"
    following = letter_after(letter) if letter else "a"
    return [stem + p_letter] + ([stem + following] if following and p_rule == rule else [])


def _between(prev: str, target: str) -> list[str] | None:
    """Numbers missing between two consecutive starts, or None if target cannot follow prev."""
    if sort_key(target) <= sort_key(prev):
        return None
    missing: list[str] = []
    current = prev
    while True:
        following = _step(current, target)
        if following is None:
            return None
        current = following
        if current == target:
            return missing
        missing.append(current)
        if len(missing) > _MAX_GAP:
            return None


def _step(current: str, target: str) -> str | None:
    """The smallest number after current on the way to target (subrules may not exist)."""
    section, rule, letter = _parts(current)
    t_section, t_rule, _ = _parts(target)
    if section != t_section:
        return f"{section + 1:03d}"
    if rule is None:
        return f"{section:03d}.1"
    if rule != t_rule:
        return f"{section:03d}.{rule + 1}"
    following = letter_after(letter) if letter else "a"
    return f"{section:03d}.{rule}{following}" if following else None


def _parts(rule_id: str) -> tuple[int, int | None, str | None]:
    m = RULE_ID.match(rule_id)
    if not m:
        raise ValueError(f"not a rule number: {rule_id!r}")
    return int(m["section"]), int(m["rule"]) if m["rule"] else None, m["letter"]


def _section(rule_id: str) -> str:
    return rule_id.split(".")[0]


# --- turning each start's text into a record -------------------------------------------------


def _toc_titles(prelude: str) -> dict[str, str]:
    text = " ".join(prelude.split())
    return {m[1]: m[2].strip() for m in _TOC_ENTRY.finditer(text)}


def _bodies(raw: str, starts: list[_Start]) -> list[str]:
    ends = [s.begin for s in starts[1:]] + [len(raw)]
    return [raw[s.end : end] for s, end in zip(starts, ends, strict=False)]  # none if no starts


def _rule_body(rid: str, body: str) -> tuple[Entry, list[_Issue]]:
    """Text and examples of one rule, plus the paragraphs in it that lost their own number."""
    blocks = _blocks(body)
    texts: list[str] = []
    examples: list[str] = []
    for block in blocks:
        head, *more = (part.strip() for part in _EXAMPLE.split(_join_lines(block)))
        texts += [head] if head else []
        examples += more
    orphans = [
        _Issue(
            AnomalyKind.ORPHAN,
            rid,
            f"Fragmento sin número de regla («{_join_lines(block)[:60]}…») conservado con la "
            f"regla {rid}.",
        )
        for block in blocks[1:]
    ]
    return (" ".join(texts), examples), orphans


def _blocks(body: str) -> list[list[str]]:
    """The rule's own lines, then one block per paragraph that lost its number."""
    blocks: list[list[str]] = [[]]
    for line in (raw_line.strip() for raw_line in body.split("\n")):
        if not line:
            continue
        prev = blocks[-1][-1] if blocks[-1] else ""
        if prev.endswith(_SENTENCE_END) and line[0].isupper() and not line.startswith("Ejemplo:"):
            blocks.append([])
        blocks[-1].append(line)
    return blocks


def _join_lines(lines: list[str]) -> str:
    out = ""
    for line in (raw_line.strip() for raw_line in lines):
        if not out or not line:
            out += line
        elif re.search(r"[^\W\d_]-$", out) and line[:1].islower():
            word = out.rsplit(" ", 1)[-1]
            # "recur-/sos" was one word cut in two; "entra-al-/campo" is a hyphenated compound.
            out = out + line if word.count("-") > 1 else out[:-1] + line
        elif out.endswith(("—", "/")):
            out += line
        else:
            out += " " + line
    return " ".join(out.split())


def _missing_parents(
    entries: dict[str, Entry], issues: list[_Issue], toc: dict[str, str]
) -> list[_Issue]:
    """Sections or rules the text lacks although it has their subrules (unseen by the walk)."""
    ancestors: set[str] = set()
    for rid in entries:
        while (parent := parent_of(rid)) is not None:
            ancestors.add(parent)
            rid = parent
    reported = {i.id for i in issues if i.kind == AnomalyKind.GAP}
    missing = sorted(ancestors - entries.keys() - reported, key=sort_key)
    return [_gap(rid, toc, "el texto trae sus subreglas") for rid in missing]


def _records(entries: dict[str, Entry], titles: dict[str, str], ctx: SourceContext) -> list[Rule]:
    ids = sorted(entries, key=sort_key)
    children: dict[str, list[str]] = {rid: [] for rid in ids}
    for rid in ids:
        if (parent := parent_of(rid)) in children:
            children[parent].append(rid)
    records = []
    for rid in ids:
        text, examples = entries[rid]
        records.append(
            Rule(
                id=rid,
                edition=ctx.edition,
                language=ctx.language,
                title=titles[_section(rid)],
                text=text,
                examples=tuple(examples),
                parent=parent_of(rid),
                children=tuple(children[rid]),
                refs=tuple(find_references(" ".join([text, *examples]))),
                source=ctx.source,
                link=ctx.link,
            )
        )
    return records
