"""The choice a permanent spell's "As this … enters, choose a creature type / a color" asks
for, written on the spell (``hechizo:"Voice of All elegido:rojo"``), as ``elegido:`` is written
for a permanent already on the board. It is part of a replacement effect that modifies how the
permanent enters (614.1c), so it is made as it enters, before it is on the battlefield
(614.12a), by its controller; never guessed: without it Juez asks (choices.py)."""

from __future__ import annotations

import re

from ..errors import ScenarioError
from .cards import CardFacts
from .choices import checked_choice

# "elegido:rojo", "elegida:Elf", "chosen:Bear"; a type of two words with "_" (specs.py).
_CHOSEN = re.compile(r"\b(?:elegid[oa]|chosen)\s*:\s*([^\s:;,()]+)", re.IGNORECASE)


def take_choice(text: str) -> tuple[str | None, str]:
    """(the choice written, the text without it): it goes before the spell's ":"."""
    found = _CHOSEN.search(text)
    if found is None:
        return None, text
    return found[1].replace("_", " "), (text[: found.start()] + text[found.end() :]).strip()


def spell_choice(card: CardFacts, said: str | None) -> str | None:
    """The type or colour ``card`` enters with, checked as for a permanent on the board; None
    when its text asks for no choice (then ``elegido:`` is an error, not ignored)."""
    shown = card.reading.shown
    if card.choice is None:
        if said is not None:
            raise ScenarioError(
                f"«{shown}» no elige nada al entrar: elegido: es para las cartas que dicen «As "
                "this … enters, choose a creature type» o «… choose a color» (regla 614.1c).",
                fragment=said,
                example='hechizo:"Voice of All elegido:rojo"',
            )
        return None
    return checked_choice(shown, said, card.choice, card.not_chosen)  # asked when missing
