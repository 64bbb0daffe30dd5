"""Backup N (702.165a): "When this creature enters, put N +1/+1 counters on target creature.
If that's another creature, it also gains the non-backup abilities of this creature printed
below this one until end of turn."

The card's lines below the backup line are written into the ability as the engine's language
says them: keyword lines as "It gains flying until end of turn.", any other ability in quotes
("It gains "Whenever this creature attacks, …" until end of turn.", 613.1f: "this creature" is
then the creature that has it). Every instruction after the counters acts only if the target is
not the creature with backup (``not_source``). An ability below it that the language does not
read leaves the backup line unread, as the card's own line is.
"""

from __future__ import annotations

from collections.abc import Callable

from ..abilities import Ability
from .keyword_meanings import keyword_clause
from .recipients import Refs

BACKUP = "backup"  # the kind of the line (cards.py), read by ``backup_ability``
_NUMBER = {1: "a +1/+1 counter", 2: "two +1/+1 counters", 3: "three +1/+1 counters"}


def backup_text(n: int, below: list[str], keyword_line: Callable[[str], object]) -> str | None:
    """The ability's text in the engine's words, with the abilities printed ``below``; None
    when one of them is a keyword read from its rule, which the language cannot grant."""
    counters = _NUMBER.get(n, f"{n} +1/+1 counters")
    text = f"When this creature enters, put {counters} on target creature."
    for line in below:
        meant = keyword_clause(line.split(",")[0])
        if meant is not None and meant.meaning.keyword == "Backup":
            continue  # 702.165a: only the non-backup abilities
        if meant is not None:
            return None
        if keyword_line(line) is not None:
            text += f" It gains {line.rstrip('.').lower()} until end of turn."
        else:
            text += f' It gains "{line.rstrip(".")}." until end of turn.'
    return text


def backup_ability(text: str, refs: Refs, parse: Callable[[str, str, Refs], Ability]) -> Ability:
    """The triggered ability, its instructions after the first only for another creature."""
    got = parse("triggered", text, refs)
    effects = [got.effects[0]] + [
        e.model_copy(update={"not_source": True}) for e in got.effects[1:]
    ]
    return got.model_copy(update={"effects": effects})
