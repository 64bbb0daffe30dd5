"""What a judge trainer counts over a large sample of a level (issue 43): exact repeats,
distinct set-ups (names and numbers ignored), English a candidate reads (quoted text counted,
the labelled Oracle block aside), application against recall, real cards, policy, three-option
questions and the numeric answers that sit in the middle.

bench/quiz_bench.py prints these for ≥ 300 questions per level from rounds of random seeds;
tests/bot/quiz/test_bank_measure.py holds the bank to the targets on a smaller sample.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from bot.quiz.concepts import concepts_of, infractions_of
from bot.quiz.giveaways import middle_low, values
from bot.quiz.models import Question
from bot.quiz.situations.cards import ORACLE_LABEL
from bot.quiz.topics import Level
from index.models import Language

CARDS_LABEL = "\nCartas:\n"
# The labelled Oracle block of a card: its label, then one "  > " line per line of text.
# (An older card line quoted it inline: «…» after the label, measured the same way.)
_ORACLE_BLOCK = re.compile(re.escape(ORACLE_LABEL) + r"(?:\n(?:[ \t]*> .*(?:\n|$))+| «[^«»]*»)")
# A name as a stem gives it: «Spanish name» and the English name in brackets after it.
_NAME = re.compile(r"«[^«»]*»(?:\s*\([^()]*\))?")
_ENGLISH_NAME = re.compile(r"»\s*\([^()]*\)")
_LISTED = re.compile(r"^- «([^«»]+)»", re.MULTILINE)
_NUMBER = re.compile(r"\d+")
_SYMBOL = re.compile(r"\{[^{}]*\}")
_WORD = re.compile(r"[a-záéíóúüñ']+")
# Words frequent in English and absent from Spanish text, and the English words of card types:
# three of them in a stem, or two in one option, make it English.
_ENGLISH_TEXT = (
    "the of and is are to that this which what when with who it its if you your can't does "
    "would be has have from into each player creature spell card damage target deals "
    "instant sorcery enchantment artifact land legendary battlefield graveyard "
    "ability abilities until end turn gets put counter counters cast controls "
    "whenever where or an at on for as by"
)
ENGLISH = frozenset(_ENGLISH_TEXT.split())
STEM_WORDS = 3
OPTION_WORDS = 2
# A type line in English left in a Spanish stem: "Creature — Ogre", "Legendary Creature".
_ENGLISH_TYPE = re.compile(
    r"\b(?:Legendary |Basic |Snow )*(?:Creature|Instant|Sorcery|Enchantment|Artifact|Land"
    r"|Planeswalker|Battle|Kindred|Tribal)\b(?: —|\.|,)"
)


def without_oracle(text: str) -> str:
    """The text with each card's labelled Oracle block taken out (what the English measure
    sets aside: the rules text in force, quoted as such)."""
    return _ORACLE_BLOCK.sub("", text)


def english_words(text: str) -> int:
    return sum(w in ENGLISH for w in _WORD.findall(text.lower()))


def english(question: Question) -> bool:
    """Whether a candidate reads English in the stem or an option: quoted text counted (a rule
    quoted in English is English to a reader), the Oracle block aside; a question the
    generator marks English, or a Spanish stem with an English type line, counts too. A
    card's English name in brackets after its Spanish name is set aside as a name."""
    if question.language is Language.EN:
        return True
    # A card's English name beside its Spanish one is a name to search by, not English prose;
    # so is the name of a listed card the data has in English only («Isamaru, Hound of Konda»).
    stem = _ENGLISH_NAME.sub("»", without_oracle(question.prompt))
    for name in _LISTED.findall(question.prompt):
        stem = stem.replace(f"«{name}»", "«»")
    if english_words(stem) >= STEM_WORDS or _ENGLISH_TYPE.search(stem):
        return True
    return any(english_words(o) >= OPTION_WORDS for o in question.options)


