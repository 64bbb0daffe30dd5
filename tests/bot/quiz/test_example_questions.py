"""Questions from the rules' examples (issue 12, item 1): each asks what its rule decides.

Checked against the bundled 2026 rules, independently of the generator: a blanked outcome is the
number the example itself states, a "which rule" answer is the rule the example is printed
under, and every cited or offered rule exists in the rules in force.
"""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from bot.quiz import Level, Question, QuestionBank
from bot.quiz.example_questions import BLANK
from bot.quiz.giveaways import TRICKS, share
from bot.quiz.topics import Topic
from index import numbers
from index.corpus import Corpus
from index.models import Language, Rule

from .helpers import assert_valid

NAME = "ejemplo"
_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]


@pytest.fixture(scope="module")
def examples(corpus: Corpus) -> dict[str, list[str]]:
    """Every example of the rules in force, by rule number, read straight from the corpus."""
    current = corpus.current_edition.id
    return {
        r.id: [e.removeprefix("Example:").strip() for e in r.examples]
        for r in corpus.records
        if isinstance(r, Rule) and r.edition == current and r.examples
    }


@pytest.fixture(scope="module")
def questions(bank: QuestionBank) -> list[Question]:
    """Every example subject at its level, with two seeds each."""
    return [
        bank.build(NAME, subject, level, seed)
        for level in Level
        for subject in bank.subjects(NAME, level)
        for seed in (0, 1)
    ]


def _quoted(prompt: str) -> str:
    m = re.search(r"«(.*)»", prompt, re.DOTALL)
    assert m, prompt
    return m.group(1)


def test_every_example_in_force_is_asked_or_excluded_with_a_reason(
    bank: QuestionBank, examples: dict[str, list[str]]
):
    generator = bank.generators[NAME]
    asked = {s for level in Level for s in bank.subjects(NAME, level)}
    excluded = generator.exclusions()
    total = sum(len(v) for v in examples.values())
    assert total > 250  # about 270 examples in the 2026 rules
    assert not asked & set(excluded)
    assert len(asked) + len(excluded) == total
    assert all(reason.strip() for reason in excluded.values())
    assert len(asked) > 0.9 * total  # exclusions stay the exception


def test_every_question_is_sound_and_cites_the_rules_in_force(
    questions: list[Question], corpus: Corpus
):
    current = corpus.current_edition.id
    for q in questions:
        assert_valid(q, corpus)
        assert {c.edition for c in q.citations} == {current}
        assert q.language is Language.EN  # the quoted text is the English rules in force
        assert "texto en inglés" in q.prompt and "Reglas Completas en vigor" in q.prompt
        assert q.prompt.rstrip().endswith("?") and "¿" in q.prompt


def test_a_blanked_outcome_is_the_number_the_example_states(
    questions: list[Question], examples: dict[str, list[str]]
):
    outcomes = [q for q in questions if BLANK in q.prompt]
    assert len(outcomes) >= 2 * 10
    for q in outcomes:
        rule = q.citations[0].id
        shown = _quoted(q.prompt)
        before, after = shown.split(BLANK)
        filled = {before + q.answer + after}
        if int(q.answer) < len(_WORDS):  # the example may spell it out ("three turn markers")
            word = _WORDS[int(q.answer)]
            filled |= {before + word + after, before + word.capitalize() + after}
        assert filled & set(examples[rule]), (q.id, shown)
        # Every wrong option is a different number: no option could also fill the blank.
        assert all(o.isdigit() and o != q.answer for o in q.options if o != q.answer)


def test_a_which_rule_answer_is_the_rule_the_example_illustrates(
    questions: list[Question], examples: dict[str, list[str]], corpus: Corpus
):
    current = corpus.current_edition.id
    which = [q for q in questions if BLANK not in q.prompt]
    assert len(which) > 400
    for q in which:
        shown = _quoted(q.prompt)
        owners = [n for n, texts in examples.items() if shown in texts]
        offered = [o.split(":", 1)[0] for o in q.options]
        assert q.answer.split(":", 1)[0] in owners, (q.id, offered)
        answer = q.answer.split(":", 1)[0]
        for number in offered:
            rule = corpus.rule(number, current)
            assert rule is not None, number
            if number != answer:  # never its parent or a subrule: those would decide it too
                assert numbers.parent_of(answer) != number and numbers.parent_of(number) != answer
                option = next(o for o in q.options if o.startswith(number + ":"))
                first = option.split(": ", 1)[1].rstrip("…")
                assert first in " ".join(rule.text.split()), (number, option)


def test_levels_follow_the_sections_of_the_rules(bank: QuestionBank):
    for subject in bank.subjects(NAME, Level.BASICO):
        assert int(subject[:3]) < 500
    for subject in bank.subjects(NAME, Level.INTERMEDIO):
        assert 500 <= int(subject[:3]) < 611 or 700 <= int(subject[:3]) <= 704
    for subject in bank.subjects(NAME, Level.AVANZADO):
        assert 611 <= int(subject[:3]) < 700 or int(subject[:3]) > 704
    assert all(len(bank.subjects(NAME, level)) >= 40 for level in Level)


def test_the_answer_rank_by_length_and_place_is_drawn(bank: QuestionBank):
    """Which-rule options are cut so the answer's length rank is drawn, every one or none;
    places are shuffled."""
    length_ranks: Counter[int] = Counter()
    places: Counter[int] = Counter()
    rng = random.Random(5)
    subjects = [(s, lv) for lv in Level for s in bank.subjects(NAME, lv)]
    for seed in range(3):
        for subject, level in rng.sample(subjects, 120):
            q = bank.build(NAME, subject, level, seed)
            places[q.correct] += 1
            if BLANK in q.prompt or len(q.options) < 4:
                continue
            # Cut rule sentences are all cut or none is: the mark "…" tells nothing.
            assert len({o.endswith("…") for o in q.options}) == 1, q.options
            length_ranks[sorted(map(len, q.options)).index(len(q.answer))] += 1
    total = sum(length_ranks.values())
    assert total > 250
    assert all(length_ranks[r] > total * 0.15 for r in range(4)), length_ranks
    assert all(places[r] > sum(places.values()) * 0.15 for r in range(4)), places


def test_rounds_reach_the_example_questions(bank: QuestionBank):
    """Rounds of the rules topic ask them (a default round asks recall in Spanish only, and
    these are English, issue 43)."""
    keys = [k for seed in range(6) for k in bank.round_keys(Topic.REGLAS, Level.AVANZADO, seed, 10)]
    mine = [k for k in keys if k.generator == NAME]
    assert mine
    for key in mine:
        q = bank.question(key)
        assert q.generator == NAME and q.topic.value == "reglas"


def test_no_trick_finds_the_answer(questions: list[Question]):
    """Middle value, odd one out, longest: none beats a blind guess by more than 6 points."""
    chance = sum(1 / len(q.options) for q in questions) / len(questions)
    for name, trick in TRICKS.items():
        wins = sum(share(trick, q.options, q.correct) for q in questions) / len(questions)
        assert wins <= chance + 0.06, (name, wins, chance)
