"""One question bank over the real bundled corpus for the whole quiz test session."""

from __future__ import annotations

import pytest

from bot.quiz import QuestionBank
from index.corpus import Corpus


@pytest.fixture(scope="session")
def bank(corpus: Corpus) -> QuestionBank:
    return QuestionBank(corpus)
