"""THE game's events and layers, one table both readers of Oracle text use.

An Event is what happens in the game: a trigger waits for it (603.2), a replacement effect
modifies it (614.1), a "can't" forbids it (101.2). A Layer is where a continuous effect
applies (613.1, 613.4). Search's card kinds (index.cards.kinds) and the scenario engine's
reading of the same text (bot.engine.language, which records each ability it reads in these
terms through index.cards.kinds.reading) name them here, with their Spanish label and the rules
that govern each use, so the two readers cannot drift into two vocabularies.

``TRIGGER_VERBS`` are the verbs a trigger condition names its event with, English as cards
print them and Spanish as players write them; ``STEP_EVENTS`` the step an "at the beginning
of" trigger names (the engine's step ids, bot.engine.vocabulary.StepName).
"""

from __future__ import annotations

from enum import StrEnum


class Event(StrEnum):
    """What happens in the game: a trigger waits for it, a replacement effect modifies it, a
    "can't" forbids it. One vocabulary for the three, so they can be matched."""

    DIES = "dies"  # put into a graveyard from the battlefield (700.4)
    ENTERS = "enters"
    LEAVES = "leaves"  # leaves the battlefield
    GRAVEYARD = "graveyard"  # put into a graveyard from anywhere
    EXILE = "exile"
    ZONE_CHANGE = "zone_change"  # other zone changes (returned to hand, put into a library)
    ATTACKS = "attacks"
    BLOCKS = "blocks"  # blocks or becomes blocked
    CAST = "cast"
    ACTIVATE = "activate"
    CYCLE = "cycle"
    DRAW = "draw"
    DISCARD = "discard"
    DAMAGE = "damage"
    COMBAT_DAMAGE = "combat_damage"
    LIFE_GAIN = "life_gain"
    LIFE_LOSS = "life_loss"
    COUNTERS = "counters"  # counters put on an object
    TOKEN = "token"  # tokens created
    SACRIFICE = "sacrifice"
    DESTROY = "destroy"
    COUNTERED = "countered"  # a spell countered
    TARGETED = "targeted"  # becomes the target of a spell or ability
    TAPPED = "tapped"
    UNTAP = "untap"
    MANA = "mana"  # tapped for mana / mana produced
    SEARCH = "search"
    MILL = "mill"
    UPKEEP = "upkeep"
    DRAW_STEP = "draw_step"
    COMBAT = "combat"  # beginning of combat
    MAIN_PHASE = "main_phase"
    END_STEP = "end_step"
    STEP = "step"  # a step, phase or turn (skipped)
    TURN_FACE_UP = "turn_face_up"
    LOSE_GAME = "lose_game"
    WIN_GAME = "win_game"
    STATE = "state"  # a game state, not an event (state triggers, 603.8)
    OTHER = "other"


class Layer(StrEnum):
    """The layer (613.1) or sublayer (613.4) a continuous effect applies in."""

    COPY = "1"
    CONTROL = "2"
    TEXT = "3"
    TYPE = "4"
    COLOR = "5"
    ABILITY = "6"
    PT_CDA = "7a"
    PT_SET = "7b"
    PT_MODIFY = "7c"
    PT_SWITCH = "7d"


