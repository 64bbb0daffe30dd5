"""The targets of a triggered ability, chosen as it is put on the stack (115.1d, 603.3d).

A card's "When this creature enters, destroy target artifact" names no object: its controller
chooses one among the legal targets when the ability goes on the stack. The engine never
guesses that choice:

* the scenario said it (``objetivos:"Flametongue Kavu: Oso"``, kept on the permanent as
  ``trigger_targets``): that one, if it is a legal target;
* no legal target at all: the ability is removed from the stack (603.3d);
* exactly one legal target: it is the only choice;
* several: the answer asks which, naming the ability and each choice (``TargetQuestion``).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from . import citations as C
from .characteristics import board
from .damage import DamageSource, permanent_source
from .effects import Effect
from .errors import ScenarioError, ScenarioQuestion
from .layers import ref
from .selectors import matches, matches_player
from .state import GameState, StackItem
from .target_slots import Slots, filled, from_earlier, refers_back
from .targeting import illegal_targets, with_pt

# What "any target" may be besides players (115.4).
_DAMAGEABLE = {"creature", "planeswalker", "battle"}
TARGETS_KEY = "objetivos"
TARGETS_EXAMPLE = 'objetivos:"Flametongue Kavu: Oso"'


class TargetQuestion(ScenarioQuestion):
    """Which target a triggered ability takes, when several are legal. ``pairs``: each
    choice as its label and the ``objetivos:`` pair that says it; whoever knows the whole
    message (``run_scenario_text``) turns them into ``choices``."""

    def __init__(self, pregunta: str, *, why: str, pairs: tuple[tuple[str, str], ...]) -> None:
        super().__init__(pregunta, why=why, example=pairs[0][1] if pairs else TARGETS_EXAMPLE)
        self.pairs = pairs


def choose_targets(state: GameState, waiting: list[StackItem], trace: Any) -> list[StackItem]:
    """``waiting`` with every unchosen target chosen; an ability with no legal target for
    one of them is removed (603.3d) and a step says so."""
    out = []
    for item in waiting:
        chosen = _choose(state, item, trace)
        if chosen is not None:
            out.append(chosen)
    return out


def _choose(state: GameState, item: StackItem, trace: Any) -> StackItem | None:
    if item.no_mode:  # 700.2b: no mode chosen, it is removed from the stack
        trace.add("priority.no_mode", C.NO_MODE, item={"name": item.name})
        return None
    if not any(e.unchosen_target for e in item.effects):
        return item
    holder = state.last_known(item.source or "")
    said = list(holder.trigger_targets) if holder is not None else []
    source = _source(state, item)
    slots: Slots = []  # one for each effect, None for an "up to one" left with none
    picked: list[dict[str, Any] | str] = []
    forced = False
    zero = False  # some "up to one" target was left with none
    for effect in item.effects:
        if refers_back(effect):  # "untap that creature", "… and gains": one target (608.2c)
            slots.append(from_earlier(slots, effect))
            continue
        if not effect.unchosen_target:
            slots.append(effect)
            continue
        legal = legal_targets(state, item, effect, source)
        if effect.target_count is not None:  # "up to two target creatures" (115.3)
            picks = _counted(state, item, effect, legal, said)
            if picks is None:
                trace.add(
                    "priority.trigger_no_target",
                    C.TRIGGER_TARGETED,
                    C.TRIGGER_TARGETS,
                    item={"name": item.name},
                )
                return None
            zero = zero or not picks
            slots.append(
                effect.model_copy(update={"targets": picks, "unchosen_target": False})
                if picks
                else None
            )
            picked += [_shown(state, p) for p in picks]
            continue
        pick = next((t for t in said if t in legal), None)
        if pick is not None:
            said.remove(pick)
        elif said:
            raise _not_legal(state, item, said[0], legal)
        elif effect.up_to_one and not legal:  # 115.6: zero targets is a legal choice
            zero = True
            slots.append(None)
            continue
        elif effect.up_to_one:  # zero is a choice too: never picked for the player
            raise _which(state, item, legal)
        elif not legal:
            trace.add(
                "priority.trigger_no_target",
                C.TRIGGER_TARGETED,
                C.TRIGGER_TARGETS,
                item={"name": item.name},
            )
            return None
        elif len(legal) == 1:
            pick, forced = legal[0], True
        else:
            raise _which(state, item, legal)
        slots.append(effect.model_copy(update={"targets": [pick], "unchosen_target": False}))
        picked.append(_shown(state, pick))
    if zero:
        trace.add("activation.zero_targets", C.ZERO_TARGETS, item={"name": item.name})
    if picked:
        trace.add(
            "priority.trigger_targets",
            C.TRIGGER_TARGETED,
            C.TARGET_CHOICE,
            item={"name": item.name},
            targets=picked,
            forced=forced,
        )
    return item.model_copy(update={"effects": filled(slots), "zero_targets": zero})


def _counted(
    state: GameState, item: StackItem, effect: Effect, legal: list[str], said: list[str]
) -> list[str] | None:
    """The targets of one counted word "target" (601.2c, 115.3: none twice): those
    ``objetivos:`` names (consumed) that are legal, up to its most; with none said, all the
    legal ones only when the count leaves no choice, else asked. None: the ability can't have
    the targets it needs and is removed (603.3d)."""
    count = effect.target_count
    assert count is not None
    most = len(legal) if count.most is None else count.most
    picks: list[str] = []
    for name in list(said):
        if name in legal and name not in picks and len(picks) < most:
            picks.append(name)
            said.remove(name)
    if said and not picks:
        raise _not_legal(state, item, said[0], legal)
    if picks:
        if len(picks) < count.least:
            raise _which_many(state, item, legal, count.least, count.most)
        return picks
    if len(legal) < max(count.least, 1):
        return None if count.least else []
    if count.least == len(legal) == count.most:
        return list(legal)  # exactly as many legal targets as it must take
    raise _which_many(state, item, legal, count.least, count.most)


def _which_many(
    state: GameState, item: StackItem, legal: list[str], least: int, most: int | None
) -> TargetQuestion:
    listed = ", ".join(f"«{_label(state, t)}»" for t in legal)
    wanted = (
        f"{most}"
        if least == most
        else f"hasta {most}"
        if least == 0 and most is not None
        else f"entre {least} y {most}"
        if most is not None
        else "cualquier cantidad"
    )
    holder = _holder_name(state, item)
    size = min(len(legal), most if most is not None else len(legal))
    names = [_name(state, t) for t in legal]
    pairs = tuple(
        (
            " y ".join(names[i] for i in combo),
            f'{TARGETS_KEY}:"{holder}: {", ".join(names[i] for i in combo)}"',
        )
        for combo in combinations(range(len(legal)), size)
    )[:6]
    return TargetQuestion(
        f"¿A qué objetivos va «{item.name}»? Elige {wanted} entre: {listed}.",
        why=(
            f"La habilidad de «{holder}» se ha disparado y sus objetivos, distintos para una "
            f"sola palabra «target» (115.3), los elige su controlador ({item.controller}) al "
            f"ponerla en la pila (601.2c, 603.3d); el escenario no dice cuáles (escríbelos con "
            f"{TARGETS_KEY}:, separados por comas)."
        ),
        pairs=pairs,
    )


def legal_targets(
    state: GameState, item: StackItem, effect: Effect, source: DamageSource
) -> list[str]:
    """Ids of the permanents and names of the players the effect may target now: what its
    filter asks for (or, for "any target", 115.4) and that nothing stops this source from
    targeting (protection, hexproof, shroud: the checks of 608.2b)."""
    flt = effect.target_filter
    found: list[str] = []
    for pid, chars in board(state).chars.items():
        if flt is None:
            if not chars.types & _DAMAGEABLE:
                continue
        elif not matches(flt, with_pt(state, flt, chars), item.controller, item.source):
            continue
        found.append(pid)
    for player in state.players:
        if player.lost:
            continue
        if flt is None or matches_player(flt, player.name, item.controller):
            found.append(player.name)
    return [t for t in found if not _blocked(state, item, effect, source, t)]


def _blocked(
    state: GameState, item: StackItem, effect: Effect, source: DamageSource, target: str
) -> bool:
    probe = effect.model_copy(update={"targets": [target], "unchosen_target": False})
    return bool(illegal_targets(state, item.model_copy(update={"effects": [probe]}), source))


def _source(state: GameState, item: StackItem) -> DamageSource:
    perm = state.last_known(item.source or "")
    if perm is not None and state.permanent(perm.id) is not None:
        return permanent_source(state, perm)
    name = perm.name if perm is not None else item.name
    return DamageSource(
        item.source or item.name,
        name,
        item.controller,
        frozenset(perm.colors if perm is not None else ()),
        frozenset(perm.keywords if perm is not None else ()),
        {"name": name},
    )


def _shown(state: GameState, target: str) -> dict[str, Any] | str:
    perm = state.permanent(target)
    return ref(state, perm) if perm is not None else target


def _name(state: GameState, target: str) -> str:
    perm = state.permanent(target)
    return perm.name if perm is not None else target


def _label(state: GameState, target: str) -> str:
    perm = state.permanent(target)
    if perm is None:
        return target
    return f"{perm.name} (de {perm.controller})"


def _holder_name(state: GameState, item: StackItem) -> str:
    holder = state.last_known(item.source or "")
    return holder.name if holder is not None else item.name


def _pair(state: GameState, item: StackItem, target: str) -> str:
    perm = state.permanent(target)
    name = perm.name if perm is not None else target
    return f'{TARGETS_KEY}:"{_holder_name(state, item)}: {name}"'


def _which(state: GameState, item: StackItem, legal: list[str]) -> TargetQuestion:
    listed = ", ".join(f"«{_label(state, t)}»" for t in legal)
    holder = _holder_name(state, item)
    return TargetQuestion(
        f"¿A qué objetivo va «{item.name}»? Puede ser: {listed}.",
        why=(
            f"La habilidad de «{holder}» se ha disparado y su objetivo lo elige su "
            f"controlador ({item.controller}) al ponerla en la pila (603.3d); el escenario no "
            f"dice cuál (escríbelo con {TARGETS_KEY}:)."
        ),
        pairs=tuple((_label(state, t), _pair(state, item, t)) for t in legal),
    )


def _not_legal(state: GameState, item: StackItem, said: str, legal: list[str]) -> ScenarioError:
    listed = ", ".join(f"«{_label(state, t)}»" for t in legal) or "ninguno"
    shown = _label(state, said)
    return ScenarioError(
        f"«{shown}» no puede ser el objetivo de «{item.name}» (115.1d, 601.2c: no cumple lo "
        f"que pide su texto o no puede ser objetivo de esa fuente). Objetivos legales: "
        f"{listed}.",
        fragment=shown,
        example=_pair(state, item, legal[0]) if legal else TARGETS_EXAMPLE,
    )
