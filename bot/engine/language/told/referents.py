"""Which told object a word that names none stands for: "ataco con él" (a pronoun), "bloqueo
con los dos" (a number of told objects). Players name an object once and then point at it;
read as a description, "él" or "dos" would become a new creature called so, a wrong reading
shown as if it were the message's.

A card told before is already masked for its pronoun (anaphora.py). Here, once the clauses are
read into objects, what is still a pointer is resolved against the objects told so far: the one
(or the N) that fit, taken as they are; when they do not fit exactly, asked back naming them,
never picked.
"""

from __future__ import annotations

import re

from index.fold import fold

from ...errors import ScenarioQuestion
from ..cards import card_data_open, find_card
from .so_far import ToldSoFar
from .things import Thing

_PRONOUNS = frozenset(("el", "ella", "ellos", "ellas", "it", "them"))
# "los dos", "ambos", "las tres": how many of the objects told, by a number alone.
_ALL_OF = {"dos": 2, "ambos": 2, "ambas": 2, "tres": 3, "cuatro": 4, "both": 2}


def _pointer(one: Thing) -> int | None:
    """How many told objects ``one`` points at (1 for a pronoun), None when it names one."""
    words = fold(one.description, "words")
    if words in _PRONOUNS:
        return 1
    return _ALL_OF.get(words)


def _shown(t: ToldSoFar, ones: list[Thing]) -> str:
    return " o ".join(f"«{t.told_text(one.description)}»" for one in ones)


def resolved(t: ToldSoFar, ones: list[Thing], side: str | None) -> list[Thing]:
    """``ones`` with each pointer replaced by the told objects it means: those on the board
    (not yet in the combat) whose owner is ``side`` or unsaid. Exactly as many as it says, or
    it is asked back."""
    out: list[Thing] = []
    for one in ones:
        many = _pointer(one)
        if many is None:
            out.append(one)
            continue
        ours = [b for b in t.board if side is None or b.owner in {None, side}]
        # one tapped to pay a told crew or saddle cost is not what «él» then attacks with
        untapped = [b for b in ours if not any(b is x for x in t._tapped_for_costs)]
        ours = untapped or ours
        fits = [b for b in ours if b.count == 1]
        if many > 1:
            fits += [b for b in ours if b.count == many]  # "tengo dos 2/2 … con los dos"
        if len(fits) == 1 and fits[0].count == many:
            out.append(fits[0])
            t.board[:] = [b for b in t.board if b is not fits[0]]
            continue
        if len(fits) == many and all(b.count == 1 for b in fits):
            out += fits
            t.board[:] = [b for b in t.board if all(b is not f for f in fits)]
            continue
        said = t.told_text(one.description)
        if many > 1 and fold(said, "words") in {"dos", "tres", "cuatro"}:
            said = f"los {said}"
        candidates = [b for b in t.board if side is None or b.owner in {None, side}]
        if not candidates:
            raise ScenarioQuestion(
                f"¿Qué criatura{'s son' if many > 1 else ' es'} «{said}» (fuerza/resistencia o "
                "nombre, y de quién)?",
                why=f"Dices «{said}», y no hay ninguna criatura contada antes que pueda serlo.",
                example="tengo un 2/2 y un 3/3 y ataco con el 3/3",
            )
        raise ScenarioQuestion(
            f"¿Qué criatura{'s son' if many > 1 else ' es'} «{said}»: {_shown(t, candidates)}?",
            why=f"Dices «{said}» y no sé a cuál de lo que cuentas se refiere.",
            example="tengo un 2/2 y un 3/3 y ataco con el 3/3",
        )
    return out


# "eso", "esto": a demonstrative pointing at what was told, never a creature called so.
_DEMONSTRATIVES = frozenset(
    ("eso", "esto", "ese", "esa", "este", "esta", "aquello", "that", "this")
)


def pointed_at(t: ToldSoFar, folded: str, spell: Thing | None) -> Thing | None:
    """What "a eso" aims a spell at: the object the last spell aimed at, else the one object
    told. None when the words are no demonstrative. Asked back when nothing fits, or when the
    spell's card can aim at a spell too (then "eso" may be the spell: the card decides, not a
    guess)."""
    words = re.sub(r"^(?:a|al|en|sobre)\s+", "", folded.strip(" ,.;")).strip()
    if words not in _DEMONSTRATIVES:
        return None
    aimed = [s.target for s in t.spells if isinstance(s.target, Thing)]
    objects = t.told_objects()
    one = aimed[-1] if aimed else objects[0] if len(objects) == 1 else None
    if one is not None and not _aims_at_spells(t, spell):
        return one
    if t.spells and _aims_at_spells_only(t, spell):  # "Counterspell a eso": the spell told
        return t.spells[-1].spell
    shown = _shown(t, [*objects, *(s.spell for s in t.spells)])
    raise ScenarioQuestion(
        f"¿A qué va «{words}»: {shown}?"
        if shown
        else f"¿A qué va «{words}»? No cuentas antes "
        "nada a lo que pueda ir: di su nombre o su fuerza/resistencia, y de quién es.",
        why=f"Dices «{words}» y no sé a cuál de lo que cuentas se refiere.",
        example="le tiro un Giant Growth a mi Grizzly Bears",
    )


def _aims_at_spells(t: ToldSoFar, spell: Thing | None) -> bool:
    """Whether the spell's card text can target a spell ("target spell"); unknown: it can."""
    if spell is None or not card_data_open():
        return True
    record = find_card(t.told_text(spell.description), short=True)
    return (
        record is None or re.search(r"target[^.]*\bspell\b", record.oracle_text, re.I) is not None
    )


# What a card's text can target besides a spell: a spell that targets only spells («target
# spell», Counterspell) points «eso» at the last spell told, never at an object on the board.
_OTHER_TARGETS = re.compile(
    r"\btarget (?:\w+ )*?(?:creature|permanent|player|opponent|artifact|enchantment|land|card"
    r"|planeswalker|ability)\b|\bany target\b",
    re.I,
)


def _aims_at_spells_only(t: ToldSoFar, spell: Thing | None) -> bool:
    """Whether the spell's card text (known) targets spells and nothing else."""
    if spell is None or not card_data_open():
        return False
    record = find_card(t.told_text(spell.description), short=True)
    if record is None or not re.search(r"target[^.]*\bspell\b", record.oracle_text, re.I):
        return False
    return _OTHER_TARGETS.search(record.oracle_text) is None


__all__ = ["pointed_at", "resolved"]
