"""Hexproof given in response (702.11b): a burn spell aimed at your creature, and in response
an instant that gives it hexproof. When the burn spell tries to resolve, its only target is
now illegal (an opponent's spell can't target a creature with hexproof), so it does nothing
(608.2b); your own spell could target it all along. Real cards the engine reads whole:
Ranger's Guile, Blossoming Defense and Snakeskin Veil, one-line burn spells, creatures with no
abilities. The key is the engine's; the wrong options are its outcome without the response,
and the pump left out.

Levels: every level (básico, the spell a target no longer legal; from intermedio the rival's
own creature too, told from the other side).
"""

from __future__ import annotations

import random

from bot.engine.builder import Real, ScenarioBuilder
from bot.quiz.situations.cards import SituationCards
from bot.quiz.situations.engine_runs import engine_answer
from bot.quiz.situations.model import Area, Choice, EngineRun, Situation, WrongOptions, level_rank
from bot.quiz.situations.pools import BURNS, VANILLA, burn_of
from bot.quiz.topics import Level

# Each gives hexproof and +N/+N (Snakeskin Veil as a +1/+1 counter): N.
HEXPROOF = {"Ranger's Guile": 1, "Blossoming Defense": 2, "Snakeskin Veil": 1}
BURN = {"Lightning Bolt": 3, "Shock": 2, "Lightning Strike": 3, "Searing Spear": 3}
CARDS = (*HEXPROOF, *BURN)


def hexproof_response(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    rank = level_rank(level)
    # Any creature with no rules text and any instant whose whole text deals N damage to any
    # target (the data's, by their traits: a short list came back as the same board).
    creature = cards.creature(rng.choice(cards.pool(VANILLA)))
    toughness = creature.toughness or 0
    damage = {**BURN, **{b: burn_of(cards.get(b).oracle) for b in cards.pool(BURNS)}}
    burns = sorted(b for b, d in damage.items() if d >= toughness)
    if not burns:
        return hexproof_response(cards, level, rng)  # no burn spell kills it: draw again
    burn = cards.get(rng.choice(burns), says="damage to any target")
    saver = cards.get(rng.choice(list(HEXPROOF)), says="hexproof")
    yours = rank == 0 or rng.random() < 0.5  # whose creature it is
    name = creature.name

    def run(respond: bool) -> EngineRun:
        them, us = (" (rival)", "") if yours else ("", " (rival)")
        events = [f"lanza {burn.name}{them}: {name}"]
        events += [f"lanza {saver.name}{us}: {name}", "resuelve"] if respond else []
        scenario = (
            ScenarioBuilder("sba")
            .creatures(Real(name), rival=not yours)
            .events(*events, "resuelve")
        )
        return EngineRun(scenario=scenario, asks="pt", about=name, cards=True)

    engine = run(True)
    key = engine_answer(engine, cards)
    options = WrongOptions(key)
    add, wrong, misread = options.add, options.wrong, options.misread

    alone = run(False)
    add(engine_answer(alone, cards), f"Es lo que pasaría si {burn.ref} se resolviera "
        "igualmente; pero su único objetivo ya no es legal (un hechizo de un oponente no "
        "puede hacer objetivo a una criatura con antimaleficio, 702.11b), así que no hace "
        "nada (608.2b).", alone)  # fmt: skip
    add(creature.pt, f"Es lo que pasaría si {saver.ref} solo diera antimaleficio; también "
        f"le da +{HEXPROOF[saver.name]}/+{HEXPROOF[saver.name]}, y se resuelve entero porque "
        "su controlador sí puede hacer objetivo a su criatura.")  # fmt: skip
    turn = rng.choice(("En tu turno", "En el turno de tu rival"))  # instants: either turn
    if yours:
        setting = (
            f"Controlas {creature.shown}. {turn}, tu rival lanza {burn.shown} con objetivo tu "
            f"{creature.ref}. En respuesta, lanzas {saver.shown} con objetivo tu "
            f"{creature.ref}. Los dos jugadores pasan la prioridad cada vez."
        )
        ask = f"¿Qué fuerza y resistencia tiene tu {creature.ref} cuando la pila queda vacía?"
    else:
        setting = (
            f"Tu rival controla {creature.shown}. {turn}, lanzas {burn.shown} con objetivo su "
            f"{creature.ref}. En respuesta, tu rival lanza {saver.shown} con objetivo su "
            f"{creature.ref}. Los dos jugadores pasan la prioridad cada vez."
        )
        ask = (
            f"¿Qué fuerza y resistencia tiene la criatura {creature.ref} cuando la pila "
            "queda vacía?"
        )
    why = (
        f"{saver.ref} se resuelve primero (405.5) y le da antimaleficio: cuando {burn.ref} "
        "va a resolverse, su único objetivo es ilegal, porque un hechizo de un oponente no "
        "puede hacer objetivo a una criatura con antimaleficio (702.11b); no hace nada "
        "(608.2b)."
    )
    return Situation(
        area=Area.PROTECTION,
        setting=setting,
        ask=ask,
        cards=(creature, burn, saver),
        key=Choice(key, why),
        wrong=tuple(wrong.values()),
        rules=("702.11b", "608.2b", "405.5"),
        difficulty=(0.3, 0.4, 0.45)[rank],
        engine=engine,
        misread=tuple(misread),
    )
