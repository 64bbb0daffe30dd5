"""«¿Quién busca la tierra?»: a question on who does what a card says, answered from its text.

A judge answers "who searches" for Path to Exile by reading the card: "Its controller may
search their library…": the controller of the exiled creature. The run may not perform that
part of the card (its line unread), but who is told to act is written in the card's own text
as the subject of the verb, and the message says who cast the card and at what. So a question
«quién» + a verb of a card's instruction (buscar, robar, descartar, sacrificar, ganar o perder
vida, barajar) is answered from that sentence: «you» is who cast it (or controls the ability),
«its controller»/«that creature's controller» the controller of its target, «target player»
/ «that player» the player targeted, «each player», «each opponent» said as such. Any other
subject, or no sentence with that verb, leaves the question unread (unanswered.py), never a
guess.
"""

from __future__ import annotations

import re

from index.fold import fold

from .answered import card_of
from .so_far import ToldSoFar
from .spell import Spell
from .things import ME, OTHER, Thing

# The Spanish verb asked about, and the English verb of the instruction in Oracle text.
_VERBS = (
    (re.compile(r"(?<![\w§])busca\w*"), "search"),
    (re.compile(r"(?<![\w§])roba\w*"), "draws?"),
    (re.compile(r"(?<![\w§])descarta\w*"), "discards?"),
    (re.compile(r"(?<![\w§])sacrifica\w*"), "sacrifices?"),
    (re.compile(r"(?<![\w§])baraja\w*"), "shuffles?"),
    (re.compile(r"(?<![\w§])gana\w*\s+(?:la\s+|las\s+)?vida"), "gains?"),
    (re.compile(r"(?<![\w§])pierde\w*\s+(?:la\s+|las\s+)?vida"), "loses?"),
)
_WHO = re.compile(r"^(?:y\s+)?(?:quien|quienes)\s+")
_SUBJECT = (
    r"(?P<who>you|its controller|its owner|that creature's controller|that permanent's controller"
    r"|target player|target opponent|that player|each player|each opponent)\s+(?:may\s+)?"
)


def _player(side: str) -> str:
    return "tú" if side == ME else "el rival"


def who_acts(t: ToldSoFar, spells: list[Spell], question: str) -> str | None:
    """The answer to «¿quién <verbo> …?» from the text of a card told as cast or activated,
    as a sentence to show, or None when the card's text does not say it plainly."""
    folded = fold(question, "aligned").strip()
    if _WHO.match(folded) is None:
        return None
    verb = next((english for spanish, english in _VERBS if spanish.search(folded)), None)
    if verb is None:
        return None
    found: list[str] = []
    for cast in spells:
        card = card_of(t, cast.spell)
        if card is None:
            continue
        for sentence in re.split(r"(?<=[.])\s+|\n", card[1]):
            match = re.search(_SUBJECT + rf"{verb}\b", sentence, re.I)
            if match is None:
                continue
            who = _who(match["who"].lower(), cast)
            if who is None:
                return None  # said of someone the message does not settle: not guessed
            name = t.told_text(cast.spell.description)
            found.append(f"según el texto de «{name}» («{sentence.strip()}»), {who}")
    if len(found) != 1:
        return None
    return f"«¿{question}?»: {found[0]}. [regla 608.2c]"


def _who(subject: str, cast: Spell) -> str | None:
    caster = cast.caster
    target = cast.target
    if subject == "you":
        return f"{_player(caster)}, que {'lo lanzas' if caster == ME else 'lo lanza'}"
    if subject in {"each player"}:
        return "cada jugador"
    if subject in {"each opponent"}:
        return f"cada oponente de quien lo lanza ({_player(OTHER if caster == ME else ME)})"
    if subject in {"target player", "target opponent", "that player"}:
        return _player(target) if isinstance(target, str) and target in {ME, OTHER} else None
    # its controller, its owner, that creature's controller: the target's
    if isinstance(target, Thing) and target.owner in {ME, OTHER}:
        return (
            f"{_player(target.owner)}, que controlas el objetivo"
            if target.owner == ME
            else ("el rival, que controla el objetivo")
        )
    return None


__all__ = ["who_acts"]
