"""Continuous effects through the layers (613): what every permanent is right now.

Effects come from three places: resolved spells and abilities (``state.continuous``, their set
locked in when they began, 611.2c), the layer-7 effects a scenario states (``state.effects``)
and the static abilities of permanents on the battlefield, which exist only while their
source is there (611.3b) and apply to whatever their text describes at each moment (611.3a).

Layers 1, 2, 4, 5 and 6 are applied to every permanent in order (613.1); within a layer,
characteristic-defining effects first (613.3), then timestamp order (613.7) unless an effect
depends on another (613.8). Layer 7 is handed to ``layers.py`` as a list of PTEffects per
permanent, so its walk and its explanation stay one piece of code.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Literal

from . import citations as C
from .abilities import StaticAbility
from .chars import Chars
from .conditions import holds
from .counts import count
from .effect_phrases import continuous as effect_phrase
from .effects import (
    Become,
    CantLose,
    CantWin,
    ContinuousKind,
    CopyOf,
    DefinePT,
    Effect,
    GainAbility,
    GainControl,
    GrantAbility,
    LifeFloor,
    LoseAbility,
    ModifyPT,
    SetColor,
    SetPT,
)
from .selectors import Filter, matches, matches_player
from .state import GameState, Permanent, PTEffect
from .vocabulary import LAND_TYPES

LAYERS_1_TO_6 = ("1", "2", "4", "5", "6")
LAYER_RULE = {"1": C.LAYER_1, "2": C.LAYER_2, "4": C.LAYER_4, "5": C.LAYER_5, "6": C.LAYER_6}


@dataclass
class LayerEffect:
    """One part of one continuous effect, in one layer (613.6: parts apply in their layers)."""

    layer: str  # "1".."6", or "7a".."7d"
    effect: ContinuousKind | PTEffect
    timestamp: int
    order: int
    key: int  # the whole effect: its parts apply to one set of objects (613.6)
    controller: str
    source: str | None
    fixed: list[str] | None  # locked-in ids; None: decided by ``filters`` each time
    filters: list[Filter]
    static: tuple[str, int] | None = None  # (source id, index of its static ability)
    cda: bool = False


@dataclass(frozen=True)
class LayerNote:
    """Something a layer did to one permanent, for the explanation."""

    layer: str
    effect: dict[str, Any]  # a phrase (effect_phrases.continuous)
    timestamp: int
    source: str | None
    dependent: bool
    rules: tuple[str, ...] = ()  # what this kind of effect cites beyond its layer (305.7)


@dataclass
class Board:
    chars: dict[str, Chars]
    pt_effects: dict[str, list[PTEffect]] = field(default_factory=dict)
    notes: dict[str, list[LayerNote]] = field(default_factory=dict)
    cant_lose: set[str] = field(default_factory=set)
    cant_win: set[str] = field(default_factory=set)
    # Players whose damage cannot take their life below a floor (614.1a), with the floor.
    life_floor: dict[str, int] = field(default_factory=dict)


def printed(perm: Permanent) -> Chars:
    return Chars(
        perm.id,
        perm.name,
        perm.controller,
        set(perm.types),
        set(perm.subtypes),
        set(perm.supertypes),
        # Devoid (702.114a) defines the object as colourless wherever it is (604.3): it
        # applies before any colour-changing effect of layer 5, and losing it later in layer 6
        # does not give the colours back.
        set() if "devoid" in perm.keywords else set(perm.colors),
        set(perm.keywords),
        perm.power,
        perm.toughness,
        list(range(len(perm.statics))),
        protection=set(perm.protection_from),
        attached_to=perm.attached_to,
        tapped=perm.tapped,
    )


def has_continuous_effects(state: GameState) -> bool:
    """Beyond the layer-7 effects a scenario states: when False, a permanent's
    characteristics are its printed ones and only ``state.effects`` touch its P/T."""
    return bool(state.continuous) or any(
        p.abilities and p.statics for p in [*state.permanents, *state.emblems]
    )


def layer_7_inputs(state: GameState, perm: Permanent) -> tuple[Chars, list[PTEffect]]:
    """A permanent's characteristics after layers 1-6 and the layer-7 effects on it."""
    if not has_continuous_effects(state):
        return printed(perm), [e for e in state.effects if e.target == perm.id]
    found = board(state)
    return found.chars.get(perm.id) or printed(perm), found.pt_effects.get(perm.id, [])


