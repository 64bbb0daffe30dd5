"""``capas``, ``momento`` and ``disparos``: one object or one moment to ask about."""

from __future__ import annotations

import re

from ..errors import ScenarioError
from ..scenario import Scenario
from ..state import GameState, Permanent, Player, PTEffect, StackItem, Turn
from ..timing import TimingQuery
from .aliases import CARD_TYPE_ALIASES, KEYWORD_ALIASES, STEP_ALIASES, fold
from .build import finish, permanent_from_spec
from .pairs import Pair, pair_int, parse_bool, unknown_key
from .specs import parse_object, split_items

YOU, RIVAL = "Tú", "Rival"

# ---------------------------------------------------------------- capas
_SIGNED = re.compile(r"^([+-]\d+)/([+-]\d+)$")
_PLAIN = re.compile(r"^(\d+)/(\d+)$")
_EFFECT_EXAMPLE = 'efectos:"+2/+2; +1/+1 contador x2; 0/1 fijar; 3/3 definir; intercambiar"'
_SWITCH = {"intercambiar", "intercambia", "switch", "invertir", "intercambio"}
_SET = {"fijar", "fija", "set", "convierte", "convertir", "es", "base"}
_CDA = {"definir", "define", "cda", "caracteristica"}
_COUNTER = {"contador", "contadores", "counter", "counters"}


def build_layers(pairs: list[Pair], example: str) -> Scenario:
    base, effects_text = None, []
    for pair in pairs:
        if pair.key in ("base", "criatura", "creature"):
            base = parse_object(pair.value, "base", example)
        elif pair.key in ("efectos", "efecto", "effects"):
            effects_text += split_items(pair.value)
        else:
            raise unknown_key(pair, "capas", ["base", "efectos"], example)
    if base is None:
        raise ScenarioError('Falta base:"P/R" con la fuerza y resistencia impresas.',
                            example=example)
    owner = GameState().players[0].name
    perm = permanent_from_spec(base, "objeto", "Criatura", owner, 0, example=example)
    effects = []
    for n, text in enumerate(effects_text, 1):
        effect = _effect(text, n, perm, example)
        if effect is not None:
            effects.append(effect)
    return finish("layers", example, state=GameState(permanents=[perm], effects=effects),
                  layers=[perm.id])


def _effect(text: str, n: int, perm: Permanent, example: str) -> PTEffect | None:
    words = [fold(w) for w in text.split()]
    timestamp, rest = n, []
    for word in words:
        if word.startswith("ts:"):
            timestamp = pair_int(Pair("ts", "ts", word[3:], word), _EFFECT_EXAMPLE)
        else:
            rest.append(word)
    tags = set(rest)
    values = [w for w in rest if "/" in w]
    if tags & _SWITCH:
        return PTEffect(target=perm.id, sublayer="d", timestamp=timestamp, description=text)
    if len(values) != 1:
        raise ScenarioError(f"No entiendo el efecto «{text}» (efecto {n}): pon un valor como "
                            "«+1/+1», «0/1 fijar» o «intercambiar».", fragment=text,
                            example=_EFFECT_EXAMPLE)
    signed, plain = _SIGNED.match(values[0]), _PLAIN.match(values[0])
    if tags & _COUNTER:
        _counters(text, values[0], rest, perm)
        return None
    if signed:
        return PTEffect(target=perm.id, sublayer="c", power=int(signed[1]),
                        toughness=int(signed[2]), timestamp=timestamp, description=text)
    if plain:
        sub = "a" if tags & _CDA else "b"
        return PTEffect(target=perm.id, sublayer=sub, power=int(plain[1]),
                        toughness=int(plain[2]), timestamp=timestamp, description=text)
    raise ScenarioError(f"No entiendo el valor «{values[0]}» del efecto «{text}».",
                        fragment=values[0], example=_EFFECT_EXAMPLE)


def _counters(text: str, value: str, words: list[str], perm: Permanent) -> None:
    times = next((int(w[1:]) for w in words if re.fullmatch(r"[x×]\d+", w)), 1)
    if value == "+1/+1":
        perm.plus_counters += times
    elif value == "-1/-1":
        perm.minus_counters += times
    else:
        raise ScenarioError(f"En «{text}» solo se admiten contadores +1/+1 o -1/-1.",
                            fragment=value, example=_EFFECT_EXAMPLE)


# ---------------------------------------------------------------- momento
_OWN = {"propio", "mio", "tuyo", "own", "mine", "si", "yours"}
_THEIRS = {"ajeno", "rival", "oponente", "opponent", "otro", "del rival", "no", "theirs"}


