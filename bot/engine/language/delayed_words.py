"""When an instruction happens later, as a delayed triggered ability (603.7a):

    Draw a card at the beginning of the next turn's upkeep.
    At the beginning of the next end step, sacrifice it.

The instruction is read as usual, then wrapped: the spell creates the delayed trigger as it
resolves, and the instruction happens when that step next begins (603.7b: once). What it
names it names as an object, not a target (603.7c: it still affects that object if it is
where it is expected to be)."""

from __future__ import annotations

from ..effects import CreateDelayed, Effect
from .recipients import Refs
from .words import Words

_STEPS = {
    "at the beginning of the next turn's upkeep": "upkeep",
    "at the beginning of the next upkeep": "upkeep",
    "at the beginning of the next end step": "end",
    "al comienzo del proximo mantenimiento": "upkeep",
    "al comienzo del siguiente mantenimiento": "upkeep",
    "al comienzo del proximo paso final": "end",
    "al comienzo del siguiente paso final": "end",
}


def delayed_step(words: Words) -> str | None:
    """ "At the beginning of the next end step, …" leading a clause: its step (words read)."""
    mark = words.i
    found = words.accept(*_STEPS)
    if found is None or not words.accept(","):
        words.i = mark
        return None
    return _STEPS[found]


def delay(words: Words, refs: Refs, out: list[Effect], step: str | None) -> None:
    """``out[-1]`` made a delayed trigger's when ``step`` led it or its words end with one."""
    trailing = words.accept(*_STEPS)
    step = _STEPS[trailing] if trailing else step
    if step is None:
        return
    effect = out[-1]
    if effect.unchosen_target or effect.same_targets_as:
        raise refs.error(words, "a qué se refiere la instrucción retrasada")
    named = effect.model_copy(
        update={"objects": [*effect.targets, *effect.objects], "targets": [], "target_filter": None}
    )
    out[-1] = CreateDelayed(step=step, effects=[named])
