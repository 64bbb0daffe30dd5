"""Which triggered abilities an event triggers (603.2), and who controls each (603.3a).

Abilities are read from the permanents on the battlefield after the event. Leaves-the-
battlefield abilities look back in time (603.10a): the permanents that left in that same
event are also checked, as they last were, so a creature's own "when this dies" ability
triggers, and so does "whenever another creature dies" of a creature that died with it.
"""

from __future__ import annotations

from . import citations as C
from .abilities import SpellFilter, Trigger, TriggeredAbility
from .alternative_casts import EVOKE_NAME, evoke_triggers
from .cascade import CASCADE_NAME, cascade_triggers
from .characteristics import board, printed
from .chars import Chars
from .combat_keywords import NAMES, RULES, combat_keyword_triggers
from .day_night import last_turn_holds
from .delayed import fire_delayed
from .effects import Effect, ModifyPT, ReturnToBattlefield
from .errors import ScenarioError
from .events import (
    Attacked,
    BecameTarget,
    BlockDeclared,
    DamageDealt,
    Discarded,
    Entered,
    GameEvent,
    LeftBattlefield,
    LevelGained,
    LifeGained,
    LoreAdded,
    SpellCast,
    StepBegan,
    TurnedFaceUp,
)
from .evolve import EVOLVE_NAME, evolve_triggers
from .flanking import FLANKING_NAME, flanking_triggers
from .granted import granted_triggered
from .living_weapon import NAME as GERM_NAME
from .living_weapon import germ_triggers
from .monarch import DRAW_NAME, STEAL_NAME, monarch_triggers
from .renown import renown_triggers
from .sagas import crossed
from .selectors import matches, matches_player
from .speed import NAME as SPEED_NAME
from .speed import speed_triggers
from .spell_copies import STORM_NAME, storm_triggers
from .state import GameState, Permanent, StackItem
from .trigger_modes import chosen_texts, mode_effects
from .upkeep_costs import CUMULATIVE_NAME, ECHO_NAME, upkeep_triggers
from .ward import ward_triggers

# An ability's holder: the permanent (as it is now, or last was) and its characteristics.
_Holder = tuple[Permanent, Chars]


def triggered_by(state: GameState, events: list[GameEvent]) -> list[tuple[StackItem, GameEvent]]:
    """Every triggered ability these events trigger, with the event that triggered it."""
    now = board(state).chars
    present: list[_Holder] = [
        (p, now[p.id])
        for p in state.permanents
        if p.triggered or now[p.id].keywords & _KEYED or now[p.id].granted
    ] + [(e, printed(e)) for e in state.emblems if e.triggered]  # 114.4: emblems.py
    out: list[tuple[StackItem, GameEvent]] = []
    for event in events:
        holders = present
        if isinstance(event, LeftBattlefield):
            holders = present + [
                (e.last, e.chars)
                for e in events
                # 603.10a: what left with it, or after it (an Aura put into the graveyard by
                # the state-based actions that followed), was there when it left.
                if isinstance(e, LeftBattlefield)
                and e.batch >= event.batch
                and (e.last.triggered or e.chars.granted)
            ]
        for perm, chars in holders:
            # Abilities given in quotes after it lost all others are still its (613.1f).
            own = [] if chars.lost_all else [*perm.triggered, *keyword_triggers(perm, chars)]
            for ability in [*own, *granted_triggered(perm, chars)]:
                if _fires(state, ability.trigger, perm, chars, event):
                    out.append((_on_stack(ability, perm, chars, event), event))
        if isinstance(event, LeftBattlefield) and event.died and not event.chars.lost_all:
            out += [(item, event) for item in _comes_back(event)]
        out += [(item, event) for item in fire_delayed(state, event)]  # 603.7b
        if isinstance(event, BecameTarget):  # 702.21a: ward
            out += [(item, event) for item in ward_triggers(state, event)]
        if isinstance(event, BlockDeclared):  # 702.25a: flanking
            out += [(item, event) for item in flanking_triggers(state, event)]
        if isinstance(event, Entered):  # 702.100a: evolve
            out += [(item, event) for item in evolve_triggers(state, event)]
            out += [(item, event) for item in evoke_triggers(state, event)]  # 702.74a
        if isinstance(event, Attacked | BlockDeclared):  # battle cry, rampage, afflict
            out += [(item, event) for item in combat_keyword_triggers(state, event)]
        if isinstance(event, StepBegan):  # 702.30a, 702.24a: echo, cumulative upkeep
            out += [(item, event) for item in upkeep_triggers(state, event)]
        if isinstance(event, SpellCast):  # 702.40a: storm, a trigger of the spell itself
            out += [(item, event) for item in storm_triggers(state, event)]
            out += [(item, event) for item in cascade_triggers(state, event)]  # 702.85a
        out += [(item, event) for item in monarch_triggers(state, event)]  # 724.2: monarch.py
        if isinstance(event, DamageDealt):  # 702.112a: renown (renown.py)
            out += [(item, event) for item in renown_triggers(state, event)]
        if isinstance(event, Entered):  # 702.92a: living weapon (living_weapon.py)
            out += [(item, event) for item in germ_triggers(state, event)]
        out += [(item, event) for item in speed_triggers(state, event)]  # 702.179d: speed.py
    return out


