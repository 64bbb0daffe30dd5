"""Which attacker a block is on, and a block told before the attack.

The language's ``bloqueadores:`` block the last attacker written (SCHEMA.md 1.2). A message
with several attackers says which one is blocked ("bloquea a mi 3/3 con un 4/4"): that attacker
is written last. "bloquea uno con un 4/4" of attackers that are not alike leaves it unsaid, and
which one decides the answer: asked back, naming them. "no tengo bloqueadores" may come before
the attack it is about; it is kept until the attack is told.
"""

from __future__ import annotations

import re

from index.fold import fold

from ...errors import ScenarioQuestion
from .so_far import ToldSoFar
from .things import PT, Thing, thing

_VERB = re.compile(
    r"^(?:(?:me|te|se|le|les|lo|la|los|las|nos)\s+)*bloque\w*\s+(?P<which>.*?)\s*con$"
)
_ONE = re.compile(r"^(?:a\s+)?un[oa](?:\s+de\s+\w+\s+\w+)?$")


def _which(verb: str) -> str:
    match = _VERB.match(verb.strip())
    return match["which"] if match else ""


def _ask_unnamed(t: ToldSoFar, blockers: list[Thing]) -> None:
    """ "me ataca con un 3/3 y un 2/2 y bloqueo con mi Elfo": the block names no attacker, and
    the attackers told together are not alike. Which one is blocked decides the answer (what
    dies, how much reaches the player), so it is asked back naming them; the language would
    otherwise put the block on the last one written, a guess shown as the message's reading."""
    if not t.combat or t.combat[-1][0] != "attack":
        return  # a block already told after the attack, or none: the order says which
    attackers = t.combat[-1][1]
    told = {fold(t.told_text(one.description), "words") for one in attackers}
    if len(attackers) < 2 or len(told) < 2:
        return
    shown = " o ".join(f"«{t.told_text(one.description)}»" for one in attackers)
    blocking = "; ".join(t.told_text(one.description) for one in blockers)
    raise ScenarioQuestion(
        f"¿A cuál de los atacantes bloquea «{blocking}»: {shown}?",
        why="Atacan criaturas distintas y no dices a cuál bloquea: de eso depende lo que pasa.",
        example=f"bloquea a {t.told_text(attackers[0].description)} con {blocking}",
    )


def put_blocked_last(t: ToldSoFar, verb: str, typed_verb: str, blockers: list[Thing]) -> None:
    """The attacker ``verb`` names moved last (the one the blockers block); "uno" of unlike
    attackers asked back. ``typed_verb``: the verb's words as typed (names kept)."""
    which = _which(verb)
    if not which:
        _ask_unnamed(t, blockers)
        return
    attackers = [one for kind, objects in t.combat if kind == "attack" for one in objects]
    if _ONE.match(which):
        told = {fold(t.told_text(one.description), "words") for one in attackers}
        if len(told) > 1:
            shown = " o ".join(f"«{t.told_text(one.description)}»" for one in attackers)
            blocking = "; ".join(t.told_text(one.description) for one in blockers)
            raise ScenarioQuestion(
                f"¿A cuál de los atacantes bloquea «{blocking}»: {shown}?",
                why="Dices que bloquea a uno de los atacantes, y no son iguales.",
                example=f"bloquea a {t.told_text(attackers[0].description)} con {blocking}",
            )
        return
    start = len(typed_verb) - len(typed_verb.lstrip())
    words = re.sub(r"^(?:a|al)\s+", "", which)
    typed = typed_verb[start:][verb.strip().find(words) :][: len(words)]
    named = thing(typed, words)
    if not attackers:
        # "bloqueo a su Oso con mi Elfo" and no attack told: only an attacking creature is
        # blocked (509.1a), so the one named is the attacker; the message already says it
        t._attackers(t.attacker, [named])
        return
    found = t._known(named) or t._same(named) or _by_pt(t, named, attackers)
    if found is None or not any(found is one for one in attackers):
        raise ScenarioQuestion(
            f"¿Qué atacante es «{t.told_text(named.description)}»?",
            why="Dices que bloquean a una criatura que no está entre los atacantes.",
            example="ataco con un 3/3 y un 2/2 y el rival bloquea a mi 3/3 con un 4/4",
        )
    for kind, objects in t.combat:
        if kind == "attack" and any(found is one for one in objects):
            objects[:] = [one for one in objects if one is not found]
    t.combat[:] = [(kind, objects) for kind, objects in t.combat if objects or kind != "attack"]
    t.combat.append(("attack", [found]))


def _by_pt(t: ToldSoFar, named: Thing, attackers: list[Thing]) -> Thing | None:
    """ "bloquea al 5/5" of "un 5/5 con arrollar": a bare P/T names the one attacker with
    it (with two, which is not said: None, and it is asked back)."""
    if named.name is not None or fold(named.description, "words") != fold(
        (PT.search(named.description) or [""])[0], "words"
    ):
        return None
    pt = named.description.strip()
    with_it = [one for one in attackers if (m := PT.search(one.description)) and m[0] == pt]
    return with_it[0] if len(with_it) == 1 else None


# A tapped creature can't be declared as a blocker (509.1a): told among the blockers ("bloqueo
# con mi Oso, con mi lobo girado"), it is the board's state, not a second blocker.
_TAPPED = re.compile(r"(?<![\w§])(?:girad[oa]s?|tapped)(?![\w§])")


def tapped_aside(t: ToldSoFar, blockers: list[Thing]) -> list[Thing]:
    """``blockers`` without the tapped ones after the first, which go to the board."""
    if len(blockers) < 2:
        return blockers
    kept = [blockers[0]]
    for one in blockers[1:]:
        if _TAPPED.search(fold(t.told_text(one.description), "aligned")):
            t.board.append(one)
        else:
            kept.append(one)
    return kept


__all__ = ["put_blocked_last", "tapped_aside"]
