"""Combat with real cards: which creatures die when keyword abilities meet (first strike,
double strike, deathtouch, infect, trample, lifelink). The engine reads every card's text
and decides; each wrong option is the engine's outcome with one creature's abilities
forgotten (a misreading a candidate makes), or a combination no reading gives.

Levels by concept: básico, one creature with a simple ability (first strike, double strike,
deathtouch, trample, lifelink, indestructible) against one without abilities, on either side,
perhaps with a +1/+1 counter; intermedio, abilities on both sides, with the state-based actions
of counters (wither, infect, persist, undying; a +1/+1 or -1/-1 counter already on one
creature, 704.5q); avanzado, a double block (the attacker divides its damage, 510.1c) with
abilities on every side, protection among them (damage prevented, 702.16e).

A board's set-up (what a trainer counts as one situation: names and numbers aside) is its
abilities on each side, who attacks and the counters already there, so each level holds many.
"""

from __future__ import annotations

import itertools
import random
import re
from dataclasses import dataclass

from bot.engine.builder import MadeUp, Real, ScenarioBuilder
from bot.quiz.errors import NoQuestion
from bot.quiz.situations.cards import Card, SituationCards
from bot.quiz.situations.engine_runs import engine_answer
from bot.quiz.situations.fates import YOU, Fate, describe
from bot.quiz.situations.model import Area, Choice, EngineRun, Situation, level_rank
from bot.quiz.topics import Level
from index.vocabulary.game import of_kind


@dataclass(frozen=True)
class Ability:
    says: str  # what the card's Oracle text says (checked: a card that changed is left out)
    rule: str  # what it does in combat, for the explanation
    cites: tuple[str, ...]

    @property
    def words(self) -> str:
        """The ability as the engine's scenario language and a Spanish stem say it: its
        Spanish name in the one game vocabulary (index/data/vocabulary/game-words.tsv)."""
        said = self.says.lower()
        quality = said.removeprefix("protection from ")
        if quality != said:  # the scenario language's "protección contra blanco"
            return f"protección contra {_SPANISH[quality]}"
        return _SPANISH[said]


_SPANISH = {w.en.lower(): w.es for kind in ("keyword", "color") for w in of_kind(kind)}


FIRST_STRIKE = Ability(
    "First strike",
    "hace su daño de combate en un paso propio, antes que las criaturas sin esa habilidad, "
    "que solo hacen el suyo si siguen en el campo de batalla",
    ("702.7b", "510.4"),
)
DOUBLE_STRIKE = Ability(
    "Double strike",
    "hace daño de combate en los dos pasos: el de dañar primero y el normal",
    ("702.4b", "510.4"),
)
DEATHTOUCH = Ability(
    "Deathtouch",
    "cualquier cantidad de daño que hace a una criatura basta para destruirla como acción "
    "basada en estado",
    ("702.2b", "704.5h"),
)
INFECT = Ability(
    "Infect",
    "hace su daño a las criaturas en forma de contadores -1/-1, que no se quitan al final "
    "del turno",
    ("702.90c", "704.5f"),
)
TRAMPLE = Ability(
    "Trample",
    "puede asignar el daño que excede el letal al jugador; el que asigna a los bloqueadores "
    "los daña igual",
    ("702.19b",),
)
LIFELINK = Ability(
    "Lifelink",
    "su daño hace ganar esa vida a su controlador, sin cambiar cuánto daño hace",
    ("702.15b",),
)

INDESTRUCTIBLE = Ability(
    "Indestructible",
    "el daño letal no la destruye (la acción basada en estado destruye, y lo indestructible "
    "no se destruye); solo una resistencia 0 o menos la saca del campo de batalla",
    ("702.12b", "704.5g"),
)
WITHER = Ability(
    "Wither",
    "hace su daño a las criaturas en forma de contadores -1/-1, que bajan su resistencia "
    "y no se quitan al final del turno",
    ("702.80a", "704.5f"),
)
PERSIST = Ability(
    "Persist",
    "cuando muere sin contadores -1/-1 vuelve al campo de batalla con un contador -1/-1; "
    "si ya tenía uno, no vuelve",
    ("702.79a", "603.10a"),
)
UNDYING = Ability(
    "Undying",
    "cuando muere sin contadores +1/+1 vuelve al campo de batalla con un contador +1/+1; "
    "si ya tenía uno, no vuelve",
    ("702.93a", "603.10a"),
)
PRO_WHITE = Ability(
    "Protection from white",
    "se previene todo el daño que le harían las fuentes blancas (y no puede ser bloqueada "
    "por criaturas blancas)",
    ("702.16e", "702.16f"),
)

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
    "Darksteel Sentinel": (INDESTRUCTIBLE,),
    "Darksteel Myr": (INDESTRUCTIBLE,),
    "Boggart Ram-Gang": (WITHER,),
    "Wildslayer Elves": (WITHER,),
    "Sickle Ripper": (WITHER,),
    "Safehold Elite": (PERSIST,),
    "Gravelgill Axeshark": (PERSIST,),
    "Young Wolf": (UNDYING,),
    "Strangleroot Geist": (UNDYING,),
    "Black Knight": (FIRST_STRIKE, PRO_WHITE),
    "Goblin Outlander": (PRO_WHITE,),
}
# By concept: básico's simple abilities; intermedio adds the counters' state-based actions;
# avanzado adds protection (only on the blocking side: a white blocker could not block it).
SIMPLE = (FIRST_STRIKE, DOUBLE_STRIKE, DEATHTOUCH, TRAMPLE, LIFELINK, INDESTRUCTIBLE)
COUNTERS_ABILITIES = (*SIMPLE, INFECT, WITHER, PERSIST, UNDYING)
BLOCKING_ONLY = (PRO_WHITE,)


