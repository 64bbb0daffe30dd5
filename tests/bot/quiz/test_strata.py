"""Every area at every level: the situations are asked by area in turns (bot.quiz.strata), so
any review sample of 100 questions, whatever its first seed, asks every area."""

from __future__ import annotations

import random

import pytest

from bot.quiz import Level, QuestionBank, QuestionKey
from bot.quiz.bank import SITUATIONS
from bot.quiz.sample_shares import review_sample, shares
from bot.quiz.situations.model import Area
from bot.quiz.strata import stratified

SEEDS = (0, 4242, 999_999_990)


@pytest.mark.parametrize("level", list(Level))
@pytest.mark.parametrize("seed", SEEDS)
def test_a_review_sample_asks_every_area(bank: QuestionBank, level: Level, seed: int):
    got = shares(bank, review_sample(bank, level, first_seed=seed))
    assert got.missing_areas == [], (level, seed)


@pytest.mark.parametrize("level", list(Level))
def test_every_area_has_boards_at_every_level(bank: QuestionBank, level: Level):
    strata = bank.generators[SITUATIONS].strata(level) or {}
    # Every area at every level, but those of concepts a level has not reached yet.
    later = {Area.COUNTERS: Level.INTERMEDIO, Area.PROTECTION: Level.AVANZADO}
    rank = list(Level).index
    reached = {a for a, first in later.items() if rank(level) >= rank(first)}
    assert set(strata.values()) >= {
        a.value for a in Area if a is not Area.COMBAT and (a not in later or a in reached)
    }


@pytest.mark.parametrize("level", list(Level))
def test_consecutive_seeds_open_with_every_area_in_turn(bank: QuestionBank, level: Level):
    strata = bank.generators[SITUATIONS].strata(level) or {}
    n = len(set(strata.values()))
    for first in (0, 13, 777):
        opened = {
            strata[bank.subject_of(QuestionKey(SITUATIONS, level, seed, 0))]
            for seed in range(first, first + n)
        }
        assert len(opened) == n, (level, first)


@pytest.mark.parametrize("level", list(Level))
def test_a_seed_asks_every_board_once_and_every_area_before_repeating_one(
    bank: QuestionBank, level: Level
):
    strata = bank.generators[SITUATIONS].strata(level) or {}
    n = len(set(strata.values()))
    subjects = [bank.subject_of(QuestionKey(SITUATIONS, level, 31, i)) for i in range(len(strata))]
    assert sorted(subjects) == sorted(strata)
    assert len({strata[s] for s in subjects[:n]}) == n


def test_stratified_keeps_each_stratum_in_its_shuffled_order():
    strata = {"a1": "a", "a2": "a", "a3": "a", "b1": "b", "c1": "c", "c2": "c"}
    shuffled = ["c2", "a3", "b1", "a1", "c1", "a2"]
    order = stratified(shuffled, strata, seed=5, base=random.Random(0))
    assert sorted(order) == sorted(shuffled)
    assert [s for s in order if strata[s] == "a"] == ["a3", "a1", "a2"]
    assert {strata[s] for s in order[:3]} == {"a", "b", "c"}
    assert stratified([], {}, seed=0, base=random.Random(0)) == []
