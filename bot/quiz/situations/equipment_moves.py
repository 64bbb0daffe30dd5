"""Equipment (702.6a): "Equip [cost]" attaches it to target creature you control, as a
sorcery; its bonus applies to whichever creature it is attached to now, so moving it to
another creature takes the bonus away from the first (701.3a: attached to one object at a
time). Real cards the engine reads whole: Bonesplitter, Short Sword, Leonin Scimitar and
Vulshok Morningstar, creatures with no abilities. The key is the engine's; the wrong options
are its outcome without the equip, or with the first equip only (the bonus left behind).

Levels by concept: básico, one equip; from intermedio, the Equipment moved to another
creature.
"""

from __future__ import annotations

import random

from bot.engine.builder import Real, ScenarioBuilder
from bot.quiz.situations.cards import SituationCards
from bot.quiz.situations.effects import PLAIN_CREATURES
from bot.quiz.situations.engine_runs import engine_answer
from bot.quiz.situations.model import Area, Choice, EngineRun, Situation, WrongOptions, level_rank
from bot.quiz.topics import Level

EQUIPMENT = ("Bonesplitter", "Short Sword", "Leonin Scimitar", "Vulshok Morningstar")
CARDS = EQUIPMENT


def equipment(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    rank = level_rank(level)
    gear = cards.get(rng.choice(EQUIPMENT), says="Equip")
    first, second = (cards.creature(n) for n in rng.sample(PLAIN_CREATURES, 2))
    moved = rank >= 1 and rng.random() < 0.6

    def run(*targets: str) -> EngineRun:
        events = [e for t in targets for e in (f"activa {gear.name}: {t}", "resuelve")]
        scenario = (
            ScenarioBuilder("sba").creatures(Real(first.name), Real(second.name))
            .permanents(Real(gear.name)).events(*events)
        )  # fmt: skip
        return EngineRun(scenario=scenario, asks="pt", about=first.name, cards=True)

    engine = run(first.name, second.name) if moved else run(first.name)
    key = engine_answer(engine, cards)
    options = WrongOptions(key)
    add, wrong, misread = options.add, options.wrong, options.misread

    if moved:
        kept = run(first.name)
        add(engine_answer(kept, cards), f"Es lo que pasaría si {gear.ref} siguiera "
            f"anexado a {first.ref}; al equipar {second.ref} se mueve, y su bonificación "
            "solo se aplica a la criatura a la que está anexado ahora (702.6a, 701.3a).",
            kept)  # fmt: skip
    else:
        bare = run()
        add(engine_answer(bare, cards), f"Es la fuerza y resistencia impresa; equipada, "
            f"la criatura recibe la bonificación de {gear.ref} (702.6a).", bare)  # fmt: skip
    setting = (
        f"Controlas {first.shown}, {second.shown} y {gear.shown}, que no está anexado a "
        f"nada. En tu fase principal activas su habilidad de equipar con objetivo "
        f"{first.ref}, y se resuelve."
    )
    if moved:
        setting += (
            f" Después, en la misma fase, vuelves a activarla con objetivo {second.ref}, y se "
            "resuelve."
        )
    why = (
        f"Un Equipo está anexado a una sola criatura a la vez: al equipar {second.ref}, "
        f"{gear.ref} deja {first.ref}, que vuelve a su fuerza y resistencia impresa "
        "(702.6a, 701.3a)."
        if moved else
        f"Equipar anexa {gear.ref} a {first.ref}, que recibe su bonificación mientras siga "
        "anexado (702.6a)."
    )  # fmt: skip
    return Situation(
        area=Area.LAYERS,
        setting=setting,
        ask=f"¿Qué fuerza y resistencia tiene {first.ref} al final?",
        cards=(first, second, gear),
        key=Choice(key, why),
        wrong=tuple(wrong.values()),
        rules=("702.6a", "701.3a"),
        difficulty=(0.25, 0.35, 0.4)[rank] + (0.1 if moved else 0.0),
        engine=engine,
        misread=tuple(misread),
    )
