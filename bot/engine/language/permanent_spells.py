"""A permanent card cast as a spell (``hechizo:"Flametongue Kavu: Oso"``, ``eventos:"lanza
Banisher Priest"``): on the stack it is a spell like any other (it can be responded to or
countered, 701.6a), and when it resolves it becomes a permanent and enters the battlefield under
its controller's control (608.3a; bot/engine/permanent_spells.py does that).

Here the permanent it will become is built once, as the scenario is read: its card's
characteristics, "enters tapped" and "enters with N counters" (614.1c-d, applied as it enters),
and its abilities read from its text (so "When this creature enters, …", 603.6a, triggers once it
is there). The names written after its ":" are the targets its controller chooses for its
triggered abilities when they go on the stack (603.3d), as ``objetivos:`` says them for a
permanent already on the board.

An Aura spell targets what it will enchant (303.4a): the one name after its ":" (``hechizo:
"Pacifism: Grizzly Bears"``). Its target is checked again as it resolves (608.3b: illegal, it
goes to its owner's graveyard and never enters); legal, it enters attached to it (608.3c).
Without a target written, or enchanting a player, its text stays unread.
"""

from __future__ import annotations

from dataclasses import replace

from index.fold import fold

from ..effects import Attach, Effect
from ..errors import ScenarioError
from ..selectors import Filter
from ..state import Permanent
from .abilities import ABILITY_EXAMPLE, card_abilities
from .build import permanent_from_spec
from .cards import CardFacts
from .entering import EnteringCounters
from .recipients import Refs
from .specs import ObjectSpec, from_card
from .transforming import face_of

# 110.4: the permanent types (a land is played, never cast: 305.1).
PERMANENT_TYPES = {"creature", "artifact", "enchantment", "planeswalker", "battle"}
CAST_EXAMPLE = 'hechizo:"Flametongue Kavu: Grizzly Bears"'


def becomes_permanent(card: CardFacts, targets: list[str]) -> bool:
    """Whether the card, cast, resolves onto the battlefield as modelled here: a permanent
    spell without targets (608.3a), or an Aura spell that enchants an object, with the one
    target written after its name (303.4a, 608.3c)."""
    if not card.types & PERMANENT_TYPES:
        return False
    if "Aura" not in card.subtypes:
        return True
    return len(targets) == 1 and (card.enchant is None or card.enchant.kind != "player")


def aura_target(card: CardFacts, targets: list[str], refs: Refs) -> list[Effect]:
    """An Aura spell's target (303.4a): what it will enchant, of the kind its "Enchant" line
    says, checked again as it resolves (608.3b). Kept as the attachment it becomes."""
    if "Aura" not in card.subtypes:
        return []
    wanted = card.enchant or Filter(kind="creature")
    return [Attach(targets=[_target(targets[0], refs, card.reading.shown)], target_filter=wanted)]


def spell_permanent(
    card: CardFacts, controller: str, refs: Refs, targets: list[str], x: int | None
) -> Permanent:
    """The permanent ``card`` becomes when it resolves, with its abilities read; ``targets``
    are names on the board, the targets chosen for its triggered abilities (603.3d)."""
    pid = _new_id(refs)
    refs.owner_of[pid] = controller  # its controller, for what reads its abilities
    spec = ObjectSpec()
    from_card(spec, card)
    spec.card = None  # the counters it enters with are added as it enters (entering.py)
    perm = permanent_from_spec(
        spec, pid, card.reading.shown, controller, 0, types=set(card.types), example=CAST_EXAMPLE
    )
    plus, minus = _entering(card.enters_with, x, card.reading.shown)
    perm = perm.model_copy(
        update={
            "mana_value": card.reading.mana_value,
            "enters_tapped": card.enters_tapped,  # 614.1d
            "enters_with_plus": plus,  # 614.1c
            "enters_with_minus": minus,
            "ward": list(card.ward),
            "flanking": card.flanking,
            "evolve": card.evolve,
            "bloodthirst": card.bloodthirst,  # 702.54a
            "living_weapon": card.living_weapon,  # 702.92a
            "start_your_engines": card.start_your_engines,  # 702.179a
            "combat_keywords": list(card.combat_keywords),
            # 702.30a: it comes under its controller's control now, so its echo is due.
            "upkeep_costs": list(card.upkeep_costs),
            "echo_due": True,
            "trigger_modes": list(card.trigger_modes),  # 603.3c: told after its name
        }
    )
    mine = replace(
        refs,
        you=controller,
        source=pid,
        targeting=False,
        own_name=None,
        where=f"las habilidades de «{perm.name}»",
        example=ABILITY_EXAMPLE,
    )
    perm.abilities = card_abilities(card, mine)
    if card.back is not None:  # 712.2: a transforming card's back face (transforming.py)
        perm.other_face = face_of(card.back, mine)
        perm.daybound, perm.nightbound = card.daybound, card.nightbound
    # What the scenario says later ("destruye Banisher Priest") may name it once it is there;
    # a permanent of the board with that name keeps it.
    refs.names.setdefault(fold(perm.name, "words"), pid)
    perm.trigger_targets = [_target(name, refs, perm.name) for name in targets]
    return perm


def _new_id(refs: Refs) -> str:
    taken = sum(1 for pid in refs.owner_of if pid.startswith("lanzado"))
    return f"lanzado{taken + 1}"


def _entering(entering: EnteringCounters | None, x: int | None, shown: str) -> tuple[int, int]:
    """614.1c: the counters it enters with; with X, the X of the spell (107.3m)."""
    if entering is None:
        return 0, 0
    if entering.amount is not None:
        return entering.plus, entering.minus
    if x is None:  # the spell's X is asked before (stack.py); a card without {X} has none
        raise ScenarioError(
            f"«{shown}» entra con X contadores {entering.counter} (regla 614.1c) y X es la del "
            "hechizo (regla 107.3m): escribe cuánto vale.",
            fragment=shown,
            example=f'hechizo:"{shown} X=3"',
        )
    return (x, 0) if entering.counter == "+1/+1" else (0, x)


def _target(name: str, refs: Refs, shown: str) -> str:
    found = refs.names.get(fold(name, "words"))
    if found is None:
        raise ScenarioError(
            f"«{name}» no es un nombre del escenario: tras «{shown}:» van los objetivos de sus "
            "habilidades disparadas (regla 603.3d).",
            fragment=name,
            example=CAST_EXAMPLE,
        )
    return found
