"""Issue 43: policy questions (MTR, IPG, JAR) over the bundled documents in force, their keys
from the floor-call reader, levels by concept, and a fifth of an avanzado round."""

from __future__ import annotations

import random

import pytest

from bot.quiz import Level, QuestionBank
from bot.quiz.bank_measure import english, setup_of
from bot.quiz.policy_cases import CASES
from bot.quiz.policy_questions import INFRACTION, PENALTY, PolicyQuestions
from index.calls import Rel
from index.models import Infraction
from index.vocabulary.policy import PENALTIES, spanish_name, spanish_penalty

NAME = "norma"


@pytest.fixture(scope="module")
def policy(bank: QuestionBank) -> PolicyQuestions:
    generator = bank.generators[NAME]
    assert isinstance(generator, PolicyQuestions)
    return generator


@pytest.fixture(scope="module")
def every(bank: QuestionBank, policy: PolicyQuestions):
    """Every subject of every level, built once."""
    return [
        (level, subject, bank.build(NAME, subject, level))
        for level in Level
        for subject in policy.subjects(level)
    ]


def test_the_reader_reads_every_case_as_its_section_says(policy: PolicyQuestions):
    """Each case written from an IPG section is asked at some level: the floor-call reader
    agrees with its source at every REL where it is asked (a case it misreads is dropped,
    and this test names it)."""
    asked = {s.split(":", 1)[0] for level in Level for s in policy.subjects(level)}
    assert asked == {c.id for c in CASES}
    assert {c.source for c in CASES} == {
        s.id for s in policy.sections.values() if isinstance(s, Infraction)
    }


def test_levels_ask_different_concepts(policy: PolicyQuestions):
    """No subject at two levels; básico asks first errors only, by name or at Regular REL
    (the JAR), avanzado asks penalties an upgrade, downgrade or escalation changes, the
    Cheating test and repeats."""
    by_level = {level: set(policy.subjects(level)) for level in Level}
    assert not by_level[Level.BASICO] & by_level[Level.INTERMEDIO]
    assert not by_level[Level.INTERMEDIO] & by_level[Level.AVANZADO]
    assert not by_level[Level.BASICO] & by_level[Level.AVANZADO]
    for level, subjects in by_level.items():
        assert len(subjects) >= 40, (level, len(subjects))
        for subject in subjects:
            asked, call = policy._asked[level][subject]
            assert call.decision is not None
            changed = len(call.decision.steps) > 1
            if level is Level.BASICO:
                assert asked.variant == "error"
                assert asked.asks == INFRACTION or asked.rel is Rel.REGULAR, subject
            if level is Level.AVANZADO:
                assert changed or asked.variant != "error", subject
    assert any(":regular:" in s for s in by_level[Level.BASICO])
    # A repeat at Regular REL is the judge's call (JAR: "you may warn them that the next
    # occurrence will result in a Game Loss"), never a key.
    regular = {s for subjects in by_level.values() for s in subjects if ":regular:" in s}
    assert all(":error:" in s for s in regular)


def test_questions_are_spanish_sound_and_cite_sections_in_force(every, policy):
    sections = policy.sections
    for _, subject, question in every:
        assert not english(question), question.prompt
        assert len(question.options) == 4
        for citation in question.citations:
            record = sections[citation.id]
            assert (citation.kind, citation.edition) == (record.kind, record.edition)
        rel = subject.split(":")[2]
        document = "el JAR" if rel == "regular" else "el IPG"
        assert f"según {document}?" in question.prompt
        assert Rel(rel).spanish in question.prompt.split(".", 1)[0]


def test_base_penalties_are_the_ones_the_ipg_prints(every, policy):
    """An honest first error at Competitive REL that no upgrade or downgrade changes gets the
    penalty the IPG prints for its infraction (read from the parsed section, not the reader);
    at Regular REL a first Game Play Error is never penalised (JAR: education)."""
    checked = 0
    for level, subject, question in every:
        case, variant, rel, asks = subject.split(":")
        if asks != PENALTY or variant != "error":
            continue
        _, call = policy._asked[level][subject]
        source = policy.sections[call.infraction]
        assert isinstance(source, Infraction)
        if rel == "competitive" and len(call.decision.steps) == 1:
            assert question.answer == spanish_penalty(source.penalty), subject
            checked += 1
        if rel == "regular" and source.id.startswith("ipg-2."):
            assert question.answer == PENALTIES["No Penalty"], subject
            checked += 1
    assert checked >= 20


def test_infraction_options_are_infraction_names_and_cheating_offers_the_honest_one(
    every, policy: PolicyQuestions
):
    """Options are the IPG's infractions by their Spanish names; knowingly, for an
    advantage, the answer is Cheating and the error it looks like is an option (the
    candidate's confusion)."""
    names = {
        s.id: spanish_name(s.title)
        for s in policy.sections.values()
        if isinstance(s, Infraction) and spanish_name(s.title)
    }
    by_id = {c.id: c for c in CASES}
    for _, subject, question in every:
        case_id, variant, _, asks = subject.split(":")
        if asks != INFRACTION:
            continue
        assert set(question.options) <= set(names.values())
        if variant == "trampa":
            assert question.answer == names["ipg-4.8"]
            assert names[by_id[case_id].source] in question.options
        else:
            assert question.answer == names[by_id[case_id].source]


def test_a_fifth_of_an_avanzado_round_is_policy(bank: QuestionBank):
    for count in (5, 10):
        for seed in range(20):
            questions = bank.round(None, Level.AVANZADO, seed, count)
            policy = sum(bank.generators[q.generator].policy for q in questions)
            assert policy >= count / 5, [q.id for q in questions]


def test_no_policy_set_up_twice_in_a_round(bank: QuestionBank):
    rng = random.Random(43)
    for level in Level:
        for _ in range(20):
            questions = bank.round(None, level, rng.randrange(10**9), 10)
            setups = [setup_of(q) for q in questions if q.generator == NAME]
            assert len(setups) == len(set(setups))
