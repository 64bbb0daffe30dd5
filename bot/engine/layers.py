"""Power and toughness through layer 7 (613.4a-d), applying each sublayer in timestamp order.

One walk (``walk_layer_7``) computes both the current values every rule reads and the
sublayer-by-sublayer record that ``explain_layers`` tells the player, so the answer and its
explanation cannot disagree. Layers 1-6 (and which effects reach layer 7 at all: a static
ability's only while its source is on the battlefield) come from ``characteristics.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import citations as C
from .characteristics import LAYER_RULE, LayerNote, board, layer_7_inputs
from .effect_phrases import continuous as effect_phrase
from .outcome import Trace, phrase
from .state import GameState, Permanent, PTEffect

_SUBLAYERS = ("a", "b", "c", "d")
_SUBLAYER_RULE = {"a": C.LAYER_7A, "b": C.LAYER_7B, "c": C.LAYER_7C, "d": C.LAYER_7D}


@dataclass(frozen=True)
class Applied:
    """One thing applied in a sublayer and the power/toughness right after it.

    ``effect`` is None for the permanent's +1/+1 and -1/-1 counters (7c, after its effects).
    """

    effect: PTEffect | None
    power: int
    toughness: int


@dataclass(frozen=True)
class Sublayer:
    name: str
    applied: tuple[Applied, ...]


@dataclass(frozen=True)
class LayerWalk:
    """Layer 7 for one permanent: where it starts, what each sublayer did, where it ends.

    ``has_pt`` is False for a permanent with no printed power or toughness and no effect on
    them (a planeswalker, an Aura): it has no power/toughness at all.
    """

    printed: tuple[int, int]
    sublayers: tuple[Sublayer, ...]
    power: int
    toughness: int
    has_pt: bool


def _ordered(mine: list[PTEffect]) -> list[PTEffect]:
    # Stable sort: effects with equal timestamps keep the order they were listed in.
    return sorted(mine, key=lambda e: (e.sublayer, e.timestamp))


def _apply(effect: PTEffect, p: int, t: int) -> tuple[int, int]:
    if effect.sublayer in ("a", "b"):
        return (
            p if effect.power is None else effect.power,
            t if effect.toughness is None else effect.toughness,
        )
    if effect.sublayer == "c":
        return p + (effect.power or 0), t + (effect.toughness or 0)
    return t, p


def walk_layer_7(state: GameState, perm: Permanent) -> LayerWalk:
    """Apply every sublayer in order, recording each step; sublayers with nothing are left out."""
    chars, mine = layer_7_inputs(state, perm)
    effects = _ordered(mine)
    p, t = chars.power or 0, chars.toughness or 0
    start = (p, t)
    sublayers: list[Sublayer] = []
    for sub in _SUBLAYERS:
        applied: list[Applied] = []
        for effect in (e for e in effects if e.sublayer == sub):
            p, t = _apply(effect, p, t)
            applied.append(Applied(effect, p, t))
        if sub == "c" and (perm.plus_counters or perm.minus_counters):
            net = perm.plus_counters - perm.minus_counters
            p, t = p + net, t + net
            applied.append(Applied(None, p, t))
        if applied:
            sublayers.append(Sublayer(sub, tuple(applied)))
    # 208.3: a noncreature permanent has no power or toughness.
    has_pt = "creature" in chars.types and not (
        chars.power is None and chars.toughness is None and not effects
    )
    return LayerWalk(start, tuple(sublayers), p, t, has_pt)


def power_toughness(state: GameState, perm: Permanent) -> tuple[int | None, int | None]:
    """Current power/toughness; ``(None, None)`` for a permanent that has neither."""
    chars, mine = layer_7_inputs(state, perm)
    if not mine:  # only printed values and counters: the walk's result without walking
        if "creature" not in chars.types or (chars.power is None and chars.toughness is None):
            return None, None
        net = perm.plus_counters - perm.minus_counters
        return (chars.power or 0) + net, (chars.toughness or 0) + net
    walk = walk_layer_7(state, perm)
    if not walk.has_pt:
        return None, None
    return walk.power, walk.toughness


def effective_toughness(state: GameState, perm: Permanent) -> int:
    return power_toughness(state, perm)[1] or 0


def effective_power(state: GameState, perm: Permanent) -> int:
    return power_toughness(state, perm)[0] or 0


def ref(state: GameState, perm: Permanent) -> dict[str, Any]:
    """A permanent as a step names it: its name and what it is now (P/T, or loyalty)."""
    p, t = power_toughness(state, perm)
    if p is not None:
        return {"id": perm.id, "name": perm.name, "pt": [p, t]}
    if perm.is_planeswalker and perm.loyalty is not None:
        return {"id": perm.id, "name": perm.name, "loyalty": perm.loyalty}
    return {"id": perm.id, "name": perm.name}


def explain_layers(state: GameState, perm: Permanent, trace: Trace) -> tuple[int, int]:
    """Tell layers 1-6 (if anything applies there), then layer 7 sublayer by sublayer."""
    notes = board(state).notes.get(perm.id, [])
    if notes:
        _explain_layers_1_to_6(state, perm, notes, trace)
    walk = walk_layer_7(state, perm)
    name = board(state).chars[perm.id].name if notes else perm.name
    if not walk.has_pt:
        trace.add("layers.no_pt", C.NO_POWER_TOUGHNESS, C.LAYER_4, who={"name": name})
        return 0, 0
    p, t = walk.printed
    trace.add(
        "layers.start",
        C.LAYER_7,
        C.LAYER_7_SUBLAYERS,
        C.TIMESTAMPS,
        who={"name": name},
        printed=[p, t] if perm.power is not None or perm.toughness is not None else None,
    )
    for sub in walk.sublayers:
        effects = sum(1 for a in sub.applied if a.effect is not None)
        rules = [_SUBLAYER_RULE[sub.name], *([C.TIMESTAMPS] if effects > 1 else [])]
        if sub.name == "a":
            rules.append(C.CDA)
        if any(a.effect is None for a in sub.applied):
            rules += [C.PT_COUNTERS, C.COUNTER_TIMESTAMP]
        if any(a.effect is not None and a.effect.source for a in sub.applied):
            rules += [C.STATIC_NOT_LOCKED, C.STATIC_WHILE_SOURCE, C.STATIC_TIMESTAMP]
        rules += [r for a in sub.applied if a.effect is not None for r in a.effect.rules]
        parts = [_applied(state, perm, a) for a in sub.applied]
        trace.add("layers.sublayer", *rules, sublayer=sub.name, applied=parts)
    p, t = walk.power, walk.toughness
    kws = board(state).chars[perm.id].keywords if notes else set()
    trace.add(
        "layers.result", C.LAYER_7_SUBLAYERS, who={"name": name}, pt=[p, t], keywords=sorted(kws)
    )
    if perm.damage:
        trace.add("layers.damage_stays", C.DAMAGE_STAYS, who={"name": name}, damage=perm.damage)
    if t <= 0 and perm.is_creature:
        trace.add(
            "layers.zero_toughness",
            C.SBA_ZERO_TOUGHNESS,
            C.DESTROY_ONLY_WAYS,
            who={"name": perm.name},
            toughness=t,
        )
    return p, t


def explain_pt_briefly(state: GameState, perm: Permanent, trace: Trace) -> None:
    """One step saying why a creature's power/toughness is not the printed one (counters,
    pumps, setting effects), so a combat or a spell that uses it shows where it comes from.
    Nothing when layer 7 leaves it as printed."""
    walk = walk_layer_7(state, perm)
    if not walk.has_pt or not walk.sublayers:
        return
    rules = [C.LAYER_7_SUBLAYERS]
    parts = []
    for sub in walk.sublayers:
        rules.append(_SUBLAYER_RULE[sub.name])
        if sub.name == "a":
            rules.append(C.CDA)
        if any(a.effect is None for a in sub.applied):
            rules.append(C.PT_COUNTERS)
        rules += [r for a in sub.applied if a.effect is not None for r in a.effect.rules]
        parts += [_applied(state, perm, a) for a in sub.applied]
    trace.add(
        "layers.brief",
        *rules,
        who={"name": perm.name},
        pt=[walk.power, walk.toughness],
        printed=list(walk.printed),
        applied=parts,
    )


def explain_defined_pt(state: GameState, trace: Trace, effects_too: bool = False) -> None:
    """Before anything reads them: the creatures whose power or toughness a
    characteristic-defining ability counts from the game (604.3, 613.4a), told once each.
    ``effects_too``: also every creature a continuous effect changes (an anthem, an
    Equipment: 613.4c), for a state-based-action check that reads those values (704.3)."""
    counting = {
        p.id
        for p in state.permanents
        for a in p.statics
        for e in a.effects
        if e.type == "pump" and getattr(e, "per", None) is not None
    }
    for perm in state.permanents:
        defines = any(e.type == "define_pt" for a in perm.statics for e in a.effects)
        walk = walk_layer_7(state, perm)
        counted = any(
            x.effect is not None and x.effect.source in counting
            for s in walk.sublayers
            for x in s.applied
        )
        changed = effects_too and any(
            x.effect is not None for s in walk.sublayers for x in s.applied
        )
        if walk.has_pt and (
            defines or counted or changed or any(s.name == "a" for s in walk.sublayers)
        ):
            explain_pt_briefly(state, perm, trace)


def _source_name(state: GameState, source: str | None) -> str | None:
    found = state.last_known(source) if source else None
    return found.name if found is not None else None


def _applied(state: GameState, perm: Permanent, applied: Applied) -> dict[str, Any]:
    """One step of layer 7: counters, or an effect (described, with its source and time)."""
    after = [applied.power, applied.toughness]
    if applied.effect is None:
        return phrase(
            "layers.counters", plus=perm.plus_counters, minus=perm.minus_counters, pt=after
        )
    effect = applied.effect
    return phrase(
        "layers.effect",
        effect=effect_phrase(effect),
        source=_source_name(state, effect.source),
        timestamp=effect.timestamp,
        pt=after,
    )


def _explain_layers_1_to_6(
    state: GameState, perm: Permanent, notes: list[LayerNote], trace: Trace
) -> None:
    rules = [C.LAYERS]
    parts = []
    for note in notes:
        rules.append(LAYER_RULE[note.layer])
        gone = "gone" in note.rules
        rules += [r for r in note.rules if r != "gone"]
        parts.append(
            phrase(
                "layers.note_gone" if gone else "layers.note",
                layer=note.layer,
                effect=note.effect,
                source=_source_name(state, note.source),
                timestamp=note.timestamp,
                dependent=note.dependent,
            )
        )
    if len(notes) > 1:
        rules.append(C.TIMESTAMPS)
    if any(n.dependent for n in notes):
        rules += [C.DEPENDENCY_SYSTEM, C.DEPENDENCY, C.DEPENDENCY_WAITS]
    if any(n.source for n in notes):
        rules += [C.STATIC_NOT_LOCKED, C.STATIC_WHILE_SOURCE]
    trace.add("layers.one_to_six", *rules, who={"name": perm.name}, notes=parts)
