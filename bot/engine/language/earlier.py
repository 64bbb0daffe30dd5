"""``antes:"…; …"``: what happened earlier in the game that a rule looks back at (SCHEMA.md).

    antes:"intentó robar con la biblioteca vacía"      704.5b (since the last check)
    antes:"el rival jugó una tierra"                    305.2 (lands played this turn)
    antes:"Oso recibió 2 de daño"                       120.6 (marked until cleanup)
    antes:"Oso recibió 1 de daño de una fuente con toque mortal"   704.5h
    antes:"el comandante Kenrith te hizo 18 de daño de combate"     903.10a (over the game)
    antes:"lanzaste a Kenrith 2 veces desde la zona de mando"       903.8 (the commander tax)

A player fact without a player is the first player's ("you"); "el rival" (or the other
player's name) is the other's. Damage names a permanent on the board.
"""

from __future__ import annotations

import re
from typing import NoReturn

from index.fold import fold

from ..earlier import Earlier
from ..errors import ScenarioError
from ..state import Permanent
from .specs import split_items

EARLIER_KEYS = {"antes", "earlier", "historia", "history"}
EARLIER_EXAMPLE = 'antes:"intentó robar con la biblioteca vacía; Oso recibió 2 de daño"'
_NUMBERS = {"un": 1, "una": 1, "uno": 1, "a": 1, "an": 1, "one": 1, "dos": 2, "two": 2}
_NUMBERS |= {"tres": 3, "three": 3, "cuatro": 4, "four": 4, "cinco": 5, "five": 5}
_N = r"(\d+|" + "|".join(_NUMBERS) + ")"
_EMPTY_DRAW = re.compile(
    r"(?:(?:ya\s+)?(?:intento|intente|intentaste|intentamos|intentaron|trato|trate|tried|"
    r"attempted)\s+(?:de\s+)?(?:robar|to\s+draw)|robo|robe|robaste|drew)\b"
    r".*\b(?:vacia|vacio|sin\s+cartas|empty|no\s+cards)\b"
)
_LAND = re.compile(
    rf"(?:ya\s+)?(?:jugo|jugue|jugaste|jugamos|jugaron|played)\s+{_N}\s+(?:tierras?|lands?)"
    r"(?:\s+(?:este\s+turno|this\s+turn))?$"
)
_DAMAGE = re.compile(
    rf"(?:recibio|sufrio|le\s+hicieron|was\s+dealt|took|received)\s+{_N}\s+(?:de\s+)?"
    r"(?:danos?|puntos?\s+de\s+dano|damage)(?P<rest>.*)$"
)
_COMMANDER = re.compile(
    rf"^(?:el\s+|the\s+|tu\s+|su\s+)?(?:comandante|commander)\s+(?P<src>.+?)\s+"
    rf"(?:(?P<to>te|me|le)\s+)?(?:hizo|ha\s+hecho|dealt)\s+{_N}\s+(?:puntos?\s+)?(?:de\s+)?"
    r"(?:dano|damage)\s+(?:de\s+combate|combat)"
    r"(?:\s+(?:a|al|to)\s+(?P<whom>.+))?$"
)
# "lanzaste a Kenrith 2 veces desde la zona de mando", "el rival lanzó a Atraxa una vez desde
# su mano": earlier casts of a commander (903.8 counts those from the command zone).
_CAST = re.compile(
    r"(?:lance|lanzaste|lanzo|lanzamos|lanzaron|he\s+lanzado|has\s+lanzado|ha\s+lanzado|cast)"
    rf"\s+(?:a\s+)?(?P<name>.+?)\s+{_N}\s+(?:vez|veces|times?)\s+(?:desde|from)\s+"
    r"(?:la\s+|el\s+|tu\s+|su\s+|mi\s+|the\s+|your\s+|their\s+|my\s+)?"
    r"(?P<zone>zona\s+de\s+mando|command\s+zone|mano|hand)$"
)
_DEATHTOUCH = re.compile(r"\b(?:toque\s+mortal|deathtouch)\b")
_REST = re.compile(
    r"^(?:\s*(?:este\s+turno|this\s+turn|antes|earlier|de\s+una\s+fuente\s+con\s+toque\s+mortal"
    r"|de\s+una\s+criatura\s+con\s+toque\s+mortal|con\s+toque\s+mortal|from\s+a\s+source\s+"
    r"with\s+deathtouch|by\s+a\s+source\s+with\s+deathtouch|from\s+deathtouch))*\s*$"
)
_YOU = {"", "yo", "tu", "i", "you", "ya", "ti", "mi", "me"}
_RIVAL = {"rival", "el rival", "tu rival", "mi rival", "oponente", "el oponente", "opponent"}
_RIVAL |= {"the opponent", "your opponent", "my opponent"}


