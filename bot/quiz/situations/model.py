"""A situation as data: the board, the question, the key and why, each wrong option and the
misreading it stands for."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Literal

from bot.engine.builder import ScenarioBuilder
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
    COUNTERS = "contadores y acciones basadas en estado"
    PROTECTION = "protección e indestructible"


@dataclass(frozen=True)
class Choice:
    """An option and its reason: for the key, the rule that makes it right; for a wrong
    option, the misreading that leads to it and what the rule says instead."""

    text: str
    why: str


@dataclass(frozen=True)
class EngineRun:
    """The situation as a scenario of the rules engine, built from values through its builder
    (bot/engine/builder.py), so the engine, not the template, says what happens: a test runs
    it on every board and checks that the key is the engine's outcome
    (bot.quiz.situations.engine_runs).

    ``asks`` what the key states: "pt" the final power and toughness of ``about``, "fate"
    whether ``about`` dies ("Muere…") or survives ("Sobrevive…"), "triggers" how many times
    ``about``'s ability triggers ("3 veces"), "life" the life total of the player ``about``
    ("… 14 vidas"), "mana" the mana the land ``about`` can tap for after the layers ("Solo
    {R}: …", "{G} o {B}: …", "Ningún maná: …"), "game" whether the player ``about`` loses
    the game ("Pierdes la partida…") or plays on with a life total ("Sigues … con 14 vidas");
    "cost" the total mana to cast ``about`` now ("9 de maná"), "where" where each of the
    cards ``about`` names ("A; B") ended up and whose zone that is (worded by
    bot.quiz.situations.fates); "deaths" how many permanents went to a graveyard ("Ninguno…",
    "Uno…", "Los dos…"); "saga" the chapters of the Saga ``about`` that resolved and whether
    it stayed (engine_runs.saga_text); "block" whether the declared block is legal (an
    option naming a block states what the engine allows); "face" the face a double-faced
    permanent shows, its P/T, counters and damage (``about``: "front; back", engine_runs.
    face_text); ``about`` is a name, or the
    engine's id of an object ("p1", the first one listed) when a copy shares its name.
    ``cards`` says whether the engine reads the cards' Oracle text itself (the scenario is
    built with the card data: its Real objects) or the template wrote their effects in the
    engine's words (cards whose text the engine cannot read)."""

    scenario: ScenarioBuilder
    asks: Literal[
        "pt", "fate", "triggers", "life", "mana", "game", "where", "cost", "deaths", "block",
        "saga", "face",
    ]  # fmt: skip
    about: str
    cards: bool
    # How the text names the engine's cards and players (engine name, words): ("Grizzly
    # Bears", "«Osos pardos»"), ("Jugador no activo", "tu rival"); for "where" and "face".
    words: tuple[tuple[str, str], ...] = ()


@dataclass
class WrongOptions:
    """The wrong options of one situation as its template finds them: each a text other than
    the key and than the options already found, with why it is wrong, and the engine run that
    gives it when one does (the bank checks that misreading runs to that text)."""

    key: str
    wrong: dict[str, Choice] = field(default_factory=dict)
    misread: list[tuple[str, EngineRun]] = field(default_factory=list)

    def add(self, text: str, why: str, by: EngineRun | None = None) -> None:
        if text != self.key and text not in self.wrong:
            self.wrong[text] = Choice(text, why)
            if by is not None:
                self.misread.append((text, by))


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
    engine: EngineRun | None = None  # how the engine solves it, when it can
    # Wrong options that are the engine's outcome of a misreading: (option text, the run with
    # one rule left out or misapplied, e.g. the stack resolved as a queue).
    misread: tuple[tuple[str, EngineRun], ...] = ()


Template = Callable[[SituationCards, Level, random.Random], Situation]


@dataclass(frozen=True)
class TemplateInfo:
    """A template and what it needs: its area, the cards it reads, the lowest and highest
    levels that ask it (harder templates wait for intermedio or avanzado; the easiest stop at
    intermedio)."""

    name: str
    area: Area
    build: Template
    cards: Sequence[str]
    from_level: Level = Level.BASICO
    # The highest level that asks it: a concept a level has outgrown is left to the lower
    # ones (issue 43: levels differ by concept, not by re-skinned cards).
    to_level: Level = Level.AVANZADO

    def asked_at(self, level: Level) -> bool:
        return level_rank(self.from_level) <= level_rank(level) <= level_rank(self.to_level)


def level_rank(level: Level) -> int:
    return list(Level).index(level)
