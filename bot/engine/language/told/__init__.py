"""Scenarios told the way players tell them, read into the scenario language (issue 25, 2):

    mi 3/3 con arrollar ataca y lo bloquean con un 1/1 con toque mortal
    → combate atacante:"3/3 con arrollar" bloqueadores:"1/1 con toque mortal"
    le tiro un Shock a su Grizzly Bears y en respuesta le lanza un Giant Growth a su Grizzly Bears
    → pila criaturas_rival:"Grizzly Bears" hechizo:"Shock: Grizzly Bears"
      hechizo:"Giant Growth (rival): Grizzly Bears"

The answer shows the line the sentence became, so the teller can correct it. The structured
language wins whenever the text is written in it (``is_structured``).

    text.py      the sentence folded, with the cards it names (index.cards mentions) masked
    anaphora.py  a card named again by a word of its name ("el mystic"): masked as that card
    plain.py     chat phrasing rewritten as the clauses read it ("que ya tiene" → "con")
    gaps.py      a fact the answer turns on that the message does not say (since when a
                 creature is controlled, which mana was spent): asked back first
    framing.py   a label, a story's time and place, self-corrections: taken off
    when.py      the moment of the turn ("en su mantenimiento"), cut out and kept apart
    clauses.py   the verbs players use, and the sentence cut into clauses at them
    things.py    noun phrases: possessives, articles, how many, players
    sentences.py the sentences of the message: one no verb reads is named, an ending cut
    accounts.py  the teller's account of the outcome inside a sentence ("se matan los dos"):
                 a claim checked by running, never a fact obeyed nor a reason to refuse
    legal.py     "¿puede mi 2/2 bloquear a …?": a question of what may be done told as its play
    telling.py   the clauses read into attackers, blockers, board, spells, damage and life
    activating.py abilities told by what is done ("hago el -3 de …", "lo sacrifico con …")
    attaching.py Auras and Equipment put on ("le pongo el aura Rancor a mi Oso")
    state.py     a card's P/T said after it ("el goyf es 4/5"), whose "los dos" are
    blocks.py    which attacker a block is on; "no tengo bloqueadores" before the attack
    referents.py "ataco con él", "bloqueo con los dos": the told objects pointed at, or asked
    missing.py   the one precise question for what the message left out
    unanswered.py a question no shape reads, after a whole play: the play run, the question
                 named as not read (never refused whole, never answered by a guess)
    open_facts.py a fact that run would fill by default (the blocks), asked back first
    cast_moment.py a sorcery in a combat, a spell told before the attack: refused, never run
                 after blocks
    told_pt.py   a real card's told P/T with counters or an anthem: its current value (the
                 modifiers counted once), or asked back
    stakes.py    "¿pierdo?" about a player whose life is not said: asked back, never run at 20
    reasons.py   the teller's reasoning ("como tiene más criaturas …"): set apart, named unread
    who_acts.py  "¿quién busca la tierra?": who a card tells to act, from its own text
    state_told.py a card's state in a clause ("que entró este turno", "que está girado",
                 "tengo un Oso atacando"), written after its name
    damage_sources.py "le hago 1 a …": the told permanent's printed or granted ability
    asked_cards.py "¿dispara mi Blood Artist?": a permanent named only in the question
    line.py      all that written as one line of the scenario language
"""

from __future__ import annotations

import re
from dataclasses import replace

from index.fold import fold

from ...errors import ScenarioError, ScenarioQuestion
from .accounts import cut_accounts
from .anaphora import told_again
from .asked import Asked, a_check, outcome_said, split_asked
from .asked_cards import owned_in_questions
from .cast_moment import check_cast_moments
from .clauses import find_clauses
from .effect_spells import spells_by_effect
from .framing import cut_claims, cut_follow_up, unframed
from .gaps import ask_gap
from .legal import asks_told_play, claimed_play, legal_missing
from .line import Line
from .open_facts import ask_open_fact, open_fact
from .plain import plain
from .reasons import cut_reasons
from .sentences import cut_outcomes
from .stakes import ask_life
from .state_told import states_told
from .telling import EXAMPLE, Telling
from .text import MASK, Names, Told, masked
from .unanswered import cut_purposes, runs_a_play
from .when import cut_moment
from .who_acts import who_acts

