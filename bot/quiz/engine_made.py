"""What an engine question kind hands back, and the small Spanish helpers the kinds share."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.engine import Outcome
from bot.text.engine_steps import step_text


@dataclass(frozen=True)
class Made:
    """One engine question before its options are shuffled.

    ``outcome`` is the engine run that decides the answer: its steps are the explanation and
    its rules the citations. ``distractors`` are either the final wrong options (``ranked``
    false: a square of facts, every object of a stack) or candidates, best first, among which
    the question keeps those that give the answer a drawn length rank. ``notes`` say, from the
    engine's own run of an option, why it is wrong; ``rules`` are the rules that run cites.
    """

    prompt: str
    answer: str
    distractors: list[str]
    outcome: Outcome
    scenario: str  # the deciding run, in the engine's scenario language
    ranked: bool = False
    notes: dict[str, str] = field(default_factory=dict)
    rules: dict[str, list[str]] = field(default_factory=dict)


def names(items: list[str]) -> str:
    """«A», «B» y «C»."""
    quoted = [f"«{n}»" for n in items]
    return quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " y " + quoted[-1]


def last_reason(outcome: Outcome) -> str:
    """The engine's own sentence for a verdict: its last explained step that cites a rule."""
    for step in reversed(outcome.steps):
        if step.rules:
            return step_text(step)
    return step_text(outcome.steps[-1]) if outcome.steps else ""
