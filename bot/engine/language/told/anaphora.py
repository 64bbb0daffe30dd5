"""A card named again by a short form after its first mention: "tengo un Elvish Mystic … el
mystic", "su Tarmogoyf … (el goyf es 4/5)", "la thalia". Players write the full name once and
then a word of it, in lower case; the card data does not find that word (it is not a name of
its own, or it is another card's), so left alone it sticks to the words around it or is read as
a new, nameless object. Here it is masked as the card told before, the one whose name holds it.

Only a word after an article or a possessive ("el", "la", "al", "su", "otro"…) is read so, and
only when it belongs to the name of exactly one card told earlier in the message: a word of
two cards' names is left as typed (the reader then says what it could not read).
"""

from __future__ import annotations

import re
from dataclasses import replace

from index.fold import fold

from ..aliases import KEYWORD_ALIASES
from .text import MASK, Told

# The words before a name told again.
_DETERMINERS = frozenset(
    (  # noqa: SIM905 (one string reads better than many quoted words)
        "el la los las al del mi su tu mis sus tus este esta ese esa otro otra a the my his her"
    ).split()
)
# Words of English card names that also mean something in a told situation.
_NOT_A_NAME = frozenset(
    (  # noqa: SIM905
        "rival oponente jugador criatura criaturas hechizo hechizos dano vida vidas turno combate "
        "pila mano cementerio biblioteca campo mesa cara contador contadores token ficha fichas "
        "the of and from with into"
    ).split()
)
_WORD = re.compile(r"[^\W\d_][\w'\-]*")
_BEFORE = re.compile(r"(?<![\w§])(\w+)[\s(«\"']+$")
_PT_NEXT = re.compile(r"\s+\d+/\d+")
_SHORT = 4  # a shorter word is too likely to be a word of its own


def _name_words(name: str) -> set[str]:
    words = re.findall(r"[a-z0-9][a-z0-9'\-]*", fold(name, "words"))
    return {w for w in words if len(w) >= _SHORT and w not in _NOT_A_NAME}


def _belongs(word: str, name_words: set[str]) -> bool:
    """``word`` is a word of the name, or its start or end ("goyf" of "tarmogoyf")."""
    if word in name_words:
        return True
    return len(word) >= _SHORT and any(
        len(w) > len(word) + 1 and (w.startswith(word) or w.endswith(word)) for w in name_words
    )


# "otra" / "otro" with no name after it ("tengo una Thalia … y bajo otra", "otro más"): one
# more of the card told before.
_ANOTHER = re.compile(
    r"(?<![\w§])otr[oa](?:\s+mas)?(?=\s*(?:$|[,.;:?!)]|\s(?:y|e|en|al|a|pero)\s))"
)


def another_of(told: Told) -> Told:
    """``told`` with a bare "otra"/"otro" after one card (and only one) named before it followed
    by that card: what is told is one more of it. With two cards named before, which one is
    meant is not said: left as typed (the reader then says what it could not read)."""
    typed = told.typed
    for match in reversed(list(_ANOTHER.finditer(told.folded))):
        earlier = {m[1] for m in MASK.finditer(told.folded[: match.start()])}
        if len(earlier) == 1:
            typed = f"{typed[: match.end()]} §{earlier.pop()}§{typed[match.end() :]}"
    if typed == told.typed:
        return told
    return replace(told, typed=typed, folded=fold(typed, "aligned"))


# "ataco con ella", "bloqueo con él": a personal pronoun after "con" stands for an object told
# before ("él" folds to "el": a pronoun only where no noun follows it).
_PRONOUN = re.compile(
    r"(?<![\w§])con\s+(?P<it>ella|el|ellas|ellos)(?=\s*(?:$|[,.;:?!)]|\s(?:y|e|pero|a|al|en)\s))"
)


def pronoun_of(told: Told) -> Told:
    """``told`` with "con ella" / "con él" masked as the one card told before it. Only when
    exactly one object was told before, and told once (one card, no other creature by its
    P/T, not pointed at already): otherwise which one is meant is not said, and the pronoun
    is left as typed (referents.py asks which, never picks one)."""
    typed, folded = told.typed, told.folded
    start = 0
    while (match := _PRONOUN.search(folded, start)) is not None:
        start = match.end()
        it = typed[match.start("it") : match.end("it")]
        if match["it"] == "el" and it not in {"él", "Él", "el"}:
            continue
        before = folded[: match.start()]
        told_before = [m[1] for m in MASK.finditer(before)]
        loose = [p for p in _PT_ANY.finditer(before) if not _AFTER_CARD.search(before[: p.start()])]
        if len(told_before) == 1 and not loose:
            typed = f"{typed[: match.start('it')]}§{told_before[0]}§{typed[match.end('it') :]}"
            folded = fold(typed, "aligned")
            start = match.start("it")
    if typed == told.typed:
        return told
    return replace(told, typed=typed, folded=folded)


_PT_ANY = re.compile(r"(?<![\w/])\d+/\d+(?![\w/])")
_AFTER_CARD = re.compile(r"§\d+§\s*$")


def _whole_at(folded: str, start: int, name: str) -> bool:
    """Whether the card's whole name, of two words or more, is written at ``start``."""
    whole = fold(name, "aligned")
    end = start + len(whole)
    return (
        " " in whole.strip()
        and folded.startswith(whole, start)
        and (end == len(folded) or not (folded[end].isalnum() or folded[end] in "§'-"))
    )


def told_again(told: Told) -> Told:
    """``told`` with each short form of a card told before masked as that card, a bare
    "otra" after one card as one more of it (``another_of``), and "con ella" after one card as
    that card (``pronoun_of``)."""
    told = pronoun_of(another_of(told))
    if not told.cards:
        return told
    typed, cards = told.typed, list(told.cards)
    out: list[str] = []
    pos = 0
    folded = told.folded
    for match in _WORD.finditer(folded):
        if match.start() < pos:
            continue
        word = match[0]
        if len(word) < _SHORT or word in _NOT_A_NAME or fold(word, "words") in KEYWORD_ALIASES:
            continue
        earlier = {cards[int(m[1])] for m in MASK.finditer(folded[: match.start()])}
        # The whole name typed again ("el Hill Giant es suyo. … y un Hill Giant"): the card
        # data names a card once per message, so a second mention would stick to the words
        # around it; whole, it is that card whatever word is before it.
        again = [name for name in sorted(earlier) if _whole_at(folded, match.start(), name)]
        if len(again) == 1:
            whole = fold(again[0], "aligned")
            out.append(typed[pos : match.start()])
            out.append(f"§{cards.index(again[0])}§")
            pos = match.start() + len(whole)
            continue
        if _PT_NEXT.match(folded, match.end()):  # "su angel 3/3": an object of its own
            continue
        before = _BEFORE.search(folded, 0, match.start())
        if before is None or before[1] not in _DETERMINERS:
            continue
        owners = [name for name in sorted(earlier) if _belongs(word, _name_words(name))]
        if len(owners) != 1:
            continue
        index = cards.index(owners[0])
        # The name written whole again ("… y bajo otra Thalia, Guardian of Thraben"): all of it.
        whole = fold(owners[0], "aligned")
        end = match.start() + len(whole) if folded.startswith(whole, match.start()) else match.end()
        out.append(typed[pos : match.start()])
        out.append(f"§{index}§")
        pos = end
    if not out:
        return told
    out.append(typed[pos:])
    text = "".join(out)
    return replace(told, typed=text, folded=fold(text, "aligned"))