# Triggered keyword abilities read from the permanent's keywords as they are now (layer 6:
# a creature that gained prowess has it, one that lost it has not).
_KEYED = frozenset({"prowess"})
PROWESS_NAME = "Destreza de {name}"


def keyword_rules(items: list[StackItem]) -> list[str]:
    """The rules of the triggered keywords among these triggers, for the step that puts them
    on the stack (the engine names a prowess trigger "Destreza de …", a flanking one
    "Flanqueo de …")."""
    named = (
        (PROWESS_NAME, C.PROWESS),
        (FLANKING_NAME, C.FLANKING),
        (EVOLVE_NAME, C.EVOLVE),
        (ECHO_NAME, C.ECHO),
        (CUMULATIVE_NAME, C.CUMULATIVE_UPKEEP),
        *((f"{NAMES[word]} de {{name}}", RULES[word]) for word in NAMES),
        (STORM_NAME, C.STORM),
        (CASCADE_NAME, C.CASCADE),
        (EVOKE_NAME, C.EVOKE),
        (DRAW_NAME, C.MONARCH_TRIGGERS),
        (STEAL_NAME, C.MONARCH_TRIGGERS),
        (GERM_NAME, C.LIVING_WEAPON),
        (SPEED_NAME, C.SPEED_TRIGGER),
    )
    return [
        rule
        for name, rule in named
        if any(i.kind == "triggered" and i.name.startswith(name.split("{")[0]) for i in items)
    ]


def keyword_triggers(perm: Permanent, chars: Chars) -> list[TriggeredAbility]:
    """702.108a: prowess means "Whenever you cast a noncreature spell, this creature gets
    +1/+1 until end of turn"."""
    if "prowess" not in chars.keywords:
        return []
    return [
        TriggeredAbility(
            name=PROWESS_NAME.format(name=chars.name),
            trigger=Trigger(event="casts", spell=SpellFilter(not_types={"creature"})),
            effects=[ModifyPT(power=1, toughness=1, objects=[perm.id])],
        )
    ]


# Keyword abilities that trigger when their permanent dies: undying returns it with a +1/+1
# counter if it had none (702.93a), persist with a -1/-1 counter (702.79a).
_COME_BACK = (("undying", "Resiliencia", "+1/+1"), ("persist", "Persistir", "-1/-1"))


def _comes_back(event: LeftBattlefield) -> list[StackItem]:
    last, out = event.last, []
    for keyword, word, counter in _COME_BACK:
        had = last.plus_counters if counter == "+1/+1" else last.minus_counters
        if keyword in event.chars.keywords and not had:
            out.append(
                StackItem(
                    name=f"{word} de {event.chars.name}",
                    controller=event.chars.controller,
                    kind="triggered",
                    source=last.id,
                    effects=[ReturnToBattlefield(objects=[last.id], counter=counter)],
                )
            )
    return out


def _on_stack(
    ability: TriggeredAbility, perm: Permanent, chars: Chars, event: GameEvent
) -> StackItem:
    name = ability.name or f"Disparo de {chars.name}"
    effects = mode_effects(ability, perm, chars.name)  # 603.3c: a modal one's chosen modes
    chapter = ability.trigger.chapter if ability.trigger.event == "chapter" else None
    if chapter is not None:  # on the stack now, so no longer waiting (714.4, sagas.py)
        perm.chapters_waiting = max(0, perm.chapters_waiting - 1)
    return StackItem(
        name=name,
        controller=chars.controller,
        kind="triggered",
        source=perm.id,
        effects=[_bound(e, event, perm) for e in effects],
        modes=chosen_texts(ability, perm),
        chapter=chapter,
        no_mode=bool(ability.modes) and perm.trigger_modes == [0],  # 700.2b
    )


