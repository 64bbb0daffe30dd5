"""Issue 26, difficulty measured: the two-step Beta-binomial estimate, the points a right
answer adds, the keys answers are counted under, the calibration on simulated players, and
levels that ask harder situations."""

from __future__ import annotations

import pytest

from bot.quiz import Level, QuestionBank
from bot.quiz.calibration import simulate
from bot.quiz.difficulty import (
    LEVEL_PRIOR,
    Tally,
    estimate,
    family_of,
    item_of,
    points,
    prior_of,
)
from bot.quiz.sample_shares import review_sample


def test_without_answers_the_estimate_is_the_prior():
    got = estimate(0.35, Tally(), Tally())
    assert got.value == pytest.approx(0.35) and got.answers == got.family_answers == 0
    assert (
        got.line()
        == "Dificultad: media (35 % de fallos; estimada por la plantilla, aún sin respuestas)"
    )
    assert prior_of(Level.AVANZADO, None) == LEVEL_PRIOR[Level.AVANZADO]
    assert prior_of(Level.BASICO, 0.2) == 0.2


def test_misses_raise_it_and_many_answers_reach_the_measured_rate():
    easy = estimate(0.4, Tally(10, 9), Tally(5, 5)).value
    hard = estimate(0.4, Tally(10, 1), Tally(5, 0)).value
    assert easy < 0.4 < hard
    measured = estimate(0.2, Tally(50_000, 10_000), Tally(20_000, 4_000))
    assert measured.value == pytest.approx(0.8, abs=0.005)
    assert measured.label == "difícil" and "medida en 20000 respuestas" in measured.line()


def test_a_question_never_answered_takes_its_templates_measure():
    got = estimate(0.3, Tally(40, 10), Tally())
    assert got.value == pytest.approx((15 * 0.3 + 30) / 55)
    assert "medida en 40 respuestas a su plantilla" in got.line()


def test_points_weigh_level_and_difficulty():
    assert points(Level.BASICO, 0.5) == pytest.approx(1.0)
    assert points(Level.AVANZADO, 0.9) == pytest.approx(2.8)
    assert points(Level.INTERMEDIO, 0.3) > points(Level.BASICO, 0.3)
    assert points(Level.BASICO, 0.6) > points(Level.BASICO, 0.2)


def test_answers_are_counted_per_board_and_per_template():
    assert item_of("situacion", Level.BASICO, "niebla#3") == "pregunta:situacion:basico:niebla#3"
    assert family_of("situacion", Level.BASICO, "niebla#3") == "familia:situacion:basico:niebla"
    assert family_of("clase", Level.INTERMEDIO, "c2-s4") == "familia:clase:intermedio"


def test_the_estimate_beats_the_prior_and_the_raw_rate_on_simulated_players():
    priors = [0.25] * 30 + [0.4] * 40 + [0.55] * 30
    for row in simulate(priors, (1, 3, 10, 30), repeats=10):
        assert row.estimate_error <= row.prior_error, row
        assert row.estimate_error <= row.raw_error, row
        assert abs(row.bias) < 0.02, row


def test_higher_levels_ask_harder_questions(bank: QuestionBank):
    means = []
    for level in Level:
        sample = review_sample(bank, level, first_seed=300)
        means.append(sum(prior_of(q.level, q.difficulty) for q in sample) / len(sample))
    assert means == sorted(means) and means[0] < means[-1] - 0.05, means
