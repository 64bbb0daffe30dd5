"""Errors of the quiz domain.

``QuizError`` is the player's mistake (an unknown topic, a malformed question key): its message
is Spanish and shown as is. ``NoQuestion`` never reaches a player: a generator raises it when a
subject cannot yield a sound question, and the bank moves on to the next subject.
"""

from __future__ import annotations

from index.errors import UserError


class QuizError(UserError):
    """Something the player asked that cannot be done; the message is Spanish."""


class NoQuestion(Exception):
    """This subject cannot produce a valid question (internal; the reason is for developers)."""