# The last board computed for each live state, with what it was computed from: most rules
# ask again before anything changes (every label in an explanation reads the layers).
_CACHE: dict[int, tuple[weakref.ref[GameState], tuple[object, ...], Board]] = {}


def _signature(state: GameState) -> tuple[object, ...]:
    """Everything ``board`` reads. Abilities and resolved effects are never changed in place,
    so their identity stands for their content while the state holds them."""
    return (
        tuple(
            (
                p.id,
                p.name,
                p.controller,
                p.timestamp,
                p.power,
                p.toughness,
                frozenset(p.types),
                frozenset(p.subtypes),
                frozenset(p.supertypes),
                frozenset(p.colors),
                frozenset(p.keywords),
                frozenset(p.protection_from),
                p.attached_to,
                p.tapped,  # carried in Chars for "target tapped creature"
                tuple(map(id, p.abilities)),
                p.level,  # what a level symbol's condition reads (711.2, levels.py)
                p.class_level,  # what a Class's level bar reads (716.2a)
                p.charge,  # what a station symbol's condition reads (721.2a, station.py)
            )
            for p in state.permanents
        ),
        tuple((id(e), tuple(e.affected)) for e in state.continuous),
        tuple(
            (e.target, e.sublayer, e.power, e.toughness, e.timestamp, e.source)
            for e in state.effects
        ),
        # Counts read hands and unnamed graveyard cards too (Maro; a discarded card); max
        # speed abilities read speed (702.178a).
        tuple(
            (p.name, p.life, p.cant_lose, p.cant_win, p.hand, p.graveyard_unnamed, p.speed)
            for p in state.players
        ),
        # What a characteristic-defining ability counts (604.3): the cards in graveyards.
        tuple((p.id, p.token, p.owner, p.controller, frozenset(p.types)) for p in state.graveyard),
        tuple((e.id, e.timestamp, tuple(map(id, e.abilities))) for e in state.emblems),
    )


def board(state: GameState) -> Board:
    """Every permanent's characteristics after layers 1-6, and its layer-7 effects.

    Callers only read the result: it may be shared with the next call on the same state.
    """
    key = id(state)
    signature = _signature(state)
    cached = _CACHE.get(key)
    if cached is not None and cached[0]() is state and cached[1] == signature:
        return cached[2]
    found = _compute(state)
    if len(_CACHE) > 256:
        _CACHE.clear()
    _CACHE[key] = (weakref.ref(state), signature, found)
    return found


def _compute(state: GameState) -> Board:
    if not has_continuous_effects(state):
        chars = {p.id: printed(p) for p in state.permanents}
        pts = {p.id: [e for e in state.effects if e.target == p.id] for p in state.permanents}
        out = Board(chars, pts)
        out.cant_lose = {p.name for p in state.players if p.cant_lose}
        out.cant_win = {p.name for p in state.players if p.cant_win}
        return out
    effects = _gather(state)
    current = {p.id: printed(p) for p in state.permanents}
    out = Board(current)
    locked: dict[int, list[str]] = {}
    for layer in LAYERS_1_TO_6:
        _apply_layer(state, [e for e in effects if e.layer == layer], current, locked, out)
    _layer_7(state, [e for e in effects if e.layer.startswith("7")], current, locked, out)
    _player_rules(state, current, out)
    return out


def chars_of(state: GameState, perm: Permanent) -> Chars:
    if not has_continuous_effects(state):
        return printed(perm)
    return board(state).chars.get(perm.id) or printed(perm)


def keywords_of(state: GameState, perm: Permanent) -> set[str]:
    return chars_of(state, perm).keywords


def controller_of(state: GameState, perm: Permanent) -> str:
    return chars_of(state, perm).controller


# ---------------------------------------------------------------- gathering
_LAYERS_OF: dict[str, tuple[str, ...]] = {
    "pump": ("7c",),
    "set_pt": ("7b",),
    "define_pt": ("7a",),
    "switch_pt": ("7d",),
    "gain_ability": ("6",),
    "lose_ability": ("6",),
    "set_color": ("5",),
    "gain_control": ("2",),
    "copy": ("1",),
    "grant_ability": ("6",),
}


