"""Two ways a spell on the stack decides what its target ends as without a fight on the
stack: split second (702.61a: while it is on the stack, no player can cast spells, so the
pump a player tries in response never arrives) and "counter target spell unless its
controller pays" (118.12a: the player whose spell it is chooses whether to pay, and the spell
is countered only if they don't, 701.6a). Real cards the engine reads whole: Sudden Shock;
Mana Leak, Quench and Force Spike; one-line pumps and creatures with no abilities. The key is
the engine's; the wrong options are its outcome of the misreading (the pump resolving, the
spell countered though paid, or resolving though not paid).

Levels by concept: "a menos que" at every level (básico your spell, from intermedio also your
rival's); split second from intermedio (what a player cannot do while it is on the stack).
"""

from __future__ import annotations

import random

from bot.engine.builder import Real, ScenarioBuilder
from bot.quiz.situations.cards import SituationCards
from bot.quiz.situations.engine_runs import engine_answer
from bot.quiz.situations.model import Area, Choice, EngineRun, Situation, WrongOptions, level_rank
from bot.quiz.situations.pools import SHRINKS as SHRINK_POOL
from bot.quiz.situations.pools import WARDS as WARD_POOL
from bot.quiz.situations.pools import shrink_of, ward_cost
from bot.quiz.situations.priority import PUMP_BONUS, PUMPS_WITH_MORE
from bot.quiz.topics import Level

# Creatures with no abilities and toughness 3 or more: Sudden Shock's 2 damage leaves them.
STURDY = ("Centaur Courser", "Hill Giant", "Trained Armodon", "Canyon Minotaur",
          "Elvish Warrior", "Hurloon Minotaur", "Craw Wurm", "Earth Elemental",
          "Bonebreaker Giant", "Giant Octopus", "Fire Elemental", "Axebane Beast")  # fmt: skip
PUMPS = tuple(p for p in PUMP_BONUS if p not in PUMPS_WITH_MORE)
LEAKS = {"Mana Leak": 3, "Quench": 2, "Force Spike": 1}
SPLIT = "Sudden Shock"
CARDS = (*STURDY, *PUMPS, *LEAKS, SPLIT)
_PUMP_SAYS = "Target creature gets +"


