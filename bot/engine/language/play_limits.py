"""Static abilities that change what a player may play, as a permanent's text says them:

    You may play an additional land on each of your turns.          (305.2)
    You may play two additional lands on each of your turns.
    Each player may play an additional land on each of their turns.
    Your opponents can't cast spells during your turn.              (101.2)
    Players can't cast spells during combat.
    Your opponents can't cast spells from anywhere other than their hands.
    puedes jugar una tierra adicional en cada uno de tus turnos
    tus oponentes no pueden lanzar hechizos durante tu turno
    You have hexproof.                                              (702.11c)
    tienes antimaleficio

"… this turn" is a spell's effect, not a static ability, and "can't cast spells from graveyards
or libraries", "… with mana value …" or "noncreature spells" say more than is modelled: left
unread.
"""

from __future__ import annotations

import re

from index.fold import fold

from ..effects import CantCast, ExtraLandPlays, PlayerHexproof

_NUMBER = {"an": 1, "one": 1, "two": 2, "three": 3, "una": 1, "dos": 2, "tres": 3}
_LANDS = re.compile(
    r"^(?P<who>you|each player) may play (?P<n>an|one|two|three) additional lands? on each of "
    r"(?:your|their) turns\.?$|"
    r"^(?P<quien>puedes|cada jugador puede) jugar (?P<es>una|dos|tres) tierras? adicional(?:es)? "
    r"en cada uno de (?:tus|sus) turnos\.?$"
)
_CANT = re.compile(
    r"^(?P<who>your opponents|each opponent|players|you) can't cast spells"
    r"(?: during (?P<during>your turn|combat))?(?P<hand> from anywhere other than their hands)?"
    r"\.?$|"
    r"^(?P<quien>tus oponentes|los jugadores|no puedes) (?:no pueden )?lanzar hechizos"
    r"(?: durante (?P<durante>tu turno|el combate))?\.?$"
)
_WHO = {
    "your opponents": "opponent",
    "each opponent": "opponent",
    "players": "any",
    "you": "you",
    "tus oponentes": "opponent",
    "los jugadores": "any",
    "no puedes": "you",
}
_DURING = {
    "your turn": "your_turn",
    "combat": "combat",
    "tu turno": "your_turn",
    "el combate": "combat",
}


def extra_lands(text: str) -> ExtraLandPlays | None:
    found = _LANDS.match(fold(text.strip(), "words"))
    if found is None:
        return None
    many = _NUMBER[found["n"] or found["es"]]
    whose = "you" if (found["who"] or found["quien"]) in ("you", "puedes") else "any"
    return ExtraLandPlays.model_validate({"amount": many, "whose": whose})


def cant_cast(text: str) -> CantCast | None:
    found = _CANT.match(fold(text.strip(), "words"))
    if found is None:
        return None
    who = found["who"] or found["quien"]
    during = found["during"] or found["durante"]
    return CantCast.model_validate(
        {
            "who": _WHO[who],
            "during": _DURING[during] if during else None,
            "only_from_hand": bool(found["hand"]),
        }
    )


_HEXPROOF = re.compile(r"^(?:you have hexproof|tienes antimaleficio)\.?$")


def player_hexproof(text: str) -> PlayerHexproof | None:
    return PlayerHexproof() if _HEXPROOF.match(fold(text.strip(), "words")) else None
