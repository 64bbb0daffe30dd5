"""The engine's reading of a card handed to search (index.cards.kinds.reading): each Oracle line
the engine reads into an ability or a spell's effect, as the events its trigger waits for, the
layers its continuous effects apply in and what its one-shot effects do. Search's card kinds
take these from here wherever the engine reads the line; the other lines, its own patterns.

It lives beside the services, not in the engine: registering must stay cheap for a command
that never reads a card (`juez regla`), so the engine is imported on the first card read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from index.cards.kinds.reading import LineReading, Readings, register
from index.vocabulary.effects import EFFECT_KINDS
from index.vocabulary.events import STEP_EVENTS, Event, Layer

if TYPE_CHECKING:
    from bot.engine.abilities import Ability, Trigger, TriggerEvent
    from bot.engine.effects import Effect
    from index.cards.catalog import CardCatalog
    from index.cards.kinds.stored import Built
    from index.cards.records import CardRecord

# The engine's trigger ids as the one event table's events (deals_damage: see _event).
_TRIGGER_EVENTS: dict[TriggerEvent, Event] = {
    "dies": Event.DIES,
    "enters": Event.ENTERS,
    "leaves": Event.LEAVES,
    "attacks": Event.ATTACKS,
    # 509.1i, 509.3a/c: search has one event for blocking and being blocked
    "blocks": Event.BLOCKS,
    "becomes_blocked": Event.BLOCKS,
    "blocks_or_blocked": Event.BLOCKS,
    "deals_damage": Event.DAMAGE,
    "gains_life": Event.LIFE_GAIN,
    "discards": Event.DISCARD,
    "casts": Event.CAST,
    # 714.2b: a Saga's chapter ability triggers as lore counters are put on it
    "chapter": Event.COUNTERS,
    "turned_face_up": Event.TURN_FACE_UP,  # 708.8
    # 508.1m, 509.1i: search's kinds hold one event per trigger; attacking comes first
    "attacks_or_blocks": Event.ATTACKS,
    "class_level": Event.ACTIVATE,  # 716.2a: it becomes level N as its level bar resolves
}


def register_engine_reader() -> None:
    """Make search's card kinds come from the engine's reading wherever it reads a line."""
    register(engine_readings)


def engine_readings(card: CardRecord) -> Readings:
    from bot.engine.language.reading import read_card

    reading = read_card(card)
    face = card.faces[0].name or card.name  # the engine reads a card's first face (cards.facts)
    found = {
        (face, line): _line(model)
        for line, model in reading.models.items()
        if not _unlayered_static(model)
    }
    for line, effects in reading.spell_effects.items():
        found[(face, line)] = LineReading("spell", effects=_effects(effects))
    return found


# Static effects the engine models outside the layers (613) whose lines search's own patterns
# read better: a player's hexproof ("You have hexproof": the keyword), how many instead (a
# replacement), land plays, casting bans, attack costs ("can't"). Handing search an empty list
# of layers for them would drop what the patterns found, and add nothing.
_PATTERNS_READ = frozenset(
    {"amount_instead", "extra_land_plays", "cant_cast", "player_hexproof", "attack_tax"}
)


def _unlayered_static(model: Ability) -> bool:
    return model.kind == "static" and all(e.type in _PATTERNS_READ for e in model.effects)


def _line(model: Ability) -> LineReading:
    from bot.engine.characteristics import layers_of

    if model.kind == "triggered":
        trigger = (_event(model.trigger),)
        return LineReading("triggered", triggers=trigger, effects=_effects(model.effects))
    if model.kind == "static":
        found = dict.fromkeys(Layer(n) for e in model.effects for n in layers_of(e))
        return LineReading("static", layers=tuple(found))
    return LineReading(model.kind, effects=_effects(model.effects))


def _effects(effects: list[Effect]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(EFFECT_KINDS[e.type] for e in effects if e.type in EFFECT_KINDS))


def _event(trigger: Trigger) -> Event:
    if trigger.event == "beginning_of_step":
        return STEP_EVENTS.get(trigger.step or "", Event.OTHER)
    if trigger.event == "deals_damage" and trigger.combat_only:
        return Event.COMBAT_DAMAGE
    return _TRIGGER_EVENTS[trigger.event]


# The kinds of every card, read once by `juez indice construir` (index.cards.kinds.stored): its
# workers register this module's reader, so the store says which reader it was read with.
REGISTER = f"{__name__}:{register_engine_reader.__name__}"


def store_card_kinds(catalog: CardCatalog) -> Built:
    """Read every card of ``catalog`` with the engine's reader and keep the kinds beside it
    (nothing read when the store is already current)."""
    from index.cards.kinds.stored import build, reader_name

    return build(catalog, REGISTER, reader_name(engine_readings))
