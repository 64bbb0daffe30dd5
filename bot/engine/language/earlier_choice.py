"""What an earlier instruction of the same text chose, and the words that refer back to it
("that creature", "it", "that player"): read by ``recipients`` like any other recipient.
``anaphora`` says how a reading remembers the choice (608.2c)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..effects import Effect
    from .recipients import Recipients, Refs
    from .words import Words

# What refers back to an object; "it" is also the source's own pronoun ("When this creature
# dies, return it"), which it stays when no earlier instruction chose anything.
_THAT_OBJECT = (
    "that creature",
    "that permanent",
    "that artifact",
    "that enchantment",
    "that land",
    "that planeswalker",
    "it",
    "them",
    "those creatures",
    "those permanents",
    "esa criatura",
    "ese permanente",
    "ese artefacto",
    "esa tierra",
    "esas criaturas",
)
_THAT_PLAYER = ("that player", "ese jugador")


@dataclass(frozen=True)
class Earlier:
    """What an earlier effect of the text chose, and where: ``at`` counts in ``effects``, the
    effects of the current reading (negative: read before it, in a sentence of its own)."""

    chose: Recipients
    at: int
    player: bool  # a player was chosen (then "that player" refers to it, "it" does not)
    effects: list[Effect] = field(default_factory=list, compare=False)


def refer_back(words: Words, refs: Refs, out: Recipients) -> bool:
    """Read a referring word into ``out`` when an earlier effect chose what it names; False,
    nothing read, otherwise."""
    earlier = refs.earlier
    if not isinstance(earlier, Earlier):
        return False
    if earlier.player:
        if not words.at(*_THAT_PLAYER) or words.peek(2) in ("controls", "controla"):
            return False  # "that player controls": a group, read elsewhere
        words.accept(*_THAT_PLAYER)
    elif not words.accept(*_THAT_OBJECT):
        return False
    out.targets += earlier.chose.targets
    out.objects += earlier.chose.objects
    out.target_filter = earlier.chose.target_filter
    out.unchosen = earlier.chose.unchosen
    # The effect being read goes next in ``effects``: this many places after the earlier.
    out.same_as = len(earlier.effects) - earlier.at
    return True