def layers_of(effect: ContinuousKind) -> tuple[str, ...]:
    if isinstance(effect, Become):
        colour = ("5",) if effect.colors else ()
        pt = ("7b",) if effect.power is not None or effect.toughness is not None else ()
        return ("4", *colour, *pt)
    return _LAYERS_OF.get(effect.type, ())


def _gather(state: GameState) -> list[LayerEffect]:
    out: list[LayerEffect] = []
    owner = state.players[0].name if state.players else ""
    for n, pt in enumerate(state.effects):
        if pt.source is not None and state.permanent(pt.source) is None:
            continue  # 611.3b: the static ability's source has left the battlefield
        out.append(
            LayerEffect(
                "7" + pt.sublayer,
                pt,
                pt.timestamp,
                n,
                -1 - n,
                owner,
                pt.source,
                [pt.target],
                [],
                cda=pt.sublayer == "a",
            )
        )
    base = len(state.effects)
    for n, ce in enumerate(state.continuous):
        for layer in layers_of(ce.effect):
            out.append(
                LayerEffect(
                    layer,
                    ce.effect,
                    ce.timestamp,
                    base + n,
                    n,
                    ce.controller or owner,
                    ce.source,
                    list(ce.affected),
                    [],
                )
            )
    key = len(state.continuous)
    emblems = {e.id for e in state.emblems}
    for perm in [*state.permanents, *state.emblems]:  # 114.4: an emblem's, from the command zone
        for index, ability in enumerate(perm.statics):
            if not condition_met(state, perm, ability):
                continue
            for effect in ability.effects:
                key += 1
                fixed = [*effect.targets, *effect.objects] or (None if effect.each else [perm.id])
                for layer in layers_of(effect):
                    out.append(
                        LayerEffect(
                            layer,
                            effect,
                            perm.timestamp,
                            base + key,
                            key,
                            perm.controller,
                            perm.id,
                            fixed,
                            list(effect.each),
                            # an emblem's abilities can't be removed: nothing affects it (114.5)
                            static=None if perm.id in emblems else (perm.id, index),
                            cda=layer == "7a",
                        )
                    )
    return out


# ---------------------------------------------------------------- layers 1-6
def _exists(effect: LayerEffect, current: dict[str, Chars]) -> bool:
    """A static ability's effect exists while its source has that ability (611.3b, 613.6)."""
    if effect.static is None:
        return True
    source = current.get(effect.static[0])
    return source is not None and effect.static[1] in source.statics


def affected(
    effect: LayerEffect, current: dict[str, Chars], locked: dict[int, list[str]]
) -> list[str]:
    if effect.key in locked:
        return [pid for pid in locked[effect.key] if pid in current]
    if effect.fixed is not None:
        return [pid for pid in effect.fixed if pid in current]
    source = current.get(effect.source) if effect.source is not None else None
    you = source.controller if source is not None else effect.controller
    host = source.attached_to if source is not None else None
    return [
        pid
        for pid, ch in current.items()
        if any(matches(f, ch, you, effect.source, host) for f in effect.filters)
    ]


def _starts(
    effect: LayerEffect, current: dict[str, Chars], locked: dict[int, list[str]]
) -> list[str]:
    """What the effect applies to in this layer; the first layer it applies in fixes that set
    for the others (613.6). An effect whose static ability is gone applies to nothing."""
    if effect.key not in locked and not _exists(effect, current):
        return []
    ids = affected(effect, current, locked)
    locked.setdefault(effect.key, ids)
    return ids


def _depends(
    a: LayerEffect, b: LayerEffect, current: dict[str, Chars], locked: dict[int, list[str]]
) -> bool:
    """613.8a: applying ``b`` would change whether ``a`` exists or what it applies to."""
    if a.cda != b.cda or a.key in locked or (a.fixed is not None and a.static is None):
        return False
    before = (_exists(a, current), affected(a, current, locked))
    trial = {pid: ch.copy() for pid, ch in current.items()}
    for pid in affected(b, trial, locked):
        _apply(b, trial[pid], trial)
    return before != (_exists(a, trial), affected(a, trial, locked))


