"""Orders that cover every stratum (area) of a generator's subjects early and on every seed.

A generator whose subjects fall into strata (the situations' areas of the rules) asks them
in an order that takes one subject of each stratum in turn, so the first ``n`` indexes of a
seed ask ``n`` different strata while there are that many. The stratum asked first depends
on the seed alone, in turn: over any ``n`` consecutive seeds (``n`` strata) the first
question of each seed asks every stratum once. A default round asks at least one situation
(QuestionBank.round_keys), so a review sample of ``n`` or more consecutive rounds covers
every area at any first seed, and a single round never asks one area twice before it has
asked ``n`` of them.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence


def stratified(
    shuffled: Sequence[str], strata: Mapping[str, str], seed: int, base: random.Random
) -> list[str]:
    """``shuffled`` (one seed's order of the subjects) reordered by stratum.

    Within a stratum the subjects keep their shuffled order. The strata go in turns: first
    ``cycle[seed % n]``, where ``cycle`` is the strata in an order drawn by ``base`` (seeded
    by the generator and level, not by the seed), then the others in the order in which
    ``shuffled`` first meets them; a stratum that runs out leaves the turns.
    """
    groups: dict[str, list[str]] = {}
    for subject in shuffled:
        groups.setdefault(strata[subject], []).append(subject)
    if not groups:
        return []
    cycle = sorted(groups)
    base.shuffle(cycle)
    lead = cycle[seed % len(cycle)]
    turns = [lead, *(s for s in groups if s != lead)]
    out: list[str] = []
    depth = 0
    while len(out) < len(shuffled):
        out += [groups[s][depth] for s in turns if depth < len(groups[s])]
        depth += 1
    return out
