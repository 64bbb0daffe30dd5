"""Day and night (730) and daybound/nightbound (702.145).

The game starts neither day nor night; once it has become one it is always one of them
(730.1). Daybound (a front face's) means "If it is night …, it enters transformed", "As it
becomes night, if this permanent is front face up, transform it" and "This permanent can't
transform except due to its daybound ability" (702.145b); nightbound (a back face's), "As it
becomes day, if this permanent is back face up, transform it" and the same lock (702.145e).
Whenever a daybound permanent is front face up at night, or a nightbound one back face up by
day, it transforms at once, no state-based action (702.145c, 702.145f); with a daybound
permanent and neither designation, it becomes day (702.145d); with a nightbound one and no
daybound one, night (702.145g).

As the second part of the untap step (502.2), the game looks at the turn before (730.2): by
day, if that turn's active player cast no spells, it becomes night (730.2a); by night, if they
cast two or more, it becomes day (730.2b). The spells a player cast this turn before what the
scenario writes are told with ``lanzados:N`` (``lanzados_rival:N``); those it casts are
counted. Unknown and deciding, Juez asks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import citations as C
from .errors import ScenarioError
from .transforming import transform

if TYPE_CHECKING:
    from .outcome import Trace
    from .state import GameState

DAY_NIGHT_EXAMPLE = (
    'escenario paso:final es_de:día lanzados:0 permanentes:"Village Watch" '
    'eventos:"siguiente turno"'
)


def settle(state: GameState, trace: Trace) -> None:
    """702.145c/d/f/g: what happens at once whenever the board or the designation is so."""
    if state.day_night is None:
        if any(p.daybound for p in state.permanents):
            _becomes(state, "day", trace, C.DAYBOUND_DAY)
        elif any(p.nightbound for p in state.permanents):
            _becomes(state, "night", trace, C.NIGHTBOUND_NIGHT)
        return
    for perm in list(state.permanents):
        if state.day_night == "night" and perm.daybound and not perm.transformed:
            transform(state, perm, trace, C.DAYBOUND, C.DAYBOUND_AT_NIGHT)
        elif state.day_night == "day" and perm.nightbound and perm.transformed:
            transform(state, perm, trace, C.NIGHTBOUND, C.NIGHTBOUND_BY_DAY)


def _becomes(state: GameState, which: str, trace: Trace, *rules: str) -> None:
    state.day_night = "day" if which == "day" else "night"
    trace.add("faces.becomes", *rules, C.DAY_NIGHT, now=which)
    settle(state, trace)  # 702.145b, 702.145e: as it becomes day or night, they transform


def count_spell(state: GameState, player: str) -> None:
    """601.2i: ``player`` cast a spell this turn (known only when what came before is)."""
    found = state.player(player)
    if found is not None and found.spells_cast is not None:
        found.spells_cast += 1


def new_turn(state: GameState) -> None:
    """A turn ends and the next begins: this turn's counts become the last turn's."""
    for player in state.players:
        player.spells_last_turn, player.spells_cast = player.spells_cast, 0


def untap_check(state: GameState, previous: str, trace: Trace) -> None:
    """502.2, 730.2: as the second part of the untap step, the turn before decides."""
    if state.day_night is None:
        return  # 730.2c: neither day nor night: no check
    player = state.player(previous)
    cast = player.spells_last_turn if player is not None else None
    if cast is None:
        raise ScenarioError(
            f"Es de {'día' if state.day_night == 'day' else 'noche'} y no dices cuántos "
            f"hechizos lanzó {previous} en su turno antes de lo que cuentas: decide si cambia "
            "en el paso de enderezar (regla 730.2). Escríbelo con lanzados:N (lanzados_rival:N "
            "para el rival).",
            example=DAY_NIGHT_EXAMPLE,
        )
    if state.day_night == "day" and cast == 0:
        trace.add("faces.check", C.UNTAP_DAY_NIGHT, C.DAY_TO_NIGHT, player=previous, cast=cast)
        _becomes(state, "night", trace)
    elif state.day_night == "night" and cast >= 2:
        trace.add("faces.check", C.UNTAP_DAY_NIGHT, C.NIGHT_TO_DAY, player=previous, cast=cast)
        _becomes(state, "day", trace)
    else:
        trace.add(
            "faces.stays",
            C.UNTAP_DAY_NIGHT,
            C.DAY_TO_NIGHT if state.day_night == "day" else C.NIGHT_TO_DAY,
            player=previous,
            cast=cast,
            now=state.day_night,
        )


def last_turn_holds(state: GameState, wanted: str | None) -> bool:
    """An intervening "if" about the spells cast last turn (603.4), checked as the ability
    would trigger (the turn before can't change before it resolves): "no spells were cast"
    by any player, or "a player cast two or more"; a count it needs and is not told is asked."""
    if wanted is None:
        return True
    counts = [p.spells_last_turn for p in state.players]
    if wanted == "two_or_more" and any(c is not None and c >= 2 for c in counts):
        return True
    if None in counts:
        raise ScenarioError(
            "Una habilidad se dispara según los hechizos lanzados en el turno anterior y no "
            "dices cuántos lanzó cada jugador en el turno en que empieza el escenario (regla "
            "603.4). Escríbelo con lanzados:N y lanzados_rival:N.",
            example=DAY_NIGHT_EXAMPLE.replace("es_de:día ", "").replace(
                "lanzados:0", "lanzados:0 lanzados_rival:0"
            ),
        )
    return sum(counts) == 0 if wanted == "none" else False  # type: ignore[arg-type]
