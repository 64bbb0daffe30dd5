"""The answers the services define, as front ends receive and render them: a card, a search
whose question named cards, a card name to choose, a suggestion for what is being typed.

Renderers (bot/text, the cogs' embeds, the terminal) import these from here, never the facade
that produces them, and this module imports nothing heavy (no card client, no search index): a
renderer loads only the shapes it draws. The answers of the domain itself are imported from
their own homes: LookupResult (index.answers), questions and results (bot.quiz), stored records
(bot.storage.records).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict, Field

from bot.cards.models import Card, Ruling
from index.lookups.answers import LookupResult

if TYPE_CHECKING:
    from bot.engine import Outcome

SOURCE = "Scryfall (scryfall.com)"


class KeywordLink(BaseModel):
    """A keyword printed on a card and where the rules say what it does."""

    model_config = ConfigDict(frozen=True)

    name: str  # as Scryfall lists it (English)
    spanish: str | None = None  # as printed on Spanish cards
    rule: str | None = None  # 702.19, 701.22, 207.2c (an ability word)
    kind: Literal["keyword", "action", "ability_word", "unknown"] = "unknown"

    @property
    def command(self) -> str | None:
        """The /palabraclave that explains it (ability words have no rules of their own)."""
        if self.kind in ("keyword", "action"):
            return f"/palabraclave {(self.spanish or self.name).lower()}"
        return None


class CardAnswer(BaseModel):
    """One card as shown by /carta and `juez carta` (``--json`` prints this)."""

    query: str
    card: Card
    keywords: list[KeywordLink] = Field(default_factory=list)
    rulings_asked: bool = False
    rulings: list[Ruling] | None = None  # None: not asked, or could not be fetched (notes)
    fetched_at: dt.datetime
    stale: bool = False  # older than the age limit: Scryfall could not be asked
    notes: list[str] = Field(default_factory=list)  # Spanish
    source: str = SOURCE

    def to_json_dict(self) -> dict[str, object]:
        data = self.model_dump(mode="json")
        data["legalities"] = {fmt: status for fmt, status in self.card.legal_in()}
        return data


class CardChoice(BaseModel):
    model_config = ConfigDict(frozen=True)

    name: str  # shown ("Elfos de Llanowar (Llanowar Elves)")
    value: str  # sent back when chosen (the English name)


class QuestionRuling(BaseModel):
    """A bundled ruling of a card the question names that answers it (index.cards.rulings):
    its text as published (English), its date, the rule it concerns and whether that rule
    changed since (then the ruling may no longer hold: a judge checks it)."""

    model_config = ConfigDict(frozen=True)

    card: str  # English name
    card_es: str | None = None
    date: str  # YYYY-MM-DD
    text: str
    rule: str | None = None  # the rule in force it concerns
    changed: bool = False  # that rule changed since the ruling's time


Answer = Literal["yes", "no"]
# What the question asks, as far as a yes or no goes (None: what happens, answered by the
# result). The words are the chat's ("se muere?", "sobrevive?", "muero?"), folded.
Asked = Literal["death", "survival", "player", "play"]


class QuestionVerdict:
    """The engine's answer to a question it read whole: the run itself (steps with their
    rules, final state, the line it was read as) and the yes or no it gives, if any.

    A plain class, not a model: the answer models hold it without importing the engine."""

    __slots__ = ("answer", "asked", "outcome", "reading")

    def __init__(
        self, outcome: Outcome, asked: Asked | None, answer: Answer | None, reading: str
    ) -> None:
        self.outcome = outcome
        self.asked = asked  # what kind of yes/no the question asks (None: what happens)
        self.answer = answer  # None: the result answers, not a yes or a no
        self.reading = reading  # the scenario line a judge can correct and run with /escenario

    @property
    def complete(self) -> bool:
        return self.outcome.complete


class CardSearch(BaseModel):
    """A rules search for a question that names cards: the rules, and the cards beside them.

    ``result.cards`` says what each named card does (its kinds, with their rules) and
    ``result.meetings`` how they meet; ``cards`` are the same cards as /carta shows them.
    ``verdict``: the rules engine's answer when the question tells a situation it read whole
    (bot.services.verdicts), shown before the rules; ``engine_note`` says why there is none
    when a situation was read but not whole."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    result: LookupResult
    cards: list[Card] = Field(default_factory=list)
    unknown: list[str] = Field(default_factory=list)  # names read as cards, found nowhere
    # The named cards' bundled rulings that answer the question, best first (at most 3).
    rulings: list[QuestionRuling] = Field(default_factory=list)
    verdict: QuestionVerdict | None = None
    engine_note: str | None = None  # Spanish

    def to_json_dict(self) -> dict[str, object]:
        """The search's own JSON (with ``cards``: each named card, its text and kinds, and
        ``meetings``), each card adding ``card`` as `juez carta --json` gives it;
        ``unknown_cards`` when names read as cards were found nowhere; ``rulings``, the
        cards' rulings that answer the question; ``engine_note`` when a situation was read but
        not whole. The engine's ``verdict`` is added by bot.text.verdicts.search_json (words
        of the engine: a renderer's)."""
        data = self.result.to_json_dict()
        shown = {card.name: card for card in self.cards}
        named = data.get("cards")
        if isinstance(named, list):
            for entry in named:
                card = shown.get(entry.get("name", "")) if isinstance(entry, dict) else None
                if card is not None:
                    entry["card"] = card.model_dump(mode="json")
        if self.unknown:
            data["unknown_cards"] = list(self.unknown)
        if self.rulings:
            data["rulings"] = [r.model_dump(mode="json") for r in self.rulings]
        if self.engine_note and not (self.verdict and self.verdict.complete):
            data["engine_note"] = self.engine_note
        return data


@dataclass(frozen=True)
class Suggestion:
    name: str  # what the user sees, at most 100 characters
    value: str  # what the command receives
