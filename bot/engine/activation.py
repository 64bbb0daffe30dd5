"""Activating an ability of a permanent's text: which one, whether it may be activated now, and
its cost paid (602.2b, 601.2h).

* Loyalty abilities (606): only in a main phase of their controller's turn with the stack
  empty, one per permanent each turn (606.3); their cost puts on or removes loyalty counters
  (606.4), and a negative cost needs that many counters (606.6). A planeswalker left with 0
  loyalty goes to the graveyard as a state-based action (704.5i) while its ability, already
  on the stack, still resolves.
* {T}, "Pay N life" and "Sacrifice this creature": a cost that can't be paid fully can't be
  paid at all (118.3, 119.4); a sacrificed source's ability still resolves, with its last
  known information (608.2h).
* Mana abilities (605.1a) don't use the stack: they resolve as soon as they are activated
  (605.3b).

Mana symbols in a cost are not paid: the engine keeps no mana pool.
"""

from __future__ import annotations

from . import citations as C
from .abilities import ActivatedAbility
from .activated_modes import with_modes
from .characteristics import board
from .class_levels import bar_blocked, bar_level
from .damage import permanent_source
from .errors import ScenarioError, ScenarioQuestion
from .events import LifeLost
from .granted import granted_activated
from .layers import ref
from .outcome import Trace, phrase
from .resolve import Doer, do_effect
from .saddle import sick_tap
from .selectors import matches
from .state import GameState, Permanent, StackItem
from .target_slots import fill_targets
from .vocabulary import MAIN_STEPS
from .zones import leave_together


def chosen_ability(
    state: GameState, item: StackItem, wanted: str | None
) -> ActivatedAbility | None:
    """The source's ability named ``wanted`` by its name ("Equip"), its loyalty cost ("+2",
    "-3"), its cost ("{1}{G}", "{T}") or its place ("#2"); without ``wanted``, its only one.
    A source with none by that name, or with several and not told which, is asked about
    (a ScenarioError), never answered with another one in its place."""
    source = state.last_known(item.source or "")
    # Its own abilities, then those an effect gives it in quotes (613.1f, granted.py).
    abilities = [*source.activated, *granted_activated(state, source)] if source else []
    if not abilities:
        return None
    if wanted is None:
        if len(abilities) > 1:
            raise _ask(item, abilities, "tiene varias habilidades activadas")
        return abilities[0]
    if wanted.startswith("#") and wanted[1:].isdigit():  # its place in the text, from 1
        at = int(wanted[1:]) - 1
        found = abilities[at] if 0 <= at < len(abilities) else None
    else:
        found = next((a for a in abilities if _names(a, wanted)), None)
    if found is not None and found.loyalty_x:  # [−X]: X is announced, never guessed
        raise _ask_x(item, found)
    if found is None:
        # Only the abilities read from its text are known: one not among them may be printed
        # in a line not read yet, so the answer never says the card lacks it.
        raise _ask(
            item,
            abilities,
            f"no muestra, en lo que leo de su texto, la habilidad «{wanted}» (si la tiene, "
            "está en el texto que aún no sé leer); leo",
        )
    return found


def _ask_x(item: StackItem, ability: ActivatedAbility) -> ScenarioError:
    source = item.name.split(" de ", 1)[-1]
    return ScenarioQuestion(
        "¿Cuánto vale X? Escríbelo tras el nombre del planeswalker (X=3).",
        why=f"La habilidad {ability.cost} de «{source}» quita X contadores de lealtad y quien "
        "la activa elige X al activarla (reglas 107.3a y 606.4).",
        example=f'eventos:"activa el -X de {source} X=3"',
    )


def _ask(item: StackItem, abilities: list[ActivatedAbility], what: str) -> ScenarioError:
    listed = ", ".join(
        f"{n}) «{a.name or a.cost or 'sin coste'}»" for n, a in enumerate(abilities, start=1)
    )
    source = item.name.split(" de ", 1)[-1]
    costed = next((a.name or a.cost for a in abilities if (a.name or a.cost)[:1] in "{+-0"), None)
    by_cost = f"«activa el {costed} de {source}» o " if costed else ""
    return ScenarioError(
        f"«{source}» {what}: {listed}. Di cuál se activa por su coste o por su número "
        f"({by_cost}«activa la habilidad 2 de {source}»), y tras «:» sus objetivos "
        "(regla 602.2).",
        fragment=source,
        example=f'eventos:"activa la habilidad 1 de {source}"',
    )


def pile_ability(state: GameState, item: StackItem) -> StackItem:
    """An ability written in the pile by its source and targets only ("Bonesplitter: Oso"):
    its source's only activated ability, asked about when there are several."""
    ability = chosen_ability(state, item, None)
    return with_ability(item, ability) if ability is not None else item


