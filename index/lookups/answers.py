"""What a lookup returns: the public JSON contract of `juez ... --json` and the service.

``LookupResult`` is serialised as ``{"query", "results": [...], "message"}``; each result has
at least ``id, kind, edition, language, title, text, score``. Renderers (console, Discord) read
these models and nothing else.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, Field

from index.models import Edition, Keyword, Kind, Language, Record


# Empty defaults made by Python functions, not by ``list`` and ``dict`` themselves: pydantic
# reads each factory's signature when a model is built, and a builtin's signature is parsed
# from text (0.3 to 0.5 ms more each, the fourteen fields here 4 to 7 ms of every cold
# `juez buscar`, measured); a function's is read at once. The same empty values.
def _empty_list() -> list[Any]:
    return []


def _empty_dict() -> dict[str, Any]:
    return {}


class Hit(BaseModel):
    id: str
    kind: Kind
    edition: str
    edition_label: str  # "Magic: The Gathering Comprehensive Rules (en, 16/01/2026)"
    language: Language
    title: str
    text: str
    score: float
    examples: list[str] = Field(default_factory=_empty_list)
    notes: list[str] = Field(default_factory=_empty_list)
    snippet: str | None = None  # text with matched words in **bold** (full-text search only)
    parent: str | None = None
    children: list[str] = Field(default_factory=_empty_list)
    refs: list[str] = Field(default_factory=_empty_list)
    source: str  # bundled file, relative to index/data
    link: str | None = None
    other_editions: list[str] = Field(default_factory=_empty_list)  # the same rule, not shown
    role: str = "match"  # match | subrule | parent | rule_text (a keyword's rule) | in_force
    # -- editions (rules only; see index.editions) -------------------------------------------
    # The number of this rule in the edition in force (None: it no longer exists), and how it
    # changed between the oldest edition and the one in force: same, reworded, renumbered,
    # renumbered_reworded, removed or new. ``parent``, ``children`` and ``refs`` are numbers
    # in force too; ``refs_then`` maps each number as printed in an older text to today's.
    current_id: str | None = None
    status: str | None = None
    edition_year: int | None = None
    edition_note: str | None = None  # Spanish: what this text is ("Traducción de 2019, …")
    other_numbers: dict[str, str] = Field(default_factory=_empty_dict)  # edition -> number there
    refs_then: dict[str, str | None] = Field(default_factory=_empty_dict)
    # A keyword's judge material that no longer holds, and why (Spanish, one line each).
    outdated: list[str] = Field(default_factory=_empty_list)


class CardKind(BaseModel):
    """One thing a named card's text does (index.cards.kinds), with the rules that govern it."""

    label: str  # Spanish: "efecto de reemplazo", "capa 4: cambio de tipo"
    rules: list[str] = Field(default_factory=_empty_list)


class NamedCard(BaseModel):
    """A card the question names, as the bundled card data knows it."""

    typed: str  # the words of the question that name it
    name: str  # English Oracle name
    name_es: str | None = None  # printed Spanish name
    mana_cost: str = ""
    type_line: str = ""
    oracle_text: str = ""
    stats: str | None = None  # "2/2" or "Lealtad 3" (the front face's)
    kinds: list[CardKind] = Field(default_factory=_empty_list)


class CardMeeting(BaseModel):
    """Two named cards whose kinds the rules treat together (index.cards.interactions)."""

    label: str  # Spanish: "dos efectos de reemplazo sobre un evento"
    rules: list[str]
    cards: list[str]


class LookupResult(BaseModel):
    query: str
    results: list[Hit] = Field(default_factory=_empty_list)
    # The cards the question names (a search), what they do and how they meet: the answer
    # shows them above the rules.
    cards: list[NamedCard] = Field(default_factory=_empty_list)
    meetings: list[CardMeeting] = Field(default_factory=_empty_list)
    message: str | None = None  # why results are empty, or a note (edition fallback...)
    # the nearest ids or names when nothing matched
    suggestions: list[str] = Field(default_factory=_empty_list)
    search: bool = False  # results ranked by full-text search (not a direct lookup)

    @property
    def as_list(self) -> bool:
        """Shown as a ranked list of snippets; a direct lookup or a single hit is shown whole."""
        return self.search and len(self.results) > 1

    def to_json_dict(self) -> dict[str, object]:
        return self.model_dump(mode="json")


@functools.lru_cache(maxsize=64)
def _label(edition: Edition) -> str:
    return edition.label


def make_hit(
    record: Record,
    editions: Mapping[str, Edition],
    *,
    score: float = 1.0,
    role: str = "match",
    snippet: str | None = None,
    other_editions: list[str] | None = None,
    **more: Any,
) -> Hit:
    """A record as an answer, labelled with its edition. ``more``: other fields of Hit (the
    edition fields of a rule, index.editions.notes), which replace what the record says."""
    edition = editions[record.edition]
    fields: dict[str, Any] = dict(
        id=record.id,
        kind=record.kind,
        edition=record.edition,
        edition_label=_label(edition),
        language=record.language,
        title=record.title,
        text=record.text,
        score=round(score, 4),
        examples=list(record.examples),
        notes=list(record.notes) if isinstance(record, Keyword) else [],
        snippet=snippet,
        parent=record.parent,
        children=list(record.children),
        refs=list(record.refs),
        source=record.source,
        link=record.link,
        other_editions=other_editions or [],
        role=role,
        edition_year=edition.date.year if edition.date else None,
    )
    fields.update(more)
    return Hit(**fields)
