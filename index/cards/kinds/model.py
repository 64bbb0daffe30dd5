"""What a card's text does, as data: a Kind names one thing (an ability, an effect, a frame)
with the 2026 rules that govern it, and the event or layer it touches made explicit, so the
interaction step can combine two cards without reading Spanish labels (two replacement
effects on one event: 616.1; two effects in one layer: 613.7/613.8; "can't" vs "can": 101.2).
"""

from __future__ import annotations

from typing import NamedTuple

from index.vocabulary.events import EVENT_ES, LAYER_ES, LAYER_RULES, Event, Layer

__all__ = ["EVENT_ES", "LAYER_ES", "LAYER_RULES", "Event", "Kind", "Layer"]


class Kind(NamedTuple):
    key: str  # stable English id: "keyword:trample", "trigger:dies", "replacement", "layer:4"
    rules: tuple[str, ...]  # 2026 rule ids, most specific first
    label_es: str  # for the answer: "habilidad disparada (muere)"
    evidence: str  # the text it was read from (name shown as the card prints it)
    face: str  # the face's name (the card's for a one-faced card)
    event: Event | None = None  # triggers: what they wait for; replacement: what they modify;
    # "can't": what they forbid
    layer: Layer | None = None  # continuous effects that change characteristics or control
