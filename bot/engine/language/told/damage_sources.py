"""Damage told without its source, when a told permanent's ability deals it: "tengo un
Prodigal Pyromancer y le hago 1 a su Elfo", "mi Oso lleva un Power of Fire y le hago 1 a su
Elfo", "mi Oso equipado con Bow of the Hunter le hace 2 a su Hill Giant".

A player says what the ability does, not that they activate it. Read as damage from nowhere,
the run dealt it without paying the ability's cost and without asking whether it could be
activated at all (a tapped creature's {T}, one that came this turn, 302.6): a confident
answer about a play that may be illegal. The abilities that can deal it are the activated
abilities printed on the told permanent (its card's Oracle text) and those an Aura or an
Equipment it wears grants it in quotes (Enchanted/Equipped creature has "{T}: …", 613.1f).
The subject says whose ability it is ("mi Oso … le hace 2"); told in the first person, the
teller's told permanents are the candidates. One ability of one permanent deals that much
damage: activated, aimed at what the damage was told to. Abilities of several permanents do:
which one is asked back (a real gap). None does: left as told (damage from an unnamed source),
as before.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ...errors import ScenarioError, ScenarioQuestion
from .ability_fit import Printed, printed_abilities
from .spell import Spell
from .text import MASK
from .things import ME, OTHER, Thing
from .worn import WORN as _WORN

if TYPE_CHECKING:
    from .so_far import ToldSoFar

# 613.1f: an ability granted in quotes by an Aura or an Equipment to the creature it is on.
_GRANTED = re.compile(r'(?:Enchanted|Equipped) creature has "(?P<ability>[^"]+)"')


def _text(t: ToldSoFar, at: int) -> str:
    return t.told.texts[at] if 0 <= at < len(t.told.texts) else ""


def _worn(t: ToldSoFar, one: Thing) -> list[int]:
    """The cards of the Auras and Equipment ``one`` wears: attached to it, or told after it
    in its description ("equipado con …", attached later by worn.py)."""
    said = [att.description for _, att, on in t.attached if on is one]
    name = one.name or ""
    said.append(one.description[len(name) :] if name else "")
    worn = [int(found[1]) for words in said for found in MASK.finditer(words)]
    types = t.told.types
    return [at for at in worn if 0 <= at < len(types) and re.search(r"Aura|Equipment", types[at])]


def granted_text(t: ToldSoFar, one: Thing) -> str:
    """The abilities what ``one`` wears grants it, one a line, as Oracle text writes them."""
    return "\n".join(
        quoted["ability"] for at in _worn(t, one) for quoted in _GRANTED.finditer(_text(t, at))
    )


def without_worn(t: ToldSoFar, description: str) -> str:
    """``description`` without the Auras and Equipment told worn after the creature."""
    return _WORN.sub("", description).strip()


def thing_named(description: str) -> str | None:
    return Thing(None, description).name


def abilities_of(t: ToldSoFar, one: Thing) -> list[Printed]:
    """The activated abilities ``one`` has: printed on its card, and granted by what it wears."""
    name = (one.name or "").strip()
    found = MASK.fullmatch(name)
    own = printed_abilities(_text(t, int(found[1]))) if found else []
    granted = [
        ability
        for at in _worn(t, one)
        for quoted in _GRANTED.finditer(_text(t, at))
        for ability in printed_abilities(quoted["ability"])
    ]
    return own + granted


def _deals(ability: Printed, amount: int) -> bool:
    return re.search(rf"\bdeals? {amount} damage\b", ability.effect, re.IGNORECASE) is not None


def sourced(
    t: ToldSoFar, amount: int, target: Thing | str, subject: Thing | None, caster: str
) -> bool:
    """Whether the damage told is read as the activation of the one ability that deals it
    (appended to the spells, in told order); False leaves it as damage told."""
    candidates = (
        [subject]
        if subject is not None
        else [one for one in t.told_objects() if one.owner in {caster, None} and one is not target]
    )
    able = [one for one in candidates if any(_deals(a, amount) for a in abilities_of(t, one))]
    if not able:
        return False
    if len(able) > 1:
        shown = " o ".join(f"«{t.told_text(one.name or one.description)}»" for one in able)
        raise ScenarioQuestion(
            f"¿Con qué haces {amount} de daño: {shown}?",
            why=f"Dices que haces {amount} de daño sin decir con qué, y más de una de tus "
            "cartas tiene una habilidad que lo hace.",
            example=f"activo mi {t.told_text(able[0].name or '')} sobre su Llanowar Elves",
        )
    [source] = able
    if subject is not None and t._known(source) is None:
        t.board.append(source)  # "mi Oso equipado con … le hace 2": told here
    fits = [a for a in abilities_of(t, source) if _deals(a, amount)]
    whole = abilities_of(t, source)
    # The line names an ability by its cost when the source has several (ability_fit.py); the
    # only one, or the only one of its cost, is named by nothing or by that cost.
    ability = "" if len(whole) == 1 else _cost_name(fits[0], whole)
    if ability is None:  # never the damage dealt from nowhere in its place
        raise ScenarioError(
            f"Leo que haces {amount} de daño con «{fits[0].line}» de "
            f"«{t.told_text(source.name or '')}», pero todavía no sé nombrar esa habilidad en el "
            "lenguaje de escenarios; no la doy por leída.",
            example="activo la habilidad de mi Prodigal Pyromancer sobre su Llanowar Elves",
        )
    source.owner = source.owner or (ME if caster == ME else OTHER)
    t.spells.append(Spell(caster, source, target, ability=ability))
    return True


def _cost_name(ability: Printed, whole: list[Printed]) -> str | None:
    symbols = re.match(r"^(?:\{[^}]+\})+", ability.cost)
    if symbols is None:
        return None
    head = symbols[0].lower()
    same = [one for one in whole if one.cost.lower().startswith(head)]
    return symbols[0] if same == [ability] else None


__all__ = ["abilities_of", "sourced"]
