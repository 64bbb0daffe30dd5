"""A hand revealed, and a card chosen from it to discard (bot/engine/hand_reveal.py runs it):

    "Target opponent reveals their hand. You choose a nonland card from it. That player
    discards that card."                                   (Thoughtseize, Duress's family)
    "Target player reveals their hand."                    (701.20a: nothing leaves it)
    "el rival revela su mano. Eliges una carta que no sea tierra de ella. Ese jugador
    descarta esa carta."

And the cards a scenario names in a hand: ``mano_rival:"Lightning Bolt; Forest"`` (a count
stays a count: ``mano_rival:3``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from index.fold import fold

from ..effects import Effect
from ..errors import ScenarioError
from ..state import HandCard
from .aliases import CARD_TYPE_ALIASES as _ALL_TYPES
from .cards import card_words
from .effect_build import build
from .words import Words

if TYPE_CHECKING:
    from .pairs import Pair
    from .recipients import Recipients, Refs

# "Aura" is a subtype (303.4): "an Aura card" is not read as "an enchantment card".
CARD_TYPE_ALIASES = {k: v for k, v in _ALL_TYPES.items() if k != "aura"}
REVEAL = ("reveals", "reveal", "revela", "revelas", "revelan")
_HAND = ("their hand", "your hand", "his or her hand", "su mano", "tu mano")
_CHOOSE = ("you choose", "eliges", "tu eliges")
_CARD = ("card", "carta")
_FROM_IT = ("from it", "de ella", "de esa mano")
_DISCARDS = (
    "that player discards that card",
    "ese jugador descarta esa carta",
    "ese jugador la descarta",
)


def reveal_effect(words: Words, refs: Refs, who: Recipients) -> Effect:
    """After the verb "reveals": "their hand", then, if the next sentences say so, the card
    chosen from it and discarded."""
    if not words.accept(*_HAND):
        raise refs.error(words, "qué revela (solo «su mano», «their hand»)")
    fields: dict[str, object] = {"type": "reveal_hand", **who.fields()}
    mark = words.i
    chosen = _chosen(words)
    if chosen is None:
        words.i = mark
    else:
        fields.update(discard=True, any_types=chosen[0], not_types=chosen[1])
    return build(refs, words, fields)


def _chosen(words: Words) -> tuple[set[str], set[str]] | None:
    """ ". You choose a noncreature, nonland card from it. That player discards that card.":
    the card types it may be and may not be; None when the words say something else."""
    words.accept(".")
    if not words.accept(*_CHOOSE):
        return None
    words.accept("a", "an", "una", "un")
    kinds, nots = set(), set()
    words.accept(*_CARD)  # Spanish: the noun first ("una carta que no sea tierra")
    while not words.done() and not words.at(*_FROM_IT):
        word = words.take()
        bare = word.removeprefix("non-").removeprefix("non")
        if word in (",", "or", "o", "card", "carta", "de"):
            continue
        if word == "que" and words.accept("no sea", "no sean"):
            nxt = words.take()
            if nxt not in CARD_TYPE_ALIASES:
                return None
            nots.add(CARD_TYPE_ALIASES[nxt])
        elif bare != word and bare in CARD_TYPE_ALIASES:
            nots.add(CARD_TYPE_ALIASES[bare])
        elif word in CARD_TYPE_ALIASES:
            kinds.add(CARD_TYPE_ALIASES[word])
        else:
            return None  # "with mana value 3 or less", "of the chosen color"…
    if not words.accept(*_FROM_IT):
        return None
    words.accept(".")
    if not words.accept(*_DISCARDS):
        return None
    return kinds, nots


def hand_cards(pair: Pair, example: str) -> list[HandCard] | None:
    """``mano:"Lightning Bolt; Forest"``: the cards named in a hand, each with its card types
    (a real card's, or written: «Rayo instantáneo»); None when the value is a count."""
    from .specs import parse_object, split_objects

    if re.fullmatch(r"\s*-?\d+\s*", pair.value):
        return None  # a count, checked as one (pair_int)
    cards = []
    for n, text in enumerate(split_objects(pair.value), 1):
        name, written = _written_types(text)
        if written and card_words(name.split()) is None:  # a made-up card, with its types
            cards.append(HandCard(name=name, types=written))
            continue
        text = name if written else text  # a card of the data: its own types
        spec = parse_object(text, f"{pair.raw_key} ({n})", example, need_pt=False)
        if spec.card is not None:  # 113.6: a spell's own text works only on the stack
            for kind, _, line in spec.card.lines:
                if kind == "spell":
                    spec.card.reading.set_aside(line)
        types = set(spec.types) or ({"creature"} if spec.power is not None else set())
        if not types:  # a card whose types nobody said would fit any choice: never guessed
            raise ScenarioError(
                f"En {pair.raw_key}, «{text.strip()}» no es una carta de los datos de cartas y "
                "no dice su tipo: escribe el nombre de una carta o su tipo («Rayo "
                "instantáneo», «Bosque tierra»), o cuántas cartas son (mano_rival:3).",
                fragment=text.strip(),
                example=example,
            )
        cards.append(HandCard(name=spec.name or f"Carta {n}", types=types))
    return cards


def _written_types(text: str) -> tuple[str, set[str]]:
    """ "Rayo instantáneo", "Estatua artefacto criatura": the name and the card types written
    after it (instants and sorceries too: a card in a hand is no permanent)."""
    words = text.split()
    types: set[str] = set()
    while len(words) > 1 and fold(words[-1], "words") in CARD_TYPE_ALIASES:
        types.add(CARD_TYPE_ALIASES[fold(words.pop(), "words")])
    return " ".join(words), types
