"""Replacement effects that change how many +1/+1 counters a creature gets (614.1a): each
applies once to the event (614.5), only to the creatures its text names ("a creature you
control"), and when one adds and another doubles, the affected creature's controller chooses
their order (616.1), which changes the count. Real cards the engine reads whole: Hardened
Scales and Conclave Mentor add one, Corpsejack Menace, Branching Evolution and Doubling Season
double, and Battlegrowth puts the counter. The key is the engine's; the wrong options are its
outcome with an effect left out or put under the other player, and the other order.

Levels by concept: básico, one effect (how many, 614.1a); intermedio, one that adds and one
that doubles (the order, 616.1); avanzado, also two that double (each once, 614.5) and an
effect the rival controls.
"""

from __future__ import annotations

import random

from bot.engine.builder import Real, ScenarioBuilder
from bot.quiz.situations.cards import Card, SituationCards
from bot.quiz.situations.engine_runs import engine_answer
from bot.quiz.situations.model import Area, Choice, EngineRun, Situation, WrongOptions, level_rank
from bot.quiz.situations.pools import VANILLA
from bot.quiz.topics import Level

ADDERS = ("Hardened Scales", "Conclave Mentor")
DOUBLERS = ("Corpsejack Menace", "Branching Evolution", "Doubling Season")
PUT = "Battlegrowth"
CARDS = (*ADDERS, *DOUBLERS, PUT)
_ADDS = "that many plus one +1/+1 counters"
_DOUBLES = "twice that many"


def counter_replacements(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    rank = level_rank(level)
    shapes = ["one"] + (["order"] if rank >= 1 else []) + (["two", "rival"] if rank >= 2 else [])
    shape = rng.choice(shapes)
    creature = cards.creature(rng.choice(cards.pool(VANILLA)))  # any with no rules text
    had = rng.choice((0, 0, 1, 2))  # +1/+1 counters already on it (not replaced: already there)
    put = cards.get(PUT, says="Put a +1/+1 counter on target creature.")
    if shape == "one":
        effects = [rng.choice((*ADDERS, *DOUBLERS))]
    elif shape == "two":
        effects = rng.sample(DOUBLERS, 2)
    else:
        effects = [rng.choice(ADDERS), rng.choice(DOUBLERS)]
        rng.shuffle(effects)
    shown = [cards.get(e, says=_ADDS if e in ADDERS else _DOUBLES) for e in effects]
    rival = shown[-1] if shape == "rival" else None

    def run(mine: list[Card], theirs: list[Card]) -> EngineRun:
        scenario = ScenarioBuilder("sba").creatures(Real(creature.name, plus=had))
        if mine:
            scenario = scenario.permanents(*(Real(c.name) for c in mine))
        if theirs:
            scenario = scenario.permanents(*(Real(c.name) for c in theirs), rival=True)
        scenario = scenario.events(f"lanza {PUT}: {creature.name}", "resuelve")
        return EngineRun(scenario=scenario, asks="pt", about=creature.name, cards=True)

    yours = [c for c in shown if c is not rival]
    engine = run(yours, [rival] if rival else [])
    key = engine_answer(engine, cards)
    options = WrongOptions(key)
    add, wrong, misread = options.add, options.wrong, options.misread

    bare = run([], [])
    add(engine_answer(bare, cards), "Es lo que pasaría sin ningún efecto de reemplazo: pero "
        f"{'cada uno' if len(yours) > 1 else 'el tuyo'} cambia cuántos contadores se ponen "
        "(614.1a).", bare)  # fmt: skip
    for left in yours if len(yours) > 1 else ():
        alone = run([c for c in yours if c is not left], [])
        add(engine_answer(alone, cards), f"Es lo que pasaría sin {left.ref}; pero los dos "
            "se aplican al mismo suceso, cada uno una vez (614.5).", alone)  # fmt: skip
    if rival is not None:
        taken = run(shown, [])
        add(engine_answer(taken, cards), f"Es lo que pasaría si controlaras {rival.ref}; pero "
            "solo cambia los contadores que se ponen en una criatura que controla su "
            "controlador, tu rival.", taken)  # fmt: skip
    power, toughness = (creature.power or 0) + had, (creature.toughness or 0) + had
    if shape == "order":
        other = 1 * 2 + 1  # doubled first, then one more: the order you would not choose
        add(f"{power + other}/{toughness + other}", "Es el resultado de aplicar primero el "
            "efecto que duplica y después el que suma uno; el controlador de la criatura "
            "elige el orden (616.1), y el otro da más contadores.")  # fmt: skip
    said = " y ".join(c.shown for c in yours)
    already = {0: "", 1: ", que ya tiene un contador +1/+1,",
               2: ", que ya tiene dos contadores +1/+1,"}  # fmt: skip
    setting = f"Controlas {creature.shown}{already[had]} y {said}."
    if rival is not None:
        setting += f" Tu rival controla {rival.shown}."
    setting += (
        f" En tu fase principal lanzas {put.shown} con objetivo tu {creature.ref}, y se resuelve."
    )
    ask = f"¿Qué fuerza y resistencia tiene tu {creature.ref} después?"
    if shape == "order":
        ask += " (El orden de los efectos lo eliges tú para que tenga los más contadores.)"
    counters = int(key.split("/")[0]) - power
    why = (
        f"Se ponen {counters} contadores +1/+1: cada efecto de reemplazo se aplica una vez al "
        "suceso (614.5)"
    )
    if shape == "order":
        why += (
            "; el controlador de la criatura elige el orden (616.1): primero el que suma uno "
            "(1 + 1 = 2) y después el que duplica (2 × 2 = 4)"
        )
    if rival is not None:
        why += f"; el de {rival.ref} no se aplica, porque la criatura no es de tu rival"
    rules = ["616.1" if shape == "order" else "614.5", "614.1a"]
    return Situation(
        area=Area.REPLACEMENT,
        setting=setting,
        ask=ask,
        cards=(creature, *shown, put),
        key=Choice(key, why + "."),
        wrong=tuple(wrong.values()),
        rules=tuple(rules),
        difficulty=(0.35, 0.5, 0.55)[rank],
        engine=engine,
        misread=tuple(misread),
    )
