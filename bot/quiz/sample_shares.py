"""What a judge trainer reviewing a sample of questions counts (issue 26's Done-when):
application against recall, stems in English, situations with real cards, areas covered.

bench/quiz_bench.py prints these shares for a sample of default rounds and
tests/bot/quiz/test_sample_shares.py holds them to the targets.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from bot.quiz.bank import SITUATIONS, QuestionBank
from bot.quiz.difficulty import prior_of
from bot.quiz.models import Question
from bot.quiz.situations.model import Area
from bot.quiz.situations.templates import areas_at
from bot.quiz.topics import Level

_QUOTED = re.compile(r"«[^«»]*»|“[^“”]*”|\"[^\"]*\"|\[[^\]]*\]|\([^()]*\)")
_WORD = re.compile(r"[a-záéíóúüñ']+")
# Words common in English and absent from Spanish: three in a stem outside its quotes make it
# an English stem ("What happens when the creature…").
_ENGLISH_TEXT = (
    "the of and is are to that this which what when with who it its if you your can't "
    "does would be has have from into each player creature spell card damage"
)
_ENGLISH = frozenset(_ENGLISH_TEXT.split(" "))
ENGLISH_WORDS = 3


def english_stem(question: Question) -> bool:
    """Whether the stem (prompt without its quoted sources and its card list) is English."""
    stem = question.prompt.split("\nCartas:\n", 1)[0]
    words = _WORD.findall(_QUOTED.sub(" ", stem).lower())
    return sum(w in _ENGLISH for w in words) >= ENGLISH_WORDS


@dataclass(frozen=True)
class Shares:
    total: int
    application: float
    situations: float  # situations with real cards
    english_stems: float
    areas: Counter[str]
    difficulty: float  # mean estimate before any answer (bot.quiz.difficulty.prior_of)
    # The areas the sample's levels have templates for (levels differ by concept: counters
    # from intermedio, protection at avanzado), plain combat aside (the engine's own).
    expected: tuple[str, ...] = ()

    @property
    def missing_areas(self) -> list[str]:
        return [a for a in self.expected if a not in self.areas]


def shares(bank: QuestionBank, questions: Sequence[Question]) -> Shares:
    n = len(questions) or 1
    applied = [q for q in questions if bank.generators[q.generator].application]
    priors = [prior_of(q.level, q.difficulty) for q in questions]
    return Shares(
        total=len(questions),
        application=len(applied) / n,
        situations=sum(q.generator == SITUATIONS for q in questions) / n,
        english_stems=sum(english_stem(q) for q in questions) / n,
        areas=Counter(q.area for q in questions if q.area),
        difficulty=sum(priors) / n,
        expected=tuple(
            a.value
            for a in Area
            if a is not Area.COMBAT and a in areas_at(*{q.level for q in questions})
        ),
    )


def review_sample(
    bank: QuestionBank, level: Level = Level.BASICO, first_seed: int = 0, size: int = 100
) -> list[Question]:
    """``size`` questions from default rounds of five ("todos"), seeds from ``first_seed``."""
    out: list[Question] = []
    seed = first_seed
    while len(out) < size:
        out += bank.round(None, level, seed, 5)
        seed += 1
    return out[:size]
