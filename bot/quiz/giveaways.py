"""The tricks that find a multiple-choice answer without knowing the rules.

A test-taker who cannot solve a question still guesses well when the options betray the
answer: it is the middle value (wrong options placed on both sides of it), the odd one out (the
only plural, the only value far from the rest) or the most central one (every wrong option one
step from it), or simply the longest text. Each trick here returns the options it would pick;
on a tie the guesser picks one of them at random, so ``share`` counts the answer as
1/number-of-ties of a win. Over many questions a fair bank lets no trick win more often than a
blind guess (1/number of options) plus a small margin; tests/bot/quiz/test_giveaways.py checks it
over every generator, and a generator author can call them on a batch of drafts.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from bot.quiz.models import option_key

Trick = Callable[[Sequence[str]], list[int]]

_INTEGER = re.compile(r"-?\d+")
# Options that are values: "12 vidas", "-3 vidas", "3/4", "704.5g", "2 contadores de veneno".
_VALUE = re.compile(r"^-?\d+(?:[/.]\d+)*[a-z]?(?:\s|$)")
_NAMED = re.compile(r"«([^»]+)»")
_WORD = re.compile(r"\w+")
_SHORT_WORDS = 4

# How much more often than a blind guess a trick may win: over the whole bank, and over one
# generator alone (a smaller sample, so a wider margin). docs/quiz.md quotes both.
BANK_MARGIN = 0.05
GENERATOR_MARGIN = 0.10


def values(options: Sequence[str]) -> list[tuple[int, ...]] | None:
    """Each option as an ordered value, when every option starts with one (else None)."""
    if not all(_VALUE.match(o.strip()) for o in options):
        return None
    out = []
    for o in options:
        head = o.strip().split()[0]
        ints = [int(n) for n in _INTEGER.findall(head)]
        letter = head[-1] if head[-1].isalpha() else ""
        out.append((*ints, ord(letter) if letter else 0))
    return out


def _features(option: str) -> tuple[bool, ...]:
    """What part of speech, gender and number look like from outside."""
    words = option_key(option).split()
    last = words[-1] if words else ""
    return (
        last.endswith("s"),
        last.endswith(("a", "as")),
        option[:1].isupper(),
        len(words) > 1,
        last.endswith(("ar", "er", "ir")),
    )


# The same options meet again and again: a question's likeness draws compare one answer with
# the same neighbours, and a fresh seed builds the same questions for several rounds.
@lru_cache(maxsize=65536)
def distance(a: str, b: str) -> float:
    """How different two options look: by value, by the creatures they name, or by words."""
    va, vb = values([a]), values([b])
    if va is not None and vb is not None:
        x, y = va[0], vb[0]
        width = max(len(x), len(y))
        x, y = x + (0,) * (width - len(x)), y + (0,) * (width - len(y))
        return float(sum(abs(p - q) for p, q in zip(x, y, strict=True)))
    if _NAMED.search(a) or _NAMED.search(b):
        return float(len(set(_NAMED.findall(a)) ^ set(_NAMED.findall(b))))
    wa, wb = set(_WORD.findall(option_key(a))), set(_WORD.findall(option_key(b)))
    jaccard = len(wa & wb) / len(wa | wb) if wa | wb else 1.0
    if max(len(wa), len(wb)) > _SHORT_WORDS:  # sentences: the words they share
        return 1 - jaccard
    # Terms and names: also how they look (plural, feminine, a verb, capitalised).
    return (1 - jaccard) + sum(p != q for p, q in zip(_features(a), _features(b), strict=True))


def _best(scores: Sequence[float], pick: Callable[[Sequence[float]], float]) -> list[int]:
    target = pick(scores)
    return [i for i, s in enumerate(scores) if abs(s - target) < 1e-9]


def _totals(options: Sequence[str]) -> list[float]:
    return [sum(distance(o, other) for other in options) for o in options]


def middle_low(options: Sequence[str]) -> list[int]:
    """The lower middle value (the only middle one with 3 options); the most central option
    when the options are not values (sets of creatures, texts)."""
    ordered = values(options)
    if ordered is None:
        return _best(_totals(options), min)
    ranked = sorted(range(len(options)), key=lambda i: ordered[i])
    return [ranked[(len(options) - 1) // 2]]


def middle_high(options: Sequence[str]) -> list[int]:
    """The upper middle value; the most central option when they are not values."""
    ordered = values(options)
    if ordered is None:
        return _best(_totals(options), min)
    ranked = sorted(range(len(options)), key=lambda i: ordered[i])
    return [ranked[len(options) // 2]]


def odd_one_out(options: Sequence[str]) -> list[int]:
    """The option farthest from all the others."""
    return _best(_totals(options), max)


def longest(options: Sequence[str]) -> list[int]:
    return _best([float(len(o)) for o in options], max)


TRICKS: dict[str, Trick] = {
    "el valor del medio (bajo)": middle_low,
    "el valor del medio (alto)": middle_high,
    "la opción distinta": odd_one_out,
    "la más larga": longest,
}


def share(trick: Trick, options: Sequence[str], correct: int) -> float:
    """How much of a win the trick scores on one question (ties split evenly)."""
    picks = trick(options)
    return 1 / len(picks) if correct in picks else 0.0
