"""A permanent's abilities written at the end of its description (SCHEMA.md, 1.8):

    otorga:+1/+1 a otras criaturas tuyas           static (611.3a: applies while it is there)
    otorga:no puedes perder la partida
    disparo:cuando muere otra criatura tuya, ganas 1 vida
    cuando:esta criatura hace daño, robas una carta
    disparo:al comienzo de tu mantenimiento, pierdes 1 vida
    activada:T: 1 daño a cualquier objetivo

A trigger condition is "[cuando | siempre que | al] <event>", the event being one of: <who>
muere / entra / deja el campo de batalla / hace daño [de combate] [a un jugador], ganas vidas,
comienzo de <paso>; <who> is "esta criatura" (or nothing), "una criatura [tuya | rival] [con…
| sin…]" or "otra criatura …". English works too ("whenever another creature you control
dies, you gain 1 life").
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from pydantic import ValidationError

from index.vocabulary.events import TRIGGER_VERBS, Event
from index.vocabulary.game import ids_of, spelled

from ..abilities import (
    Ability,
    ActivatedAbility,
    SpellFilter,
    StaticAbility,
    Trigger,
    TriggeredAbility,
    TriggerEvent,
)
from ..effects import CONTINUOUS_TYPES, Attach, Effect
from ..errors import ScenarioError
from ..scenario import explain_errors
from ..selectors import Filter
from .activated import parse_activated
from .aliases import COLOR_ALIASES, STEP_ALIASES
from .backup import BACKUP, backup_ability
from .card_returns import card_return
from .chapter_lines import CHAPTER
from .choices import with_choice
from .class_bars import class_abilities
from .conditions import split_condition
from .counts import defining_ability
from .day_night import last_turn_condition
from .effects import parse_effects
from .levelers import level_abilities
from .modal_activated import modal_activated
from .modal_lines import ACTIVATED_HEADER, HEADER, MODE
from .modal_triggers import modal_ability
from .recipients import Recipients, Refs, one_recipient
from .sagas import chapter_abilities
from .selfref import SELF_KINDS
from .spared import without_spared_clause
from .statics import whole_sentence_static
from .stations import station_abilities
from .words import Words

if TYPE_CHECKING:
    from .cards import CardFacts

ABILITY_EXAMPLE = '"Sangrador 2/2 disparo:cuando muere otra criatura tuya, el rival pierde 1 vida"'
_WHEN = ("siempre que", "cada vez que", "cuando", "whenever", "when", "al", "a la", "at")
_SELF = (
    "esta criatura",
    "este permanente",
    "esta",
    "este",
    "this creature",
    "this",
    "it",
    "~",
    *SELF_KINDS,
)
_BEGINNING = (
    "comienzo de",
    "comienzo del",
    "principio de",
    "principio del",
    "inicio de",
    "inicio del",
    "the beginning of",
    "beginning of",
)


def parse_ability(kind: str, text: str, refs: Refs) -> Ability:
    refs = replace(refs, read_ability=parse_ability)  # an emblem's ability (emblems.py)
    try:
        if kind == "static":
            return _static(text, refs)
        if kind == "triggered":
            return _triggered(text, refs)
        return parse_activated(text, refs)
    except ValidationError as exc:
        raise refs.error(Words.of(text), "la habilidad (" + explain_errors(exc) + ")") from exc


_CONDITION = re.compile(
    r"^(?:if|as long as|si|mientras) (?:you control|controlas) (?:an?|una?) (\w+),\s*",
    re.IGNORECASE,
)
_CONDITION_NOUNS = spelled(
    ("creature", "artifact", "enchantment", "land", "planeswalker"), ("en", "es")
)


def _static(text: str, refs: Refs) -> StaticAbility:
    conditional = split_condition(text)
    if conditional is not None:  # "… as long as you control three or more artifacts"
        ability_text, fields = conditional
        return _static(ability_text, refs).model_copy(update=fields)
    found = _CONDITION.match(text.strip())
    if found is not None and found[1].lower() in _CONDITION_NOUNS:
        # "If you control a creature, damage that would …" (Worship): applies while it holds.
        rest = _static(text.strip()[found.end() :], refs)
        kind = _CONDITION_NOUNS[found[1].lower()]
        condition = Filter(kind=kind, controller="you")
        return rest.model_copy(update={"condition": condition})
    whole = whole_sentence_static(text, refs)
    if whole is not None:  # cost changes, exile instead of dying, "doesn't untap"
        return whole
    defining = defining_ability(text)
    if defining is not None:  # 604.3: "its power and toughness are each equal to …"
        return StaticAbility(effects=[defining])
    effects = parse_effects(text, replace(refs, static=True, targeting=False))
    wrong = [e.type for e in effects if e.type not in CONTINUOUS_TYPES]
    if wrong:
        raise refs.error(
            Words.of(text),
            "la habilidad estática: solo puede dar efectos "
            "continuos (+N/+N, fijar o intercambiar F/R, ganar o perder "
            "habilidades, tipos, color, control, «no puede perder/ganar»)",
        )
    return StaticAbility.model_validate({"effects": [e.model_dump() for e in effects]})


_DISCARDER = {
    "un oponente": "opponent",
    "un rival": "opponent",
    "an opponent": "opponent",
    "un jugador": "any",
    "a player": "any",
    "you": "you",
}


def _discards(words: Words) -> Trigger | None:
    """ "whenever an opponent discards a card", "cuando descartas una carta" (701.9a): one
    trigger for each card discarded (603.2c)."""
    mark = words.i
    who = words.accept(*_DISCARDER)
    if words.accept("descarta", "descartas", "discards", "discard") and words.accept(
        "una carta", "a card"
    ):
        if who is None or _DISCARDER[who] == "you":
            return Trigger(event="discards")
        return Trigger(event="discards", subject=Filter(kind="player", controller=_DISCARDER[who]))
    words.i = mark
    return None


_CASTER = {
    "you cast": "you",
    "lanzas": "you",
    "lances": "you",
    "an opponent casts": "opponent",
    "un oponente lanza": "opponent",
    "un oponente lance": "opponent",
    "un rival lanza": "opponent",
    "a player casts": "any",
    "un jugador lanza": "any",
    "un jugador lance": "any",
}
# Spell types a cast trigger names, in English or Spanish: the one game vocabulary's.
_SPELL_TYPES = spelled(ids_of("type"), ("en", "es"))
_NON = {"noncreature": "creature", "nonartifact": "artifact", "nonland": "land"}


def _casts(words: Words) -> Trigger | None:
    """ "whenever you cast a noncreature spell", "whenever an opponent casts an instant or
    sorcery spell", "siempre que lances un hechizo de criatura" (601.2i). The spell's words
    must end the trigger: anything more ("that targets …", "during …") is not read."""
    mark = words.i
    who = words.accept(*_CASTER)
    if who is None or not words.accept("a", "an", "un", "una"):
        words.i = mark
        return None
    types: set[str] = set()
    not_types: set[str] = set()
    colors: set[str] = set()
    if words.accept("hechizo", "spell"):  # Spanish: "un hechizo [de criatura | rojo]"
        if words.accept("que no sea de"):
            kind = words.take()
            if kind not in _SPELL_TYPES:
                words.i = mark
                return None
            not_types.add(_SPELL_TYPES[kind])
        elif words.accept("de"):
            types |= _type_list(words)
        elif words.peek() in COLOR_ALIASES:
            colors.add(COLOR_ALIASES[words.take()])
    else:
        while not words.at("spell"):
            word = words.peek()
            if word in _NON:
                not_types.add(_NON[words.take()])
            elif word in COLOR_ALIASES:
                colors.add(COLOR_ALIASES[words.take()])
            elif word in _SPELL_TYPES:
                types |= _type_list(words)
            else:
                words.i = mark
                return None
        words.take()
    if not words.at(","):
        words.i = mark
        return None
    caster = _CASTER[who]
    subject = None if caster == "you" else Filter(kind="player", controller=caster)
    wanted = SpellFilter.model_validate({"types": types, "not_types": not_types, "colors": colors})
    return Trigger(event="casts", subject=subject, spell=wanted)


def _type_list(words: Words) -> set[str]:
    """ "instant or sorcery", "instantaneo o de conjuro": card types joined by or/o."""
    found: set[str] = set()
    while words.peek() in _SPELL_TYPES:
        found.add(_SPELL_TYPES[words.take()])
        mark = words.i
        if not words.accept("or", "o"):
            break
        words.accept("de")
        if words.peek() not in _SPELL_TYPES:
            words.i = mark
            break
    return found


def _triggered(text: str, refs: Refs) -> TriggeredAbility:
    words = Words.of(text)
    words.accept(*_WHEN)
    trigger = _event(words, refs)
    if trigger is None:
        raise refs.error(
            words,
            "cuándo se dispara (por ejemplo «cuando muere otra criatura "
            "tuya», «al comienzo de tu mantenimiento», «cuando esta criatura hace "
            "daño», «cuando ganas vidas»)",
        )
    while words.accept(",", ":", "."):
        pass
    last_turn = last_turn_condition(words)  # 603.4: "if no spells were cast last turn,"
    if last_turn is not None:
        trigger = trigger.model_copy(update={"last_turn_spells": last_turn})
        words.accept(",")
    # 603.3d: a target the text leaves unnamed ("destroy target artifact") is chosen when the
    # ability triggers, from the board then (bot/engine/trigger_targets.py), not now.
    # "that creature" (or "it"): the object of an attack or block trigger about another
    # creature (603.7c), not the ability's source.
    about_other = trigger.event in _COMBAT_EVENTS and trigger.subject is not None
    # "When enchanted creature dies, its controller …", "At the beginning of the upkeep of
    # enchanted creature's controller, … that creature": the permanent it is attached to.
    about_other = about_other or _about_attached(trigger)
    returned = card_return(words.rest(), trigger, refs)  # the card that died (400.7)
    if returned is not None:
        return TriggeredAbility(trigger=trigger, effects=returned)
    effects = parse_effects(
        words.rest(), replace(refs, targeting=True, unchosen=True, event_object=about_other)
    )
    if trigger.event in ("dies", "leaves") and trigger.subject is None:
        _after_leaving(effects, words, refs)
    if trigger.event not in ("deals_damage", "gains_life") and any(
        e.event_ref == "damage_amount" for e in effects
    ):  # "that much": an amount only a damage or life-gain event has (603.7c)
        raise refs.error(words, "de qué cantidad habla «that much»")
    return TriggeredAbility(trigger=trigger, effects=effects)


_COMBAT_EVENTS = ("attacks", "blocks", "becomes_blocked", "blocks_or_blocked", "attacks_or_blocks")


def _about_attached(trigger: Trigger) -> bool:
    if trigger.event == "beginning_of_step":
        return trigger.whose_turn == "enchanted"
    return trigger.subject is not None and trigger.subject.attached


def _after_leaving(effects: list[Effect], words: Words, refs: Refs) -> None:
    """ "When this dies, return it to its owner's hand", "… Exile this card.": the card is
    a new object in another zone now (400.7), which the engine's effects do not reach (they
    act on the battlefield): such a line is left unread instead of doing nothing."""
    # Reading its power as it last was ("you gain life equal to its power") is no action on
    # it (608.2h), so those effects are left out of the check.
    acting = [e for e in effects if getattr(e, "equal_to", None) is None]
    if refs.source is not None and any(refs.source in [*e.objects, *e.targets] for e in acting):
        raise refs.error(words, "qué hace con la carta una vez fuera del campo de batalla")


def _event(words: Words, refs: Refs) -> Trigger | None:
    if words.accept(*_BEGINNING):
        return _beginning(words, refs)
    if words.accept(
        "ganas vidas",
        "ganas vida",
        "ganes vidas",
        "ganes vida",
        "ganas",
        "ganes",
        "you gain life",
        "you gain",
    ):
        words.accept("vida", "vidas", "life")
        return Trigger(event="gains_life")
    discards = _discards(words)
    if discards is not None:
        return discards
    cast = _casts(words)
    if cast is not None:
        return cast
    mark = words.i
    itself = bool(words.accept(*_SELF))
    subject = None if itself else _subject(words, refs)
    if itself and words.at("or another", "o otra", "u otra", "o otro", "u otro"):
        # "this creature or another creature you control": any that fits, itself included.
        words.accept("or", "o", "u")
        subject = _subject(words, refs)
        if subject is None or not subject.other:
            return None
        itself, subject = False, subject.model_copy(update={"other": False})
    event = _verb(words)
    if event is None:  # verb first: "muere una criatura tuya", "al morir"
        words.i = mark
        event = _verb(words)
        if event is None:
            return None
    if subject is None and not itself:
        subject = _subject(words, refs)
    if words.accept("bajo tu control", "under your control") and subject is not None:
        subject = subject.model_copy(update={"controller": "you"})
    if event == "attacks" and words.accept("alone", "sola", "solo"):
        return Trigger(event="attacks", subject=subject, alone=True)  # 702.83b
    if event == "attacks" and words.accept("while saddled", "mientras esta ensillada"):
        return Trigger(event="attacks", subject=subject, saddled=True)  # 702.171b
    if event == "deals_damage":
        combat = bool(words.accept("dano de combate", "combat damage", "de combate"))
        words.accept("dano", "damage")
        combat = combat or bool(words.accept("de combate"))
        to_player = bool(
            words.accept(
                "a un jugador", "a un oponente", "to a player", "to an opponent", "a un rival"
            )
        )
        return Trigger(
            event="deals_damage", subject=subject, combat_only=combat, to_player=to_player
        )
    return Trigger(event=event, subject=subject)


# The events a condition names by a verb, in the order tried: the engine's trigger id, and the
# event whose spellings (the one event table's) name it.
_VERBS: tuple[tuple[TriggerEvent, Event], ...] = (
    ("attacks", Event.ATTACKS),
    ("dies", Event.DIES),
    ("leaves", Event.LEAVES),
    ("enters", Event.ENTERS),
    ("deals_damage", Event.DAMAGE),
)


# 509.3a, 509.3c: block triggers, longest first; only when the trigger condition ends there
# ("blocks a creature", "becomes blocked by …" say more, and are not read).
_BLOCK_VERBS: tuple[tuple[str, TriggerEvent], ...] = (
    ("blocks or becomes blocked", "blocks_or_blocked"),
    ("bloquea o es bloqueada", "blocks_or_blocked"),
    ("becomes blocked", "becomes_blocked"),
    ("es bloqueada", "becomes_blocked"),
    ("blocks", "blocks"),
    ("bloquea", "blocks"),
    # 708.8: "When this creature is turned face up," (morph, disguise: face_down.py).
    ("is turned face up", "turned_face_up"),
    ("es puesta boca arriba", "turned_face_up"),
    ("se pone boca arriba", "turned_face_up"),
    ("attacks or blocks", "attacks_or_blocks"),
    ("ataca o bloquea", "attacks_or_blocks"),
)


def _verb(words: Words) -> TriggerEvent | None:
    mark = words.i
    for said, blocking in _BLOCK_VERBS:
        if words.accept(said):
            if words.at(","):
                return blocking
            words.i = mark
            return None
    for engine_id, event in _VERBS:
        if words.accept(*TRIGGER_VERBS[event]):
            return engine_id
    return None


def _subject(words: Words, refs: Refs) -> Filter | None:
    """The filter the event's object must fit; None (nothing read): the ability's source."""
    mark = words.i
    words.accept("una", "un", "a", "an")
    found = Recipients()
    if one_recipient(words, replace(refs, targeting=False), found):
        if found.each:
            return found.each[0]
        if found.objects == [refs.source]:
            return None
    words.i = mark
    return None


_OF_ENCHANTED = tuple(
    f"of enchanted {kind}'s controller" for kind in ("creature", "permanent", "land", "artifact")
)


def _beginning(words: Words, refs: Refs) -> Trigger:
    whose = "yours"
    if words.accept("cada", "each"):
        whose = "each"
        # "each opponent's upkeep", "each player's end step"
        if words.accept("opponent's"):
            whose = "opponents"
        else:
            words.accept("player's")
    words.accept("tu", "your", "el", "la", "del", "the", "paso de", "paso", "fase")
    # 505.1: the first main phase is the precombat one, the second the postcombat one.
    if words.accept("first main phase", "precombat main phase", "primera fase principal"):
        return Trigger(event="beginning_of_step", step="main1", whose_turn=whose)
    if words.accept("second main phase", "postcombat main phase", "segunda fase principal"):
        return Trigger(event="beginning_of_step", step="main2", whose_turn=whose)
    for size in (4, 3, 2, 1):
        phrase = " ".join(words.low[words.i : words.i + size])
        if len(words.low[words.i : words.i + size]) == size and phrase in STEP_ALIASES:
            words.i += size
            if words.accept(
                "de cada oponente",
                "de tu oponente",
                "del oponente",
                "de un oponente",
                "del rival",
                "de cada jugador",
            ):
                whose = "each" if "jugador" in words.low[words.i - 1] else "opponents"
            if words.accept(*_OF_ENCHANTED):  # the controller of what its source enchants
                whose = "enchanted"
            # "At the beginning of combat on your turn" (507.1): whose turn it is.
            turn = words.accept(
                "on your turn",
                "on each opponent's turn",
                "on each player's turn",
                "en tu turno",
                "en el turno de cada oponente",
            )
            if turn is not None:
                whose = {"on your turn": "yours", "en tu turno": "yours"}.get(turn, "opponents")
                if "player" in turn:
                    whose = "each"
            return Trigger(event="beginning_of_step", step=STEP_ALIASES[phrase], whose_turn=whose)
    raise refs.error(words, "de qué paso es el comienzo (mantenimiento, robo, paso final…)")


def card_abilities(card: CardFacts, refs: Refs) -> list[Ability]:
    """The abilities of a card's text that the language reads; every other line is noted as
    unread on the card's reading (never guessed)."""
    out: list[Ability] = []
    for kind, text, line in card.lines:
        if kind == "spell":  # a spell's text is its effect on the stack, not an ability
            continue
        if kind == MODE:  # read with the modal trigger above it
            continue
        if kind == HEADER:  # "When this creature enters, choose one —" (603.3c)
            modal = modal_ability(card, (kind, text, line), refs, parse_ability)
            if modal is not None:
                out.append(modal)
            continue
        if kind == ACTIVATED_HEADER:  # "{1}, Sacrifice this creature: Choose one —" (700.2a)
            chosen = modal_activated(card, (kind, text, line), refs, parse_ability)
            if chosen is not None:
                out.append(chosen)
            continue
        if kind == CHAPTER:  # a Saga's chapter line: one ability a numeral (714.2c)
            out += chapter_abilities(card, text, line, refs)
            continue
        if kind == BACKUP:  # 702.165a: an enters trigger with what it grants (backup.py)
            try:
                backed = backup_ability(text, refs, parse_ability)
            except (ScenarioError, ValueError):
                card.reading.note_unread(line)
            else:
                out.append(backed)
                card.reading.note_read(line, backed)
            continue
        if kind == "choice":  # 614.1c: the type chosen as it entered, written with elegido:
            if card.chosen is not None:
                card.reading.note_read(line)
            continue
        if card.chosen is not None:
            text = with_choice(text, card.chosen)
        if kind == "equip":  # 702.6a: "[Cost]: Attach this permanent to target creature
            # you control. Activate only as a sorcery."
            out.append(
                ActivatedAbility(
                    name="Equip",
                    cost=text,
                    effects=[
                        Attach(
                            equip=True,
                            unchosen_target=True,
                            target_filter=Filter(kind="creature", controller="you"),
                        )
                    ],
                    sorcery_speed=True,
                )
            )
            card.reading.note_read(line, out[-1])
            continue
        spares = False
        if kind == "static":
            text, spares = without_spared_clause(text)  # 702.16c: keeps its own Aura
        try:
            got = parse_ability(kind, text, refs)
        except (ScenarioError, ValueError):
            card.reading.note_unread(line)
        else:
            if spares:
                if not isinstance(got, StaticAbility) or "Aura" not in card.subtypes:
                    card.reading.note_unread(line)
                    continue
                got = got.model_copy(update={"spares_source": True})
            out.append(got)
            card.reading.note_read(line, got)
    out += class_abilities(card, refs, parse_ability, parse_effects)  # 716.2a (class_bars.py)
    out += station_abilities(card, refs, parse_ability)  # 721.2 (stations.py)
    return out + level_abilities(card, refs, parse_ability)  # 711.2 (levelers.py)
