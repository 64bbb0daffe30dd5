"""``estado``: a board to run state-based actions on.

Creatures are listed in the order they entered the battlefield (that order is their
timestamp, which the legend rule default uses). Player options without suffix are the
active player's (you); with ``_rival`` they are the non-active player's.
"""

from __future__ import annotations

import re

from ..errors import ScenarioError
from ..scenario import Scenario
from ..state import GameState, Permanent, Player, Turn
from .build import finish, permanent_from_spec
from .pairs import Pair, pair_int, parse_bool, unknown_key
from .specs import ObjectSpec, parse_object, split_items

YOU, RIVAL = "Jugador activo", "Jugador no activo"
_LISTS = {
    "criaturas": ("creature", YOU), "creatures": ("creature", YOU),
    "criaturas_rival": ("creature", RIVAL), "rival_creatures": ("creature", RIVAL),
    "planeswalkers": ("planeswalker", YOU), "planeswalker": ("planeswalker", YOU),
    "planeswalkers_rival": ("planeswalker", RIVAL), "auras": ("aura", YOU), "aura": ("aura", YOU),
    "cementerio": ("graveyard", YOU), "graveyard": ("graveyard", YOU),
}
_PLAYER_KEYS = {
    "vida": "life", "life": "life", "veneno": "poison", "poison": "poison",
    "robo_vacio": "drew_from_empty_library", "empty_draw": "drew_from_empty_library",
    "no_puede_perder": "cant_lose", "cant_lose": "cant_lose",
}
_KEEP = {"conservar", "keep"}
_SPANISH_KEYS = ["criaturas", "criaturas_rival", "planeswalkers", "planeswalkers_rival", "auras",
                 "cementerio", "vida", "veneno", "robo_vacío", "no_puede_perder", "conservar",
                 "(y vida_rival, veneno_rival, robo_vacío_rival, no_puede_perder_rival)"]
_AURA_EXAMPLE = 'auras:"Pacifismo blanca encanta:1"'


def build_state(pairs: list[Pair], example: str) -> Scenario:
    players = {YOU: Player(name=YOU), RIVAL: Player(name=RIVAL)}
    lists: dict[str, list[tuple[str, ObjectSpec]]] = {}
    keep: int | None = None
    for pair in pairs:
        base, owner = _player_key(pair.key)
        if pair.key in _LISTS:
            kind, who = _LISTS[pair.key]
            specs = [parse_object(t, f"{pair.raw_key} ({i})", example, need_pt=kind == "creature")
                     for i, t in enumerate(split_items(pair.value), 1)]
            lists.setdefault(kind, []).extend((who, s) for s in specs)
        elif base in _PLAYER_KEYS:
            _set_player(players[owner], _PLAYER_KEYS[base], pair, example)
        elif pair.key in _KEEP:
            keep = pair_int(pair, example, minimum=1)
        else:
            raise unknown_key(pair, "estado", _SPANISH_KEYS, example)
    perms, graveyard = _permanents(lists, example)
    legend_keep = _legend_choice(keep, perms, example)
    state = GameState(players=list(players.values()), permanents=perms, graveyard=graveyard,
                      turn=Turn(active_player=YOU))
    return finish("sba", example, state=state, legend_keep=legend_keep)


def _player_key(key: str) -> tuple[str, str]:
    if key.endswith("_rival"):
        return key[: -len("_rival")], RIVAL
    return key, YOU


def _set_player(player: Player, field: str, pair: Pair, example: str) -> None:
    if field in ("life", "poison"):
        value = pair_int(pair, example, minimum=0 if field == "poison" else None)
    else:
        value = parse_bool(pair, example)
    setattr(player, field, value)


def _permanents(lists: dict[str, list[tuple[str, ObjectSpec]]],
                example: str) -> tuple[list[Permanent], list[Permanent]]:
    perms: list[Permanent] = []
    creatures: dict[str, list[str]] = {YOU: [], RIVAL: []}
    for n, (who, spec) in enumerate(lists.get("creature", []), 1):
        pid = f"c{n}" if who == YOU else f"r{n}"
        perms.append(permanent_from_spec(spec, pid, f"Criatura {n}", who, len(perms) + 1,
                                         example=example))
        creatures[who].append(pid)
    for n, (who, spec) in enumerate(lists.get("planeswalker", []), 1):
        perms.append(permanent_from_spec(spec, f"pw{n}", f"Planeswalker {n}", who,
                                         len(perms) + 1, types={"planeswalker"}, example=example))
    for n, (who, spec) in enumerate(lists.get("aura", []), 1):
        aura = permanent_from_spec(spec, f"aura{n}", spec.name or f"Aura {n}", who,
                                   len(perms) + 1, types={"enchantment"}, example=_AURA_EXAMPLE)
        aura.subtypes = {"Aura"}
        aura.attached_to = _enchanted(spec.enchants, creatures)
        perms.append(aura)
    graveyard = [permanent_from_spec(spec, f"g{n}", f"Carta {n}", who, 0, example=example)
                 for n, (who, spec) in enumerate(lists.get("graveyard", []), 1)]
    return perms, graveyard


def _enchanted(target: str | None, creatures: dict[str, list[str]]) -> str | None:
    """``encanta:2`` is your creature 2, ``encanta:r1`` the rival's first, ``nada`` nothing."""
    if target is None or target in ("nada", "ninguno", "nothing", "none"):
        return None
    m = re.fullmatch(r"(r?)(\d+)", target)
    if m is None:
        raise ScenarioError(f"«encanta:{target}» debe ser el número de una criatura de la lista "
                            "(r1, r2... para las del rival) o «nada».", fragment=target,
                            example=_AURA_EXAMPLE)
    pool = creatures[RIVAL if m[1] else YOU]
    index = int(m[2])
    if not 1 <= index <= len(pool):
        raise ScenarioError(f"«encanta:{target}» apunta a una criatura que no está en la lista "
                            f"(hay {len(pool)}).", fragment=target, example=_AURA_EXAMPLE)
    return pool[index - 1]


def _legend_choice(keep: int | None, perms: list[Permanent], example: str) -> dict[str, str]:
    if keep is None:
        return {}
    yours = [p for p in perms if p.controller == YOU and p.is_creature]
    if keep > len(yours):
        raise ScenarioError(f"«conservar:{keep}» apunta a una criatura que no existe (hay "
                            f"{len(yours)}).", fragment=f"conservar:{keep}", example=example)
    chosen = yours[keep - 1]
    return {chosen.name: chosen.id}
