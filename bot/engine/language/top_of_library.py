"""Looking at the top cards of a library, as Oracle text writes it (no search, no shuffle):

    Look at the top three cards of your library. Put one of them into your hand and the rest on
    the bottom of your library in any order.
    Look at the top four cards of your library. Put one of them into your hand and the rest
    into your graveyard.
    Look at the top five cards of your library. You may reveal a creature card from among them
    and put it into your hand. Put the rest on the bottom of your library in a random order.

A library is a count of unnamed cards: "put one of them into your hand" takes one card (which
one changes no count); "you may reveal a creature card from among them" may take none even if
one is there, so the scenario says what was taken (``encuentra Grizzly Bears``, ``encuentra
nada``) or the answer asks, as for a search (language/library_search.py). Read into the
``search_library`` effect with ``top`` set (bot/engine/library_search.py).
"""

from __future__ import annotations

from typing import Any

from ..effects import Effect
from .effect_build import build, number
from .library_search import SearchQuestion, _found, _quality
from .recipients import Refs
from .words import Words

LOOK = ("look at the top",)
_OF_LIBRARY = ("cards of your library", "card of your library")
_BOTTOM = ("on the bottom of your library",)
_ORDER = ("in any order", "in a random order")
_REST = ("and the rest", "and the other")


def look_effect(words: Words, refs: Refs) -> Effect:
    """After "look at the top": how many cards, and what becomes of them."""
    top = number(words, refs) or (1 if words.at("card") else None)
    if top is None or not words.accept(*_OF_LIBRARY):
        raise refs.error(words, "cuántas cartas de arriba de tu biblioteca mira")
    words.accept(".")
    fields: dict[str, Any] = {"type": "search_library", "top": top, "quality": []}
    if words.accept("put"):  # "Put one of them into your hand and the rest …"
        amount = number(words, refs)
        if amount is None or not words.accept("of them", "of those cards"):
            raise refs.error(words, "cuántas de ellas se lleva («Put one of them»)")
        if not words.accept("into your hand"):
            raise refs.error(words, "adónde van las que elige («into your hand»)")
        fields |= {"amount": amount, "unchosen_to": _rest(words, refs, after_and=True)}
    elif words.accept("you may reveal"):  # "… a creature card from among them and put it …"
        if not words.accept("a", "an"):
            raise refs.error(words, "qué carta puede revelar («a creature card»)")
        quality, shown = _quality(words, refs)
        if not quality or not words.accept("from among them and put it into your hand"):
            raise refs.error(words, "qué carta se lleva a la mano y de dónde")
        words.accept(".")
        if not words.accept("put the rest"):
            raise refs.error(words, "adónde van las demás («Put the rest on the bottom…»)")
        fields |= {"amount": 1, "up_to": True, "quality": quality, "quality_text": shown}
        fields["unchosen_to"] = _rest(words, refs, after_and=False)
    else:
        raise refs.error(words, "qué hace con las cartas que mira")
    words.accept(".")
    try:
        fields["found"] = _found(fields, refs)
    except SearchQuestion as asked:
        if not fields["quality"]:
            raise
        raise SearchQuestion(  # said as what it is: a look at the top, not a search
            "¿Qué carta se lleva a la mano? Escríbela después del nombre del hechizo (o "
            "«encuentra nada»).",
            why=f"En {refs.where} se miran las {top} cartas de arriba de la biblioteca y se "
            f"puede revelar una carta ({fields['quality_text']}) para llevarla a la mano: "
            "quien mira puede no hacerlo, y qué carta es no lo sabe el escenario.",
            example='pila biblioteca:10 hechizo:"Warm Welcome encuentra Grizzly Bears"',
        ) from asked
    return build(refs, words, fields)


def _rest(words: Words, refs: Refs, *, after_and: bool) -> str:
    """Where the cards not taken go: the bottom, in an order their owner chooses (401.4; "in a
    random order" changes no count), or the graveyard."""
    if after_and and not words.accept(*_REST):
        raise refs.error(words, "adónde van las demás («and the rest on the bottom…»)")
    if words.accept("into your graveyard"):
        return "graveyard"
    if words.accept(*_BOTTOM):
        words.accept(*_ORDER)
        return "bottom"
    raise refs.error(words, "adónde van las demás («on the bottom of your library»)")
