"""Words that refer back to what an earlier instruction of the same text chose: "Gain control
of target creature until end of turn. Untap that creature. It gains haste until end of turn."

A spell or ability follows its instructions in the order written (608.2c); "that creature",
"it", "them" and, after a targeted player, "that player" name what an earlier instruction acted
on, not something new. The later effect acts on the same targets, which are checked again as
it resolves like the first's (608.2b): an illegal target is untouched by both. Written with
its target still to choose (an ability's text, a card read alone), the later effect takes the
target chosen for the earlier one (``same_targets_as``) instead of asking for a second;
target_slots.py fills it in. So does a second predicate of one subject ("Target creature gets
+2/+2 and gains first strike", 115.1: ``shared``). "Those creatures" / "they" right after an
instruction on a group is that group again (608.2h), not a target.

Also here: "It can't be regenerated." after a destruction (701.19c), the oldest referring
sentence of the effect grammar.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..effects import Destroy, Effect
from .earlier_choice import Earlier
from .recipients import Recipients, Refs


def begin(refs: Refs, out: list[Effect]) -> Refs:
    """``refs`` for a reading whose effects go in ``out``: an earlier choice carried into it
    counts its place from there."""
    earlier = refs.earlier
    if not isinstance(earlier, Earlier):
        return refs
    return replace(refs, earlier=replace(earlier, effects=out))


def remember(refs: Refs, out: list[Effect]) -> Refs:
    """After ``out[-1]`` was read: ``refs`` knowing what it chose, for the next instruction
    (and the group it acted on, for "those creatures" right after it)."""
    last = out[-1]
    group = tuple(last.each) if last.each and not (last.targets or last.objects) else ()
    chose = chosen_by(last, refs)
    if chose is None:
        earlier = refs.earlier
        if earlier is None and group:
            earlier = Earlier((), (), None, False, at=len(out) - 1, player=False, effects=out)
        if earlier is None or earlier.group == group:
            return refs
        return replace(refs, earlier=replace(earlier, group=group))
    player = bool(chose.targets) and all(t in refs.player_names for t in chose.targets)
    player = player or (chose.target_filter is not None and chose.target_filter.kind == "player")
    earlier = Earlier(
        targets=tuple(chose.targets),
        objects=tuple(chose.objects),
        target_filter=chose.target_filter,
        unchosen=chose.unchosen,
        at=len(out) - 1,
        player=player,
        effects=out,
        up_to=chose.up_to,
        several=sum(1 for e in out if _own_word(e)) > 1,
    )
    return replace(refs, earlier=earlier)


def _own_word(effect: Effect) -> bool:
    """``effect`` chose targets through a word "target" of its own (not one it refers back
    to): what "those creatures" would then gather."""
    return bool(effect.targets or effect.unchosen_target) and not effect.same_targets_as


def carried(refs: Refs, effects: list[Effect]) -> Refs:
    """``refs`` for a sentence read alone after ``effects`` (a line read sentence by sentence
    still refers back across its sentences): what the last of them that chose something
    chose, its place counted back from the next reading's first effect."""
    for n in range(len(effects) - 1, -1, -1):
        earlier = remember(refs, effects[: n + 1]).earlier
        if isinstance(earlier, Earlier):
            return replace(refs, earlier=replace(earlier, at=n - len(effects), effects=[]))
    return refs


def chosen_by(effect: Effect, refs: Refs) -> Recipients | None:
    """The targets or named objects of ``effect``; None when it chose none (a group, the
    source's controller)."""
    if not (effect.targets or effect.objects or effect.unchosen_target):
        return None
    if refs.source is not None and effect.objects == [refs.source] and not effect.targets:
        return None  # the source itself: "it" already means it
    return Recipients(
        targets=list(effect.targets),
        objects=list(effect.objects),
        target_filter=effect.target_filter,
        unchosen=effect.unchosen_target,
        up_to=effect.up_to_one,
    )


def shared(effect: Effect, before: Recipients, after: Recipients) -> Effect:
    """``effect`` marked as acting on the target of the effect just before it when its clause
    shared that clause's subject with a target still to choose ("Target creature gets +2/+2
    and gains first strike": one word "target", one target, 115.1); ``after`` is the subject
    the clause read, ``before`` the one it was given."""
    if after is before and before.unchosen:
        return effect.model_copy(update={"same_targets_as": 1, "up_to_one": before.up_to})
    return effect


# A sentence after a destruction: "Destruye todas las criaturas. No pueden ser regeneradas."
NO_REGENERATION = tuple(
    f"{subject}{verb}"
    for subject in ("", "they ", "it ", "esa criatura ", "esas criaturas ")
    for verb in (
        "no pueden ser regeneradas",
        "no pueden ser regenerados",
        "no puede ser regenerada",
        "no puede ser regenerado",
        "no se pueden regenerar",
        "no se puede regenerar",
        "can't be regenerated",
        "cannot be regenerated",
    )
)


def unregenerable(effect: Effect) -> Effect:
    if isinstance(effect, Destroy):
        return effect.model_copy(update={"no_regeneration": True})
    return effect


_RIDER = re.compile(r"^(?:It|They) (?:can't|cannot) be regenerated\.$")


def glued(sentences: list[str]) -> list[str]:
    """A line's sentences, read one by one, with "It can't be regenerated." kept with the
    destruction before it: it says how that destruction happens (701.19c) and means nothing
    alone."""
    out: list[str] = []
    for sentence in sentences:
        if out and _RIDER.match(sentence):
            out[-1] = f"{out[-1]} {sentence}"
        else:
            out.append(sentence)
    return out
