"""The teller's own account of how the play ends, told inside the situation as if it were a fact.

Players tell the play and, in the same breath, what they think it comes to: "lo bloquea su 2/2,
se matan los dos", "le asigno 1 y 3 arrollan", "el daño se previene y mi 2/2 le hace 2", "el
otro me entra, gano 1 y me quedo a 0", "no bajo de 1". Such a clause is a claim about the
outcome: the engine never obeys it (running the play decides it) and it is never a reason to
refuse the message. Left in, its words stick to the object before it ("bloqueadores: 2/2, se
matan los dos") and the whole message is refused. Each is cut out as a claim, checked by
running the play, like a reported one ("el rival dice que …", framing.py).

Only a stretch that no verb of the reader reads is an account, and only after a stretch that one
reads (the play it is about, in the same sentence or before it). A destruction with its means
("me lo destruyen con un Hero's Downfall") or a stretch that names a card not named before ("y
su Shock me hace 2") is an event, not an account.
"""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import pairwise

from index.fold import fold

from .clauses import find_clauses
from .sentences import sentences
from .text import MASK, Told

# Where a sentence is cut into stretches: a comma, "y", "e", "pero", "asi que", "entonces".
_JOIN = re.compile(r"\s*,\s*|\s+(?:y|e|pero|asi\s+que|entonces|por\s+lo\s+que)\s+")
_N = r"(?:\d+|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)"
# What a stretch says when it tells how the play ends: who dies or is destroyed, where damage
# goes (assigned, trampling over, prevented, getting through), a life total it ends at.
_ACCOUNT = re.compile(
    r"(?<![\w§])(?:"
    r"(?:se\s+)?(?:matan|mata|muere|mueren|muero|morimos|murio|murieron)"
    r"|(?:no\s+)?sobreviven?|(?:se\s+)?(?:lo|la|los|las|me|le)\s+(?:matan?|destruyen?|cargan?)"
    r"|(?:se\s+)?(?:van|va)\s+al\s+cementerio|se\s+sacrifica(?:n)?"
    r"|(?:le|les)?\s*asign(?:o|a|an|amos)|arrollan?|pisotean?"
    r"|(?:se|me|le)\s+previene(?:n)?|(?:se\s+)?previene(?:n)?\s+(?:el|todo\s+el)\s+dano"
    r"|(?:me|le|te|les|nos)\s+(?:entran?|pasan?|llegan?)|(?:entran?|pasan?)\s+" + _N + r"(?![\w§])"
    # "se hacen 2", "los dos se hacen daño": damage dealt, told as the outcome.
    r"|(?:me|le|se|te)\s+(?:hace|hacen)\s+(?:" + _N + r"|dano|danos)(?![\w§])"
    # "los dos le pegan": the blockers' damage, the teller's reasoning on who dies.
    r"|(?:me|le|te|les|se)\s+(?:pegan?|golpean?)(?![\w§])"
    r"|(?:me|se|le|te|nos)\s+(?:quedo|queda|quedan|quedamos)\s+(?:a|en|con)\s+"
    + _N
    + r"|(?:quedo|queda|quedan|quedamos)\s+(?:a|en)\s+"
    + _N
    + r"|(?:gano|gana|pierdo|pierde)\s+"
    + _N
    + r"(?:\s+(?:de\s+)?vidas?)?(?![\w§/])"
    r"|no\s+(?:bajo|baja|bajamos)\s+de\s+" + _N + r"|no\s+pasa\s+nada"
    r")(?![\w§])"
)
# A destruction or a sacrifice told with what does it: an event of its own.
_MEANS = re.compile(r"(?<![\w§])(?:destruyen?|sacrifican?)\s+(?:\w+\s+){0,3}?(?:con|por)\s")
# An account the verbs would misread: "no bajo de 1" is not a permanent put onto the battlefield.
_NEVER_A_PLAY = re.compile(r"(?<![\w§])no\s+(?:bajo|baja|bajamos)\s+de\s+\d")


def _stretches(folded: str, start: int, end: int) -> list[tuple[int, int]]:
    """The stretches of the sentence ``folded[start:end]``, each with the joiner before it."""
    cuts = [m.start() for m in _JOIN.finditer(folded, start, end)]
    bounds = [start, *cuts, end]
    return [(a, b) for a, b in pairwise(bounds) if folded[a:b].strip(" ,")]


_LEADING_JOIN = re.compile(r"^[\s,]*(?:(?:y|e|pero|asi\s+que|entonces|por\s+lo\s+que)\s+)?")


def _bare(text: str) -> str:
    """A stretch (folded or typed) without its leading joiner."""
    lead = _LEADING_JOIN.match(fold(text, "aligned"))  # same length: the typed text is cut
    return text[lead.end() if lead else 0 :].strip()


def an_account(folded: str) -> bool:
    """Whether a stretch (folded) tells how the play ends rather than a play."""
    words = _bare(folded)
    if _NEVER_A_PLAY.search(words):
        return True
    if _MEANS.search(words):
        return False
    return _ACCOUNT.search(words) is not None and not find_clauses(words)


def _new_card(folded: str, start: int, end: int) -> bool:
    """Whether ``folded[start:end]`` names a card not named before it ("su Shock me hace 2"):
    it tells an event with a new object, never an account of the play before."""
    before = {m[1] for m in MASK.finditer(folded[:start])}
    return any(m[1] not in before for m in MASK.finditer(folded[start:end]))


def cut_accounts(told: Told) -> tuple[Told, list[str]]:
    """``told`` without the stretches that tell the outcome, and those stretches (typed, each
    with its card names written back): claims, checked by running the play."""
    folded = told.folded
    cut: list[tuple[int, int]] = []
    read_before = False  # an account follows the play it is about, in its sentence or after
    for start, end in sentences(folded):
        for a, b in _stretches(folded, start, end):
            if read_before and an_account(folded[a:b]) and not _new_card(folded, a, b):
                cut.append((a, b))
            elif find_clauses(_bare(folded[a:b])):
                read_before = True
    if not cut:
        return told, []
    # Stretches next to each other are one account ("le asigno 1 y 3 arrollan").
    merged: list[tuple[int, int]] = []
    for a, b in cut:
        if merged and merged[-1][1] == a:
            merged[-1] = (merged[-1][0], b)
        else:
            merged.append((a, b))
    cut = merged
    typed = told.typed
    claims: list[str] = []
    for a, b in reversed(cut):
        claims.insert(0, _bare(told.restore(a, b)) if told.typed[a:b].strip() else "")
        typed = f"{typed[:a]}{typed[b:]}"
    kept = replace(told, typed=typed, folded=fold(typed, "aligned"))
    return kept, [c for c in claims if c]


__all__ = ["an_account", "cut_accounts"]