def split_second(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    rank = level_rank(level)
    creature = cards.creature(rng.choice(STURDY))
    pump = cards.get(rng.choice(PUMPS), says=_PUMP_SAYS)
    shock = cards.get(SPLIT, says="Split second")
    name = creature.name
    yours = rng.random() < 0.5  # whose creature it is: the story told from either side
    them, us = (" (rival)", "") if yours else ("", " (rival)")

    def run(*events: str) -> EngineRun:
        scenario = ScenarioBuilder("sba").creatures(Real(name), rival=not yours).events(*events)
        return EngineRun(scenario=scenario, asks="pt", about=name, cards=True)

    shock_cast = f"lanza {SPLIT}{them}: {name}"
    pump_cast = f"lanza {pump.name}{us}: {name}"
    engine = run(shock_cast, pump_cast, "resuelve")
    key = engine_answer(engine, cards)
    options = WrongOptions(key)
    add, wrong, misread = options.add, options.wrong, options.misread
    earlier = run(pump_cast, "resuelve", shock_cast, "resuelve")
    add(engine_answer(earlier, cards), f"Es lo que pasaría si {pump.ref} llegara a "
        "resolverse; pero mientras un hechizo con fracción de segundo está en la pila, ningún "
        "jugador puede lanzar hechizos (702.61a): el refuerzo no se lanza.", earlier)  # fmt: skip
    p, t = creature.power or 0, creature.toughness or 0
    add(f"{p}/{t - 2}", "Es lo que pasaría si el daño bajara la resistencia; el daño "
        "queda marcado y la criatura sigue siendo " f"{p}/{t} (120.3e, 120.6).")  # fmt: skip
    if yours:
        setting = (
            f"Controlas {creature.shown}. En tu turno, tu rival lanza {shock.shown} con "
            f"objetivo tu {creature.ref}. Quieres responder lanzando {pump.shown} sobre tu "
            "criatura, y tienes el maná."
        )
    else:
        setting = (
            f"Tu rival controla {creature.shown}. En su turno, lanzas {shock.shown} con "
            f"objetivo su {creature.ref}. Tu rival quiere responder lanzando {pump.shown} "
            "sobre su criatura, y tiene el maná."
        )
    return Situation(
        area=Area.PRIORITY,
        setting=setting,
        ask=f"¿Qué fuerza y resistencia tiene {'tu' if yours else 'la criatura'} "
        f"{creature.ref} cuando la pila queda vacía?",  # fmt: skip
        cards=(creature, shock, pump),
        key=Choice(
            key,
            "Con fracción de segundo en la pila nadie puede lanzar hechizos ni "
            "activar habilidades que no sean de maná (702.61a): el refuerzo no llega, "
            "y los 2 daños quedan marcados en una criatura que los aguanta.",
        ),  # fmt: skip
        wrong=tuple(wrong.values()),
        rules=("702.61a", "120.6"),
        difficulty=(0.35, 0.45, 0.5)[rank],
        engine=engine,
        misread=tuple(misread),
    )


def counter_unless(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    rank = level_rank(level)
    creature = cards.creature(rng.choice(STURDY))
    pump = cards.get(rng.choice(PUMPS), says=_PUMP_SAYS)
    leak_name = rng.choice(list(LEAKS))
    leak = cards.get(leak_name, says="unless its controller pays")
    cost = LEAKS[leak_name]
    pays = rng.random() < 0.5
    yours = rank == 0 or rng.random() < 0.5  # whose pump it is: yours, or from intermedio
    name = creature.name

    def run(paid: bool) -> EngineRun:
        them, us = (" (rival)", "") if not yours else ("", " (rival)")
        scenario = (
            ScenarioBuilder("sba")
            .creatures(Real(name), rival=not yours)
            .events(
                f"lanza {pump.name}{them}: {name}",
                f"lanza {leak_name}{us}: {pump.name}, {'paga' if paid else 'no paga'}",
                *(["resuelve"] * (3 if paid else 2)),
            )
        )
        return EngineRun(scenario=scenario, asks="pt", about=name, cards=True)

    engine = run(pays)
    key = engine_answer(engine, cards)
    options = WrongOptions(key)
    add, wrong, misread = options.add, options.wrong, options.misread
    other = run(not pays)
    if pays:
        add(engine_answer(other, cards), f"Es lo que pasaría si {leak.ref} contrarrestara el "
            f"refuerzo aunque se pagara; solo lo contrarresta si no se paga {{{cost}}} "
            "(118.12a).", other)  # fmt: skip
    else:
        add(engine_answer(other, cards), f"Es lo que pasaría si {pump.ref} se resolviera "
            f"igualmente; sin pagar {{{cost}}}, {leak.ref} lo contrarresta y no hace nada "
            "(118.12a, 701.6a).", other)  # fmt: skip
    bonus = PUMP_BONUS[pump.name]
    p, t = creature.power or 0, creature.toughness or 0
    add(f"{p + 2 * bonus[0]}/{t + 2 * bonus[1]}", "Es lo que pasaría si el refuerzo se "
        "aplicara dos veces; se resuelve una vez como mucho.")  # fmt: skip
    who, whose = ("Controlas", "tu") if yours else ("Tu rival controla", "su")
    caster, answer = ("lanzas", "tu rival lanza") if yours else ("tu rival lanza", "lanzas")
    if yours:
        paid = f"{'pagas' if pays else 'no pagas'} {{{cost}}}"
    else:
        paid = f"tu rival {'paga' if pays else 'no paga'} {{{cost}}}"
    setting = (
        f"{who} {creature.shown}. En {whose} turno, {caster} {pump.shown} con objetivo "
        f"{whose} {creature.ref}. En respuesta, {answer} {leak.shown} con objetivo "
        f"{pump.ref}, y {paid} cuando se resuelve. Los dos jugadores pasan la prioridad cada "
        "vez."
    )
    why = (
        f"{leak.ref} contrarresta el hechizo a menos que su controlador pague {{{cost}}}; "
        "quien decide pagar es el controlador del hechizo, al resolverse (118.12a): "
        + ("pagó, así que el refuerzo se resuelve." if pays else
           "no pagó, así que el refuerzo se contrarresta (701.6a) y no hace nada.")
    )  # fmt: skip
    return Situation(
        area=Area.PRIORITY,
        setting=setting,
        ask=f"¿Qué fuerza y resistencia tiene {'tu' if yours else 'la criatura'} {creature.ref} "
        "cuando la pila queda vacía?",  # fmt: skip
        cards=(creature, pump, leak),
        key=Choice(key, why),
        wrong=tuple(wrong.values()),
        rules=("118.12a", "701.6a") if not pays else ("118.12a",),
        difficulty=(0.3, 0.4, 0.45)[rank],
        engine=engine,
        misread=tuple(misread),
    )


# Ward (702.21a): creatures whose other lines the engine reads whole, and their ward cost.
WARDS = {"Rimeshield Frost Giant": 3, "Punk Frogs": 3, "Lionheart Glimmer": 2,
         "Hoverstone Pilgrim": 2, "Archive Dragon": 2,
         "Hulking Raptor": 2}  # fmt: skip
SHRINKS = {"Disfigure": 2, "Last Gasp": 3, "Grasp of Darkness": 4}
WARD_CARDS = (*WARDS, *SHRINKS)


def ward(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    """A -N/-N spell aimed at a creature with ward: the ward trigger counters it unless its
    caster pays; the caster chooses, as the trigger resolves (702.21a, 118.12a)."""
    rank = level_rank(level)
    # The listed creatures with ward and every one of the data whose only ability besides a
    # few keywords is "Ward {N}"; the -N/-N instants likewise (bot.quiz.situations.pools).
    shrinks = {**SHRINKS, **{s: shrink_of(cards.get(s).oracle) for s in cards.pool(SHRINK_POOL)}}
    sturdy = [n for n in {*WARDS, *cards.pool(WARD_POOL)}
              if (cards.get(n).toughness or 0) > min(shrinks.values())]  # fmt: skip
    name = rng.choice(sorted(sturdy))
    cost = WARDS.get(name) or ward_cost(cards.get(name).oracle)
    creature = cards.get(name, says=f"Ward {{{cost}}}")
    # A spell that leaves it alive, so every answer is a power and toughness.
    toughness = creature.toughness or 0
    shrink_name = rng.choice(sorted(s for s, n in shrinks.items() if n < toughness))
    shrink = cards.get(shrink_name, says=f"gets -{shrinks[shrink_name]}/-")
    pays = rng.random() < 0.5
    # From intermedio the rival may be the one casting it at your creature.
    yours = rank >= 1 and rng.random() < 0.5  # whose the creature with ward is

    plus = int(rng.random() < 0.5)  # a +1/+1 counter already on it
    turn = rng.choice(("tu", "su"))  # an instant: cast in either player's turn

    def run(paid: bool) -> EngineRun:
        caster = " (rival)" if yours else ""
        scenario = (
            ScenarioBuilder("sba")
            .creatures(Real(name, plus=plus), rival=not yours)
            .events(
                f"lanza {shrink_name}{caster}: {name}, {'paga' if paid else 'no paga'}",
                *(["resuelve"] * (2 if paid else 1)),
            )
        )
        return EngineRun(scenario=scenario, asks="pt", about=name, cards=True)

    engine = run(pays)
    key = engine_answer(engine, cards)
    options = WrongOptions(key)
    add, wrong, misread = options.add, options.wrong, options.misread
    other = run(not pays)
    if pays:
        add(engine_answer(other, cards), "Es lo que pasaría si custodia contrarrestara el "
            f"hechizo aunque se pagara; solo lo contrarresta si no se paga {{{cost}}} "
            "(702.21a).", other)  # fmt: skip
    else:
        add(engine_answer(other, cards), f"Es lo que pasaría si {shrink.ref} se resolviera "
            f"igualmente; sin pagar {{{cost}}}, la custodia lo contrarresta (702.21a, "
            "701.6a).", other)  # fmt: skip
    p, t = (creature.power or 0) + plus, (creature.toughness or 0) + plus
    add(f"{p - 2 * shrinks[shrink_name]}/{t - 2 * shrinks[shrink_name]}", "Es lo que "
        "pasaría si el hechizo se aplicara dos veces; se resuelve una vez como mucho.")  # fmt: skip
    counter = ", que tiene un contador +1/+1" if plus else ""
    if yours:
        setting = (
            f"Controlas {creature.shown}{counter}. En {turn} turno, tu rival lanza "
            f"{shrink.shown} con objetivo tu {creature.ref}, y {'paga' if pays else 'no paga'} "
            f"{{{cost}}} cuando se resuelve la habilidad de custodia."
        )
    else:
        setting = (
            f"Tu rival controla {creature.shown}{counter}. En {turn} turno lanzas "
            f"{shrink.shown} con objetivo su {creature.ref}, y "
            f"{'pagas' if pays else 'no pagas'} {{{cost}}} cuando se resuelve la habilidad de "
            "custodia."
        )
    setting += " Los dos jugadores pasan la prioridad cada vez."
    why = (
        "Custodia es una habilidad disparada: cuando la criatura pasa a ser objetivo de un "
        "hechizo de un oponente, lo contrarresta a menos que ese jugador pague el coste "
        "(702.21a, 118.12a); "
        + ("se pagó, así que el hechizo se resuelve." if pays else
           "no se pagó, así que el hechizo se contrarresta (701.6a) y no hace nada.")
    )  # fmt: skip
    return Situation(
        area=Area.PRIORITY,
        setting=setting,
        ask=f"¿Qué fuerza y resistencia tiene {'tu' if yours else 'la criatura'} "
        f"{creature.ref} cuando la pila queda vacía?",  # fmt: skip
        cards=(creature, shrink),
        key=Choice(key, why),
        wrong=tuple(wrong.values()),
        rules=("702.21a", "118.12a", *(() if pays else ("701.6a",))),
        difficulty=(0.3, 0.4, 0.45)[rank],
        engine=engine,
        misread=tuple(misread),
    )
