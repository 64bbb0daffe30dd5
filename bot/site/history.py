"""What a rule in force was in every other edition: its translations and its history.

All of it is the alignment's (index.editions): which older rule is the same rule, under what
number, whether its words changed, and the word diff between the two texts. This module only
gathers it per rule in force, in the order a page shows it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from index.corpus import Corpus
from index.editions.catalog import Alignment
from index.editions.diff import Piece, changed, word_diff
from index.editions.links import LinkStatus
from index.models import Edition, Rule


@dataclass(frozen=True)
class Translation:
    """The rule in another language: its edition, its number there, whether it still holds."""

    edition: Edition
    rule: Rule
    holds: bool


@dataclass(frozen=True)
class Past:
    """The rule in an older edition of the language in force (or where it was not)."""

    edition: Edition
    number: str | None  # None: the older edition did not have it
    status: LinkStatus
    diff: list[Piece] = field(default_factory=list)  # empty when the words are the same
    merged: tuple[str, ...] = ()  # older rules of that edition folded into this one


@dataclass(frozen=True)
class RuleStory:
    translations: list[Translation]
    past: list[Past]

    @property
    def changed(self) -> bool:
        return any(p.status is not LinkStatus.SAME or p.merged for p in self.past)


def story(rule: Rule, corpus: Corpus, alignment: Alignment) -> RuleStory:
    """The translations and history of ``rule``, a rule of the edition in force."""
    versions = alignment.versions(rule.id)
    translations = []
    past = []
    for edition_id, number in versions.items():
        if edition_id == alignment.current:
            continue
        edition = corpus.editions[edition_id]
        then = corpus.rule(number, edition_id)
        if then is None:
            continue
        if edition.language is not corpus.current_edition.language:
            translations.append(
                Translation(edition, then, alignment.still_holds(edition_id, number))
            )
            continue
        link = alignment.link(edition_id, number)
        status = link.status if link is not None else LinkStatus.SAME
        pieces = word_diff(then.text, rule.text)
        merged = tuple(m.old for m in alignment.merged_into(edition_id, rule.id) if m.old)
        past.append(Past(edition, number, status, pieces if changed(pieces) else [], merged))
    for edition_id in alignment.older:
        if edition_id not in versions:
            merged = tuple(m.old for m in alignment.merged_into(edition_id, rule.id) if m.old)
            past.append(Past(corpus.editions[edition_id], None, LinkStatus.NEW, merged=merged))
    return RuleStory(translations, past)
