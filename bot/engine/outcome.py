"""What the engine answers: explained steps, the final state and every rule it cited."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, Field, field_validator

from .citations import CONCEPTS, cited_edition, ordered_unique

if TYPE_CHECKING:
    from .events import GameEvent


class ScenarioCard(BaseModel):
    """A card of the card data the scenario names: what the engine took from it and what of its
    text it could not read (said in the answer, never guessed)."""

    shown: str
    card: str  # English Oracle name
    type_line: str = ""
    mana_value: int = 0
    read: list[str] = Field(default_factory=list)
    unread: list[str] = Field(default_factory=list)


class Step(BaseModel):
    text: str
    rules: list[str] = Field(default_factory=list)

    @field_validator("rules")
    @classmethod
    def _only_registered(cls, rules: list[str]) -> list[str]:
        # An unregistered number would escape the citation test against the rules file.
        unknown = [r for r in rules if r not in CONCEPTS]
        if unknown:
            raise ValueError(f"rule ids not in citations registry: {unknown}")
        return list(dict.fromkeys(rules))


class Death(BaseModel):
    id: str
    name: str
    reason: str
    rules: list[str]
    power: int | None = None
    toughness: int | None = None
    plus_counters: int = 0
    minus_counters: int = 0


class DamageRecord(BaseModel):
    step: int
    source: str
    target: str
    assigned: int
    prevented: int
    dealt: int


class PlayerSummary(BaseModel):
    name: str
    life: int
    poison: int
    lost: bool
    library: int | None = None
    hand: int = 0


class PermanentSummary(BaseModel):
    id: str
    name: str
    controller: str
    power: int | None
    toughness: int | None
    damage: int
    plus_counters: int
    minus_counters: int
    loyalty: int | None
    types: list[str] = Field(default_factory=list)
    keywords: list[str] = Field(default_factory=list)


class FinalState(BaseModel):
    kind: str = ""
    players: list[PlayerSummary] = Field(default_factory=list)
    died: list[Death] = Field(default_factory=list)
    permanents: list[PermanentSummary] = Field(default_factory=list)
    damage: list[DamageRecord] = Field(default_factory=list)
    verdict: str | None = None
    stack: list[str] = Field(default_factory=list)
    resolution_order: list[str] = Field(default_factory=list)
    # Whether the answer is about the board (players, what died, what remains).
    board: bool = False


class Outcome(BaseModel):
    steps: list[Step]
    final: FinalState
    rules: list[str]
    # A few sentences before the steps of a long explanation: what happened in the end.
    summary: list[str] = Field(default_factory=list)
    # The Comprehensive Rules edition whose numbering every cited rule follows.
    edition: str = Field(default_factory=lambda: cited_edition().id)
    # The real cards the scenario named: what was read of each and what was not.
    cards: list[ScenarioCard] = Field(default_factory=list)

    def to_json_dict(self) -> dict[str, Any]:
        return {
            "summary": list(self.summary),
            "steps": [{"text": s.text, "rules": list(s.rules)} for s in self.steps],
            "final": self.final.model_dump(mode="json"),
            "rules": list(self.rules),
            "edition": self.edition,
            "cards": [card.model_dump(mode="json") for card in self.cards],
        }


class Trace:
    """Collects steps while a rule runs; kept apart from models so rules stay functions."""

    def __init__(self) -> None:
        self.steps: list[Step] = []
        self.deaths: list[Death] = []
        self.damage: list[DamageRecord] = []
        self.events: list[GameEvent] = []
        self.batch = 0  # numbers each event in which permanents leave the battlefield

    def add(self, text: str, *rules: str) -> None:
        unknown = [r for r in rules if r not in CONCEPTS]
        if unknown:  # the same check as Step's validator, without validating every step
            raise ValueError(f"rule ids not in citations registry: {unknown}")
        self.steps.append(Step.model_construct(text=text, rules=list(dict.fromkeys(rules))))

    def cited(self) -> list[str]:
        return ordered_unique(r for s in self.steps for r in s.rules)
