"""Costs: a creature sacrificed as an additional cost leaves as the spell is cast (601.2h),
the spell reads its last known power (608.2h), and a cost paid is not given back when the
spell is countered (701.6a). The engine decides each board from the real cards it reads."""

from __future__ import annotations

import random

from bot.engine.builder import Real, ScenarioBuilder, Spell
from bot.quiz.situations.cards import SituationCards
from bot.quiz.situations.effects import PLAIN_CREATURES
from bot.quiz.situations.model import Area, Choice, EngineRun, Situation, level_rank
from bot.quiz.topics import Level

RIVAL = "Jugador no activo"
YOU = "Jugador activo"
COUNTERS = ("Counterspell", "Negate")


def _lives(n: int) -> str:
    return f"Tu rival queda con {n} {'vida' if n == 1 else 'vidas'}."


def last_known_power(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    """Fling's damage is the sacrificed creature's power as it last was on the battlefield."""
    fling = cards.get("Fling", says="As an additional cost to cast this spell, sacrifice")
    growth = cards.get("Giant Growth", says="+3/+3 until end of turn")
    creature = cards.creature(rng.choice(PLAIN_CREATURES))
    p = creature.power or 0
    counters = rng.randint(1, 2) if level_rank(level) > 0 and rng.random() < 0.6 else 0
    life = rng.randint(p + counters + 4, 20)
    has = (
        f", que tiene {counters} {'contador' if counters == 1 else 'contadores'} +1/+1,"
        if counters
        else ""
    )
    # Who flings (issue 43: another board, the same rule): you, at your rival, or your rival,
    # at you; the engine's target is the other player.
    you_fling = rng.random() < 0.5
    if you_fling:
        setting = (
            f"Lanzas {growth.shown} sobre tu {creature.shown}{has} y se resuelve. Después "
            f"lanzas {fling.shown} sacrificando {creature.ref} como coste adicional, con "
            f"objetivo tu rival, que tiene {life} vidas. Tu rival no responde."
        )
    else:
        setting = (
            f"Tu rival lanza {growth.shown} sobre su {creature.shown}{has} y se resuelve. "
            f"Después lanza {fling.shown} sacrificando {creature.ref} como coste adicional, y "
            f"te elige como objetivo a ti, que tienes {life} vidas. No respondes."
        )
    hit = RIVAL if you_fling else YOU

    def run(pumped: bool = True, with_counters: bool = True) -> EngineRun:
        plus = counters if with_counters else 0
        board = (
            ScenarioBuilder("triggers")
            .creatures(Real(creature.name, plus=plus), rival=not you_fling)
            .life(life, rival=you_fling)
        )
        cast = Spell(fling.name, targets=(creature.name, hit), rival=not you_fling)
        pump = Spell(growth.name, targets=(creature.name,), rival=not you_fling)
        return EngineRun(
            scenario=board.spells(pump).events(cast) if pumped else board.spells(cast),
            asks="life",
            about=hit,
            cards=True,
        )

    def lives(n: int) -> str:
        return _lives(n) if you_fling else f"Quedas con {n} {'vida' if n == 1 else 'vidas'}."

    power = p + 3 + counters
    key = Choice(
        lives(life - power),
        "El coste adicional se paga al lanzar el hechizo (601.2h): cuando Arrojar se resuelve "
        "la criatura ya está en el cementerio, y el hechizo usa su fuerza tal como era la "
        f"última vez que estuvo en el campo de batalla (608.2h): {power}, con el +3/+3"
        + (" y los contadores." if counters else "."),
    )
    printed = Choice(
        lives(life - p),
        "Usa la fuerza impresa. Arrojar lee la fuerza que tenía la criatura al sacrificarla "
        "(608.2h), con el +3/+3" + (" y los contadores." if counters else "."),
    )
    wrong = [
        printed,
        Choice(
            lives(life),
            "Supone que la criatura, ya en el cementerio, no tiene fuerza que leer. El hechizo "
            "usa su última información conocida en el campo de batalla (608.2h).",
        ),
    ]
    misread = [(printed.text, run(pumped=False, with_counters=False))]
    if counters:
        no_counters = Choice(
            lives(life - p - 3),
            "Olvida los contadores +1/+1: estaban en la criatura al sacrificarla y cuentan en "
            "su última información conocida (608.2h).",
        )
        wrong.append(no_counters)
        misread.append((no_counters.text, run(with_counters=False)))
    return Situation(
        area=Area.COSTS,
        setting=setting,
        ask="¿Con cuántas vidas queda tu rival?" if you_fling else "¿Con cuántas vidas quedas?",
        cards=(creature, growth, fling),
        key=key,
        wrong=tuple(wrong),
        rules=("608.2h", "601.2h"),
        difficulty=0.4 if counters else 0.35,
        engine=run(),
        misread=tuple(misread),
    )


def paid_cost(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    """A spell countered does nothing, and the creature sacrificed to cast it stays in the
    graveyard: costs paid are not given back (601.2h, 701.6a)."""
    fling = cards.get("Fling", says="As an additional cost to cast this spell, sacrifice")
    counter = cards.get(rng.choice(COUNTERS), says="Counter target")
    creature = cards.creature(rng.choice(PLAIN_CREATURES))
    p = creature.power or 0
    life = rng.randint(p + 3, 20)
    # Who flings and who counters (issue 43: another board, the same rule). The engine's
    # board is the flinger's (its active player); the text names the players either way.
    you_fling = rng.random() < 0.5
    if you_fling:
        setting = (
            f"Lanzas {fling.shown} sacrificando tu {creature.shown} como coste adicional, con "
            f"objetivo tu rival, que tiene {life} vidas. En respuesta, tu rival lanza "
            f"{counter.shown} sobre {fling.ref}."
        )
        hit_stays, hit_falls = f"tu rival sigue con {life} vidas", "tu rival queda con"
        ask = f"¿Qué pasa con tu {creature.ref} y con las vidas de tu rival?"
    else:
        setting = (
            f"Tu rival lanza {fling.shown} sacrificando su {creature.shown} como coste "
            f"adicional, y te elige como objetivo a ti, que tienes {life} vidas. En "
            f"respuesta, lanzas {counter.shown} sobre {fling.ref}."
        )
        hit_stays, hit_falls = f"sigues con {life} vidas", "quedas con"
        ask = f"¿Qué pasa con la criatura {creature.ref} de tu rival y con tus vidas?"

    def run(spell: str, cast: Spell) -> EngineRun:
        return EngineRun(
            scenario=ScenarioBuilder("triggers")
            .creatures(Real(creature.name))
            .life(life, rival=True)
            .spells(cast, Spell(counter.name, rival=True, says=f"contrarresta {spell}")),
            asks="fate",
            about=creature.name,
            cards=True,
        )

    engine = run(fling.name, Spell(fling.name, targets=(creature.name, RIVAL)))
    key = Choice(
        f"Muere: se sacrificó al lanzar {fling.ref}, y {hit_stays}.",
        "Sacrificarla es un coste: se paga al lanzar el hechizo (601.2h), antes de que nadie "
        f"pueda responder. {fling.ref} contrarrestado sale de la pila sin hacer nada (701.6a), "
        "y lo pagado no se devuelve.",
    )
    returned = Choice(
        f"Sobrevive: al contrarrestar {fling.ref}, la criatura se queda en el campo de batalla.",
        "Trata el sacrificio como parte del efecto, que no llega a ocurrir. Es un coste "
        "adicional: se paga al lanzar (601.2h) y no se devuelve al contrarrestar el hechizo "
        "(701.6a).",
    )
    wrong = [
        returned,
        Choice(
            f"Muere, y {hit_falls} {life - p} vidas: el daño se hace igualmente.",
            "Un hechizo contrarrestado no se resuelve: ninguno de sus efectos ocurre (701.6a), "
            "así que no hace daño.",
        ),
        Choice(
            f"Sobrevive: {counter.ref} no puede contrarrestar un hechizo cuyo coste ya se pagó.",
            "Cualquier hechizo en la pila puede ser objetivo de un contrahechizo (701.6a); "
            "pagar el coste no lo protege.",
        ),
    ]
    # The misreading: the sacrifice read as part of the effect, which a counter stops.
    effect = Spell("Arrojo", says=f"sacrifica {creature.name}. {p} daños a {RIVAL}")
    misread = ((returned.text, run("Arrojo", effect)),)
    return Situation(
        area=Area.COSTS,
        setting=setting,
        ask=ask,
        cards=(creature, fling, counter),
        key=key,
        wrong=tuple(wrong),
        rules=("601.2h", "701.6a"),
        difficulty=0.3 if level_rank(level) == 0 else 0.35,
        engine=engine,
        misread=misread,
    )
