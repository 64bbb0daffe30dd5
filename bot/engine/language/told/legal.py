"""A question on what may be done, told as the play it asks about: "¿puede mi 2/2 bloquear a su
3/3 con vuela?" is "su 3/3 con vuela ataca y lo bloquean con mi 2/2", run; the engine says
whether the block (or the target of a spell) is legal. A question whose play cannot be told
this way is not asked back with a generic "what is done?": the answer names the question and
what the reader needs to run it (legal_missing).
"""

from __future__ import annotations

import re

from index.fold import fold

from .clauses import find_clauses
from .text import MASK
from .things import PT

# Infinitive plays inside "¿puedo / puede X / se puede …?" (folded, masks kept). The named
# groups are the words kept: "who" blocks, "what" is attacked or cast, "blocker" blocks.
_BLOCK_WHO_WHAT = re.compile(
    r"^(?:y\s+)?(?:pued(?:e|en)|podria|podrian)\s+(?P<who>.+?)\s+bloquear(?:lo|la|le)?\s+"
    r"(?:a|al)\s+(?P<what>.+)$"
)
_BLOCK_WHAT_WITH = re.compile(
    r"^(?:y\s+)?(?:puedo|podria|podemos|se\s+puede)\s+bloquear(?:lo|la|le)?\s+(?:a\s+|al\s+)?"
    r"(?P<what>.+?)\s+con\s+(?P<blocker>.+)$"
)
_BLOCK_WITH = re.compile(
    r"^(?:y\s+)?(?:puedo|podria|podemos|se\s+puede)\s+bloquear(?:lo|la|le)?\s+con\s+(?P<blocker>.+)$"
)
_CAST_AT = re.compile(
    r"^(?:y\s+)?(?:puedo|podria|se\s+puede)\s+(?:tirar|lanzar|castear|echar)(?:le|les|lo|la)?\s+"
    r"(?P<spell>.+?)\s+(?P<at>(?:a|al|sobre|contra)\s+.+)$"
)

# "¿puedo contrarrestar eso con un Counterspell?": the counterspell cast at what is named (the
# engine checks its target: a spell, 115.1).
_COUNTER_WITH = re.compile(
    r"^(?:y\s+)?(?:puedo|podria|se\s+puede)\s+(?:contrarrestar|counterear|responder)(?:le|lo|la)?"
    r"\s+(?:a\s+|al\s+)?(?P<what>.+?)\s+con\s+(?P<spell>.+)$"
)


# "¿le puedo tirar un Shock?": the clitic is the target, told just before (the reader's "le
# tiro un Shock" reads it so).
_CLITIC_CAST = re.compile(
    r"^(?:y\s+|entonces\s+)?(?P<cl>le|les)\s+(?:puedo|podria|puede|se\s+puede)\s+"
    r"(?:tirar|lanzar|castear|echar|meter)\s+(?P<spell>.+)$"
)


def aimed_cast(question: str, folded: str) -> str | None:
    """ "¿le puedo tirar un Shock?" told as its play ("le tiro un Shock"), or None."""
    found = _CLITIC_CAST.match(folded)
    if found is None or MASK.search(found["spell"]) is None:
        return None
    return f"{found['cl']} tiro {question[found.start('spell') : found.end('spell')].strip()}"


def _an_object(folded: str) -> bool:
    """Words that name one object: a card (masked) or a power/toughness ("dos criaturas" is
    not one)."""
    return PT.search(folded) is not None or MASK.search(folded) is not None


def as_play(question: str, folded: str) -> str | None:
    """The play ``question`` (typed, ``folded`` its folded twin) asks about, told the way the
    clauses read it, or None when it asks about something else."""

    def typed(match: re.Match[str], group: str) -> str:
        return question[match.start(group) : match.end(group)].strip()

    found = _BLOCK_WHO_WHAT.match(folded)
    if found is not None and _an_object(found["what"]):
        return f"{typed(found, 'what')} ataca y lo bloquean con {typed(found, 'who')}"
    found = _BLOCK_WITH.match(folded)
    if found is not None:
        return f"lo bloqueo con {typed(found, 'blocker')}"
    found = _BLOCK_WHAT_WITH.match(folded)
    if found is not None and _an_object(found["what"]):
        return f"{typed(found, 'what')} ataca y lo bloqueo con {typed(found, 'blocker')}"
    found = _CAST_AT.match(folded)
    if found is not None:
        return f"le tiro {typed(found, 'spell')} {typed(found, 'at')}"
    found = _COUNTER_WITH.match(folded)
    if found is not None and MASK.search(found["spell"]):
        return f"le tiro {typed(found, 'spell')} a {typed(found, 'what')}"
    return _first_person(question, folded)


