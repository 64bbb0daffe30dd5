"""A permanent spell leaving the stack: it resolves onto the battlefield (608.3a), or it is
countered and its card goes to its owner's graveyard (701.6a) without ever entering.

As it enters, the replacement effects that modify how it enters apply (614.12): its own "enters
tapped" (614.1d) and "enters with N counters" (614.1c), and those of other permanents that change
how many counters are put on it (amount_replacements.py). It is a new permanent: untapped unless
told otherwise (110.5b), under its controller's control since now, so a creature has summoning
sickness (302.6). Its entering is an event: its own "When this … enters" abilities and those of
the permanents already there trigger (603.6a), and their targets are chosen as they go on the
stack (603.3d, trigger_targets.py), after the spell has finished resolving.
"""

from __future__ import annotations

from . import citations as C
from .alternative_casts import after_entering, pay_alternative
from .entering import add_entering_counters
from .errors import ScenarioError
from .events import Entered
from .layers import ref
from .outcome import Trace
from .state import GameState, Permanent, StackItem


def resolve_permanent_spell(
    state: GameState, item: StackItem, trace: Trace, attached_to: str | None = None
) -> None:
    """608.3a: ``item`` has no targets of its own; it becomes its permanent. An Aura spell
    whose target is still legal enters attached to it (608.3c)."""
    assert item.permanent is not None
    perm = _fresh(item.permanent, item, state)
    pay_alternative(item, perm)  # 118.9: dash, evoke, warp (alternative_casts.py)
    if item.entering_choice is not None:  # 614.1c: chosen before it enters (614.12a)
        trace.add(
            "entering.chosen",
            C.ENTERING_REPLACEMENTS,
            C.ENTERING_CHOICE,
            C.ENTERS_WITH,  # 614.1c: "As [this permanent] enters …" too
            who={"name": perm.name},
            player=perm.controller,
            chosen=item.entering_choice,
        )
    perm.attached_to = attached_to
    state.permanents.append(perm)
    trace.events.append(Entered(perm.id))
    rules = [C.PERMANENT_SPELL, C.AURA_SPELL if attached_to else C.PERMANENT_SPELL_ENTERS]
    rules.append(C.ENTERS_UNTAPPED)
    if perm.tapped:
        rules += [C.ENTERING_REPLACEMENTS, C.ENTERS_TAPPED]
    if "creature" in perm.types and "haste" not in perm.keywords:
        rules.append(C.SUMMONING_SICKNESS)
    trace.add(
        "entering.spell_enters",
        *rules,
        who={"name": perm.name},
        player=perm.controller,
        tapped=perm.tapped,
        # 302.6: it can't attack this turn, unless it has haste (702.10b)
        sick="creature" in perm.types and "haste" not in perm.keywords,
        attached=ref(state, state.require_permanent(attached_to)) if attached_to else None,
    )
    add_entering_counters(perm, trace, state)  # 614.1c, as it enters (614.12)
    after_entering(state, perm, trace)  # 603.7a: dash's and warp's delayed trigger


def target_check_rules(item: StackItem, rules: list[str]) -> list[str]:
    """608.3b: a permanent spell with a target (an Aura spell) checks it as 608.2b describes,
    but under its own rule; 608.2 is how instants, sorceries and abilities resolve, and an
    Aura whose target is illegal is not one of them (it never enters, 608.3b)."""
    if item.permanent is None:
        return rules
    return [C.PERMANENT_SPELL_TARGET if r == C.TARGETS_RECHECKED else r for r in rules]


def countered_card(state: GameState, item: StackItem) -> None:
    """701.6a: a countered permanent spell is put into its owner's graveyard as a card (where
    what counts or returns cards of a graveyard finds it); it never entered."""
    if item.permanent is None:
        return
    card = _fresh(item.permanent, item, state)
    card.tapped = False
    state.graveyard.append(card)


def _fresh(perm: Permanent, item: StackItem, state: GameState) -> Permanent:
    return perm.model_copy(
        update={
            "controller": item.controller,
            "owner": item.controller,  # who cast it from their hand owns it (the scenario's)
            "timestamp": state.next_timestamp(),
            "tapped": perm.enters_tapped,
            "sick": True,
            "counters_from_text": False,
        },
        deep=True,
    )


def refuse_targets_on_stack(stack: list[StackItem]) -> None:
    """A permanent spell is not a permanent until it resolves (608.3a): a spell or ability
    that names it as a target of a permanent (not as a spell to counter) can't have been cast
    while it was on the stack (115.1, 601.2c). Said as an error, never run as if it were."""
    waiting = {i.permanent.id: i.name for i in stack if i.permanent is not None}
    for item in stack:
        named = next((waiting[t] for t in item.targets if t in waiting), None)
        if named is not None:
            raise ScenarioError(
                f"«{named}» aún está en la pila: es un hechizo, no un permanente, hasta que se "
                f"resuelve (regla 608.3a), y «{item.name}» no puede tenerlo como objetivo "
                "(regla 115.1). Escribe que se resuelve antes con «resuelve».",
                fragment=named,
                example=f'eventos:"lanza {named}; resuelve; lanza {item.name}: {named}"',
            )
