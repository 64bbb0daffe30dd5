"""Replacement effects that change how many (614.1a), from the static abilities of permanents on
the battlefield (611.3a): "you gain twice that much life instead", "it creates twice that many
of those tokens instead", "that many plus one +1/+1 counters are put on it instead".

Each applies once to an event (614.5), so two that double make it four times. When effects
that add and effects that multiply both apply, the order changes the number: the affected
player, or the affected permanent's controller, chooses it (616.1). The engine applies those
that add first (the larger total, what a player choosing for themself wants) and says what the
other order gives, so the choice is never hidden.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from . import citations as C
from .characteristics import chars_of, static_effects_in_force
from .effects import AmountInstead
from .life_gain import cant_gain
from .outcome import Trace
from .selectors import matches
from .state import GameState, Permanent
from .vocabulary import CounterKind

Event = Literal["gain_life", "create_token", "add_counters", "damage"]


@dataclass(frozen=True)
class _Applies:
    effect: AmountInstead
    source: str  # the name of the permanent whose ability it is


def _whose(effect: AmountInstead, player: str, controller: str) -> bool:
    if effect.whose == "you":
        return player == controller
    return effect.whose == "any" or player != controller


def _applicable(
    state: GameState,
    event: Event,
    player: str | None,
    perm: Permanent | None,
    counter: CounterKind | None,
    by_effect: bool,
) -> list[_Applies]:
    found: list[_Applies] = []
    for holder, chars, effect in static_effects_in_force(state):
        if not isinstance(effect, AmountInstead) or effect.event != event:
            continue
        if effect.effects_only and not by_effect:
            continue  # "If an effect would …": a cost's counters are no effect's
        if perm is not None:
            if effect.counter is not None and effect.counter != counter:
                continue
            target = chars_of(state, perm)
            if not any(
                matches(f, target, chars.controller, holder.id, chars.attached_to)
                for f in effect.each
            ):
                continue
        elif player is None or not _whose(effect, player, chars.controller):
            continue
        found.append(_Applies(effect, holder.name))
    return found


def _apply(amount: int, found: list[_Applies]) -> int:
    for got in found:
        amount = amount * got.effect.times + got.effect.plus
    return amount


def replaced_amount(
    state: GameState,
    trace: Trace,
    event: Event,
    amount: int,
    *,
    player: str | None = None,
    perm: Permanent | None = None,
    counter: CounterKind | None = None,
    by_effect: bool = True,
) -> int:
    """How many there are once the replacement effects in force have applied: life ``player``
    gains, tokens created for ``player``, counters of ``counter`` put on ``perm``."""
    if event == "gain_life" and player is not None and amount > 0:
        stopped_by = cant_gain(state, player)  # 101.2: "can't gain life" wins (life_gain.py)
        if stopped_by is not None:
            trace.add(
                "resolve.cant_gain_life",
                C.CANT_WINS,
                player=player,
                source=stopped_by,
                amount=amount,
            )
            return 0
    found = _applicable(state, event, player, perm, counter, by_effect) if amount > 0 else []
    if not found:
        return amount
    chooser = player if perm is None else chars_of(state, perm).controller
    return _in_order(trace, found, amount, event, counter, chooser)


def _in_order(
    trace: Trace,
    found: list[_Applies],
    amount: int,
    event: Event,
    counter: CounterKind | None,
    chooser: str | None,
) -> int:
    """``amount`` through each replacement of ``found``, one step each (614.5): those that add
    first, then those that multiply, the larger total; the other order is said as the
    affected player's choice (616.1)."""
    ordered = sorted(found, key=lambda f: (f.effect.times > 1, f.source))
    total = amount
    for got in ordered:
        after = _apply(total, [got])
        trace.add(
            "replacement.amount",
            C.REPLACEMENT_INSTEAD,
            C.ONE_OPPORTUNITY,
            source=got.source,
            event=event,
            counter=counter,
            before=total,
            after=after,
        )
        total = after
    other = _apply(amount, sorted(found, key=lambda f: (f.effect.times == 1, f.source)))
    if other != total:
        trace.add(
            "replacement.amount_order",
            C.ORDER_REPLACEMENTS,
            player=chooser,
            total=total,
            other=other,
        )
    return total


def _damage_applies(effect: AmountInstead, controller: str, by: str, to: str) -> bool:
    """``by`` controls the source; ``to`` is the player dealt damage or the permanent's
    controller."""
    if effect.by == "you" and by != controller:
        return False
    if effect.to == "you":
        return to == controller
    return effect.to == "any" or to != controller


def replaced_damage(
    state: GameState, trace: Trace, source: str, by: str, to: str, amount: int
) -> int:
    """The damage a source controlled by ``by`` deals to a player or a permanent controlled by
    ``to`` once the replacement effects that change how much have applied (614.1a)."""
    if amount <= 0:
        return amount
    found: list[_Applies] = []
    for holder, chars, effect in static_effects_in_force(state):
        if (
            isinstance(effect, AmountInstead)
            and effect.event == "damage"
            and _damage_applies(effect, chars.controller, by, to)
        ):
            found.append(_Applies(effect, holder.name))
    if not found:
        return amount
    return _in_order(trace, found, amount, "damage", None, to)
