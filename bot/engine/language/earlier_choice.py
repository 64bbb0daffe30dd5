"""What an earlier instruction of the same text chose, and the words that refer back to it
("that creature", "it", "that player"; "those creatures", "they" after a group), which
``recipients`` reads like any other recipient: the one reader of these words. ``anaphora``
says how a reading remembers the choice (608.2c, 608.2h)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

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
# What refers back to a group the instruction just before acted on ("Put a +1/+1 counter on
# each creature you control. Those creatures gain vigilance"): the same group, found again as
# the later instruction applies (608.2h), never a target.
_THOSE = ("those creatures", "they", "esas criaturas", "ellas")
_PLURAL = ("them", "those creatures", "those permanents", "esas criaturas", "they", "ellas")


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
    up_to: bool = False  # an "up to one" target (115.6): the later effect may act on none
    # The group the instruction just before acted on, if it acted on a group only.
    group: tuple[Filter, ...] = ()
    # Earlier instructions chose targets through more than one word "target" ("Target
    # creature gets +3/+3, up to one other target creature gets +2/+2"): "those creatures"
    # would be all of them, not only the last choice, so it is left unread (target_words.py).
    several: bool = False

    def chose(self) -> bool:
        return bool(self.targets or self.objects or self.unchosen)

    def referred_by(self, words: Words) -> Literal["choice", "group"] | None:
        """Read a word that refers back to this choice (``choice``) or to the group the
        instruction before acted on (``group``); None, nothing read, otherwise."""
        if self.group and words.accept(*_THOSE):
            return "group"
        if not self.chose():
            return None
        if self.several and words.at(*_PLURAL):
            return None
        if self.player:
            if not words.at(*_THAT_PLAYER) or words.peek(2) in ("controls", "controla"):
                return None  # "that player controls": a group, read elsewhere
            return "choice" if words.accept(*_THAT_PLAYER) else None
        return "choice" if words.accept(*_THAT_OBJECT) else None

    def distance(self) -> int:
        """How many places after the earlier effect the one being read goes (it is next)."""
        return len(self.effects) - self.at
