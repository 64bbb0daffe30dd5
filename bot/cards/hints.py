"""What a card says about which rules apply: hints for searching the rules of a question.

A question that names a card ("si bloqueo con mi Llanowar Elves…") is about the card's
abilities, not its name. ``card_hints`` reads a card's keywords (Scryfall lists them in
English), the kinds of abilities its Oracle text has (a trigger, a cost with a colon, a
replacement), its types (an Aura, a legendary permanent) and its layout (a double-faced card),
and says each as the English words the Comprehensive Rules use for it, with a weight and a
Spanish label. ``named_in`` reads the names a question may hold; ``question_cards`` finds their
cards and gathers their hints.

How the search uses them: bot.services.cards passes the terms, weighted, as the ``hints`` of
the rules search (index.search.full_text.FullText.search): the rules they name rank higher.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from bot.cards.finder import QUESTION_BUDGET_S, CardFinder
from bot.cards.keywords import spanish_name
from bot.cards.models import Card

KEYWORD_WEIGHT = 1.0  # a keyword names its rule exactly
ABILITY_WEIGHT = 0.6  # an ability kind read from the text is likely, not certain
TYPE_WEIGHT = 0.5
MAX_CARDS = 3  # cards of one question looked up (each may cost requests)


@dataclass(frozen=True)
class Hint:
    term: str  # English words as the rules print them ("trample", "triggered ability")
    label: str  # Spanish, for the answer ("Arrollar (trample)", "habilidad disparada")
    weight: float


# Oracle text -> the kind of ability or effect it has. Checked on each face's text with the
# card's own name replaced by CARDNAME (so "Whenever Sol Ring…" reads the same as any other).
_TEXT: list[tuple[re.Pattern[str], str, str]] = [
    (re.compile(r"\b(?:when|whenever|at the beginning of)\b", re.I),
     "triggered ability", "habilidad disparada"),
    (re.compile(r"^[^\n\"“]*?(?:\{[^}]+\}|\b(?:sacrifice|discard|pay|exile|tap|remove)\b)"
                r"[^\n:\"“]*:", re.I | re.M),
     "activated ability", "habilidad activada"),
    (re.compile(r"\badd (?:\{|one mana|two mana|three mana|an amount)", re.I),
     "mana ability", "habilidad de maná"),
    (re.compile(r"\binstead\b|\bif [^.]* would\b|\benters (?:the battlefield )?(?:tapped|with)\b"
                r"|\bas [^.]* enters\b", re.I),
     "replacement effect", "efecto de reemplazo"),
    (re.compile(r"\bprevent\b", re.I), "prevention effect", "efecto de prevención"),
    (re.compile(r"\bcounter target\b", re.I), "counter target spell", "contrarrestar"),
    (re.compile(r"\bcreates? [^.]*\btokens?\b", re.I), "token", "fichas"),
    (re.compile(r"[+-]\d+/[+-]\d+ counters?|\bcounters? on\b", re.I), "counters", "contadores"),
    (re.compile(r"\bcopy\b|\bcopies\b", re.I), "copy", "copias"),
    (re.compile(r"\bgain control\b", re.I), "control", "cambio de control"),
    (re.compile(r"\bcan't be blocked\b|\bcan block\b|\bblocks?\b", re.I), "block", "bloqueo"),
    (re.compile(r"\bdies\b", re.I), "dies", "morir"),
]  # fmt: skip

# Type line -> the rules of that kind of object.
_TYPES: list[tuple[re.Pattern[str], str, str]] = [
    (re.compile(r"\bLegendary\b"), "legend rule", "regla de leyendas"),
    (re.compile(r"\bAura\b"), "aura", "aura"),
    (re.compile(r"\bEquipment\b"), "equipment", "equipo"),
    (re.compile(r"\bVehicle\b"), "vehicle crew", "vehículo"),
    (re.compile(r"\bSaga\b"), "saga lore counters", "saga"),
    (re.compile(r"\bPlaneswalker\b"), "planeswalker loyalty", "planeswalker"),
    (re.compile(r"\bBattle\b"), "battle defense", "batalla"),
    (re.compile(r"\bClass\b"), "class level", "clase"),
]

# Layout -> the rules of that kind of card.
_LAYOUTS = {
    "transform": ("double-faced card", "carta de dos caras"),
    "modal_dfc": ("modal double-faced card", "carta modal de dos caras"),
    "split": ("split card", "carta dividida"),
    "adventure": ("adventure", "aventura"),
    "flip": ("flip card", "carta que se gira"),
    "meld": ("meld", "combinar"),
}


def card_hints(card: Card) -> list[Hint]:
    """The card's keywords, ability kinds, types and layout as rules words, strongest first."""
    hints: list[Hint] = []
    for keyword in card.keywords:
        spanish = spanish_name(keyword)
        label = f"{spanish} ({keyword.lower()})" if spanish else keyword
        hints.append(Hint(keyword.lower(), label, KEYWORD_WEIGHT))
    for face in card.faces:
        text = face.oracle_text.replace(face.name, "CARDNAME")
        for pattern, term, label in _TEXT:
            if pattern.search(text):
                hints.append(Hint(term, label, ABILITY_WEIGHT))
        for pattern, term, label in _TYPES:
            if pattern.search(face.type_line):
                hints.append(Hint(term, label, TYPE_WEIGHT))
    if card.layout in _LAYOUTS:
        term, label = _LAYOUTS[card.layout]
        hints.append(Hint(term, label, TYPE_WEIGHT))
    return strongest(hints)


