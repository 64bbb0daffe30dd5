"""The creatures, spells and players a clause names: "mi 3/3 con arrollar", "su Grizzly Bears",
"un 2/2 y un 3/3", "dos Thalia 2/1 legendaria", "a la cara".

A noun phrase loses its possessive and article; the possessive says whose it is (``mi``,
``nuestro``, ``my``: the teller's; ``su``, ``tu``, ``del rival``: the other player's, since a
player telling a judge calls the opponent "tú" or "él"). What is left is an object description
of the scenario language (SCHEMA.md 1.1), which already reads "con toque mortal", "con 2
contadores +1/+1" and real card names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from index.fold import fold

from ..aliases import KEYWORD_ALIASES
from .clauses import NUMBER_WORDS
from .text import MASK

ME, OTHER = "me", "other"
MINE = {"mi", "mis", "nuestro", "nuestra", "nuestros", "nuestras", "my", "our"}
THEIRS = {"su", "sus", "tu", "tus", "his", "her", "their", "your"}
# Words before an object that only introduce it.
ARTICLES = frozenset(
    (  # noqa: SIM905 (one string reads better than many quoted words)
        "un una unos unas el la los las a an the otro otra con with al sobre on to "
        "propio propia own"
    ).split()
)
_OWNER_AFTER = re.compile(
    r"(?:\s+(?:del|de\s+mi|de\s+su|de\s+tu)\s+(rival|oponente|contrincante)|\s+(suy[oa]s?|tuy[oa]s?)"
    r"|\s+(mi[oa]s?|nuestr[oa]s?))(?=$|\s+(?:con|with)\s)"
)
_DEFINITE = frozenset(("el", "la", "al", "the", *MINE, *THEIRS))
_MY_PLAYER = {"yo", "mi", "me", "i", "myself", "mi cara", "nosotros"}
_OTHER_PLAYER = {
    *("el rival", "mi rival", "rival", "al rival", "el oponente", "mi oponente", "oponente"),
    *("el", "ella", "tu", "la cara", "su cara", "el jugador", "el otro jugador", "le", "les"),
    *("contrincante", "mi contrincante", "opponent", "my opponent", "the opponent", "him"),
    *("her", "them"),
}
_GAPPED = {
    "yo": ME,
    "el rival": OTHER,
    "mi rival": OTHER,
    "el oponente": OTHER,
    "mi oponente": OTHER,
    "el": OTHER,
}
_CREATURE_WORD = re.compile(r"^(?:criaturas?|creatures?|bichos?)\s+(?=\d+/\d+)", re.IGNORECASE)
# Where a permanent is, said after it: the battlefield is where the language puts it anyway.
_ON_BATTLEFIELD = re.compile(
    r"\s+(?:en\s+(?:la\s+)?mesa|en\s+juego|en\s+(?:el\s+)?campo(?:\s+de\s+batalla)?"
    r"|on\s+the\s+battlefield|in\s+play)$"
)
_IN_GRAVEYARD = re.compile(r"\s+en\s+(?:el|mi|su|tu)\s+cementerio$")
PT = re.compile(r"(?<![\w+\-/])\d+/\d+(?![\w/])")


@dataclass
class Thing:
    """One object as told: whose it is (None: not said), its description, how many."""

    owner: str | None
    description: str  # in the scenario language, card names written back
    count: int = 1
    zone: str = "battlefield"  # or "graveyard" ("un Oso en el cementerio")
    # Said with a definite article or a possessive ("el 3/3", "mi 3/3"): one told before, if
    # one is alike (state.from_board); "un 3/3" may be another.
    definite: bool = False
    zone_said: bool = False  # "en mesa", "en el cementerio" said after it

    @property
    def name(self) -> str | None:
        """The name the description gives (the words before its P/T, or a card's name)."""
        match = PT.search(self.description)
        words = self.description[: match.start()] if match else self.description
        # "Grizzly Bears con 2 contadores +1/+1": what follows "con" is a quality, not a name.
        words = re.split(r"\s+(?:con|with)\s+", words, maxsplit=1)[0]
        card = MASK.match(words.strip())
        if card is not None and _state_only(words.strip()[card.end() :]):
            return card[0]  # "§0§ girado", "§0§ mareo:sí": the card, its state said after it
        return words.strip().rstrip(",") or None

    @property
    def has_pt(self) -> bool:
        return PT.search(self.description) is not None


def _state_only(words: str) -> bool:
    """Words after a card's name that are only its state in the language ("girado",
    "mareo:sí"): not part of the name the line refers to it by."""
    from ..specs import _FLAGS, _KEYS  # the object reader's words (it imports this package)

    said = fold(words, "words").split()
    return bool(said) and all(
        w in _FLAGS or (":" in w and w.partition(":")[0] in _KEYS) for w in said
    )


def player(words: str) -> str | None:
    """ME or OTHER when ``words`` (folded, without "a") is a player, else None."""
    words = re.sub(r"^(?:a|al)\s+", "", words.strip()).strip()
    if words in _MY_PLAYER:
        return ME
    if words in _OTHER_PLAYER:
        return OTHER
    return None


def thing(typed: str, folded: str) -> Thing:
    """One noun phrase; ``typed`` and ``folded`` are the same words (masks kept)."""
    owner, count = None, 1
    words, low = typed.split(), folded.split()
    definite = bool(low) and low[0] in _DEFINITE
    while low:
        counted = len(low) > 1 and not low[1].startswith(("contador", "dano"))
        # "… y yo un Lobo 3/3", "… y el rival un Oso": the verb left out, the player said.
        lead = " ".join(low[:2])
        if lead in _GAPPED and len(low) > 2:
            owner = _GAPPED[lead]
            words, low = words[2:], low[2:]
            continue
        # "y él un Lobo" (written "el"), not "el Watchwolf" (the article before a name).
        if low == ["el"]:  # "ataco con él": a pronoun (referents.py), not an article
            break
        gapped = low[0] != "el" or low[1] in ARTICLES or low[1] in NUMBER_WORDS
        if low[0] in _GAPPED and len(low) > 1 and gapped:
            owner = _GAPPED[low[0]]
            words, low = words[1:], low[1:]
            continue
        if low[0] in MINE:
            owner = ME
        elif low[0] in THEIRS:
            owner = OTHER
        elif low[0] in NUMBER_WORDS and low[0] not in ARTICLES and counted:
            count = NUMBER_WORDS[low[0]]  # "dos Thalia 2/1": two of them
        elif low[0].isdigit() and counted:
            count = int(low[0])
        elif low[0] not in ARTICLES:
            break
        words, low = words[1:], low[1:]
    rest, rest_low = " ".join(words), " ".join(low)
    zone, zone_said = "battlefield", False
    for place, where in ((_ON_BATTLEFIELD, "battlefield"), (_IN_GRAVEYARD, "graveyard")):
        found = place.search(rest_low)
        if found is not None:
            rest, rest_low, zone = rest[: found.start()], rest_low[: found.start()], where
            zone_said = True
            if where == "graveyard" and found[0].split()[1] == "su":
                owner = owner or OTHER
    # "Oso del rival", "un 2/2 suyo"; not the "tuyas" of an ability ("otorga:… tuyas").
    after = None if ":" in rest_low else _OWNER_AFTER.search(rest_low)
    if after is not None:
        owner = ME if after[3] else OTHER
        # "criatura del rival con 2 contadores": the owner said before the qualities.
        rest = rest[: after.start()] + rest[after.end() :]
    rest = _CREATURE_WORD.sub("", rest.strip())
    rest = _without_lacking(rest)
    return Thing(owner, rest.strip(" ,."), count, zone, definite, zone_said)


_LACKS = re.compile(r"\s+(?:sin|without)\s+(?P<what>[^\s,;]+(?:\s+[^\s,;]+)?)", re.IGNORECASE)


def _without_lacking(rest: str) -> str:
    """ "2/2 sin vuela": a keyword it lacks is what an object without it already is."""

    def lacking(match: re.Match[str]) -> str:
        words = fold(match["what"], "words")
        if words in KEYWORD_ALIASES or words.split()[0] in KEYWORD_ALIASES:
            return ""
        return match[0]

    return _LACKS.sub(lacking, rest)


def _an_object(words: str) -> bool:
    return PT.search(words) is not None or MASK.search(words) is not None


def things(typed: str, folded: str) -> list[Thing]:
    """A list of noun phrases: "un 2/2 y un 3/3", "mi Oso 2/2, su Lobo 3/3". A comma or "y"
    parts two objects only when the part after it is an object of its own (it has a P/T or a
    card's name) and not a keyword ("con toque mortal y arrollar") or a counter."""
    cuts = [0]
    for sep in re.finditer(r"\s*(?:,|;|\s(?:y|e|and))\s+", folded):
        after = folded[sep.end() :]
        part = re.split(r"\s*(?:,|;|\s(?:y|e|and))\s+", after, maxsplit=1)[0]
        head = fold(part.split(" ", 1)[0], "words") if part else ""
        if head in KEYWORD_ALIASES or any(
            fold(part, "words").startswith(k) for k in KEYWORD_ALIASES
        ):
            continue
        if "contador" in part.split(" ", 2)[:2] or "contadores" in part.split(" ", 2)[:2]:
            continue
        before = folded[cuts[-1] : sep.start()]
        if _an_object(part) and _an_object(before):  # not "Sal y Pimienta 1/1"
            cuts.append(sep.start())
            cuts.append(sep.end())
    cuts.append(len(folded))
    spans = [(cuts[i], cuts[i + 1]) for i in range(0, len(cuts), 2)]
    out = [thing(typed[a:b].strip(), folded[a:b].strip()) for a, b in spans if folded[a:b].strip()]
    # "el rival tiene un Lobo y yo un Oso y un Elfo": the player said before a verb left out
    # holds for the objects listed after it, until another owner is said.
    gapped: str | None = None
    for (a, b), one in zip([s for s in spans if folded[s[0] : s[1]].strip()], out, strict=True):
        words = folded[a:b].split()
        said = " ".join(words[:2]) if " ".join(words[:2]) in _GAPPED else words[0]
        if said in _GAPPED and one.owner == _GAPPED[said]:
            gapped = one.owner
        elif one.owner is None and gapped is not None and _bare_article(words):
            one.owner = gapped
        elif one.owner is not None:
            gapped = None
    return out


def _bare_article(words: list[str]) -> bool:
    """Whether a listed object starts with an article ("un Elfo"), no owner of its own."""
    return bool(words) and words[0] in {"un", "una", "unos", "unas", "otro", "otra"}
