"""Engine questions that pick one situation among several: legal blocks, when a card can be
played, and which object of the stack resolves in a given place.

Every option is a situation the engine runs on its own; the answer is the only one with the
asked verdict. The wrong options are situations people get wrong (each kind says which); the
question keeps those that give the answer a drawn length rank (engine_questions).
"""

from __future__ import annotations

import itertools
import random

from bot.engine import Outcome, run_scenario_text
from bot.quiz.engine_made import Made, names
from bot.quiz.errors import NoQuestion
from bot.quiz.situations.cards import SituationCards
from bot.quiz.situations.pools import ARTIFACTS, ENCHANTMENTS, SORCERIES, VANILLA, Pool
from bot.quiz.topics import Level
from bot.text.engine_steps import step_text

CREATURES = ("Grifo", "Oso", "Arquera", "Lobo", "Halcón", "Muro", "Elfo", "Trasgo", "Araña")
COLOURS = {"blanco": "blanca", "rojo": "roja", "verde": "verde", "negro": "negra"}


# -- legal blocks (509.1, 702.9b, 702.17b, 702.111b, 702.16f) -----------------------------------
def legal_block(rng: random.Random, level: Level) -> Made:
    """Which block of a flyer (with menace or protection at the intermediate level) is legal.

    Wrong options, each a real mistake: a ground creature blocking a flyer (forgetting that
    reach or flying is needed), a flyer alone against menace (forgetting the second blocker),
    a creature of the colour the attacker has protection from (forgetting that protection
    stops blocks, not only damage).
    """
    menace = rng.random() < 0.5
    protection = None if level is Level.BASICO else rng.choice([None, *COLOURS])
    attacker_kws = ["vuela", *(["amenaza"] if menace else [])]
    atk_text = " ".join(attacker_kws) + (f" protección contra {protection}" if protection else "")
    pool = rng.sample(CREATURES, 5)
    defenders: dict[str, str] = {}
    said: dict[str, str] = {}
    # Two or three can block a flyer, the rest cannot: there is a legal block and enough
    # illegal ones; which ones is drawn.
    able = set(rng.sample(range(len(pool)), rng.choice([2, 2, 3])))
    for i, name in enumerate(pool):
        ability = rng.choice(["vuela", "alcance"]) if i in able else ""
        colour = rng.choice(list(COLOURS.values())) if protection else ""
        p, t = rng.randint(1, 4), rng.randint(1, 4)
        defenders[name] = " ".join(x for x in (f"{name} {p}/{t}", ability, colour) if x)
        said[name] = ", ".join(
            x for x in (f"{p}/{t}", colour, ability and _ability_es(ability)) if x
        )
    sizes = (1, 2) if menace else (1,)
    blocks = [c for n in sizes for c in itertools.combinations(pool, n)]
    legal: list[tuple[str, ...]] = []
    illegal: dict[tuple[str, ...], Outcome] = {}
    outcomes: dict[tuple[str, ...], Outcome] = {}
    for block in blocks:
        text = _block_scenario(atk_text, [defenders[n] for n in block])
        outcome = run_scenario_text(text)
        outcomes[block] = outcome
        if outcome.final.verdict is None:
            legal.append(block)
        else:
            illegal[block] = outcome
    if not legal or len(illegal) < 3:
        raise NoQuestion("no legal block, or too few illegal ones")
    right = rng.choice(legal)
    answer = _block_option(right)
    shown = {_block_option(b): b for b in illegal}
    wrong = rng.sample(list(shown), len(shown))
    qualities = [_ability_es(k) for k in attacker_kws]
    if protection:
        qualities.append(f"protección contra {protection}")
    quality = (
        qualities[0] if len(qualities) == 1 else ", ".join(qualities[:-1]) + " y " + qualities[-1]
    )
    board = "; ".join(f"«{n}» ({said[n]})" for n in pool)
    # The same declaration from the attacker's side (issue 43: another board): the engine
    # checks the blocks, whoever the text calls "you". Which side is read from the board
    # already drawn (the order of two names), so the draws of the rng stay as they were.
    if pool[0] < pool[1]:
        prompt = (
            f"Tu rival ataca con «Atacante», una criatura 3/3 con {quality}. Tus criaturas sin "
            f"girar: {board}. ¿Cuál de estos bloqueos es legal?"
        )
    else:
        prompt = (
            f"Atacas con «Atacante», una criatura 3/3 con {quality}. Las criaturas sin girar "
            f"de tu rival: {board}. ¿Cuál de estos bloqueos puede declarar tu rival?"
        )
    return Made(
        prompt=prompt,
        answer=answer,
        distractors=wrong,
        outcome=outcomes[right],
        scenario=_block_scenario(atk_text, [defenders[n] for n in right]),
        ranked=True,
        notes={w: broken_checks(illegal[shown[w]]) for w in wrong},
        rules={w: broken_rules(illegal[shown[w]]) for w in wrong},
    )