def parse_earlier(
    value: str, you: str, rival: str, permanents: list[Permanent], example: str
) -> list[Earlier]:
    """Each fact of ``antes:`` as the engine keeps it; what cannot be read is named."""
    out = []
    for item in split_items(value):
        out.append(_fact(item, you, rival, permanents))
    if not out:
        raise ScenarioError(
            "«antes:» está vacío: di qué pasó antes.", fragment="antes:", example=EARLIER_EXAMPLE
        )
    return out


def _fact(item: str, you: str, rival: str, permanents: list[Permanent]) -> Earlier:
    text = fold(item, "words")
    for lead in ("antes ", "earlier ", "este turno ", "this turn "):
        text = text.removeprefix(lead)
    drew = _EMPTY_DRAW.search(text)
    if drew is not None:
        return Earlier(kind="empty_draw", who=_player(text[: drew.start()], item, you, rival))
    land = _LAND.search(text)
    if land is not None:
        who = _player(text[: land.start()], item, you, rival)
        return Earlier(kind="land_played", who=who, amount=_number(land[1], item))
    cast = _CAST.search(text)
    if cast is not None:
        return Earlier(
            kind="cast",
            who=_player(text[: cast.start()], item, you, rival),
            amount=_number(cast[2], item),
            source=_written_name(item, cast["name"]),
            zone="hand" if cast["zone"] in ("mano", "hand") else "command",
        )
    commander = _COMMANDER.search(text)
    if commander is not None:
        source = _permanent(commander["src"].strip(), item, permanents)
        whom = commander["whom"] or ("el rival" if commander["to"] == "le" else "")
        return Earlier(
            kind="commander_damage",
            who=_player(whom.strip(), item, you, rival),
            amount=_number(commander[3], item),
            source=source.id,
        )
    damage = _DAMAGE.search(text)
    if damage is not None:
        if not _REST.match(damage["rest"]):
            _unread(item, damage["rest"].strip())
        perm = _permanent(text[: damage.start()].strip(), item, permanents)
        return Earlier(
            kind="damage",
            who=perm.id,
            amount=_number(damage[1], item),
            deathtouch=_DEATHTOUCH.search(damage["rest"]) is not None,
        )
    raise ScenarioError(
        f"No entiendo «{item}» como algo que pasó antes. Sé leer: «intentó robar con la "
        "biblioteca vacía», «jugó una tierra», «Oso recibió 2 de daño» (y «… de una fuente con "
        "toque mortal»), con «el rival» delante si es del otro jugador, y «el comandante "
        "Kenrith te hizo 18 de daño de combate» (o «… al rival»), y «lanzaste a Kenrith 2 "
        "veces desde la zona de mando» (o «… desde la mano»).",
        fragment=item,
        example=EARLIER_EXAMPLE,
    )


def _written_name(item: str, folded: str) -> str:
    """The name as the user wrote it (the match is on the folded text, same length)."""
    start = fold(item, "words").find(folded)
    return item[start : start + len(folded)] if start >= 0 else folded


def _player(subject: str, item: str, you: str, rival: str) -> str:
    words = subject.strip()
    if words in _YOU or words == fold(you, "words"):
        return you
    if words in _RIVAL or words == fold(rival, "words"):
        return rival
    raise ScenarioError(
        f"¿Quién es «{words}» en «{item}»? Di «el rival» para el otro jugador, o nada si "
        "fuiste tú.",
        fragment=words,
        example='antes:"el rival intentó robar con la biblioteca vacía"',
    )


def _permanent(name: str, item: str, permanents: list[Permanent]) -> Permanent:
    for lead in ("el ", "la ", "mi ", "su ", "the ", "my "):
        if name.startswith(lead) and all(fold(p.name, "words") != name for p in permanents):
            name = name[len(lead) :]
    found = [p for p in permanents if fold(p.name, "words") == name or p.id == name]
    if not found:
        shown = ", ".join(f"«{p.name}»" for p in permanents) or "ninguno"
        raise ScenarioError(
            f"«{item}»: no hay en el campo de batalla un permanente llamado «{name}» "
            f"(están: {shown}).",
            fragment=item,
            example=EARLIER_EXAMPLE,
        )
    return found[0]


def _number(word: str, item: str) -> int:
    n = int(word) if word.isdigit() else _NUMBERS[word]
    if n < 1:
        _unread(item, word)
    return n


def _unread(item: str, part: str) -> NoReturn:
    raise ScenarioError(
        f"No entiendo «{part}» en «{item}».", fragment=part, example=EARLIER_EXAMPLE
    )
