"""Characteristic-defining abilities that count the game (604.3), as card text says them:

    Nightmare's power and toughness are each equal to the number of Swamps you control.
    Tarmogoyf's power is equal to the number of card types among cards in all graveyards
    and its toughness is equal to that number plus 1.
    la fuerza y la resistencia de esta criatura son iguales a la cantidad de criaturas que
    controlas

What may be counted: permanents ("[other] [non-Wall] creatures/lands/artifacts/Swamps you
control", "… on the battlefield"), cards in graveyards ("creature cards in all graveyards",
"cards in your graveyard"), card types among them, cards in hands, and your life total.
The card's own name has already become "esta criatura" (cards.py). Anything else: None, and
the line stays unread.
"""

from __future__ import annotations

import re

from index.fold import fold
from index.vocabulary.game import spelled

from ..effects import Count, DefinePT
from ..selectors import Filter

_SELF = r"(?:esta criatura|this creature|~)(?:'s|’s)?"
_THAT = r"(?:that number|esa cantidad|ese numero)"
_PLUS = r"(?:\s+plus\s+(?P<plus>\d+|one))?"
_MAS = r"(?:\s+mas\s+(?P<mas>\d+|uno))?"
_EACH = re.compile(
    rf"^{_SELF} power and toughness are each equal to (?P<count>.+?)\.?$"
    rf"|^la fuerza y la resistencia de {_SELF} son (?:cada una )?iguales? a (?P<es>.+?)\.?$"
)
_APART = re.compile(
    rf"^{_SELF} power is equal to (?P<count>.+?) and its toughness is equal to "
    rf"(?:{_THAT}{_PLUS}|(?P<other>.+?))\.?$"
    rf"|^la fuerza de {_SELF} es igual a (?P<es>.+?) y su resistencia es igual a "
    rf"(?:{_THAT}{_MAS}|(?P<es_other>.+?))\.?$"
)
_ONE = re.compile(
    rf"^{_SELF} (?P<which>power|toughness) is equal to (?P<count>.+?)\.?$"
    rf"|^la (?P<es_which>fuerza|resistencia) de {_SELF} es igual a (?P<es>.+?)\.?$"
)
# The nouns a count names (plural as printed, or English singular) and the card types an
# "instant and sorcery cards" count names: from the one game vocabulary.
_KINDS = spelled(
    ("creature", "land", "artifact", "enchantment", "permanent", "planeswalker"),
    ("en", "en_plural", "es_plural"),
)
_CARD_TYPES = spelled(
    ("creature", "land", "instant", "sorcery", "artifact", "enchantment", "planeswalker"),
    ("en", "es"),
)
_ALL_GRAVEYARDS = ("in all graveyards", "en todos los cementerios")
_YOUR_GRAVEYARD = ("in your graveyard", "en tu cementerio")
_PERMANENTS = re.compile(
    r"^(?:the number of |la cantidad de )?(?P<other>other |otras |otros )?"
    r"(?P<non>non-?(?P<not>[\w-]+) )?(?P<noun>[\w-]+)"
    r" (?P<whose>you control|que controlas|on the battlefield|en el campo de batalla)$"
)


def defining_ability(text: str) -> DefinePT | None:
    """The line as a power/toughness-defining ability, or None if it is not one we read."""
    line = fold(text.strip(), "words")
    if m := _EACH.match(line):
        found = count(m["count"] or m["es"], text)
        return DefinePT(power=found, toughness=found) if found is not None else None
    if m := _APART.match(line):
        power = count(m["count"] or m["es"], text)
        other = m["other"] or m["es_other"]
        if power is None:
            return None
        if other is not None:
            toughness = count(other, text)
        else:
            toughness = power.model_copy(update={"plus": _number(m["plus"] or m["mas"])})
        return DefinePT(power=power, toughness=toughness) if toughness is not None else None
    if m := _ONE.match(line):
        found = count(m["count"] or m["es"], text)
        if found is None:
            return None
        power_side = (m["which"] or m["es_which"]) in ("power", "fuerza")
        return DefinePT(power=found) if power_side else DefinePT(toughness=found)
    return None


def _number(word: str | None) -> int:
    if word is None:
        return 0
    return 1 if word in ("one", "uno") else int(word)


def count(text: str, original: str = "") -> Count | None:
    """What a "the number of …" phrase counts, or None; ``original`` is the line as the card
    spells it, for the subtypes' capitals."""
    words = fold(text.strip(), "words").removesuffix(".")
    if words in ("your life total", "tu total de vidas"):
        return Count(what="life")
    if words in (
        "the total number of cards in all players' hands",
        "the number of cards in all players' hands",
        "la cantidad de cartas en la mano de todos los jugadores",
    ):
        return Count(what="hand_cards")
    if words in ("the number of cards in your hand", "la cantidad de cartas en tu mano"):
        return Count(what="hand_cards", whose="yours")
    for tail, whose in [(t, "all") for t in _ALL_GRAVEYARDS] + [
        (t, "yours") for t in _YOUR_GRAVEYARD
    ]:
        if words.endswith(" " + tail):
            return _graveyard(words.removesuffix(" " + tail), whose)
    return _permanents(words, original or text)


def _graveyard(words: str, whose: str) -> Count | None:
    if words in (
        "the number of card types among cards",
        "la cantidad de tipos de carta entre las cartas",
    ):
        return Count(what="graveyard_types", whose=whose)
    m = re.match(r"^(?:the number of |la cantidad de )(?:(\w+) cards|cartas(?: de (\w+))?)$", words)
    if m is None:
        return None
    kind = m[1] or m[2]
    if kind is None:
        return Count(what="graveyard_cards", whose=whose)
    if kind not in _CARD_TYPES:
        return None
    return Count(what="graveyard_cards", card_types={_CARD_TYPES[kind]}, whose=whose)


def _permanents(words: str, original: str) -> Count | None:
    m = _PERMANENTS.match(words)
    if m is None:
        return None
    noun = m["noun"]
    controller = "you" if m["whose"] in ("you control", "que controlas") else "any"
    subtype = None
    kind = _KINDS.get(noun)
    if kind is None:
        if noun.isdigit():
            return None
        subtype = _singular(_as_written(noun, original))
        kind = "permanent"
    not_subtype = _singular(_as_written(m["not"], original)) if m["non"] else None
    flt = Filter(
        kind=kind,
        controller=controller,
        other=bool(m["other"]),
        subtype=subtype,
        not_subtype=not_subtype,
    )
    return Count(what="permanents", each=flt)


def _as_written(folded: str, original: str) -> str:
    """The word as the card spells it (subtypes are capitalised: "Swamps")."""
    found = re.search(rf"\b{re.escape(folded)}\b", original, re.IGNORECASE)
    return found[0] if found else folded


def _singular(noun: str) -> str:
    """A subtype as the type line writes it: "Swamps" -> "Swamp", "Elves" -> "Elf"."""
    if noun.lower() == "plains" or not noun.lower().endswith("s"):
        return noun
    if noun.lower().endswith("ves"):
        return noun[:-3] + "f"
    return noun[:-1]
