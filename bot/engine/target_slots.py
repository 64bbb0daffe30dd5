"""Targets named once and used by several effects, and targets a player may leave unchosen,
filled in as a spell or ability's targets are chosen (115.1, 601.2c, 602.2b).

* "Target creature gets +2/+2 and gains first strike until end of turn", "Put a +1/+1 counter
  on target creature. It gains indestructible until end of turn.": one word "target", one
  target (115.1); every effect after the first that acts on it has ``same_target`` and takes
  the target the first one was given, never a second name of the scenario's.
* "Up to one target creature gets …" (``up_to_one``): 115.6, "a spell or ability that requires
  targets may allow zero targets to be chosen"; with none chosen, what it would do to that
  target is done to nothing (the effects on it are left out), the rest of the ability still
  happens.
"""

from __future__ import annotations

from .effects import Effect


def fill_targets(effects: list[Effect], names: list[str]) -> tuple[list[Effect], bool]:
    """``effects`` with their unchosen targets given ``names`` in order (one name a target),
    and whether an "up to one" target was left with zero targets chosen (115.6). ``names`` is
    consumed. An effect whose target is still to choose, and not "up to one", stays unchosen
    (the caller asks for it)."""
    out: list[Effect] = []
    none_chosen = False
    dropped = False  # the effect before was an "up to one" target left with none
    for effect in effects:
        if effect.same_target and (out or dropped):
            if not dropped:  # one word "target", one target (115.1): the one just given
                out.append(effect.model_copy(update=shared_target(out[-1])))
            continue
        dropped = False
        if effect.unchosen_target and names:
            effect = effect.model_copy(update={"targets": [names.pop(0)], "unchosen_target": False})
        elif effect.unchosen_target and effect.up_to_one:
            none_chosen = dropped = True
            continue
        out.append(effect)
    return out, none_chosen


def shared_target(before: Effect) -> dict[str, object]:
    """What an effect with ``same_target`` takes from the effect before it, once filled."""
    return {"targets": list(before.targets), "unchosen_target": before.unchosen_target}
