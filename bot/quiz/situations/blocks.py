"""Who can block (509.1a, 509.1b, 702.9b, 702.17b, 702.3b): a creature of your rival attacks,
and of three of your creatures exactly one can block it alone. The others cannot: tapped, or
without flying or reach against a flyer, or with text that says it can't block. The engine
reads every card whole and judges each declaration; each wrong option is the engine's verdict
with the fact that forbids it forgotten (the creature untapped, the attacker without flying,
the blocker without its text), so a misreading is what makes it look legal.

Levels by concept: básico, tapped creatures, flying and reach, "can't block"; intermedio adds
defender, which stops a creature from attacking, never from blocking.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bot.engine.builder import MadeUp, Real, ScenarioBuilder
from bot.quiz.errors import NoQuestion
from bot.quiz.situations.cards import Card, SituationCards
from bot.quiz.situations.engine_runs import engine_answer
from bot.quiz.situations.model import Area, Choice, EngineRun, Situation, level_rank
from bot.quiz.topics import Level


@dataclass(frozen=True)
class Kind:
    name: str
    cards: tuple[str, ...]
    says: str  # what their Oracle text is (checked: a card that changed is left out)
    words: str  # how the stem describes them
    stops_flyers: bool  # can block a creature with flying
    can_block: bool = True
    from_rank: int = 0


PLAIN = Kind(
    "plain",
    ("Grizzly Bears", "Hill Giant", "Centaur Courser", "Gray Ogre", "Barony Vampire"),
    "",
    "sin habilidades",
    stops_flyers=False,
)
REACH = Kind(
    "reach",
    ("Rubble Slinger", "Sporecap Spider", "Grazing Whiptail"),
    "Reach",
    "con alcance",
    stops_flyers=True,
)
FLYER = Kind("flyer", ("Azure Drake", "Assault Griffin"), "Flying", "con volar", stops_flyers=True)
CANT = Kind(
    "cant",
    ("Goblin Raider", "Hulking Cyclops", "Ogre Taskmaster", "Scavenging Scarab"),
    "This creature can't block.",
    "que no puede bloquear",
    stops_flyers=False,
    can_block=False,
)
DEFENDER = Kind(
    "defender",
    ("Carnivorous Plant", "Ogre Sentry", "Wall of Mist"),
    "Defender",
    "con defensor",
    stops_flyers=False,
    from_rank=1,
)
WALL_FLYER = Kind(
    "wall-flyer",
    ("Hover Barrier",),
    "Defender, flying",
    "con defensor y volar",
    stops_flyers=True,
    from_rank=1,
)
KINDS = (PLAIN, REACH, FLYER, CANT, DEFENDER, WALL_FLYER)
FLYING_ATTACKERS = ("Air Elemental", "Assault Griffin", "Azure Drake")
GROUND_ATTACKERS = ("Hill Giant", "Centaur Courser", "Craw Wurm", "Alpine Grizzly")
CARDS = (*{c for k in KINDS for c in k.cards}, *FLYING_ATTACKERS, *GROUND_ATTACKERS)
TRIES = 30


@dataclass(frozen=True)
class Candidate:
    card: Card
    kind: Kind
    tapped: bool

    def legal(self, flying: bool) -> bool:
        return not self.tapped and self.kind.can_block and (self.kind.stops_flyers or not flying)

    @property
    def said(self) -> str:
        state = ", girada" if self.tapped else ""
        return f"{self.card.shown} ({self.card.pt}, {self.kind.words}{state})"


def blocks(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    for _ in range(TRIES):
        sit = _drawn(cards, level, rng)
        if sit is not None:
            return sit
    raise NoQuestion("no board with one legal block")


def _drawn(cards: SituationCards, level: Level, rng: random.Random) -> Situation | None:
    rank = level_rank(level)
    kinds = [k for k in KINDS if k.from_rank <= rank]
    flying = rng.random() < 0.6
    attacker = cards.creature(rng.choice(FLYING_ATTACKERS if flying else GROUND_ATTACKERS))
    if flying != ("Flying" in attacker.oracle):
        raise NoQuestion(f"{attacker.name} is not what the situation says")
    used = {attacker.name}
    chosen: list[Candidate] = []
    while len(chosen) < 3:
        kind = rng.choice(kinds)
        names = [n for n in kind.cards if n not in used]
        if not names:
            continue
        name = rng.choice(names)
        card = cards.creature(name)
        if kind.says and card.oracle.strip() != kind.says or not kind.says and card.oracle:
            raise NoQuestion(f"{name} is not {kind.name} any more")
        used.add(name)
        chosen.append(Candidate(card, kind, tapped=rng.random() < 0.25))
    legal = [c for c in chosen if c.legal(flying)]
    if len(legal) != 1:
        return None
    (right,) = legal

    def run(candidate: Candidate, *, plain_attacker: bool = False, bare: bool = False) -> EngineRun:
        card, tapped = candidate.card, candidate.tapped
        blocker: Real | MadeUp = (
            MadeUp("", card.power, card.toughness, tapped=tapped)
            if bare
            else Real(card.name, tapped=tapped)
        )
        att: Real | MadeUp = (
            MadeUp("Atacante", attacker.power, attacker.toughness)
            if plain_attacker
            else Real(attacker.name)
        )
        return EngineRun(
            scenario=ScenarioBuilder("combat").attack(att, [blocker]),
            asks="block",
            about=candidate.card.name,
            cards=True,
        )

    engine = run(right)
    if engine_answer(engine, cards) != "legal":
        return None  # the engine disagrees with the sketch: not a board to ask
    wrong: list[Choice] = []
    misread: list[tuple[str, EngineRun]] = []
    for c in chosen:
        if c is right:
            continue
        text = f"Con {c.card.ref}."
        if c.tapped:
            why = "Está girada: solo las criaturas enderezadas pueden bloquear (509.1a)."
            forgot = run(Candidate(c.card, c.kind, tapped=False))
        elif not c.kind.can_block:
            why = "Su texto dice que no puede bloquear: es una restricción (509.1b)."
            forgot = run(c, bare=True)
        else:
            why = (
                f"{attacker.ref} tiene volar: solo la pueden bloquear criaturas con volar o "
                "alcance (702.9b)."
            )
            forgot = run(c, plain_attacker=True)
        wrong.append(Choice(text, why))
        if engine_answer(forgot, cards) == "legal":
            misread.append((text, forgot))
    wrong.append(
        Choice(
            "Con ninguna de ellas.",
            f"{right.card.ref} sí puede: {why_legal(right, flying)}.",
        )
    )
    if not misread:
        return None
    setting = (
        f"Tu rival ataca con {attacker.shown} ({attacker.pt}"
        f"{', con volar' if flying else ', sin habilidades'}). Controlas "
        + ", ".join(c.said for c in chosen[:-1])
        + f" y {chosen[-1].said}."
    )
    rules = ["509.1a", "509.1b"]
    if flying:
        rules += ["702.9b", "702.17b"]
    if any(c.kind is DEFENDER or c.kind is WALL_FLYER for c in chosen):
        rules.append("702.3b")
    return Situation(
        area=Area.COMBAT,
        setting=setting,
        ask="¿Con cuál de tus criaturas puedes bloquearla, si bloqueas con una sola?",
        cards=(attacker, *(c.card for c in chosen)),
        key=Choice(f"Con {right.card.ref}.", why_legal(right, flying).capitalize() + "."),
        wrong=tuple(wrong),
        rules=tuple(rules),
        difficulty=(0.25, 0.35, 0.4)[rank],
        engine=engine,
        misread=tuple(misread),
    )


def why_legal(c: Candidate, flying: bool) -> str:
    reasons = ["está enderezada y nada le impide bloquear (509.1a, 509.1b)"]
    if flying and c.kind is REACH:
        reasons.append("el alcance le deja bloquear a criaturas con volar (702.17b)")
    elif flying:
        reasons.append("tiene volar, así que puede bloquear a una criatura con volar (702.9b)")
    if c.kind in (DEFENDER, WALL_FLYER):
        reasons.append("defensor solo le impide atacar, no bloquear (702.3b)")
    return "; ".join(reasons)
