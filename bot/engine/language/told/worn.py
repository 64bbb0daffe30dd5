"""What a creature wears, told in a clause after it: "mi Oso equipado con Bonesplitter", "con
Rancor anexado", "encantado con Pacifism", "con una Bonesplitter", "que lleva un Rancor".

The card data decides: only a card whose type line says Aura or Equipment is attached (301.5,
303.4); "con" before any other card is left to the rest of the reader. An Aura's «Enchant …»
must allow the creature (303.4a: an Aura attached to what it can't enchant goes to its
owner's graveyard, 704.5m), so a Spreading Seas told on a creature is refused, never run.

Before this a worn card stayed glued to the creature's description and the whole message was
refused with an unknown word («No entiendo «equipado»…»), in a combat as well as outside one.

The attached card is given the creature's controller: an Equipment is attached by its
controller's equip ability to a creature they control (702.6a), and a player telling "mi Oso
con Rancor" means their own Rancor. An Aura put on another player's creature («le pongo un
Pacifism a su Ángel») is told with its verb (attaching.py), where the teller casts it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ...errors import ScenarioError
from .text import MASK
from .things import ME, OTHER, PT, Thing

if TYPE_CHECKING:
    from .so_far import ToldSoFar

_EXAMPLE = "ataco con mi Grizzly Bears equipado con Bonesplitter y me bloquea su Hill Giant"
_ARTICLE = r"(?:(?:el|la|un|una|mi|su|sus|mis)\s+)?(?:(?:aura|equipo|equipamiento)\s+)?"
# "equipado con X", "encantado con X", "con X anexado", "con una X", "que lleva X",
# "y con X" (a second one): the card as its mask (text.py), said after the creature.
_WORN = re.compile(
    r"(?:\s*,)?\s+(?:y\s+)?(?:(?:equipad[oa]s?|encantad[oa]s?|anexad[oa]s?)\s+con|con"
    r"|que\s+lleva|llevando)\s+"
    + _ARTICLE
    + r"§(?P<card>\d+)§(?:\s+(?:anexad[oa]|equipad[oa]|encima|puest[oa]))?",
    re.IGNORECASE,
)
WORN = _WORN  # damage_sources.py reads a creature's description without what it wears
# "Enchant creature", "Enchant creature you control", "Enchant land": what it may be on.
_ENCHANT = re.compile(r"^Enchant (?P<what>[^(\n]+?)\s*(?:\(|$)", re.MULTILINE)


def _kind(t: ToldSoFar, card: int) -> str | None:
    types = t.told.types[card] if card < len(t.told.types) else ""
    if "Aura" in types:
        return "auras"
    if "Equipment" in types:
        return "equipos"
    return None


def check_enchant(t: ToldSoFar, card: int, target: Thing) -> None:
    """An Aura told on a creature its «Enchant …» does not allow: refused (303.4a)."""
    text = t.told.texts[card] if card < len(t.told.texts) else ""
    found = _ENCHANT.search(text)
    if found is None:
        return
    what = found["what"].lower()
    name = t.told.cards[card]
    on = t.told_text(target.description)
    allows = "creature" in what or what.strip() == "permanent"
    mine_only = "you control" in what and target.owner == OTHER
    theirs_only = "opponent controls" in what and target.owner == ME
    if allows and not mine_only and not theirs_only:
        return
    raise ScenarioError(
        f"«{name}» es un Aura con «Enchant {found['what']}»: no puede estar anexada a «{on}» "
        "(regla 303.4a; si lo estuviera, iría al cementerio de su propietario, regla 704.5m).",
        fragment=name,
        example=_EXAMPLE,
    )


def take_worn(t: ToldSoFar) -> None:
    """Each told creature's worn Auras and Equipment, cut from its description and attached;
    one told apart after it ("… equipado con Short Sword y con Rancor", which the list split
    as another object) is the creature's too, when "con" was said before it."""
    for group in [t.board, *(objects for _, objects in t.combat)]:
        kept: list[Thing] = []
        for one in group:
            alone = re.fullmatch(r"§(\d+)§", one.description.strip())
            if (
                kept
                and alone is not None
                and _kind(t, int(alone[1]))
                and re.search(rf"\bcon\s+{_ARTICLE}§{alone[1]}§", t.told.folded)
            ):
                kept[-1].description = f"{kept[-1].description} con {one.description}"
                continue
            kept.append(one)
        group[:] = kept
    for one in t.told_objects():
        while True:
            found = next(
                (m for m in _WORN.finditer(one.description) if _kind(t, int(m["card"]))), None
            )
            if found is None:
                break
            card = int(found["card"])
            key = _kind(t, card) or ""
            rest = (one.description[: found.start()] + one.description[found.end() :]).strip()
            if not (MASK.search(rest) or PT.search(rest)):  # "uno equipado con …": whose?
                break
            one.description = rest
            if key == "auras":
                check_enchant(t, card, one)
            t.attached.append((key, Thing(one.owner, f"§{card}§", definite=True), one))


__all__ = ["check_enchant", "take_worn"]
