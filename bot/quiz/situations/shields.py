"""Damage prevention shields (615.3, 615.4, 615.7): "prevent the next N damage" waits until it
is used up or the turn ends, works only on damage not dealt yet, and is used up one point at a
time, across several sources. Real cards the engine reads whole: Healing Salve (its second
mode) and Samite Healer's ability as the shield, one-line burn spells cast at you. The key is
the engine's; the wrong options are its outcome with the shield left out, or with the shield
as if it had been there before the damage, and values no reading gives.

Levels by concept: básico, one burn spell and a shield made in response, before it or too
late; intermedio and avanzado, a second burn spell after the first, which finds what is left
of the shield.

A board's set-up is when the shield is made, by which card, and how many spells follow.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bot.engine.builder import Real, ScenarioBuilder
from bot.quiz.situations.cards import Card, SituationCards
from bot.quiz.situations.engine_runs import engine_answer
from bot.quiz.situations.model import Area, Choice, EngineRun, Situation, WrongOptions, level_rank
from bot.quiz.topics import Level

YOU = "Jugador activo"
BURN = {"Shock": 2, "Lightning Bolt": 3, "Lightning Strike": 3, "Searing Spear": 3}


@dataclass(frozen=True)
class Shield:
    name: str
    says: str
    amount: int
    cast: str  # how the engine's events make it: a spell with its mode, or an activation
    told: str  # how a stem says it ("lanzas «X» eligiendo…")
    told_rival: str  # the same made by your rival, on itself


SHIELDS = (
    Shield(
        "Healing Salve",
        "Prevent the next 3 damage that would be dealt to any target this turn",
        3,
        "lanza Healing Salve modo 2: " + YOU,
        "lanzas {card} eligiendo su segundo modo (prevenir los próximos 3 daños), con objetivo tú",
        "tu rival lanza {card} eligiendo su segundo modo (prevenir los próximos 3 daños), con "
        "objetivo él mismo",
    ),
    Shield(
        "Samite Healer",
        "Prevent the next 1 damage that would be dealt to any target this turn",
        1,
        "activa Samite Healer: " + YOU,
        "giras tu {card}, que controlas desde hace varios turnos, para activar su habilidad "
        "con objetivo tú",
        "tu rival gira su {card}, que controla desde hace varios turnos, para activar su "
        "habilidad con objetivo él mismo",
    ),
)
CARDS = (*BURN, *(s.name for s in SHIELDS))
WHEN = ("response", "earlier", "late")


def shields(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    rank = level_rank(level)
    shield = rng.choice(SHIELDS)
    shield_card = cards.get(shield.name, says=shield.says)
    burns = [cards.get(n, says="damage to any target") for n in rng.sample(list(BURN), 2)]
    burns = burns[: 2 if rank >= 1 and rng.random() < 0.6 else 1]
    when = rng.choice(WHEN)
    life = rng.randint(8, 20)
    # Who is shielded (issue 43: another board, the same rule): you, from your rival's burn,
    # or your rival, from yours. The engine's board is the shielded player's (its active
    # player); the text names the players either way.
    yours = rng.random() < 0.5

    def said(life: str) -> str:
        return f"Quedas con {life} vidas." if yours else f"Tu rival queda con {life} vidas."

    on_board = (Real(shield.name),) if shield.name == "Samite Healer" else ()

    def cast(burn: Card) -> str:
        return f"lanza {burn.name} (rival): {YOU}"

    def events(timing: str | None) -> list[str]:
        """The events with the shield made at ``timing`` (None: never made)."""
        first, *rest = [cast(b) for b in burns]
        if timing == "earlier":
            steps = [shield.cast, "resuelve", first, "resuelve"]
        elif timing == "response":
            steps = [first, shield.cast, "resuelve"]
        elif timing == "late":
            steps = [first, "resuelve", shield.cast, "resuelve"]
        else:
            steps = [first, "resuelve"]
        for other in rest:
            steps += [other, "resuelve"]
        return steps

    def run(timing: str | None) -> EngineRun:
        return EngineRun(
            scenario=ScenarioBuilder("sba").life(life).creatures(*on_board).events(*events(timing)),
            asks="life",
            about=YOU,
            cards=True,
        )

    engine = run(when)
    key_life = engine_answer(engine, cards)
    options = WrongOptions(said(key_life))
    add, wrong, misread = options.add, options.wrong, options.misread

    none = run(None)
    add(
        said(engine_answer(none, cards)),
        "Es lo que pasaría sin el escudo; pero el escudo existe desde que se resuelve "
        "y dura hasta que se gasta o termina el turno (615.3).",
        none,
    )
    if when == "late":
        before = run("earlier")
        add(
            said(engine_answer(before, cards)),
            "Es lo que pasaría si el escudo se hubiera creado antes del daño; un efecto de "
            "prevención no puede volver atrás en el tiempo y cambiar un daño ya hecho (615.4).",
            before,
        )
    elif len(burns) > 1:
        total = sum(BURN[b.name] for b in burns)
        each = sum(max(0, BURN[b.name] - shield.amount) for b in burns)
        add(
            said(str(life - each)),
            f"Es lo que pasaría si el escudo previniera {shield.amount} de cada hechizo; pero "
            f"previene los próximos {shield.amount} daños en total y se gasta a medida que "
            "los previene (615.7).",
        )
        add(
            said(str(life - total + shield.amount)),
            "Es la cuenta correcta solo si el escudo quedara entero para el segundo hechizo.",
        )
    if not misread:
        return shields(cards, level, rng)  # the shield changes nothing here: draw again

    made = (shield.told if yours else shield.told_rival).format(card=shield_card.shown)
    first, *rest = burns
    if yours:
        has, turn, burner, at = f"Tienes {life} vidas", "tu", "tu rival lanza", "tú"
    else:
        has, turn, burner, at = f"Tu rival tiene {life} vidas", "su", "lanzas", "tu rival"
    if when == "earlier":
        setting = (
            f"{has}. En {turn} fase principal {made}, y se resuelve. Después, {burner} "
            f"{first.shown} con objetivo {at} y se resuelve."
        )
    elif when == "response":
        setting = (
            f"{has}. En {turn} fase principal, {burner} {first.shown} con objetivo {at}. En "
            f"respuesta, {made}. Los dos jugadores pasan la prioridad cada vez."
        )
    else:
        setting = (
            f"{has}. En {turn} fase principal, {burner} {first.shown} con objetivo {at} y se "
            f"resuelve. Después, {made}, y se resuelve."
        )
    for other in rest:
        setting += (
            f" Más tarde en el mismo turno, {burner} {other.shown} con objetivo {at} y se resuelve."
        )
    amount = shield.amount
    why = {
        "earlier": f"El escudo se creó antes y espera al próximo daño (615.3): previene hasta "
        f"{amount} de los daños que se {'te' if yours else 'le'} fueran a hacer este turno "
        "(615.7).",
        "response": "Lo que crea el escudo está encima en la pila y se resuelve primero "
        f"(405.5): cuando llega el daño, el escudo ya existe y previene hasta {amount} (615.7).",
        "late": "El escudo llega tarde para el primer hechizo: un efecto de prevención no "
        "cambia un daño ya hecho (615.4); solo sirve para el daño que venga después.",
    }[when]
    if rest:
        why += (
            f" El escudo se gasta punto a punto (615.7): lo que sobre de {amount} tras el "
            "primer hechizo previene parte del segundo."
        )
    rules = ["615.7", "615.3", "615.4" if when == "late" else "615.1"]
    if when == "response":
        rules.append("405.5")
    shown: tuple[Card, ...] = (shield_card, *burns)
    return Situation(
        area=Area.REPLACEMENT,
        setting=setting,
        ask="¿Con cuántas vidas quedas?" if yours else "¿Con cuántas vidas queda tu rival?",
        cards=shown,
        key=Choice(said(key_life), why),
        wrong=tuple(wrong.values()),
        rules=tuple(rules),
        difficulty=(0.3, 0.4, 0.45)[rank] + (0.1 if rest else 0.0),
        engine=engine,
        misread=tuple(misread),
    )
