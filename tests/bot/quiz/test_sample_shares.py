"""Issue 26's Done-when, on review samples of 100 questions of default rounds: at least 70 %
application, at least half situations with real cards, no stem in English, every area."""

from __future__ import annotations

import pytest

from bot.quiz import Level, QuestionBank
from bot.quiz.sample_shares import english_stem, review_sample, shares


@pytest.mark.parametrize(("level", "seed"), [(Level.BASICO, 0), (Level.AVANZADO, 500)])
def test_a_review_sample_meets_the_targets(bank: QuestionBank, level: Level, seed: int):
    got = shares(bank, review_sample(bank, level, first_seed=seed))
    assert got.total == 100
    assert got.application >= 0.7
    assert got.situations >= 0.5
    assert got.english_stems == 0
    assert got.missing_areas == []


def test_the_english_detector_sees_english_outside_quotes(bank: QuestionBank):
    question = bank.build("situacion", "niebla", Level.BASICO)
    english = question.model_copy(
        update={"prompt": "What happens to the damage when the player casts it?"}
    )
    assert english_stem(english) and not english_stem(question)
