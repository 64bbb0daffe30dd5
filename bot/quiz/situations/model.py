"""A situation as data: the board, the question, the key and why, each wrong option and the
misreading it stands for."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from bot.quiz.situations.cards import Card, SituationCards
from bot.quiz.topics import Level


class Area(StrEnum):
    """The areas of the rules a judge trainer covers (issue 26); the value is what a player
    reads."""

    REPLACEMENT = "efectos de reemplazo y prevención"
    COPIES = "copias"
    LAYERS = "capas, dependencia y marcas de tiempo"
    LOOK_BACK = "habilidades que miran hacia atrás"
    COSTS = "costes y habilidades de maná"
    CONTROL = "control y propiedad"
    MULTIPLAYER = "commander y multijugador"
    PRIORITY = "estructura del turno y prioridad"
    COMBAT = "combate"


@dataclass(frozen=True)
class Choice:
    """An option and its reason: for the key, the rule that makes it right; for a wrong
    option, the misreading that leads to it and what the rule says instead."""

    text: str
    why: str


@dataclass(frozen=True)
class Situation:
    area: Area
    setting: str  # the board and what happens, in Spanish
    ask: str  # the question itself
    cards: tuple[Card, ...]
    key: Choice
    wrong: tuple[Choice, ...]
    rules: tuple[str, ...]  # the rules in force that decide it, first the deciding one
    difficulty: float  # initial estimate, 0 (everyone gets it) to 1 (nobody does)


Template = Callable[[SituationCards, Level, random.Random], Situation]


@dataclass(frozen=True)
class TemplateInfo:
    """A template and what it needs: its area, the cards it reads, the lowest level that
    asks it (harder templates wait for intermedio)."""

    name: str
    area: Area
    build: Template
    cards: Sequence[str]
    from_level: Level = Level.BASICO


def level_rank(level: Level) -> int:
    return list(Level).index(level)