def _plain(text: str) -> str:
    return "".join(text.split()).replace("−", "-").strip("[]").casefold()


def _names(ability: ActivatedAbility, wanted: str) -> bool:
    said = _plain(wanted)
    cost = _plain(ability.cost)
    return said in (_plain(ability.name), cost) or cost.startswith(said + ",")


def with_ability(
    item: StackItem, ability: ActivatedAbility, trace: Trace | None = None
) -> StackItem:
    """The stack object of ``ability``: its effects, its unchosen targets filled in the order
    the scenario named them (601.2c, 602.2b; one target for the effects that share it, none
    for an "up to one" target left unnamed: target_slots.py)."""
    ability, modes = with_modes(item, ability)  # 700.2a: a modal one's modes told
    effects, none_chosen = fill_targets(list(ability.effects), list(item.chosen))
    if none_chosen and trace is not None:
        trace.add("activation.zero_targets", C.ZERO_TARGETS, item={"name": item.name})
    return item.model_copy(update={"effects": effects, "zero_targets": none_chosen, "modes": modes})


def may_activate(
    state: GameState, item: StackItem, ability: ActivatedAbility, trace: Trace
) -> bool:
    """606.3: a loyalty ability's timing and its once-a-turn limit; 602.5b: the restrictions
    an ability states ("only once each turn", "only during your turn", "… your upkeep")."""
    if not _restriction_met(state, item, ability, trace):
        return False
    if ability.loyalty is None:
        return True
    perm = state.permanent(item.source or "")
    main = state.turn.step in MAIN_STEPS and item.controller == state.active_name
    if perm is None or not main or state.turn.stack or perm.loyalty_used:
        trace.add(
            "activation.loyalty_when",
            C.LOYALTY_TIMING,
            item={"name": item.name},
            cost=ability.name,
            used=perm is not None and perm.loyalty_used,
            stack=len(state.turn.stack),
            main=main,
        )
        return False
    return True


def _restriction_met(
    state: GameState, item: StackItem, ability: ActivatedAbility, trace: Trace
) -> bool:
    perm = state.permanent(item.source or "")
    place = perm.activated.index(ability) if perm is not None and ability in perm.activated else -1
    broken = None
    if ability.once_each_turn and perm is not None and place in perm.used_this_turn:
        broken = "once"
    elif ability.your_turn and item.controller != state.active_name:
        broken = "your_turn"
    elif ability.step is not None and (
        state.turn.step != ability.step or item.controller != state.active_name
    ):
        broken = "step"
    elif bar_blocked(perm, ability):
        broken = "class_level"  # 716.2a: only from the level before it
    if broken is None:
        return True
    bar = bar_level(ability)
    rules = (
        (C.RESTRICTED_ABILITY, C.CLASS_LEVEL_BAR) if bar is not None else (C.RESTRICTED_ABILITY,)
    )
    trace.add(
        "activation.restricted",
        *rules,
        item={"name": item.name},
        why=broken,
        step=ability.step,
        needed=(bar or 1) - 1,
    )
    return False


def take_sacrifice(
    state: GameState, item: StackItem, ability: ActivatedAbility, trace: Trace
) -> tuple[StackItem, str | None] | None:
    """(the item without it, the permanent chosen to sacrifice): for "Sacrifice a creature",
    the first name written after the source; None, with the step that says why, when none is
    named or the one named is not one its controller may sacrifice for it (701.21a)."""
    if ability.sacrifice is None:
        return item, None
    chosen = item.chosen[0] if item.chosen else None
    if chosen is None:  # the player's choice (701.21a): asked, never made for them
        source = item.name.split(" de ", 1)[-1]
        raise ScenarioError(
            f"El coste de «{source}» («{ability.cost}») pide sacrificar un permanente: escribe "
            "cuál tras la fuente, antes de los objetivos (regla 701.21a).",
            fragment=source,
            example=f'eventos:"activa {source}: Oso"',
        )
    chars = board(state).chars.get(chosen)
    if chars is None or not matches(ability.sacrifice, chars, item.controller, item.source):
        trace.add(
            "activation.sacrifice_which",
            C.PAY_COSTS,
            C.SACRIFICE,
            item={"name": item.name},
            cost=ability.cost,
            named={"name": chars.name if chars is not None else chosen},
        )
        return None
    return item.model_copy(update={"chosen": item.chosen[1:]}), chosen


