"""The scenario engine's reading of a card, as search's kinds take it: for each Oracle line the
engine reads (an ability, or a spell's effect), the events its trigger waits for, the layers its
continuous effects apply in and what its one-shot effects do, in the one event table's and the
one effect table's terms (index.vocabulary.events, index.vocabulary.effects).

The engine lives above the index (bot.engine.language), so the index never imports it: the
application registers the engine's reader here (``register``), and ``readings_of`` asks it once
per card and keeps the answer (``cache_info`` says how often it was asked). Without a reader
registered (the index alone, `python -m bench` on the index), every line is read by search's
own patterns as before; a line the engine does not read always is.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import TYPE_CHECKING, NamedTuple

from index.vocabulary.events import Event, Layer

if TYPE_CHECKING:
    from ..records import CardRecord

log = logging.getLogger(__name__)


class LineReading(NamedTuple):
    """What the engine read one Oracle line as."""

    ability: str  # "triggered", "activated", "static", "spell"
    triggers: tuple[Event, ...] = ()  # a triggered ability: the event it waits for
    layers: tuple[Layer, ...] = ()  # a static ability: where its continuous effects apply
    # What its one-shot effects do, as keys of the one effect table (index.vocabulary.effects);
    # None when the reader says nothing of them (a static ability's effects are its layers).
    effects: tuple[str, ...] | None = None


# (face name, line as printed with reminder text dropped) -> what the engine read it as.
Readings = Mapping[tuple[str, str], LineReading]
CardReader = Callable[["CardRecord"], Readings]

_reader: CardReader | None = None
# How many cards are remembered: a question names a few; a bench over every card reads each
# once, so a bound keeps its memory flat.
CACHED_CARDS = 2048


def register(reader: CardReader | None) -> None:
    """Use ``reader`` for every card read from now on (None: search's patterns alone)."""
    global _reader
    if reader is not _reader:
        _reader = reader
        _read.cache_clear()


def current() -> CardReader | None:
    """The reader registered now, if any."""
    return _reader


def readings_of(card: CardRecord) -> Readings:
    """The engine's reading of ``card``'s lines; empty when no reader is registered."""
    if _reader is None:
        return {}
    return _read(card)


@lru_cache(maxsize=CACHED_CARDS)
def _read(card: CardRecord) -> Readings:
    assert _reader is not None
    try:
        return _reader(card)
    except Exception:  # a card the engine trips on is read by search's patterns alone
        log.exception("the engine could not read %s; search's patterns read it", card.name)
        return {}


def cache_info() -> tuple[int, int]:
    """(cards read by the engine, answers taken from the cache) since the reader was set."""
    info = _read.cache_info()
    return info.misses, info.hits
