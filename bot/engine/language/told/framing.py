"""What a chat message says around the situation, taken off before the clauses are read.

Players frame a situation: a label first ("pregunta rápida:", "duda:"), the story it comes
from ("ayer en la fnm …", "el otro día en una partida: …"), and corrections of themselves as
they type ("un 2/2, digo, con un 3/3"). None of it is part of the game; left in, it sticks to
the first card or creature told and the whole message is refused. Each rule keeps what was said
about the game and drops only the framing; a correction keeps the corrected words.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from index.fold import fold

from ...errors import ScenarioQuestion
from .clauses import find_clauses
from .text import MASK, Told

# A label ending in a colon before the situation: short, with no card, number or play in it.
_LABEL = re.compile(r"^\s*(?P<label>[^:§\d]{1,40}?)\s*:\s+")
# The teller's framing of a doubt: "tengo una duda con Rest in Peace.", "una pregunta sobre …:".
_DOUBT = re.compile(
    r"^\s*(?:(?:hola|buenas)[\s,!.]+)?(?:tengo\s+)?(?:una\s+)?(?:duda|pregunta|consulta)"
    r"(?:\s+(?:rapida|de\s+reglas))?(?:\s+(?:con|sobre|de)\s+[^.:?!]*)?\s*[.:!]\s+"
)
# Where a told story happened: "ayer", "el otro día", "anoche en la fnm", "hoy jugando commander".
_STORY = re.compile(
    r"^\s*(?:ayer|anoche|hoy|el\s+otro\s+dia|la\s+otra\s+vez|una\s+vez|el\s+finde"
    r"|el\s+fin\s+de\s+semana(?:\s+pasado)?|la\s+semana\s+pasada)"
    r"(?:\s+(?:en|jugando|durante)(?:\s+(?:la|el|un|una|mi|los|las))?\s+[\w\-]+)?\s*[,:]?\s+"
)
# A correction: what follows replaces the phrase before it that starts with the same word.
_CORRECTION = re.compile(
    r"\s*,?\s*(?:digo|perdon|quiero\s+decir|mejor\s+dicho|bueno\s+no|o\s+sea|es\s+decir)"
    # "perdón, era un 3/3", "perdón, quería decir …": the verb of the correction, not a fact
    r"(?:\s*,?\s*(?:era|eran|es|son|fue|queria\s+decir|quise\s+decir|quiero\s+decir"
    r"|me\s+referia\s+a|me\s+refiero\s+a)(?![\w§]))?"
    r"\s*,?\s+"
)
# The words a corrected object may start with, when the correction's own lead is not found
# before it ("bloquea con su Wall of Omens, perdón, era un Hill Giant").
_OBJECT_LEAD = re.compile(r"(?<![\w§])(?:un|una|mi|su|tu|el|la)\s")
_ARTICLE = frozenset(("un", "una", "el", "la"))
EXAMPLE_CASE = "mi 3/3 ataca y el rival bloquea con un 4/4"
_LEAD = re.compile(r"(?:con\s+)?(?:un|una|mi|su|el|la)\s|con\s|a\s|al\s")


# Reported claims: "el rival dice que mi 2/2 muere", "me dijeron que basta con 1": what someone
# says happens, to be checked, not a play (up to the end of its sentence).
_WHO_SAYS = (
    r"(?:el|ella|ellos|el\s+otro|la\s+otra|el\s+rival|el\s+oponente|(?:mi|mis)\s+[\w]+"
    r"|un\s+(?:amigo|colega|juez|chaval|chico)|alguien|el\s+juez|yo|nosotros|todos|la\s+gente)"
)
_CLAIM = re.compile(
    r"(?:^|(?<=[.;,…])|(?<=\sy)|(?<=\spero)|(?<=\sq)|(?<=\sque)|(?<=\sasi))\s*(?:y\s+|pero\s+)?"
    rf"(?:{_WHO_SAYS}\s+)?(?:me\s+|nos\s+|le\s+|les\s+)?(?:(?:ha|han)\s+dicho|dice|dijo|dicen"
    r"|dijeron|decia|decian|comenta|asegura|piensa|pensaba|pense|cree|creia|crei|creo|pienso"
    r"|creiamos|pensabamos|tenia\s+entendido|entendia|digo|dije)\s+(?:que|q)\s+"
    r"(?P<claim>[^.;?¿…]*)"
    # The teller's own claim said straight ("yo dije 1 al bloqueador y 4 a la cara"), and a
    # saying quoted after its verb (el rival dice «eso no puede entrar»).
    r"|(?:^|(?<=[.;,…])|(?<=\sy)|(?<=\spero))\s*(?:y\s+|pero\s+)?(?:yo\s+(?:le\s+|les\s+)?"
    r"|(?:le|les)\s+)(?:dije|digo|decia)\s+(?P<said>[^.;?¿…]*)"
    rf"|(?<![\w§])(?:{_WHO_SAYS}\s+)?(?:me\s+|nos\s+|le\s+|les\s+)?"
    r"(?:dice|dijo|dicen|dijeron|decia|decian|digo|dije|pone)\s*[:,]?\s*"
    r"[«\"](?P<quoted>[^«»\"§]*\s[^«»\"§]*)[»\"]"
)
# Preterites of the verbs of a play told as a story ("ataqué", "me lo bloqueó"): the present
# the clauses read. Accents decide the person, so this reads the typed words.
_PAST = re.compile(
    r"(?<![\w§])(?P<stem>atac|ataqu|bloque|tir|lanz|lanc|caste|equip|sacrific|activ|peg|pegu)"
    r"(?P<end>ó|é)(?![\w§])",
    re.IGNORECASE,
)
_PRESENT_STEM = {"ataqu": "atac", "lanc": "lanz", "pegu": "peg"}


# A second case told after the first ("¿y si fuera un 3/3?", "mismo caso pero con un 4/4"):
# what changes is not said in a form the reader can put in place of the first case's words.
_FOLLOW_UP = re.compile(
    r"(?:^|(?<=[.;?!…])|(?<=[.;?!…]\s)|(?<=,\s))\s*¿?\s*(?:y\s+|e\s+|pero\s+)?"
    r"(?:(?:(?:en\s+el\s+)?mism[oa]\s+(?:caso|situacion|jugada)|igual)\s+pero\s+"
    r"|si\s+(?:fuera|fuese|fueran|tuviera|tuviese|tuvieran|hubiera|hubiese|en\s+vez"
    r"|en\s+lugar|en\s+cambio|no\s+tuviera)(?![\w§]))"
)


# "¿y si le tiro un Shock?", ". y si no bloquea?": a second case opened by «y si» after a
# sentence ends, whatever verb follows (a hypothetical of the teller's own play, never a fact).
# A first case is one with a play told (clauses.py kinds); a board alone is no case of its own.
_PLAY_KINDS = frozenset(
    ("attack", "attacked", "attack_alone", "block", "blocked_by", "cast", "respond", "respond_to")
)
_FOLLOW_UP_ANY = re.compile(r"(?:(?<=[.;?!…])|(?<=[.;?!…]\s))\s*¿?\s*(?:y|e|pero)\s+si\s+(?=\S)")


def cut_follow_up(told: Told) -> tuple[Told, str | None]:
    """``told`` up to a second case told after it, and that case (typed), if there is one."""
    any_verb = _FOLLOW_UP_ANY.search(told.folded)
    if any_verb is not None and not _PLAY_KINDS & {
        c.cue.kind for c in find_clauses(told.folded[: any_verb.start()])
    }:
        any_verb = None  # "tengo un Oso. ¿y si le tiro un Rayo?": the play is the question's
    found = min(
        (m for m in (_FOLLOW_UP.search(told.folded), any_verb) if m),
        key=lambda m: m.start(),
        default=None,
    )
    if found is None:
        return told, None
    if not told.folded[: found.start()].strip(" ,.;¿?"):
        if re.match(r"\s*¿?\s*(?:y\s+|e\s+|pero\s+)?(?:(?:en\s+el\s+)?mism|igual)", told.folded):
            # "mismo caso pero …" opens the message: the case it changes was told in another
            # message, which this one does not hold.
            raise ScenarioQuestion(
                "¿Cuál es el caso que cambias? Cuéntalo entero, ya con el cambio, en un mensaje.",
                why="Me cuentas un cambio sobre un caso anterior, y cada mensaje se lee solo.",
                example=EXAMPLE_CASE,
            )
        return told, None
    typed = told.typed[: found.start()].rstrip(" ,;¿")
    return replace(told, typed=typed, folded=fold(typed, "aligned")), told.restore(
        found.start(), len(told.typed)
    ).strip(" ¿?")


def cut_claims(told: Told, is_play: Callable[[str], bool]) -> tuple[Told, list[str]]:
    """``told`` without the claims it reports, and those claims (typed). A reported play
    ("el rival dice que no bloquea", ``is_play``) stays: what a player says they do is done."""
    claims: list[str] = []
    typed = told.typed
    for match in reversed(list(_CLAIM.finditer(told.folded))):
        group = next(g for g in ("claim", "said", "quoted") if match[g] is not None)
        if group == "claim" and is_play(match["claim"]):
            continue
        claims.insert(0, typed[match.start(group) : match.end(group)].strip(" ,"))
        typed = f"{typed[: match.start()]}{typed[match.end() :]}"
    return replace(told, typed=typed, folded=fold(typed, "aligned")), claims


def _present(match: re.Match[str]) -> str:
    stem = match["stem"]
    stem = _PRESENT_STEM.get(stem.lower(), stem)
    return stem + ("a" if match["end"] == "ó" else "o")


def unframed(told: Told) -> Told:
    """``told`` without its label, the story's time and place, and self-corrected words."""
    typed = told.typed
    doubt = _DOUBT.match(fold(typed, "aligned"))
    if doubt is not None:
        typed = typed[doubt.end() :]
    label = _LABEL.match(fold(typed, "aligned"))
    if label is not None and not find_clauses(label["label"]):
        typed = typed[label.end() :]
    story = _STORY.match(fold(typed, "aligned"))
    if story is not None:
        typed = typed[story.end() :]
    typed = _PAST.sub(_present, _corrected(typed))
    return replace(told, typed=typed, folded=fold(typed, "aligned"))


