"""Ward (702.21a): "Whenever this permanent becomes the target of a spell or ability an
opponent controls, counter that spell or ability unless that player pays [cost]."

A permanent becomes a target as the spell is cast or the ability activated or put on the
stack (601.2c, 602.2b, 603.3d): ``targeted`` gives one ``BecameTarget`` event a permanent
targeted, and ``ward_triggers`` the ward abilities it triggers, one an instance (each
triggers separately). Each is a triggered ability that counters that spell or ability unless
its controller pays the cost (118.12a). Whether they pay is their choice as it resolves: the
scenario says it after the spell's targets ("Lightning Bolt: Oso, no paga"), or the answer
asks instead of choosing for them.
"""

from __future__ import annotations

import re

from . import citations as C
from .characteristics import board
from .effects import Counter
from .errors import ScenarioQuestion
from .events import BecameTarget, LifeLost
from .outcome import Trace
from .state import GameState, StackItem

WARD_NAME = "Custodia de {name}"  # the Spanish Oracle word for ward


def targeted(state: GameState, item: StackItem) -> list[BecameTarget]:
    """The permanents ``item`` targets, each as the event of becoming its target (an ability
    taken from its source's text names its targets in ``chosen`` until it resolves)."""
    ids = {p.id for p in state.permanents}
    aimed = dict.fromkeys([*item.targets, *item.chosen])
    return [BecameTarget(t, item.name, item.controller) for t in aimed if t in ids]


def ward_triggers(state: GameState, event: BecameTarget) -> list[StackItem]:
    """The ward abilities of the targeted permanent that trigger: only when the spell or
    ability is an opponent's, and only while the permanent has its abilities (613.1f)."""
    perm = state.permanent(event.permanent)
    chars = board(state).chars.get(event.permanent)
    if perm is None or chars is None or chars.lost_all or not perm.ward:
        return []
    if event.player == chars.controller:
        return []
    pays = _said(state, event)
    return [
        StackItem(
            name=WARD_NAME.format(name=chars.name),
            controller=chars.controller,
            kind="triggered",
            source=perm.id,
            effects=[Counter(targets=[event.item], unless_pays=cost, paid=pays)],
        )
        for cost in perm.ward
    ]


def _said(state: GameState, event: BecameTarget) -> bool | None:
    """Whether the targeting spell's controller pays, as the scenario says; asked otherwise."""
    item = next((i for i in reversed(state.turn.stack) if i.name == event.item), None)
    if item is not None and item.pays is not None:
        return item.pays
    holder = state.last_known(item.source or "") if item is not None else None
    trigger = item is not None and item.kind == "triggered" and holder is not None
    if trigger and holder is not None and holder.trigger_pays is not None:
        return holder.trigger_pays
    perm = state.permanent(event.permanent)
    costs = " y ".join(_LIFE.sub(r"\1 vidas", c) for c in perm.ward) if perm is not None else ""
    name = perm.name if perm is not None else event.permanent
    if trigger and holder is not None:
        example = f'objetivos:"{holder.name}: {name}, no paga"'
    elif item is not None and item.kind == "activated":
        example = f'habilidad:"{item.name.removeprefix("Habilidad de ")}: {name}, no paga"'
    else:
        whose = "" if event.player == state.active_name else " (rival)"
        example = f'hechizo:"{event.item}{whose}: {name}, no paga"'
    raise ScenarioQuestion(
        f"¿Pagó {costs} el controlador de «{event.item}» por la custodia de «{name}»?",
        why=(
            f"«{event.item}» hace objetivo a «{name}», que tiene custodia (ward): se dispara y "
            f"lo contrarresta a menos que su controlador pague {costs} (reglas 702.21a y "
            "118.12a), y el escenario no dice si pagó."
        ),
        example=example,
    )


_LIFE = re.compile(r"^Pay (\d+) life$")


def life_cost(cost: str) -> int | None:
    """ "Pay 3 life" (ward's cost, 702.21a): how much life; None for any other cost."""
    found = _LIFE.match(cost)
    return int(found[1]) if found else None


def pay_life(state: GameState, player: str, cost: str, trace: Trace) -> bool:
    """Pay a life cost as the ability resolves, if that is the cost: False when the player
    can't, having less life than it asks (119.4), so it counts as not paid."""
    amount = life_cost(cost)
    who = state.player(player)
    if amount is None or who is None:
        return True
    if who.life < amount:
        trace.add("ward.cant_pay_life", C.PAY_LIFE, player=player, amount=amount, life=who.life)
        return False
    who.life -= amount
    if amount > 0:  # 119.4: paying life is losing it
        trace.events.append(LifeLost(player, amount))
    trace.add("ward.paid_life", C.PAY_LIFE, player=player, amount=amount, life=who.life)
    return True
