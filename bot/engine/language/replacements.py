"""Replacement effects that exile a creature instead of letting it die (614.1a), as card text and
judges write them:

    Agate Assault deals 4 damage to target creature. If that creature would die this turn,
    exile it instead.                        (a rider on the sentence before: its targets)
    If a creature an opponent controls would die, exile it instead.   (a static ability)
    si esa criatura fuera a morir este turno, exíliala en su lugar

"If a creature dealt damage this way would die …" is not read: which creatures were dealt
damage is not what the sentence before names (prevented damage deals none).
"""

from __future__ import annotations

import re

from index.fold import fold

from ..effects import CantPreventDamage, Effect, ExileIfDies, PreventAll
from ..selectors import Filter
from .words import Words

_RIDERS = tuple(
    f"if {who} would die this turn , exile it instead"
    for who in ("that creature", "that creature or planeswalker", "it")
) + tuple(
    f"si {who}fuera a morir este turno , {verb} en su lugar"
    for who in ("esa criatura ", "esa criatura o planeswalker ", "")
    for verb in ("exiliala", "exilialo")
)
_STATIC = re.compile(
    r"^(?:if|si) (?:(?P<other>another|otra) |an? |una )?(?:creature|criatura)"
    r"(?P<whose> an opponent controls| your opponents control| you control| que controla "
    r"un oponente| que controlas)? (?:would die|fuera a morir), (?:exile it|exiliala) "
    r"(?:instead|en su lugar)\.?$"
)
_WHOSE = {
    " an opponent controls": "opponent",
    " your opponents control": "opponent",
    " que controla un oponente": "opponent",
    " you control": "you",
    " que controlas": "you",
}


def dies_rider(words: Words, before: list[Effect]) -> Effect | None:
    """ "If that creature would die this turn, exile it instead." after a sentence that names
    its creature: the same targets (checked again as it resolves, 608.2b), this turn. None,
    nothing read, when the words are not that or the sentence before names no object."""
    if not before:
        return None
    last = before[-1]
    named = last.targets or last.objects or last.unchosen_target
    if not named or last.each:
        return None
    if words.accept(*_RIDERS) is None:
        return None
    words.accept(".")
    return ExileIfDies(
        targets=list(last.targets),
        target_filter=last.target_filter,
        objects=list(last.objects),
        duration="end_of_turn",
    )


_CANT_PREVENT_NOW = (
    "damage can't be prevented this turn",
    "el dano no puede ser prevenido este turno",
    "el dano no se puede prevenir este turno",
)


def cant_prevent_now(words: Words) -> Effect | None:
    """ "Damage can't be prevented this turn." in a spell (615.12): all damage, this turn."""
    if words.accept(*_CANT_PREVENT_NOW) is None:
        return None
    words.accept(".")
    return CantPreventDamage(duration="end_of_turn")


_PREVENT_ALL_NOW = {
    "prevent all combat damage that would be dealt this turn": True,
    "prevent all damage that would be dealt this turn": False,
    "previene todo el dano de combate que se fuera a hacer este turno": True,
    "previene todo el dano que se fuera a hacer este turno": False,
}


def prevent_all_now(words: Words) -> Effect | None:
    """ "Prevent all combat damage that would be dealt this turn." (a Fog, 615.1a)."""
    found = words.accept(*_PREVENT_ALL_NOW)
    if found is None:
        return None
    words.accept(".")
    return PreventAll(combat_only=_PREVENT_ALL_NOW[found], duration="end_of_turn")


def exile_instead_static(text: str) -> ExileIfDies | None:
    """A permanent's "If a creature an opponent controls would die, exile it instead."."""
    found = _STATIC.match(fold(text.strip(), "words"))
    if found is None:
        return None
    group = Filter(
        kind="creature",
        other=found["other"] is not None,
        controller=_WHOSE.get(found["whose"] or "", "any"),
    )
    return ExileIfDies(each=[group])
