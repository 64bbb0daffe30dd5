"""Effects, filters and protections as the steps name them: phrases (data), never words.

A step that speaks of an effect carries the effect itself (its model, dumped to JSON-ready
data) inside a phrase; ``bot/text/engine_steps`` reads it back and words it in each language.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from .effects import ContinuousKind, Effect
from .outcome import phrase
from .selectors import Filter
from .state import PTEffect


def continuous(effect: ContinuousKind | PTEffect) -> dict[str, Any]:
    """What a continuous effect does ("+1/+1", "gains flying"), as a phrase."""
    if isinstance(effect, PTEffect):
        if effect.description:
            return phrase("effect.as_written", text=effect.description)
        if effect.described is not None:
            return dict(effect.described)
        return phrase(
            "effect.pt",
            sublayer=effect.sublayer,
            power=effect.power,
            toughness=effect.toughness,
        )
    return phrase("effect.continuous", effect=effect.model_dump(mode="json"))


def done(effect: Effect, names: Mapping[str, Any], you: str) -> dict[str, Any]:
    """One effect as a card would say it ("2 damage to each creature without flying"):
    ``names`` gives the objects it names by id (refs), ``you`` is its controller."""
    named = [*effect.targets, *effect.objects]
    return phrase(
        "effect.done",
        effect=effect.model_dump(mode="json"),
        names={n: names[n] for n in named if n in names},
        you=you,
    )


def done_all(effects: Collection[Effect], names: Mapping[str, Any], you: str) -> dict[str, Any]:
    return phrase("effect.done_all", effects=[done(e, names, you) for e in effects])


def wanted(flt: Filter) -> dict[str, Any]:
    """What a target must be ("creature without flying"), as a phrase."""
    return phrase("filter.wanted", filter=flt.model_dump(mode="json"))


def described(flt: Filter) -> dict[str, Any]:
    """A group of objects in the plural ("artifact creatures"), as a phrase."""
    return phrase("filter.group", filter=flt.model_dump(mode="json"))
