"""The quiz section of `python -m bench` measures every generator at every level it asks."""

from __future__ import annotations

from bench.quiz_bench import measure_generation


def test_the_generation_bench_runs_over_every_generator(corpus):
    from bot.quiz import QuestionBank

    times = measure_generation(corpus, per_cell=1)
    assert set(times) == set(QuestionBank(corpus).generators)
    assert all(times[name] for name in times)  # each asked at one level at least