def _corrected(typed: str) -> str:
    """ "lo bloquean con un 2/2, digo, con un 3/3" → "lo bloquean con un 3/3": the words after
    the correction replace those from the last place the same lead word ("con", "un", "mi")
    stands before it. A correction whose lead is not found is left as typed (the reader then
    says what it could not read)."""
    while True:
        folded = fold(typed, "aligned")
        mark = _CORRECTION.search(folded)
        if mark is None:
            return typed
        after = folded[mark.end() :]
        lead = _LEAD.match(after)
        if lead is None:
            return typed
        word = lead[0].split()[0]
        # A correction does not reach over a card's name, unless it names another card in
        # its place ("ataco con mi Goblin Guide, digo, con mi Ragavan").
        a_card = MASK.search(re.split(r"[,.;]|\s(?:y|e|pero)\s", after, maxsplit=1)[0])
        found = [
            m.start()
            for m in re.finditer(rf"(?<![\w§]){word}\s", folded[: mark.start()])
            if not MASK.search(folded[m.start() : mark.start()])
            or word in {"mi", "su"}
            or a_card is not None
        ]
        if not found and a_card is not None:
            # The correction names a card in place of the object before it: that object, from
            # its own article or possessive, is what it replaces; a possessive stays («su»).
            objects = list(_OBJECT_LEAD.finditer(folded[: mark.start()]))
            if not objects:
                return typed
            start, own = objects[-1].start(), objects[-1][0].strip()
            if own not in _ARTICLE and word in _ARTICLE:
                typed = f"{typed[: objects[-1].end()]}{typed[mark.end() + lead.end() :]}"
            else:
                typed = f"{typed[:start]}{typed[mark.end() :]}"
            continue
        if not found:
            return typed
        typed = f"{typed[: found[-1]]}{typed[mark.end() :]}"
