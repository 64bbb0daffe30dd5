"""Two sentences about a player as a whole (bot/engine/extra_turns.py runs them):

    Take an extra turn after this one.                       (500.7; "you", the controller)
    Target player takes an extra turn after this one.
    tomas un turno adicional después de este
    Target player's life total becomes 1.                    (119.5)
    Your life total becomes 10.      tu total de vidas pasa a ser 10

The player is read as any other recipient ("target opponent", "each player"); the amount is a
number as written ("1", "ten"). Anything more in the sentence ("for each coin that comes up
heads", "that player skips their next untap step") is left to the rest of the grammar, which
leaves the line unread when it does not know it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..effects import Effect
from .effect_build import build
from .recipients import Recipients, recipients
from .words import NUMBER_WORDS, Words

if TYPE_CHECKING:
    from .recipients import Refs

_EXTRA = re.compile(
    r"^(?:(?P<who>.+?) )?(?:takes?|tomas?|juegas?) (?:an|un) "
    r"(?:extra turn|turno (?:adicional|extra)) (?:after this one|despues de este)"
)
_LIFE = re.compile(
    r"^(?:(?P<your>your|tu)|(?P<who>.+?)(?:'s| de| del)) (?:life total|total de vidas) "
    r"(?:becomes|pasa a ser|se convierte en) (?P<n>\w+)"
)
_YOU = ("you", "tu", "", None)


def turn_or_life(words: Words, refs: Refs) -> Effect | None:
    """The effect when the words from here are one of the two sentences; None otherwise."""
    rest = " ".join(words.low[words.i :])
    sentence = rest.split(" . ", 1)[0]
    extra = _EXTRA.match(sentence)
    life = _LIFE.match(sentence) if extra is None else None
    found = extra or life
    if found is None:
        return None
    who = _player(found["who"], refs)
    if who is None:
        return None
    data: dict[str, object] = {"type": "extra_turn"}
    if life is not None:
        amount = life["n"]
        value = int(amount) if amount.isdigit() else NUMBER_WORDS.get(amount)
        if value is None:
            return None
        data = {"type": "set_life", "life": value}
    effect = build(refs, words, {**data, **who.fields()})
    words.i += len(found[0].split())
    words.accept(".")
    return effect


def _player(said: str | None, refs: Refs) -> Recipients | None:
    """Who: nothing said (or "you") is the controller; else a player the grammar reads."""
    if said in _YOU:
        return Recipients()
    words = Words.of(said or "")
    who = recipients(words, refs)
    if not words.done() or who.empty():
        return None
    players = [f for f in who.each if f.kind != "player"]
    if players or (who.target_filter is not None and who.target_filter.kind != "player"):
        return None  # a permanent takes no turn and has no life total
    return who