# A quoted name is short («Osos pardos», «Hugo», «Clase 2 – Permanentes»); longer quoted text
# is what a question asks about (a class sentence with a blank), not a name: kept, so two
# questions a reader tells apart by it are two set-ups (issue 43).
NAME_WORDS = 6


def _masked(name: re.Match[str]) -> str:
    return "«·»" if len(name[0].split("»", 1)[0].split()) <= NAME_WORDS else name[0]


# A counted noun after a number: "1 contador" and "2 contadores" are one set-up, as the
# number is ("criatura"/"criaturas", "vez"/"veces").
_COUNTED = re.compile(r"# (\w+)")


def _singular(word: str) -> str:
    if word.endswith("ces"):
        return word[:-3] + "z"
    if word.endswith("es") and word[-3:-2] not in "aeiouáéíóú":
        return word[:-2]
    return word[:-1] if word.endswith("s") else word


def setup_of(question: Question) -> str:
    """The set-up of a question, names and numbers ignored: the stem before its card list
    with every quoted name (NAME_WORDS words at most: a longer quote is the question's own
    text), number and mana symbol masked, a counted noun in the singular, and its generator
    (two generators never ask the same set-up)."""
    stem = question.prompt.split(CARDS_LABEL, 1)[0]
    stem = _NAME.sub(_masked, stem)
    stem = _SYMBOL.sub("{·}", stem)
    stem = _NUMBER.sub("#", stem)
    stem = _COUNTED.sub(lambda m: f"# {_singular(m[1])}", stem)
    return f"{question.generator}|{' '.join(stem.split())}"


def numeric(question: Question) -> bool:
    return values(question.options) is not None


def middle(question: Question) -> bool:
    """Whether the key of a numeric question is its middle value (the lower one of four)."""
    return question.correct in middle_low(question.options)


@dataclass(frozen=True)
class Measure:
    level: Level
    total: int
    exact_repeats: float  # share of questions whose prompt appeared before in the sample
    setups: int  # distinct set-ups among the application questions of the sample
    application: float
    recall: float
    real_cards: float  # share of questions with real cards on a board
    policy: float
    english: float
    three_options: float
    numeric: int
    middle: float  # share of numeric questions whose key is the middle value
    concepts: int = 0  # blueprint concepts the sample applies (bot.quiz.concepts)
    infractions: int = 0  # policy concepts apart: the IPG infractions and sections cited
    difficulty: float = 0.0  # mean estimate before any answer, of questions that have one


def measure(
    level: Level, questions: Sequence[Question], application: set[str], policy: set[str]
) -> Measure:
    n = len(questions) or 1
    seen: set[str] = set()
    repeats = 0
    for q in questions:
        repeats += q.prompt in seen
        seen.add(q.prompt)
    applied = [q for q in questions if q.generator in application]
    numbers = [q for q in questions if numeric(q)]
    rated = [q.difficulty for q in questions if q.difficulty is not None]
    return Measure(
        level=level,
        total=len(questions),
        exact_repeats=repeats / n,
        setups=len({setup_of(q) for q in applied}),
        application=len(applied) / n,
        recall=sum(q.generator not in application and q.generator not in policy
                   for q in questions) / n,
        real_cards=sum(CARDS_LABEL in q.prompt for q in questions) / n,
        policy=sum(q.generator in policy for q in questions) / n,
        english=sum(english(q) for q in questions) / n,
        three_options=sum(len(q.options) == 3 for q in questions) / n,
        numeric=len(numbers),
        middle=sum(middle(q) for q in numbers) / (len(numbers) or 1),
        concepts=len(set().union(*(concepts_of(q) for q in questions))),
        infractions=len(set().union(*(infractions_of(q) for q in questions
                                      if q.generator in policy))),
        difficulty=sum(rated) / (len(rated) or 1),
    )  # fmt: skip


def random_seeds(rng: random.Random, rounds: int, limit: int = 10**9) -> Iterable[int]:
    return (rng.randrange(limit) for _ in range(rounds))