def can_pay(state: GameState, item: StackItem, ability: ActivatedAbility, trace: Trace) -> bool:
    """Whether the controller can pay what the engine pays of the cost; False, with the step
    that says why, when some part of it can't be paid (118.3): then it is not activated."""
    if sick_tap(state, item, ability, trace):  # 602.5a: its {T}, the turn it came
        return False
    perm = state.permanent(item.source or "")
    player = state.player(item.controller)
    problem = _unpayable(perm, ability, player.life if player is not None else None)
    if problem is None:
        return True
    rule, why = problem
    trace.add(
        "activation.cant_pay",
        C.CANT_PAY,
        rule,
        item={"name": item.name},
        why=why,
        cost=ability.name or ability.cost,
        loyalty=perm.loyalty if perm is not None else None,
    )
    return False


def pay_costs(
    state: GameState,
    item: StackItem,
    ability: ActivatedAbility,
    trace: Trace,
    sacrificed: str | None = None,
) -> None:
    """Pay the cost (602.2b, 601.2h), once ``can_pay`` said it can be paid."""
    perm = state.permanent(item.source or "")
    player = state.player(item.controller)
    if perm is None:
        return
    if ability.once_each_turn and ability in perm.activated:  # 602.5b: counted once paid
        perm.used_this_turn.append(perm.activated.index(ability))
    plus, minus = ability.remove_counters.get("+1/+1", 0), ability.remove_counters.get("-1/-1", 0)
    if plus or minus:
        perm.plus_counters -= plus
        perm.minus_counters -= minus
        trace.add(
            "activation.counters_removed",
            C.PAY_COSTS,
            who={"name": perm.name},
            plus=plus,
            minus=minus,
        )
    if ability.loyalty is not None:
        perm.loyalty = (perm.loyalty or 0) + ability.loyalty
        perm.loyalty_used = True
        trace.add(
            "activation.loyalty_paid",
            C.LOYALTY_ABILITY,
            C.LOYALTY_COST,
            who={"name": perm.name},
            change=ability.loyalty,
            loyalty=perm.loyalty,
        )
    if ability.tap:
        perm.tapped = True
        trace.add("activation.tapped", C.PAY_COSTS, C.TAP_UNTAP, who={"name": perm.name})
    if ability.life and player is not None:
        player.life -= ability.life
        if ability.life > 0:  # 119.4: paying life is losing it
            trace.events.append(LifeLost(player.name, ability.life))
        trace.add(
            "activation.life_paid",
            C.PAY_COSTS,
            C.PAY_LIFE,
            player=player.name,
            amount=ability.life,
            life=player.life,
        )
    gone = [perm] if ability.sacrifice_self else []
    other = state.permanent(sacrificed) if sacrificed is not None else None
    gone += [other] if other is not None else []
    if gone:
        trace.add(
            "activation.sacrificed",
            C.PAY_COSTS,
            C.SACRIFICE,
            who=[ref(state, p) for p in gone],
            source=ability.sacrifice_self,
        )
        leave_together(
            state,
            [(p.id, "graveyard") for p in gone],
            trace,
            phrase("why.moved", how="sacrifice", by=None),
            [],
        )


def _unpayable(
    perm: Permanent | None, ability: ActivatedAbility, life: int | None
) -> tuple[str, str] | None:
    if perm is None:  # 113.6: its abilities work only on the battlefield
        return C.ON_BATTLEFIELD_ONLY, "gone"
    if ability.loyalty is not None and (perm.loyalty or 0) < -ability.loyalty:
        return C.LOYALTY_ENOUGH, "loyalty"
    if ability.tap and perm.tapped:
        return C.TAP_UNTAP, "tapped"
    if ability.life and (life is None or life < ability.life):
        return C.PAY_LIFE, "life"
    if ability.remove_counters.get("+1/+1", 0) > perm.plus_counters:
        return C.PAY_COSTS, "counters"
    if ability.remove_counters.get("-1/-1", 0) > perm.minus_counters:
        return C.PAY_COSTS, "counters"
    return None


def resolve_mana_ability(
    state: GameState,
    item: StackItem,
    ability: ActivatedAbility,
    trace: Trace,
    sacrificed: str | None = None,
) -> None:
    """605.3b: a mana ability doesn't go on the stack; its cost paid, it resolves at once."""
    trace.add(
        "activation.mana_ability",
        C.MANA_ABILITY,
        C.MANA_ABILITY_NO_STACK,
        player=item.controller,
        item={"name": item.name},
    )
    pay_costs(state, item, ability, trace, sacrificed)
    perm = state.last_known(item.source or "")
    if perm is None:
        return
    doer = Doer(item.controller, permanent_source(state, perm), item.source)
    for effect in item.effects:
        do_effect(state, effect, doer, trace)
