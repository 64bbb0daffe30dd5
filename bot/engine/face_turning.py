"""Turning a double-faced permanent over (701.27a): the face that is down (``other_face``,
faces.py) and the one up trade places; the permanent stays the same object (712.18)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .faces import FACE_FIELDS, Face

if TYPE_CHECKING:
    from .state import Permanent


def turn_over(perm: Permanent) -> bool:
    """701.27a: turn ``perm`` over so its other face is up; False (nothing happens) when it
    is no double-faced permanent (701.27c) or that face is an instant or sorcery (701.27d)."""
    other = perm.other_face
    if other is None or other.types & {"instant", "sorcery"}:
        return False
    up = Face.model_validate({f: getattr(perm, f) for f in FACE_FIELDS})
    for name in FACE_FIELDS:
        setattr(perm, name, getattr(other, name))
    perm.other_face = up
    perm.transformed = not perm.transformed
    return True


def front_face_up(perm: Permanent) -> None:
    """712.8a, 712.14: a double-faced card anywhere but the battlefield and the stack has only
    its front face's characteristics, and enters front face up unless told "transformed"."""
    if perm.transformed:
        turn_over(perm)