def fighters_at(rank: int, blocking: bool) -> list[str]:
    """The creatures with abilities a level draws, on one side."""
    allowed = (SIMPLE, COUNTERS_ABILITIES, (*COUNTERS_ABILITIES, *BLOCKING_ONLY))[rank]
    return [
        name
        for name, abilities in FIGHTERS.items()
        if all(a in allowed for a in abilities)
        and (blocking or not any(a in BLOCKING_ONLY for a in abilities))
    ]


# Not Goblin Piker: the bundled data has no text for it, but the printed card "can't block"
# (a board where it blocks would be wrong for anyone who knows the card).
VANILLA = (
    "Grizzly Bears", "Hill Giant", "Savannah Lions", "Centaur Courser",
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


# The colours a card's mana cost gives it (202.2), as the scenario language says them: a
# forgotten card is run without its text, and a protection must still see its colour.
_COLOURS = {"W": "blanca", "U": "azul", "B": "negra", "R": "roja", "G": "verde"}
_SYMBOL = re.compile(r"\{([^}]+)\}")
# Counters already on one creature before the combat: (scenario words, Spanish words).
PLUS = ("contadores:+1/+1", "un contador +1/+1")
MINUS = ("contadores:-1/-1", "un contador -1/-1")


def colours(card: Card) -> list[str]:
    found = {c for symbol in _SYMBOL.findall(card.mana_cost) for c in symbol if c in _COLOURS}
    return [_COLOURS[c] for c in _COLOURS if c in found]


def _said(card: Card, counter: tuple[str, str] | None = None) -> str:
    """«Caballero juvenil» (Youthful Knight), 2/1 con daña primero: what the stem says of a
    creature (its abilities in Spanish; the Oracle block quotes them in English), and the
    counter already on it."""
    abilities = [a.words for a in FIGHTERS.get(card.name, ())]
    with_ = f" con {' y '.join(abilities)}" if abilities else ", sin habilidades"
    on = f"; tiene {counter[1]}" if counter else ""
    return f"{card.shown} ({card.pt}{with_}{on})"


TRIES = 30


def fates(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    """Which of the creatures in one combat die (510.2, 704.5g): the engine reads the cards.
    A board where forgetting every ability changes nothing is drawn again: the abilities
    must decide the question."""
    return _drawn(cards, level, rng, Area.COMBAT, ())


# Abilities whose combat is a question of counters and the state-based actions they bring
# (704.5f, 704.5q), and of protection or indestructible (damage prevented, not destroyed).
COUNTER_CONCEPT = (INFECT, WITHER, PERSIST, UNDYING)
PROTECTION_CONCEPT = (PRO_WHITE, INDESTRUCTIBLE)


def counters(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    """A combat decided by counters (intermedio and up): an ability that deals or answers
    them on one side, and a +1/+1 or -1/-1 counter already on one creature."""
    return _drawn(cards, level, rng, Area.COUNTERS, COUNTER_CONCEPT)


def protection(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    """A double block (avanzado) with a blocker that has protection or is indestructible."""
    return _drawn(cards, level, rng, Area.PROTECTION, PROTECTION_CONCEPT)


def _drawn(
    cards: SituationCards,
    level: Level,
    rng: random.Random,
    area: Area,
    concept: tuple[Ability, ...],
) -> Situation:
    for _ in range(TRIES):
        sit = _fates(cards, level, rng, area, concept)
        has = {a for c in sit.cards for a in FIGHTERS.get(c.name, ())}
        if sit.misread and (not concept or has & set(concept)):
            return sit
    raise NoQuestion("no board where an ability decides")


def _fates(
    cards: SituationCards,
    level: Level,
    rng: random.Random,
    area: Area,
    concept: tuple[Ability, ...],
) -> Situation:
    rank = level_rank(level)
    blockers_n = 2 if rank >= 2 else 1
    if rank == 0:  # one creature with a simple ability, on either side, against a vanilla one
        if rng.random() < 0.5:
            attacker_name, names = rng.choice(fighters_at(0, False)), [rng.choice(VANILLA)]
        else:
            attacker_name, names = rng.choice(VANILLA), [rng.choice(fighters_at(0, True))]
    else:
        attacker_name = rng.choice(fighters_at(rank, False))
        pool = [n for n in fighters_at(rank, True) if n != attacker_name]
        names = rng.sample(pool, blockers_n)
        wanted = [n for n in pool if set(FIGHTERS[n]) & set(concept)]
        if wanted and not any(set(FIGHTERS[n]) & set(concept) for n in (attacker_name, *names)):
            names[0] = rng.choice([n for n in wanted if n not in names])
    attacker = _fighter(cards, attacker_name)
    blockers = [_fighter(cards, n) for n in names]
    everyone = (attacker, *blockers)
    # A counter already on one creature (none a third of the time): básico +1/+1 only.
    kinds = (PLUS,) if rank == 0 else (PLUS, MINUS)
    always = area is Area.COUNTERS  # a counters board always has one already
    counted = rng.choice(everyone) if always or rng.random() < 2 / 3 else None
    counter = rng.choice(kinds) if counted is not None else None
    if counter is MINUS and counted is not None and (counted.toughness or 0) <= 1:
        counter = PLUS  # a -1/-1 counter would kill it before the combat
    on = {id(counted): counter} if counted is not None and counter is not None else {}
    you_attack = rng.random() < 0.5
    rival = "tu rival"
    owner = {ATTACKER: YOU if you_attack else rival, DEFENDER: rival if you_attack else YOU}
    words = tuple((c.name, c.ref) for c in everyone) + tuple(owner.items())
    about = "; ".join(c.name for c in everyone)

    def run(forgotten: Card | None = None) -> EngineRun:
        def said(card: Card) -> Real | MadeUp:
            plus, minus = int(on.get(id(card)) is PLUS), int(on.get(id(card)) is MINUS)
            if forgotten is None:
                return Real(card.name, plus=plus, minus=minus)
            keep = () if card is forgotten else tuple(a.words for a in FIGHTERS.get(card.name, ()))
            return MadeUp(
                card.name,
                card.power,
                card.toughness,
                keywords=keep,
                colors=tuple(colours(card)),
                plus=plus,
                minus=minus,
            )

        return EngineRun(
            scenario=ScenarioBuilder("combat").attack(said(attacker), map(said, blockers)),
            asks="where",
            about=about,
            cards=forgotten is None,
            words=words,
        )

    who = "Atacas" if you_attack else "Tu rival ataca"
    block = "tu rival la bloquea" if you_attack else "la bloqueas"
    if blockers_n == 1:
        blocked = f"{block} con {_said(blockers[0], on.get(id(blockers[0])))}"
    else:
        first, second = blockers
        blocked = (
            f"{block} con {_said(first, on.get(id(first)))} y con "
            f"{_said(second, on.get(id(second)))}. El atacante asigna primero el "
            f"daño letal a {first.ref} y el resto a {second.ref}"
        )
    setting = f"{who} con {_said(attacker, on.get(id(attacker)))} y {blocked}. Nadie lanza nada."
    engine = run()
    key_text = engine_answer(engine, cards)
    abilities = [(c, a) for c in everyone for a in FIGHTERS.get(c.name, ())]
    rules = ["510.2", "704.5g"]
    for _, ability in abilities:
        rules += [r for r in ability.cites if r not in rules]
    why = " ".join(f"{c.ref} ({a.words}): {a.rule} ({', '.join(a.cites)})." for c, a in abilities)
    if counted is not None and counter is not None:
        rules.append("613.4c")
        why += (
            f" {counted.ref} tiene {counter[1]}: su fuerza y su resistencia cuentan con él "
            "(613.4c)."
        )
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
    def choices(card: Card) -> list[Fate]:
        side = owner[ATTACKER if card is attacker else DEFENDER]
        back = any(a in (PERSIST, UNDYING) for a in FIGHTERS.get(card.name, ()))
        return [Fate("graveyard", side), Fate("battlefield"), *([Fate("back")] if back else [])]

    for chosen in itertools.product(*(choices(c) for c in everyone)):
        text = describe([(c.ref, f) for c, f in zip(everyone, chosen, strict=True)])
        if text != key_text and text not in wrong:
            wrong[text] = Choice(
                text,
                "Ninguna lectura de estas habilidades da este resultado: repasa el daño que "
                "hace cada criatura en cada paso de daño (510.2, 510.4).",
            )
    return Situation(
        area=area,
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
