"""Fixtures of the Quiz cog's tests."""

import pytest


@pytest.fixture
def cog(bot, monkeypatch):
    """The Quiz cog, its rounds of one-answer questions only: these tests press a letter's
    button, and a round's seed is random; select-all rounds have tests of their own
    (test_select_all.py)."""
    cog = bot.get_cog("Quiz")
    bank = cog.service.quiz._bank()
    for name, generator in bank.generators.items():
        if name in ("varias", "norma-varias"):
            monkeypatch.setattr(generator, "subjects", lambda level: [])
    return cog
