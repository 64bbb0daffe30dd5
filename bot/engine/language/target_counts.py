"""One word "target" with a count: "Tap up to two target creatures", "two target creatures",
"one or two target creatures", "any number of target creatures", "each of up to two target
creatures", "hasta dos criaturas objetivo Oso y Lobo".

115.3 and 601.2c: one instance of the word "target" may ask for several targets; the player
announces how many (within what the text allows) and then which, and the same object or player
can't be chosen twice for that one word. "Up to" lets zero be chosen (115.6). The targets are
read like a single target (its kind, its qualities, whose it is: ``recipients._target``), and
the names written after the phrase are the targets chosen, in order. The effect keeps how many
it may take (``target_count``) so that whoever fills the targets of an ability's text later
(target_slots.py, trigger_targets.py) takes that many.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ..errors import ScenarioError
from .words import NUMBER_WORDS, Words


class TargetCountError(ScenarioError):
    """The targets written for one counted word "target" are not a choice the player could
    make (115.3, 601.2c): said to the user, never read as an unread line."""


# What may lead the count ("each of up to two target creatures": each one of them).
_EACH_OF = ("each of", "cada una de", "cada uno de", "a cada una de", "a cada uno de")
_UP_TO = ("up to", "hasta")
_ANY_NUMBER = ("any number of", "cualquier cantidad de", "cualquier numero de")
_ONE_OR_MORE = ("one or more", "una o mas", "uno o mas")
_ONE_OR_TWO = ("one or two", "una o dos", "uno o dos")
_ONE_TO_THREE = (
    "one , two , or three",
    "one , two or three",
    "uno , dos o tres",
    "una , dos o tres",
)
_TARGET = ("target", "other target", "objetivo")
# After a plural subject, "each" before its verb: "Up to two target creatures each get +1/+1".
_EACH_VERB = ("get", "gain", "become", "deal", "can't", "cant", "fight")
COUNT_EXAMPLE = 'hechizo:"Frost Breath: Oso, Lobo"'


def _count(words: Words) -> tuple[int, int | None] | None:
    """The count before "target" (least, most); None, nothing read, when there is none."""
    mark = words.i
    if words.accept(*_ANY_NUMBER):
        return 0, None
    if words.accept(*_ONE_OR_MORE):
        return 1, None
    if words.accept(*_ONE_OR_TWO):
        return 1, 2
    if words.accept(*_ONE_TO_THREE):
        return 1, 3
    up_to = bool(words.accept(*_UP_TO))
    word = words.peek()
    most = int(word) if word.isdigit() else NUMBER_WORDS.get(word)
    # "up to one target" is read by recipients._up_to_one; "up to one other target" here.
    if most is None or most < 1 or (most == 1 and (not up_to or words.peek(1) != "other")):
        words.i = mark
        return None
    words.take()
    return (0 if up_to else most), most


# recipients.target_phrase: the rest of a target phrase read into the recipients.
ReadPhrase = Callable[..., bool]


def counted_target(words: Words, refs: Any, out: Any, target_phrase: ReadPhrase) -> bool:
    """Read a counted target phrase into ``out`` (a ``Recipients``; ``refs`` its ``Refs``,
    passed in by recipients.py, which calls this); False (nothing read) when there is none
    here (a single "target …" and "up to one target …" are read by ``recipients``)."""
    mark = words.i
    words.accept(*_EACH_OF)
    count = _count(words)
    if count is None:
        words.i = mark
        return False
    least, most = count
    other = bool(words.accept("other", "otra", "otras", "otro", "otros"))
    # "each of up to two targets": each is "any target" (115.4); "hasta dos criaturas
    # objetivo": the noun goes first.
    spanish = not words.accept("targets", "objetivos") and not words.at(*_TARGET)
    if not spanish:
        other = bool(words.accept("other")) or other
        words.accept("target")
    had = len(out.targets)
    if not target_phrase(words, refs, out, many=True, spanish=spanish):
        words.i = mark
        return False
    chosen = out.targets[had:]
    if other and out.target_filter is not None:
        out.target_filter = out.target_filter.model_copy(update={"other": True})
    if other and refs.source is None:  # a spell's "other target": not one chosen before
        _not_chosen_before(words, refs, chosen, out.targets[:had])
    _check(words, refs, chosen, least, most)
    out.count = (least, most)
    out.up_to = out.up_to or least == 0
    out.words[-1].count, out.words[-1].up_to = (least, most), least == 0
    if words.at("each") and words.peek(1).startswith(_EACH_VERB):
        words.take()
    return True


def _check(words: Words, refs: Any, chosen: list[str], least: int, most: int | None) -> None:
    """115.3: one word "target" never takes the same object twice; 601.2c: as many as the
    text allows. Not checked for a text whose targets are still to be chosen."""
    if not chosen:
        return
    text = words.text.strip()
    twice = sorted({t for t in chosen if chosen.count(t) > 1})
    if twice:
        shown = refs.kinds_of[twice[0]][0] if twice[0] in refs.kinds_of else twice[0]
        raise TargetCountError(
            f"En {refs.where}, «{shown}» está elegido dos veces para una sola palabra "
            f"«target»: «{text}». El mismo objeto o jugador no se puede elegir dos veces para "
            "un mismo «target» (reglas 115.3 y 601.2c); nombra objetivos distintos.",
            fragment=text,
            example=COUNT_EXAMPLE,
        )
    if len(chosen) < least or (most is not None and len(chosen) > most):
        wanted = (
            f"exactamente {most}"
            if least == most
            else f"entre {least} y {most}"
            if most is not None
            else f"al menos {least}"
        )
        raise TargetCountError(
            f"En {refs.where} se eligen {len(chosen)} objetivos y el texto pide {wanted}: "
            f"«{text}» (regla 601.2c: el número de objetivos es el que permite el texto).",
            fragment=text,
            example=COUNT_EXAMPLE,
        )


_BEFORE = re.compile(
    r"\b(?:(any number of)|(one or more)|(one or two)|(?:up to )?(\w+))(?: other)? $",
    re.IGNORECASE,
)


def names_counted(match: re.Match[str], left: int) -> int:
    """How many of the ``left`` names written after a spell's card go to the target phrase
    ``match`` ("target creatures") when a count leads it ("up to two target creatures": the
    next two; "any number of target creatures": all of them); 1 without a count."""
    before = _BEFORE.search(match.string[: match.start()])
    if before is None:
        return 1
    if before[1] or before[2]:
        return left
    if before[3]:
        return 2
    word = before[4].lower()
    most = int(word) if word.isdigit() else NUMBER_WORDS.get(word, 1)
    return max(most, 1)


def _not_chosen_before(words: Words, refs: Any, chosen: list[str], also: list[str]) -> None:
    """ "Target creature gets +3/+3, up to one other target creature gets +2/+2": in a spell,
    "other" means none of the targets its text chose before (601.2c)."""
    earlier = refs.earlier
    before = set(also) | {t for e in (earlier.effects if earlier else []) for t in e.targets}
    again = [t for t in chosen if t in before]
    if again:
        shown = refs.kinds_of[again[0]][0] if again[0] in refs.kinds_of else again[0]
        text = words.text.strip()
        raise TargetCountError(
            f"En {refs.where}, «{shown}» ya es objetivo de una palabra «target» anterior y el "
            f"texto pide otro («other target»): «{text}» (regla 601.2c).",
            fragment=text,
            example=COUNT_EXAMPLE,
        )
