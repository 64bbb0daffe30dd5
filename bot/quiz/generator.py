"""What every question generator provides, and the option shuffling they share.

A generator owns a pool of subjects (keywords, rules, class sentences, scenario templates). The
bank picks the subject for a question key and hands the generator a ``random.Random`` seeded
from that key, so the same key always gives the same question.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Iterable, Sequence

from bot.quiz.errors import NoQuestion
from bot.quiz.models import MAX_OPTIONS, MIN_OPTIONS, Draft, option_key
from bot.quiz.topics import Level, Topic


class Generator(ABC):
    name: str
    topic: Topic

    @abstractmethod
    def subjects(self, level: Level) -> Sequence[str]:
        """Ids of the subjects this generator asks about at this level, in a stable order."""

    @abstractmethod
    def build(self, subject: str, level: Level, rng: random.Random) -> Draft:
        """One question about the subject; NoQuestion when it cannot make a sound one."""

    def exclusions(self) -> dict[str, str]:
        """Subjects of the corpus deliberately left out, with the reason (Spanish)."""
        return {}


def pick_distractors(
    correct: str, candidates: Iterable[str], *, want: int = MAX_OPTIONS - 1
) -> list[str]:
    """The first ``want`` candidates that differ from the answer and from each other.

    Comparison is folded (case and accents), the way a player reads them.
    """
    seen = {option_key(correct)}
    out: list[str] = []
    for option in candidates:
        key = option_key(option)
        if not key or key in seen:
            continue
        seen.add(key)
        out.append(option)
        if len(out) == want:
            break
    return out


def arrange(correct: str, distractors: Sequence[str], rng: random.Random) -> tuple[list[str], int]:
    """Options in random order and the index of the right one."""
    if len(distractors) < MIN_OPTIONS - 1:
        raise NoQuestion(f"only {len(distractors)} distractors for {correct!r}")
    options = [correct, *distractors[: MAX_OPTIONS - 1]]
    rng.shuffle(options)
    return options, options.index(correct)