# The checks of a declaration that make it illegal (bot/engine/declarations.py). A wrong
# block's reason is what broke its own run, never a check it passed: a single blocker with
# reach against a flyer with menace is wrong because of menace, not "it has reach".
BLOCK_FAILURES = frozenset(
    {"declare.defender", "declare.flyer_cant_be_blocked", "declare.menace_one",
     "declare.protection"}
)  # fmt: skip


def broken_checks(outcome: Outcome) -> str:
    return " ".join(step_text(s) for s in outcome.steps if s.kind in BLOCK_FAILURES)


def broken_rules(outcome: Outcome) -> list[str]:
    steps = [s for s in outcome.steps if s.kind in BLOCK_FAILURES]
    return list(dict.fromkeys(r for s in steps for r in s.rules))


def _ability_es(keyword: str) -> str:
    return {"vuela": "volar", "amenaza": "amenaza", "alcance": "alcance"}[keyword]


def _block_scenario(attacker: str, blockers: list[str]) -> str:
    return f'combate atacante:"Atacante 3/3 {attacker}" bloqueadores:"{"; ".join(blockers)}"'


def _block_option(block: tuple[str, ...]) -> str:
    return f"Solo «{block[0]}»" if len(block) == 1 else f"«{block[0]}» y «{block[1]}»"


# -- timing (117.1a, 307.1, 305.1, 305.2, 505.6a) --------------------------------------------------
# An artifact is cast as the others at básico (issue 43: 18 boards came back too often).
_CARDS_BASIC = {
    "conjuro": "un conjuro",
    "criatura": "una criatura",
    "encantamiento": "un encantamiento",
    "artefacto": "un artefacto",
}
_CARDS_MORE = {
    **_CARDS_BASIC,
    "planeswalker": "un planeswalker",
    "batalla": "una batalla",
    "tierra": "una tierra",
}
# Both sides of each condition: the same length, and one word of their own each (the trick
# "pick the option least like the others" compares words).
_TURN = {"propio": "turno de Ana", "ajeno": "turno de Eva"}
_STACK = {"vacía": "pila vacía", "1": "pila llena"}
_LANDS = {0: "tierras jugadas: 0", 1: "tierras jugadas: 1"}
_PRIORITY = {"sí": "con prioridad", "no": "sin prioridad"}
_MAIN = {"principal": "precombate", "principal 2": "poscombate"}
# A real card of each type, drawn from the data (issue 43: with the type alone, 24 boards came
# back within a few hundred questions): its text says nothing of when it can be cast.
_POOLS: dict[str, Pool] = {
    "conjuro": SORCERIES,
    "criatura": VANILLA,
    "encantamiento": ENCHANTMENTS,
    "artefacto": ARTIFACTS,
}