def build_timing(pairs: list[Pair], example: str) -> Scenario:
    types: set[str] = set()
    flash, step, stack, own, priority = False, "main1", 0, True, True
    lands, land_plays = 0, 1
    for pair in pairs:
        value = fold(pair.value)
        if pair.key in ("carta", "card", "tipo"):
            types, flash = _card(pair, example)
        elif pair.key in ("paso", "fase", "step", "phase"):
            if value not in STEP_ALIASES:
                raise ScenarioError(f"No conozco el paso «{pair.value}». Pasos: mantenimiento, "
                                    "robo, principal, principal 2, inicio de combate, declarar "
                                    "atacantes, declarar bloqueadores, daño de combate, fin de "
                                    "combate, combate, final, limpieza, enderezar.",
                                    fragment=pair.fragment, example=example)
            step = STEP_ALIASES[value]
        elif pair.key in ("pila", "stack"):
            stack = _stack_size(pair, example)
        elif pair.key in ("turno", "turn"):
            if value not in _OWN | _THEIRS:
                raise ScenarioError(f"En «{pair.fragment}» usa turno:propio o turno:ajeno.",
                                    fragment=pair.fragment, example=example)
            own = value in _OWN
        elif pair.key in ("prioridad", "priority"):
            priority = parse_bool(pair, example)
        elif pair.key in ("tierras", "lands", "tierras_jugadas"):
            lands = pair_int(pair, example, minimum=0)
        elif pair.key in ("max_tierras", "land_plays"):
            land_plays = pair_int(pair, example, minimum=0)
        else:
            raise unknown_key(pair, "momento", ["carta", "paso", "pila", "turno", "prioridad",
                                                "tierras", "max_tierras"], example)
    if not types:
        raise ScenarioError('Falta carta:"tipo" (instantáneo, conjuro, criatura, tierra...).',
                            example=example)
    you = Player(name=YOU, lands_played=lands, land_plays=land_plays)
    turn = Turn(active_player=YOU if own else RIVAL, step=step,
                stack=[StackItem(name=f"Objeto {i}", controller=RIVAL) for i in range(stack)])
    state = GameState(players=[you, Player(name=RIVAL)], turn=turn)
    query = TimingQuery(card_types=types, flash=flash, player=YOU, has_priority=priority)
    return finish("timing", example, state=state, timing=query)


def _card(pair: Pair, example: str) -> tuple[set[str], bool]:
    types, flash = set(), False
    for word in fold(pair.value).split():
        if word in CARD_TYPE_ALIASES:
            types.add(CARD_TYPE_ALIASES[word])
        elif KEYWORD_ALIASES.get(word) == "flash":
            flash = True
        elif word not in ("de", "con", "with", "legendaria", "legendario", "legendary"):
            raise ScenarioError(f"No conozco el tipo de carta «{word}» en «{pair.fragment}».",
                                fragment=word, example=example)
    return types, flash


def _stack_size(pair: Pair, example: str) -> int:
    value = fold(pair.value)
    if value in ("vacia", "vacio", "empty", "0", "nada"):
        return 0
    if value in ("ocupada", "llena", "no vacia", "con objetos", "busy", "full", "no"):
        return 1
    return pair_int(pair, example, minimum=0)


# ---------------------------------------------------------------- disparos
ACTIVE, NONACTIVE = "Jugador activo", "Jugador no activo"
_WHO = {"activo": ACTIVE, "active": ACTIVE, "noactivo": NONACTIVE, "no_activo": NONACTIVE,
        "nonactive": NONACTIVE, "inactivo": NONACTIVE, "rival": NONACTIVE}
_OWNER = re.compile(r"^(.*?)\s*\((activo|no activo|noactivo|rival|active|nonactive)\)$")


def build_triggers(pairs: list[Pair], example: str) -> Scenario:
    triggers, stack = [], []
    for pair in pairs:
        if pair.key in _WHO:
            triggers += [StackItem(name=n, controller=_WHO[pair.key])
                         for n in split_items(pair.value)]
        elif pair.key in ("pila", "stack"):
            stack += [_stack_item(text) for text in split_items(pair.value)]
        else:
            raise unknown_key(pair, "disparos", ["activo", "noactivo", "pila"], example)
    if not triggers and not stack:
        raise ScenarioError("Indica al menos un disparo (activo:/noactivo:) o algo en la pila.",
                            example=example)
    players = [Player(name=ACTIVE), Player(name=NONACTIVE)]
    state = GameState(players=players, turn=Turn(active_player=ACTIVE, stack=stack))
    return finish("triggers", example, state=state, triggers=triggers)


def _stack_item(text: str) -> StackItem:
    """``Rayo (rival)`` belongs to the non-active player; without a tag, to the active one."""
    m = _OWNER.match(fold(text))
    name, owner = text, ACTIVE
    if m is not None:
        name = text[: text.rfind("(")].strip()
        owner = ACTIVE if m[2] in ("activo", "active") else NONACTIVE
    if not name:
        raise ScenarioError(f"Falta el nombre del objeto de la pila en «{text}».", fragment=text,
                            example='pila:"Rayo (no activo); Contrahechizo"')
    return StackItem(name=name, controller=owner)
