"""Crew told in words, run as the Vehicle's crew ability: "tripulo el Smuggler's Copter con mi
Grizzly Bears", "tripulo mi Futurist Sentinel con mi Oso y mi Elfo". Saddle (702.171a) is told
and run the same way ("ensillo mi Quilled Charger con mi Grizzly Bears"): its cost is Crew's.

Crew N (702.122a) is an activated ability whose cost is tapping other untapped creatures its
controller controls with total power N or more; the scenario language activates it naming
those creatures after the Vehicle (``activa Smuggler's Copter: Grizzly Bears``) and the engine
checks the cost (crew.py: a cost that can't be paid fully is not paid, 118.3). The creatures
told after «con» are that choice; told without them, they are asked for, never chosen for the
player. keyword_told.py hands the clause here only when the told Vehicle's Crew line is one
the engine reads.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ...errors import ScenarioQuestion
from .spell import Spell
from .things import ME, OTHER, Thing, thing, things

if TYPE_CHECKING:
    from .clauses import Clause
    from .so_far import SaidSoFar, ToldSoFar

_WITH = re.compile(r"\s(?:con|usando|girando|tapeando)\s+")


def crew_told(
    t: ToldSoFar, clause: Clause, said: SaidSoFar, vehicle: str, keyword: str = "Crew"
) -> None:
    """The crew ability of ``vehicle`` (the card's name) activated with the creatures told;
    a Mount's Saddle (702.171a) the same way, its cost being Crew's."""
    # "tripulo", "tripulamos": the teller; "tripula": the one the subject names, else the rival.
    first_person = re.search(r"(?:o|amos|emos|imos)$", clause.verb.split()[-1]) is not None
    caster = ME if first_person else (said.player or OTHER)
    cut = _WITH.search(said.folded)
    crew_said = things(said.typed[cut.end() :], said.folded[cut.end() :]) if cut else []
    if cut is None or not crew_said:
        verb, noun, rule = (
            ("ensillas", "Ensillar", "702.171a")
            if keyword == "Saddle"
            else ("tripulas", "Tripular", "702.122a")
        )
        raise ScenarioQuestion(
            f"¿Con qué criaturas {verb} «{vehicle}»?",
            why=f"{noun} se paga girando otras criaturas que controlas (regla {rule}), y "
            "cuáles las eliges tú.",
            example=f"{verb[:-2]}o el {vehicle} con mi Grizzly Bears",
        )
    told_vehicle = thing(said.typed[: cut.start()], said.folded[: cut.start()])
    source = _told(t, told_vehicle, caster)
    crew = [_told(t, one, caster) for one in crew_said]
    t.spells.append(Spell(caster, source, crew[0], ability="", also=crew[1:]))
    t._tapped_for_costs += crew  # tapped: «ataco con él» after it is the Vehicle or Mount


def _told(t: ToldSoFar, one: Thing, caster: str) -> Thing:
    """The object told before (on the board), else put on the board now; the teller's."""
    known = t._known(one) or t._same(one)
    if known is None:
        t.board.append(one)
        known = one
    known.owner = known.owner or caster
    return known


__all__ = ["crew_told"]
