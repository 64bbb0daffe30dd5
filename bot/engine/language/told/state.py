"""What a message says of objects it told before: a card's power and toughness now ("(el
messenger es 5/4)", "el goyf ahora es 4/5") and whose several objects are ("(los dos del
rival)"). The object is the one told before (by its name, or a word of it, anaphora.py); said
before the object (an answer to a question asked back goes first), it is kept and applied when
the object is told.
"""

from __future__ import annotations

import re

from index.fold import fold

from ...errors import ScenarioQuestion
from .clauses import Clause
from .so_far import ToldSoFar
from .things import PT, Thing, thing

# "los dos", "ambos": every object the clause before told.
_ALL = frozenset(("los dos", "las dos", "ambos", "ambas", "todos", "todas"))


def with_pt(one: Thing, pt: str) -> None:
    """``one``'s description with the power and toughness ``pt`` (replacing one told)."""
    if PT.search(one.description):
        one.description = PT.sub(pt, one.description, count=1)
        return
    name = one.name or ""
    rest = one.description[len(name) :] if one.description.startswith(name) else ""
    one.description = f"{name} {pt}{rest}".strip() if name else f"{one.description} {pt}"


def pt_said(t: ToldSoFar, clause: Clause, subject_typed: str, subject: str) -> None:
    """ "el messenger es 5/4": the P/T of an object told (or told later)."""
    t._unread(clause.object)
    match = PT.search(clause.verb)
    assert match is not None  # the cue holds a P/T
    one = thing(subject_typed, subject)
    if not one.description:
        # ", ahora mismo es 5/5": said of the one object the clause before told; of several
        # (or none), which one is not said and nothing is guessed.
        if len(t._last_things) != 1:
            raise ScenarioQuestion(
                f"¿Qué criatura es {match[0]}?",
                why=f"Dices «{clause.verb}» sin decir de qué criatura.",
                example="el rival tiene un Tarmogoyf (el goyf es 4/5)",
            )
        with_pt(t._last_things[0], match[0])
        return
    known = t._known(one)
    if known is not None:
        with_pt(known, match[0])
        return
    if one.name is None or one.has_pt:
        t._unread(clause.subject)
    t._pts[fold(t.told_text(one.name or ""), "words")] = match[0]


def owned_all(t: ToldSoFar, subject: str, owner: str) -> bool:
    """ "los dos son del rival": whose every object of the clause before is (False: the
    subject is not "los dos", "ambos"…)."""
    if re.sub(r"\s+", " ", subject.strip()) not in _ALL or not t._last_things:
        return False
    for one in t._last_things:
        one.owner = owner
    return True


def _one_with_pt(t: ToldSoFar, one: Thing) -> Thing | None:
    """ "el 3/3" after "tengo un 3/3 con arrollar": a bare P/T names the one creature on the
    board with it (of its owner, when said); with two, which one is asked back."""
    if one.name is not None or one.description.strip() != (PT.findall(one.description) or [""])[0]:
        return None
    with_it = [
        b
        for b in t.board
        if (m := PT.search(b.description)) is not None
        and m[0] == one.description.strip()
        and (one.owner is None or b.owner in {None, one.owner})
    ]
    if len(with_it) > 1:  # "el 3/3" of two told 3/3s: which one is not said
        shown = " o ".join(f"«{t.told_text(b.description)}»" for b in with_it)
        raise ScenarioQuestion(
            f"¿Cuál es «el {one.description.strip()}»: {shown}?",
            why=f"Dices «el {one.description.strip()}» y antes cuentas más de uno.",
            example=f"ataco con el {t.told_text(with_it[0].description)}",
        )
    return with_it[0] if with_it else None


def from_board(t: ToldSoFar, ones: list[Thing]) -> list[Thing]:
    """ "tengo un Watchwolf … y ataco con el Watchwolf": a creature told on the board and then
    named in the combat is that one, taken off the board (not a second one); one of the other
    player's by the same name is another."""
    taken = []
    for one in ones:
        known = t._known(one) if one.count == 1 else None
        if known is None and one.definite and one.count == 1:  # "tengo un 3/3 … con mi 3/3"
            alike = t._same(one) or _one_with_pt(t, one)
            known = alike if any(alike is b for b in t.board) else None
        mine = known is not None and one.owner in {None, known.owner}
        if known is not None and mine and any(known is b for b in t.board):
            t.board[:] = [b for b in t.board if b is not known]
            taken.append(known)
        else:
            taken.append(one)
    return taken


def pending(t: ToldSoFar) -> None:
    """The states said before their object, applied now that every clause is read."""
    for one in t.told_objects():
        pt = t._pts.get(fold(t.told_text(one.name or ""), "words"))
        if pt is not None:
            with_pt(one, pt)


__all__ = ["from_board", "owned_all", "pending", "pt_said", "with_pt"]
