"""What changed between two editions of one tournament policy document (MTR, IPG or JAR):
the sections added, removed and changed, each changed one with the first sentence that differs.

Sections are matched by id ("mtr-2.12"), as the documents number them; their texts are compared
with the layout of the PDF extraction taken out (line breaks, runs of spaces, bare page-number
lines), so a section only counts as changed when its words did.

    changes = policy_changes(corpus, "mtr-2024-05-13", "mtr-2025-02-03")
    changes.changed[0].section        # "mtr-2.12"
"""

from __future__ import annotations

import difflib
import re

from pydantic import BaseModel

from index.corpus import Corpus
from index.models import PolicySection

_PAGE_NUMBER = re.compile(r"^\s*\d{1,3}\s*$", re.M)
_SPACE = re.compile(r"\s+")
_SENTENCE_END = re.compile(r"(?<=[.!?;:])\s+")
CLIP = 240  # a quoted sentence longer than this is cut (the whole section is one command away)


class SectionChange(BaseModel):
    section: str  # "mtr-2.12"
    number: str  # "2.12"
    title: str
    before: str = ""  # the first sentence of the older text that the newer does not keep
    after: str = ""  # the sentence the newer text has in its place


class PolicyChanges(BaseModel):
    older: str  # edition ids, older first by date
    newer: str
    added: list[SectionChange] = []
    removed: list[SectionChange] = []
    changed: list[SectionChange] = []

    @property
    def count(self) -> int:
        return len(self.added) + len(self.removed) + len(self.changed)


def _words(text: str) -> str:
    return _SPACE.sub(" ", _PAGE_NUMBER.sub(" ", text)).strip()


def _clip(sentence: str) -> str:
    return sentence if len(sentence) <= CLIP else sentence[: CLIP - 1].rstrip() + "…"


def _first_difference(before: str, after: str) -> tuple[str, str]:
    old, new = _SENTENCE_END.split(before), _SENTENCE_END.split(after)
    matcher = difflib.SequenceMatcher(a=old, b=new, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "equal":
            return _clip(" ".join(old[i1:i2])), _clip(" ".join(new[j1:j2]))
    return "", ""


def _sections(corpus: Corpus, edition: str) -> dict[str, PolicySection]:
    records = corpus.records
    return {r.id: r for r in records if isinstance(r, PolicySection) and r.edition == edition}


def _entry(record: PolicySection) -> SectionChange:
    return SectionChange(section=record.id, number=record.number, title=record.title)


def policy_changes(corpus: Corpus, one: str, other: str) -> PolicyChanges:
    """The changes from the older of editions ``one`` and ``other`` to the newer (by date)."""
    first, second = corpus.editions[one], corpus.editions[other]
    older, newer = (one, other) if (first.date, one) <= (second.date, other) else (other, one)
    before, after = _sections(corpus, older), _sections(corpus, newer)
    changes = PolicyChanges(older=older, newer=newer)
    for sid, record in after.items():
        if sid not in before:
            changes.added.append(_entry(record))
            continue
        old_text, new_text = _words(before[sid].text), _words(record.text)
        if old_text != new_text:
            was, now = _first_difference(old_text, new_text)
            changes.changed.append(_entry(record).model_copy(update={"before": was, "after": now}))
    changes.removed = [_entry(r) for sid, r in before.items() if sid not in after]
    return changes
