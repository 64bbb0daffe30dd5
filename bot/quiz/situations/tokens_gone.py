"""A token that leaves the battlefield (111.7, 704.5d): it goes to the graveyard like a card,
then ceases to exist as a state-based action; the card beside it stays there. Real cards the
engine reads whole: sweepers that destroy every creature and, beside the token, any creature
of the data with no rules text (bot.quiz.situations.pools); the token is made up, told as a
token a spell created earlier. The key is the engine's; the wrong options are its outcome
with the token read as a card, and tokens thought to be exiled or a card thought to cease to
exist too.

Levels by concept: básico, your token and your creature; intermedio and avanzado, one of them
(or both) your rival's, each going to its owner's graveyard first (400.3), and from
avanzado two tokens of two players.
"""

from __future__ import annotations

import random

from bot.engine.builder import MadeUp, Real, ScenarioBuilder
from bot.quiz.situations.cards import SituationCards
from bot.quiz.situations.engine_runs import engine_answer
from bot.quiz.situations.fates import YOU, Fate, describe
from bot.quiz.situations.model import Area, Choice, EngineRun, Situation, WrongOptions, level_rank
from bot.quiz.situations.players import SWEEPERS
from bot.quiz.situations.pools import VANILLA
from bot.quiz.topics import Level

CARDS = SWEEPERS
_RIVAL = "tu rival"
_KINDS = ("Soldado", "Zombi", "Saproling", "Espíritu", "Caballero", "Elfo", "Goblin", "Bestia",
          "Insecto", "Pájaro", "Sierpe", "Ángel", "Gato", "Lobo", "Oso", "Trasgo")  # fmt: skip


def tokens_gone(cards: SituationCards, level: Level, rng: random.Random) -> Situation:
    rank = level_rank(level)
    sweeper = cards.get(rng.choice(SWEEPERS), says="Destroy all creatures.")
    creature = cards.creature(rng.choice(cards.pool(VANILLA)))
    kind = rng.choice(_KINDS)
    size = rng.randint(1, 4)
    # Whose each is: at básico both yours; from intermedio either may be the rival's.
    token_rival = rank >= 1 and rng.random() < 0.5
    card_rival = rank >= 1 and rng.random() < 0.5
    second = rank >= 2 and rng.random() < 0.5  # one more token, of the other player
    kind2 = rng.choice([k for k in _KINDS if k != kind])

    def board(as_tokens: bool) -> EngineRun:
        scenario = ScenarioBuilder("sba")
        tokens = [(kind, token_rival)] + ([(kind2, not token_rival)] if second else [])
        mine = [MadeUp(k, size, size, token=as_tokens) for k, rival in tokens if not rival]
        theirs = [MadeUp(k, size, size, token=as_tokens) for k, rival in tokens if rival]
        mine_cards = [Real(creature.name)] if not card_rival else []
        theirs_cards = [Real(creature.name)] if card_rival else []
        scenario = scenario.creatures(*mine_cards, *mine).creatures(*theirs_cards, *theirs,
                                                                   rival=True)  # fmt: skip
        scenario = scenario.events(f"lanza {sweeper.name}", "resuelve")
        about = "; ".join([creature.name, kind] + ([kind2] if second else []))
        words = ((creature.name, creature.ref), ("Jugador no activo", _RIVAL),
                 ("Jugador activo", YOU), *((k, _token(k)) for k in (kind, kind2)))  # fmt: skip
        return EngineRun(scenario=scenario, asks="where", about=about, cards=True, words=words)

    engine = board(True)
    key = engine_answer(engine, cards)
    options = WrongOptions(key)
    add, misread, wrong = options.add, options.misread, options.wrong
    as_cards = board(False)
    add(engine_answer(as_cards, cards), "Es lo que pasaría si las fichas fueran cartas; una "
        "ficha va al cementerio como cualquier permanente, pero deja de existir en cuanto se "
        "miran las acciones basadas en estado (704.5d, 111.7).", as_cards)  # fmt: skip
    owner_card = _RIVAL if card_rival else YOU
    tokens_named = [_token(kind)] + ([_token(kind2)] if second else [])
    exiled = describe([(creature.ref, Fate("graveyard", owner_card)),
                       *((k, Fate("exile")) for k in tokens_named)])  # fmt: skip
    add(exiled, "Es lo que pasaría si una ficha se exiliara al morir; va al cementerio de su "
        "propietario y allí deja de existir (704.5d).")  # fmt: skip
    add(describe([(creature.ref, Fate("ceased")), *((k, Fate("ceased")) for k in tokens_named)]),
        f"Es lo que pasaría si toda criatura destruida dejara de existir; solo las fichas lo "
        f"hacen (111.7): {creature.ref} es una carta y se queda en el cementerio de su "
        "propietario.")  # fmt: skip

    sides: dict[bool, list[str]] = {False: [], True: []}  # rival's side or not
    sides[card_rival].append(creature.shown)
    sides[token_rival].append(f"una ficha de criatura {kind} {size}/{size}")
    if second:
        sides[not token_rival].append(f"una ficha de criatura {kind2} {size}/{size}")
    told = [f"{'controlas' if not rival else 'tu rival controla'} {' y '.join(things)}"
            for rival, things in sides.items() if things]  # fmt: skip
    said = "; ".join(told)
    setting = (
        f"{said[0].upper()}{said[1:]} (cada ficha la creó un hechizo de quien la controla, "
        f"resuelto antes). En tu fase principal lanzas {sweeper.shown} y se resuelve."
    )
    ask = "¿Dónde acaba cada una de esas criaturas cuando la pila queda vacía?"
    why = (
        "Las fichas van al cementerio de su propietario, como cualquier permanente destruido, "
        "y dejan de existir cuando se miran las acciones basadas en estado (704.5d; 111.7: "
        f"una ficha fuera del campo de batalla deja de existir); {creature.ref} es una carta "
        "y se queda en el cementerio de su propietario (400.3)."
    )
    return Situation(
        area=Area.COUNTERS,
        setting=setting,
        ask=ask,
        cards=(creature, sweeper),
        key=Choice(key, why),
        wrong=tuple(wrong.values()),
        rules=("704.5d", "111.7", "400.3"),
        difficulty=(0.3, 0.35, 0.45)[rank],
        engine=engine,
        misread=tuple(misread),
    )


def _token(kind: str) -> str:
    return f"la ficha de {kind}"