# The words of an ability that point back at its trigger event (603.7c), by the reference
# they were read as: said back when the event has nothing they could mean.
_EVENT_WORDS = {
    "event_player": "that player",
    "event_object": "that creature",
    "attacked": "the player or planeswalker it's attacking",
}


def _bound(effect: Effect, event: GameEvent, holder: Permanent | None = None) -> Effect:
    """What the ability's words refer back to in its trigger event (603.7c): "the player or
    planeswalker it's attacking" is that attack's target."""
    if effect.event_ref == "attacked" and isinstance(event, Attacked):
        return effect.model_copy(
            update={"objects": [*effect.objects, event.target], "event_ref": None}
        )
    if effect.event_ref == "event_object" and isinstance(event, Attacked | BlockDeclared):
        creature = event.attacker if isinstance(event, Attacked) else event.permanent
        return effect.model_copy(update={"objects": [*effect.objects, creature], "event_ref": None})
    if effect.event_ref == "event_object" and isinstance(event, LeftBattlefield | DamageDealt):
        # "When enchanted creature dies, its controller …": the creature that died (or dealt
        # the damage), as it last was (603.10a, 608.2h).
        creature = event.last.id if isinstance(event, LeftBattlefield) else event.source
        return effect.model_copy(update={"objects": [*effect.objects, creature], "event_ref": None})
    if effect.event_ref == "event_object" and isinstance(event, StepBegan) and holder is not None:
        # "At the beginning of the upkeep of enchanted creature's controller, … that creature":
        # what the source enchants as it triggers.
        host = [holder.attached_to] if holder.attached_to else []
        return effect.model_copy(update={"objects": [*effect.objects, *host], "event_ref": None})
    if effect.event_ref == "event_player" and isinstance(event, Discarded | LifeGained):
        return effect.model_copy(
            update={"objects": [*effect.objects, event.player], "event_ref": None}
        )
    if effect.event_ref == "event_player" and isinstance(event, DamageDealt) and event.to_player:
        # "Whenever this creature deals combat damage to a player, that player discards two
        # cards": the player dealt the damage.
        return effect.model_copy(
            update={"objects": [*effect.objects, event.target], "event_ref": None}
        )
    if effect.event_ref == "event_player" and isinstance(event, StepBegan):
        # "At the beginning of each player's upkeep, … that player": whose step it is.
        return effect.model_copy(
            update={"objects": [*effect.objects, event.active], "event_ref": None}
        )
    if effect.event_ref == "damage_amount" and isinstance(event, DamageDealt | LifeGained):
        # "that much damage", "you gain that much life": the amount of its event (603.7c)
        return effect.model_copy(update={"amount": event.amount, "event_ref": None})
    said = _EVENT_WORDS.get(effect.event_ref or "")
    if said is not None:
        # Words that point back at the trigger event whose event here has no such thing:
        # acting on a default player or object would be a verdict on text not read.
        whose = f" de «{holder.name}»" if holder is not None else ""
        raise ScenarioError(
            f"No sé a qué se refiere «{said}» en la habilidad disparada{whose} con lo que la "
            "disparó aquí: esa parte de su texto no la leo, así que no doy un resultado.",
            example='combate atacante:"Okiba-Gang Shinobi" bloqueadores:ninguno mano_rival:3',
        )
    return effect


