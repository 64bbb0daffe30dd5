"""A double-faced card that transforms (712) while it has +1/+1 counters and damage marked on
it: it is the same object (712.18), so the counters and the damage stay, and it has only its
back face's characteristics (712.8e), its name, power and toughness among them. Real cards the
engine reads whole, both faces, drawn by their traits from the card data
(bot.quiz.situations.pools.TRANSFORMING: two creature faces with fixed numbers and Spanish
names, not day/night, no static ability changing its own numbers). The key is the engine's;
the wrong options are its outcome of the misreadings: a new object (neither counters nor
damage), the front face still up, and only one of the two kept.

One shape at every level: the rule does not grow harder with the level, only the numbers.
"""

from __future__ import annotations

import random

from bot.engine.builder import Real, ScenarioBuilder
from bot.quiz.errors import NoQuestion
from bot.quiz.situations.cards import Card, SituationCards
from bot.quiz.situations.engine_runs import engine_answer
from bot.quiz.situations.engine_runs import run as run_engine
from bot.quiz.situations.model import Area, Choice, EngineRun, Situation, WrongOptions, level_rank
from bot.quiz.situations.pools import TRANSFORMING
from bot.quiz.topics import Level

CARDS: tuple[str, ...] = ()  # drawn from the pool, not named
_FACES = " // "


def complete(card: Card, plus: int, cards: SituationCards) -> bool:
    """Whether the engine finishes the card's turning over (reads every line it meets)."""
    front = card.name.split(_FACES)[0]
    scenario = ScenarioBuilder("sba").creatures(Real(card.name, plus=plus))
    scenario = scenario.events(f"transforma {front}")
    return run_engine(EngineRun(scenario, "face", card.name, cards=True), cards).complete


def transform(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    rank = level_rank(level)
    names = list(cards.pool(TRANSFORMING))
    rng.shuffle(names)
    plus = rng.choice((1, 2))
    # A card whose run the engine cannot finish (a line it reads but does not apply on this
    # board) makes no question: the next one of the pool is drawn.
    for name in names:
        card = cards.get(name)
        record = cards.card_named(name)
        if record is not None and len(record.faces) == 2 and complete(card, plus, cards):
            break
    else:
        raise NoQuestion("no transforming card the engine finishes")
    front, back = record.faces
    front_es, back_es = card.name_es.split(_FACES)
    front_pt = (int(front.power or 0), int(front.toughness or 0))
    back_pt = (int(back.power or 0), int(back.toughness or 0))
    # Damage less than either face's toughness with the counters: it survives on both faces.
    damage = rng.randint(1, min(front_pt[1] + plus - 1, back_pt[1] + plus - 1, 3))
    words = ((front.name, f"«{front_es}»"), (back.name, f"«{back_es}»"))

    def run(counters: int, marked: int, turned: bool = True) -> EngineRun:
        scenario = ScenarioBuilder("sba").creatures(Real(card.name, plus=counters, damage=marked))
        if turned:
            scenario = scenario.events(f"transforma {front.name}")
        return EngineRun(scenario=scenario, asks="face", about=f"{front.name}; {back.name}",
                         cards=True, words=words)  # fmt: skip

    engine = run(plus, damage)
    key = engine_answer(engine, cards)
    options = WrongOptions(key)
    add, wrong, misread = options.add, options.wrong, options.misread
    new = run(0, 0)
    add(engine_answer(new, cards), "Es lo que pasaría si al transformarse fuera un objeto nuevo; "
        "sigue siendo el mismo permanente (712.18): conserva sus contadores y el daño que "
        "tenía marcado.", new)  # fmt: skip
    still = run(plus, damage, turned=False)
    add(engine_answer(still, cards), "Es la cara frontal; un permanente transformado tiene solo "
        "las características de su cara trasera (712.8e): su nombre, su fuerza y su "
        "resistencia son los de esa cara, y sobre ellos cuentan los contadores.",
        still)  # fmt: skip
    # The board without the counters (the run places them before it turns) must live too.
    if damage >= min(front_pt[1], back_pt[1]) or rng.random() < 0.5:
        healed = run(plus, 0)
        add(engine_answer(healed, cards), "Transformarse no quita el daño: sigue marcado hasta "
            "el paso de limpieza (514.2), porque es el mismo objeto (712.18).", healed)  # fmt: skip
    else:
        bare = run(0, damage)
        add(engine_answer(bare, cards), "Los contadores no se quitan al transformarse: es el "
            "mismo objeto (712.18) y siguen sobre él, ahora con la cara trasera.",
            bare)  # fmt: skip

    counters = "un contador +1/+1" if plus == 1 else f"{plus} contadores +1/+1"
    setting = (
        f"Controlas {card.shown}, una carta de dos caras que se transforma: su cara frontal, "
        f"«{front_es}», es una criatura {front_pt[0]}/{front_pt[1]}, y su cara trasera, "
        f"«{back_es}», una criatura {back_pt[0]}/{back_pt[1]}. Está en el campo de batalla "
        f"con la cara frontal hacia arriba y {counters}, y en el combate de este turno se le "
        f"hizo {damage} de daño, que sigue marcado. En tu segunda fase principal, un efecto "
        "la transforma."
    )
    ask = "¿Cómo queda ese permanente justo después de transformarse?"
    why = ("Se da la vuelta y tiene solo las características de la cara trasera (712.8e), pero "
           "es el mismo objeto (712.18, 701.27a): conserva los contadores +1/+1, que se suman "
           "a la fuerza y resistencia de esa cara, y el daño marcado.")  # fmt: skip
    return Situation(
        area=Area.COUNTERS,
        setting=setting,
        ask=ask,
        cards=(card,),
        key=Choice(key, why),
        wrong=tuple(wrong.values()),
        rules=("712.18", "712.8e", "701.27a"),
        difficulty=(0.35, 0.4, 0.45)[rank] + (0.05 if plus == 2 else 0.0),
        engine=engine,
        misread=tuple(misread),
    )
