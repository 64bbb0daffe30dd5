"""A spell's mode told in words after its name: "lanzo Abrade con el modo de destruir un
artefacto", "Rakdos Charm en el modo de que cada criatura haga 1 de daño a su controlador",
"Abrade modo 2".

The card's text decides (700.2a: the modes are chosen as the spell is cast): its modes are
the lines printed after "Choose one —", each starting with "•", numbered as printed. The
told words are compared with each mode the way a told ability's effect is compared with a
printed ability (ability_fit.effect_cues: its effect verbs, damage, P/T, keywords), plus the
kinds of object a mode names ("un artefacto", "una criatura"). Exactly one mode fits: it is
written as the language writes it (``Abrade modo 2``, SCHEMA.md 1.9); several: one question
naming them; none: the words are named as not a mode of the card, never a mode guessed.
"""

from __future__ import annotations

import re

from index.fold import fold

from ...errors import ScenarioError, ScenarioQuestion
from ..cards import find_card, without_reminder
from .ability_fit import effect_cues

# "con el modo de …", "en modo 2", "eligiendo el modo de que …", "modo: …".
_TOLD_MODE = re.compile(
    r"^\s*,?\s*(?:(?:con|en|por|eligiendo|escogiendo|elijo|escojo|with|choosing)\s+)?"
    r"(?:el\s+|la\s+|the\s+)?(?:modo|mode|opcion)\s*:?\s*"
    r"(?:(?P<n>\d+)\b|(?:de\s+|del\s+|que\s+|q\s+|of\s+)*(?P<words>\S.*?))\s*$"
)
# The kinds of object a mode names, in the words players use and as Oracle text prints them.
_OBJECTS = (
    (r"artefactos?", "artifact"),
    (r"criaturas?|bichos?", "creature"),
    (r"encantamientos?", "enchantment"),
    (r"tierras?", "land"),
    (r"jugador(?:es)?|oponentes?|rival(?:es)?", ("player", "opponent")),
    (r"cementerios?", "graveyard"),
    (r"planeswalkers?", "planeswalker"),
    (r"hechizos?", "spell"),
)


def modes(oracle: str) -> list[str]:
    """The modes printed in ``oracle`` ("• …" lines), in order, without reminder text."""
    return [without_reminder(line)[1:].strip() for line in oracle.splitlines() if line[:1] == "•"]


def _cues(words: str) -> list[tuple[str, ...]] | None:
    folded = fold(words, "words")
    cues = effect_cues(words) or []
    for said, printed in _OBJECTS:
        if re.search(rf"\b(?:{said})\b", folded):
            cues.append(printed if isinstance(printed, tuple) else (printed,))
    return cues or None


def told_mode(card: str, rest: str) -> tuple[int, str] | None:
    """(the mode number, the words that told it) when ``rest`` (the folded words after the
    card's name) tells one of ``card``'s modes and nothing else; None when it tells no mode
    (the words stay as they were: named unread by glued.py)."""
    told = _TOLD_MODE.match(rest)
    if told is None:
        return None
    record = find_card(card, short=True)
    printed = modes(record.oracle_text) if record is not None else []
    if not printed or not re.search(r"\bchoose one\b", record.oracle_text if record else "", re.I):
        return None  # no modes, or several chosen ("Choose two —"): left as it was told
    shown = "; ".join(f"{n}) «{one}»" for n, one in enumerate(printed, start=1))
    if told["n"] is not None:
        number = int(told["n"])
        if not 1 <= number <= len(printed):
            raise ScenarioError(
                f"«{card}» no tiene un modo {number}: sus modos son {shown}.",
                fragment=rest.strip(),
                example=f"lanzo {card} modo 1",
            )
        return number, rest.strip()
    if re.search(r"\b(?:que|q)\s", told[0]):
        # "el modo de que cada criatura le hace 1 …": its verb was cut off as a clause of its
        # own (a damage told), so these words are not the whole mode: left unread as before.
        return None
    cues = _cues(told["words"])
    if cues is None:
        return None
    fit = [
        n
        for n, one in enumerate(printed, start=1)
        if all(any(word in one.lower() for word in cue) for cue in cues)
    ]
    if len(fit) == 1:
        return fit[0], rest.strip()
    if not fit:
        raise ScenarioError(
            f"«{told['words']}» no encaja en ningún modo de «{card}» (sus modos: {shown}): no "
            "lo doy por leído ni elijo otro modo.",
            fragment=told["words"],
            example=f"lanzo {card} modo 1",
        )
    listed = "; ".join(f"{n}) «{printed[n - 1]}»" for n in fit)
    raise ScenarioQuestion(
        f"¿Qué modo de «{card}» eliges: {listed}?",
        why=f"«{told['words']}» encaja en {len(fit)} modos de la carta.",
        example=f"lanzo {card} modo {fit[0]}",
    )


__all__ = ["modes", "told_mode"]