_PAIR = re.compile(r'[^\s:"]+\s*:')  # a line of the language: the order, then key:value


def is_structured(text: str, orders: set[str]) -> bool:
    """Written in the scenario language: an order word, then nothing or ``clave:valor`` pairs."""
    line = text.strip().lstrip("!/").lstrip()
    head, _, body = line.partition(" ")
    if ":" in head:
        # "duda: estoy a 1 vida …": a chat label before a told situation (a word, a colon,
        # then words with no pair), not a pair of the language.
        label = head.endswith(":") and head[:-1].isalpha() and len(body.split()) >= 3
        told = label and _PAIR.match(body.strip()) is None and not body.lstrip().startswith('"')
        return not told  # a pair with no order: the language's own message says what is missing
    # The body starts with a pair ("otorga:" inside a told sentence is not one).
    return fold(head, "words") in orders and (
        not body.strip() or _PAIR.match(body.strip()) is not None
    )


def tell(
    text: str,
    orders: set[str],
    names: Names | None = None,
    claims_out: list[str] | None = None,
    unanswered_out: list[tuple[str, str, str]] | None = None,
) -> str:
    """The line of the scenario language ``text`` tells. A leading order word (Discord's
    /escenario puts the chosen kind first) is dropped: the sentence says which it is. The
    cards are found first, then the questions cut out (asked.py); a question the engine cannot
    answer by running the situation is asked back (ScenarioQuestion), never left out.
    ``claims_out``, when given, gets the claims the message makes about the outcome (reported,
    the teller's own account, how a story ended), to be checked against the run.
    ``unanswered_out``, when given, gets what is set aside, as (kind, words, card): the
    questions no shape reads when the rest is a whole play ("question"; unanswered.py), what
    the teller says a card does after its name ("said", after_name.py) and what a play is for
    ("purpose", unanswered.py). The line is returned to be run and the
    caller says those were not read; without it they are refused or asked back, as before."""
    line = text.strip().lstrip("!/").lstrip()
    head, _, body = line.partition(" ")
    order = ""
    if fold(head, "words") in orders and body.strip():
        line, order = body.strip(), f"{head} "
    named = masked(line, names)
    try:
        ask_gap(named, names)  # a fact the answer turns on, not said: asked before reading the rest
    except ScenarioQuestion as gap:
        gap.choices = tuple((label, order + answered(line, said)) for label, said in gap.choices)
        raise
    told, second = cut_follow_up(told_again(named))
    told, claims = cut_claims(told, _a_play)
    told, moment = cut_moment(spells_by_effect(states_told(plain(unframed(told)))))
    told, reasons = cut_reasons(told)  # "como tiene más criaturas …": the teller's reasoning
    board, asked = split_asked(told)
    board = owned_in_questions(board, asked)  # "¿dispara mi Blood Artist?": on the board
    board, purposes = cut_purposes(board)  # "para q sea 4/4": the run says whether it is
    questions = [q.typed for q in asked if q.kind == "outcome"]  # the teller's own questions
    board = _with_claimed_plays(board, claims)  # "el rival dice q su 2/2 puede bloquear a …"
    board, ended = cut_outcomes(board)  # "pero al final no se murió": checked by running
    board, accounts = cut_accounts(board)  # "…, se matan los dos": the teller's account
    claims += ended + accounts
    # A claim reported ("el rival dice que mi 2/2 muere"): running the play checks it.
    asked += [Asked(claim, "outcome") for claim in claims]
    if claims_out is not None:  # checked against the run (bot/engine/claims.py)
        claims_out += [MASK.sub(lambda m: told.cards[int(m[1])], _unasked(c)) for c in claims]
    told_kinds = {clause.cue.kind for clause in find_clauses(board.folded)}
    legality = next(
        (
            q
            for q in asked
            if q.kind == "legal" and not asks_told_play(fold(q.typed, "aligned"), told_kinds)
        ),
        None,
    )
    if legality is not None and not find_clauses(board.folded):
        raise ScenarioQuestion(
            _missing(legality, board), why=_why(legality, board), example=EXAMPLE
        )
    other = next((q for q in asked if q.kind == "other"), None)
    telling = Telling(board if find_clauses(board.folded) else told, moment=moment)
    try:
        telling.read()
    except ScenarioQuestion as missing:
        # Each answer is the message again with its sentence added: what a button runs.
        missing.choices = tuple(
            (label, order + answered(line, said)) for label, said in missing.choices
        )
        raise
    # A sorcery in a combat, a spell told before the attack: never run after blocks.
    check_cast_moments(
        telling.spells, bool(telling.combat), telling.moment.step, telling.told.cards, EXAMPLE
    )
    written = Line(telling).write()
    ask_life(questions, telling.life, telling.poison, written)  # "¿pierdo?" with no life said
    unread = [q for q in (legality, other) if q is not None]
    if unanswered_out is not None and runs_a_play(written):
        # "¿quién busca la tierra?": who a card tells to act, read from its own text
        for q in list(unread):
            said = who_acts(
                telling, telling.spells, MASK.sub(lambda m: board.cards[int(m[1])], q.typed)
            )
            if said is not None:
                unanswered_out.append(("answer", said, ""))
                unread.remove(q)
                legality = None if q is legality else legality
                other = None if q is other else other
    if unread and unanswered_out is not None and runs_a_play(written):
        # The run would fill a fact the message left open (the blocks): asked, or refused.
        shown = MASK.sub(lambda m: board.cards[int(m[1])], unread[0].typed)
        ask_open_fact(written, shown, EXAMPLE, lambda said: order + answered(line, said))
        unanswered_out += [
            ("question", MASK.sub(lambda m: board.cards[int(m[1])], q.typed), "") for q in unread
        ]
        legality = other = None
    if purposes and unanswered_out is None:
        raise ScenarioError(
            f"No leo «{purposes[0]}»: di qué pasa, no para qué se hace.",
            fragment=purposes[0],
            example=EXAMPLE,
        )
    if unanswered_out is not None:
        unanswered_out += [("purpose", words, "") for words in purposes]
        unanswered_out += [("reason", words, "") for words in reasons]
    for card, words in telling.said_of_cards:  # "Wrath of God q destruye todas": its text decides
        if unanswered_out is None:
            raise ScenarioError(
                f"Leo la carta «{card}», pero «{words}», dicho junto a ella, no lo doy por leído: "
                "lo que hace lo leo de su texto. Cuéntalo sin eso.",
                example=EXAMPLE,
            )
        unanswered_out.append(("said", words, card))
    if legality is not None:
        raise ScenarioQuestion(
            _missing(legality, board), why=_why(legality, board), example=EXAMPLE, read_as=written
        )
    if other is not None:
        shown = MASK.sub(lambda m: board.cards[int(m[1])], other.typed)
        raise ScenarioError(
            f"No sé responder «¿{shown}?»: solo respondo qué pasa (o si es legal) ejecutando lo "
            f"que cuentas. Lo he leído así: {written}",
            fragment=shown,
            example=f"{EXAMPLE}, ¿qué pasa?",
        )
    for question in asked:
        _check_about(question, board)
    if second is not None and unanswered_out is not None and open_fact(written) is None:
        # "¿y si le tiro un Shock?": the first case is run as told; the second is named as not
        # read (asking «¿ejecuto el primero?» asks about no gap: the first is whole).
        unanswered_out.append(("question", second, ""))
        second = None
    if second is not None:  # "¿y si fuera un 3/3?": two cases, the first one read
        first = told.restore(0, len(told.typed))
        raise ScenarioQuestion(
            f"Cuentas dos casos: ¿ejecuto el primero? El segundo («{second}») cuéntalo entero en "
            "otro mensaje: no sé qué parte del primero cambia.",
            why="Me cuentas una situación y luego otra parecida.",
            example=EXAMPLE,
            read_as=written,
            choices=(("Ejecutar el primero", order + first),),
        )
    return written