def _fires(
    state: GameState, trigger: Trigger, perm: Permanent, chars: Chars, event: GameEvent
) -> bool:
    you = chars.controller
    if isinstance(event, LeftBattlefield):
        if trigger.event not in ("leaves", "dies") or (trigger.event == "dies" and not event.died):
            return False
        return _about(trigger, perm, event.last.id, event.chars, you)
    if isinstance(event, Entered):
        entered = board(state).chars.get(event.permanent)
        return (
            trigger.event == "enters"
            and entered is not None
            and _about(trigger, perm, event.permanent, entered, you)
        )
    if isinstance(event, DamageDealt):
        if (
            trigger.event != "deals_damage"
            or (trigger.combat_only and not event.combat)
            or (trigger.to_player and not event.to_player)
        ):
            return False
        source = board(state).chars.get(event.source)
        if source is None:
            gone = state.last_known(event.source)
            return trigger.subject is None and gone is not None and gone.id == perm.id
        return _about(trigger, perm, event.source, source, you)
    if isinstance(event, Attacked):
        attacker = board(state).chars.get(event.attacker)
        return (
            trigger.event in ("attacks", "attacks_or_blocks")
            and attacker is not None
            and (event.alone or not trigger.alone)
            and (not trigger.saddled or _saddled(state, event.attacker))
            and _about(trigger, perm, event.attacker, attacker, you)
        )
    if isinstance(event, BlockDeclared):
        wanted = {"blocks": {"blocks", "blocks_or_blocked", "attacks_or_blocks"}}.get(
            event.role, {"becomes_blocked", "blocks_or_blocked"}
        )
        creature = board(state).chars.get(event.permanent)
        return (
            trigger.event in wanted
            and creature is not None
            and _about(trigger, perm, event.permanent, creature, you)
        )
    if isinstance(event, TurnedFaceUp):  # 708.8
        turned = board(state).chars.get(event.permanent)
        return (
            trigger.event == "turned_face_up"
            and turned is not None
            and _about(trigger, perm, event.permanent, turned, you)
        )
    if isinstance(event, LifeGained | Discarded):
        if trigger.event != ("gains_life" if isinstance(event, LifeGained) else "discards"):
            return False
        return (
            event.player == you
            if trigger.subject is None
            else matches_player(trigger.subject, event.player, you)
        )
    if isinstance(event, SpellCast):
        if trigger.event != "casts":
            return False
        who = (
            event.player == you
            if trigger.subject is None
            else matches_player(trigger.subject, event.player, you)
        )
        return who and _spell_fits(trigger.spell, event, perm)
    if isinstance(event, LevelGained):  # 716.2a: "When this Class becomes level N"
        return (
            trigger.event == "class_level"
            and event.permanent == perm.id
            and trigger.level == event.level
        )
    if isinstance(event, LoreAdded):  # 714.2b: a Saga's own chapter abilities
        return (
            trigger.event == "chapter"
            and event.permanent == perm.id
            and crossed(trigger.chapter, event)
        )
    if isinstance(event, StepBegan):
        if trigger.event != "beginning_of_step" or trigger.step != event.step:
            return False
        if trigger.whose_turn == "enchanted":  # its controller's turn (of what it enchants)
            host = board(state).chars.get(perm.attached_to or "")
            return host is not None and host.controller == event.active
        mine = event.active == you
        turn = trigger.whose_turn == "each" or mine == (trigger.whose_turn == "yours")
        return turn and last_turn_holds(state, trigger.last_turn_spells)  # 603.4 (day_night)
    return False


def _spell_fits(wanted: SpellFilter | None, event: SpellCast, holder: Permanent) -> bool:
    """Whether the cast spell is what the trigger asks for; a spell the scenario made up (no
    card types, no colours known) is not guessed at: the player is asked to name the card."""
    if wanted is None:
        return True
    unknown = (
        (wanted.types or wanted.not_types)
        and not event.types
        or (wanted.colors and not event.colors)
    )
    if unknown:
        raise ScenarioError(
            f"«{holder.name}» se dispara solo con algunos hechizos, y de «{event.name}» no sé "
            "sus tipos o colores: escribe el nombre de una carta (se toman de los datos de "
            "cartas) o sus colores («Rayo rojo»).",
            fragment=event.name,
            example='eventos:"lanza Lightning Bolt: Oso"',
        )
    if wanted.types and not wanted.types & event.types:
        return False
    if wanted.not_types & event.types:
        return False
    return not wanted.colors or bool(wanted.colors & event.colors)


def _saddled(state: GameState, attacker: str) -> bool:
    """702.171b: "attacks while saddled" looks at the attacker as it is declared."""
    perm = next((p for p in state.permanents if p.id == attacker), None)
    return perm is not None and perm.saddled


def _about(trigger: Trigger, holder: Permanent, subject_id: str, subject: Chars, you: str) -> bool:
    """The event's object is the ability's own source, or fits the ability's filter."""
    if trigger.subject is None:
        return subject_id == holder.id
    # "enchanted creature", "equipped creature": what the holder is attached to (303.4, 301.5)
    return matches(trigger.subject, subject, you, holder.id, holder.attached_to)
