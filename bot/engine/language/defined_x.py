"""An X the text itself defines (107.3c), and an amount "equal to" a count of the game:

    Create X 2/2 white Cat creature tokens, where X is your life total.
    Put X +1/+1 counters on target creature, where X is your life total.
    Target creature gets -X/-X until end of turn, where X is the number of Zombies you control.
    You gain X life and draw X cards, where X is the number of lands you control.
    Chandra deals damage to target creature equal to the number of Mountains you control.
    You gain life equal to the number of creatures you control.
    robas X cartas, donde X es la cantidad de tierras que controlas

Nobody chooses such an X (107.3c): it is what the count is when the effect applies, read once
then (608.2h), as a "for each" amount is (bot/engine/per_count.py). What may be counted is
what a characteristic-defining ability counts (counts.py). The rest of the text is read with a
stand-in X, and every X it read becomes "1 for each counted": an X the engine cannot count that
way (the power of a token, a mana value) leaves the line unread, never guessed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..effects import Count, Effect
from .counts import count

if TYPE_CHECKING:
    from .recipients import Refs

# A value no card prints: what the rest of the text reads where it says X.
_STAND_IN = 7919
_COUNTED = ("amount", "count", "power", "toughness")  # the fields a count may multiply
_WHERE = re.compile(r",? (?:where X is|donde X es) (?P<what>[^.;]+?)(?P<end>\.|;|$)", re.IGNORECASE)
_X = re.compile(r"\bX\b")
# "equal to <count>" said where a number goes: the number becomes X, defined by the count.
_DAMAGE_TO = r"deals X damage to \g<to>."
_EQUAL = (
    # "deals damage equal to <count> to <what>" / "deals damage to <what> equal to <count>"
    (re.compile(r"\bdeals? damage equal to (?P<what>.+?) to (?P<to>[^.]+)\."), _DAMAGE_TO),
    (re.compile(r"\bdeals? damage to (?P<to>.+?) equal to (?P<what>[^.]+)\."), _DAMAGE_TO),
    (re.compile(r"\b(?P<verb>gains?|loses?) life equal to (?P<what>[^.]+)\."), r"\g<verb> X life."),
    (re.compile(r"\b(?P<verb>draws?) cards equal to (?P<what>[^.]+)\."), r"\g<verb> X cards."),
)

Parse = Callable[[str, "Refs"], list[Effect]]


def defined_x(text: str, refs: Refs, parse: Parse) -> list[Effect] | None:
    """The effects of ``text`` when it defines X by a count the engine reads; None when it
    does not (the text is read as written, and an X in it is the caster's, 107.3a)."""
    if refs.x is not None:  # an X already announced ([−X], {X}): that one is X
        return None
    found = _defined(text) or _equal_to(text)
    if found is None:
        return None
    rest, counted = found
    effects = parse(rest, replace(refs, x=_STAND_IN))
    return [_counted(e, counted, refs, text) for e in effects]


def _defined(text: str) -> tuple[str, Count] | None:
    where = _WHERE.search(text)
    if where is None:
        return None
    counted = count(where["what"], text)
    if counted is None:
        return None
    rest = text[: where.start()] + where["end"] + text[where.end() :]
    return rest.strip(), counted


def _equal_to(text: str) -> tuple[str, Count] | None:
    if _X.search(text):
        return None
    for pattern, into in _EQUAL:
        found = pattern.search(text)
        if found is None:
            continue
        counted = count(found["what"], text)
        if counted is None:
            return None
        return text[: found.start()] + found.expand(into) + text[found.end() :], counted
    return None


def _counted(effect: Effect, counted: Count, refs: Refs, text: str) -> Effect:
    """The effect with each stand-in X made "1 for each counted" (its ``per``)."""
    update: dict[str, Any] = {}
    for name in _COUNTED:
        value = getattr(effect, name, None)
        if isinstance(value, int) and abs(value) == _STAND_IN:
            update[name] = value // _STAND_IN
    if update and "per" in type(effect).model_fields:
        update["per"] = counted
        effect = effect.model_copy(update=update)
    if str(_STAND_IN) in effect.model_dump_json():  # an X it cannot count that way
        from .words import Words

        raise refs.error(Words.of(text), "cuánto vale X (solo una cantidad que se cuenta)")
    return effect
