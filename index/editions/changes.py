"""What changed between the oldest edition and the one in force: `juez cambios`, `/cambios`.

    changes(corpus, alignment, "103")      # the section: its renumbering, rewordings, new rules
    changes(corpus, alignment, "110.4")    # a rule and its subrules, with word diffs
    changes(corpus, alignment, None)       # counts by section

A number is read as the number in force; one the rules in force do not have is read as the
older edition's (a rule that moved or went away). The answer is data (``ChangeReport``, also
the `--json` output); bot.text.changes renders it for the terminal and Discord.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from pydantic import BaseModel, Field

from index import numbers
from index.editions.diff import Piece, word_diff
from index.editions.links import Link, LinkStatus
from index.query_kind import classify

if TYPE_CHECKING:
    from index.corpus import Corpus
    from index.editions.catalog import Alignment

EXAMPLE = (
    "103 (una sección), 110.4 (una regla), arrollar (una palabra clave) o nada para el "
    "resumen por secciones"
)


class RuleChange(BaseModel):
    """One rule between two editions: its numbers, its status and, when reworded, the diff."""

    old_id: str | None
    new_id: str | None
    status: LinkStatus
    similarity: float
    doubts: list[str] = Field(default_factory=list)
    merged: bool = False  # one of several older rules onto this rule in force
    title: str = ""
    old_text: str | None = None
    new_text: str | None = None
    diff: list[Piece] = Field(default_factory=list)  # reworded rules only


class SectionCount(BaseModel):
    section: str
    title: str
    counts: dict[LinkStatus, int]


class ChangeReport(BaseModel):
    query: str
    scope: str  # "rule", "section" or "summary"
    old_edition: str
    new_edition: str
    old_label: str
    new_label: str
    title: str = ""  # of the rule or section asked
    counts: dict[LinkStatus, int] = Field(default_factory=dict)
    changes: list[RuleChange] = Field(default_factory=list)
    sections: list[SectionCount] = Field(default_factory=list)
    message: str | None = None
    suggestions: list[str] = Field(default_factory=list)
    understood: bool = True  # False: the query is neither a rule, a section nor a name

    def to_json_dict(self) -> dict[str, object]:
        return self.model_dump(mode="json")


def _key(link: Link) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """Order of the rules in force; a removed rule where its older number would be."""
    new = numbers.sort_key(link.new) if link.new else None
    old = numbers.sort_key(link.old) if link.old else None
    first = new or old
    assert first is not None
    return first, old or first


def _section_of(link: Link) -> str:
    return (link.new or link.old or "")[:3]


class Changes:
    """The changes between one older edition and the edition in force."""

    def __init__(self, corpus: Corpus, alignment: Alignment, old: str | None = None) -> None:
        self.corpus = corpus
        self.alignment = alignment
        self.old = old or alignment.oldest or alignment.current
        self.new = alignment.current
        self.links = alignment.links_of(self.old)

    def _report(self, query: str, scope: str, **fields: object) -> ChangeReport:
        editions = self.corpus.editions
        return ChangeReport(
            query=query,
            scope=scope,
            old_edition=self.old,
            new_edition=self.new,
            old_label=editions[self.old].label,
            new_label=editions[self.new].label,
            **fields,
        )

    def _title(self, number: str, edition: str) -> str:
        rule = self.corpus.rule(number, edition)
        return rule.title if rule else ""

    def change(self, link: Link) -> RuleChange:
        old = self.corpus.rule(link.old, self.old) if link.old else None
        new = self.corpus.rule(link.new, self.new) if link.new else None
        reworded = link.status in (LinkStatus.REWORDED, LinkStatus.RENUMBERED_REWORDED)
        shown = new or old
        old_text = (old.text or old.title) if old else None
        new_text = (new.text or new.title) if new else None
        return RuleChange(
            old_id=link.old,
            new_id=link.new,
            status=link.status,
            similarity=round(link.similarity, 3),
            doubts=[d.value for d in link.doubts],
            merged=link.merged,
            title=shown.title if shown else "",
            old_text=old_text,
            new_text=new_text,
            diff=word_diff(old_text or "", new_text or "") if reworded else [],
        )

    def report(self, query: str | None, *, summary: bool = False) -> ChangeReport:
        text = (query or "").strip()
        if not text:
            return self.summary("")
        read = classify(text)
        parsed = read.number if read.is_rule else None
        if parsed is None or parsed.last:
            return self._report(
                text,
                "rule",
                message=f"«{text[:60]}» no es una regla, una sección ni el nombre de una "
                f"palabra clave o del glosario. Ejemplo: {EXAMPLE}.",
                understood=False,
            )
        number = parsed.first
        if "." not in number:
            picked = [
                lk for lk in self.links if _section_of(lk) == number or (lk.old or "")[:3] == number
            ]
            title = self._title(number, self.new) or self._title(number, self.old)
            scope = "section"
        else:
            picked, title = self._family(number)
            scope = "rule"
        if not picked:
            return self._report(
                text,
                scope,
                message=f"La regla {number} no existe ni en {self.old} ni en {self.new}. "
                f"Ejemplo: {EXAMPLE}.",
            )
        picked.sort(key=_key)
        counts = Counter(lk.status for lk in picked)
        fields: dict[str, object] = {
            "title": title,
            "counts": {s: counts.get(s, 0) for s in LinkStatus},
        }
        if summary:
            return self._report(text, scope, **fields)
        # A section lists what changed; a rule shows its whole family.
        shown = picked if scope == "rule" else [lk for lk in picked if lk.status != "same"]
        return self._report(text, scope, changes=[self.change(lk) for lk in shown], **fields)

    def _family(self, number: str) -> tuple[list[Link], str]:
        """The rule and its subrules: as numbered in force, else as numbered before."""

        def family_of(rule_id: str | None) -> bool:
            return rule_id is not None and (
                rule_id == number or numbers.parent_of(rule_id) == number
            )

        if self.corpus.rule(number, self.new) is not None:
            old_number = self.alignment.old_number(self.old, number)
            picked = [
                lk
                for lk in self.links
                if family_of(lk.new)
                or (lk.new is None and old_number and lk.old is not None
                    and (lk.old == old_number or numbers.parent_of(lk.old) == old_number))
            ]  # fmt: skip
            return picked, self._title(number, self.new)
        picked = [lk for lk in self.links if family_of(lk.old)]
        return picked, self._title(number, self.old)

    def summary(self, query: str) -> ChangeReport:
        by_section: dict[str, Counter[LinkStatus]] = {}
        for link in self.links:
            by_section.setdefault(_section_of(link), Counter())[link.status] += 1
        sections = [
            SectionCount(
                section=s,
                title=self._title(s, self.new) or self._title(s, self.old),
                counts={st: c.get(st, 0) for st in LinkStatus},
            )
            for s, c in sorted(by_section.items())
        ]
        total = Counter(link.status for link in self.links)
        return self._report(
            query,
            "summary",
            counts={s: total.get(s, 0) for s in LinkStatus},
            sections=sections,
        )


def changes(
    corpus: Corpus, alignment: Alignment, query: str | None, *, summary: bool = False
) -> ChangeReport:
    return Changes(corpus, alignment).report(query, summary=summary)
