"""The quiz records, and ``QuizRepo``: the names earlier code imports from here.

``QuizRepo`` is the SQLite implementation (bot.storage.sqlite.quiz); code that must work on
either store uses ``store.quiz`` (bot.storage.interface.QuizStore) instead.
"""

from bot.storage.records import LOCAL_GUILD, DueReview, PlayerStats, RankingEntry, TopicStats
from bot.storage.sqlite.quiz import QuizRepo

__all__ = ["LOCAL_GUILD", "DueReview", "PlayerStats", "QuizRepo", "RankingEntry", "TopicStats"]
