"""An Equipment or Aura attaching itself as an ability of its own says (701.3a):

    When this Equipment enters, attach it to target creature you control.

The same effect Equip has (702.6a), without its timing: the target is chosen as the trigger
goes on the stack (603.3d) and checked again as it resolves (608.2b); the Equipment gets a new
timestamp (613.7e). Only the ability's own permanent ("it", "this Equipment") is attached.
"""

from __future__ import annotations

from dataclasses import replace

from ..effects import Attach
from .recipients import Recipients, Refs, one_recipient
from .words import Words

_ATTACH_SELF = (
    "attach it to",
    "attach esta criatura to",
    "anexala a",
    "anexa esta criatura a",
)


def attach_self(words: Words, refs: Refs) -> Attach | None:
    """ "attach it to target creature you control" in an ability of a permanent; None, with
    nothing read, otherwise."""
    if refs.source is None:
        return None
    mark = words.i
    if words.accept(*_ATTACH_SELF) is None:
        return None
    found = Recipients()
    if not one_recipient(words, replace(refs, targeting=True), found) or not (
        found.targets or found.unchosen
    ):
        words.i = mark
        return None
    words.accept(".")
    return Attach(**found.fields())
