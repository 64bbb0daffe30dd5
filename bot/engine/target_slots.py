"""Targets chosen once and used by several effects, and targets a player may leave unchosen,
filled in as a spell or ability's targets are chosen (115.1, 601.2c, 602.2b, 608.2c).

* An effect with ``same_targets_as`` acts on what the effect that many places before it chose:
  "Target creature gets +2/+2 and gains first strike until end of turn" (one word "target",
  one target: 115.1), "Gain control of target creature … Untap that creature. It gains haste"
  (608.2c). It takes the target the earlier one was given, never a second name of the
  scenario's. The only place this is filled: activation.py and trigger_targets.py use it.
* "Up to one target creature gets …" (``up_to_one``): 115.6, "a spell or ability that requires
  targets may allow zero targets to be chosen"; with none chosen, what it would do to that
  target is done to nothing (the effects on it are left out), the rest of the ability still
  happens.
* "Tap up to two target creatures" (``target_count``): one word "target" takes the next names
  written, as many as it may (115.3, 601.2c; bot/engine/target_counts.py).
"""

from __future__ import annotations

from .effects import Effect
from .target_counts import counted_names

# One slot per effect of the ability, in order: the effect as filled so far, or None for an
# "up to one" target left with none (kept so the places counted back stay right).
Slots = list[Effect | None]


def refers_back(effect: Effect) -> bool:
    """Whether ``effect`` takes its target from an earlier effect's choice."""
    return bool(effect.same_targets_as and effect.unchosen_target)


def from_earlier(slots: Slots, effect: Effect) -> Effect | None:
    """``effect`` (``refers_back``) given the target of the effect it refers back to, already
    in ``slots``; None when that one was left with zero targets (115.6)."""
    assert effect.same_targets_as
    before = slots[len(slots) - effect.same_targets_as]
    if before is None:
        return None
    return effect.model_copy(
        update={"targets": list(before.targets), "unchosen_target": before.unchosen_target}
    )


def fill_targets(effects: list[Effect], names: list[str]) -> tuple[list[Effect], bool]:
    """``effects`` with their unchosen targets given ``names`` in order (one name a target),
    and whether an "up to one" target was left with zero targets chosen (115.6). ``names`` is
    consumed. An effect whose target is still to choose, and not "up to one", stays unchosen
    (the caller asks for it)."""
    slots: Slots = []
    none_chosen = False
    for at, effect in enumerate(effects):
        if refers_back(effect):
            slots.append(from_earlier(slots, effect))
        elif effect.unchosen_target and names:
            taken = counted_names(effect, names, effects[at + 1 :])
            slots.append(effect.model_copy(update={"targets": taken, "unchosen_target": False}))
        elif effect.unchosen_target and effect.up_to_one:
            none_chosen = True
            slots.append(None)
        else:
            slots.append(effect)
    return filled(slots), none_chosen


def filled(slots: Slots) -> list[Effect]:
    """The effects left once the targets are chosen (those with zero targets left out)."""
    return [e for e in slots if e is not None]
