"""``exiliada:`` in a timing question asked ``desde:exilio``: how the card got to exile and on
which turn, the facts that decide whether it may be cast from there (601.3;
bot/engine/zone_casts.py):

    momento carta:"Saw It Coming" desde:exilio exiliada:"presagiada turno anterior"
    momento carta:"Fblthp, Lost on the Range" desde:exilio exiliada:"tramada este turno"

The way: ``presagiada`` (foretold, 702.143a), ``tramada`` (plotted, 702.170d), ``warp``
(exiled by its warp trigger, 702.185a), ``suspendida`` (702.62a; ``suspendida último contador``
as its last time counter is removed) or ``locura`` (discarded with madness, 702.35a); the
turn: ``este turno`` or ``turno anterior`` (``antes``). Either left out is asked when it
decides the answer."""

from __future__ import annotations

import re

from index.fold import fold

from ..errors import ScenarioError
from ..zone_casts import EXAMPLE as EXILE_EXAMPLE
from ..zone_casts import ExiledAs
from .pairs import Pair

EXILED_KEYS = ("exiliada", "exiliado", "exiled")
_WAYS: dict[str, ExiledAs] = {
    "presagiada": "foretold",
    "presagiado": "foretold",
    "profetizada": "foretold",
    "profetizado": "foretold",
    "foretold": "foretold",
    "tramada": "plotted",
    "tramado": "plotted",
    "plotted": "plotted",
    "warp": "warped",
    "warped": "warped",
    "suspendida": "suspended",
    "suspendido": "suspended",
    "suspended": "suspended",
    "locura": "madness",
    "demencia": "madness",
    "madness": "madness",
}
_LAST = ("ultimo contador", "last counter", "last time counter")
_THIS_TURN = ("este turno", "this turn")
_EARLIER = ("turno anterior", "un turno anterior", "antes", "earlier turn", "previous turn")

__all__ = ["EXILED_KEYS", "EXILE_EXAMPLE", "exiled_said"]


def exiled_said(pair: Pair) -> tuple[ExiledAs | None, bool | None]:
    """(how it was exiled, whether on this turn); None for what the value does not say."""
    words = " ".join(re.findall(r"\w+", fold(pair.value, "words")))
    way = next((_WAYS[w] for w in words.split() if w in _WAYS), None)
    this_turn = True if any(t in words for t in _THIS_TURN) else None
    if any(t in words for t in _EARLIER):
        this_turn = False
    if way == "suspended" and any(t in words for t in _LAST):
        way = "suspended_last"  # its last time counter removed: its trigger resolves
    if way is None and this_turn is None:
        raise ScenarioError(
            f"No entiendo exiliada:«{pair.value}»: di cómo llegó al exilio (presagiada, "
            "tramada, warp, suspendida, locura) y cuándo (este turno, turno anterior).",
            fragment=pair.fragment,
            example=EXILE_EXAMPLE,
        )
    return way, this_turn
