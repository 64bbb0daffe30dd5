"""One card in, its kinds out; and the summary the interaction step combines."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from ..records import CardFaceRecord, CardRecord
from .abilities import shape
from .effects import effect_kind, effect_kinds
from .frames import ability_word, frame_kinds, is_permanent, keyword_kinds, keyword_line
from .keywords import keyword_rule
from .model import LAYER_ES, LAYER_RULES, Event, Kind, Layer
from .reading import LineReading, readings_of
from .text import Line, read_lines


def _make(
    face: str,
    default_evidence: str,
    key: str,
    rules: tuple[str, ...],
    label_es: str,
    *,
    event: Event | None = None,
    layer: Layer | None = None,
    evidence: str | None = None,
) -> Kind:
    return Kind(key, rules, label_es, evidence or default_evidence, face, event, layer)


def kinds_of(card: CardRecord) -> tuple[Kind, ...]:
    """Every kind found on the card's faces, in text order, each once per face."""
    found: list[Kind] = []
    for index, face in enumerate(card.faces):
        found += face_kinds(card, face, index == 0)
    seen: set[tuple[str, str, Event | None, Layer | None]] = set()
    unique = []
    for kind in found:
        mark = (kind.key, kind.face, kind.event, kind.layer)
        if mark not in seen:
            seen.add(mark)
            unique.append(kind)
    return tuple(unique)


def face_kinds(card: CardRecord, face: CardFaceRecord, first: bool) -> list[Kind]:
    face_name = face.name or card.name
    lines = read_lines(face.oracle_text, card.name, face_name)
    make_face = partial(_make, face_name, face.type_line)
    kinds = frame_kinds(card, face, first, make_face)
    keywords = face.keywords if face.keywords or len(card.faces) > 1 else card.keywords
    kinds += keyword_kinds(face, keywords, lines, make_face)
    names = tuple(k.lower() for k in keywords if (r := keyword_rule(k)) and r[1].startswith("702."))
    permanent = is_permanent(face)
    planeswalker = "Planeswalker" in face.type_line
    engine = readings_of(card)  # the engine's reading, when the application registered it
    for line in lines:
        known = engine.get((face_name, line.printed))
        kinds += _line_kinds(line, names, permanent, planeswalker, face_name, known)
    return kinds


def _line_kinds(
    line: Line,
    names: tuple[str, ...],
    permanent: bool,
    planeswalker: bool,
    face: str,
    known: LineReading | None = None,
) -> list[Kind]:
    make = partial(_make, face, line.printed)
    line, kinds = ability_word(line, make)
    if keyword_line(line, names):
        return kinds
    form = shape(line.outer, permanent, planeswalker, make, known)
    kinds += form.kinds
    found = effect_kinds(form.effect, line.outer, form.static, make)
    if known is not None and known.ability == "static" and form.static:
        found = _engine_layers(found, known.layers, make)
    if known is not None and known.effects is not None:
        found = _engine_effects(found, known.effects, make)
    return kinds + found


# Kinds that carry a layer without being a continuous effect's (counters stay on, 122.1a).
_NOT_AN_EFFECT = frozenset({"counters"})


def _engine_layers(found: list[Kind], layers: tuple[Layer, ...], make: partial[Kind]) -> list[Kind]:
    """A static line the engine read: its continuous effects apply in the layers the engine's
    models say (613.1); a layer only the patterns saw goes, one only the engine saw comes."""
    kept = [k for k in found if k.layer is None or k.layer in layers or k.key in _NOT_AN_EFFECT]
    have = {k.layer for k in kept}
    for layer in layers:
        if layer not in have:
            rules = (*LAYER_RULES[layer], "611.3a", "613.7")
            kept.append(make(f"layer:{layer.value}", rules, LAYER_ES[layer], layer=layer))
    return kept


@dataclass(frozen=True, slots=True)
class KindsSummary:
    keys: frozenset[str]
    layers: tuple[Layer, ...]  # the layers its continuous effects apply in, in layer order
    replaced: tuple[Event, ...]  # events its replacement or prevention effects modify
    triggers: tuple[Event, ...]  # events its triggered abilities wait for
    forbidden: tuple[Event, ...]  # what its "can't" effects forbid
    rules: tuple[str, ...]  # every rule any kind names, first seen first


def kinds_summary(kinds: tuple[Kind, ...]) -> KindsSummary:
    order = list(Layer)
    return KindsSummary(
        keys=frozenset(k.key for k in kinds),
        layers=tuple(sorted({k.layer for k in kinds if k.layer}, key=order.index)),
        replaced=tuple(
            dict.fromkeys(
                k.event for k in kinds if k.event and k.key in ("replacement", "prevention")
            )
        ),
        triggers=tuple(
            dict.fromkeys(k.event for k in kinds if k.event and k.key.startswith("trigger:"))
        ),
        forbidden=tuple(dict.fromkeys(k.event for k in kinds if k.event and k.key == "cant")),
        rules=tuple(dict.fromkeys(r for k in kinds for r in k.rules)),
    )


def _engine_effects(found: list[Kind], engine: tuple[str, ...], make: partial[Kind]) -> list[Kind]:
    """A line the engine read: what its effects do that the patterns missed is added (a card
    named for its own action, "Regenerate target creature.", reads as "~ target creature").
    Nothing the patterns found is taken away: the engine reads a cost as words, and a line it
    reads may still hold an action inside a phrase it keeps whole (bench.card_readers)."""
    have = {k.key for k in found}
    return found + [effect_kind(key, make) for key in engine if key not in have]
