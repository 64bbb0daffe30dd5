"""Several words "target" in one list: "Destroy target nonblack creature and target land",
"Return target creature you control and target creature you don't control to their owners'
hands", "Exile target creature and target land".

Each instance of the word "target" is a target of its own, with what it asks for (115.3: the
same object may be chosen once for each word, when it fits each), checked on its own as the
spell resolves (608.2b: a target is illegal only for the parts of the effect it is illegal for;
the spell does nothing only when every target of every word is illegal). So the instruction
is read as one effect a word, in the order written, each with its target, its filter, how many
it takes and whether it may take none: the first is returned, the others wait in
``refs.split`` for the reader of the whole text (``parse_effects``) to add after it. Where no
reader collects them (``refs.split`` is None) the words stay one effect, as before.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..effects import Effect
from .recipients import Refs
from .words import Words

_PER_WORD = ("targets", "target_filter", "unchosen_target", "up_to_one", "target_count")


def split_words(
    refs: Refs,
    words: Words,
    data: dict[str, Any],
    build: Callable[[Refs, Words, dict[str, Any]], Effect],
) -> Effect:
    """The effect of the first word of ``data["target_words"]``; the later words' effects go
    to ``refs.split``."""
    each = data.pop("target_words")
    if refs.split is None:
        return build(refs, words, data)
    shared = {k: v for k, v in data.items() if k not in _PER_WORD}
    made = [build(refs, words, shared | {k: w[k] for k in _PER_WORD if k in w}) for w in each]
    refs.split.extend(made[1:])
    return made[0]


def take_split(refs: Refs) -> list[Effect]:
    """The effects of the later words read since the last call (emptied)."""
    if not refs.split:
        return []
    out = list(refs.split)
    refs.split.clear()
    return out