EVENT_ES: dict[Event, str] = {
    Event.DIES: "muere",
    Event.ENTERS: "entra al campo de batalla",
    Event.LEAVES: "deja el campo de batalla",
    Event.GRAVEYARD: "va a un cementerio",
    Event.EXILE: "es exiliado",
    Event.ZONE_CHANGE: "cambia de zona",
    Event.ATTACKS: "ataca",
    Event.BLOCKS: "bloquea o es bloqueada",
    Event.CAST: "se lanza un hechizo",
    Event.ACTIVATE: "se activa una habilidad",
    Event.CYCLE: "se recicla una carta",
    Event.DRAW: "roba una carta",
    Event.DISCARD: "descarta",
    Event.DAMAGE: "daño",
    Event.COMBAT_DAMAGE: "daño de combate",
    Event.LIFE_GAIN: "gana vidas",
    Event.LIFE_LOSS: "pierde vidas",
    Event.COUNTERS: "se ponen contadores",
    Event.TOKEN: "se crean fichas",
    Event.SACRIFICE: "se sacrifica",
    Event.DESTROY: "es destruido",
    Event.COUNTERED: "se contrarresta",
    Event.TARGETED: "es objetivo",
    Event.TAPPED: "se gira",
    Event.UNTAP: "se endereza",
    Event.MANA: "maná",
    Event.SEARCH: "busca en una biblioteca",
    Event.MILL: "muele",
    Event.UPKEEP: "mantenimiento",
    Event.DRAW_STEP: "paso de robar",
    Event.COMBAT: "inicio del combate",
    Event.MAIN_PHASE: "fase principal",
    Event.END_STEP: "paso final",
    Event.STEP: "paso, fase o turno",
    Event.TURN_FACE_UP: "se pone boca arriba",
    Event.LOSE_GAME: "perder la partida",
    Event.WIN_GAME: "ganar la partida",
    Event.STATE: "estado del juego",
    Event.OTHER: "otro evento",
}

LAYER_ES: dict[Layer, str] = {
    Layer.COPY: "capa 1: copia",
    Layer.CONTROL: "capa 2: cambio de control",
    Layer.TEXT: "capa 3: cambio de texto",
    Layer.TYPE: "capa 4: cambio de tipo",
    Layer.COLOR: "capa 5: cambio de color",
    Layer.ABILITY: "capa 6: añade o quita habilidades",
    Layer.PT_CDA: "capa 7a: fuerza/resistencia definida por característica",
    Layer.PT_SET: "capa 7b: fuerza/resistencia fijada",
    Layer.PT_MODIFY: "capa 7c: fuerza/resistencia modificada",
    Layer.PT_SWITCH: "capa 7d: fuerza y resistencia intercambiadas",
}

# Each layer's own rule: 613.1a-g, and 613.4a-d for the sublayers of layer 7.
LAYER_RULES: dict[Layer, tuple[str, ...]] = {
    Layer.COPY: ("613.1a", "707.2"),
    Layer.CONTROL: ("613.1b",),
    Layer.TEXT: ("613.1c", "612.1"),
    Layer.TYPE: ("613.1d",),
    Layer.COLOR: ("613.1e",),
    Layer.ABILITY: ("613.1f",),
    Layer.PT_CDA: ("613.4a", "604.3"),
    Layer.PT_SET: ("613.4b",),
    Layer.PT_MODIFY: ("613.4c",),
    Layer.PT_SWITCH: ("613.4d",),
}


# The event's own rule for a trigger (603.x and the rule that defines the event).
TRIGGER_RULES: dict[Event, tuple[str, ...]] = {
    Event.DIES: ("700.4", "603.6c", "603.10a"),
    Event.ENTERS: ("603.6a",),
    Event.LEAVES: ("603.6c", "603.10a"),
    Event.GRAVEYARD: ("603.6", "603.10a"),
    Event.EXILE: ("603.6",),
    Event.ZONE_CHANGE: ("603.6",),
    Event.ATTACKS: ("508.3a", "508.1m"),
    Event.BLOCKS: ("509.3a", "509.3c", "509.1i"),
    Event.CAST: ("601.2i",),
    Event.ACTIVATE: ("602.2",),
    Event.CYCLE: ("702.29c", "702.29d"),
    Event.DRAW: ("121.1",),
    Event.DISCARD: ("701.9a",),
    Event.DAMAGE: ("120.1",),
    Event.COMBAT_DAMAGE: ("510.3a", "120.2a"),
    Event.LIFE_GAIN: ("119.9",),
    Event.LIFE_LOSS: ("119.3",),
    Event.COUNTERS: ("122.6",),
    Event.TOKEN: ("701.7a", "111.1"),
    Event.SACRIFICE: ("701.21a",),
    Event.DESTROY: ("701.8a",),
    Event.COUNTERED: ("701.6a", "603.10e"),
    Event.TARGETED: ("115.1",),
    Event.TAPPED: ("701.26a", "603.2e"),
    Event.UNTAP: ("701.26a",),
    Event.MANA: ("605.1b",),
    Event.SEARCH: ("701.23a",),
    Event.MILL: ("701.17a",),
    Event.UPKEEP: ("503.1a", "603.2b"),
    Event.DRAW_STEP: ("504.1", "603.2b"),
    Event.COMBAT: ("603.2b", "507.1"),
    Event.MAIN_PHASE: ("603.2b", "505.1"),
    Event.END_STEP: ("513.1", "603.2b"),
    Event.TURN_FACE_UP: ("708.8",),
    Event.LOSE_GAME: ("104.3", "603.10f"),
    Event.STATE: ("603.8",),
    Event.OTHER: ("603.2",),
}