# "¿puedo ensillar mi X con mi Y?", "¿le puedo hacer 1 a su X?", "¿puedo hacerle 1 a su X?":
# "puedo" and an infinitive (its object pronoun before "puedo" or after the verb) ask whether
# the teller may do what the same verb in the first person tells: told that way, and run.
_MAY_I = re.compile(
    r"^(?:y\s+|entonces\s+)?(?:(?P<cl1>le|les|lo|la)\s+)?(?:puedo|podria)\s+"
    r"(?P<verb>[a-z]+?)(?P<end>ar|er|ir)(?P<cl2>le|les|lo|la)?(?P<rest>\s.+)$"
)
# The first person of the irregular infinitives players use here.
_IRREGULAR = {"hac": "hago", "pon": "pongo"}
# Told by shapes of their own above, or not a play of the teller's.
_NOT_PLAYS = frozenset(("bloque", "atac", "ten", "deb", "hab", "ser", "est", "pod", "s"))


def _first_person(question: str, folded: str) -> str | None:
    """The play a «¿puedo + infinitive …?» asks about, in the first person, when it names an
    object (a card or a P/T): the clause finder then reads it as told; None otherwise."""
    found = _MAY_I.match(folded)
    if found is None or found["verb"] in _NOT_PLAYS or not _an_object(found["rest"]):
        return None
    verb = _IRREGULAR.get(found["verb"], f"{found['verb']}o")
    clitic = found["cl1"] or found["cl2"]
    rest = question[found.start("rest") :].strip()
    play = f"{clitic + ' ' if clitic else ''}{verb} {rest}"
    # Told only when the first person reads as a play: «¿puedo usar el disparo …?» is no
    # clause, and told it would vanish, its question left unanswered without a word.
    return play if find_clauses(fold(play, "aligned")) else None


# The play a question on what may be done is about, by its verb, and the kinds of clause that
# tell that play (clauses.py): "¿tiene que bloquear con dos?" after "me lo bloquea un 2/2".
_ASKED_PLAY = (
    (re.compile(r"(?<![\w§])bloque\w*"), {"block", "blocked_by"}),
    (re.compile(r"(?<![\w§])ataca\w*|(?<![\w§])atacar\w*"), {"attack", "attacked"}),
    (
        re.compile(r"(?<![\w§])(?:tirar|lanzar|castear|echar|apuntar|responder)\w*"),
        {"cast", "respond", "respond_to"},
    ),
)


def asks_told_play(folded: str, told_kinds: set[str]) -> bool:
    """Whether the question (folded) asks whether a play already told may be done that way
    ("¿tiene que bloquear con dos?", "¿puede bloquearlo?"): it names no object of its own, and
    its verb is a play the message tells. Running the told play says whether it is legal."""
    if _an_object(folded):
        return False
    return any(verb.search(folded) and kinds & told_kinds for verb, kinds in _ASKED_PLAY)


# A claim that something may be done, told with its subject first ("su 2/2 con vuela puede
# bloquear a mi 3/3"), and the reason given after it ("aunque el mío no vuele"), which the
# play told answers.
_WHO_CAN_BLOCK = re.compile(
    r"^(?:que\s+|q\s+)?(?P<who>.+?)\s+(?:puede|pueden|podria|podrian)\s+bloquear(?:lo|la|le)?\s+"
    r"(?:a|al)\s+(?P<what>.+)$"
)
_BECAUSE = re.compile(
    r"\s*,?\s+(?:aunque|porque|xq|pq|ya\s+que|pues|si)\s.*$"
    # the check asked right after it, inside the same clause ("…, ¿tiene razón?")
    r"|\s*,\s*(?:tiene|tengo|quien|q|es|esta|no|verdad|cierto|correcto|vale)(?![\w§]).*$"
)


def claimed_play(claim: str) -> str | None:
    """The play a reported claim says may be done ("el rival dice q su 2/2 con vuela puede
    bloquear a mi 3/3"), told the way the clauses read it, or None: running it checks the
    claim (legal or not)."""
    folded = fold(claim, "aligned")
    cut = _BECAUSE.search(folded)
    if cut is not None:
        claim, folded = claim[: cut.start()], folded[: cut.start()]
    found = _WHO_CAN_BLOCK.match(folded)
    if found is not None and _an_object(found["who"]) and _an_object(found["what"]):
        what = claim[found.start("what") : found.end("what")].strip()
        who = claim[found.start("who") : found.end("who")].strip()
        return f"{what} ataca y lo bloquean con {who}"
    return as_play(claim, folded)


_RESPOND = re.compile(r"(?<![\w§])(?:responder|respondo|responde|en\s+respuesta)(?![\w§])")


def legal_missing(question: str, folded: str) -> str:
    """What to ask about a question on what may be done that no play told answers."""
    if _RESPOND.search(folded):
        return "¿Qué lanzas en respuesta (el hechizo, y a qué objetivo)?"
    return (
        f"¿Qué jugada concreta quieres comprobar con «¿{question}?»? Dime qué se lanza, ataca "
        "o bloquea, y con qué cartas o criaturas."
    )


__all__ = ["aimed_cast", "as_play", "asks_told_play", "claimed_play", "legal_missing"]
