"""What each card's text does, mapped to the 2026 rules: ``kinds_of(card)`` reads every face's
Oracle text into Kinds (keywords, triggers and their events, replacement and prevention
effects and the event they modify, "can't", continuous effects and their layers, copy,
costs, frames such as sagas and adventures); ``kinds_summary`` keeps the fields the
interaction step combines (layers, events replaced, events triggered on, events forbidden).

The reader (``classify`` and the pattern modules under it) is imported on first use, not with
the package: a question names keywords and kinds (``keywords``, ``model``) far more often than
it needs a card read, and compiling the reader's patterns is a noticeable part of a cold
`juez buscar`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .model import Event, Kind, Layer

if TYPE_CHECKING:
    from .classify import KindsSummary, kinds_of, kinds_summary

__all__ = ["Event", "Kind", "KindsSummary", "Layer", "kinds_of", "kinds_summary"]
_FROM_CLASSIFY = frozenset({"KindsSummary", "kinds_of", "kinds_summary"})


def __getattr__(name: str) -> Any:
    if name in _FROM_CLASSIFY:
        from . import classify

        return getattr(classify, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
