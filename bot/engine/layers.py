"""Power and toughness through layer 7 (613.4a-d), applying each sublayer in timestamp order."""

from __future__ import annotations

from . import citations as C
from .outcome import Trace
from .state import GameState, Permanent, PTEffect

_SUBLAYER_RULE = {"a": C.LAYER_7A, "b": C.LAYER_7B, "c": C.LAYER_7C, "d": C.LAYER_7D}
_SUBLAYER_ES = {
    "a": "7a (habilidades que definen características)",
    "b": "7b (efectos que fijan la fuerza/resistencia)",
    "c": "7c (efectos y contadores que modifican)",
    "d": "7d (intercambiar fuerza y resistencia)",
}


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


def power_toughness(state: GameState, perm: Permanent) -> tuple[int | None, int | None]:
    """Current power/toughness; ``(None, None)`` for a permanent that has neither."""
    effects = _ordered(state, perm)
    if perm.power is None and perm.toughness is None and not effects:
        return None, None
    p, t = perm.power or 0, perm.toughness or 0
    counters = perm.plus_counters - perm.minus_counters
    for sub in "abcd":
        for effect in (e for e in effects if e.sublayer == sub):
            p, t = _apply(effect, p, t)
        if sub == "c":
            p, t = p + counters, t + counters
    return p, t


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
    """Walk layer 7 for one permanent, one step per sublayer that has something to apply."""
    effects = _ordered(state, perm)
    p, t = perm.power or 0, perm.toughness or 0
    trace.add(
        f"Se parte de la fuerza y resistencia impresas de «{perm.name}»: {p}/{t}. Los efectos "
        "de fuerza/resistencia se aplican en la capa 7, subcapa por subcapa, y dentro de cada "
        "subcapa por orden de marca de tiempo.",
        C.LAYER_7, C.LAYER_7_SUBLAYERS, C.TIMESTAMPS,
    )
    for sub in "abcd":
        here = [e for e in effects if e.sublayer == sub]
        counters = (perm.plus_counters, perm.minus_counters) if sub == "c" else (0, 0)
        if not here and counters == (0, 0):
            continue
        parts, rules = [], [_SUBLAYER_RULE[sub]]
        for effect in here:
            p, t = _apply(effect, p, t)
            parts.append(f"«{_effect_text(effect)}» (marca de tiempo {effect.timestamp}) → {p}/{t}")
        if len(here) > 1:
            rules.append(C.TIMESTAMPS)
        if counters != (0, 0):
            net = counters[0] - counters[1]
            p, t = p + net, t + net
            parts.append(_counter_text(*counters) + f" → {p}/{t}")
            rules += [C.PT_COUNTERS, C.COUNTER_TIMESTAMP]
        trace.add(f"Subcapa {_SUBLAYER_ES[sub]}: " + "; ".join(parts) + ".", *rules)
    trace.add(f"Resultado: «{perm.name}» es {p}/{t}.", C.LAYER_7_SUBLAYERS)
    if t <= 0 and perm.is_creature:
        trace.add(
            f"Con resistencia {t}, «{perm.name}» irá al cementerio de su propietario en cuanto "
            "se comprueben las acciones de estado (indestructible no lo evita).",
            C.SBA_ZERO_TOUGHNESS, C.DESTROY_ONLY_WAYS,
        )
    return p, t


def _counter_text(plus: int, minus: int) -> str:
    bits = []
    if plus:
        bits.append(f"{plus} contador(es) +1/+1")
    if minus:
        bits.append(f"{minus} contador(es) -1/-1")
    return " y ".join(bits)
