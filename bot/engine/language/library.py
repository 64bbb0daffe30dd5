"""Library and hand actions in effect text: draw (121), discard (701.9), mill (701.17),
scry (701.22), surveil (701.25), shuffling a graveyard into a library (701.24) and revealing
a hand (701.20), each with who does it ("each opponent mills two cards", "target player
draws a card", "robas 2 cartas").
Libraries and hands are counts of unnamed cards (bot/engine/hand.py)."""

from __future__ import annotations

from ..effects import Effect
from .effect_build import build as _build
from .effect_build import number as _number
from .for_each import for_each
from .hand_reveal import REVEAL, reveal_effect
from .library_search import SEARCH, search_effect
from .recipients import Recipients, Refs
from .words import Words

_DRAW = ("roba", "robas", "roban", "robar", "draw", "draws")
_DISCARD = ("descarta", "descartas", "descartan", "descartar", "discard", "discards")
_SHUFFLE = ("baraja", "barajas", "barajan", "barajar", "shuffle", "shuffles")
_SCRY = ("adivina", "adivinas", "adivinan", "adivinar", "scry", "scries")
_WHOSE = ("su", "tu", "sus", "tus", "their", "your", "his or her")
_SURVEIL = ("vigila", "vigilas", "vigilan", "vigilar", "surveil", "surveils")
_MILL = ("muele", "mueles", "muelen", "moler", "mill", "mills")


def library_effect(words: Words, refs: Refs, who: Recipients) -> Effect | None:
    """The effect whose verb starts here, for ``who`` (empty: the effect's controller); None
    (nothing read) when the verb is not one of these."""
    if words.at(*SEARCH):  # 701.23 (library_search.py)
        return search_effect(words, refs)
    if words.accept(*_DRAW):
        return _draw(words, refs, who)
    if words.accept(*_DISCARD):
        return _discard(words, refs, who)
    if words.accept(*_SHUFFLE):
        return _shuffle_graveyard(words, refs, who)
    if words.accept(*_SCRY):
        return _scry(words, refs, who)
    if words.accept(*_SURVEIL):
        return _surveil(words, refs, who)
    if words.accept(*_MILL):
        return _mill(words, refs, who)
    if words.accept(*REVEAL):  # "reveals their hand" (hand_reveal.py)
        return reveal_effect(words, refs, who)
    return None


def _draw(words: Words, refs: Refs, who: Recipients) -> Effect:
    words.accept("a", "an")
    amount = _number(words, refs) or 1
    words.accept("carta", "cartas", "card", "cards")
    per = for_each(words)  # "draw a card for each creature you control" (per_count.py)
    fields = {"type": "draw", "amount": amount, **who.fields()}
    return _build(refs, words, fields | ({"per": per.model_dump()} if per else {}))


def _discard(words: Words, refs: Refs, who: Recipients) -> Effect:
    """701.9: "descarta dos cartas", "each opponent discards a card", "discards their hand"."""
    words.accept(*_WHOSE)
    if words.accept("mano", "hand"):
        return _build(refs, words, {"type": "discard", "amount": None, **who.fields()})
    words.accept("a", "an")
    amount = _number(words, refs) or 1
    if not words.accept("carta", "cartas", "card", "cards"):
        raise refs.error(words, "cuántas cartas descarta («descarta 2 cartas», «su mano»)")
    words.accept("al azar", "at random")  # which cards is not modelled: only how many
    return _build(refs, words, {"type": "discard", "amount": amount, **who.fields()})


def _scry(words: Words, refs: Refs, who: Recipients) -> Effect:
    """701.22a: "scry 2", "adivina 2"."""
    amount = _number(words, refs)
    if amount is None:
        raise refs.error(words, "cuántas cartas adivina («adivina 2», «scry 1»)")
    return _build(refs, words, {"type": "scry", "amount": amount, **who.fields()})


def _surveil(words: Words, refs: Refs, who: Recipients) -> Effect:
    """701.25a: "surveil 2", "vigila 1"."""
    amount = _number(words, refs)
    if amount is None:
        raise refs.error(words, "cuántas cartas vigila («vigila 2», «surveil 1»)")
    return _build(refs, words, {"type": "surveil", "amount": amount, **who.fields()})


def _shuffle_graveyard(words: Words, refs: Refs, who: Recipients) -> Effect:
    """701.24a: "baraja su cementerio en su biblioteca", "shuffles your graveyard into your
    library"."""
    words.accept(*_WHOSE)
    if not words.accept("cementerio", "graveyard"):
        raise refs.error(words, "qué baraja («baraja su cementerio en su biblioteca»)")
    words.accept("en", "into", "dentro de")
    words.accept(*_WHOSE)
    if not words.accept("biblioteca", "library"):
        raise refs.error(words, "dónde lo baraja («en su biblioteca»)")
    return _build(refs, words, {"type": "shuffle_graveyard", **who.fields()})


def _mill(words: Words, refs: Refs, who: Recipients) -> Effect:
    """701.17a: "mill three cards", "each opponent mills two cards", "muele 2 cartas"."""
    words.accept("a", "an")
    amount = _number(words, refs)
    if amount is None or not words.accept("carta", "cartas", "card", "cards"):
        raise refs.error(words, "cuántas cartas muele («muele 2 cartas», «mill three cards»)")
    return _build(refs, words, {"type": "mill", "amount": amount, **who.fields()})
