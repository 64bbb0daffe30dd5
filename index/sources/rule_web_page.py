"""One rule copied from a Spanish rules web page, with its subrules printed without numbers.

The page reads: a title line "Regla 303.4 · Encantamientos", the rule text, "Subreglas" and one
paragraph per subrule, then "Otras reglas de este apartado" followed by navigation and an
advert. Subrules get their letters from their order (a, b, c, ... without "l" and "o"); the
letters are inferred, so the result says so in an anomaly.
"""

from __future__ import annotations

import re

from index.models import Anomaly, AnomalyKind, ParseResult, Rule
from index.numbers import SUBRULE_LETTERS, find_references, parent_of
from index.sources import SourceContext

_TITLE = re.compile(r"^Regla\s+(?P<id>\d{3}\.\d{1,3})\.?\s*[·•|:\-–—]\s*(?P<title>\S.*)$")
_SUBRULES_MARK = "Subreglas"
_END_MARK = "Otras reglas de este apartado"
_EXAMPLE = re.compile(r"^Ejemplo:")


def parse(raw: str, ctx: SourceContext) -> ParseResult:
    paragraphs = _paragraphs(raw)
    if not paragraphs or not (title := _TITLE.match(paragraphs[0])):
        raise ValueError(f"{ctx.source}: no empieza con una línea «Regla NNN.N · Título»")
    rule_id, section_title = title["id"], title["title"].strip()
    body = paragraphs[1:]
    anomalies: list[Anomaly] = []
    if _END_MARK in body:
        end = body.index(_END_MARK)
        if body[end + 1 :]:
            anomalies.append(
                _anomaly(
                    ctx,
                    AnomalyKind.SKIPPED,
                    rule_id,
                    f"Se descarta lo que sigue a «{_END_MARK}» (navegación y "
                    "publicidad de la página, no es texto de reglas).",
                )
            )
        body = body[:end]
    if _SUBRULES_MARK in body:
        split = body.index(_SUBRULES_MARK)
        own, subrule_paragraphs = body[:split], body[split + 1 :]
    else:
        own, subrule_paragraphs = body, []

    rule_text, rule_examples = _text_and_examples(own)
    subrules = _group_subrules(subrule_paragraphs)
    if len(subrules) > len(SUBRULE_LETTERS):
        raise ValueError(f"{ctx.source}: {len(subrules)} subreglas, más de las letras posibles")
    ids = [rule_id + letter for letter in SUBRULE_LETTERS[: len(subrules)]]
    if ids:
        anomalies.append(
            _anomaly(
                ctx,
                AnomalyKind.REPAIRED,
                rule_id,
                f"La página no numera las subreglas: se numeran por orden como "
                f"{ids[0]}–{ids[-1]} ({len(ids)}, sin «l» ni «o»).",
            )
        )

    def make(
        id_: str, text: str, examples: list[str], parent: str | None, children: tuple[str, ...] = ()
    ) -> Rule:
        refs = [r for r in find_references("\n".join([text, *examples])) if r != id_]
        return Rule(
            id=id_,
            edition=ctx.edition,
            language=ctx.language,
            title=section_title,
            text=text,
            examples=tuple(examples),
            parent=parent,
            children=children,
            refs=tuple(refs),
            source=ctx.source,
            link=ctx.link,
        )

    records = [make(rule_id, rule_text, rule_examples, parent_of(rule_id), tuple(ids))]
    records += [make(i, text, ex, rule_id) for i, (text, ex) in zip(ids, subrules, strict=True)]
    return ParseResult(records=records, anomalies=anomalies)


def _paragraphs(raw: str) -> list[str]:
    return [line.strip() for line in raw.splitlines() if line.strip()]


def _text_and_examples(paragraphs: list[str]) -> tuple[str, list[str]]:
    text = [p for p in paragraphs if not _EXAMPLE.match(p)]
    examples = [p for p in paragraphs if _EXAMPLE.match(p)]
    return "\n".join(text), examples


def _group_subrules(paragraphs: list[str]) -> list[tuple[str, list[str]]]:
    """One subrule per paragraph; an "Ejemplo:" paragraph belongs to the subrule before it."""
    subrules: list[tuple[str, list[str]]] = []
    for p in paragraphs:
        if _EXAMPLE.match(p) and subrules:
            subrules[-1][1].append(p)
        else:
            subrules.append((p, []))
    return subrules


def _anomaly(ctx: SourceContext, kind: AnomalyKind, rule_id: str, detail: str) -> Anomaly:
    return Anomaly(edition=ctx.edition, source=ctx.source, kind=kind, id=rule_id, detail=detail)
