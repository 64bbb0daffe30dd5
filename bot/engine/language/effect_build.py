"""Two helpers every part of the effect grammar shares: an effect's data checked into the
effect vocabulary (a Spanish error naming the part when it does not fit), and a count as
written ("2", "dos", "two", "X")."""

from __future__ import annotations

from typing import Any

from pydantic import TypeAdapter, ValidationError

from ..effects import Effect
from ..scenario import explain_errors
from .recipients import Refs
from .target_words import split_words
from .words import NUMBER_WORDS, Words

_EFFECT = TypeAdapter(Effect)


def build(refs: Refs, words: Words, data: dict[str, Any]) -> Effect:
    if "target_words" in data:  # "target creature and target land": one effect a word
        return split_words(refs, words, data, build)
    try:
        return _EFFECT.validate_python(data)
    except ValidationError as exc:
        raise refs.error(words, "el efecto (" + explain_errors(exc) + ")") from exc


def number(words: Words, refs: Refs) -> int | None:
    word = words.peek()
    if word.isdigit():
        words.take()
        return int(word)
    if word in NUMBER_WORDS:
        words.take()
        return NUMBER_WORDS[word]
    if word == "x":
        words.take()
        if refs.x is None:
            raise refs.error(
                words,
                "cuánto vale X (escribe X=2 junto al nombre: «Terremoto "
                "X=2: X daños a cada criatura sin volar»)",
            )
        return refs.x
    return None
