"""Issue 43, the judge's 60-question sample (tests/eval/quiz-muestra-60.README.md): the policy
defects it found, each checked as a class over every policy question of the bank (every
subject of ``norma`` at every level, and boards of ``norma-varias`` over many seeds)."""

from __future__ import annotations

import re

import pytest

from bot.quiz import Level, Question, QuestionBank
from bot.quiz.policy_questions import PolicyQuestions
from bot.quiz.policy_steps import REPLACED
from index.vocabulary.policy import PENALTIES, spanish_penalty

SEEDS = 12  # boards of four calls per select-all subject


@pytest.fixture(scope="module")
def policy(bank: QuestionBank) -> PolicyQuestions:
    generator = bank.generators["norma"]
    assert isinstance(generator, PolicyQuestions)
    return generator


def _named(line: str) -> set[str]:
    """The Spanish penalties a line of an explanation names (the quoted English text aside)."""
    spanish = line.split("Texto en vigor", 1)[0]
    return {p for p in PENALTIES.values() if re.search(rf"\b{re.escape(p)}\b", spanish)}


def _contradicting(lines: list[str], key: str) -> list[str]:
    """Lines that state a penalty other than ``key`` without saying a later line replaces it;
    a replaced line is never the last that names a penalty."""
    bad = [line for line in lines if _named(line) - {key} and REPLACED not in line]
    naming = [line for line in lines if _named(line)]
    if naming and REPLACED in naming[-1]:
        bad.append(naming[-1])
    return bad


def test_single_policy_explanations_state_only_their_key(bank: QuestionBank, policy):
    """No explanation line names a penalty other than the key's unless it says a later
    sentence replaces it (the JAR's general «Sin penalización» above Tardiness's Match Loss)."""
    checked = replaced = 0
    for level in Level:
        for subject in policy.subjects(level):
            _, call = policy._asked[level][subject]
            question = bank.build("norma", subject, level)
            if subject.endswith(":penalizacion"):
                assert call.penalty is not None
                assert question.answer == spanish_penalty(call.penalty), subject
            # An infraction question's key is the name; its explanation's penalty is the end
            # of the chain (the reader's, or where it stops when a fact is not told).
            key = spanish_penalty(call.penalty or call.decision.steps[-1].penalty)
            lines = question.explanation.splitlines()
            assert not _contradicting(lines, key), (subject, question.explanation)
            checked += 1
            replaced += any(REPLACED in line for line in lines)
    assert checked >= 150 and replaced >= 10, (checked, replaced)


def _blocks(question: Question) -> list[tuple[str, list[str]]]:
    """Each call of a select-all explanation: the penalty it gets and its lines."""
    out: list[tuple[str, list[str]]] = []
    for line in question.explanation.splitlines():
        if m := re.match(r"- Llamada \d+ .* le corresponde (.+)\.$", line):
            out.append((m[1], [line]))
        elif line.startswith("  ") and out:
            out[-1][1].append(line)
    return out


def test_select_all_explanations_state_each_calls_own_penalty(bank: QuestionBank):
    generator = bank.generators["norma-varias"]
    checked = 0
    for level in Level:
        for subject in generator.subjects(level):
            for seed in range(SEEDS):
                question = bank.build("norma-varias", subject, level, seed=seed)
                blocks = _blocks(question)
                assert len(blocks) == 4, question.explanation
                for key, lines in blocks:
                    assert not _contradicting(lines, key), (subject, question.explanation)
                checked += 1
    assert checked >= 100, checked
