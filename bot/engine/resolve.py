"""Doing one effect: what it acts on right now, and its result (608.2c-h).

``Doer`` says who does it and from what: its controller ("you"), the object whose effect it is
(for damage, the source: 120.2b) and which targets are still legal (608.2b). Each effect acts
on all of its objects and players at once (608.2f); permanents that leave do so together.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from . import citations as C
from .characteristics import LAYER_ES, LAYER_RULE, board, layers_of, players_named
from .damage import Assignment, DamageSource, deal_simultaneously
from .describe import continuous_text, effect_text, join
from .effects import (
    CONTINUOUS_TYPES,
    PLAYER_EFFECTS,
    AddCounters,
    Counter,
    CreateToken,
    DealDamage,
    Destroy,
    Draw,
    Effect,
    Exile,
    GainLife,
    LoseLife,
    PreventDamage,
    RemoveCounters,
    ReturnToBattlefield,
    ReturnToHand,
    Sacrifice,
    ToGraveyard,
)
from .events import Entered, LifeGained
from .layers import label
from .outcome import Trace
from .selectors import matches
from .state import ContinuousEffect, GameState, Permanent, PreventionShield
from .vocabulary import qty
from .zones import leave_together


@dataclass(frozen=True)
class Doer:
    controller: str
    source: DamageSource
    source_id: str | None  # the source permanent, for "other creatures"
    legal_targets: frozenset[str] | None = None  # None: nothing was targeted, or no check


def acted_on(state: GameState, effect: Effect, doer: Doer) -> tuple[list[str], list[str]]:
    """(permanent ids, player names) the effect acts on now (608.2h for groups)."""
    named = [
        t for t in effect.targets if doer.legal_targets is None or t in doer.legal_targets
    ] + effect.objects
    chars = board(state).chars
    perms = [n for n in named if n in chars]
    source = chars.get(doer.source_id) if doer.source_id is not None else None
    host = source.attached_to if source is not None else None  # "enchanted creature"
    for flt in effect.each:
        perms += [
            pid
            for pid, ch in chars.items()
            if pid not in perms and matches(flt, ch, doer.controller, doer.source_id, host)
        ]
    named_players = [n for n in named if state.player(n) is not None]
    player_groups = [f for f in effect.each if f.kind == "player"]
    wanted: set[str] = set()
    if named_players or player_groups:
        wanted = players_named(state, named_players, player_groups, doer.controller)
    elif effect.type in PLAYER_EFFECTS and not effect.names_anything:
        wanted = {doer.controller}  # an effect on a player that names none: "you"
    players = [p.name for p in state.apnap_order() if p.name in wanted]
    return perms, players


def do_effect(state: GameState, effect: Effect, doer: Doer, trace: Trace) -> None:
    if isinstance(effect, Counter):
        _counter(state, effect, doer, trace)
        return
    if isinstance(effect, ReturnToBattlefield):
        _return_from_graveyard(state, effect, trace)
        return
    perms, players = acted_on(state, effect, doer)
    names = {p.id: label(state, p) for p in state.permanents}
    what = effect_text(effect, lambda x: names.get(x, x), doer.controller)
    if not perms and not players:
        trace.add(
            f"{what[0].upper()}{what[1:]}: no hay nada sobre lo que actúe ahora, así que no "
            "hace nada.",
            C.CURRENT_OR_LAST_KNOWN,
        )
        return
    if effect.type in CONTINUOUS_TYPES:
        _continuous(state, effect, doer, perms, players, trace)
        return
    _ONE_SHOT[effect.type](state, effect, doer, perms, players, trace)


Handler = Callable[[GameState, Effect, Doer, list[str], list[str], Trace], None]


def _damage(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    assert isinstance(effect, DealDamage)
    chars = board(state).chars
    damageable = [p for p in perms if chars[p].types & {"creature", "planeswalker", "battle"}]
    victims = damageable + players
    who = join([label(state, state.require_permanent(p)) for p in damageable] + players)
    rules = [C.DAMAGE_BY_EFFECT] + ([C.SIMULTANEOUS_ACTIONS] if len(victims) > 1 else [])
    trace.add(
        f"{doer.source.label} hace {qty(effect.amount, 'daño')} a {who}"
        + (", todo a la vez." if len(victims) > 1 else "."),
        *rules,
    )
    deal_simultaneously(
        state,
        [Assignment(doer.source.id, v, effect.amount) for v in victims],
        trace,
        0,
        {doer.source.id: doer.source},
    )


def _life(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    assert isinstance(effect, GainLife | LoseLife)
    gain = isinstance(effect, GainLife)
    for name in players:
        player = state.player(name)
        assert player is not None
        old = player.life
        player.life += effect.amount if gain else -effect.amount
        if gain and effect.amount:
            trace.events.append(LifeGained(name, effect.amount))
        verb = "gana" if gain else "pierde"
        trace.add(
            f"{name} {verb} {qty(effect.amount, 'vida')}: {old} → {player.life}.", C.LIFE_CHANGES
        )


def _draw(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    assert isinstance(effect, Draw)
    for name in players:  # APNAP order (121.2c)
        player = state.player(name)
        assert player is not None
        wanted = effect.amount
        got = wanted if player.library is None else min(wanted, player.library)
        player.hand += got
        if player.library is not None:
            player.library -= got
        rules = [C.DRAW, C.DRAW_ONE_AT_A_TIME]
        text = f"{name} roba {qty(got, 'carta')}, una a una"
        if player.library is not None:
            text += f" (le quedan {qty(player.library, 'carta')} en la biblioteca)"
        if got < wanted:
            player.drew_from_empty_library = True
            rules += [C.DRAW_FROM_EMPTY, C.LOSE_DRAW_EMPTY]
            text += (
                f"; tenía que robar {wanted} e intentó robar de una biblioteca vacía: "
                "perderá la partida la próxima vez que un jugador fuera a recibir prioridad"
            )
        trace.add(text + ".", *rules)


def _counters(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    assert isinstance(effect, AddCounters | RemoveCounters)
    sign = 1 if isinstance(effect, AddCounters) else -1
    for name in players:
        player = state.player(name)
        if player is not None and effect.counter == "poison":
            player.poison = max(0, player.poison + sign * effect.amount)
            trace.add(
                f"{name} tiene ahora {qty(player.poison, 'contador', 'contadores')} de veneno.",
                C.DAMAGE_POISON if sign > 0 else C.LIFE_CHANGES,
            )
    for pid in perms:
        perm = state.require_permanent(pid)
        field = {"+1/+1": "plus_counters", "-1/-1": "minus_counters", "loyalty": "loyalty"}.get(
            effect.counter
        )
        if field is None or (field == "loyalty" and perm.loyalty is None):
            continue
        old = getattr(perm, field) or 0
        setattr(perm, field, max(0, old + sign * effect.amount))
        verb = "Se ponen" if sign > 0 else "Se quitan"
        trace.add(
            f"{verb} {qty(abs(getattr(perm, field) - old), 'contador', 'contadores')} "
            f"{effect.counter} {'en' if sign > 0 else 'de'} {label(state, perm)}.",
            C.PT_COUNTERS if field != "loyalty" else C.DAMAGE_LOYALTY,
        )


def _move(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    assert isinstance(effect, Destroy | Exile | Sacrifice | ToGraveyard | ReturnToHand)
    chars = board(state).chars
    moves: list[tuple[str, str]] = []
    for pid in perms:
        perm = state.require_permanent(pid)
        who = label(state, perm)
        if isinstance(effect, Destroy):
            if "indestructible" in chars[pid].keywords:
                trace.add(f"{who} es indestructible: no se destruye.", C.INDESTRUCTIBLE)
                continue
            if perm.regeneration_shields and effect.no_regeneration:
                trace.add(
                    f"{who} tiene un escudo de regeneración, pero no puede ser regenerada: el "
                    "escudo no se aplica.",
                    C.CANT_REGENERATE,
                )
            elif perm.regeneration_shields:
                perm.regeneration_shields -= 1
                perm.damage = 0
                state.remove_from_combat(pid)
                trace.add(
                    f"{who} iba a ser destruida, pero se regenera: se le quita todo el "
                    "daño, se gira y sale del combate.",
                    C.REGENERATE,
                )
                continue
        moves.append((pid, _ZONE_OF.get(effect.type, "graveyard")))
    if not moves:
        return
    text, rules = _MOVE_WORDS[effect.type]
    trace.add(
        join([f"«{state.require_permanent(pid).name}»" for pid, _ in moves]) + f" {text}.", *rules
    )
    by = f" por «{doer.source.name}»" if doer.source.name else ""
    leave_together(state, moves, trace, text.split(":")[0] + by, rules)


_ZONE_OF = {"exile": "exile", "return_to_hand": "hand"}
_MOVE_WORDS: dict[str, tuple[str, list[str]]] = {
    "destroy": ("es destruida: va al cementerio de su propietario", [C.DESTROY]),
    "exile": ("se exilia", [C.EXILE]),
    "sacrifice": (
        "se sacrifica: va al cementerio de su propietario (no es destruir: "
        "indestructible y regenerar no lo impiden)",
        [C.SACRIFICE, C.DESTROY_ONLY_WAYS],
    ),
    "to_graveyard": (
        "va al cementerio de su propietario (muere, sin ser destruida)",
        [C.DIES, C.DESTROY_ONLY_WAYS],
    ),
    "return_to_hand": (
        "vuelve a la mano de su propietario: deja el campo de batalla sin morir, y si vuelve "
        "a jugarse será un objeto nuevo, sin contadores, daño ni efectos de antes",
        [C.NEW_OBJECT],
    ),
}


def _tokens(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    assert isinstance(effect, CreateToken)
    spec = effect.token
    for name in players:
        made = []
        for _ in range(effect.count):
            n = sum(1 for p in [*state.permanents, *state.graveyard, *state.exile] if p.token)
            token = Permanent(
                id=f"ficha{n + 1}",
                name=spec.name,
                controller=name,
                token=True,
                types=set(spec.types),
                subtypes=set(spec.subtypes),
                colors=set(spec.colors),
                power=spec.power,
                toughness=spec.toughness,
                keywords=set(spec.keywords),
                timestamp=state.next_timestamp(),
            )
            state.permanents.append(token)
            trace.events.append(Entered(token.id))
            made.append(token)
        pt = f" {spec.power}/{spec.toughness}" if spec.power is not None else ""
        trace.add(
            f"{name} crea {qty(len(made), 'ficha')} «{spec.name}»{pt}: entra(n) en el "
            "campo de batalla bajo su control.",
            C.CREATE_TOKEN,
            C.TOKEN_OWNER,
        )


def _prevent(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    assert isinstance(effect, PreventDamage)
    for who in perms + players:
        state.shields.append(
            PreventionShield(protects=who, amount=effect.amount, source=doer.source.name)
        )
    names = join([label(state, state.require_permanent(p)) for p in perms] + players)
    amount = (
        "todo el daño" if effect.amount is None else f"los próximos {qty(effect.amount, 'daño')}"
    )
    trace.add(
        f"Se crea un efecto de prevención: se prevendrá {amount} que se fuera a hacer a "
        f"{names} este turno.",
        C.PREVENTION,
        *([C.PREVENTION_SHIELD] if effect.amount is not None else []),
    )


_LAYER_CITE = {
    **LAYER_RULE,
    "7a": C.LAYER_7A,
    "7b": C.LAYER_7B,
    "7c": C.LAYER_7C,
    "7d": C.LAYER_7D,
}
_LAYER_NAME = {
    **LAYER_ES,
    "7a": "capa 7a",
    "7b": "capa 7b (fijar fuerza/resistencia)",
    "7c": "capa 7c (modificar fuerza/resistencia)",
    "7d": "capa 7d (intercambiar)",
}


def _continuous(
    state: GameState, effect: Effect, doer: Doer, perms: list[str], players: list[str], trace: Trace
) -> None:
    who = join([label(state, state.require_permanent(p)) for p in perms] + players)
    stamp = state.next_timestamp()
    lean = effect.model_dump(exclude={"targets", "objects", "each", "target_filter"})
    made = ContinuousEffect.model_validate(
        {
            "effect": lean,
            "affected": perms + players,
            "controller": doer.controller,
            "source": doer.source_id,
            "timestamp": stamp,
        }
    )
    state.continuous.append(made)
    rules = [C.EFFECT_TIMESTAMP, C.DURATION_STATED]
    if perms:
        rules.insert(0, C.LOCKED_IN_SET)
    if not perms:
        rules.append(C.PLAYER_EFFECTS)
    # Which layer it applies in says how it combines with the others (613.1, 613.4).
    layers = layers_of(made.effect)
    rules += [_LAYER_CITE[layer] for layer in layers]
    where = f" Se aplica en la {' y la '.join(_LAYER_NAME[la] for la in layers)}." if layers else ""
    locked = " Afecta solo a lo que afectaba al empezar." if perms else ""
    trace.add(
        f"Se crea un efecto continuo con marca de tiempo {stamp}: {who}: "
        f"{continuous_text(made.effect)}.{locked}{where}",
        *rules,
    )


def _return_from_graveyard(state: GameState, effect: ReturnToBattlefield, trace: Trace) -> None:
    """Undying/persist: the card in the graveyard comes back as a new object (400.7) with
    the counter; a token or a card that already left the graveyard stays where it is."""
    rules = [C.UNDYING if effect.counter == "+1/+1" else C.PERSIST]
    for pid in effect.objects:
        card = next((p for p in reversed(state.graveyard) if p.id == pid), None)
        if card is None or card.token:
            why = "es una ficha" if card is not None else "ya no está en el cementerio"
            trace.add(f"«{pid if card is None else card.name}» {why}: no vuelve.", *rules)
            if card is not None:
                rules.append(C.TOKEN_CANT_RETURN)
            continue
        state.graveyard.remove(card)
        back = card.model_copy(
            update={
                "controller": card.owner or card.controller,
                "damage": 0,
                "damaged_by_deathtouch": False,
                "regeneration_shields": 0,
                "plus_counters": 1 if effect.counter == "+1/+1" else 0,
                "minus_counters": 1 if effect.counter == "-1/-1" else 0,
                "attached_to": None,
                "timestamp": state.next_timestamp(),
            },
            deep=True,
        )
        state.permanents.append(back)
        trace.events.append(Entered(back.id))
        trace.add(
            f"«{back.name}» vuelve del cementerio al campo de batalla con un contador "
            f"{effect.counter}: es un objeto nuevo, sin el daño ni los efectos de antes.",
            *rules,
            C.NEW_OBJECT,
        )


def _counter(state: GameState, effect: Counter, doer: Doer, trace: Trace) -> None:
    """701.6a: removed from the stack without resolving; a countered spell goes to the
    graveyard. Targets already gone were found illegal before (608.2b)."""
    for name in effect.targets:
        if doer.legal_targets is not None and name not in doer.legal_targets:
            continue
        index = next(
            (
                i
                for i in range(len(state.turn.stack) - 1, -1, -1)
                if state.turn.stack[i].name == name
            ),
            None,
        )
        if index is None:
            continue
        countered = state.turn.stack.pop(index)
        where = (
            "va al cementerio de su propietario" if countered.kind == "spell" else "deja de existir"
        )
        trace.add(
            f"«{countered.name}» queda contrarrestado: sale de la pila sin resolverse, "
            f"ninguno de sus efectos ocurre y {where}.",
            C.COUNTER,
        )


_ONE_SHOT: dict[str, Handler] = {
    "damage": _damage,
    "gain_life": _life,
    "lose_life": _life,
    "draw": _draw,
    "add_counters": _counters,
    "remove_counters": _counters,
    "destroy": _move,
    "exile": _move,
    "sacrifice": _move,
    "to_graveyard": _move,
    "return_to_hand": _move,
    "create_token": _tokens,
    "prevent_damage": _prevent,
}