def strongest(hints: Iterable[Hint]) -> list[Hint]:
    best: dict[str, Hint] = {}
    for hint in hints:
        if hint.term not in best or hint.weight > best[hint.term].weight:
            best[hint.term] = hint
    return sorted(best.values(), key=lambda h: -h.weight)


@dataclass(frozen=True)
class QuestionCards:
    """The cards a question names (as found) and what they say about the rules."""

    names: tuple[str, ...] = ()  # the names read in the question
    cards: tuple[Card, ...] = ()  # the cards found for them
    hints: tuple[Hint, ...] = field(default=())

    @property
    def terms(self) -> dict[str, float]:
        """English rules words -> weight: what a search adds to the question's own terms."""
        return {h.term: h.weight for h in self.hints}

    def keyword_terms(self) -> list[str]:
        return [h.term for h in self.hints if h.weight >= KEYWORD_WEIGHT]


def named_in(question: str, known: Callable[[str], bool]) -> list[list[str]]:
    """The names a question may hold (index.search.question.card_names), each with its readings to
    try in turn: as read, then without the leading words the rules use. ``known(word)``:
    whether the rules use the word (a capitalised word they use is no card name)."""
    from index.search.question import card_names

    return [_variants(name, known) for name in card_names(question, known)[:MAX_CARDS]]


async def question_cards(
    named: list[list[str]],
    finder: CardFinder,
    *,
    budget: float = QUESTION_BUDGET_S,
    monotonic: Callable[[], float] = time.monotonic,
) -> QuestionCards:
    """The cards of the names ``named_in`` read, and their hints. Names are looked up within
    ``budget`` seconds in all; a name not found in time is left."""
    deadline = monotonic() + budget
    cards: dict[str, Card] = {}
    for readings in named:
        # Every reading among the saved cards first (no request), then Scryfall in turn.
        for remote, reading in [(False, r) for r in readings] + [(True, r) for r in readings]:
            if remote and monotonic() >= deadline:
                break
            card = await finder.identify(reading, deadline=deadline, remote=remote)
            if card is not None:
                cards.setdefault(card.oracle_id, card)
                break
    hints = strongest(h for card in cards.values() for h in card_hints(card))
    names = tuple(readings[0] for readings in named)
    return QuestionCards(names, tuple(cards.values()), tuple(hints))


def _variants(name: str, known: Callable[[str], bool]) -> list[str]:
    """The name as read, then without its first word when the rules use that word: a
    sentence's first word is capitalised anyway ("Cuando Delver of Secrets…")."""
    first, _, rest = name.partition(" ")
    if rest[:1].isupper() and known(first):  # not "Leyline of…" -> "of…"
        return [name, rest]
    return [name]
