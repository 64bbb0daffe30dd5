"""Casting a card from exile or from a graveyard (601.3: only when a rule or effect allows it),
as a timing question asks it (``momento carta:… desde:exilio exiliada:…``):

* Foretell (702.143a): a card its owner foretold (exiled face down from their hand, a special
  action) "may [be cast] after the current turn has ended by paying any foretell cost it has
  rather than paying that spell's mana cost": at its type's usual time.
* Plot (702.170d): "A plotted card's owner may cast it from exile without paying its mana cost
  during their main phase while the stack is empty during any turn after the turn in which it
  became plotted", even an instant, and even without plot (another effect plotted it).
* Warp (702.185a): "Its owner may cast this card after the current turn has ended for as long
  as it remains exiled", for its mana cost, at its type's usual time.
* Suspend (702.62a): a suspended card is cast only as its last time counter is removed, by its
  own trigger ("you may play it without paying its mana cost if able … If you cast a creature
  spell this way, it gains haste"): never when its owner chooses.
* Madness (702.35a): a card discarded with madness is exiled, and "its owner may cast it by
  paying [cost] rather than paying its mana cost" as that trigger resolves.

Both are cast while a trigger resolves (608.2g): no player has priority then, and the card's
type sets no time (a sorcery in the opponent's turn too); a "can't cast" still stops it. A card
with no mana cost can be cast only for some other cost (118.6, 118.6a).
* Retrace (702.81a): "You may cast this card from your graveyard by discarding a land card as
  an additional cost to cast it", for its mana cost (flashback is graveyard_casts.py).

How a card in exile got there, and on which turn, is a fact of the scenario: ``exiliada:``
says it (``presagiada``, ``tramada``, ``warp``, ``suspendida``; ``este turno`` or ``turno
anterior``; ``locura`` for a card discarded with madness, ``suspendida último contador`` as the
last time counter is removed). Unsaid, the answer asks, for it decides the answer.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Literal, Protocol

from . import citations as C
from .errors import ScenarioQuestion

if TYPE_CHECKING:
    from .outcome import Trace

ExiledAs = Literal["foretold", "plotted", "warped", "suspended", "madness", "suspended_last"]


class TimingQuery(Protocol):
    """What these read of a timing question (timing.TimingQuery, which imports this module)."""

    @property
    def card(self) -> str | None: ...
    @property
    def mana_cost(self) -> str | None: ...
    @property
    def from_zone(self) -> str | None: ...
    @property
    def graveyard_cost(self) -> str | None: ...
    @property
    def alternative(self) -> tuple[str, str] | None: ...
    @property
    def zone_casts(self) -> dict[str, str]: ...
    @property
    def exiled_as(self) -> ExiledAs | None: ...
    @property
    def exiled_this_turn(self) -> bool | None: ...


EXAMPLE = 'momento carta:"Saw It Coming" desde:exilio exiliada:"presagiada turno anterior"'
_SPANISH = {
    "foretold": "presagiada",
    "plotted": "tramada",
    "warped": "warp",
    "suspended": "suspendida",
    "madness": "descartada con locura",
    "suspended_last": "suspendida",
}
# The keyword the card must have for its owner to cast it that way (plot: none, 702.170d).
_KEYWORD = {
    "foretold": "foretell",
    "warped": "warp",
    "madness": "madness",
    "suspended_last": "suspend",
}
_RULE = {
    "foretold": C.FORETELL,
    "plotted": C.PLOTTED,
    "warped": C.WARP,
    "suspended": C.SUSPEND,
    "madness": C.MADNESS,
    "suspended_last": C.SUSPEND,
}
# Cast as its own trigger resolves (608.2g), whenever that is.
_RESOLVING = ("madness", "suspended_last")


def exile_cast(query: TimingQuery, trace: Trace) -> bool:
    """Whether casting the query's card from exile may go on (True when it is not cast from
    exile); False, with the step that says why, when nothing lets it be cast now."""
    if query.from_zone != "exile":
        return True
    how, card = query.exiled_as, query.card
    if how is None:
        raise ScenarioQuestion(
            f"¿Cómo llegó «{card}» al exilio: presagiada, tramada, con warp o suspendida?",
            why=(
                "Solo se lanza una carta desde el exilio si una regla o un efecto lo permite "
                "(regla 601.3), y cada manera de exiliarla permite algo distinto (reglas "
                "702.143a, 702.170d, 702.185a, 702.62a); el escenario no lo dice."
            ),
            example=EXAMPLE,
        )
    keyword = _KEYWORD.get(how)
    has = {*query.zone_casts, *([query.alternative[0]] if query.alternative else [])}
    if how == "suspended" or (keyword is not None and keyword not in has):
        trace.add(
            "timing.not_from_exile",
            C.CAST_ALLOWED,
            _RULE[how],
            card=card,
            how=how,
        )
        return False
    if how in _RESOLVING:
        cost = query.zone_casts.get("madness") if how == "madness" else None
        rules = [C.CAST_ALLOWED, _RULE[how], C.ALTERNATIVE_COST]
        trace.add("timing.from_exile", *rules, card=card, how=how, cost=cost)
        return True
    if query.exiled_this_turn is None:
        raise ScenarioQuestion(
            f"¿Quedó «{card}» {_SPANISH[how]} en este turno o en uno anterior?",
            why=(
                "Una carta presagiada, tramada o exiliada por warp se puede lanzar solo después "
                "del turno en que llegó al exilio (reglas 702.143a, 702.170d, 702.185a), y el "
                "escenario no dice cuándo fue."
            ),
            example=EXAMPLE,
        )
    if query.exiled_this_turn:
        trace.add("timing.exiled_this_turn", C.CAST_ALLOWED, _RULE[how], card=card, how=how)
        return False
    cost = query.zone_casts.get("foretell") if how == "foretold" else None
    trace.add(
        "timing.from_exile",
        C.CAST_ALLOWED,
        _RULE[how],
        *([C.ALTERNATIVE_COST] if how != "warped" else []),
        card=card,
        how=how,
        cost=cost,
    )
    return True


def exile_cost(query: TimingQuery) -> tuple[str, int] | None:
    """The cost paid to cast it from exile rather than its mana cost (118.9): the foretell
    cost; nothing for a plotted card (cast without paying its mana cost); None: its mana cost."""
    if query.from_zone != "exile":
        return None
    if query.exiled_as == "foretold":
        cost = query.zone_casts.get("foretell", "")
        return cost, mana_in(cost)
    if query.exiled_as == "madness":
        cost = query.zone_casts.get("madness", "")
        return cost, mana_in(cost)
    if query.exiled_as in ("plotted", "suspended_last"):
        return "", 0
    return None


def during_resolution(query: TimingQuery) -> bool:
    """608.2g: cast while its madness or suspend trigger resolves, not with priority."""
    return query.from_zone == "exile" and query.exiled_as in _RESOLVING


def unpayable(query: TimingQuery, trace: Trace) -> bool:
    """118.6: a real card with no mana cost (not a land) cast for its mana cost can't pay it;
    True (and a step says so, and whether suspend lets it be exiled instead) when nothing
    else is paid: flashback from a graveyard, a cost from exile (118.6a)."""
    if query.mana_cost != "" or query.card is None or query.alternative is not None:
        return False
    if query.from_zone == "exile" and exile_cost(query) is not None:
        return False
    if query.from_zone == "graveyard" and query.graveyard_cost is not None:
        return False
    trace.add(
        "timing.unpayable",
        C.UNPAYABLE,
        C.UNPAYABLE_ALTERNATIVE,
        *([C.SUSPEND] if "suspend" in query.zone_casts else []),
        card=query.card,
        suspend=query.zone_casts.get("suspend"),
    )
    return True


def only_as_a_sorcery(query: TimingQuery) -> bool:
    """702.170d: a plotted card is cast in its owner's main phase with the stack empty, even
    an instant or a card with flash."""
    return query.from_zone == "exile" and query.exiled_as == "plotted"


def retrace_cast(query: TimingQuery, trace: Trace) -> bool:
    """702.81a: from its owner's graveyard, discarding a land card as it is cast (said in a
    step); False when the card has no retrace."""
    if query.from_zone != "graveyard" or "retrace" not in query.zone_casts:
        return False
    trace.add("timing.retrace", C.CAST_ALLOWED, C.RETRACE, card=query.card)
    return True


def mana_in(cost: str) -> int:
    """How much mana a cost of symbols is: {3} is three, any other symbol one."""
    return sum(int(s) if s.isdigit() else 1 for s in re.findall(r"\{([^}]*)\}", cost))
