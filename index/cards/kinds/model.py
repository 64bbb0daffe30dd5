"""What a card's text does, as data: a Kind names one thing (an ability, an effect, a frame)
with the 2026 rules that govern it, and the event or layer it touches made explicit, so the
interaction step can combine two cards without reading Spanish labels (two replacement
effects on one event: 616.1; two effects in one layer: 613.7/613.8; "can't" vs "can": 101.2).
"""

from __future__ import annotations

from dataclasses import dataclass
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


@dataclass(frozen=True, slots=True)
class Kind:
    key: str  # stable English id: "keyword:trample", "trigger:dies", "replacement", "layer:4"
    rules: tuple[str, ...]  # 2026 rule ids, most specific first
    label_es: str  # for the answer: "habilidad disparada (muere)"
    evidence: str  # the text it was read from (name shown as the card prints it)
    face: str  # the face's name (the card's for a one-faced card)
    event: Event | None = None  # triggers: what they wait for; replacement: what they modify;
    # "can't": what they forbid
    layer: Layer | None = None  # continuous effects that change characteristics or control
