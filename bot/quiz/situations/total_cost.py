"""The total cost of a spell (601.2f): increases are added, reductions taken off its generic
mana only (118.7a), each applying to the spells its text names ("Noncreature spells", "spells
you cast"). Real cards the engine reads whole: permanents that make spells cost more or less,
and the spells cast. The key is the engine's; the wrong options are its outcome with an effect
left out or put under the other player, and a reduction taken off coloured mana.

Levels by concept: básico, one effect that makes it cost more or less; intermedio, one of
each; avanzado, also a reduction that finds no generic mana to take off.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bot.engine.builder import Real, ScenarioBuilder
from bot.quiz.situations.cards import Card, SituationCards
from bot.quiz.situations.engine_runs import engine_answer
from bot.quiz.situations.model import Area, Choice, EngineRun, Situation, level_rank
from bot.quiz.topics import Level


@dataclass(frozen=True)
class Change:
    name: str
    says: str
    yours_only: bool  # "spells you cast": its controller's spells only


TAXES = (
    Change("Thalia, Guardian of Thraben", "Noncreature spells cost {1} more", False),
    Change("Glowrider", "Noncreature spells cost {1} more", False),
)
REDUCERS = (
    Change("Goblin Electromancer", "Instant and sorcery spells you cast cost {1} less", True),
    Change("Mocking Sprite", "Instant and sorcery spells you cast cost {1} less", True),
    Change("Arcane Melee", "Instant and sorcery spells cost {2} less", False),
)
GENERIC = ("Divination", "Counsel of the Soratami", "Think Twice", "Inspiration")
SPELLS = (*GENERIC, "Lightning Bolt", "Shock", "Opt", "Giant Growth")
CARDS = (*(c.name for c in (*TAXES, *REDUCERS)), *SPELLS)


def total_cost(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    rank = level_rank(level)
    shape = rng.choice(["tax", "less"] + (["both"] if rank >= 1 else []))
    changes = []
    if shape in ("tax", "both"):
        changes.append(rng.choice(TAXES))
    if shape in ("less", "both"):
        changes.append(rng.choice(REDUCERS))
    # Below avanzado a reduction always finds generic mana to take off.
    reduced = shape != "tax" and rank < 2
    spells = [s for s in SPELLS if s in GENERIC or not reduced]
    spell = cards.get(rng.choice(spells))
    # Whose each permanent is: yours or your rival's (a reduction "you cast" is its
    # controller's only).
    theirs = {c.name for c in changes if rng.random() < 0.5}
    shown = {c.name: cards.get(c.name, says=c.says) for c in changes}

    def run(mine: list[str], rival: list[str]) -> EngineRun:
        scenario = ScenarioBuilder("timing").cast_now(spell.name)
        if mine:
            scenario = scenario.permanents(*(Real(n) for n in mine))
        if rival:
            scenario = scenario.permanents(*(Real(n) for n in rival), rival=True)
        return EngineRun(scenario=scenario, asks="cost", about=spell.name, cards=True)

    names = [c.name for c in changes]
    engine = run([n for n in names if n not in theirs], [n for n in names if n in theirs])
    key = engine_answer(engine, cards)
    wrong: dict[str, Choice] = {}
    misread: list[tuple[str, EngineRun]] = []

    def add(text: str, why: str, by: EngineRun | None = None) -> None:
        if text != key and text not in wrong:
            wrong[text] = Choice(text, why)
            if by is not None:
                misread.append((text, by))

    for c in changes:
        rest = [n for n in names if n != c.name]
        left = run([n for n in rest if n not in theirs], [n for n in rest if n in theirs])
        add(engine_answer(left, cards), f"Es lo que pasaría sin {shown[c.name].ref}; pero su "
            "efecto cambia el coste total de este hechizo (601.2f).", left)  # fmt: skip
        if c.yours_only and c.name in theirs:
            moved = run([n for n in names if n not in theirs or n == c.name],
                        [n for n in names if n in theirs and n != c.name])  # fmt: skip
            add(engine_answer(moved, cards), f"Es lo que pasaría si {shown[c.name].ref} fuera "
                "tuyo; pero solo abarata los hechizos que lanza su controlador.", moved)  # fmt: skip
    printed = spell.mana_value
    add(f"{printed} de maná", "Es el coste de maná impreso; el coste total suma los "
        "aumentos y resta las reducciones (601.2f).")  # fmt: skip
    if any(c in REDUCERS for c in changes):
        add(f"{max(printed - 1, 0)} de maná" if printed > 1 else "0 de maná",
            "Es lo que pasaría si la reducción quitara también maná de color; solo reduce la "
            "parte genérica del coste (118.7a).")  # fmt: skip
    if not misread:
        return total_cost(cards, level, rng)  # no effect changes this cost: draw again
    told = []
    for c in changes:
        card = shown[c.name]
        told.append(f"tu rival controla {card.shown}" if c.name in theirs
                    else f"controlas {card.shown}")  # fmt: skip
    setting = "; ".join(told) + "."
    setting = setting[0].upper() + setting[1:]
    setting += f" En tu fase principal quieres lanzar {spell.shown} desde tu mano."
    ask = f"¿Cuánto maná en total cuesta lanzar {spell.ref}?"
    why = (
        f"El coste total parte del coste de maná ({spell.mana_cost}), suma los aumentos y resta "
        "las reducciones, que solo quitan maná genérico (601.2f, 118.7a); una reducción "
        "«que lanzas» solo abarata los hechizos de su controlador."
    )
    return Situation(
        area=Area.COSTS,
        setting=setting,
        ask=ask,
        cards=(*shown.values(), spell),
        key=Choice(key, why),
        wrong=tuple(wrong.values()),
        rules=("601.2f", "118.7a"),
        difficulty=(0.3, 0.4, 0.5)[rank],
        engine=engine,
        misread=tuple(misread),
    )