FORBIDDEN_RULES: dict[Event, tuple[str, ...]] = {
    Event.ATTACKS: ("508.1c",),
    Event.BLOCKS: ("509.1b",),
    Event.CAST: ("601.2",),
    Event.ACTIVATE: ("602.2",),
    Event.COUNTERED: ("701.6a",),
    Event.LOSE_GAME: ("104.3",),
    Event.WIN_GAME: ("104.2",),
    Event.LIFE_GAIN: ("119.3",),
    Event.LIFE_LOSS: ("119.3",),
    Event.DRAW: ("121.1",),
    Event.UNTAP: ("502.3",),
    Event.TARGETED: ("115.1",),
    Event.DAMAGE: ("615.12",),
    Event.DESTROY: ("701.8a",),
    Event.SACRIFICE: ("701.21a",),
}

REPLACED_RULES: dict[Event, tuple[str, ...]] = {
    Event.ENTERS: ("614.1c", "614.12"),
    Event.DRAW: ("121.6",),
    Event.DAMAGE: ("120.4b",),
    Event.LIFE_GAIN: ("119.10",),
    Event.COUNTERS: ("614.16", "122.6"),
    Event.TOKEN: ("614.16",),
    Event.DIES: ("700.4",),
    Event.STEP: ("614.10", "614.1b"),
    Event.DESTROY: ("701.8a",),
}


# The verbs a trigger condition names its event with (603.2): English as Oracle text prints it,
# Spanish as a scenario is written (the subjunctive too: "siempre que una criatura muera").
# Longer spellings first: a reader takes the first that matches.
TRIGGER_VERBS: dict[Event, tuple[str, ...]] = {
    Event.ATTACKS: ("ataca", "atacan", "ataque", "ataquen", "attacks", "attack"),
    Event.DIES: (
        "muere",
        "mueren",
        "muera",
        "mueran",
        "morir",
        "dies",
        "die",
        "va al cementerio",
        "vaya al cementerio",
        "is put into a graveyard",
        # 700.4: "dies" means "is put into a graveyard from the battlefield".
        "is put into a graveyard from the battlefield",
        "is put into your graveyard from the battlefield",
        "is put into its owner's graveyard from the battlefield",
        "va al cementerio desde el campo de batalla",
        "vaya al cementerio desde el campo de batalla",
    ),
    Event.LEAVES: (
        "deja el campo de batalla",
        "deje el campo de batalla",
        "sale del campo de batalla",
        "dejar el campo de batalla",
        "leaves the battlefield",
        "leaves",
    ),
    Event.ENTERS: (
        "entra en el campo de batalla",
        "entra al campo de batalla",
        "entre en el campo de batalla",
        "entre al campo de batalla",
        "entra",
        "entran",
        "entre",
        "entren",
        "entrar",
        "enters the battlefield",
        "enters",
        "enter",
    ),
    Event.DAMAGE: ("hace", "haga", "inflige", "inflija", "hacer", "infligir", "deals", "deal"),
}

# The step an "at the beginning of …" trigger names (the engine's step ids) as the event it
# waits for; a step search's reader has no event of its own for is OTHER, as it reads it.
STEP_EVENTS: dict[str, Event] = {
    "upkeep": Event.UPKEEP,
    "draw": Event.DRAW_STEP,
    "main1": Event.MAIN_PHASE,
    "main2": Event.MAIN_PHASE,
    "beginning_of_combat": Event.COMBAT,
    "combat": Event.COMBAT,
    "end": Event.END_STEP,
    "end_of_combat": Event.END_STEP,
    "cleanup": Event.END_STEP,
}
