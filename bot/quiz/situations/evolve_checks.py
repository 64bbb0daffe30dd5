"""Evolve (702.100a), an intervening "if" (603.4): it triggers only if the creature entering
has greater power or toughness, and checks again as it resolves. Real cards the engine reads
whole: Cloudfin Raptor, Battering Krasis and Adaptive Snapjaw; the creatures that enter are
tokens a resolving spell makes (made-up values, told as such). The key is the engine's; the
wrong options are its outcome with the comparison misread (equal counted as greater, or no
trigger at all) and one counter for each token when the second finds its "if" false.

Levels by concept: básico, one token (greater power or toughness, or neither); intermedio and
avanzado, two tokens entering at once: both trigger, and the second may find its condition
false after the first counter (603.4).
"""

from __future__ import annotations

import random

from bot.engine.builder import Real, ScenarioBuilder
from bot.quiz.situations.cards import SituationCards
from bot.quiz.situations.engine_runs import engine_answer
from bot.quiz.situations.model import Area, Choice, EngineRun, Situation, WrongOptions, level_rank
from bot.quiz.situations.pools import EVOLVERS as EVOLVE_POOL
from bot.quiz.topics import Level

EVOLVERS = ("Cloudfin Raptor", "Battering Krasis", "Adaptive Snapjaw")
CARDS = EVOLVERS
_NUMBER_WORDS = {1: "una", 2: "dos"}
_KINDS = ("Oso", "Lobo", "Elfo", "Soldado", "Zombi", "Saproling", "Espíritu", "Gato", "Trasgo",
          "Insecto", "Caballero", "Pájaro", "Serpiente", "Rata", "Esqueleto", "Bestia", "Ángel",
          "Dragón", "Goblin", "Humano", "Guerrero", "Clérigo", "Sapo", "Elemental", "Demonio",
          "Dinosaurio", "Mono", "Jabalí", "Ciervo", "Oruga")  # fmt: skip


def evolve_checks(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    rank = level_rank(level)
    # The listed evolvers and every creature of the data whose only ability besides a few
    # keywords is evolve (bot.quiz.situations.pools).
    card = cards.creature(rng.choice(sorted({*EVOLVERS, *cards.pool(EVOLVE_POOL)})))
    card = cards.get(card.name, says="Evolve")
    had = int(rng.random() < 0.4)  # a +1/+1 counter already on it: compared as it is now
    power, toughness = (card.power or 0) + had, (card.toughness or 0) + had
    many = 2 if rank >= 1 and rng.random() < 0.7 else 1
    # The token: greater by one in power or toughness (it evolves), or equal in both, or
    # greater by one more (two tokens: the second is then no longer greater).
    shape = rng.choice(("power", "toughness", "equal")) if many == 1 else "once"
    if shape == "power":
        made = (power + 1, max(1, toughness - 1))  # a token with toughness 0 would die
    elif shape == "toughness":
        made = (max(0, power - 1), toughness + 1)
    elif shape == "equal":
        made = (power, toughness)
    else:  # greater by exactly one in one of them: after one counter, no longer greater
        made = rng.choice(((power + 1, toughness), (power, toughness + 1)))
    kind = rng.choice(_KINDS)

    def run(n: int, pt: tuple[int, int]) -> EngineRun:
        count = "una ficha" if n == 1 else f"{_NUMBER_WORDS[n]} fichas"
        event = f"crea {count} de {kind} {pt[0]}/{pt[1]}"
        return EngineRun(
            scenario=ScenarioBuilder("sba").creatures(Real(card.name, plus=had)).events(event),
            asks="pt", about=card.name, cards=True,
        )  # fmt: skip

    engine = run(many, made)
    key = engine_answer(engine, cards)
    options = WrongOptions(key)
    add, wrong, misread = options.add, options.wrong, options.misread

    if shape == "equal":
        bigger = run(1, (power + 1, toughness))
        add(engine_answer(bigger, cards), "Es lo que pasaría si igual contara como mayor; "
            "pero evolucionar pide que la criatura que entra tenga mayor fuerza o mayor "
            "resistencia (702.100a).", bigger)  # fmt: skip
    else:
        none = run(1, (min(power, made[0]), min(toughness, made[1])))
        add(engine_answer(none, cards), "Es lo que pasaría si evolucionar no se disparara; "
            "pero basta con que la criatura que entra tenga mayor fuerza o mayor resistencia "
            "(«y/o», 702.100a).", none)  # fmt: skip
    if shape == "once":
        add(f"{power + 2}/{toughness + 2}", "Es lo que pasaría si cada disparo pusiera su "
            "contador sin mirar otra vez; pero la condición con «si» se comprueba también al "
            "resolverse (603.4): tras el primer contador, la segunda ficha ya no es "
            "mayor.")  # fmt: skip
        add(f"{made[0]}/{made[1]}", "Es la fuerza y resistencia de las fichas, no de tu "
            "criatura.")  # fmt: skip
    count = "una ficha" if many == 1 else "dos fichas"
    counter = ", que tiene un contador +1/+1," if had else ""
    setting = (
        f"Controlas {card.shown}{counter}. En tu fase principal resuelves un hechizo que crea "
        f"{count} de criatura {kind} {made[0]}/{made[1]}" + (" a la vez." if many > 1 else ".")
    )
    ask = f"¿Qué fuerza y resistencia tiene tu {card.ref} cuando la pila queda vacía?"
    got = int(key.split("/")[0]) - power
    if shape == "once":
        why = (
            "Las dos fichas entran a la vez y evolucionar se dispara dos veces (702.100d); el "
            "primer disparo pone un contador, y el segundo comprueba su «si» otra vez al "
            "resolverse (603.4): la ficha ya no es mayor y no hace nada."
        )
    elif got:
        why = "La ficha tiene mayor fuerza o mayor resistencia: evolucionar se dispara y pone " \
              "un contador +1/+1 (702.100a)."  # fmt: skip
    else:
        why = "La ficha no tiene mayor fuerza ni mayor resistencia: con su «si» intermedio, " \
              "evolucionar ni se dispara (603.4, 702.100a)."  # fmt: skip
    return Situation(
        area=Area.COUNTERS,
        setting=setting,
        ask=ask,
        cards=(card,),
        key=Choice(key, why),
        wrong=tuple(wrong.values()),
        # 603.4 where the "if" is checked again as it resolves (two tokens): the engine cites
        # it there, and a concept a question claims is one the engine applied.
        rules=("603.4", "702.100a") if shape == "once" else ("702.100a",),
        difficulty=(0.3, 0.45, 0.5)[rank] + (0.1 if shape == "once" else 0.0),
        engine=engine,
        misread=tuple(misread),
    )
