"""A chat message split into what it tells (the board and what happens) and what it asks.

Players end a situation with the question itself: "…¿qué pasa?", "… o q pasa", "…, se
muere?", "¿qué pasa si ataco con …?". The question is what is asked, not part of the board, so
it is cut out before the clauses are read (the cards are already masked, so no question word
sticks to a card's name). Three kinds of question:

- **what happens** ("qué pasa", "se muere", "sobrevive", "cuánta vida…"): running the told
  situation answers it, so it is set aside; an event said inside it ("¿qué pasa si le tiro un
  Rayo?") stays in the board;
- **can I play …** ("¿puedo jugar otra tierra?"): the reader has a clause for it, kept as is;
- anything else (is it legal, can it block, how does it work): the engine answers a question
  only by running what happens, so the answer asks back what is done (ScenarioQuestion),
  never a reading of the board that leaves the question out.

Parenthetical details ("mi Oso (tiene 2 contadores +1/+1)") are read as their own sentence
when they hold a verb, else as words of the object before them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from index.fold import fold

from .clauses import find_clauses
from .legal import aimed_cast, as_play
from .text import Told

# What-happens questions: the outcome of running the situation answers them.
_OUTCOME = re.compile(
    r"(?<![\w§])(?:"
    r"(?:que|q|k|ke)\s+(?:pasa|pasaria|ocurre|ocurriria|sucede|passa)"
    r"|(?:que|q)\s+le\s+pasa|como\s+(?:queda|quedan|se\s+resuelve|se\s+resuelven|acaba|termina)"
    r"|(?:se\s+)?mueren?|muer[ea]n?|muero|morimos|morir(?:ia|iamos)?|sobreviven?|(?:quien|qui[eé]n)\s+(?:gana|pierde|muere)"
    r"|(?:cuant[oa]s?|a\s+cuant[oa]s?)\s+(?:vidas?|de\s+vida|dano|danos|queda|quedo|quedan)"
    r"|(?:con|a)\s+cuant[oa]s?\s+vidas?\s+(?:queda|quedo|quedan|me\s+quedo|se\s+queda)"
    # A story's question in the past: "¿gané?", "¿murió?".
    r"|gane|perdi|perdio|murio|murieron|sobrevivio|sobrevivieron"
    r"|pierdo|pierde|gano|gana|va\s+al\s+cementerio|van\s+al\s+cementerio|se\s+va\s+al\s+cementerio"
    # How much gets through, who stays, whether it is still alive: running the play says it.
    r"|cuant[oa]s?(?:\s+(?:dano|danos|vidas?))?(?:\s+(?:me|le|te|se|les))?\s+(?:entra|entran|pasa|pasan"
    r"|hago|hace|hacen|recibe|recibo|como|quita|quito|llega|llegan)(?:\s+(?:al|a)\s+(?:rival|oponente"
    r"|jugador))?|(?:me|le|te)\s+entran?(?:\s+danos?)?|entra\s+dano"
    r"|cual\s+(?:se\s+queda|queda|me\s+quedo|se\s+va|muere)|(?:he|ha|has|hemos)\s+(?:perdido|ganado)"
    r"|siguen?\s+viv[oa]s?|(?:lo|la|los|las)\s+matan?|(?:lo|la|los|las|me|le|se)\s+salvan?"
    r"|(?:queda|quedan)\s+viv[oa]s?|(?:se\s+)?(?:queda|quedan|quedaria)\s+como"
    # The order things happen in, how often something triggers: the run lists both.
    r"|(?:en\s+)?(?:que|q|cual)\s+orden|cuantas\s+veces(?:\s+(?:se|me|le))?\s+(?:dispara|disparan"
    r"|activa|activan|trigerea|triggerea|pega|hace|resuelve)"
    # Whether a told card's triggered ability triggers: the run shows its trigger, or none.
    r"|(?:se\s+)?(?:dispara|disparan|trigerea|triggerea|triggerean|trigerean)"
    r"|what\s+happens|does\s+it\s+die|dies|survives?"
    r")(?![\w§])"
)
# Words that only join a question to what it is about ("¿y qué pasa si …?", "o q pasa").
# Questions on what may be done: answered only by running the play it asks about.
_LEGALITY = re.compile(
    r"(?<![\w§])(?:puedo|puedes|puede|pueden|podemos|podria|podrias|se\s+puede|es\s+legal"
    r"|vale|valdria|deberia|(?:tengo|tiene|tienen|tienes)\s+(?:que|q)"
    r"|can|may|could|is\s+it\s+legal)(?![\w§])"
)
_JOINERS = frozenset(
    (  # noqa: SIM905 (one string reads better than many quoted words)
        "y o e pero entonces si cuando al if and or so then ahi alli"
    ).split()
)
_ONLY_ASKING = frozenset(
    (  # noqa: SIM905
        "y o e pero entonces ahi alli ahora luego al final el la lo los las mi su tu un una "
        "esto eso ello con de del en caso ese esa este esta hacer hacerlo asi se bien"
    ).split()
)
# A check of something said or a choice between numbers: "¿es así?", "¿quién tiene razón?",
# "¿es verdad?", "¿4 o 7?", "¿son 3 o 5?". The outcome of running what is told is the answer.
_CHECK = re.compile(
    r"^(?:y\s+|entonces\s+|pero\s+)?(?:(?:(?:esto|eso)\s+)?es\s+(?:asi|verdad|cierto|correcto)"
    r"|(?:quien|q)\s+tiene\s+(?:la\s+)?razon|tiene\s+razon|tengo\s+razon|esta\s+bien|no|verdad"
    r"|(?:es\s+|seria\s+|esta\s+)?(?:correcto|asi|bien)(?:\s+no)?|(?:lo\s+)?(?:hice|hago|hizo)\s+bien"
    # "¿por qué?" after a told play: the run's steps give the reasons, each with its rule.
    r"|(?:y\s+)?(?:por\s*que|xq|pq)(?:\s+(?:no|si|pasa\s+eso|pasa\s+esto))?"
    r"|cierto|(?:(?:son|es|serian|seria|entran|pasan|hace|hago|me\s+entran|le\s+entran)\s+)?"
    r"\d+\s+o\s+\d+(?:\s+(?:de\s+)?(?:dano|danos|vidas?))?"
    # What the told play comes to, asked in so many words: "¿cómo es?", "¿quién tiene razón con
    # eso?", "¿qué dice la regla?", "¿alguien me lo explica?", "¿eso funciona?".
    r"|(?:y\s+)?como\s+(?:es|va|queda|funciona|se\s+resuelve)(?:\s+(?:esto|eso|entonces|asi|aqui))?"
    r"|(?:quien|q)\s+(?:tiene\s+(?:la\s+)?razon|gana)(?:\s+(?:con|en)?\s*(?:esto|eso))?"
    r"|(?:que|q)\s+dice\s+la\s+regla|alguien\s+me\s+lo\s+explica|me\s+lo\s+explican?"
    r"|(?:que|q)\s+pasa\s+(?:con|en)\s+(?:esto|eso)|(?:eso|esto)\s+funciona|funciona"
    r"|es\s+(?:asi|verdad|cierto)\s+(?:o\s+no|eso)|me\s+parece\s+\w+\s+pero\s+es\s+asi)$"
)
# A choice between numbers in words of its own: "¿le hago 1 al rival o 0?", "¿entran 3 o
# ninguno?", "¿pierdo 2 vidas o 4?". Running the play says which.
_CHOICE = re.compile(
    r"(?<![\w§/])(?P<a>\d+|cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)"
    r"(?![\w§/])(?:\s+[^\s§/\d]+){0,4}?\s+o\s+(?:solo\s+)?"
    r"(?:\d+|cero|nada|ninguno|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)(?![\w§/])"
)


def choice_of_numbers(folded: str) -> bool:
    """A question that picks between numbers and names no card nor creature of its own."""
    return _CHOICE.search(folded) is not None and "§" not in folded and "/" not in folded


# A hypothetical told as the question: "¿y si le tiro un Shock a su Oso?".
_WHAT_IF = re.compile(r"^(?:y\s+|e\s+|pero\s+)?(?:que\s+pasa(?:ria)?\s+)?si\s+")
_PAREN = re.compile(r"\(([^()]*)\)")
_ABOUT_IT = re.compile(
    r"(?:ya\s+|que\s+)?(?:(?P<with>tiene|lleva|has)|es|is|son)\s+(?:(?:un|una|a|an)\s+)?"
)

# A sentence that starts with a question word ("quién", "cuál", "cuánto", "qué"): all of it
# is the question, commas included. Not "cuando", "como", "donde": they open statements too.
_ASKING_START = re.compile(r"^\s*(?:y\s+)?(?:quien|quienes|cual|cuales|cuant[oa]s?|que|q|k)\s")

_NOW_AFTER = re.compile(r"\s+(?:ahora(?:\s+mismo)?|en\s+este\s+momento|now)\s*$")


@dataclass(frozen=True)
class Asked:
    """One question of the message: its typed words and what kind it is."""

    typed: str
    # "outcome" (running answers it), "play" (read as told), "legal" (asked back: what is
    # done?) or "other" (not read: refused, naming it)
    kind: str
    about: str = ""  # the words naming what it asks about ("mi Oso" in "¿se muere mi Oso?")


def _unmask_free(folded: str) -> bool:
    """No card name and no words besides joiners: nothing of the board is left in it."""
    words = re.findall(r"[\w§]+", folded)
    return all(w in _ONLY_ASKING for w in words)


def _parentheses(typed: str) -> str:
    """A parenthetical detail read where it stands: a sentence of its own when it has a verb
    ("(el rival está a 5 vidas)"), else words of the object before it ("Oso (3/3)")."""

    def one(match: re.Match[str]) -> str:
        inner = match[1].strip()
        # "(es un 4/5)", "(tiene 2 daños marcados)": a verb with no subject says more of the
        # object before it, as the language writes it ("Tarmogoyf 4/5 con 2 daños marcados").
        bare = _ABOUT_IT.match(fold(inner, "aligned"))
        if bare is not None:
            lead = "con " if bare["with"] else ""
            rest = inner[bare.end() :]
            # "(es 5/5 ahora)": the time said after is the same state, not a word of it.
            now = _NOW_AFTER.search(fold(rest, "aligned"))
            return f" {lead}{rest[: now.start()] if now else rest} "
        if find_clauses(fold(inner, "aligned")):
            return f", {inner}, "
        return f" {inner} "

    while _PAREN.search(typed):
        typed = _PAREN.sub(one, typed)
    return re.sub(r"\s+", " ", re.sub(r"\s+([,.;])", r"\1", typed)).strip()


def _question_spans(typed: str) -> list[tuple[int, int]]:
    """The spans of the questions: "¿…?", or from the last sentence break before a "?"
    without its "¿" (chat drops it: "…, se muere?"), or a what-happens tail with no "?"
    ("… o q pasa")."""
    spans: list[tuple[int, int]] = []
    pos = 0
    for mark in re.finditer(r"\?+", typed):
        opening = typed.rfind("¿", pos, mark.start())
        if opening < 0:
            breaks = [m.end() for m in re.finditer(r"[.;!:]|,", typed[pos : mark.start()])]
            opening = pos + breaks[-1] if breaks else pos
            # "quien pierde la vida, yo o el?": opened by a question word, the question reaches
            # back over its commas to the start of its sentence.
            hard = [m.end() for m in re.finditer(r"[.;!:]", typed[pos : mark.start()])]
            start = pos + (hard[-1] if hard else 0)
            if _ASKING_START.match(fold(typed[start : mark.start()], "aligned")):
                opening = start
            # "… ataca o q pasa?": the question starts at its own words, not at the board's.
            folded = fold(typed[opening : mark.start()], "aligned")
            found = list(_OUTCOME.finditer(folded))
            if found and find_clauses(folded[: found[0].start()]):
                joiner = re.search(r"\s(?:o|y|e)\s+$", folded[: found[0].start()])
                opening += joiner.start() if joiner else found[0].start()
        spans.append((opening, mark.end()))
        pos = mark.end()
    if not spans:
        folded = fold(typed, "aligned")
        tail = None
        for match in _OUTCOME.finditer(folded):
            tail = match
        if tail is not None and not folded[tail.end() :].strip(" .!"):
            before = folded[: tail.start()]
            joiner = re.search(r"(?:[,.;:]|\s(?:o|y|e|pero))\s*$", before)
            if joiner is not None:
                spans.append((joiner.start(), len(typed)))
    return spans


def split_asked(told: Told) -> tuple[Told, list[Asked]]:
    """``told`` without its questions (what-happens questions dropped, events said inside a
    question kept), and the questions it asks."""
    typed = _parentheses(told.typed)
    asked: list[Asked] = []
    kept: list[str] = []
    pos = 0
    for start, end in _question_spans(typed):
        kept.append(typed[pos:start])
        pos = end
        question = typed[start:end].strip(" ,.;:").lstrip("¿").rstrip("?").strip()
        board, kind, about = _read_question(question)
        asked.append(Asked(question, kind, about))
        if board:
            kept.append(f", {board}")
    kept.append(typed[pos:])
    text = re.sub(r"^[\s,.;:]+", "", re.sub(r"\s+", " ", " ".join(kept))).strip()
    return replace(told, typed=text, folded=fold(text, "aligned")), asked


def a_check(folded: str) -> bool:
    """Whether ``folded`` only checks what was said ("es así", "tiene razón", "¿4 o 7?")."""
    return _CHECK.match(folded.strip(" ,.;:¿?")) is not None


def outcome_said(folded: str) -> bool:
    """Whether ``folded`` names an outcome ("muere", "pierde", "me entra daño")."""
    return _OUTCOME.search(folded) is not None


def _read_question(question: str) -> tuple[str, str, str]:
    """What of ``question`` belongs to the board, its kind, and what it is asked about."""
    folded = fold(question, "aligned")
    if _CHECK.match(folded.strip()) or not folded.strip(" ,.;:"):
        # checked by running what is told; an empty one is what is left of "el rival dice q se
        # matan los dos, ¿es así?" once its claim is cut out (framing.py)
        return "", "outcome", ""
    if choice_of_numbers(folded):
        return "", "outcome", ""  # "¿le hago 1 al rival o 0?": running says which
    check = re.match(r"^(?:y\s+)?es\s+(?:verdad|cierto)\s+(?:que|q)\s+", folded)
    if check is not None:  # "¿es verdad que gano?": the claim after it is the question
        question, folded = question[check.end() :], folded[check.end() :]
    what_if = _WHAT_IF.match(folded)
    if what_if is not None and find_clauses(folded[what_if.end() :]) and not outcome_said(folded):
        return question[what_if.end() :], "outcome", ""  # "¿y si le tiro …?": told, then run
    aimed = aimed_cast(question, folded)
    if aimed is not None:  # "¿le puedo tirar un Shock?": the spell cast at what was told
        return aimed, "outcome", ""
    if any(c.cue.kind == "play" for c in find_clauses(folded)):
        return question, "play", ""  # "¿puedo jugar otra tierra?": the reader's own clause
    outcome = _OUTCOME.search(folded)
    if outcome is None:
        legal = _LEGALITY.search(folded)
        if legal is None:
            return "", "other", ""
        play = as_play(question, folded)
        if play is not None:  # "¿puede mi 2/2 bloquear a su 3/3?": told, run, legal or not
            return play, "outcome", ""
        rest = _LEGALITY.sub(" ", folded).split()
        # "…, ¿es legal?", "¿se puede?": the play told is what is asked about; running it
        # says whether it is legal. "¿puede bloquear a …?" asks about a play not told.
        return "", "outcome" if all(w in _ONLY_ASKING for w in rest) else "legal", ""
    board: list[str] = []
    about: list[str] = []
    for a, b in ((0, outcome.start()), (outcome.end(), len(question))):
        words, low = question[a:b].split(), folded[a:b].split()
        while low and low[0] in _JOINERS:  # "¿qué pasa si …", "¿y si …"
            words, low = words[1:], low[1:]
        if not low or _unmask_free(" ".join(low)):
            continue
        # "¿qué pasa si le tiro un Rayo?": an event, told; "¿se muere mi Oso?": what is asked.
        (board if find_clauses(" ".join(low)) else about).append(" ".join(words))
    return ", ".join(board), "outcome", " ".join(about)
