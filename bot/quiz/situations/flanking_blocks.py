"""Flanking (702.25a): "Whenever this creature becomes blocked by a creature without flanking,
the blocking creature gets -1/-1 until end of turn." The trigger resolves before combat damage,
so the blocker fights smaller, and may die before damage if its toughness was 1; a blocker
with flanking itself triggers nothing. Real cards the engine reads whole: Benalish Cavalry and
Suq'Ata Lancer attacking, creatures with no abilities blocking. The key is the engine's; the
wrong options are its outcome without flanking and with the blocker's own flanking ignored.

Levels by concept: básico and intermedio, a blocker without flanking; avanzado, also a
blocker that has flanking (no trigger).
"""

from __future__ import annotations

import random

from bot.engine.builder import MadeUp, Real, ScenarioBuilder
from bot.quiz.situations.cards import Card, SituationCards
from bot.quiz.situations.engine_runs import engine_answer
from bot.quiz.situations.model import Area, Choice, EngineRun, Situation, WrongOptions, level_rank
from bot.quiz.situations.pools import VANILLA
from bot.quiz.topics import Level

FLANKERS = ("Benalish Cavalry", "Suq'Ata Lancer")
CARDS = FLANKERS
_SAID = {"0": "Ninguno va al cementerio.", "1": "Uno va al cementerio.",
         "2": "Los dos van al cementerio."}  # fmt: skip


def flanking(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    rank = level_rank(level)
    attacker = cards.get(rng.choice(FLANKERS), says="Flanking")
    both = rank >= 2 and rng.random() < 0.15  # few boards: drawn often, they came back
    if both:
        blocker = cards.get(next(f for f in FLANKERS if f != attacker.name), says="Flanking")
    else:
        # Any creature of the data with no rules text (over two hundred): a few would come
        # back as the same board within a few hundred questions (issue 43).
        blocker = cards.creature(rng.choice(cards.pool(VANILLA)))

    # A +1/+1 counter already on either creature (another board, the same rule).
    plus = {c.name: int(rng.random() < 0.5) for c in (attacker, blocker)}

    def plain(card: Card) -> MadeUp:  # the same creature without its abilities
        return MadeUp(card.name, card.power, card.toughness, plus=plus[card.name])

    def real(card: Card) -> Real:
        return Real(card.name, plus=plus[card.name])

    def run(attacking: Real | MadeUp, blocking: Real | MadeUp) -> EngineRun:
        scenario = ScenarioBuilder("combat").attack(attacking, [blocking])
        return EngineRun(scenario=scenario, asks="deaths", about=attacker.name,
                         cards=True)  # fmt: skip

    engine = run(real(attacker), real(blocker))
    key = _SAID[engine_answer(engine, cards)]
    options = WrongOptions(key)
    add, wrong, misread = options.add, options.wrong, options.misread

    if both:
        ignored = run(real(attacker), plain(blocker))
        add(_SAID[engine_answer(ignored, cards)], f"Es lo que pasaría si {blocker.ref} no "
            "tuviera flanquear; flanquear solo se dispara al ser bloqueada por una criatura "
            "sin flanquear (702.25a).", ignored)  # fmt: skip
    bare = run(plain(attacker), real(blocker))
    add(_SAID[engine_answer(bare, cards)], f"Es lo que pasaría sin flanquear; pero "
        f"{attacker.ref} se dispara al ser bloqueada y el bloqueador recibe -1/-1 antes del "
        "daño de combate (702.25a).", bare)  # fmt: skip
    if not misread:
        return flanking(cards, level, rng)  # flanking changes nothing on this board: again
    for text in _SAID.values():
        add(text, "No es lo que pasa: el bloqueador recibe -1/-1 por flanquear cuando se "
            "resuelve el disparo, antes del daño, y cada criatura hace daño igual a su fuerza "
            "(510.1).")  # fmt: skip

    def told(card: Card) -> str:
        return card.shown + (", que tiene un contador +1/+1" if plus[card.name] else "")

    if rng.random() < 0.5:  # who attacks: the same combat told from either side
        setting = f"Atacas con {told(attacker)}. Tu rival la bloquea con {told(blocker)}."
    else:
        setting = f"Tu rival ataca con {told(attacker)}. La bloqueas con {told(blocker)}."
    setting += " Nadie lanza hechizos ni activa habilidades."
    if both:
        why = (
            "Flanquear solo se dispara si la criatura que bloquea no tiene flanquear "
            f"(702.25a), y {blocker.ref} lo tiene: las dos se pegan con su fuerza y "
            "resistencia impresas."
        )
    else:
        why = (
            f"Al ser bloqueada, flanquear de {attacker.ref} se dispara y se resuelve antes del "
            f"daño: {blocker.ref} recibe -1/-1 hasta el final del turno (702.25a), y después "
            "cada criatura hace daño igual a su fuerza (510.1)."
        )
    return Situation(
        area=Area.COMBAT,
        setting=setting,
        ask="¿Cuántas de las dos criaturas van al cementerio?",
        cards=(attacker, blocker),
        key=Choice(key, why),
        wrong=tuple(wrong.values()),
        rules=("702.25a", "510.1c", "704.5g"),
        difficulty=(0.3, 0.35, 0.45)[rank] + (0.1 if both else 0.0),
        engine=engine,
        misread=tuple(misread),
    )
