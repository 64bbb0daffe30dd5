"""Speed (702.179): a number a player has once «Start your engines!» gives it to them.

Players have no speed until a rule or effect sets it (702.179b); a scenario says a speed the
player already has with ``velocidad:N`` (``velocidad_rival:N``), and no speed is 0, as effects
that refer to speed read it (702.179f). Three rules make it change:

* 704.5z (702.179a): a player who controls a permanent with start your engines! and has no
  speed gets speed 1: a state-based action (``start_engines``, called with the others).
* 702.179d: a player with speed has an inherent triggered ability with no source, "Whenever
  one or more opponents lose life during your turn, if your speed is less than 4, your speed
  increases by 1. This ability triggers only once each turn." (``speed_triggers``). It goes
  on the stack like any trigger; its "if" is checked as it triggers and again as it resolves
  (603.4). Whether it already triggered this turn before the scenario begins is a fact of
  the game the scenario tells (``velocidad_subió:sí``); unsaid, it has not.
* 702.179c: an increase from no speed makes it that value (``increase_speed``).

Max speed is 4 (702.179e). What "Max speed — [ability]" grants (702.178a) is not read here.
"""

from __future__ import annotations

from . import citations as C
from .characteristics import board
from .effects import Effect, IncreaseSpeed
from .events import LifeLost
from .outcome import Trace
from .state import GameState, StackItem

MAX = 4  # 702.179e
NAME = "Velocidad de {player}: sube"


def start_engines(state: GameState, trace: Trace) -> None:
    """704.5z: each player with no speed who controls a permanent with start your engines!
    (as its characteristics are now: one that lost all abilities has none) gets speed 1."""
    chars = board(state).chars
    for player in state.players:
        if player.lost or player.speed:
            continue
        found = next(
            (
                p
                for p in state.permanents
                if p.start_your_engines
                and chars[p.id].controller == player.name
                and not chars[p.id].lost_all
            ),
            None,
        )
        if found is not None:
            player.speed = 1
            trace.add("speed.starts", C.SBA_SPEED, C.ENGINES, player=player.name, source=found.name)


def new_turn_speed(state: GameState) -> None:
    """A new turn: no player's speed trigger has triggered in it yet (702.179d)."""
    for player in state.players:
        player.speed_rose = False


def speed_triggers(state: GameState, event: object) -> list[StackItem]:
    """702.179d: the active player's speed trigger, if an opponent lost life in their turn."""
    if not isinstance(event, LifeLost) or event.amount <= 0:
        return []
    active = state.player(state.turn.active_player or "")
    if active is None or active.lost or event.player == active.name:
        return []
    if not active.speed or active.speed >= MAX or active.speed_rose:
        return []  # no speed, its "if" is false (603.4), or it triggered this turn
    active.speed_rose = True  # "This ability triggers only once each turn."
    rise = IncreaseSpeed(amount=1, below=MAX, objects=[active.name])
    name = NAME.format(player=active.name)
    return [StackItem(name=name, controller=active.name, kind="triggered", effects=[rise])]


def increase_speed(state: GameState, effect: Effect, players: list[str], trace: Trace) -> None:
    """Each named player's speed increases (702.179c: from none, it becomes the amount); the
    trigger's own "if your speed is less than 4" is checked again now (603.4)."""
    assert isinstance(effect, IncreaseSpeed)
    for name in players:
        player = state.player(name)
        if player is None or player.lost:
            continue
        if effect.below is not None and player.speed >= effect.below:
            trace.add("speed.at_max", C.INTERVENING_IF, C.SPEED_TRIGGER, player=name)
            continue
        before = player.speed
        player.speed = before + effect.amount
        rules = [C.SPEED_TRIGGER] if before else [C.SPEED_FROM_NONE]
        if player.speed >= MAX:
            rules.append(C.MAX_SPEED)
        trace.add("speed.rises", *rules, player=name, speed=[before, player.speed])
