"""Unearth (702.84a): "Unearth [cost]" means "[Cost]: Return this card from your graveyard to
the battlefield. It gains haste. Exile it at the beginning of the next end step. If it would
leave the battlefield, exile it instead of putting it anywhere else. Activate only as a
sorcery."

``desentierra <carta>`` in ``eventos:`` activates it for a card the scenario names in its
controller's graveyard (``cementerio:``): only as a sorcery (602.5d: its controller's main
phase, the stack empty), its mana cost named and not paid from a pool. As it resolves
(``resolve_unearth``) the card returns as a new object (400.7) with haste, and a delayed
trigger exiles it at the beginning of the next end step (603.7a). While it is on the
battlefield, wherever it would go instead it is exiled (``unearthed_exile``, a replacement
effect, 614.1a): destroyed, sacrificed or returned to a hand."""

from __future__ import annotations

from . import citations as C
from .delayed import create_delayed
from .effects import CreateDelayed, Exile
from .entering import as_new_object
from .errors import ScenarioError
from .events import Entered
from .layers import ref
from .outcome import Trace
from .state import GameState, Permanent, StackItem

UNEARTH_NAME = "Desenterrar de {name}"  # the Spanish Oracle word for unearth
UNEARTH_EXAMPLE = (
    'escenario cementerio:"Dregscape Zombie" eventos:"desentierra Dregscape Zombie; fin del turno"'
)


def resolve_unearth(state: GameState, item: StackItem, trace: Trace) -> bool:
    """As an unearth ability resolves: the card back with haste and the delayed exile. True
    when ``item`` is one (it has then resolved)."""
    if item.unearthed is None:
        return False
    card = next(
        (
            g
            for g in state.graveyard
            if g.name == item.unearthed and (g.owner or g.controller) == item.controller
        ),
        None,
    )
    if card is None:  # 608.2b-like: the card it would return is no longer there
        trace.add("resolve.unearth_gone", C.UNEARTH, card={"name": item.unearthed})
        return True
    state.graveyard.remove(card)
    back = as_new_object(
        state, card, item.controller, keywords=card.keywords | {"haste"}, unearthed=True
    )
    state.permanents.append(back)
    trace.events.append(Entered(back.id))
    trace.add("resolve.unearth", C.UNEARTH, C.NEW_OBJECT, who=ref(state, back))
    exile_later(state, back, item.name, trace)
    return True


def exile_later(state: GameState, perm: Permanent, made_by: str, trace: Trace) -> None:
    """The delayed trigger unearth creates: exile it at the beginning of the next end step."""
    later = CreateDelayed(step="end", effects=[Exile(objects=[perm.id])])
    create_delayed(state, later, made_by, perm.controller, trace)


def unearthed_exile(
    state: GameState, moves: list[tuple[str, str]], trace: Trace
) -> list[tuple[str, str]]:
    """702.84a: an unearthed permanent that would leave the battlefield for anywhere else is
    exiled instead (614.1a)."""
    out = []
    for pid, to in moves:
        perm = state.permanent(pid)
        if perm is not None and perm.unearthed and to != "exile":
            rules = (C.UNEARTH, C.REPLACEMENT_INSTEAD)
            trace.add("replacement.unearth_exile", *rules, who=ref(state, perm), to=to)
            to = "exile"
        out.append((pid, to))
    return out


def missing_card(name: str) -> ScenarioError:
    return ScenarioError(
        f"Para desenterrar «{name}», escríbela en el cementerio de su propietario "
        "(«cementerio:») : el desenterrar funciona solo mientras la carta está allí "
        "(regla 702.84a).",
        fragment=name,
        example=UNEARTH_EXAMPLE,
    )
