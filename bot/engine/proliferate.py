"""Proliferate (701.34a): the player chooses any number of permanents and/or players that have
a counter, then gives each one additional counter of each kind it already has.

Which ones is the player's choice, never the engine's guess. The scenario says it with
``proliferar:`` on the player who proliferates (``proliferar:"Oso; Jugador no activo"``,
``proliferar:todos``, ``proliferar:ninguno``); when it does not and something has a counter,
the answer asks. The kinds of counter the engine keeps are +1/+1, -1/-1, loyalty, level, lore
(a Saga whose count the scenario gave) and age on permanents, and poison on players: a
permanent with another kind (a time or charge counter its card puts) is not known to have it.
Each counter given goes through the replacement effects that change how many are put (614.1a,
bot/engine/amount_replacements.py), as any effect putting counters does.
"""

from __future__ import annotations

from typing import cast

from . import citations as C
from .amount_replacements import replaced_amount
from .errors import ScenarioError, ScenarioQuestion
from .layers import ref
from .levels import put_levels
from .outcome import Trace
from .sagas import add_lore
from .state import GameState, Permanent, Player
from .vocabulary import CounterKind

PROLIFERATE_EXAMPLE = (
    'escenario criaturas:"Oso 2/2 contadores:+1/+1" veneno_rival:3 '
    'proliferar:"Oso; Jugador no activo" hechizo:"Volt Charge: Jugador no activo"'
)
ALL = ("todos", "todo", "todas", "all")
NONE = ("ninguno", "ninguna", "nada", "none", "nothing")
RIVAL = ("rival", "el rival", "oponente", "el oponente", "opponent")
SELF = ("yo", "tú", "tu", "ti", "you", "me")


def _kinds(perm: Permanent) -> list[str]:
    """The kinds of counter the engine knows ``perm`` has."""
    kinds = []
    if perm.plus_counters:
        kinds.append("+1/+1")
    if perm.minus_counters:
        kinds.append("-1/-1")
    if perm.is_planeswalker and perm.loyalty:  # 306.5b: its loyalty is its loyalty counters
        kinds.append("loyalty")
    if perm.level:
        kinds.append("level")
    if perm.lore:
        kinds.append("lore")
    if perm.age_counters:
        kinds.append("age")
    return kinds


def candidates(state: GameState) -> tuple[list[Permanent], list[Player]]:
    """Permanents and players that have a counter: what proliferate may choose."""
    perms = [p for p in state.permanents if _kinds(p)]
    players = [p for p in state.players if p.poison and not p.lost]
    return perms, players


def _chosen(
    state: GameState, who: Player, perms: list[Permanent], players: list[Player], trace: Trace
) -> tuple[list[Permanent], list[Player]]:
    told = who.proliferate
    if told is None:
        names = [f"«{p.name}»" for p in perms] + [p.name for p in players]
        raise ScenarioQuestion(
            f"¿Qué permanentes y jugadores con contadores elige {who.name} al proliferar?",
            why=(
                f"{who.name} prolifera: elige cualesquiera de los permanentes y jugadores que "
                "tienen un contador (" + ", ".join(names) + ") y cada uno recibe otro contador "
                "de cada clase que ya tiene (regla 701.34a). Es su elección, y el escenario no "
                "la dice (proliferar:todos, proliferar:ninguno o sus nombres)."
            ),
            example=PROLIFERATE_EXAMPLE,
        )
    folded = [t.strip().casefold() for t in told if t.strip()]
    if any(t in ALL for t in folded):
        return perms, players
    got_perms: list[Permanent] = []
    got_players: list[Player] = []
    for name in folded:
        if name in NONE:
            continue
        found_perms = [p for p in state.permanents if name in (p.id.casefold(), p.name.casefold())]
        found_players = [
            p
            for p in state.players
            if p.name.casefold() == name
            or (name in SELF and p is who)
            or (name in RIVAL and p is not who)
        ]
        if not found_perms and not found_players:
            raise ScenarioError(
                f"proliferar: nombra «{name}», que no es un permanente ni un jugador del "
                "escenario.",
                fragment=name,
                example=PROLIFERATE_EXAMPLE,
            )
        for perm in found_perms:
            if perm in perms and perm not in got_perms:
                got_perms.append(perm)
            elif perm not in perms:
                trace.add("proliferate.no_counter", C.PROLIFERATE, who=ref(state, perm))
        for player in found_players:
            if player in players and player not in got_players:
                got_players.append(player)
            elif player not in players:
                trace.add("proliferate.no_counter", C.PROLIFERATE, who=player.name)
    return got_perms, got_players


def proliferate(state: GameState, player_names: list[str], trace: Trace) -> None:
    """Each player of ``player_names`` proliferates (it is the effect's controller: "you")."""
    for name in player_names:
        who = state.player(name)
        if who is None:
            continue
        perms, players = candidates(state)
        if not perms and not players:
            trace.add("proliferate.nothing", C.PROLIFERATE, player=name)
            continue
        perms, players = _chosen(state, who, perms, players, trace)
        trace.add(
            "proliferate.chosen",
            C.PROLIFERATE,
            player=name,
            chosen=[ref(state, p) for p in perms] + [p.name for p in players],
        )
        for perm in perms:
            _one_more(state, perm, trace)
        for player in players:
            player.poison += 1
            trace.add("resolve.poison", C.PROLIFERATE, player=player.name, poison=player.poison)


def _one_more(state: GameState, perm: Permanent, trace: Trace) -> None:
    """One more counter of each kind ``perm`` has (701.34a), as many as replacements make it."""
    for kind in _kinds(perm):
        if kind == "lore":  # 714.2b: its chapter abilities see the counter put
            add_lore(state, perm, 1, trace)
            amount = 1
        elif kind == "age":
            perm.age_counters += 1
            amount = 1
        else:
            counter = cast(CounterKind, kind)
            amount = replaced_amount(state, trace, "add_counters", 1, perm=perm, counter=counter)
            if kind == "level":
                put_levels(state, perm, amount, trace)
            elif kind == "+1/+1":
                perm.plus_counters += amount
            elif kind == "-1/-1":
                perm.minus_counters += amount
            elif perm.loyalty is not None:
                perm.loyalty += amount
        trace.add(
            "proliferate.put", C.PROLIFERATE, amount=amount, counter=kind, who=ref(state, perm)
        )
