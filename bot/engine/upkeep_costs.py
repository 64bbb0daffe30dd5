"""Echo (702.30a) and cumulative upkeep (702.24a): costs a permanent asks at its controller's
upkeep, or it is sacrificed.

"Echo [cost]" means "At the beginning of your upkeep, if this permanent came under your
control since the beginning of your last upkeep, sacrifice it unless you pay [cost]."
"Cumulative upkeep [cost]" means "At the beginning of your upkeep, if this permanent is on the
battlefield, put an age counter on this permanent. Then you may pay [cost] for each age counter
on it. If you don't, sacrifice it."

Both trigger as their controller's upkeep begins (``upkeep_triggers``, with the other "at the
beginning of" abilities, 603.2b) and go on the stack, one an instance (702.24b). Echo's "if"
is an intervening "if" (603.4): whether the permanent came under its controller's control
since their last upkeep is a fact of the game before the scenario, which it says with
``eco:sí`` or ``eco:no`` (a permanent spell that resolves in the scenario has it due); when it
does not, the answer asks. Paying is the player's choice as the ability resolves
(``paid_upkeep``): ``paga:sí`` or ``paga:no`` says it, or the answer asks instead of choosing
for them. Only a mana cost is read (cards.py leaves any other cost unread), and, as for every
cost, the mana is named and not paid from a pool (the engine keeps none).
"""

from __future__ import annotations

from . import citations as C
from .characteristics import board
from .effects import Sacrifice
from .errors import ScenarioQuestion
from .events import StepBegan
from .layers import ref
from .outcome import Trace
from .state import GameState, Permanent, StackItem

ECHO_NAME = "Eco de {name}"  # the Spanish Oracle words for echo and cumulative upkeep
CUMULATIVE_NAME = "Mantenimiento acumulativo de {name}"


def upkeep_triggers(state: GameState, event: StepBegan) -> list[StackItem]:
    """The echo and cumulative upkeep abilities of the active player's permanents that
    trigger as their upkeep begins; each instance triggers separately (702.24b)."""
    if event.step != "upkeep":
        return []
    chars = board(state).chars
    out: list[StackItem] = []
    for perm in state.permanents:
        mine = chars.get(perm.id)
        if not perm.upkeep_costs or mine is None or mine.lost_all:
            continue
        if mine.controller != event.active:  # "your upkeep"
            continue
        for kind, cost in perm.upkeep_costs:
            if kind == "echo" and not _echo_due(perm, cost):
                continue  # 603.4: the condition is false, so it does not trigger
            name = ECHO_NAME if kind == "echo" else CUMULATIVE_NAME
            out.append(
                StackItem(
                    name=name.format(name=mine.name),
                    controller=mine.controller,
                    kind="triggered",
                    source=perm.id,
                    effects=[Sacrifice(objects=[perm.id])],
                    upkeep_cost=(kind, cost),
                )
            )
    return out


def _echo_due(perm: Permanent, cost: str) -> bool:
    if perm.echo_due is not None:
        return perm.echo_due
    raise ScenarioQuestion(
        f"¿Pasó «{perm.name}» a estar bajo el control de su controlador desde el comienzo de "
        "su último mantenimiento?",
        why=(
            f"«{perm.name}» tiene eco {cost}: al comienzo del mantenimiento de su controlador "
            "se dispara solo si pasó a ser suyo desde el comienzo de su último mantenimiento "
            "(reglas 702.30a y 603.4), y el escenario no lo dice."
        ),
        example=f'criaturas:"{perm.name} eco:sí paga:no"',
    )


def paid_upkeep(state: GameState, item: StackItem, trace: Trace) -> bool:
    """As an echo or cumulative upkeep ability resolves: the age counter put, then the cost
    paid (True: the ability is done, nothing is sacrificed) or not (False: its controller
    sacrifices the permanent, the ability's effect)."""
    if item.upkeep_cost is None:
        return False
    kind, cost = item.upkeep_cost
    perm = state.permanent(item.source or "")
    if perm is None:  # gone: nothing to put a counter on, pay for or sacrifice
        return False
    times = 1
    if kind == "cumulative":
        perm.age_counters += 1
        times = perm.age_counters
        trace.add("resolve.age_counter", C.CUMULATIVE_UPKEEP, who=ref(state, perm), age=times)
    rule = C.ECHO if kind == "echo" else C.CUMULATIVE_UPKEEP
    if kind == "echo":
        perm.echo_due = False  # paid or not, it is under their control since this upkeep
    pays = perm.upkeep_pays
    if pays is None:
        raise ScenarioQuestion(
            f"¿Paga su controlador {_total(cost, times)} por «{perm.name}»?",
            why=(
                f"Al resolverse {item.name}, su controlador elige si paga "
                f"{_total(cost, times)} o sacrifica «{perm.name}» (regla {rule}), y el "
                "escenario no lo dice."
            ),
            example=f'criaturas:"{perm.name} paga:sí"',
        )
    trace.add(
        "resolve.upkeep_paid" if pays else "resolve.upkeep_not_paid",
        rule,
        who=ref(state, perm),
        player=item.controller,
        cost=_total(cost, times),
        echo=kind == "echo",
    )
    return pays


def _total(cost: str, times: int) -> str:
    """The cost paid once for each age counter (702.24a): "{1}" three times is "{1}{1}{1}"."""
    return cost * times
