"""State-based actions after a spell (704.3, 704.5f, 704.5g, 704.5q): a board of real
creatures, each perhaps with damage already marked or counters on it, and a spell that deals
damage or changes power and toughness. Which creatures are left? The engine reads every card
whole (vanilla creatures and one-line spells) and decides; each wrong option is the engine's
outcome with one fact of the board forgotten (the damage marked earlier this turn, a counter),
or a combination no reading gives.

Levels by concept: básico, damage marked earlier this turn and +1/+1 counters, and one spell
(damage to one creature or to each); intermedio, -1/-1 counters too, and a +1/+1 and a -1/-1
counter on one creature (removed in pairs, 704.5q), and spells that give -N/-N; avanzado,
three creatures and two spells, the second cast after the first resolved.

A board's set-up (what a trainer counts as one situation) is what each creature has on it,
whose it is, and what the spells do, so each level holds many.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

from bot.engine.builder import Real, ScenarioBuilder
from bot.engine.builder import Spell as StackSpell
from bot.quiz.errors import NoQuestion
from bot.quiz.situations.cards import Card, SituationCards
from bot.quiz.situations.effects import PLAIN_CREATURES
from bot.quiz.situations.engine_runs import engine_answer
from bot.quiz.situations.fates import YOU, Fate, describe
from bot.quiz.situations.model import Area, Choice, EngineRun, Situation, level_rank
from bot.quiz.topics import Level

CREATURES = (
    *PLAIN_CREATURES, "Savannah Lions", "Trained Armodon", "Walking Corpse", "Giant Spider",
    "Wind Drake",
)  # fmt: skip


@dataclass(frozen=True)
class Spell:
    name: str
    says: str  # what its Oracle text says (a card whose text changed is left out)
    damage: int = 0  # to its target, or to each creature when ``each``
    change: int = 0  # +N/+N or -N/-N until end of turn to its target
    each: bool = False
    from_rank: int = 0
    sorcery: bool = False  # cast only by the active player, you, in your main phase


SPELLS = (
    Spell("Shock", "deals 2 damage to any target", damage=2),
    Spell("Lightning Bolt", "deals 3 damage to any target", damage=3),
    Spell("Lightning Strike", "deals 3 damage to any target", damage=3),
    Spell("Searing Spear", "deals 3 damage to any target", damage=3),
    Spell("Pyroclasm", "deals 2 damage to each creature", damage=2, each=True, sorcery=True),
    Spell("Giant Growth", "gets +3/+3 until end of turn", change=3),
    Spell("Titanic Growth", "gets +4/+4 until end of turn", change=4),
    Spell("Disfigure", "gets -2/-2 until end of turn", change=-2, from_rank=1),
    Spell("Last Gasp", "gets -3/-3 until end of turn", change=-3, from_rank=1),
)
CARDS = (*CREATURES, *(s.name for s in SPELLS))


@dataclass(frozen=True)
class Mark:
    """What a creature has on it before the spell: scenario words, Spanish words, and what a
    candidate forgets when they misread it."""

    scenario: str
    words: str
    forgot: str
    from_rank: int = 0


NONE = Mark("", "", "")
DAMAGED = Mark(
    "daño:{n}",
    "con {n} daño{s} marcado{s} de antes en este turno",
    "el daño marcado antes en este turno, que sigue marcado hasta el paso de limpieza (120.6, "
    "514.2) y se suma al nuevo para ver si es letal (704.5g)",
)
PLUS = Mark(
    "contadores:+1/+1",
    "con un contador +1/+1",
    "el contador +1/+1, que le da +1/+1 mientras está (613.4c)",
)
MINUS = Mark(
    "contadores:-1/-1",
    "con un contador -1/-1",
    "el contador -1/-1, que le da -1/-1 mientras está (613.4c)",
    from_rank=1,
)
BOTH = Mark(
    "contadores:+1/+1 contadores:-1/-1",
    "con un contador +1/+1 y un contador -1/-1",
    "los contadores, que se quitan de dos en dos (704.5q) sin cambiar su fuerza ni su "
    "resistencia: juntos suman +0/+0",
    from_rank=1,
)
MARKS = (NONE, DAMAGED, PLUS, MINUS, BOTH)

ACTIVE, RIVAL = "Jugador activo", "Jugador no activo"
TRIES = 100


@dataclass(frozen=True)
class Placed:
    card: Card
    mine: bool
    mark: Mark
    damage: int  # for DAMAGED

    @property
    def marked(self) -> str:
        return self.mark.scenario.format(n=self.damage)

    @property
    def said(self) -> str:
        s = "s" if self.damage != 1 else ""
        words = self.mark.words.format(n=self.damage, s=s)
        return f"{self.card.shown} ({self.card.pt}{', ' + words if words else ''})"


def state_checks(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    """Which creatures are left after one spell (two at avanzado) and the state-based actions
    that follow: a board where forgetting what is marked on the creatures changes nothing is
    drawn again (the marks must decide the question)."""
    for _ in range(TRIES):
        sit = _drawn(cards, level, rng)
        if sit is not None:
            return sit
    raise NoQuestion("no board where a mark decides")


def _drawn(cards: SituationCards, level: Level, rng: random.Random) -> Situation | None:
    rank = level_rank(level)
    marks = [m for m in MARKS if m.from_rank <= rank]
    count = 3 if rank >= 2 else 2
    names = rng.sample(CREATURES, count)
    placed: list[Placed] = []
    for i, name in enumerate(names):
        card = cards.creature(name)
        mark = rng.choice(marks)
        toughness = card.toughness or 0
        if mark is MINUS and toughness <= 1:
            mark = PLUS  # a -1/-1 counter would have killed it already
        damage = rng.randrange(1, toughness) if mark is DAMAGED and toughness > 1 else 0
        if mark is DAMAGED and not damage:
            mark = NONE
        placed.append(Placed(card, i == 0 or rng.random() < 0.5, mark, damage))
    if all(p.mark is NONE for p in placed):
        return None
    spells_n = 2 if rank >= 2 else 1
    pool = [s for s in SPELLS if s.from_rank <= rank]
    spells = rng.sample(pool, spells_n)
    cast: list[tuple[Spell, Card, bool, Placed | None]] = []  # spell, card, by you, target
    for spell in spells:
        card = cards.get(spell.name, says=spell.says)
        # Mostly at a creature with something on it: the question is what the mark does.
        marked = [p for p in placed if p.mark is not NONE]
        aimed = marked if rng.random() < 0.8 else placed
        target = None if spell.each else rng.choice(aimed)
        cast.append((spell, card, spell.sorcery or rng.random() < 0.5, target))

    if not any(_sketch(placed, cast, p) != _sketch(placed, cast) for p in placed):
        return None  # no mark can decide: not worth the engine's runs
    words = tuple((p.card.name, p.card.ref) for p in placed) + ((ACTIVE, YOU), (RIVAL, "tu rival"))
    about = "; ".join(p.card.name for p in placed)

    def run(forgotten: Placed | None = None) -> EngineRun:
        def thing(p: Placed) -> Real:
            mark = NONE if p is forgotten else p.mark
            return Real(
                p.card.name,
                plus=int(mark in (PLUS, BOTH)),
                minus=int(mark in (MINUS, BOTH)),
                damage=p.damage if mark is DAMAGED else 0,
            )

        board = ScenarioBuilder("sba").creatures(*(thing(p) for p in placed if p.mine))
        if any(not p.mine for p in placed):
            board = board.creatures(*(thing(p) for p in placed if not p.mine), rival=True)
        events: list[str | StackSpell] = []
        for _, card, by_you, target in cast:
            aimed = (target.card.name,) if target is not None else ()
            events += [StackSpell(card.name, targets=aimed, rival=not by_you), "resuelve"]
        return EngineRun(
            scenario=board.events(*events),
            asks="where",
            about=about,
            cards=True,
            words=words,
        )

    engine = run()
    key_text = engine_answer(engine, cards)
    wrong: dict[str, Choice] = {}
    misread: list[tuple[str, EngineRun]] = []
    for p in placed:
        if p.mark is NONE:
            continue
        forgot = run(p)
        text = engine_answer(forgot, cards)
        if text == key_text or text in wrong:
            continue
        wrong[text] = Choice(
            text, f"Es lo que pasaría olvidando, en {p.card.ref}, {p.mark.forgot}."
        )
        misread.append((text, forgot))
    if not misread:
        return None

    def choices(p: Placed) -> list[Fate]:
        return [Fate("graveyard", YOU if p.mine else "tu rival"), Fate("battlefield")]

    for chosen in itertools.product(*(choices(p) for p in placed)):
        text = describe([(p.card.ref, f) for p, f in zip(placed, chosen, strict=True)])
        if text != key_text and text not in wrong:
            wrong[text] = Choice(
                text,
                "Ninguna lectura de la mesa da este resultado: suma a cada criatura el daño que "
                "ya tenía y el nuevo, y cuenta sus contadores y los efectos hasta el final del "
                "turno en su resistencia (613.4c, 704.5f, 704.5g).",
            )

    def side(p: Placed) -> str:
        return "tuya" if p.mine else "de tu rival"

    yours = [p for p in placed if p.mine]
    theirs = [p for p in placed if not p.mine]
    board = f"Controlas {_listed(yours)}"
    board += f"; tu rival controla {_listed(theirs)}." if theirs else "."
    told = []
    for i, (_, card, by_you, target) in enumerate(cast):
        who = "lanzas" if by_you else "tu rival lanza"
        aim = "" if target is None else f" sobre {target.card.ref} ({side(target)})"
        then = "En tu segunda fase principal, " if i == 0 else "Después, "
        told.append(f"{then}{who} {card.shown}{aim} y se resuelve.")
    rules = ["704.3", "704.5g", "120.6"]
    for p in placed:
        if p.mark in (PLUS, MINUS):
            rules.append("613.4c")
        if p.mark is MINUS:
            rules.append("704.5f")
        if p.mark is BOTH:
            rules.append("704.5q")
    if any(s.change < 0 for s, *_ in cast):
        rules.append("704.5f")
    if any(s.change for s, *_ in cast):
        rules.append("611.2a")
    rules = list(dict.fromkeys(rules))
    spells_text = " ".join(f"{card.ref}: {_does(spell)}." for spell, card, _, _ in cast)
    key = Choice(
        key_text,
        f"{spells_text} Tras resolverse cada hechizo se comprueban las acciones basadas en "
        "estado (704.3): una criatura con resistencia 0 o menos va al cementerio (704.5f) y "
        "una con daño marcado igual o mayor que su resistencia se destruye (704.5g). El daño "
        "marcado antes en el turno sigue ahí hasta el paso de limpieza (120.6), y los "
        "contadores cuentan en su fuerza y resistencia (613.4c); un contador +1/+1 y uno "
        "-1/-1 se quitan de dos en dos (704.5q).",
    )
    return Situation(
        area=Area.COUNTERS,
        setting=f"{board} " + " ".join(told),
        ask="¿Qué pasa con las criaturas tras resolverse todo?",
        cards=(*(p.card for p in placed), *(card for _, card, _, _ in cast)),
        key=key,
        wrong=tuple(wrong.values()),
        rules=tuple(rules),
        difficulty=(0.3, 0.4, 0.5)[rank],
        engine=engine,
        misread=tuple(misread),
    )


def _sketch(
    placed: list[Placed],
    cast: list[tuple[Spell, Card, bool, Placed | None]],
    forgotten: Placed | None = None,
) -> tuple[bool, ...]:
    """Who dies, by plain arithmetic: only to skip boards where no mark could matter before
    asking the engine, which alone gives the key."""
    tough = {}
    damage = {}
    for p in placed:
        mark = NONE if p is forgotten else p.mark
        tough[id(p)] = (p.card.toughness or 0) + (mark is PLUS) - (mark is MINUS)
        damage[id(p)] = p.damage if mark is DAMAGED else 0
    dead: set[int] = set()
    for spell, _, _, target in cast:
        hit = [p for p in placed if id(p) not in dead and (target is None or p is target)]
        for p in hit:
            damage[id(p)] += spell.damage
            tough[id(p)] += spell.change
        dead |= {id(p) for p in placed if tough[id(p)] <= 0 or damage[id(p)] >= tough[id(p)]}
    return tuple(id(p) in dead for p in placed)


def _listed(placed: list[Placed]) -> str:
    said = [p.said for p in placed]
    return said[0] if len(said) == 1 else ", ".join(said[:-1]) + " y " + said[-1]


def _does(spell: Spell) -> str:
    if spell.each:
        return f"hace {spell.damage} daños a cada criatura"
    if spell.damage:
        return f"hace {spell.damage} daños a su objetivo"
    sign = "+" if spell.change > 0 else "-"
    n = abs(spell.change)
    return f"da {sign}{n}/{sign}{n} a su objetivo hasta el final del turno"
