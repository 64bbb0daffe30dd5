"""A creature type chosen as a permanent entered: "As this creature enters, choose a creature
type." (614.1c: a replacement effect; the choice is part of the permanent from then on) and the
lines that read it ("Creatures you control of the chosen type get +1/+1"). The scenario says the
choice with ``elegido:Elf``; without it Juez asks, never guesses (a card read alone, for the
coverage count, is read with a type standing in, as its targets are left to be chosen)."""

from __future__ import annotations

import re

from ..errors import ScenarioError
from .creature_types import creature_types

_CHOOSE = re.compile(
    r"^As (?:this (?:creature|artifact|enchantment|permanent)|~) enters, choose a creature type\.$"
)
# "creatures you control of the chosen type" -> "Elf creatures you control": the group words
# the language reads (205.3m), with the type where card text puts a type.
_GROUPS = (
    (
        re.compile(r"\bcreatures you control of the chosen type\b", re.IGNORECASE),
        "{} creatures you control",
    ),
    (re.compile(r"\bcreatures of the chosen type\b", re.IGNORECASE), "{} creatures"),
)
STAND_IN = "Human"


def is_choice_line(line: str, names: set[str]) -> bool:
    for name in names:
        if name:
            line = line.replace(name, "~")
    return _CHOOSE.match(line) is not None


def with_choice(text: str, chosen: str) -> str:
    """The text with the chosen type written where it says "the chosen type"."""
    for pattern, group in _GROUPS:
        text = pattern.sub(group.format(chosen), text)
    return text


def checked_choice(shown: str, chosen: str | None) -> str:
    """The type written with ``elegido:``, as the rules spell it; asked for when missing."""
    example = f'"{shown} elegido:Elf"'
    if chosen is None:
        raise ScenarioError(
            f"«{shown}» eligió un tipo de criatura al entrar (regla 614.1c) y su texto depende "
            "de él: escribe cuál con elegido:.",
            fragment=shown,
            example=example,
        )
    found = creature_types().get(chosen.strip().lower())
    if found is None:
        raise ScenarioError(
            f"«{chosen}» no es un tipo de criatura de la regla 205.3m (en «{shown}»).",
            fragment=chosen,
            example=example,
        )
    return found