def with_answer(text: str, answer: str, orders: set[str]) -> str:
    """``text`` as a user sent it (a leading order word kept in front) with the answer to a
    question asked back added: what a button, a console reply or a script sends next."""
    line = text.strip().lstrip("!/").lstrip()
    head, _, body = line.partition(" ")
    if fold(head, "words") in orders and body.strip():
        return f"{head} {answered(body, answer)}"
    return answered(line, answer)


def answered(message: str, answer: str) -> str:
    """``message`` with the answer to a question asked back added first, in words the reader
    reads ("el Oso es del rival. hay un Oso 2/2 y …"): first, so that no question or
    what-happens tail at the end of the message is cut off from the rest."""
    return f"{answer}. {message.strip()}"


def _missing(question: Asked, told: Told) -> str:
    """What to ask back about a question on what may be done that no told play answers."""
    shown = MASK.sub(lambda m: told.cards[int(m[1])], question.typed)
    return legal_missing(shown, fold(shown, "aligned"))


def _a_play(folded: str) -> bool:
    """A reported clause that tells a play ("no bloquea"), not an outcome ("mi 2/2 muere")."""
    if claimed_play(folded) is not None:  # "… dice que mi 2/2 puede bloquear a su 3/3"
        return False  # a claim on what may be done: its play is told after the board
    return bool(find_clauses(folded)) and not outcome_said(folded)


