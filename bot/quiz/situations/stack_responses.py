"""The stack with several responses (405.5, 608.2b): a creature of each player, and three
instants (four at avanzado) cast one in response to the other on them. The last one cast
resolves first; a spell whose only target has left does nothing. The engine reads the cards
whole and decides; the main wrong option is the engine's outcome with the stack resolved as
a queue (first cast, first resolved), the others the combinations no reading gives.

Levels by concept: intermedio and avanzado (básico keeps one response: template
"en-respuesta").
"""

from __future__ import annotations

import itertools
import random

from bot.engine.builder import Real, ScenarioBuilder
from bot.engine.builder import Spell as StackSpell
from bot.quiz.errors import NoQuestion
from bot.quiz.situations.cards import Card, SituationCards
from bot.quiz.situations.engine_runs import engine_answer
from bot.quiz.situations.fates import YOU, Fate, describe
from bot.quiz.situations.model import Area, Choice, EngineRun, Situation, level_rank
from bot.quiz.situations.state_checks import ACTIVE, CREATURES, RIVAL, SPELLS, Spell
from bot.quiz.topics import Level

INSTANTS = tuple(s for s in SPELLS if not s.sorcery and not s.each)
CARDS = (*CREATURES, *(s.name for s in INSTANTS))
TRIES = 60


def stack_responses(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    """A board where the order of the stack decides: resolving it as a queue must give
    another outcome (else it is drawn again)."""
    for _ in range(TRIES):
        sit = _drawn(cards, level, rng)
        if sit is not None:
            return sit
    raise NoQuestion("no stack whose order decides")


def _drawn(cards: SituationCards, level: Level, rng: random.Random) -> Situation | None:
    rank = level_rank(level)
    mine, theirs = (cards.creature(n) for n in rng.sample(CREATURES, 2))
    spells: list[Spell] = rng.sample(INSTANTS, 4 if rank >= 2 else 3)
    first_by_you = rng.random() < 0.5
    cast: list[tuple[Card, bool, Card]] = []  # spell, cast by you, target
    for i, spell in enumerate(spells):
        card = cards.get(spell.name, says=spell.says)
        by_you = first_by_you == (i % 2 == 0)  # the players answer each other in turn
        cast.append((card, by_you, rng.choice((mine, theirs))))
    if {t.name for _, _, t in cast} != {mine.name, theirs.name}:
        return None  # both creatures are aimed at

    words = ((mine.name, mine.ref), (theirs.name, theirs.ref), (ACTIVE, YOU), (RIVAL, "tu rival"))

    def run(order: list[tuple[Card, bool, Card]]) -> EngineRun:
        stack = (StackSpell(c.name, targets=(t.name,), rival=not by_you) for c, by_you, t in order)
        return EngineRun(
            scenario=ScenarioBuilder("triggers")
            .creatures(Real(mine.name))
            .creatures(Real(theirs.name), rival=True)
            .spells(*stack),
            asks="where",
            about=f"{mine.name}; {theirs.name}",
            cards=True,
            words=words,
        )

    engine = run(cast)
    queue = run(cast[::-1])  # the misreading: the first one cast resolves first
    key_text = engine_answer(engine, cards)
    queue_text = engine_answer(queue, cards)
    if queue_text == key_text:
        return None
    wrong = {
        queue_text: Choice(
            queue_text,
            "Es lo que pasaría resolviendo la pila como una cola, lo primero que se lanzó "
            "primero; pero se resuelve primero lo último que se lanzó (405.5).",
        )
    }
    for chosen in itertools.product(
        (Fate("graveyard", YOU), Fate("battlefield")),
        (Fate("graveyard", "tu rival"), Fate("battlefield")),
    ):
        text = describe([(mine.ref, chosen[0]), (theirs.ref, chosen[1])])
        if text not in (key_text, *wrong):
            wrong[text] = Choice(
                text,
                "Ninguna lectura de la pila da este resultado: resuelve de arriba abajo, cada "
                "hechizo con su objetivo si sigue ahí (405.5, 608.2b), y comprueba las "
                "acciones basadas en estado tras cada uno (704.3).",
            )

    def aim(target: Card) -> str:
        if target is mine:
            return f"tu criatura {target.ref}"
        return f"la criatura {target.ref} de tu rival"

    told = []
    for i, (card, by_you, target) in enumerate(cast):
        who = "lanzas" if by_you else "tu rival lanza"
        lead = "En tu fase principal, " if i == 0 else "En respuesta, "
        told.append(f"{lead}{who} {card.shown} sobre {aim(target)}.")
    setting = (
        f"Controlas {mine.shown} ({mine.pt}); tu rival controla {theirs.shown} ({theirs.pt}). "
        + " ".join(told)
        + " Después, los dos jugadores pasan la prioridad cada vez."
    )
    order = ", ".join(c.ref for c, _, _ in reversed(cast))
    key = Choice(
        key_text,
        f"La pila se resuelve de arriba abajo, lo último que se lanzó primero (405.5): {order}. "
        "Tras resolverse cada hechizo se comprueban las acciones basadas en estado (704.3, "
        "704.5f, 704.5g), y un hechizo cuyo único objetivo ya no está no hace nada al "
        "resolverse (608.2b). El daño y los efectos «hasta el final del turno» duran hasta el "
        "paso de limpieza (514.2).",
    )
    return Situation(
        area=Area.PRIORITY,
        setting=setting,
        ask="¿Qué pasa con las dos criaturas cuando se ha resuelto toda la pila?",
        cards=(mine, theirs, *(c for c, _, _ in cast)),
        key=key,
        wrong=tuple(wrong.values()),
        rules=("405.5", "608.2b", "704.5g", "704.5f", "117.3c"),
        difficulty=(0.4, 0.45, 0.55)[rank],
        engine=engine,
        misread=((queue_text, queue),),
    )
