"""What every question generator provides, and the option building they share.

A generator owns a pool of subjects (keywords, rules, class sentences, scenario templates). The
bank picks the subject for a question key and hands the generator a ``random.Random`` seeded
from that key, so the same key always gives the same question.

Fair options. A player must not find the answer from the options alone (bot.quiz.giveaways
names the tricks: pick the middle value, the odd one out, the longest). So a generator whose
options can be ordered (numbers, P/T, rule numbers) passes its wrong answers through
``spread``: first the values a real misconception gives (forgotten trample, damage counted
twice…, each commented where it is made), then filler such as ``far_numbers``; ``spread``
draws the answer's rank among the options uniformly and takes that many candidates below it
and the rest above it, so the answer is as often the smallest as the largest. Options that
cannot be ordered (sets of creatures, texts) come from ``pick_distractors`` over candidates in
a shuffled or misconception-first order, never sorted by closeness to the answer (the closest
options surround it, and the one in the middle is the answer). Then ``arrange`` shuffles.
"""

from __future__ import annotations

import itertools
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from typing import Any, TypeVar

from bot.quiz.errors import NoQuestion
from bot.quiz.models import MAX_OPTIONS, MIN_OPTIONS, Draft, option_key
from bot.quiz.topics import Level, Topic


class Generator(ABC):
    name: str
    topic: Topic
    # Application (a situation to work out: what happens, how much, who chooses) or recall (a
    # definition, a rule's number or text). A default round is mostly application
    # (QuestionBank.round_keys); recall is the "definiciones" topic.
    application: bool = False
    # Recall of words a judge must know, asked in Spanish (keywords, the judge class): the only
    # recall a default round asks (issue 43); rule numbers and English rule texts stay in
    # their own topics.
    judge_words: bool = False
    # Tournament policy (MTR, IPG, JAR): a share of an avanzado round is kept for it
    # (QuestionBank.round_keys, issue 43), and bot.quiz.bank_measure counts it apart.
    policy: bool = False

    @abstractmethod
    def subjects(self, level: Level) -> Sequence[str]:
        """Ids of the subjects this generator asks about at this level, in a stable order."""

    @abstractmethod
    def build(self, subject: str, level: Level, rng: random.Random) -> Draft:
        """One question about the subject; NoQuestion when it cannot make a sound one."""

    def exclusions(self) -> dict[str, str]:
        """Subjects of the corpus deliberately left out, with the reason (Spanish)."""
        return {}

    def strata(self, level: Level) -> Mapping[str, str] | None:
        """The stratum (area of the rules) of each subject at this level, when every stratum
        must come up in a round and in any review sample (bot.quiz.strata); None: the
        subjects are asked in a plain shuffled order."""
        return None


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


T = TypeVar("T", bound=Hashable)
_LOOKED_AT = 64  # candidates read from a (possibly lazy, possibly endless) source


def _same(value: T) -> Any:
    return value


def spread(
    answer: T,
    candidates: Iterable[T],
    rng: random.Random,
    *,
    key: Callable[[T], Any] = _same,
    want: int = MAX_OPTIONS - 1,
) -> list[T]:
    """``want`` wrong options, so that the answer's rank among all options is uniform.

    Candidates keep their order of preference (misconceptions first) on each side of the
    answer; the rank is drawn among those the candidates allow, and fewer options are returned
    only when there are fewer candidates. Equal keys count as above the answer.
    """
    below: list[T] = []
    above: list[T] = []
    seen = {answer}
    for c in itertools.islice(candidates, _LOOKED_AT):
        if c in seen:
            continue
        seen.add(c)
        (below if key(c) < key(answer) else above).append(c)
    want = min(want, len(below) + len(above))
    ranks = [r for r in range(want + 1) if r <= len(below) and want - r <= len(above)]
    rank = rng.choice(ranks)
    return [*below[:rank], *above[: want - rank]]


def far_numbers(
    answer: int, rng: random.Random, *, reach: int = 6, low: int | None = None
) -> Iterator[int]:
    """Filler for ``spread``: values 1..``reach`` away on both sides in random order.

    Random distances, so the options never form a run of consecutive values that the answer
    ends or sits in; ``low`` is the smallest value that makes sense (0 poison counters).
    """
    offsets = [sign * d for d in range(1, reach + 1) for sign in (1, -1)]
    rng.shuffle(offsets)
    for d in offsets:
        if low is None or answer + d >= low:
            yield answer + d
