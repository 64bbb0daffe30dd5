"""What each card's text does, mapped to the 2026 rules: ``kinds_of(card)`` reads every face's
Oracle text into Kinds (keywords, triggers and their events, replacement and prevention
effects and the event they modify, "can't", continuous effects and their layers, copy,
costs, frames such as sagas and adventures); ``kinds_summary`` keeps the fields the
interaction step combines (layers, events replaced, events triggered on, events forbidden).
"""

from .classify import KindsSummary, kinds_of, kinds_summary
from .model import Event, Kind, Layer

__all__ = ["Event", "Kind", "KindsSummary", "Layer", "kinds_of", "kinds_summary"]
