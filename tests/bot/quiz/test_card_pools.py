"""Cards chosen by their traits from the whole bundled data (bot/quiz/situations/pools.py):
every card a pool gives is what its trait says, the engine runs it whole on a board, and the
templates that draw from a pool get far more distinct boards than their short lists gave
(issue 43: exact repeats)."""

from __future__ import annotations

import random
import re

import pytest

from bot.engine.builder import Real, ScenarioBuilder
from bot.engine.runner import run_fresh
from bot.quiz import Level, QuestionBank
from bot.quiz.situations import pools
from bot.quiz.situations.cards import SituationCards


@pytest.fixture(scope="module")
def cards(bank: QuestionBank) -> SituationCards:
    return bank.generators["situacion"].cards  # type: ignore[attr-defined, no-any-return]


def test_each_pool_has_cards_of_its_trait(cards: SituationCards):
    vanilla = cards.pool(pools.VANILLA)
    assert len(vanilla) >= 100  # the sixteen hand-picked creatures were the bottleneck
    for name in vanilla:
        card = cards.creature(name)
        assert not card.oracle and "legendari" not in card.type_line.lower(), name
        assert card.name_es != card.name or name == card.name_es  # a Spanish name in the data
    for name in cards.pool(pools.FLANKERS):
        assert "Flanking" in cards.get(name).oracle
    for name in cards.pool(pools.WARDS):
        assert pools.ward_cost(cards.get(name).oracle) >= 1
    assert {pools.shrink_of(cards.get(n).oracle) for n in cards.pool(pools.SHRINKS)} >= {2, 4}
    assert len(cards.pool(pools.BURNS)) >= 5
    assert list(vanilla) == sorted(vanilla)  # a key gives the same card on every run


def test_a_trait_test_rejects_other_abilities():
    keep = pools.with_keyword("Flanking", pools.QUIET_IN_COMBAT)
    card = {"layout": "normal", "type_line": "Creature — Human Knight", "power": "2",
            "toughness": "2", "name_es": "Caballero"}  # fmt: skip
    assert keep({**card, "oracle_text": "Flanking (reminder)\nVigilance"})
    assert not keep({**card, "oracle_text": "Flanking\nFirst strike"})  # changes the fight
    assert not keep({**card, "oracle_text": "Flanking", "name_es": None})  # no Spanish name
    assert not keep({**card, "oracle_text": "Flanking", "type_line": "Legendary Creature — X"})


def test_every_pooled_creature_stands_on_a_board_the_engine_reads_whole(cards: SituationCards):
    for pool in (pools.VANILLA, pools.FLANKERS, pools.EVOLVERS, pools.WARDS):
        for name in cards.pool(pool):
            outcome = run_fresh(ScenarioBuilder("sba").creatures(Real(name)).build(cards))
            assert outcome.complete, (pool.name, name, outcome.unread())


@pytest.mark.parametrize("template", ["flanquear", "antimaleficio", "reemplazos-de-contadores"])
def test_templates_drawing_from_a_pool_vary_their_boards(bank: QuestionBank, template: str):
    generator = bank.generators["situacion"]
    seen = {
        generator.board(template, Level.BASICO, random.Random(seed)).setting  # type: ignore[attr-defined]
        for seed in range(60)
    }
    assert len(seen) >= 50  # a short list of creatures gave the same board every few draws


_TYPE_WORDS = {"un conjuro": "Sorcery", "una criatura": "Creature", "un encantamiento":
               "Enchantment", "un artefacto": "Artifact"}  # fmt: skip


def test_a_card_named_for_its_type_is_of_that_type_and_says_nothing_of_timing(
    bank: QuestionBank, cards: SituationCards
):
    """The "momento" questions name a real card of the type they ask about: its type is the
    one the stem gives, and its text says nothing of when it can be cast (the answer rests on
    its type alone)."""
    named = set()
    for seed in range(40):
        question = bank.build("motor", "momento/1", Level.BASICO, seed)
        found = re.search(r"Tienes «[^»]+» \(([^()]+)\), (un \w+|una \w+),", question.prompt)
        assert found, question.prompt
        card = cards.get(found[1])
        assert card.type_line and _TYPE_WORDS[found[2]] in _english_type(cards, found[1])
        assert "flash" not in card.oracle.lower() and "cast" not in card.oracle.lower()
        named.add(found[1])
    assert len(named) >= 30  # drawn from hundreds, not a handful


def _english_type(cards: SituationCards, name: str) -> str:
    record = cards.card_named(name)
    assert record is not None
    return record.type_line
