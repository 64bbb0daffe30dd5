"""Sagas (714): a lore counter as its controller's precombat main phase begins (505.4,
714.3b: after the draw step, never in the upkeep or in another player's turn), the chapter
ability whose number the counters reach (714.2b), and the sacrifice after the last chapter,
only once that chapter has left the stack (714.4, 704.5s). Real cards the engine reads whole:
History of Benalia (every chapter line read) and, on the board beside it, any creature of the
data with no rules text (bot.quiz.situations.pools). The key is the engine's; the wrong
options are its outcome with the lore counter misplaced (none, or one more), and the Saga
sacrificed before its last chapter resolves.

Levels by concept: básico, your Saga in your turn from the upkeep or the draw step;
intermedio and avanzado, also the Saga in the other player's turn (no counter: 714.3b).
"""

from __future__ import annotations

import random

from bot.engine.builder import Real, ScenarioBuilder
from bot.quiz.situations.cards import SituationCards
from bot.quiz.situations.engine_runs import engine_answer
from bot.quiz.situations.model import Area, Choice, EngineRun, Situation, WrongOptions, level_rank
from bot.quiz.situations.pools import VANILLA
from bot.quiz.topics import Level

# Sagas whose every chapter line the engine reads, and that need no target.
SAGAS = ("History of Benalia",)
CARDS = SAGAS
_STEPS = {"mantenimiento": "el paso de mantenimiento", "robo": "el paso de robar"}
EARLY = "La Saga se sacrifica antes de que se resuelva el capítulo III."
NUMERALS = {"I": 1, "II": 2, "III": 3}


def saga_chapters(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    rank = level_rank(level)
    saga = cards.get(rng.choice(SAGAS), says="III —")
    other = cards.creature(rng.choice(cards.pool(VANILLA)))
    lore = rng.choice((1, 2))
    step = rng.choice(tuple(_STEPS))
    mine = rng.random() < 0.5  # the board told from its controller's side or the rival's
    # From intermedio the turn may be the other player's: their main phase adds no counter
    # (with two counters, so that one more would reach the last chapter).
    their_turn = rank >= 1 and lore == 2 and rng.random() < 0.4

    def run(counters: int, rival_turn: bool) -> EngineRun:
        scenario = (
            ScenarioBuilder("timeline")
            .at(step, rival_turn=rival_turn)
            .permanents(Real(saga.name, lore=counters))
            .creatures(Real(other.name), rival=True)
            .events("principal")
        )
        return EngineRun(scenario=scenario, asks="saga", about=saga.name, cards=True)

    engine = run(lore, their_turn)
    key = engine_answer(engine, cards)
    options = WrongOptions(key)
    add, wrong, misread = options.add, options.wrong, options.misread
    if their_turn:
        own = run(lore, False)
        add(engine_answer(own, cards), "Es lo que pasaría si la Saga recibiera su contador en "
            "la fase principal de cualquier jugador; solo lo recibe al empezar la fase "
            "principal precombate de su controlador (714.3b).", own)  # fmt: skip
    else:
        none = run(lore, True)
        add(engine_answer(none, cards), f"Es lo que pasaría si la Saga no recibiera ningún "
            f"contador; al empezar la fase principal precombate, tras {_STEPS[step]}, su "
            "controlador le pone uno (505.4, 714.3b).", none)  # fmt: skip
    more = run(lore + 1, their_turn)
    add(engine_answer(more, cards), "Es lo que pasaría con un contador de sabiduría más; pero "
        "solo se pone uno por turno, al empezar la fase principal precombate de su "
        "controlador (714.3b), no también en el mantenimiento ni al robar.", more)  # fmt: skip
    if lore == 2:
        add(EARLY, "Es lo que pasaría si la Saga se sacrificara en cuanto tiene tantos contadores "
            "como su último capítulo; no se sacrifica mientras ese capítulo se ha disparado y "
            "no ha dejado la pila (714.4): primero se resuelve.")  # fmt: skip
    if len(wrong) < 3:
        fewer = run(lore - 1, their_turn)
        add(engine_answer(fewer, cards), "Es lo que pasaría con un contador de sabiduría menos "
            "en la Saga.", fewer)  # fmt: skip

    you, them = ("Controlas", "tu rival") if mine else ("Tu rival controla", "tú")
    turn = ("su" if mine else "tu") if their_turn else ("tu" if mine else "su")
    counters = "un contador" if lore == 1 else f"{lore} contadores"
    setting = (
        f"{you} {saga.shown} con {counters} de sabiduría; {them} "
        f"{'controla' if mine else 'controlas'} {other.shown}. Empieza {_STEPS[step]} de "
        f"{turn} turno, y el turno sigue hasta la fase principal precombate."
    )
    ask = f"¿Qué ha pasado con {saga.ref} cuando la pila queda vacía en esa fase principal?"
    if their_turn:
        why = ("La Saga no es de quien tiene el turno: solo su controlador le pone un contador, "
               "al empezar su propia fase principal precombate (714.3b).")  # fmt: skip
        rules: tuple[str, ...] = ("714.3b",)
    elif lore == 1:
        why = ("Al empezar la fase principal precombate, tras el paso de robar, su controlador "
               "le pone un contador de sabiduría (505.4, 714.3b): pasa de 1 a 2, y se dispara el "
               "capítulo II (714.2b); con 2 de 3 la Saga se queda.")  # fmt: skip
        rules = ("714.3b", "714.2b", "505.4")
    else:
        why = ("Al empezar la fase principal precombate su controlador le pone el tercer "
               "contador (505.4, 714.3b) y se dispara el capítulo III (714.2b); la Saga no se "
               "sacrifica mientras ese capítulo está en la pila (714.4): cuando se ha resuelto, "
               "se sacrifica como acción basada en estado (704.5s).")  # fmt: skip
        rules = ("714.3b", "714.2b", "714.4", "704.5s", "505.4")
    return Situation(
        area=Area.COUNTERS,
        setting=setting,
        ask=ask,
        cards=(saga, other),
        key=Choice(key, why),
        wrong=tuple(wrong.values()),
        rules=rules,
        difficulty=(0.3, 0.4, 0.45)[rank] + (0.05 if lore == 2 else 0.0),
        engine=engine,
        misread=tuple(misread),
    )
