"""Prowess (702.108a): "Whenever you cast a noncreature spell, this creature gets +1/+1 until
end of turn." It triggers on casting (not on resolving), for every noncreature spell its
controller casts, whatever that spell targets. Real cards the engine reads whole, chosen by
their traits (bot.quiz.situations.pools): every creature of the data whose only ability
besides a few keywords is prowess, the instants whose whole text is "Target creature gets
+N/+N until end of turn." and those whose whole text deals N damage to any target. The key is
the engine's; the wrong options are its outcome with the creature without prowess, and
prowess counted once, or only for the spells that target the creature.

Levels by concept: básico, one or two spells, all cast by the creature's controller;
intermedio and avanzado, two or three, one of them a burn spell at the rival, and from
avanzado also a spell the rival casts (no trigger: "you cast").
"""

from __future__ import annotations

import random

from bot.engine.builder import MadeUp, Real, ScenarioBuilder
from bot.quiz.situations.cards import Card, SituationCards
from bot.quiz.situations.engine_runs import engine_answer
from bot.quiz.situations.model import Area, Choice, EngineRun, Situation, WrongOptions, level_rank
from bot.quiz.situations.pools import BURNS, PROWESS, PUMPS, pump_of
from bot.quiz.topics import Level

_RIVAL = "Jugador no activo"
_COUNT = {1: "un hechizo", 2: "dos hechizos", 3: "tres hechizos"}


def prowess(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    rank = level_rank(level)
    creature = cards.creature(rng.choice(cards.pool(PROWESS)))
    name = creature.name
    many = rng.choice((1, 2)) if rank == 0 else rng.choice((2, 3))
    # Each spell: a pump on the creature (its controller's) or, from intermedio, a burn spell
    # at the rival; from avanzado one of them may be the rival's own pump on the creature.
    kinds = ["pump"] * many
    if rank >= 1:
        kinds[rng.randrange(many)] = "burn"
    if rank >= 2 and rng.random() < 0.5:
        kinds[kinds.index("pump") if "pump" in kinds else 0] = "rival"
    spells: list[tuple[Card, str]] = []
    for kind in kinds:
        pool = BURNS if kind == "burn" else PUMPS
        spells.append((cards.get(rng.choice(cards.pool(pool))), kind))
    plus = int(rng.random() < 0.3)  # a +1/+1 counter already on it

    def run(body: Real | MadeUp) -> EngineRun:
        events: list[str] = []
        for spell, kind in spells:
            target = _RIVAL if kind == "burn" else name
            events += [f"lanza {spell.name}{' (rival)' if kind == 'rival' else ''}: {target}",
                       "resuelve"]  # fmt: skip
        scenario = ScenarioBuilder("sba").creatures(body).events(*events)
        return EngineRun(scenario=scenario, asks="pt", about=name, cards=True)

    engine = run(Real(name, plus=plus))
    key = engine_answer(engine, cards)
    options = WrongOptions(key)
    add, wrong, misread = options.add, options.wrong, options.misread
    plain = run(MadeUp(name, creature.power, creature.toughness, plus=plus))
    add(engine_answer(plain, cards), "Es lo que pasaría si la destreza no se disparara; se "
        "dispara cada vez que su controlador lanza un hechizo que no es de criatura "
        "(702.108a).", plain)  # fmt: skip
    power, toughness = (creature.power or 0) + plus, (creature.toughness or 0) + plus
    pumped = sum(pump_of(s.oracle) for s, _ in spells if s.oracle and _pumps(s))
    mine = sum(kind != "rival" for _, kind in spells)
    at_it = sum(kind == "pump" for _, kind in spells)
    if mine > 1:
        add(f"{power + pumped + 1}/{toughness + pumped + 1}", "Es lo que pasaría si la "
            "destreza se disparara una sola vez por turno; se dispara con cada hechizo que "
            "no es de criatura que lanza su controlador (702.108a).")  # fmt: skip
    if at_it != mine:
        add(f"{power + pumped + at_it}/{toughness + pumped + at_it}", "Es lo que pasaría si "
            "solo contaran los hechizos que hacen objetivo a la criatura; la destreza se "
            "dispara al lanzar cualquier hechizo que no es de criatura, sea cual sea su "
            "objetivo (702.108a).")  # fmt: skip
    if "rival" in kinds:
        add(f"{power + pumped + len(spells)}/{toughness + pumped + len(spells)}", "Es lo que "
            "pasaría si la destreza contara los hechizos del rival; solo se dispara con los "
            "que lanza su controlador («you cast», 702.108a).")  # fmt: skip
    if len(wrong) < 3:
        add(f"{power + pumped + 2 * mine}/{toughness + pumped + 2 * mine}", "Es lo que "
            "pasaría si cada disparo diera +2/+2; la destreza da +1/+1 hasta el final del "
            "turno (702.108a).")  # fmt: skip

    told = []
    for spell, kind in spells:
        if kind == "burn":
            told.append(f"lanzas {spell.shown} a tu rival")
        elif kind == "rival":
            told.append(f"tu rival lanza {spell.shown} sobre tu {creature.ref}")
        else:
            told.append(f"lanzas {spell.shown} sobre tu {creature.ref}")
    counter = ", que tiene un contador +1/+1" if plus else ""
    setting = (
        f"Controlas {creature.shown}{counter}. En tu fase principal, uno tras otro (cada uno "
        f"se resuelve antes del siguiente): {'; '.join(told)}."
    )
    ask = f"¿Qué fuerza y resistencia tiene tu {creature.ref} cuando la pila queda vacía?"
    why = (
        f"La destreza se dispara al lanzar cada hechizo que no es de criatura de su "
        f"controlador ({_COUNT[mine]}: +1/+1 cada vez hasta el final del turno, 702.108a), "
        "y su disparo se resuelve antes que el hechizo que lo causó, que está debajo en la "
        "pila; los refuerzos suman lo suyo."
    )
    return Situation(
        area=Area.PRIORITY,
        setting=setting,
        ask=ask,
        cards=(creature, *dict.fromkeys(s for s, _ in spells)),
        key=Choice(key, why),
        wrong=tuple(wrong.values()),
        rules=("702.108a",),
        difficulty=(0.3, 0.4, 0.5)[rank],
        engine=engine,
        misread=tuple(misread),
    )


def _pumps(card: Card) -> bool:
    try:
        pump_of(card.oracle)
    except ValueError:
        return False
    return True

