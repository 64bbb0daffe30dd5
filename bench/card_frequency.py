"""How common each card kind is among the bundled cards, and how often each meeting of two
cards' kinds happens between random cards: the counts behind index.cards.interactions.
KIND_FREQUENCY and index.cards.meetings_frequency.MEETING_FREQUENCY.

    python -m bench.card_frequency [--pairs N]
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from collections.abc import Iterable

from index.cards.interactions import RARE, meetings_of
from index.cards.kinds.classify import kinds_of
from index.cards.records import CardRecord, read_cards

PAIRS = 40_000
DRAWN = 4_000
SEED = 23


def measure(
    cards: Iterable[CardRecord], pairs: int = PAIRS, seed: int = SEED, drawn: int = DRAWN
) -> Counter[str]:
    """How many of ``pairs`` random pairs (of ``drawn`` cards of ``cards``) make each meeting,
    each label counted once a pair."""
    rng = random.Random(seed)
    pool = list(cards)
    sample = [(card, kinds_of(card)) for card in rng.sample(pool, min(drawn, len(pool)))]
    count: Counter[str] = Counter()
    for _ in range(pairs):
        a, b = rng.sample(sample, 2)
        count.update({m.label_es for m in meetings_of([a, b])})
    return count


def kind_counts(cards: Iterable[CardRecord], rare: int = RARE) -> Counter[str]:
    """How many of ``cards`` carry each kind, for the kinds at least ``rare`` carry (keyword
    and ability-word kinds apart: each names its own rule and weighs in full)."""
    count: Counter[str] = Counter()
    for card in cards:
        count.update({k.key for k in kinds_of(card)})
    return Counter(
        {
            key: n
            for key, n in count.items()
            if n >= rare and not key.startswith(("keyword:", "ability_word:"))
        }
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.card_frequency", description=__doc__)
    parser.add_argument("--pairs", type=int, default=PAIRS)
    args = parser.parse_args(argv)
    print("KIND_FREQUENCY = {")
    for key, n in kind_counts(read_cards()).most_common():
        print(f'    "{key}": {n},')
    print("}\nMEETING_FREQUENCY = {")
    for label, n in measure(read_cards(), args.pairs).most_common():
        print(f'    "{label}": {n / args.pairs:.4f},')
    print("}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