def _with_claimed_plays(board: Told, claims: list[str]) -> Told:
    """``board`` with the plays that claims say may be done told after it: running them
    checks the claims (the engine says whether the block is legal)."""
    plays = [play for play in map(claimed_play, claims) if play is not None]
    if not plays:
        return board
    typed = "; ".join([board.typed.strip(" ,.;"), *plays]).strip(" ;")
    return replace(board, typed=typed, folded=fold(typed, "aligned"))


def _unasked(claim: str) -> str:
    """A claim without the check asked after it in the same clause ("se matan los dos, es
    así" → "se matan los dos")."""
    head, comma, tail = claim.rpartition(",")
    if comma and head.strip() and a_check(fold(tail, "aligned")):
        return head.strip()
    return claim.strip()


def _why(question: Asked, told: Told) -> str:
    shown = MASK.sub(lambda m: told.cards[int(m[1])], question.typed)
    return f"Preguntas «¿{shown}?», y solo sé responderlo ejecutando lo que ocurre."


def _check_about(question: Asked, board: Told) -> None:
    """ "¿se muere Sheoldred?" asks about a card: the situation must have told it."""
    told = {fold(board.cards[int(m[1])], "words") for m in MASK.finditer(board.typed)}
    for m in MASK.finditer(question.about):
        card = board.cards[int(m[1])]
        words = set(fold(card, "words").replace(",", " ").split())
        # "¿muere el Lieutenant?" after "Council's Lieutenant": a part of a told name.
        in_board = re.search(rf"(?<![\w§]){re.escape(fold(card, 'words'))}(?![\w§])", board.folded)
        if in_board is None and not any(words <= set(n.replace(",", " ").split()) for n in told):
            raise ScenarioQuestion(
                f"¿De quién es {card} y dónde está (en el campo, atacando, bloqueando)?",
                why=f"Preguntas por {card}, pero no está en la situación que cuentas.",
                example=EXAMPLE,
            )


__all__ = ["EXAMPLE", "Names", "answered", "is_structured", "tell", "with_answer"]
