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
    # Lines that cannot change this answer (a spell's effect, when it asks whether it may be
    # cast now): neither read nor needed.
    set_aside: list[str] = Field(default_factory=list)
    # Keyword lines (or clauses) read as the rule of 702 that defines them says: line -> rule.
    keywords: dict[str, str] = Field(default_factory=dict)


class Step(BaseModel):
    """One thing the engine did or did not do, as data: its ``kind`` (a key of the wording
    tables in ``bot/text/engine_steps``), its ``args`` (objects as ``ref`` dicts, players by
    name, numbers, nested phrases as ``{"kind": …}`` dicts) and the rules that decide it."""

    kind: str
    args: dict[str, Any] = Field(default_factory=dict)
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
    reason: dict[str, Any]  # a phrase: why it left (worded by bot/text/engine_steps)
    rules: list[str]
    power: int | None = None
    toughness: int | None = None
    plus_counters: int = 0
    minus_counters: int = 0
    # Where it went ("graveyard", "exile", or "game": it left the game with its owner, 800.4a)
    # and whose zone that is: a card goes to its owner's graveyard, not its controller's (400.3).
    to: str = "graveyard"
    owner: str | None = None
    # It came back to the battlefield afterwards (exiled "until", 610.3; a linked return,
    # 607.2a; undying): it left, and is not where ``to`` says at the end (came_back.py).
    back: bool = False


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
    tapped: bool = False  # 110.5


# The verdicts (FinalState.verdict's kinds).
CAN_PLAY = "verdict.can_play"
CANNOT_PLAY = "verdict.cannot_play"
ILLEGAL_DECLARATION = "verdict.illegal_declaration"


class FinalState(BaseModel):
    kind: str = ""
    players: list[PlayerSummary] = Field(default_factory=list)
    died: list[Death] = Field(default_factory=list)
    permanents: list[PermanentSummary] = Field(default_factory=list)
    damage: list[DamageRecord] = Field(default_factory=list)
    # The answer to a yes/no question, as a phrase: {"kind": CAN_PLAY} (worded by bot/text).
    verdict: dict[str, Any] | None = None
    # timing: the total mana the card costs to cast now (601.2f), when it can be cast.
    cost: int | None = None
    stack: list[str] = Field(default_factory=list)
    resolution_order: list[str] = Field(default_factory=list)
    # What is still on the stack when the answer ends (the game ended first), top first.
    unresolved: list[str] = Field(default_factory=list)
    # Whether the answer is about the board (players, what died, what remains).
    board: bool = False

    @property
    def playable(self) -> bool | None:
        """The timing question's answer: can the card be played now (None: not asked)."""
        kind = (self.verdict or {}).get("kind")
        return True if kind == CAN_PLAY else False if kind == CANNOT_PLAY else None


class ClaimCheck(BaseModel):
    """A claim of a told message checked against the run (claims.py): its words, whether the
    run bears it out, what the run says (a phrase worded by bot/text) and the rules."""

    claim: str
    holds: bool
    found: dict[str, Any]
    rules: tuple[str, ...]


class Outcome(BaseModel):
    steps: list[Step]
    final: FinalState
    rules: list[str]
    # What happened in the end, before the steps of a long explanation: phrases (summary.py).
    summary: list[dict[str, Any]] = Field(default_factory=list)
    # The Comprehensive Rules edition whose numbering every cited rule follows.
    edition: str = Field(default_factory=lambda: cited_edition().id)
    # The real cards the scenario named: what was read of each and what was not.
    cards: list[ScenarioCard] = Field(default_factory=list)
    # A scenario told as players tell it: the line of the scenario language it was read as,
    # shown before the answer so the teller can correct it (None: typed in the language).
    told: str | None = None
    # What the told message claims about the outcome, checked against the run (claims.py).
    claims: list[ClaimCheck] = Field(default_factory=list)
    # The told message's questions the reader did not read (language/told/unanswered.py): the
    # play was run and is shown, never as their answer; the answer says so first.
    unanswered: list[str] = Field(default_factory=list)
    # (card, words): what the teller said a card does, after its name (the card's own text
    # decides: language/told/after_name.py), or, with no card, what a play was for ("para q
    # sea 4/4": the run says what happens). Set aside unread and said before the run.
    set_aside: list[tuple[str, str]] = Field(default_factory=list)
    # The teller's reasoning told with the play ("como tiene más criaturas le da igual"): no
    # fact of the game; set apart, named as not read (language/told/reasons.py).
    reasons: list[str] = Field(default_factory=list)
    # Questions of the message answered from a card's text ("¿quién busca la tierra?": the
    # subject of its instruction; language/told/who_acts.py), as sentences to show.
    answers: list[str] = Field(default_factory=list)

    @property
    def complete(self) -> bool:
        """Whether the engine read every line of text of every card taking part. Only then is
        the result a fact; otherwise it holds only if the unread text changes nothing."""
        return not any(card.unread for card in self.cards)

    def unread(self) -> list[tuple[str, str]]:
        """(card as shown, text) for each line or clause the engine did not read."""
        return [(card.shown, line) for card in self.cards for line in card.unread]


class Trace:
    """Collects steps while a rule runs; kept apart from models so rules stay functions."""

    def __init__(self) -> None:
        self.steps: list[Step] = []
        self.deaths: list[Death] = []
        self.damage: list[DamageRecord] = []
        self.events: list[GameEvent] = []
        self.batch = 0  # numbers each event in which permanents leave the battlefield
        # Each player's life at the last state-based-action check (or the start): a life
        # that went down and stayed above 0 is told as 704.5a not applying.
        self.life_seen: dict[str, int] = {}

    def add(self, kind: str, *rules: str, **args: Any) -> None:
        """Record a step: ``kind`` names its wording, ``args`` fill it (never a sentence)."""
        unknown = [r for r in rules if r not in CONCEPTS]
        if unknown:  # the same check as Step's validator, without validating every step
            raise ValueError(f"rule ids not in citations registry: {unknown}")
        step = Step.model_construct(kind=kind, args=args, rules=list(dict.fromkeys(rules)))
        if self.steps and _same(self.steps[-1], step):
            return  # the same thing told twice in a row is told once
        self.steps.append(step)

    def cited(self) -> list[str]:
        return ordered_unique(r for s in self.steps for r in s.rules)


def _same(a: Step, b: Step) -> bool:
    return a.kind == b.kind and a.args == b.args and a.rules == b.rules


def phrase(kind: str, **args: Any) -> dict[str, Any]:
    """A part of a step worded by the same tables (a reason, a change): data, not text."""
    return {"kind": kind, **args}
