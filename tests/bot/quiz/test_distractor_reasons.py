"""Issue 26: no false reason for a wrong option in `motor` questions. Each "Por qué no las
otras" line must come from the misreading that produced that option: a wrong block from the
checks its own engine run failed (never one it passed, such as "tiene alcance: puede
bloquearla" under a menace attacker), a wrong moment from the conditions it gets wrong."""

from __future__ import annotations

import random
import re

import pytest

from bot.engine import run_scenario_text
from bot.quiz import Level, QuestionBank, QuestionKey
from bot.quiz.engine_choices import (
    BLOCK_FAILURES,
    SORCERY_SPEED_RULES,
    TIMING_CARD_WORDS,
    _block_option,
    _block_scenario,
    broken_checks,
    legal_block,
    timing_misreading,
)
from bot.quiz.engine_questions import BY_LEVEL, VARIANTS
from bot.quiz.errors import NoQuestion

SEEDS = range(40)
# What a passed check says (bot/text/engine_steps/declare_es.py): never a wrong block's reason.
PASSED = (": puede bloquearla", "el bloqueo es legal")


def _wrong_reasons(question) -> dict[str, str]:
    """Each wrong option's line of "Por qué no las otras" (options may hold a colon)."""
    part = question.explanation.split("Por qué no las otras:\n", 1)
    lines = part[1].split("\n\n", 1)[0].splitlines() if len(part) == 2 else []
    out = {}
    for i, option in enumerate(question.options):
        if i == question.correct:
            continue
        for line in lines:
            if line.startswith(f"- {option}: "):
                out[option] = line[len(option) + 4 :]
    return out


def _motor_questions(bank: QuestionBank, kind: str):
    for level in Level:
        if kind not in BY_LEVEL[level]:
            continue
        for seed in SEEDS:
            for index in range(VARIANTS):
                key = QuestionKey("motor", level, seed, index)
                if bank.subject_of(key).startswith(kind + "/"):
                    yield bank.question(key)


def test_every_wrong_block_is_explained_by_what_broke_it(bank: QuestionBank):
    seen = 0
    for question in _motor_questions(bank, "bloqueo-legal"):
        reasons = _wrong_reasons(question)
        wrong = [o for i, o in enumerate(question.options) if i != question.correct]
        assert set(reasons) == set(wrong), question.id
        menace = "amenaza" in question.prompt.split("Tus criaturas", 1)[0]
        for option, why in reasons.items():
            seen += 1
            assert why and not any(p in why for p in PASSED), (question.id, option, why)
            if menace and option.startswith("Solo "):
                assert "amenaza" in why, (question.id, option, why)
    assert seen > 200


@pytest.mark.parametrize("level", [Level.BASICO, Level.INTERMEDIO])
def test_a_wrong_blocks_reason_is_its_own_runs_failed_checks(level: Level):
    """The engine again, on each wrong block: its reason is exactly the checks it failed."""
    for seed in SEEDS:
        try:
            made = legal_block(random.Random(seed), level)
        except NoQuestion:  # a board without a sound question: the generator draws again
            continue
        # The board is the defender's, told from either side (engine_choices.legal_block).
        told = re.split(r"Tus criaturas|Las criaturas sin girar", made.prompt, maxsplit=1)[1]
        board = dict(re.findall(r"«([^»]+)» \(([^)]*)\)", told))
        attacker = made.scenario.split('atacante:"Atacante 3/3 ', 1)[1].split('"', 1)[0]
        for option in made.distractors:
            names = re.findall(r"«([^»]+)»", option)
            blockers = [_defender(n, board[n]) for n in names]
            run = run_scenario_text(_block_scenario(attacker, blockers))
            assert run.final.verdict is not None  # a wrong block is illegal
            assert made.notes[option] == broken_checks(run), option
            assert any(s.kind in BLOCK_FAILURES for s in run.steps)
            assert _block_option(tuple(names)) == option


_ABILITY = {"volar": "vuela", "alcance": "alcance"}


def _defender(name: str, said: str) -> str:
    """A blocker back in the engine's words from how the prompt shows it ('2/3, roja, volar')."""
    parts = [p.strip() for p in said.split(",")]
    words = [f"{name} {parts[0]}"] + [_ABILITY.get(p, p) for p in parts[1:]]
    return " ".join(words)


_CONDITION = {"turno de eva": "turn", "pila llena": "stack", "sin prioridad": "priority",
              "tierras jugadas: 1": "lands"}  # fmt: skip


def test_every_wrong_moment_names_exactly_the_conditions_it_gets_wrong(bank: QuestionBank):
    seen = 0
    for question in _motor_questions(bank, "momento"):
        # The type the stem names the card by ("Tienes Grizzly Bears, una criatura, en la mano")
        kind = next(
            k
            for k, words in TIMING_CARD_WORDS.items()
            if f"{words} en la mano" in question.prompt or f"{words}, en la mano" in question.prompt
        )
        reasons = _wrong_reasons(question)
        wrong = [o for i, o in enumerate(question.options) if i != question.correct]
        assert set(reasons) == set(wrong), question.id
        for option, why in reasons.items():
            seen += 1
            got = [c for words, c in _CONDITION.items() if words in option.lower()]
            assert got, option
            assert why == timing_misreading(got, kind), (question.id, option, why)
            # 302.1 for a creature, 307.1 for a sorcery: the type's own rule (issue 43)
            if {"turn", "stack"} & set(got):
                assert f"({SORCERY_SPEED_RULES[kind]})" in why, why
    assert seen > 100
