"""Damage that can't be prevented (615.12): after Flaring Pain resolves ("Damage can't be
prevented this turn."), a prevention shield already waiting prevents nothing and is not used
up; cast after the damage, it changes nothing (the damage was already prevented). Real cards
the engine reads whole: Flaring Pain, Healing Salve (its second mode) and Samite Healer as the
shield, one-line burn spells. The key is the engine's; the wrong options are its outcome
without Flaring Pain, or with it cast before the damage when it came after.

Levels by concept: básico, Flaring Pain before the damage; from intermedio, also after it (too
late: prevention already happened).
"""

from __future__ import annotations

import random

from bot.engine.builder import Real, ScenarioBuilder
from bot.quiz.situations.cards import SituationCards
from bot.quiz.situations.engine_runs import engine_answer
from bot.quiz.situations.model import Area, Choice, EngineRun, Situation, WrongOptions, level_rank
from bot.quiz.situations.shields import BURN, SHIELDS, YOU
from bot.quiz.topics import Level

PAIN = "Flaring Pain"
CARDS = (PAIN, *BURN, *(s.name for s in SHIELDS))


def unpreventable(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    rank = level_rank(level)
    shield = rng.choice(SHIELDS)
    shield_card = cards.get(shield.name, says=shield.says)
    pain = cards.get(PAIN, says="Damage can't be prevented this turn.")
    burn = cards.get(rng.choice(list(BURN)), says="damage to any target")
    late = rank >= 1 and rng.random() < 0.4
    life = rng.randint(8, 20)
    yours = rng.random() < 0.5  # who is shielded: you (your rival burns you), or your rival
    on_board = (Real(shield.name),) if shield.name == "Samite Healer" else ()

    def run(when: str | None) -> EngineRun:
        """Flaring Pain cast "before" or "after" the burn spell resolves, or never (None)."""
        steps = [shield.cast, "resuelve"]
        bolt = [f"lanza {burn.name} (rival): {YOU}", "resuelve"]
        flare = [f"lanza {PAIN} (rival)", "resuelve"]
        steps += (flare + bolt) if when == "before" else (bolt + flare) if when else bolt
        scenario = ScenarioBuilder("sba").life(life).creatures(*on_board).events(*steps)
        return EngineRun(scenario=scenario, asks="life", about=YOU, cards=True)

    def said(total: str) -> str:
        return f"Quedas con {total} vidas." if yours else f"Tu rival queda con {total} vidas."

    engine = run("after" if late else "before")
    key = said(engine_answer(engine, cards))
    options = WrongOptions(key)
    add, wrong, misread = options.add, options.wrong, options.misread

    if late:
        before = run("before")
        add(said(engine_answer(before, cards)), f"Es lo que pasaría si {pain.ref} se hubiera "
            "resuelto antes del daño; después ya no cambia un daño que el escudo previno "
            "(615.12 solo mira el daño que se va a hacer).", before)  # fmt: skip
    else:
        none = run(None)
        add(said(engine_answer(none, cards)), f"Es lo que pasaría sin {pain.ref}; pero tras "
            "resolverse, el daño no se puede prevenir y el escudo no previene nada "
            "(615.12).", none)  # fmt: skip
    add(said(str(life)), "Es lo que pasaría si el escudo previniera todo el daño; previene "
        f"como mucho {shield.amount} (615.7), y nada si el daño no se puede prevenir.")  # fmt: skip
    made = (shield.told if yours else shield.told_rival).format(card=shield_card.shown)
    if yours:
        has, turn, caster, at = f"Tienes {life} vidas", "tu", "tu rival lanza", "tú"
    else:
        has, turn, caster, at = f"Tu rival tiene {life} vidas", "su", "lanzas", "tu rival"
    flare_said = f"{caster} {pain.shown}, y se resuelve"
    bolt_said = f"{caster} {burn.shown} con objetivo {at}, y se resuelve"
    first, second = (bolt_said, flare_said) if late else (flare_said, bolt_said)
    setting = (
        f"{has}. En {turn} fase principal {made}, y se resuelve. Después {first}. Después {second}."
    )
    why = (
        f"{pain.ref} se resolvió después del daño: el escudo ya lo había prevenido, y un "
        "efecto no cambia lo que ya pasó (615.12 se aplica al daño que se va a hacer)."
        if late else
        f"Tras resolverse {pain.ref}, el daño no se puede prevenir este turno (615.12): el "
        "escudo no previene nada y el daño se hace entero."
    )  # fmt: skip
    return Situation(
        area=Area.REPLACEMENT,
        setting=setting,
        ask="¿Con cuántas vidas quedas?" if yours else "¿Con cuántas vidas queda tu rival?",
        cards=(shield_card, pain, burn),
        key=Choice(key, why),
        wrong=tuple(wrong.values()),
        rules=("615.12", "615.7"),
        difficulty=(0.35, 0.45, 0.5)[rank] + (0.1 if late else 0.0),
        engine=engine,
        misread=tuple(misread),
    )
