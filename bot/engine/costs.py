"""The total cost of casting a spell (601.2f): its mana cost plus the cost increases that
apply. Today that is the commander tax: a commander cast from the command zone costs {2} more
for each previous time its caster cast it from there this game (903.8). Only casts from the
command zone count, and the mana value does not change (202.3: it reads the mana cost)."""

from __future__ import annotations

import re
import unicodedata

from . import citations as C
from .affinity import affinity_changes
from .cost_changes import AppliedChange, apply_changes, changes_for, generic_part
from .outcome import Trace
from .state import GameState
from .timing import TimingQuery
from .zone_casts import exile_cost


def commander_key(name: str) -> str:
    """How casts are counted per commander: the name before its comma ("Kenrith"), folded, so
    a history that says "Kenrith" counts for «Kenrith, the Returned King»."""
    short = name.partition(",")[0].strip().casefold()
    return "".join(c for c in unicodedata.normalize("NFD", short) if not unicodedata.combining(c))


def total_cost(state: GameState, query: TimingQuery, trace: Trace) -> int | None:
    """The total mana to cast the query's card now (``_total``); with kicker, the step that
    says what paying it adds (702.33a: an additional cost, added to the total, 601.2f)."""
    total = _total(state, query, trace)
    if total is not None and query.kicker is not None:
        extra = _mana_in(query.kicker)
        trace.add(
            "costs.kicker",
            C.KICKER,
            C.TOTAL_COST,
            card=query.card,
            kicker=query.kicker,
            total=total,
            kicked=total + extra,
        )
    if total is not None and query.buyback is not None:  # 702.27a: also an additional cost
        trace.add(
            "costs.buyback",
            C.BUYBACK,
            C.TOTAL_COST,
            card=query.card,
            buyback=query.buyback,
            total=total,
            bought=total + _mana_in(query.buyback),
        )
    if total is not None and query.alternative is not None:  # 118.9: rather than its mana cost
        keyword, cost = query.alternative
        trace.add(
            "costs.alternative",
            C.ALTERNATIVE_COST,
            C.TOTAL_COST,
            {"dash": C.DASH, "evoke": C.EVOKE, "warp": C.WARP}[keyword],
            card=query.card,
            keyword=keyword,
            cost=cost,
            total=total,
            alternative=total - query.mana_value + _mana_in(cost),
        )
    return total


def _mana_in(cost: str) -> int:
    """How much mana a cost of symbols is: {3} is three, any other symbol one."""
    return sum(int(s) if s.isdigit() else 1 for s in re.findall(r"\{([^}]*)\}", cost))


def _total(state: GameState, query: TimingQuery, trace: Trace) -> int | None:
    """The total mana to cast the query's card now, with the step that adds it up; None when
    the scenario did not say where it is cast from (and nothing on the battlefield changes
    its cost), or the card's mana cost is not known (a card type, not a real card)."""
    if query.mana_cost is None:
        return None
    flashback = query.from_zone == "graveyard" and query.graveyard_cost is not None
    if flashback:  # 118.9: the flashback cost is paid rather than its mana cost (702.34a)
        update = {"mana_cost": query.graveyard_cost, "mana_value": query.graveyard_value}
        query = query.model_copy(update=update)
    from_exile = exile_cost(query)  # 118.9: a foretell cost; a plotted card, free (702.170d)
    if from_exile is not None:
        update = {"mana_cost": from_exile[0], "mana_value": from_exile[1]}
        query = query.model_copy(update=update)
    player = state.player(query.player) if query.player else state.player(state.active_name)
    caster = player.name if player is not None else state.active_name
    changes = changes_for(state, caster, set(query.card_types), set(query.colors))
    changes += affinity_changes(state, caster, query, trace)  # 702.41a
    if query.from_zone is None and not changes:
        return None
    command = query.from_zone == "command"
    key = commander_key(query.card or "")
    casts = player.command_casts.get(key, 0) if player is not None and command else 0
    total = query.mana_value + 2 * casts
    if changes:
        return _changed_total(query, changes, casts, total, trace)
    trace.add(
        "costs.total",
        C.TOTAL_COST,
        *([C.COMMANDER_TAX] if command else []),
        *([C.ALTERNATIVE_COST, C.FLASHBACK] if flashback else []),
        *([C.ALTERNATIVE_COST] if from_exile is not None else []),
        flashback=flashback,
        exile=query.exiled_as if from_exile is not None else None,
        card=query.card,
        mana_cost=query.mana_cost,
        mana_value=query.mana_value,
        command=command,
        casts=casts,
        total=total,
    )
    return total


def _changed_total(
    query: TimingQuery, changes: list[AppliedChange], casts: int, before: int, trace: Trace
) -> int:
    """The total with the cost changes of permanents on the battlefield (601.2f, 118.7a)."""
    generic = generic_part(query.mana_cost or "") + 2 * casts
    total = apply_changes(generic, before - generic, changes)
    trace.add(
        "costs.changed_total",
        C.TOTAL_COST,
        *([C.COMMANDER_TAX] if casts else []),
        *([C.GENERIC_REDUCTION] if any(c.amount < 0 for c in changes) else []),
        card=query.card,
        mana_cost=query.mana_cost,
        before=before,
        changes=[{"source": c.source, "amount": c.amount} for c in changes],
        total=total,
    )
    return total
