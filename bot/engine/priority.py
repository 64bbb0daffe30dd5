"""What happens each time a player would receive priority, and the stack resolving.

``settle``: state-based actions until none are performed, then the abilities that triggered
go on the stack in APNAP order, and again until neither happens (117.5, 603.3b).
``resolve_stack``: all players pass in succession, the top object resolves (117.4, 405.5),
its targets checked again (608.2b) and its effects done in order (608.2c); then the active
player would receive priority (117.3b), so ``settle`` runs again. Until the stack is empty.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from . import citations as C
from .activation import pile_ability
from .buyback import bought_back
from .damage import DamageSource, permanent_source
from .events import (
    Attacked,
    BecameTarget,
    BlockDeclared,
    DamageDealt,
    Entered,
    GameEvent,
    LeftBattlefield,
    LevelGained,
    LifeGained,
    LoreAdded,
    SpellCast,
    StepBegan,
)
from .evolve import still_evolves
from .layers import effective_power, ref
from .ninjutsu import resolve_ninjutsu
from .outcome import Trace, phrase
from .permanent_spells import countered_card, resolve_permanent_spell, target_check_rules
from .rebound import exile_rebounding, rebounds
from .resolve import Doer, do_effect
from .sba import perform_sbas
from .spell_cards import card_of_spell
from .spell_mode_rules import mode_rules, mode_step_args
from .stack import apnap_order
from .state import GameState, StackItem
from .targeting import illegal_targets, legal_target_notes
from .trigger_targets import choose_targets
from .triggers import keyword_rules, triggered_by
from .unearth import resolve_unearth
from .upkeep_costs import paid_upkeep
from .ward import targeted
from .word_targets import all_illegal, illegal_by_word
from .zones import leave_together

MAX_RESOLUTIONS = 40  # a loop of triggers in a scenario would never end; say so and stop

_EVENT_RULES: dict[type, list[str]] = {
    LeftBattlefield: [C.LOOK_BACK],
    Entered: [C.ENTERS_TRIGGERS],
    DamageDealt: [C.DAMAGE_TRIGGERS],
    LifeGained: [C.LIFE_GAIN_EVENT],
    Attacked: [C.ATTACK_TRIGGERS],
    BlockDeclared: [C.BLOCK_TRIGGERS],
    StepBegan: [C.BEGINNING_TRIGGERS],
    SpellCast: [C.CAST_TRIGGERS],
    BecameTarget: [C.WARD],
    LoreAdded: [C.SAGA_CHAPTER],
    LevelGained: [C.CLASS_LEVEL_BAR],
}


@dataclass
class Flow:
    """What carries over from one priority check to the next in one scenario."""

    legend_keep: dict[str, str] = field(default_factory=dict)
    trigger_order: list[str] = field(default_factory=list)
    seen: int = 0  # how many of trace.events the trigger check has read
    told: set[tuple[str, str]] = field(default_factory=set)
    resolved: list[str] = field(default_factory=list)  # names, in the order they resolved


def game_over(state: GameState) -> bool:
    return sum(1 for p in state.players if not p.lost) <= 1 and any(p.lost for p in state.players)


def settle(state: GameState, trace: Trace, flow: Flow) -> bool:
    """117.5 and 603.3b; True if a state-based action was performed or anything triggered."""
    happened = False
    while True:
        happened |= perform_sbas(state, trace, flow.legend_keep, flow.told) > 0
        fresh = trace.events[flow.seen :]
        flow.seen = len(trace.events)
        found = triggered_by(state, fresh)
        if not found or game_over(state):
            return happened
        happened = True
        waiting = [item for item, _ in found]
        _announce(waiting, [event for _, event in found], trace)
        waiting = choose_targets(state, waiting, trace)  # 603.3d: as each goes on the stack
        pushed = apnap_order(state, waiting, trace, flow.trigger_order, explain=len(waiting) > 1)
        state.turn.stack += pushed
        trace.events += [e for item in pushed for e in targeted(state, item)]  # 702.21a


def _announce(waiting: list[StackItem], events: list[GameEvent], trace: Trace) -> None:
    rules = [C.TRIGGERS, C.TRIGGER_CONTROLLER]
    for kind in dict.fromkeys(type(e) for e in events):
        rules += _EVENT_RULES.get(kind, [])
    rules += keyword_rules(waiting)
    trace.add(
        "priority.triggered",
        *rules,
        C.TRIGGER_TO_STACK,
        items=[{"name": t.name, "owner": t.controller} for t in waiting],
    )


def resolve_stack(state: GameState, trace: Trace, flow: Flow) -> None:
    settle(state, trace, flow)
    while state.turn.stack and not game_over(state):
        if len(flow.resolved) >= MAX_RESOLUTIONS:
            trace.add("priority.loop", count=MAX_RESOLUTIONS)
            return
        flow.resolved.append(resolve_top(state, trace).name)
        settle(state, trace, flow)
    if game_over(state) and not any(s.kind == "priority.game_over" for s in trace.steps):
        winner = next((p.name for p in state.players if not p.lost), None)
        trace.add("priority.game_over", C.WIN_OPPONENTS_GONE, winner=winner)


def resolve_top(state: GameState, trace: Trace) -> StackItem:
    item = state.turn.stack.pop()
    if not item.effects and item.source is not None and (item.chosen or _only_ability(state, item)):
        item = pile_ability(state, item)  # "Bonesplitter: Oso" in the pile (activation.py)
    trace.add(
        "priority.resolves",
        C.ALL_PASS,
        C.STACK_TOP_RESOLVES,
        C.TOP_RESOLVES,
        item={"name": item.name, "controller": item.controller},
    )
    if item.modes:
        trigger = item.kind == "triggered"  # 603.3c: chosen as it went on the stack
        rules = [C.TRIGGER_MODES, C.MODES] if trigger else [C.MODES]
        rules += mode_rules(item)  # 700.2d, 702.42a, 702.120a, 702.172a (spell_modes.py)
        trace.add(
            "priority.modes",
            *rules,
            item={"name": item.name},
            modes=item.modes,
            trigger=trigger,
            **mode_step_args(item),  # what choosing them cost, an ability activated
        )
    below = state.turn.stack[-1] if state.turn.stack else None
    if below is not None and item.kind in ("spell", "activated") and item.copy_of is None:
        # 117.7: cast or activated in response to what is below it, it resolves first.
        trace.add(
            "priority.response_first",
            C.IN_RESPONSE,
            C.STACK_TOP_RESOLVES,
            item={"name": item.name},
            under={"name": below.name},
        )
    if resolve_unearth(state, item, trace):  # 702.84a: the card returns from the graveyard
        return item
    if resolve_ninjutsu(state, item, trace):  # 702.49a: the card enters attacking
        return item
    if item.permanent is not None and not item.targets:  # 608.3a: it enters the battlefield
        resolve_permanent_spell(state, item, trace)
        return item
    if not item.effects:
        trace.add("priority.no_effects", item={"name": item.name}, zero=item.zero_targets)
        return item
    if not still_evolves(state, item, trace):  # 603.4: its "if" checked again
        return item
    if paid_upkeep(state, item, trace):  # 702.30a, 702.24a: paid, so nothing is sacrificed
        return item
    source = _source(state, item, trace)
    illegal = illegal_targets(state, item, source)
    targets = item.targets
    for why, rules in illegal.values():
        trace.add("priority.target_illegal", *target_check_rules(item, rules), why=why)
    for kind, args, rules in legal_target_notes(state, item, illegal):
        trace.add(kind, *rules, **args)
    by_word = illegal_by_word(state, item, source)  # 608.2b: each word "target" on its own
    if targets and all_illegal(item, by_word):
        trace.add(
            "priority.all_targets_illegal",
            *target_check_rules(item, [C.TARGETS_RECHECKED]),
            item={"name": item.name},
            spell=item.kind == "spell",
            permanent=item.permanent is not None,  # 608.3b: it never enters
        )
        _spell_to_graveyard(state, item)
        countered_card(state, item)  # 608.3b: an Aura spell's card, never entered
        return item
    if item.permanent is not None:  # 608.3c: an Aura spell enters attached to its target
        resolve_permanent_spell(state, item, trace, attached_to=targets[0])
        return item
    legal = frozenset(t for t in targets if t not in illegal) if targets else None
    doer = Doer(item.controller, source, item.source, legal)
    if len(item.effects) > 1:
        trace.add("priority.in_order", C.ORDER_WRITTEN, item={"name": item.name})
    for effect, bad in zip(item.effects, by_word, strict=True):
        # A target illegal for another word but legal for this one's own criteria: this part
        # of the effect still acts on it (608.2b).
        own = effect.target_filter is not None and not effect.same_targets_as
        word = replace(doer, legal_targets=frozenset(t for t in targets if t not in bad))
        do_effect(state, effect, word if own else doer, trace)
    if item.kind == "spell":
        if bought_back(state, item, trace):  # 702.27a: to its owner's hand instead
            return item
        trace.add(
            "priority.spell_done",
            C.RESOLVED_SPELL_GONE,
            *([C.COPY_CEASES] if item.copy_of else []),  # 704.5e: a copy leaves no card
            *([C.REBOUND] if rebounds(item) else []),
            C.PRIORITY_AFTER_RESOLVE,
            item={"name": item.name},
            copy=item.copy_of is not None,
            rebound=rebounds(item),
        )
    if rebounds(item):  # 702.88a: exiled instead, to be cast again at the next upkeep
        exile_rebounding(state, item, trace)
        return item
    _spell_to_graveyard(state, item)
    return item


def _only_ability(state: GameState, item: StackItem) -> bool:
    """``habilidad:"Drudge Skeletons"``: an ability written by its source alone is the source's
    one activated ability (602.2) when it has just one, and it needs no target to be chosen."""
    source = state.last_known(item.source or "")
    if item.kind != "activated" or source is None or len(source.activated) != 1:
        return False
    return not any(e.unchosen_target for e in source.activated[0].effects)


def pay_sacrifice(state: GameState, item: StackItem, trace: Trace) -> StackItem:
    """601.2h: a creature sacrificed to cast the spell leaves now; what the spell reads of
    it later ("the sacrificed creature's power") is its last known information (608.2h)."""
    perm = state.permanent(item.sacrifice) if item.sacrifice else None
    if perm is None:
        return item
    power = effective_power(state, perm)
    trace.add(
        "stack.sacrificed_cost",
        C.PAY_COSTS,
        C.SACRIFICE,
        C.CURRENT_OR_LAST_KNOWN,
        item={"name": item.name},
        who=ref(state, perm),
        power=power if perm.is_creature else None,  # a land has no power to read
    )
    leave_together(
        state, [(perm.id, "graveyard")], trace, phrase("why.moved", how="sacrifice", by=None), []
    )
    effects = [
        e.model_copy(update={"amount": power, "event_ref": None})
        if e.event_ref == "sacrificed_power"
        else e
        for e in item.effects
    ]
    return item.model_copy(update={"effects": effects, "sacrifice": None})


def _spell_to_graveyard(state: GameState, item: StackItem) -> None:
    """608.2n (and 608.2b): an instant or sorcery card is put into its owner's graveyard,
    where what counts the cards in graveyards sees it (604.3)."""
    if item.kind != "spell" or not item.types & {"instant", "sorcery"} or item.copy_of:
        return  # 704.5e: a copy of a spell ceases to exist
    state.graveyard.append(card_of_spell(state, item))


def _source(state: GameState, item: StackItem, trace: Trace) -> DamageSource:
    """The spell itself, or the ability's source: as it is, or as it last was (608.2h)."""
    if item.source is None:
        return DamageSource(
            item.name,
            item.name,
            item.controller,
            frozenset(item.colors),
            frozenset(item.keywords),
            {"name": item.name},
        )
    perm = state.permanent(item.source)
    if perm is not None:
        return permanent_source(state, perm)
    gone = next(
        (
            e
            for e in reversed(trace.events)
            if isinstance(e, LeftBattlefield) and e.last.id == item.source
        ),
        None,
    )
    if gone is None:
        return DamageSource(
            item.source,
            item.source,
            item.controller,
            frozenset(),
            frozenset(),
            {"name": item.source},
        )
    chars = gone.chars
    # 113.7a: why it still resolves at all; 608.2h: what it reads of its source.
    rules = [C.ABILITY_INDEPENDENT, C.CURRENT_OR_LAST_KNOWN]
    if "deathtouch" in chars.keywords:
        rules.append(C.DEATHTOUCH_LKI)
    if "lifelink" in chars.keywords:
        rules.append(C.LIFELINK_LKI)
    trace.add("priority.source_gone", *rules, item={"name": item.name}, source={"name": chars.name})
    return DamageSource(
        gone.last.id,
        chars.name,
        chars.controller,
        frozenset(chars.colors),
        frozenset(chars.keywords),
        {"name": chars.name},
        frozenset(chars.types),
        frozenset(chars.subtypes),
    )
