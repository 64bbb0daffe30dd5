"""What a read question asks for: the rules at all, and a keyword's explanation or a situation."""

from __future__ import annotations

from index.models import Kind
from index.search.question import Reading
from index.vocabulary.concepts import Match

# A question whose words are mostly not the game's ("¿cuál es el mejor mazo de estándar?") is
# not a rules question: unrelated rules matching its one game word would mislead.
MIN_GAME_SHARE = 0.34
# A name this specific ("marca de tiempo", "JAJNA") makes a question about the rules however
# few of its other words are the game's; "mazo" (library) in "el mejor mazo" does not.
TOPIC_CONCEPT_WEIGHT = 3.3
MAX_NAME_WORDS = 3  # "qué hace arrollar", "toque mortal": a name, not a situation


def off_topic(reading: Reading, matches: list[Match]) -> bool:
    named = any(m.share >= 0.5 and m.weight >= TOPIC_CONCEPT_WEIGHT for m in matches)
    if len(reading.words) < 2 or named:
        return False
    return reading.game_words / len(reading.words) < MIN_GAME_SHARE


def asks_for_a_name(reading: Reading, matches: list[Match]) -> bool:
    """A question that is little more than a keyword's name wants its explanation too."""
    named = any(m.concept.source is Kind.RULE and "." in m.concept.rules[0] for m in matches)
    return named and len(reading.words) <= MAX_NAME_WORDS
