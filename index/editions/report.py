"""`juez indice alineacion`: how each edition lines up with the rules in force, as data.

Counts per link status, and every doubtful link (low similarity, several rules onto one, a
close second candidate) with both texts, for a person to check.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import BaseModel, Field

from index import numbers
from index.editions.links import LinkStatus

if TYPE_CHECKING:
    from index.corpus import Corpus
    from index.editions.catalog import Alignment

EXCERPT = 160


class DoubtfulLink(BaseModel):
    old_id: str | None
    new_id: str | None
    status: LinkStatus
    similarity: float
    doubts: list[str]
    runner_up: str | None = None
    old_text: str = ""
    new_text: str = ""


class EditionAlignment(BaseModel):
    edition: str
    label: str
    inherits_from: str | None = None  # a translation uses its original's links
    counts: dict[LinkStatus, int]
    doubtful: list[DoubtfulLink] = Field(default_factory=list)


class AlignmentReport(BaseModel):
    current: str
    current_label: str
    editions: list[EditionAlignment]

    def to_json_dict(self) -> dict[str, object]:
        return self.model_dump(mode="json")


def _excerpt(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= EXCERPT else text[: EXCERPT - 1].rstrip() + "…"


def alignment_report(corpus: Corpus, alignment: Alignment) -> AlignmentReport:
    editions = []
    current = alignment.current
    for edition in [*alignment.older, *sorted(alignment.twins)]:
        original = alignment.original_of(edition)
        links = alignment.links_of(edition)  # a translation: only the rules it has
        counts = {s: 0 for s in LinkStatus}
        for link in links:
            counts[link.status] += 1
        doubtful = []
        for link in links:
            if not link.doubtful:
                continue
            old = corpus.rule(link.old, edition) if link.old else None
            new = corpus.rule(link.new, current) if link.new else None
            doubtful.append(
                DoubtfulLink(
                    old_id=link.old,
                    new_id=link.new,
                    status=link.status,
                    similarity=round(link.similarity, 3),
                    doubts=[d.value for d in link.doubts],
                    runner_up=link.runner_up,
                    old_text=_excerpt(old.text or old.title) if old else "",
                    new_text=_excerpt(new.text or new.title) if new else "",
                )
            )
        doubtful.sort(key=lambda d: numbers.sort_key(d.old_id or d.new_id or "100"))
        editions.append(
            EditionAlignment(
                edition=edition,
                label=corpus.editions[edition].label,
                inherits_from=original if original != edition else None,
                counts=counts,
                doubtful=doubtful,
            )
        )
    return AlignmentReport(
        current=current, current_label=corpus.editions[current].label, editions=editions
    )