def can_play_now(rng: random.Random, level: Level, data: SituationCards | None = None) -> Made:
    """In which of these situations of a main phase can you cast (or play) a sorcery-speed card.

    The options are a square of two conditions, each right or wrong: the other player's turn
    ("it is a main phase", 307.1), something on the stack (sorcery speed needs it empty),
    not holding priority (117.1a: "it is my phase, I can cast whenever"), a second land in one
    turn (305.2). A condition left out is right in every option; the engine judges all four.
    """
    cards = _CARDS_BASIC if level is Level.BASICO else _CARDS_MORE
    card = rng.choice(list(cards))
    main = rng.choice(list(_MAIN))
    conditions = ["turn", "stack", "priority"] + (["lands"] if card == "tierra" else [])
    varied = sorted(rng.sample(conditions, 2), key=conditions.index)
    # Each condition as (its right value, its wrong value), in scenario words.
    values: dict[str, tuple[str | int, str | int]] = {
        "turn": ("propio", "ajeno"),
        "stack": ("vacía", "1"),
        "lands": (0, 1),
        "priority": ("sí", "no"),
    }
    said = {"turn": _TURN, "stack": _STACK, "lands": _LANDS, "priority": _PRIORITY}
    situations: dict[str, tuple[str, Outcome]] = {}
    misread: dict[str, list[str]] = {}  # each option's wrong conditions
    order: list[str] = []
    for first_wrong, second_wrong in ((0, 0), (0, 1), (1, 0), (1, 1)):
        chosen = {c: values[c][0] for c in conditions}
        chosen[varied[0]] = values[varied[0]][first_wrong]
        chosen[varied[1]] = values[varied[1]][second_wrong]
        text = (
            f'momento carta:"{card}" paso:"{main}" turno:{chosen["turn"]} '
            f"pila:{chosen['stack']} prioridad:{chosen['priority']}"
        )
        if card == "tierra":
            text += f" tierras:{chosen['lands']}"
        words = [said[c][chosen[c]] for c in varied]  # type: ignore[index]
        option = ", ".join(words)
        option = option[0].upper() + option[1:]
        situations[option] = (text, run_scenario_text(text))
        misread[option] = [
            c for c, bad in zip(varied, (first_wrong, second_wrong), strict=True) if bad
        ]
        order.append(option)
    legal = [o for o in order if situations[o][1].final.playable]
    if legal != order[:1]:  # the engine must agree: only the moment with every condition right
        raise NoQuestion(f"{card}: legal moments {legal}")
    answer, wrong = order[0], order[1:]
    pronoun = "la" if cards[card].startswith("una ") else "lo"
    verb = "jugar" if card == "tierra" else "lanzar"
    mana = "" if card == "tierra" else f" y maná de sobra para pagar{pronoun}"
    fixed = {
        "turn": "Es tu turno. ",
        "stack": "La pila está vacía. ",
        "lands": "No has jugado ninguna tierra este turno. ",
        "priority": "Tienes prioridad. ",
    }
    known = "".join(fixed[c] for c in conditions if c not in varied)
    pool = _POOLS.get(card)
    held = data.get(rng.choice(data.pool(pool))) if data is not None and pool else None
    named = f"{held.shown}, {cards[card]}," if held is not None else cards[card]
    legend = "«Pila llena» quiere decir que hay un hechizo en ella. " if "stack" in varied else ""
    text, outcome = situations[answer]
    return Made(
        prompt=(
            f"Eres Ana y juegas contra Eva. Es la fase principal {_MAIN[main]}. {known}Tienes "
            f"{named} en la mano{mana}. {legend}"
            f"¿En cuál de estas situaciones puedes {verb}{pronoun}?"
        ),
        answer=answer,
        distractors=wrong,
        outcome=outcome,
        scenario=text,
        notes={w: timing_misreading(misread[w], card) for w in wrong},
        rules={w: situations[w][1].rules for w in wrong},
    )


