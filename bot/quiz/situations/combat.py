"""Combat with real cards: which creatures die when keyword abilities meet (first strike,
double strike, deathtouch, infect, trample, lifelink). The engine reads every card's text
and decides; each wrong option is the engine's outcome with one creature's abilities
forgotten (a misreading a candidate makes), or a combination no reading gives.

Levels by concept: básico, one creature with an ability blocked by a vanilla creature;
intermedio, abilities on both sides; avanzado, a double block (the attacker divides its
damage, 510.1c) with abilities on every side.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

from bot.quiz.errors import NoQuestion
from bot.quiz.situations.cards import Card, SituationCards
from bot.quiz.situations.engine_runs import engine_answer
from bot.quiz.situations.fates import YOU, Fate, describe
from bot.quiz.situations.model import Area, Choice, EngineRun, Situation, level_rank
from bot.quiz.topics import Level


@dataclass(frozen=True)
class Ability:
    says: str  # what the card's Oracle text says (checked: a card that changed is left out)
    words: str  # the ability as the engine's scenario language and a Spanish stem say it
    rule: str  # what it does in combat, for the explanation
    cites: tuple[str, ...]


FIRST_STRIKE = Ability(
    "First strike", "daña primero",
    "hace su daño de combate en un paso propio, antes que las criaturas sin esa habilidad, "
    "que solo hacen el suyo si siguen en el campo de batalla", ("702.7b", "510.4"),
)  # fmt: skip
DOUBLE_STRIKE = Ability(
    "Double strike", "daña dos veces",
    "hace daño de combate en los dos pasos: el de dañar primero y el normal",
    ("702.4b", "510.4"),
)  # fmt: skip
DEATHTOUCH = Ability(
    "Deathtouch", "toque mortal",
    "cualquier cantidad de daño que hace a una criatura basta para destruirla como acción "
    "basada en estado", ("702.2b", "704.5h"),
)  # fmt: skip
INFECT = Ability(
    "Infect", "infectar",
    "hace su daño a las criaturas en forma de contadores -1/-1, que no se quitan al final "
    "del turno", ("702.90b", "704.5f"),
)  # fmt: skip
TRAMPLE = Ability(
    "Trample", "arrollar",
    "puede asignar el daño que excede el letal al jugador; el que asigna a los bloqueadores "
    "los daña igual", ("702.19b",),
)  # fmt: skip
LIFELINK = Ability(
    "Lifelink", "vínculo vital",
    "su daño hace ganar esa vida a su controlador, sin cambiar cuánto daño hace",
    ("702.15b",),
)  # fmt: skip

# Real creatures whose whole text the engine reads: their abilities in combat.
FIGHTERS: dict[str, tuple[Ability, ...]] = {
    "Youthful Knight": (FIRST_STRIKE,),
    "Elvish Archers": (FIRST_STRIKE,),
    "Knight of Meadowgrain": (FIRST_STRIKE, LIFELINK),
    "Boros Swiftblade": (DOUBLE_STRIKE,),
    "Fencing Ace": (DOUBLE_STRIKE,),
    "Typhoid Rats": (DEATHTOUCH,),
    "Glistener Elf": (INFECT,),
    "Colossal Dreadmaw": (TRAMPLE,),
    "Child of Night": (LIFELINK,),
    "Ajani's Sunstriker": (LIFELINK,),
}
VANILLA = (
    "Grizzly Bears", "Hill Giant", "Savannah Lions", "Goblin Piker", "Centaur Courser",
    "Trained Armodon", "Walking Corpse", "Gray Ogre",
)  # fmt: skip
CARDS = (*FIGHTERS, *VANILLA)
DEFENDER = "Jugador defensor"
ATTACKER = "Jugador atacante"


def _fighter(cards: SituationCards, name: str) -> Card:
    card = cards.creature(name)
    for ability in FIGHTERS.get(name, ()):
        cards.get(name, says=ability.says)
    return card


def _said(card: Card) -> str:
    """«Caballero juvenil» (Youthful Knight), 2/1 con daña primero: what the stem says of a
    creature (its abilities in Spanish; the Oracle block quotes them in English)."""
    abilities = [a.words for a in FIGHTERS.get(card.name, ())]
    with_ = f" con {' y '.join(abilities)}" if abilities else ", sin habilidades"
    return f"{card.shown} ({card.pt}{with_})"


TRIES = 30


def fates(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    """Which of the creatures in one combat die (510.2, 704.5g): the engine reads the cards.
    A board where forgetting every ability changes nothing is drawn again: the abilities
    must decide the question."""
    for _ in range(TRIES):
        sit = _fates(cards, level, rng)
        if sit.misread:
            return sit
    raise NoQuestion("no board where an ability decides")


def _fates(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    rank = level_rank(level)
    keyword = list(FIGHTERS)
    blockers_n = 2 if rank >= 2 else 1
    attacker_name = rng.choice(keyword)
    # An ability on the blocking side too from intermedio (básico: vanilla blockers only).
    pool = [n for n in (keyword if rank >= 1 else VANILLA) if n != attacker_name]
    names = rng.sample(pool, blockers_n)
    attacker = _fighter(cards, attacker_name)
    blockers = [_fighter(cards, n) for n in names]
    you_attack = rng.random() < 0.5
    rival = "tu rival"
    owner = {ATTACKER: YOU if you_attack else rival, DEFENDER: rival if you_attack else YOU}
    everyone = (attacker, *blockers)
    words = tuple((c.name, c.ref) for c in everyone) + tuple(owner.items())
    about = "; ".join(c.name for c in everyone)

    def run(forgotten: Card | None = None) -> EngineRun:
        def said(card: Card) -> str:
            if forgotten is None:
                return card.name
            keep = [] if card is forgotten else [a.words for a in FIGHTERS.get(card.name, ())]
            return " ".join([card.name, card.pt, *keep])

        blocks = "; ".join(said(b) for b in blockers)
        return EngineRun(
            scenario=f'combate atacante:"{said(attacker)}" bloqueadores:"{blocks}"',
            asks="where",
            about=about,
            cards=forgotten is None,
            words=words,
        )

    who = "Atacas" if you_attack else "Tu rival ataca"
    block = "tu rival la bloquea" if you_attack else "la bloqueas"
    if blockers_n == 1:
        blocked = f"{block} con {_said(blockers[0])}"
    else:
        first, second = blockers
        blocked = (
            f"{block} con {_said(first)} y con {_said(second)}. El atacante asigna primero el "
            f"daño letal a {first.ref} y el resto a {second.ref}"
        )
    setting = f"{who} con {_said(attacker)} y {blocked}. Nadie lanza nada."
    engine = run()
    key_text = engine_answer(engine, cards)
    abilities = [(c, a) for c in everyone for a in FIGHTERS.get(c.name, ())]
    rules = ["510.2", "704.5g"]
    for _, ability in abilities:
        rules += [r for r in ability.cites if r not in rules]
    why = " ".join(f"{c.ref} ({a.words}): {a.rule} ({', '.join(a.cites)})." for c, a in abilities)
    key = Choice(
        key_text,
        f"{why} El daño de combate se hace a la vez en cada paso de daño (510.2) y las "
        "criaturas con daño letal se destruyen en la siguiente comprobación de acciones "
        "basadas en estado (704.5g).",
    )
    wrong: dict[str, Choice] = {}
    misread: list[tuple[str, EngineRun]] = []
    for card in everyone:
        ability_words = FIGHTERS.get(card.name, ())
        if not ability_words:
            continue
        forgot = run(card)
        text = engine_answer(forgot, cards)
        if text == key_text or text in wrong:
            continue
        named = " y ".join(a.words for a in ability_words)
        wrong[text] = Choice(
            text,
            f"Es lo que pasaría olvidando la habilidad de {card.ref} ({named}), que "
            + "; y ".join(f"{a.rule} ({', '.join(a.cites)})" for a in ability_words)
            + ".",
        )
        misread.append((text, forgot))
    # The other combinations of who dies, which no single forgotten ability gives.
    for dead in itertools.product((True, False), repeat=len(everyone)):
        text = describe(
            [
                (c.ref, Fate("graveyard", owner[ATTACKER if c is attacker else DEFENDER])
                 if d else Fate("battlefield"))
                for c, d in zip(everyone, dead, strict=True)
            ]
        )  # fmt: skip
        if text != key_text and text not in wrong:
            wrong[text] = Choice(
                text,
                "Ninguna lectura de estas habilidades da este resultado: repasa el daño que "
                "hace cada criatura en cada paso de daño (510.2, 510.4).",
            )
    return Situation(
        area=Area.COMBAT,
        setting=setting,
        ask="¿Qué pasa con las criaturas de este combate?",
        cards=everyone,
        key=key,
        wrong=tuple(wrong.values()),
        rules=tuple(rules),
        difficulty=(0.3, 0.4, 0.5)[rank],
        engine=engine,
        misread=tuple(misread),
    )
