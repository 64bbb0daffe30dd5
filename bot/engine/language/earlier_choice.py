"""What an earlier instruction of the same text chose, and the words that refer back to it
("that creature", "it", "that player"), which ``recipients`` reads like any other recipient.
``anaphora`` says how a reading remembers the choice (608.2c)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..effects import Effect
    from ..selectors import Filter
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

    targets: tuple[str, ...]
    objects: tuple[str, ...]
    target_filter: Filter | None
    unchosen: bool  # a target still to be chosen (an ability's text, a card read alone)
    at: int
    player: bool  # a player was chosen (then "that player" refers to it, "it" does not)
    effects: list[Effect] = field(default_factory=list, compare=False)

    def referred_by(self, words: Words) -> bool:
        """Read a word that refers back to this choice; False, nothing read, otherwise."""
        if self.player:
            if not words.at(*_THAT_PLAYER) or words.peek(2) in ("controls", "controla"):
                return False  # "that player controls": a group, read elsewhere
            return bool(words.accept(*_THAT_PLAYER))
        return bool(words.accept(*_THAT_OBJECT))

    def distance(self) -> int:
        """How many places after the earlier effect the one being read goes (it is next)."""
        return len(self.effects) - self.at
