"""Power and toughness through layer 7 (613.4a-d), applying each sublayer in timestamp order.

One walk (``walk_layer_7``) computes both the current values every rule reads and the
sublayer-by-sublayer record that ``explain_layers`` tells the player, so the answer and its
explanation cannot disagree.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import citations as C
from .outcome import Trace
from .state import GameState, Permanent, PTEffect

_SUBLAYERS = ("a", "b", "c", "d")
_SUBLAYER_RULE = {"a": C.LAYER_7A, "b": C.LAYER_7B, "c": C.LAYER_7C, "d": C.LAYER_7D}
_SUBLAYER_ES = {
    "a": "7a (habilidades que definen características)",
    "b": "7b (efectos que fijan la fuerza/resistencia)",
    "c": "7c (efectos y contadores que modifican)",
    "d": "7d (intercambiar fuerza y resistencia)",
}


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


def _ordered(state: GameState, perm: Permanent) -> list[PTEffect]:
    mine = [e for e in state.effects if e.target == perm.id]
    # Stable sort: effects with equal timestamps keep the order they were listed in.
    return sorted(mine, key=lambda e: (e.sublayer, e.timestamp))


def _apply(effect: PTEffect, p: int, t: int) -> tuple[int, int]:
    if effect.sublayer in ("a", "b"):
        return (p if effect.power is None else effect.power,
                t if effect.toughness is None else effect.toughness)
    if effect.sublayer == "c":
        return p + (effect.power or 0), t + (effect.toughness or 0)
    return t, p


def walk_layer_7(state: GameState, perm: Permanent) -> LayerWalk:
    """Apply every sublayer in order, recording each step; sublayers with nothing are left out."""
    effects = _ordered(state, perm)
    p, t = perm.power or 0, perm.toughness or 0
    printed = (p, t)
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
    has_pt = not (perm.power is None and perm.toughness is None and not effects)
    return LayerWalk(printed, tuple(sublayers), p, t, has_pt)


def power_toughness(state: GameState, perm: Permanent) -> tuple[int | None, int | None]:
    """Current power/toughness; ``(None, None)`` for a permanent that has neither."""
    walk = walk_layer_7(state, perm)
    if not walk.has_pt:
        return None, None
    return walk.power, walk.toughness


def effective_toughness(state: GameState, perm: Permanent) -> int:
    return power_toughness(state, perm)[1] or 0


def effective_power(state: GameState, perm: Permanent) -> int:
    return power_toughness(state, perm)[0] or 0


def label(state: GameState, perm: Permanent) -> str:
    p, t = power_toughness(state, perm)
    if p is None:
        if perm.is_planeswalker and perm.loyalty is not None:
            return f"«{perm.name}» (lealtad {perm.loyalty})"
        return f"«{perm.name}»"
    return f"«{perm.name}» ({p}/{t})"


def _effect_text(effect: PTEffect) -> str:
    if effect.description:
        return effect.description
    if effect.sublayer == "d":
        return "intercambiar fuerza y resistencia"
    if effect.sublayer == "c":
        return f"{effect.power or 0:+d}/{effect.toughness or 0:+d}"
    pw = "—" if effect.power is None else effect.power
    tg = "—" if effect.toughness is None else effect.toughness
    return f"{'definir' if effect.sublayer == 'a' else 'fijar'} {pw}/{tg}"


def explain_layers(state: GameState, perm: Permanent, trace: Trace) -> tuple[int, int]:
    """Tell layer 7 for one permanent, one step per sublayer that has something to apply."""
    walk = walk_layer_7(state, perm)
    p, t = walk.printed
    trace.add(
        f"Se parte de la fuerza y resistencia impresas de «{perm.name}»: {p}/{t}. Los efectos "
        "de fuerza/resistencia se aplican en la capa 7, subcapa por subcapa, y dentro de cada "
        "subcapa por orden de marca de tiempo.",
        C.LAYER_7, C.LAYER_7_SUBLAYERS, C.TIMESTAMPS,
    )
    for sub in walk.sublayers:
        effects = sum(1 for a in sub.applied if a.effect is not None)
        rules = [_SUBLAYER_RULE[sub.name], *([C.TIMESTAMPS] if effects > 1 else [])]
        if any(a.effect is None for a in sub.applied):
            rules += [C.PT_COUNTERS, C.COUNTER_TIMESTAMP]
        parts = [_applied_text(perm, a) for a in sub.applied]
        trace.add(f"Subcapa {_SUBLAYER_ES[sub.name]}: " + "; ".join(parts) + ".", *rules)
    p, t = walk.power, walk.toughness
    trace.add(f"Resultado: «{perm.name}» es {p}/{t}.", C.LAYER_7_SUBLAYERS)
    if t <= 0 and perm.is_creature:
        trace.add(
            f"Con resistencia {t}, «{perm.name}» irá al cementerio de su propietario en cuanto "
            "se comprueben las acciones de estado (indestructible no lo evita).",
            C.SBA_ZERO_TOUGHNESS, C.DESTROY_ONLY_WAYS,
        )
    return p, t


def _applied_text(perm: Permanent, applied: Applied) -> str:
    after = f" → {applied.power}/{applied.toughness}"
    if applied.effect is None:
        return _counter_text(perm.plus_counters, perm.minus_counters) + after
    effect = applied.effect
    return f"«{_effect_text(effect)}» (marca de tiempo {effect.timestamp}){after}"


def _counter_text(plus: int, minus: int) -> str:
    bits = []
    if plus:
        bits.append(f"{plus} contador(es) +1/+1")
    if minus:
        bits.append(f"{minus} contador(es) -1/-1")
    return " y ".join(bits)
