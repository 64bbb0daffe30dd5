"""How an Oracle text names the object its ability belongs to (201.5, 109.2): "this
creature", and since 2024 every permanent card says it by its kind ("this enchantment",
"this Equipment", "this Aura", "this Vehicle"), in Spanish "este encantamiento", "esta Aura".

One table for the trigger reader (``abilities.py``) and the effect reader (``recipients.py``).
"""

from __future__ import annotations

from index.vocabulary.game import ids_of, spelled

# Card types in the one game vocabulary ("enchantment", "encantamiento").
_TYPES_EN = tuple(spelled(ids_of("type"), ("en",)))
_TYPES_ES = tuple(spelled(ids_of("type"), ("es",)))
# Subtypes that name a kind of permanent in "this …" (205.3g–205.3j, 301.5, 303.4, 301.7).
_KINDS_EN = (
    "aura",
    "equipment",
    "vehicle",
    "siege",
    "spacecraft",
    "class",
    "case",
    "saga",
    "room",
    "fortification",
    "contraption",
    "attraction",
    "permanent",
    "token",
)
_KINDS_ES = (
    "aura",
    "equipo",
    "vehiculo",
    "asedio",
    "nave espacial",
    "clase",
    "caso",
    "saga",
    "habitacion",
    "fortificacion",
    "artilugio",
    "atraccion",
    "permanente",
    "ficha",
)

SELF_KINDS: tuple[str, ...] = tuple(
    dict.fromkeys(
        [f"this {k}" for k in (*_TYPES_EN, *_KINDS_EN)]
        + [f"{d} {k}" for d in ("este", "esta") for k in (*_TYPES_ES, *_KINDS_ES)]
    )
)
