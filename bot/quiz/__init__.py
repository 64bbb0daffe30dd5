"""Judge-study quizzes: question generators, grading and spaced repetition. No discord here.

    bank = QuestionBank(corpus)
    questions = bank.round(topic=None, level=Level.BASICO, seed=7, count=5)   # None: todos
    bank.question("palabraclave:basico:7:0")     # rebuild one question from its key
    parse_round("reglas", "básico", 5)            # what a player asked for, checked
    session = QuizSession(questions, owner_id=1, mode=Mode.GROUP)
    session.answer(user_id, "B"); session.reveal(); session.advance()

Front ends go through bot.services (JuezService.quiz), which also stores answers (bot.storage).

The names below are imported on first use (PEP 562): the generators pull in the rules engine,
and a command that only needs the topic names (`juez --help`) must not pay for that.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

_WHERE = {
    "QuestionBank": "bank",
    "DEFAULT_QUESTIONS": "topics",
    "LEVEL_CHOICES": "topics",
    "MAX_QUESTIONS": "topics",
    "TOPIC_CHOICES": "topics",
    "ALL_TOPICS": "topics",
    "Level": "topics",
    "Topic": "topics",
    "RoundRequest": "choices",
    "parse_level": "choices",
    "parse_mode": "choices",
    "parse_round": "choices",
    "parse_topic": "choices",
    "QuizError": "errors",
    "Citation": "models",
    "Question": "models",
    "QuestionKey": "models",
    "source_labels": "models",
    "AnswerResult": "session",
    "Attempt": "session",
    "Feedback": "session",
    "Mode": "session",
    "QuizSession": "session",
}

__all__ = [
    "ALL_TOPICS",
    "AnswerResult",
    "Attempt",
    "Citation",
    "DEFAULT_QUESTIONS",
    "Feedback",
    "LEVEL_CHOICES",
    "Level",
    "MAX_QUESTIONS",
    "Mode",
    "Question",
    "QuestionBank",
    "QuestionKey",
    "QuizError",
    "QuizSession",
    "RoundRequest",
    "TOPIC_CHOICES",
    "Topic",
    "parse_level",
    "parse_mode",
    "parse_round",
    "parse_topic",
    "source_labels",
]


def __getattr__(name: str) -> object:
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{_WHERE[name]}"), name)
    globals()[name] = value
    return value


if TYPE_CHECKING:
    from bot.quiz.bank import QuestionBank
    from bot.quiz.choices import RoundRequest, parse_level, parse_mode, parse_round, parse_topic
    from bot.quiz.errors import QuizError
    from bot.quiz.models import Citation, Question, QuestionKey, source_labels
    from bot.quiz.session import AnswerResult, Attempt, Feedback, Mode, QuizSession
    from bot.quiz.topics import (
        ALL_TOPICS,
        DEFAULT_QUESTIONS,
        LEVEL_CHOICES,
        MAX_QUESTIONS,
        TOPIC_CHOICES,
        Level,
        Topic,
    )
