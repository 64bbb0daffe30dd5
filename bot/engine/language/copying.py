"""Copying a spell as effect text writes it, and what a scenario tells about the copies.

    Copy target instant or sorcery spell. You may choose new targets for the copy.   (707.10c)
    copia Rayo                                    (the engine's own words: the same targets)

What the copies' new targets are is a choice of their controller (707.10c): a scenario writes
it after the spell's own targets, ``copia a Lobo`` (one name for each target of each copy, in
order) or ``mismos objetivos``; a storm spell says how many spells were cast before it this turn
with ``tormenta N`` by its name (702.40a). The engine makes the copies in
bot/engine/spell_copies.py.
"""

from __future__ import annotations

import re

from index.fold import fold

from ..effects import CopySpell, Effect
from ..errors import ScenarioError
from .countering import spell_filter
from .effect_build import build
from .recipients import Refs, longest_name
from .words import Words

_MAY_RETARGET = (
    "you may choose new targets for the copy",
    "you may choose new targets for the copies",
    "puedes elegir nuevos objetivos para la copia",
    "puedes elegir nuevos objetivos para las copias",
)
# "…, copia a Lobo", "…, copias a Lobo y Jugador B", "…, mismos objetivos": at the end.
_TOLD = re.compile(
    r"(?:^|[,;])\s*(?:(?:copias?|copies|copy)\s+(?:a|to)\s+(?P<names>.+)|"
    r"(?P<same>mismos objetivos|same targets))\s*$",
    re.IGNORECASE,
)
_STORM = re.compile(r"\b(?:tormenta|storm)\s+(\d+)\b", re.IGNORECASE)


def copy_effect(words: Words, refs: Refs) -> Effect:
    """After the verb: the spell copied (a name on the stack, below this one) and whether its
    controller may choose new targets for the copy."""
    said = words.accept("target", "el hechizo objetivo", "objetivo")
    wanted = spell_filter(words) if said == "target" else None
    if said == "target" and wanted is None and not words.accept("spell"):
        raise refs.error(words, "qué copia: solo se copian hechizos («target instant spell»)")
    name = longest_name(words, refs.stack_names)
    data: dict[str, object] = {"type": "copy_spell"}
    if wanted is not None:
        data["target_filter"] = wanted
    if name is not None:
        data["targets"] = [name]
    elif refs.unchosen and said is not None:
        data["unchosen_target"] = True  # chosen as it is cast (601.2c)
    else:
        raise refs.error(
            words,
            "qué copia: el nombre de un hechizo que ya esté en la pila, debajo de este "
            "(«copia Rayo»)",
        )
    mark = words.i
    words.accept(".", ",")
    if words.accept(*_MAY_RETARGET):  # 707.10c
        data["retarget"] = True
        words.accept(".")
    else:
        words.i = mark
    return build(refs, words, data)


def copies_told(body: str, refs: Refs) -> tuple[list[str] | None, str]:
    """(the copies' targets told, the rest of the body): "Lightning Bolt, copia a Lobo" ->
    (["Lobo"'s id], "Lightning Bolt"); [] for "mismos objetivos"; None when not told."""
    found = _TOLD.search(body)
    if found is None:
        return None, body
    rest = body[: found.start()].strip()
    if found["same"]:
        return [], rest
    out = []
    for name in re.split(r";|,|\s+y\s+|\s+and\s+", found["names"]):
        if not name.strip():
            continue
        known = refs.names.get(fold(name.strip(), "words"))
        if known is None:
            raise ScenarioError(
                f"«{name.strip()}», nuevo objetivo de una copia, no es un permanente ni un "
                "jugador del escenario.",
                fragment=name.strip(),
                example='hechizo:"Twincast: Lightning Bolt, copia a Lobo"',
            )
        out.append(known)
    return out, rest


def storm_told(head: str) -> tuple[int | None, str]:
    """ "Grapeshot tormenta 3" -> (3, "Grapeshot"): the spells cast before it this turn."""
    found = _STORM.search(head)
    if found is None:
        return None, head
    return int(found[1]), _STORM.sub(" ", head).strip()


def with_new_targets(effects: list[Effect], told: list[str] | None) -> None:
    """Each copy effect that lets its controller choose new targets told what they chose."""
    if told is None:
        return
    for n, effect in enumerate(effects):
        if isinstance(effect, CopySpell) and effect.retarget:
            effects[n] = effect.model_copy(update={"new_targets": told})


# Rebound (702.88a): "…, rebote a Lobo" (cast again at the next upkeep, with these targets),
# "…, rebote" (cast again, a spell without targets), "…, no relanza" (not cast again). The
# modes of the spell cast again are chosen anew (601.2b): "…, rebote modo 2 a Lobo".
_REBOUND = re.compile(
    r"[,;]\s*(?:(?P<no>no relanza|no la relanza|doesn't recast|no rebound)|"
    r"(?:rebote|rebound)(?P<how>(?:\s+(?:modos?|modes?)\s+\d+(?:\s*(?:,|y|and)\s*\d+)*)?)"
    r"(?:\s+(?:a|to)\s+(?P<names>.+))?)\s*$",
    re.IGNORECASE,
)


def rebound_told(body: str) -> tuple[tuple[bool, str, list[str]] | None, str]:
    """((casts it again, the modes then as written, its targets then), the rest of the
    body); None when not told."""
    found = _REBOUND.search(body)
    if found is None:
        return None, body
    rest = body[: found.start()].strip()
    if found["no"]:
        return (False, "", []), rest
    names = re.split(r";|,|\s+y\s+|\s+and\s+", found["names"] or "")
    return (True, found["how"].strip(), [n.strip() for n in names if n.strip()]), rest