def _next(
    pending: list[LayerEffect],
    current: dict[str, Chars],
    locked: dict[int, list[str]],
    waited: set[int],
) -> LayerEffect:
    """CDAs first (613.3); then the earliest timestamp among the effects that depend on no
    other (613.8b); a loop of dependencies falls back to timestamps. Effects found waiting
    for another are added to ``waited``."""
    pool = [e for e in pending if e.cda] or pending
    if len(pool) == 1:
        return pool[0]
    free = []
    for a in pool:
        if any(_depends(a, b, current, locked) for b in pool if b is not a):
            waited.add(a.key)
        else:
            free.append(a)
    return min(free or pool, key=lambda e: (e.timestamp, e.order))


def _apply_layer(
    state: GameState,
    pending: list[LayerEffect],
    current: dict[str, Chars],
    locked: dict[int, list[str]],
    out: Board,
) -> None:
    waited: set[int] = set()
    while pending:
        effect = _next(pending, current, locked, waited)
        pending.remove(effect)
        extra = _extra_rules(effect)
        applied = _starts(effect, current, locked)
        for pid in applied:
            _apply(effect, current[pid], current)
            out.notes.setdefault(pid, []).append(
                LayerNote(
                    effect.layer,
                    effect_phrase(effect.effect),
                    effect.timestamp,
                    effect.source,
                    effect.key in waited,
                    extra,
                )
            )
        if not applied and effect.key in waited and effect.static is not None:
            # 613.8: it waited for an effect that took away the ability it comes from.
            out.notes.setdefault(effect.static[0], []).append(
                LayerNote(
                    effect.layer,
                    effect_phrase(effect.effect),
                    effect.timestamp,
                    effect.source,
                    True,
                    ("gone",),
                )
            )


def _extra_rules(effect: LayerEffect) -> tuple[str, ...]:
    e = effect.effect
    return (C.LAND_TYPE_SET,) if isinstance(e, Become) and e.land_types else ()


def _apply(effect: LayerEffect, ch: Chars, current: dict[str, Chars]) -> None:
    e = effect.effect
    if isinstance(e, CopyOf):
        original = current.get(e.original)
        if original is not None:
            ch.name, ch.types, ch.subtypes = (
                original.name,
                set(original.types),
                set(original.subtypes),
            )
            ch.supertypes, ch.colors = set(original.supertypes), set(original.colors)
            ch.keywords, ch.protection = set(original.keywords), set(original.protection)
            ch.power, ch.toughness = original.power, original.toughness
    elif isinstance(e, GainControl):
        ch.controller = effect.controller
    elif isinstance(e, Become) and effect.layer == "5":
        ch.colors = set(e.colors)
    elif isinstance(e, Become):
        ch.types = (ch.types - e.remove_types) | e.add_types
        if e.replace_subtypes:
            ch.subtypes = (ch.subtypes & LAND_TYPES) | e.subtypes
        else:
            ch.subtypes |= e.subtypes
        if e.land_types and "land" in ch.types:
            # 305.7: its old land types go, and every ability its rules text gave it.
            ch.subtypes = (ch.subtypes - LAND_TYPES) | e.land_types
            ch.keywords, ch.statics, ch.protection = set(), [], set()
    elif isinstance(e, SetColor):
        ch.colors = set(e.colors)
    elif isinstance(e, GainAbility):
        ch.keywords |= e.keywords
        ch.protection |= e.protection
    elif isinstance(e, GrantAbility):
        ch.granted = [*ch.granted, *e.abilities]
    elif isinstance(e, LoseAbility):
        if e.all:
            ch.keywords, ch.statics, ch.lost_all = set(), [], True
            ch.protection, ch.granted = set(), []
        else:
            ch.keywords -= e.keywords


# ---------------------------------------------------------------- layer 7
_SUBLAYER: dict[str, Literal["a", "b", "c", "d"]] = {"7a": "a", "7b": "b", "7c": "c", "7d": "d"}


