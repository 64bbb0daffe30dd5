"""Numbers written in base 36 (0-9, a-z): short enough for a Discord custom_id (pure).

The quiz rounds (bot/quiz/rounds.py) and the cogs' button requests (cogs/_ui/requests.py)
both write their numbers this way; codes of one character index into ``DIGITS``.
"""

from __future__ import annotations

import string

DIGITS = string.digits + string.ascii_lowercase


def to36(number: int) -> str:
    if number < 0:
        raise ValueError("only non-negative numbers")
    out = ""
    while True:
        number, digit = divmod(number, 36)
        out = DIGITS[digit] + out
        if number == 0:
            return out


def from36(text: str) -> int:
    return int(text, 36)
