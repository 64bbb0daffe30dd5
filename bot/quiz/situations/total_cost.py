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
from bot.quiz.situations.cards import SituationCards
from bot.quiz.situations.engine_runs import engine_answer
from bot.quiz.situations.model import Area, Choice, EngineRun, Situation, WrongOptions, level_rank
from bot.quiz.topics import Level


@dataclass(frozen=True)
class Change:
    name: str
    says: str
    yours_only: bool  # "spells you cast": its controller's spells only


TAXES = (
    Change("Thalia, Guardian of Thraben", "Noncreature spells cost {1} more", False),
    Change("Glowrider", "Noncreature spells cost {1} more", False),
    Change("Lodestone Golem", "Nonartifact spells cost {1} more", False),
)
REDUCERS = (
    Change("Goblin Electromancer", "Instant and sorcery spells you cast cost {1} less", True),
    Change("Mocking Sprite", "Instant and sorcery spells you cast cost {1} less", True),
    Change("Arcane Melee", "Instant and sorcery spells cost {2} less", False),
    Change("Sapphire Medallion", "Blue spells you cast cost {1} less", True),
    Change("Ruby Medallion", "Red spells you cast cost {1} less", True),
)
GENERIC = ("Divination", "Counsel of the Soratami", "Think Twice", "Inspiration")
SPELLS = (*GENERIC, "Lightning Bolt", "Shock", "Opt", "Giant Growth")
# Affinity for artifacts (702.41a), from intermedio: artifacts with no text the answer hangs
# on, counted if their controller casts the spell.
AFFINITY = ("Frogmite", "Myr Enforcer", "Thoughtcast")
ARTIFACTS = tuple(
    Change(n, "", True) for n in ("Memnite", "Ornithopter", "Phyrexian Walker", "Yotian Soldier")
)
# Delve (702.66a), at avanzado: exiling cards from the graveyard pays part of the total cost
# and never changes it (702.66b); the graveyard holds creatures with no abilities.
DELVE = ("Treasure Cruise", "Dig Through Time")
BURIED = ("Grizzly Bears", "Hill Giant", "Gray Ogre", "Craw Wurm", "Glory Seeker", "Savannah Lions")
_KEYWORD_RULES = {"affinity": ("702.41a",), "delve": ("702.66b",)}
CARDS = (*(c.name for c in (*TAXES, *REDUCERS, *ARTIFACTS)), *SPELLS, *AFFINITY, *DELVE, *BURIED)


def total_cost(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    rank = level_rank(level)
    shapes = ["tax", "less", "both"] + (["affinity"] if rank >= 1 else [])
    shape = rng.choice(shapes + (["delve"] if rank >= 2 else []))
    changes = []
    if shape in ("tax", "both") or (shape == "affinity" and rng.random() < 0.5):
        changes.append(rng.choice(TAXES))
    if shape in ("less", "both") or shape == "delve":
        changes.append(rng.choice((*TAXES, *REDUCERS)))
    buried = rng.sample(BURIED, rng.randint(3, 6)) if shape == "delve" else []
    if shape == "affinity":
        changes += rng.sample(ARTIFACTS, rng.randint(2, 3))
        spell = cards.get(rng.choice(AFFINITY), says="Affinity for artifacts")
    elif shape == "delve":
        spell = cards.get(rng.choice(DELVE), says="Delve")
    else:
        # Below avanzado a reduction always finds generic mana to take off.
        reduced = shape != "tax" and rank < 2
        spell = cards.get(rng.choice([s for s in SPELLS if s in GENERIC or not reduced]))
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
        if buried:
            scenario = scenario.graveyard(*(Real(n) for n in buried))
        return EngineRun(scenario=scenario, asks="cost", about=spell.name, cards=True)

    names = [c.name for c in changes]
    engine = run([n for n in names if n not in theirs], [n for n in names if n in theirs])
    key = engine_answer(engine, cards)
    options = WrongOptions(key)
    add, wrong, misread = options.add, options.wrong, options.misread

    for c in changes:
        ref = shown[c.name].ref
        counted = c in ARTIFACTS
        rest = [n for n in names if n != c.name]
        left = run([n for n in rest if n not in theirs], [n for n in rest if n in theirs])
        add(engine_answer(left, cards), f"Es lo que pasaría sin {ref}; pero "
            + ("afinidad por artefactos cuenta cada artefacto que controlas al determinar el "
               "coste total (702.41a, 601.2f)." if counted else
               "su efecto cambia el coste total de este hechizo (601.2f)."), left)  # fmt: skip
        if c.yours_only and c.name in theirs:
            moved = run([n for n in names if n not in theirs or n == c.name],
                        [n for n in names if n in theirs and n != c.name])  # fmt: skip
            add(engine_answer(moved, cards), f"Es lo que pasaría si controlaras {ref}; pero "
                + ("afinidad solo cuenta los artefactos que controlas (702.41a)." if counted
                   else "solo abarata los hechizos que lanza su controlador."), moved)  # fmt: skip
    printed = spell.mana_value
    add(f"{printed} de maná", "Es el coste de maná impreso; el coste total suma los "
        "aumentos y resta las reducciones (601.2f).")  # fmt: skip
    if buried:
        add(f"{max(int(key.split()[0]) - len(buried), 0)} de maná", "Es lo que pasaría si "
            "delve restara del coste las cartas del cementerio; pero exiliarlas paga parte "
            "del coste total, que no cambia (702.66b).")  # fmt: skip
    if any(c in REDUCERS or c in ARTIFACTS for c in changes):
        add(f"{max(printed - 1, 0)} de maná" if printed > 1 else "0 de maná",
            "Es lo que pasaría si la reducción quitara también maná de color; solo reduce la "
            "parte genérica del coste (118.7a).")  # fmt: skip
    if not misread:
        return total_cost(cards, level, rng)  # no effect changes this cost: draw again
    mine = [shown[n].shown for n in names if n not in theirs]
    rival = [shown[n].shown for n in names if n in theirs]
    told = ([f"controlas {_listed(mine)}"] if mine else []) + (
        [f"tu rival controla {_listed(rival)}"] if rival else [])  # fmt: skip
    setting = "; ".join(told) + "."
    setting = setting[0].upper() + setting[1:]
    if buried:
        setting += f" Tienes {len(buried)} cartas de criatura en tu cementerio."
    setting += f" En tu fase principal quieres lanzar {spell.shown} desde tu mano."
    ask = f"¿Cuánto maná en total cuesta lanzar {spell.ref}?"
    why = (
        f"El coste total parte del coste de maná ({spell.mana_cost}), suma los aumentos y resta "
        "las reducciones, que solo quitan maná genérico (601.2f, 118.7a); una reducción "
        "«que lanzas» solo abarata los hechizos de su controlador."
    )
    if buried:
        why += (
            " Delve no cambia el coste total: cada carta exiliada del cementerio paga {1} de "
            "él (702.66a, 702.66b)."
        )
    if shape == "affinity":
        why += (
            f" {spell.ref} cuesta {{1}} menos por cada artefacto que controlas (afinidad, 702.41a)."
        )
    return Situation(
        area=Area.COSTS,
        setting=setting,
        ask=ask,
        cards=(*shown.values(), spell),
        key=Choice(key, why),
        wrong=tuple(wrong.values()),
        rules=("601.2f", "118.7a", *_KEYWORD_RULES.get(shape, ())),
        difficulty=(0.3, 0.4, 0.5)[rank],
        engine=engine,
        misread=tuple(misread),
    )


def _listed(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " y " + names[-1]
