"""Words about targets that the effect reader shares with the engine's target slots
(bot/engine/target_slots.py):

    "up to one target creature", "hasta una criatura objetivo"     115.6: zero may be chosen
    "Target creature gets +2/+2 and gains first strike …"         115.1: one target, two effects
    "Tap target creature. It doesn't …", "… target creature. That creature gains …"
    "… on each creature you control. Those creatures gain vigilance until end of turn."

A pronoun that starts a sentence after a clause with a target names that target (the object
the sentence before named), never the ability's own source: when what follows is not a verb
the reader shares, the sentence is not read (a line left unread, never acted on another
object).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .recipients import Recipients

if TYPE_CHECKING:
    from ..effects import Effect
    from .recipients import Refs
    from .words import Words

_GROUP_BACK = ("those creatures", "they", "esas criaturas", "ellas")
_BACK = ("that creature", "that permanent", "esa criatura", "ese permanente", "it")


def pronoun_subject(
    words: Words, out: Sequence[Effect], refs: Refs, verbs: tuple[str, ...]
) -> Recipients | None:
    """The target of the clause before, when this one starts "It …" / "That creature …" and a
    verb in ``verbs`` (those a subject shares) follows; None when the clause before had no
    target or no pronoun starts this one."""
    group = _group_back(words, out, verbs)
    if group is not None:
        return group
    if not out or not (out[-1].targets or out[-1].unchosen_target) or not words.at(*_BACK):
        return None
    mark = words.i
    words.accept(*_BACK)
    if not words.at(*verbs):
        words.i = mark
        raise refs.error(words, "qué le hace a ese objetivo la frase que empieza por el pronombre")
    last = out[-1]
    return Recipients(
        targets=list(last.targets),
        target_filter=last.target_filter,
        unchosen=last.unchosen_target,
        up_to=last.up_to_one,
    )


def _group_back(words: Words, out: Sequence[Effect], verbs: tuple[str, ...]) -> Recipients | None:
    """ "Put a +1/+1 counter on each creature you control. Those creatures gain vigilance …":
    the group the clause before acted on, found again as this one applies (608.2h), right after
    it; only when that clause named a group and nothing else."""
    if not out or not out[-1].each or out[-1].targets or out[-1].objects:
        return None
    if not words.at(*_GROUP_BACK) or not words.at(
        *(f"{p} {v}" for p in _GROUP_BACK for v in verbs)
    ):
        return None
    words.accept(*_GROUP_BACK)
    return Recipients(each=list(out[-1].each))


def shared(effect: Effect, before: Recipients, after: Recipients) -> Effect:
    """``effect`` marked as acting on the target of the effect before it when its clause read
    the same target still to choose (``after`` is the subject it shared, ``before``)."""
    if after is before and before.unchosen:
        update: dict[str, object] = {"same_target": True}
        if before.up_to:
            update["up_to_one"] = True
        return effect.model_copy(update=update)
    return effect
