"""Issue 43, the judge's 60-question sample (tests/eval/quiz-muestra-60.README.md): the policy
defects it found, each checked as a class over every policy question of the bank (every
subject of ``norma`` at every level, and boards of ``norma-varias`` over many seeds)."""

from __future__ import annotations

import re

import pytest

from bot.quiz import Level, Question, QuestionBank
from bot.quiz.policy_facts import BY_INFRACTION, BY_RULE, deciding_facts, unstated
from bot.quiz.policy_questions import PolicyQuestions
from bot.quiz.policy_steps import REPLACED
from index.calls import Rel, make_call
from index.calls.penalties import IPG_RULES
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


def test_deciding_facts_are_the_ipgs_and_key_the_readers_rules(policy: PolicyQuestions):
    """The facts table quotes sentences the IPG in force holds, and its rules are the reader's
    own penalty rules (index.calls.penalties), so a fact is asked where that rule decides."""
    for facts in [*BY_INFRACTION.values(), *BY_RULE.values()]:
        for fact in facts:
            text = " ".join(policy.sections[fact.section].text.split()).replace("’", "'")
            assert fact.words.replace("’", "'") in text, fact
    anchors = {(r.section, r.anchor) for rules in IPG_RULES.values() for r in rules}
    assert set(BY_RULE) <= anchors


def test_every_policy_stem_states_the_facts_its_call_depends_on(bank: QuestionBank, policy):
    """Owner of the missed trigger's card (2.1 upgrade), the opponent acting on the wrong
    information (3.7), the list being what the player meant to play (3.5 vs 3.4): every
    single-answer stem and every call of a select-all board states what decides it."""
    stated = 0
    for level in Level:
        for subject in policy.subjects(level):
            _, call = policy._asked[level][subject]
            question = bank.build("norma", subject, level)
            assert not unstated(question.prompt, call), (subject, question.prompt)
            stated += bool(deciding_facts(call))
    assert stated >= 15, stated
    generator = bank.generators["norma-varias"]
    for level in Level:
        for subject in generator.subjects(level):
            rel = Rel(subject.split(":")[0])
            question = bank.build("norma-varias", subject, level)
            for told in re.findall(r"^\d\. (.+)$", question.prompt, re.M):
                call = make_call(told, policy.sections, rel=rel)
                assert not unstated(told, call), (subject, told)