def _as_pt(state: GameState, effect: LayerEffect, current: dict[str, Chars]) -> PTEffect:
    e = effect.effect
    if isinstance(e, PTEffect):
        return e
    power = toughness = None
    if isinstance(e, ModifyPT | SetPT | Become):
        power, toughness = e.power, e.toughness
        if isinstance(e, ModifyPT) and e.per is not None:
            source = current.get(effect.source) if effect.source is not None else None
            you = source.controller if source is not None else effect.controller
            times = count(state, e.per, you, effect.source, current)
            power, toughness = e.power * times, e.toughness * times
    elif isinstance(e, DefinePT):
        # 604.3, 611.3a: counted now, from the characteristics after layers 1-6.
        source = current.get(effect.source) if effect.source is not None else None
        you = source.controller if source is not None else effect.controller
        if e.power is not None:
            power = count(state, e.power, you, effect.source, current)
        if e.toughness is not None:
            toughness = count(state, e.toughness, you, effect.source, current)
    return PTEffect(
        target="",
        sublayer=_SUBLAYER[effect.layer],
        power=power,
        toughness=toughness,
        timestamp=effect.timestamp,
        described=effect_phrase(e),
        source=effect.source,
        rules=[C.COLOR_FROM_COST] if any(f.colors or f.not_colors for f in effect.filters) else [],
    )


def _layer_7(
    state: GameState,
    pending: list[LayerEffect],
    current: dict[str, Chars],
    locked: dict[int, list[str]],
    out: Board,
) -> None:
    out.pt_effects = {pid: [] for pid in current}
    for effect in sorted(pending, key=lambda e: (e.layer, e.timestamp, e.order)):
        pt = _as_pt(state, effect, current)
        for pid in _starts(effect, current, locked):
            out.pt_effects[pid].append(pt)


# ---------------------------------------------------------------- players (613.10)
def _player_rules(state: GameState, current: dict[str, Chars], out: Board) -> None:
    out.cant_lose = {p.name for p in state.players if p.cant_lose}
    out.cant_win = {p.name for p in state.players if p.cant_win}
    for ce in state.continuous:
        if isinstance(ce.effect, CantLose | CantWin):
            target = out.cant_lose if isinstance(ce.effect, CantLose) else out.cant_win
            target |= {name for name in ce.affected if state.player(name) is not None}
        elif isinstance(ce.effect, LifeFloor):
            for name in ce.affected:
                if state.player(name) is not None:
                    out.life_floor[name] = max(out.life_floor.get(name, 0), ce.effect.floor)
    for perm in state.permanents:
        ch = current.get(perm.id)
        if ch is None:
            continue
        for index, ability in enumerate(perm.statics):
            if index not in ch.statics or not condition_met(state, perm, ability):
                continue
            for effect in ability.effects:
                if isinstance(effect, LifeFloor):
                    for name in players_named(
                        state, effect.objects + effect.targets, effect.each, ch.controller
                    ):
                        out.life_floor[name] = max(out.life_floor.get(name, 0), effect.floor)
                if isinstance(effect, CantLose | CantWin):
                    target = out.cant_lose if isinstance(effect, CantLose) else out.cant_win
                    target |= players_named(
                        state, effect.objects + effect.targets, effect.each, ch.controller
                    )


def static_effects_in_force(state: GameState) -> Iterator[tuple[Permanent, Chars, Effect]]:
    """Each effect of a static ability in force now, with its permanent and that permanent's
    characteristics: an ability works while its permanent has it (611.3a) and while its
    condition holds (604.1). One home for every reader of static effects (cost changes,
    restrictions, replacements, prevention, play limits)."""
    for holder in state.permanents:
        chars = chars_of(state, holder)
        for index, ability in enumerate(holder.statics):
            if index not in chars.statics or not condition_met(state, holder, ability):
                continue
            for effect in ability.effects:
                yield holder, chars, effect


def condition_met(state: GameState, perm: Permanent, ability: StaticAbility) -> bool:
    """Whether a static ability's "if / as long as you control …" holds, counting the
    permanents as printed (types changed by other effects are not looked at)."""
    condition = ability.condition
    count = None
    if condition is not None:
        count = sum(
            matches(condition, printed(other), perm.controller, perm.id)
            for other in state.permanents
        )
    return holds(state, perm, ability, count)


def players_named(state: GameState, names: list[str], each: list[Filter], you: str) -> set[str]:
    """The players an effect names; none named means its controller ("you")."""
    found = {n for n in names if state.player(n) is not None}
    found |= {p.name for p in state.players if any(matches_player(f, p.name, you) for f in each)}
    if not names and not each:
        found.add(you)
    return found
