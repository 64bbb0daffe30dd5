"""A choice made as a permanent entered (614.1c: a replacement effect; the choice is part of the
permanent from then on) and the lines that read it:

* a creature type, "As this creature enters, choose a creature type." ("Creatures you control
  of the chosen type get +1/+1");
* a color, "As this Aura enters, choose a color." ("Enchanted creature has protection from the
  chosen color", "{T}: Add one mana of the chosen color").

The scenario says the choice with ``elegido:Elf`` or ``elegido:rojo``; without it Juez asks,
never guesses (a card read alone, for the coverage count, is read with a choice standing in,
as its targets are left to be chosen). The words "the chosen …" are rewritten as the language
already reads them with the choice written in ("red creatures you control"), so each line
counts as read only when the language reads it so."""

from __future__ import annotations

import re

from index.fold import fold

from ..errors import ScenarioError
from .aliases import COLOR_ALIASES
from .creature_types import creature_types

_SELF = r"(?:this (?:creature|artifact|enchantment|permanent|Aura|land)|it|~)"
_CHOOSE = {
    "type": re.compile(rf"^As {_SELF} enters(?: the battlefield)?, choose a creature type\.$"),
    # Lands that also enter tapped say both in one line (614.1d and 614.1c).
    "color": re.compile(
        rf"^(?:This land enters tapped\. )?As {_SELF} enters(?: the battlefield)?, "
        r"choose a color(?: other than (?:white|blue|black|red|green))?\.$"
    ),
}
_ENTERS_TAPPED = "This land enters tapped."
_OTHER_THAN = re.compile(r"\bchoose a color other than (white|blue|black|red|green)\.$")
# "creatures you control of the chosen type" -> "Elf creatures you control": the group words
# the language reads (205.3m), with the type where card text puts a type.
_TYPE_GROUPS = (
    (
        re.compile(r"\bcreatures you control of the chosen type\b", re.IGNORECASE),
        "{} creatures you control",
    ),
    (re.compile(r"\bcreatures of the chosen type\b", re.IGNORECASE), "{} creatures"),
)
# The colour where card text puts a colour word (105.2: "red permanent", "protection from red").
_COLOR_GROUPS = (
    re.compile(r"\b(creatures|permanents) (you control) of the chosen color\b", re.I),
    re.compile(r"\b(creatures?|permanents?|spells?|sources?|cards?)() of the chosen color\b", re.I),
)
_PROTECTION = re.compile(r"\bprotection from the chosen color\b", re.IGNORECASE)
# "one mana of the chosen color" -> "{R}" (106.1b: the five colored mana symbols).
_MANA = re.compile(r"\b(one|two|three|four) mana of the chosen color\b", re.IGNORECASE)
_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4}
_SYMBOLS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
STAND_IN = {"type": "Human", "color": "red"}


def _own_words(line: str, names: set[str]) -> str:
    names = names | {name.split(",")[0] for name in names}  # "Iona" for "Iona, Shield of …"
    for name in sorted(names, key=len, reverse=True):
        if name:
            line = line.replace(name, "~")
    return line


def choice_kind(line: str, names: set[str]) -> str | None:
    """ "type" or "color" when the line is a choice made as the permanent enters; else None."""
    line = _own_words(line, names)
    return next((kind for kind, pattern in _CHOOSE.items() if pattern.match(line)), None)


def enters_tapped_too(line: str) -> bool:
    """Whether the choice line also says the land enters tapped (614.1d)."""
    return line.startswith(_ENTERS_TAPPED)


def color_not_allowed(line: str) -> str | None:
    """The colour a "choose a color other than red" line leaves out, if any."""
    found = _OTHER_THAN.search(line)
    return found[1] if found else None


def stand_in(kind: str, excluded: str | None = None) -> str:
    """What stands in for a choice when a card is read alone (never in a scenario)."""
    return "white" if kind == "color" and excluded == STAND_IN["color"] else STAND_IN[kind]


def with_choice(text: str, chosen: str) -> str:
    """The text with the choice written where it says "the chosen type" or "the chosen color"."""
    if chosen in _SYMBOLS:
        symbol = "{" + _SYMBOLS[chosen] + "}"
        text = _MANA.sub(lambda m: symbol * _COUNTS[m[1].lower()], text)
        for pattern in _COLOR_GROUPS:
            text = pattern.sub(lambda m: _colored(chosen, m[1], m[2]), text)
        return _PROTECTION.sub(f"protection from {chosen}", text)
    for pattern, group in _TYPE_GROUPS:
        text = pattern.sub(group.format(chosen), text)
    return text


def _colored(color: str, group: str, whose: str) -> str:
    """ "red creatures you control", capitalised when the group began a sentence."""
    said = f"{color} {group.lower()}" + (f" {whose}" if whose else "")
    return said[0].upper() + said[1:] if group[0].isupper() else said


def checked_choice(
    shown: str, chosen: str | None, kind: str = "type", excluded: str | None = None
) -> str:
    """The type or colour written with ``elegido:``, as the rules spell it; asked for when
    missing, refused with an example when it is no such thing (or the colour the card's own
    text leaves out)."""
    if kind == "color":
        return _checked_color(shown, chosen, excluded)
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


def _checked_color(shown: str, chosen: str | None, excluded: str | None) -> str:
    example = f'"{shown} elegido:{"blanco" if excluded == "red" else "rojo"}"'
    if chosen is None:
        raise ScenarioError(
            f"«{shown}» eligió un color al entrar (regla 614.1c) y su texto depende de él: "
            "escribe cuál con elegido: (blanco, azul, negro, rojo o verde).",
            fragment=shown,
            example=example,
        )
    found = COLOR_ALIASES.get(fold(chosen, "words"))
    if found is None:  # 105.1: the five colors; colorless is no color (105.2c)
        raise ScenarioError(
            f"«{chosen}» no es uno de los cinco colores de la regla 105.1 (en «{shown}»).",
            fragment=chosen,
            example=example,
        )
    if found == excluded:  # "choose a color other than red": that colour cannot be chosen
        raise ScenarioError(
            f"«{shown}» elige un color distinto de {chosen} al entrar (su texto lo dice): "
            "escribe otro con elegido:.",
            fragment=chosen,
            example=example,
        )
    return found
