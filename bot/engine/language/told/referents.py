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

from index.fold import fold

from ...errors import ScenarioQuestion
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


__all__ = ["resolved"]
