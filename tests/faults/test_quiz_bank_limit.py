"""The question bank's build has its own time limit and the quiz's own message (issue 27,
item 7): building it passed the quiz's 10 s on a loaded machine, and the player read the
search's "Prueba con menos palabras" for a `/quiz`."""

from __future__ import annotations

import time

import pytest

from bot.quiz import QuestionBank
from bot.services import quiz as quiz_service
from bot.services.errors import QUIZ_TOO_SLOW, TOO_SLOW, ServiceError
from bot.services.lazy import Lazy
from bot.services.quiz import QuizService


def _slow_service(bank: QuestionBank, seconds: float) -> QuizService:
    """A service whose bank takes ``seconds`` to build; the bank's first round (about a second:
    its generators warm up) is played here, so what is timed below is the build alone."""
    QuizService(lambda: bank, lambda: None, lambda: True).start(count=2, seed=1, owner_id=1)

    def build() -> QuestionBank:
        time.sleep(seconds)  # a loaded machine
        return bank

    lazy = Lazy(build)
    return QuizService(lazy.get, lambda: None, lambda: lazy.loaded)


async def test_a_slow_bank_build_is_not_bound_by_a_rounds_limit(
    question_bank: QuestionBank, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(quiz_service, "QUIZ_TIMEOUT_S", 0.5)
    service = _slow_service(question_bank, 1.5)
    session = await service.start_async(count=2, seed=1, owner_id=1, guild_id=1)
    assert len(session.questions) == 2
    # Built: the next round does not wait for the bank again.
    assert len((await service.start_async(count=2, seed=2, owner_id=1)).questions) == 2


async def test_a_bank_build_past_its_limit_says_it_is_the_quiz(
    question_bank: QuestionBank, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(quiz_service, "BANK_TIMEOUT_S", 0.1)
    service = _slow_service(question_bank, 0.5)
    with pytest.raises(ServiceError) as raised:
        await service.start_async(count=2, seed=1, owner_id=1, guild_id=1)
    assert str(raised.value) == QUIZ_TOO_SLOW and "menos palabras" not in str(raised.value)
    assert TOO_SLOW != QUIZ_TOO_SLOW
    time.sleep(0.5)  # the build runs on in its thread and is kept: the next call is served
    assert len((await service.start_async(count=2, seed=1, owner_id=1)).questions) == 2
