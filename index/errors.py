"""The one base of every error a user may see.

It lives in the lowest package so that every layer (search, rules engine, quiz, storage,
services) can raise it without importing the layers above. The message is Spanish, says what
was wrong and, where it helps, shows a valid example; front ends print ``str(error)`` as is and
catch nothing else to decide what a user reads.
"""

from __future__ import annotations


class UserError(Exception):
    """Something the user asked that cannot be done; ``str(error)`` is the Spanish answer."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message
