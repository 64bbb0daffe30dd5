"""Quizzes ask only text that still holds and cite numbers in force (issue 9).

Over every generator and level and many seeds: a rule question quotes a text whose rule in force
says the same (a Spanish text of 2019 that was reworded since is never asked), asks and offers
numbers in force, and cites the rule in force; a keyword question never uses judge material of
2016 that no longer holds; the engine's scenarios cite the rules in force.
"""

from __future__ import annotations

import random

import pytest

from bot.quiz import Level, QuestionBank, QuestionKey
from bot.quiz.blanks import shorten
from bot.quiz.models import Question
from bot.quiz.old_numbers import in_force
from bot.quiz.rule_questions import OPTION_LIMIT, REASON_CHANGED
from index.corpus import Corpus
from index.editions.cache import alignment_for
from index.lookups.names import NameLookup
from index.models import Kind

SEEDS = range(40)
PER_ROUND = 6


# The generators that read the rules' text are cheap (about a millisecond a question) and are
# what editions change: they are asked over many seeds. The engine's generators (a scenario
# played out, several milliseconds each) come from the session's shared sample, which already
# spans every level and seeds 0-9 (tests/bot/quiz/conftest.py).
ENGINE_GENERATORS = ("escenario", "ejemplo", "motor")


@pytest.fixture(scope="module")
def questions(bank: QuestionBank, generated: list[Question]) -> list[Question]:
    found = [q for q in generated if q.generator in ENGINE_GENERATORS]
    assert {q.generator for q in found} == set(ENGINE_GENERATORS) & set(bank.generators)
    for generator, gen in bank.generators.items():
        if generator in ENGINE_GENERATORS:
            continue
        for level in Level:
            if not gen.subjects(level):
                continue
            for seed in SEEDS:
                for index in range(PER_ROUND):
                    found.append(bank.question(QuestionKey(generator, level, seed, index)))
    return found


def test_rule_questions_quote_only_text_that_still_holds(questions, corpus: Corpus):
    alignment = alignment_for(corpus)
    current = corpus.current_edition.id
    asked = [q for q in questions if q.generator in ("regla-numero", "regla-texto")]
    assert len(asked) >= 2 * len(Level) * len(SEEDS) * PER_ROUND
    for q in asked:
        quoted = q.citations[0]
        assert quoted.kind is Kind.RULE
        assert alignment.still_holds(quoted.edition, quoted.id), (q.id, quoted)
        in_force = alignment.current_id(quoted.edition, quoted.id)
        assert in_force is not None
        # The number in force is what is asked (or shown) and it is cited.
        if q.generator == "regla-numero":
            assert q.answer == in_force, q.id
            assert all(corpus.rule(o, current) is not None for o in q.options), q.options
        else:
            assert f"la regla {in_force}" in q.prompt, q.prompt
        assert any(
            c.id == in_force and (c.edition == current or c.edition == quoted.edition)
            for c in q.citations
        ), (q.id, q.citations)
        for c in q.citations:  # every text cited still says what the rule in force says
            assert alignment.still_holds(c.edition, c.id), (q.id, c)


def test_number_to_text_options_are_texts_that_still_hold(questions, corpus: Corpus):
    alignment = alignment_for(corpus)
    held: dict[str, set[str]] = {}
    for q in questions:
        if q.generator != "regla-texto":
            continue
        edition = q.citations[0].edition
        if edition not in held:
            held[edition] = {
                # as shown: pointers to other rules by their numbers in force
                shorten(in_force(r.text.strip(), edition, alignment).text, OPTION_LIMIT)
                for number, versions in corpus.rules.items()
                if (r := versions.get(edition)) is not None
                and alignment.still_holds(edition, number)
            }
        assert set(q.options) <= held[edition], q.id


def test_keyword_questions_never_use_material_that_no_longer_holds(
    questions, bank: QuestionBank, corpus: Corpus
):
    names = NameLookup(corpus)
    outdated = {kw.id for kw in corpus.keywords if names.outdated(kw)}
    # Suspender: the cast became optional (702.62a, "play it" → "you may play it"), a change of
    # meaning no longer than a few words.
    assert {"Cascada", "Esconder", "Armadura tótem", "Suspender"} <= outdated
    asked = {q.answer for q in questions if q.generator == "palabraclave"}
    assert asked and not asked & outdated
    excluded = bank.exclusions()["palabraclave"]
    assert all(excluded[k].startswith("la explicación de 2016 ya no vale") for k in outdated)
    for level in Level:
        assert not set(bank.subjects("palabraclave", level)) & outdated


def test_spanish_rules_that_changed_are_left_out_with_their_reason(bank: QuestionBank):
    excluded = bank.exclusions()["regla-numero"]
    assert excluded["es-2019-10-04/110.4"] == REASON_CHANGED  # five permanent types, now six
    subjects = set(bank.subjects("regla-numero", Level.AVANZADO))
    # ... and the rule in force is asked in English instead.
    assert "en-2026-01-16/110.4" in subjects
    # A renumbered rule that still holds is asked in Spanish, by its number in force.
    assert "es-2019-10-04/103.4" in subjects and "en-2026-01-16/103.5" not in subjects
    q = bank.build("regla-numero", "es-2019-10-04/103.4", Level.BASICO)
    assert q.answer == "103.5" and "mulligan" in q.prompt
    assert "era la regla 103.4" in q.explanation


def test_citations_of_every_question_resolve_and_scenarios_cite_rules_in_force(
    questions, corpus: Corpus
):
    current = corpus.current_edition.id
    rng = random.Random(1)
    for q in rng.sample(questions, 300):
        for c in q.citations:
            if c.kind is Kind.RULE:
                assert corpus.rule(c.id, c.edition) is not None, (q.id, c)
    for q in questions:
        if q.generator == "escenario":
            assert all(c.edition == current for c in q.citations if c.kind is Kind.RULE)
