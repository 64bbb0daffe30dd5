"""Judge-study quizzes: question generators, grading and spaced repetition. No discord here.

    bank = QuestionBank(corpus)
    questions = bank.round(topic=None, level=Level.BASICO, seed=7, count=5)   # None: todos
    bank.question("palabraclave:basico:7:0")     # rebuild one question from its key
    parse_round("reglas", "básico", 5)            # what a player asked for, checked
    session = QuizSession(questions, owner_id=1, mode=Mode.GROUP)
    session.answer(user_id, "B"); session.reveal(); session.advance()

Front ends go through bot.services (JuezService.quiz), which also stores answers (bot.storage).
"""

from bot.quiz.bank import QuestionBank
from bot.quiz.choices import (
    DEFAULT_QUESTIONS,
    LEVEL_CHOICES,
    MAX_QUESTIONS,
    TOPIC_CHOICES,
    RoundRequest,
    parse_level,
    parse_mode,
    parse_round,
    parse_topic,
)
from bot.quiz.errors import QuizError
from bot.quiz.models import (
    ALL_TOPICS,
    Citation,
    Level,
    Question,
    QuestionKey,
    Topic,
    source_labels,
)
from bot.quiz.session import AnswerResult, Attempt, Feedback, Mode, QuizSession

__all__ = [
    "ALL_TOPICS",
    "DEFAULT_QUESTIONS",
    "LEVEL_CHOICES",
    "MAX_QUESTIONS",
    "TOPIC_CHOICES",
    "AnswerResult",
    "Attempt",
    "Citation",
    "Feedback",
    "Level",
    "Mode",
    "Question",
    "QuestionBank",
    "QuestionKey",
    "QuizError",
    "QuizSession",
    "RoundRequest",
    "Topic",
    "parse_level",
    "parse_mode",
    "parse_round",
    "parse_topic",
    "source_labels",
]
