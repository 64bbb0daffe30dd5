"""A transforming double-faced card on the battlefield (712.2): its back face read beside its
front (cards.py reads the back's text as a card of its own), kept as the permanent's face
that is down (bot/engine/faces.py), and turned up for a permanent told ``transformada``
(701.27g: "a transformed permanent" has its back face up).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import ScenarioError
from ..face_turning import turn_over
from ..faces import Face
from .abilities import card_abilities
from .chapter_lines import printed_final_chapter

if TYPE_CHECKING:
    from ..state import Permanent
    from .cards import CardFacts
    from .recipients import Refs
    from .specs import ObjectSpec

TRANSFORMED_EXAMPLE = 'estado permanentes:"Village Watch transformada"'


def face_of(card: CardFacts, refs: Refs) -> Face:
    """One face as the permanent has it while that face is up (712.8d, 712.8e)."""
    return Face.model_validate(
        {
            "name": card.reading.shown,
            "types": card.types,
            "subtypes": card.subtypes,
            "supertypes": card.supertypes,
            "colors": card.colors,
            "power": card.power,
            "toughness": card.toughness,
            "loyalty": card.loyalty,
            "keywords": card.keywords,
            "protection_from": card.protection,
            "toxic": card.toxic,
            "abilities": card_abilities(card, refs),
            "ward": card.ward,
            "flanking": card.flanking,
            "evolve": card.evolve,
            "daybound": card.daybound,
            "nightbound": card.nightbound,
            "printed_final_chapter": printed_final_chapter(card.lines),
        }
    )


def read_other_face(perm: Permanent, spec: ObjectSpec, refs: Refs) -> None:
    """Give ``perm`` its card's back face, and turn it up when the scenario says it is
    transformed; a permanent that is no double-faced card can't be (712.9)."""
    back = spec.card.back if spec.card is not None else None
    if back is None:
        if spec.transformed:
            raise ScenarioError(
                f"«{perm.name}» no es una carta de dos caras que se transforme: no puede estar "
                "transformada (reglas 701.27c, 712.9).",
                fragment=perm.name,
                example=TRANSFORMED_EXAMPLE,
            )
        return
    perm.other_face = face_of(back, refs)
    if spec.transformed:
        turn_over(perm)
