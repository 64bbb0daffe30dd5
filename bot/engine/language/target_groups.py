"""A group of permanents named by the player a sentence targets (115.1, 608.2b):

    Destroy all lands target player controls.                                  (Ajani Vengeant)
    Gain control of all creatures target opponent controls.                    (Ashiok)
    Chandra deals 10 damage to target player and each creature and planeswalker they control.
    … to target player or planeswalker and each creature that player or that planeswalker's
    controller controls.                                                       (Chandra Nalaar)

The group is read into ``Filter.of_target``: at resolution it is what the targeted player
controls (or the controller of the targeted planeswalker), looked at then (608.2h); with that
target illegal, the ability does nothing (608.2b). "target player controls" after a group
makes the player the sentence's target; "that player …" and "they control" after a group
refer back to a target the sentence already has, and are read only then.
"""

from __future__ import annotations

from typing import Protocol

from ..errors import ScenarioError
from ..selectors import Filter
from .words import Words


class _Refs(Protocol):
    """What this reader asks of recipients.Refs (imported by it, so not imported here)."""

    @property
    def unchosen(self) -> bool: ...

    def error(self, words: Words, what: str) -> ScenarioError: ...


class _Read(Protocol):
    """What this reader fills of recipients.Recipients."""

    targets: list[str]
    unchosen: bool
    target_filter: Filter | None


# "all lands target player controls": the target is written inside the group.
_TARGET_PLAYER = {
    "target player controls": "any",
    "target opponent controls": "opponent",
    "el jugador objetivo controla": "any",
    "que controla el jugador objetivo": "any",
    "que controla el oponente objetivo": "opponent",
}
# "each creature that player controls": back to the player the sentence targets.
_THAT_PLAYER = (
    "that player or that planeswalker's controller controls",
    "that player controls",
    "they control",
    "que controla ese jugador",
    "que controla ese jugador o el controlador de ese planeswalker",
)
# "each creature and planeswalker they control": one group of both types.
_AND_PLANESWALKER = ("and planeswalker", "and planeswalkers", "y planeswalker", "y planeswalkers")


def targets_whose(words: Words, refs: _Refs, out: _Read, flt: Filter) -> Filter:
    """``flt`` (a group just read) made the group of the targeted player's permanents when
    the words say so; unchanged, nothing read, when they do not."""
    mark = words.i
    both = flt.kind == "creature" and not flt.any_types
    both = both and words.accept(*_AND_PLANESWALKER) is not None
    said = words.accept(*_TARGET_PLAYER)
    if said is not None:
        if refs.unchosen:  # card text: the player is chosen as it is activated or cast
            out.unchosen = True
            whose = "opponent" if _TARGET_PLAYER[said] == "opponent" else "any"
            out.target_filter = Filter(kind="player", controller=whose)
        else:  # a scenario names its target in the words it writes
            raise refs.error(words, "qué jugador es el objetivo (en una carta, se nombra tras «:»)")
    elif not ((out.targets or out.unchosen) and words.accept(*_THAT_PLAYER)):
        words.i = mark
        return flt
    update: dict[str, object] = {"of_target": True, "controller": "any"}
    if both:
        update |= {"kind": "permanent", "any_types": {"creature", "planeswalker"}}
    return flt.model_copy(update=update)
