"""A spell's or ability's "… doesn't untap during its controller's next untap step" (502.3:
effects can keep permanents from untapping): a continuous effect on what it names that
applies to one untap step only, the next one of each permanent's controller.

    Tap target creature. It doesn't untap during its controller's next untap step.
    Tap target creature an opponent controls and it doesn't untap during …

The static form ("Enchanted creature doesn't untap during its controller's untap step") is
read in ``statics``.
"""

from __future__ import annotations

from ..effects import Effect
from ..errors import ScenarioError
from .effect_build import build
from .recipients import Recipients, Refs, recipients
from .words import Words

_NEXT = (
    "doesn't untap during its controller's next untap step",
    "don't untap during their controller's next untap step",
    "don't untap during their controllers' next untap step",
    "doesn't untap during your next untap step",
    "don't untap during your next untap step",
    "does not untap during its controller's next untap step",
    "no se endereza durante el proximo paso de enderezar de su controlador",
    "no se enderezan durante el proximo paso de enderezar de su controlador",
)


def next_untap(words: Words, refs: Refs) -> Effect | None:
    """The effect when the words here say it; None, nothing read, otherwise."""
    mark = words.i
    try:
        who = recipients(words, refs)
    except ScenarioError:  # not a list of recipients: another reader's words
        who = Recipients()
    if who.empty() or not words.accept(*_NEXT):
        words.i = mark
        return None
    data = {"type": "no_untap", "next_only": True, "duration": "permanent", **who.fields()}
    effect = build(refs, words, data)
    while words.accept(".", ",", "and", "y"):
        pass
    return effect