# Each card type's own rule for when it can be cast (or a land played): the same words, one
# rule per type (302.1 for a creature, not the sorcery's 307.1).
SORCERY_SPEED_RULES = {
    "tierra": "305.1",
    "artefacto": "301.1",
    "criatura": "302.1",
    "encantamiento": "303.1",
    "planeswalker": "306.1",
    "conjuro": "307.1",
    "batalla": "310.1",
}
# How a round's stem names the card in the hand, for each type.
TIMING_CARD_WORDS = _CARDS_MORE


def timing_misreading(conditions: list[str], card_type: str) -> str:
    """Why a moment is wrong: each condition the option gets wrong, with the rule it breaks
    (the option stands for forgetting exactly those). ``card_type``: a key of
    SORCERY_SPEED_RULES."""
    land = card_type == "tierra"
    where = SORCERY_SPEED_RULES[card_type]
    said = {
        "turn": f"es el turno de Eva, y solo se puede en una fase principal de tu turno ({where})",
        "stack": f"la pila no está vacía, y tiene que estarlo ({where})",
        "priority": (
            "sin prioridad no se puede jugar una tierra (116.2a)"
            if land
            else "sin prioridad no se puede lanzar ningún hechizo (117.1a)"
        ),
        "lands": "ya jugaste una tierra este turno y solo se puede jugar una (305.2)",
    }
    text = "; ".join(said[c] for c in conditions)
    return text[0].upper() + text[1:] + "."


# -- trigger order, APNAP (603.3b, 101.4, 405.5) ------------------------------------------------
_ORDINALS = ("primer", "segundo", "tercer", "cuarto", "quinto")


def trigger_order(rng: random.Random, level: Level) -> Made:
    """Which object resolves in a given place when both players' abilities trigger at once.

    Every object on the stack is an option, so the wrong ones are the usual mistakes: the
    active player's trigger first (APNAP puts it on the stack first, so it resolves later),
    the spell that was already there first, or the first trigger put on the stack first.
    """
    ap_count = rng.choice([1, 2])
    nap_count = rng.choice([1, 2]) if level is Level.AVANZADO else 1
    with_spell = rng.random() < (0.7 if level is Level.AVANZADO else 0.5)
    if ap_count + nap_count + with_spell < 3:
        ap_count = 2
    sources = rng.sample(CREATURES, ap_count + nap_count)
    ap = [f"Disparo de {s}" for s in sources[:ap_count]]
    nap = [f"Disparo de {s}" for s in sources[ap_count:]]
    spell_owner = rng.choice(["activo", "no activo"])
    text = f'disparos activo:"{"; ".join(ap)}" noactivo:"{"; ".join(nap)}"'
    if with_spell:
        text += f' pila:"Descarga ({spell_owner})"'
    outcome = run_scenario_text(text)
    order = outcome.final.resolution_order
    if len(order) < 3:
        raise NoQuestion(f"only {len(order)} objects on the stack")
    place = rng.randrange(len(order))
    answer = order[place]
    wrong = rng.sample([o for o in order if o != answer], min(3, len(order) - 1))
    who = {"activo": "lanzaste tú", "no activo": "lanzó tu rival"}
    spell = f"En la pila está «Descarga», que {who[spell_owner]}, cuando se" if with_spell else "Se"

    def put(items: list[str]) -> str:
        return names(items) + (", en ese orden" if len(items) > 1 else "")

    # Who is named first is drawn: the prompt must not read as the order they act in.
    mine, theirs = f"tú pones en la pila {put(ap)}", f"tu rival pone {put(nap)}"
    both = f"{mine}; {theirs}" if rng.random() < 0.5 else f"{theirs}; {mine}"
    return Made(
        prompt=(
            f"Es tu turno. {spell} disparan a la vez habilidades tuyas y de tu rival: "
            f"{both}. Si nadie responde, ¿qué se resuelve en {_ORDINALS[place]} lugar?"
        ),
        answer=answer,
        distractors=wrong,
        outcome=outcome,
        scenario=text,
    )
