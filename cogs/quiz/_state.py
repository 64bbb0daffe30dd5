"""A quiz round written into its buttons' custom_ids, so a restart does not lose it (pure).

Everything needed to carry on from a button fits in under 100 characters: who started the
round, its mode, how many questions, where it is, the owner's score, how many questions the
timer closed, when the current phase ends, and which questions it asks. A new round's
questions come back from its seed (QuestionBank.round is deterministic); a review keeps the key
of the question on screen, and the rest of the review is what is due when it resumes.
A group's scores are not here (there can be many players): the messages show them.

    n i 5 2 1 0 : <owner> : <nonce> : <deadline> : <topic><level>    a new round
    r i 5 2 1 0 : <owner> : <nonce> : <deadline> : <question key>     a review
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from bot.quiz import Mode
from cogs._ui.requests import DIGITS, from36, to36

TOPICS = ("", "reglas", "palabrasclave", "clase", "escenarios")  # "": todos. Append only.
LEVELS = ("basico", "intermedio", "avanzado")
MODES = {Mode.SOLO: "i", Mode.GROUP: "g"}

_STATE = re.compile(
    r"(?P<kind>[nr])(?P<mode>[ig])(?P<count>[0-9a-z])(?P<position>[0-9a-z])(?P<score>[0-9a-z])"
    r"(?P<unanswered>[0-9a-z]):(?P<owner>[0-9a-z]{1,13}):(?P<nonce>[0-9a-z]{1,8}):"
    r"(?P<deadline>[0-9a-z]{1,8}):(?P<spec>[\w:.-]{1,60})"
)


@dataclass(frozen=True)
class RoundState:
    review: bool
    mode: Mode
    owner: int
    nonce: int  # a new round's seed; any number for a review: with the owner, the round's id
    count: int
    position: int
    score: int  # the owner's right answers so far (solo rounds)
    unanswered: int  # questions the timer closed
    deadline: int  # Unix time at which the current question (or the wait for Siguiente) ends
    spec: str  # topic and level codes (new round) or the current question's key (review)

    @property
    def round_id(self) -> str:
        return f"{to36(self.owner)}.{to36(self.nonce)}"

    @property
    def topic(self) -> str | None:
        return TOPICS[DIGITS.index(self.spec[0])] or None

    @property
    def level(self) -> str:
        return LEVELS[DIGITS.index(self.spec[1])]

    def may_play(self, user_id: int) -> bool:
        """QuizSession.may_play's rule, answerable before the session is at hand."""
        return self.mode is Mode.GROUP or user_id == self.owner

    def at(self, **changes: int) -> RoundState:
        return replace(self, **changes)  # type: ignore[arg-type]

    def encode(self) -> str:
        numbers = (self.count, self.position, self.score, self.unanswered)
        return (
            f"{'r' if self.review else 'n'}{MODES[self.mode]}"
            + "".join(DIGITS[n] for n in numbers)
            + f":{to36(self.owner)}:{to36(self.nonce)}:{to36(self.deadline)}:{self.spec}"
        )

    @staticmethod
    def decode(text: str) -> RoundState:
        """ValueError for anything no version of the bot wrote."""
        m = _STATE.fullmatch(text)
        if m is None:
            raise ValueError("not a round state")
        count, position, score, unanswered = (
            DIGITS.index(m[k]) for k in ("count", "position", "score", "unanswered")
        )
        if not (count >= 1 and position < count and score <= count and unanswered <= count):
            raise ValueError("round numbers out of range")
        state = RoundState(
            review=m["kind"] == "r",
            mode=Mode.GROUP if m["mode"] == "g" else Mode.SOLO,
            owner=from36(m["owner"]),
            nonce=from36(m["nonce"]),
            count=count,
            position=position,
            score=score,
            unanswered=unanswered,
            deadline=from36(m["deadline"]),
            spec=m["spec"],
        )
        if not state.review:
            if len(state.spec) != 2 or state.spec[0] not in DIGITS[: len(TOPICS)]:
                raise ValueError("unknown topic")
            if state.spec[1] not in DIGITS[: len(LEVELS)]:
                raise ValueError("unknown level")
        return state


def spec_of(topic: str | None, level: str | None) -> str:
    """The topic and level codes of a new round (both already checked by the service)."""
    topic_code = DIGITS[TOPICS.index(topic if topic and topic != "todos" else "")]
    return topic_code + DIGITS[LEVELS.index(level or "basico")]
