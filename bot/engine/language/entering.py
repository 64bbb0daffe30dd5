"""What a card's text says it enters the battlefield with: "This creature enters with two +1/+1
counters on it", "~ enters with X +1/+1 counters on it" (614.1c: a replacement effect, applied
as the permanent enters).

Only the counters the engine keeps (+1/+1 and -1/-1, 122.1a) are read: other kinds (charge,
oil, shield…) matter to text the engine does not read, so their lines stay unread. A condition
("if it was kicked", "for each …") leaves the line unread too: the regular expression takes the
whole sentence or nothing.

A card on the battlefield of a scenario entered it: unless the description writes its counters,
it has those it entered with, and the answer says so (a step of its own). With X, how many is
not written on the card (107.3m: it was the spell's X), so the description must say it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..errors import ScenarioError
from .words import NUMBER_WORDS

_WHO = r"(?:This (?:creature|artifact|land|enchantment|permanent|Vehicle)|~)"
_ENTERS_WITH = re.compile(
    _WHO + r" enters with (an?|one|two|three|four|five|six|seven|eight|nine|ten|\d+|X) "
    r"([+-]1/[+-]1) counters? on it\.$"
)


@dataclass(frozen=True)
class EnteringCounters:
    """The counters a permanent enters with (614.1c); ``amount`` None: X, chosen as it was cast."""

    counter: str  # "+1/+1" or "-1/-1"
    amount: int | None

    @property
    def plus(self) -> int:
        return (self.amount or 0) if self.counter == "+1/+1" else 0

    @property
    def minus(self) -> int:
        return (self.amount or 0) if self.counter == "-1/-1" else 0


def entering_counters(line: str, names: set[str]) -> EnteringCounters | None:
    """The line as counters the permanent enters with; None when it says anything else."""
    for name in names:
        if name:
            line = line.replace(name, "~")
    found = _ENTERS_WITH.match(line)
    if found is None or found[2] not in ("+1/+1", "-1/-1"):
        return None
    word = found[1].lower()
    amount = None if word == "x" else int(word) if word.isdigit() else NUMBER_WORDS.get(word, 1)
    return EnteringCounters(found[2], amount)


def starting_counters(
    entering: EnteringCounters | None, plus: int, minus: int, shown: str
) -> tuple[int, int, bool]:
    """The counters a card described on the battlefield has: as written, or, when the
    description writes none, those it entered with; the flag says they came from its text."""
    if entering is None or plus or minus:
        return plus, minus, False
    if entering.amount is None:
        raise ScenarioError(
            f"«{shown}» entra con X contadores {entering.counter} (regla 614.1c) y X es la del "
            "hechizo que se lanzó (regla 107.3m): escribe cuántos tiene.",
            fragment=shown,
            example=f'"{shown} contadores:{entering.counter} x3"',
        )
    return entering.plus, entering.minus, True
