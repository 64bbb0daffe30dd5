"""Before asking back: is the question already answered by what the card data says?

A judge asks back only a real gap. «¿Aura o Equipo?» of a card whose type line says Sorcery,
«¿a qué criatura va?» of a spell that targets nothing, «¿qué criatura regeneras?» when one told
creature's card can regenerate: the card data answers them, so asking is noise and, worse, the
reading shown with it («Lo he leído así») can be wrong. Each check here reads a told object's
card (its Oracle text and type line, from the masked mention) and says what it settles: exactly
one candidate that fits is taken (and shows in the reading), none or several leave the gap open.
"""

from __future__ import annotations

import re

from ...errors import ScenarioError
from ..cards import card_data_open, find_card
from .so_far import ToldSoFar
from .text import MASK
from .things import ME, OTHER, Thing

# 115.1: a spell targets only when its text says "target"; an Aura spell targets what it
# enchants (303.4a), with "Enchant …" and no "target".
_TARGETS = re.compile(r"\btargets?\b|^enchant\b", re.I | re.M)
# Who may be the target, as the card's text restricts it (115.1, 109.5).
_YOURS = re.compile(r"\btarget (?:\w+ )*?creature you control\b", re.I)
_THEIRS = re.compile(
    r"\btarget (?:\w+ )*?creature (?:you don't control|an opponent controls)\b", re.I
)


def card_of(t: ToldSoFar, one: Thing) -> tuple[str, str] | None:
    """(type line, Oracle text) of the one card ``one`` is, when the card data says it."""
    found = [int(m[1]) for m in MASK.finditer(one.description)]
    if len(found) != 1:
        return None
    index = found[0]
    types = t.told.types[index] if index < len(t.told.types) else ""
    text = t.told.texts[index] if index < len(t.told.texts) else ""
    if not text and card_data_open() and index < len(t.told.cards):
        # the steps before the telling keep the masks' type lines only: the text is looked up
        record = find_card(t.told.cards[index])
        if record is not None:
            types, text = types or record.type_line or "", record.oracle_text or ""
    if not types and not text:
        return None
    return types, text


def targets_nothing(t: ToldSoFar, spell: Thing) -> bool:
    """Whether the spell's card is known and its text has no target (a sweeper, a draw): what
    is told with it is no target of it (115.1)."""
    card = card_of(t, spell)
    return card is not None and bool(card[1]) and _TARGETS.search(card[1]) is None


def fitting_targets(t: ToldSoFar, spell: Thing, candidates: list[Thing]) -> list[Thing]:
    """The candidates the spell's card can target by whose they are ("target creature you
    control": the caster's, 115.1); all of them when its text restricts nothing we read."""
    card = card_of(t, spell)
    if card is None:
        return candidates
    caster = spell.owner or ME
    other = OTHER if caster == ME else ME
    if _YOURS.search(card[1]) and not _THEIRS.search(card[1]):
        return [one for one in candidates if one.owner == caster]
    if _THEIRS.search(card[1]) and not _YOURS.search(card[1]):
        return [one for one in candidates if one.owner == other]
    return candidates


def able_to(t: ToldSoFar, ones: list[Thing], words: re.Pattern[str]) -> list[Thing]:
    """The told objects whose card's text says it can do what ``words`` names."""
    return [one for one in ones if (card := card_of(t, one)) and words.search(card[1])]


def kind_from_card(t: ToldSoFar, attached: Thing) -> str | None:
    """«auras» or «equipos» when the card's type line says it. A card known to be neither is
    refused, naming its type: only an Aura or an Equipment is attached (301.5, 303.4)."""
    card = card_of(t, attached)
    if card is None or not card[0]:
        return None
    if "Aura" in card[0]:
        return "auras"
    if "Equipment" in card[0]:
        return "equipos"
    name = t.told_text(attached.description)
    raise ScenarioError(
        f"«{name}» es de tipo «{card[0]}»: no es un Aura ni un Equipo, así que no se anexa a una "
        "criatura (reglas 301.5 y 303.4). Si lo lanzas sobre ella, dilo con «le tiro».",
        fragment=name,
        example="le pongo un Rancor a mi Grizzly Bears",
    )


__all__ = ["able_to", "card_of", "fitting_targets", "kind_from_card", "targets_nothing"]
