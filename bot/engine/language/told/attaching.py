"""Auras and Equipment told as players put them on: "le equipo una Bonesplitter a mi Oso",
"le pongo el aura Rancor a mi Oso", "equipo a mi Oso la Bonesplitter" (the creature first),
"tengo un Oso y le pongo un Rancor" ("le": the one creature told), and counters or damage put
on a creature ("le pongo 2 contadores +1/+1 a mi Oso"). The kind word said before the card
("el aura", "el equipo") says how it is attached and is no part of its name.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ...errors import ScenarioError, ScenarioQuestion
from .text import MASK
from .things import ME, Thing, thing
from .worn import check_enchant

if TYPE_CHECKING:
    from .clauses import Clause
    from .so_far import SaidSoFar, ToldSoFar

_EXAMPLE = "le equipo una Bonesplitter a mi Grizzly Bears"
_TARGET = re.compile(r"\s(?:a|al|sobre|contra|en|targeting|at|to|on)\s")
# Counters or damage said of an object ("le pongo 2 contadores +1/+1 a …", "tiene 2 daños").
_QUALITY = re.compile(r"^(?:\d+|un|una|dos|tres|cuatro|cinco|seis)\s+(?:contador|dano)")
# "el aura Rancor", "un equipo Bonesplitter": the kind, then the card.
_KIND = re.compile(r"^(?:(?:el|la|un|una|mi|su)\s+)?(?P<kind>aura|equipo|equipamiento)\s+(?=§)")
# "a mi Oso la Bonesplitter": where the creature told first ends and the attached card begins.
_SECOND = re.compile(r"\s(?:el|la|un|una)\s+(?=(?:aura\s+|equipo\s+)?§)")


def attach_told(t: ToldSoFar, clause: Clause, said: SaidSoFar) -> None:
    """What a clause attaches, and to what."""
    typed, folded = said.typed, said.folded
    first = re.match(r"^(?:a|al)\s+", folded)
    second = _SECOND.search(folded, first.end()) if first else None
    if first is not None and second is not None:  # "equipo a mi Oso la Bonesplitter"
        target = t._target(
            typed[first.end() : second.start()], folded[first.end() : second.start()]
        )
        what_typed, what = typed[second.end() :], folded[second.end() :]
    else:
        cut = _TARGET.search(folded)
        if cut is None:
            target = _the_one_told(t, clause)
            what_typed, what = typed, folded
        else:
            what_typed, what = typed[: cut.start()], folded[: cut.start()]
            target = t._target(typed[cut.end() :], folded[cut.end() :])
    if isinstance(target, str):
        raise ScenarioError(
            "Un Aura o un Equipo se anexa a una criatura: dime cuál.", example=_EXAMPLE
        )
    _equip_own(clause.verb, said.player, target, t.told_text(target.description))
    attach(t, what_typed, what, target, clause.verb)


def _equip_own(verb: str, subject: str | None, target: Thing, shown: str) -> None:
    """ "le equipo mi Bonesplitter a su Hill Giant": Equip targets only a creature its
    controller controls (702.6a), so it is refused, never written as attached."""
    last = verb.split()[-1]
    if not last.startswith("equip") or target.owner is None:
        return
    actor = subject if subject is not None else (ME if last.endswith("o") else None)
    if actor is None or actor == target.owner:
        return
    raise ScenarioError(
        f"Equipar solo puede hacer objetivo a una criatura que controlas (regla 702.6a): "
        f"«{shown}» es del otro jugador, así que no se equipa.",
        fragment=shown,
        example=_EXAMPLE,
    )


def _the_one_told(t: ToldSoFar, clause: Clause) -> Thing:
    """ "tengo un Oso y le pongo un Rancor": "le" is the one object told; else it is asked."""
    told = t.told_objects()
    if clause.verb.split()[0] in {"le", "les"} and len(told) == 1:
        return told[0]
    if clause.verb.split()[0] in {"le", "les"} and told:
        raise ScenarioQuestion(
            f"¿A qué criatura se lo pones con «{clause.verb}»?",
            why="Hay varias criaturas y no dices a cuál.",
            example=_EXAMPLE,
        )
    raise ScenarioError(
        f"¿A qué criatura se anexa? Dilo tras «{clause.verb}»: «… a mi Oso».", example=_EXAMPLE
    )


def attach(t: ToldSoFar, typed: str, folded: str, target: Thing, verb: str) -> None:
    """``typed`` (an Aura, an Equipment, counters or damage) put on ``target``."""
    bare = re.sub(r"^(?:un|una|el|la)\s+", "", folded.strip())
    if _QUALITY.match(bare):  # counters or damage: more of the target's description
        target.description = f"{target.description} con {typed.strip()}"
        return
    said_kind = ""
    kind_word = _KIND.match(folded.strip())
    if kind_word is not None:
        said_kind = kind_word["kind"]
        lead = len(folded) - len(folded.lstrip())
        typed, folded = typed[lead + kind_word.end() :], folded[lead + kind_word.end() :]
    attached = thing(typed, folded)
    told = t._known(attached)  # "tengo un Skullclamp …, le equipo el Skullclamp a …"
    t.board[:] = [one for one in t.board if one is not told]
    kind = " ".join(t.told.types[int(m[1])] for m in MASK.finditer(attached.description))
    last = verb.split()[-1]
    if "Aura" in kind or last.startswith("encant") or said_kind == "aura":
        for card in MASK.finditer(attached.description):  # "Enchant land" on a creature
            check_enchant(t, int(card[1]), target)
        t.attached.append(("auras", attached, target))
    elif "Equipment" in kind or last.startswith("equip") or said_kind.startswith("equip"):
        t.attached.append(("equipos", attached, target))
    else:
        t._unkinded.append((attached, target))  # asked at the end, unless said later
