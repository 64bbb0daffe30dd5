"""Judge-study quizzes: question generators, grading and spaced repetition. No discord here.

    bank = QuestionBank(corpus)
    questions = bank.round(topic=None, level=Level.BASICO, seed=7, count=5)   # None: todos
    bank.question("palabraclave:basico:7:0")     # rebuild one question from its key
    session = QuizSession(questions, owner_id=1, mode=Mode.GROUP)
    session.answer(user_id, "B"); session.reveal(); session.advance()

Front ends go through bot.services.JuezService, which also stores answers (bot.storage).
"""

from bot.quiz.bank import MAX_QUESTIONS, QuestionBank
from bot.quiz.choices import LEVEL_CHOICES, TOPIC_CHOICES, parse_level, parse_topic
from bot.quiz.errors import QuizError
from bot.quiz.models import ALL_TOPICS, Citation, Level, Question, QuestionKey, Topic
from bot.quiz.session import AnswerResult, Attempt, Feedback, Mode, QuizSession

__all__ = [
    "ALL_TOPICS",
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
    "Topic",
    "parse_level",
    "parse_topic",
]
