"""Can this card be played right now? (117.1a, 305, 307.1, 702.8a)"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from . import citations as C
from .graveyard_casts import graveyard_cast
from .outcome import Trace, phrase
from .play_limits import cast_ban, extra_land_plays
from .selectors import Filter
from .split_second import locking_spell
from .state import GameState, Player
from .vocabulary import MAIN_STEPS, CardType, Color
from .zone_casts import (
    ExiledAs,
    during_resolution,
    exile_cast,
    only_as_a_sorcery,
    retrace_cast,
    unpayable,
)

_SORCERY_SPEED_RULE = {
    "sorcery": C.SORCERY_TIMING,
    "creature": C.CREATURE_TIMING,
    "artifact": C.ARTIFACT_TIMING,
    "enchantment": C.ENCHANTMENT_TIMING,
    "planeswalker": C.PLANESWALKER_TIMING,
    "battle": C.BATTLE_TIMING,
}


class TimingQuery(BaseModel):
    model_config = ConfigDict(extra="forbid")

    card_types: set[CardType] = Field(min_length=1)
    flash: bool = False
    player: str | None = None
    has_priority: bool = True
    # In the cleanup step: state-based actions were performed or something triggered, so
    # players get priority there this time (514.3a).
    cleanup_priority: bool = False
    # A real card named: what its total cost adds up to, if it can be cast (costs.py).
    card: str | None = None
    mana_cost: str | None = None
    mana_value: int = 0
    # Where it is cast from, when the scenario says (then its total cost is added up): a
    # commander from the command zone pays the tax (903.8).
    from_zone: Literal["hand", "command", "graveyard", "exile"] | None = None
    # Flashback (702.34a): the cost paid rather than its mana cost to cast it from the
    # graveyard (118.9), and that cost's mana value; None: nothing lets it be cast from there.
    graveyard_cost: str | None = None
    graveyard_value: int = 0
    # Affinity (702.41a): what each permanent its caster controls must be to take {1} off.
    affinity: list[Filter] = Field(default_factory=list)
    # Convoke (702.51a), Improvise (702.126a): its total cost may be paid by tapping creatures,
    # artifacts (bot/engine/tap_to_pay.py).
    convoke: bool = False
    improvise: bool = False
    delve: bool = False  # 702.66a: cards exiled from its graveyard pay generic mana (delve.py)
    # Kicker (702.33a): an optional additional mana cost; the total is said with it too.
    kicker: str | None = None
    # The real card's colours (202.2): a cost change may name them ("Black spells cost …").
    colors: set[Color] = Field(default_factory=set)
    # Buyback (702.27a): an optional additional mana cost; the total is said with it too.
    buyback: str | None = None
    # Dash, Evoke or Warp (702.109a, 702.74a, 702.185a): the keyword and its mana cost, an
    # alternative cost (118.9); the total is said with it too (alternative_casts.py).
    alternative: tuple[str, str] | None = None
    # Foretell, Plot, Retrace (702.143a, 702.170a, 702.81a): each keyword and its mana cost;
    # from exile, how the card got there and whether on this turn (None: not said, asked;
    # bot/engine/zone_casts.py).
    zone_casts: dict[str, str] = Field(default_factory=dict)
    exiled_as: ExiledAs | None = None
    exiled_this_turn: bool | None = None


def check_timing(state: GameState, query: TimingQuery, trace: Trace) -> bool:
    player = state.player(query.player) if query.player else state.player(state.active_name)
    own_turn = player is not None and player.name == state.active_name
    step = state.turn.step
    stack = len(state.turn.stack)
    trace.add(
        "timing.situation",
        types=sorted(query.card_types),
        flash=query.flash,
        step=step,
        own_turn=own_turn,
        stack=stack,
    )
    if "land" in query.card_types:
        return _land(state, player, own_turn, step, stack, query, trace)
    resolving = during_resolution(query)  # 608.2g: madness's, suspend's trigger resolving
    if not resolving and not _priority(step, query, trace):
        return False
    where, flashback = query.from_zone, query.graveyard_cost
    if not retrace_cast(query, trace) and not graveyard_cast(
        query.card, set(query.card_types), where, flashback, trace
    ):  # 601.3
        return False
    if not exile_cast(query, trace):  # 601.3: foretold, plotted, warped (zone_casts.py)
        return False
    if unpayable(query, trace):  # 118.6: no mana cost, and no other cost to pay instead
        return False
    banned = cast_ban(state, player.name, query.from_zone) if player is not None else None
    if banned is not None:  # 101.2: a "can't" wins over what would allow it
        trace.add("timing.cant_cast", C.CANT_WINS, source=banned)
        return False
    lock = locking_spell(state)
    if lock is not None:  # 702.61a: no spell is cast while it is on the stack
        trace.add("timing.split_second", C.SPLIT_SECOND, spell={"name": lock.name})
        return False
    if resolving:  # 608.2g: cast while its trigger resolves, whatever the card's type
        trace.add("timing.during_resolution", C.CAST_DURING_RESOLUTION, card=query.card)
        return True
    if ("instant" in query.card_types or query.flash) and not only_as_a_sorcery(query):
        rules = [C.PRIORITY_CASTING]
        rules.append(C.INSTANT_TIMING if "instant" in query.card_types else C.FLASH)
        trace.add("timing.instant", *rules)
        return True
    rules = [C.PRIORITY_CASTING, C.MAIN_PHASE_SPELLS]
    rules += [_SORCERY_SPEED_RULE[t] for t in sorted(query.card_types) if t in _SORCERY_SPEED_RULE]
    failures: list[dict[str, Any]] = []
    if not own_turn:
        failures.append(phrase("timing.not_your_turn"))
    if step not in MAIN_STEPS:
        failures.append(phrase("timing.not_main", step=step))
    if stack:
        failures.append(phrase("timing.stack_not_empty"))
    if failures:
        trace.add("timing.sorcery_no", *rules, failures=failures)
        return False
    trace.add("timing.sorcery_yes", *rules)
    return True


def _priority(step: str, query: TimingQuery, trace: Trace) -> bool:
    if step == "untap":
        trace.add("timing.untap", C.UNTAP_NO_PRIORITY, C.ACTIVE_GETS_PRIORITY)
        return False
    if step == "cleanup":
        if not query.cleanup_priority:
            trace.add("timing.cleanup_no", C.CLEANUP_NO_PRIORITY, C.CLEANUP_PRIORITY)
            return False
        trace.add("timing.cleanup_yes", C.CLEANUP_PRIORITY)
    if not query.has_priority:
        trace.add("timing.no_priority", C.PRIORITY_CASTING)
        return False
    return True


def _land(
    state: GameState,
    player: Player | None,
    own_turn: bool,
    step: str,
    stack: int,
    query: TimingQuery,
    trace: Trace,
) -> bool:
    failures: list[dict[str, Any]] = []
    rules = [C.LAND_TIMING, C.LAND_SPECIAL_ACTION, C.MAIN_PHASE_LAND]
    if not own_turn:
        failures.append(phrase("timing.not_your_turn"))
        rules.append(C.LAND_NOT_YOUR_TURN)
    if step not in MAIN_STEPS:
        failures.append(phrase("timing.not_main", step=step))
    if stack:
        failures.append(phrase("timing.stack_not_empty"))
    if not query.has_priority:
        failures.append(phrase("timing.no_priority_now"))
    played, allowed = (player.lands_played, player.land_plays) if player else (0, 1)
    more = extra_land_plays(state, player.name) if player is not None else []
    if more:  # 305.2: continuous effects may increase the number
        allowed += sum(n for _, n in more)
        trace.add(
            "timing.extra_lands",
            C.LAND_PER_TURN,
            sources=[{"name": name, "amount": n} for name, n in more],
            allowed=allowed,
        )
    if player is not None and player.lands_put:
        trace.add("timing.lands_put", C.LAND_PUT, put=player.lands_put, played=played)
    if played >= allowed:
        failures.append(phrase("timing.lands_used", played=played, allowed=allowed))
        rules += [C.LAND_PER_TURN, C.LAND_LIMIT]
    if failures:
        trace.add("timing.land_no", *rules, failures=failures)
        return False
    trace.add("timing.land_yes", *rules, C.LAND_PER_TURN, played=played, allowed=allowed)
    return True
