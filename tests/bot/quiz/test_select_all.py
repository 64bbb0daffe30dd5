"""Select all that apply (issue 43): the engine keys every option, only the whole set scores,
a review moves the keys, and the terminal and JSON say what is asked."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from bot.engine.builder import Real, ScenarioBuilder
from bot.quiz import Level, QuestionBank, QuestionKey, QuizSession
from bot.quiz.models import LETTERS, Question
from bot.quiz.review import for_review
from bot.quiz.situations.engine_runs import engine_answer
from bot.quiz.situations.model import EngineRun
from bot.text.quiz_render import render_feedback, render_question

LEVELS = (Level.BASICO, Level.INTERMEDIO)
SEEDS = range(12)
_ATTACKER = re.compile(r"Tu rival ataca con «[^»]+» \(([^)]+)\)")


@pytest.fixture(scope="module")
def asked(bank: QuestionBank) -> list[Question]:
    """Every subject of the select-all generator at both levels, from many seeds."""
    return [
        bank.question(QuestionKey("varias", level, seed, index))
        for level in LEVELS
        for seed in SEEDS
        for index in range(len(bank.subjects("varias", level)))
    ]


def _engine_keys(bank: QuestionBank, question: Question) -> set[int]:
    """The options the engine allows, read back from what the player sees: the attacker's
    English name after its Spanish one, each option's card by its Spanish name, and whether
    the stem says it is tapped."""
    cards = bank.generators["varias"].cards  # type: ignore[attr-defined]
    match = _ATTACKER.search(question.prompt)
    assert match, question.prompt
    attacker = match[1]
    keys = set()
    for i, option in enumerate(question.options):
        spanish = option.strip("«»")
        said = re.search(re.escape(f"«{spanish}»") + r" \(([^)]+)\) \(([^)]*)\)", question.prompt)
        assert said, (option, question.prompt)
        name, state = said[1], said[2]
        assert cards.creature(name).name_es == spanish
        run = EngineRun(
            scenario=ScenarioBuilder("combat").attack(
                Real(attacker), [Real(name, tapped="girada" in state)]
            ),
            asks="block",
            about=name,
            cards=True,
        )
        if engine_answer(run, cards) == "legal":
            keys.add(i)
    return keys


def test_the_engine_keys_every_option(bank, asked):
    for question in asked:
        assert question.select_all, question.id
        assert set(question.select_all) == _engine_keys(bank, question), question.id


def test_the_number_and_place_of_true_options_give_nothing_away(asked):
    counts = Counter(len(q.select_all) for q in asked)
    assert set(counts) == {1, 2, 3}  # one, two or three of four: never all, never none
    assert max(counts.values()) <= 2 * min(counts.values())
    places = Counter(i for q in asked for i in q.select_all)
    assert set(places) == set(range(4)) and max(places.values()) <= 2 * min(places.values())


def test_each_option_is_explained(asked):
    for question in asked:
        for option in question.options:
            assert f"- {option}: sí;" in question.explanation or (
                f"- {option}: no;" in question.explanation
            ), (question.id, option)


def test_levels_differ_by_concept(asked):
    """Defender waits for intermedio; no select-all at avanzado has a generator yet."""
    basico = [q for q in asked if q.level is Level.BASICO]
    assert not any("con defensor" in q.prompt for q in basico)
    assert any("con defensor" in q.prompt for q in asked if q.level is Level.INTERMEDIO)


def _with_keys(asked: list[Question], n: int) -> Question:
    return next(q for q in asked if len(q.select_all) == n)


def test_only_the_whole_set_scores(asked):
    question = _with_keys(asked, 2)
    keys = question.select_all
    other = next(i for i in range(len(question.options)) if i not in keys)
    letters = "".join(LETTERS[i] for i in keys)
    for answer, right in [
        (letters, True),
        (" , ".join(letters.lower()), True),
        (" y ".join(letters.lower()), True),
        (tuple(reversed(keys)), True),
        (letters[0], False),  # one of two: not enough
        (letters + LETTERS[other], False),  # one too many
        (keys[0], False),
    ]:
        session = QuizSession([question], owner_id=1)
        result = session.answer(1, answer)
        assert result.accepted and result.correct is right, answer
        assert result.feedback is not None and result.feedback.select_all == keys
    wrong = QuizSession([question], owner_id=1).answer(1, letters[0])
    assert wrong.message == f"Incorrecto: marcaste {letters[0]}."


@pytest.mark.parametrize("bad", ["", "AZ", "AA", "todas", (0, 0), (7,)])
def test_a_mark_that_is_no_set_of_options_is_refused_in_spanish(asked, bad):
    question = _with_keys(asked, 2)
    session = QuizSession([question], owner_id=1)
    result = session.answer(1, bad)
    assert not result.accepted and "marca todas las que valgan" in result.message.lower()
    assert "por ejemplo" in result.message
    assert not session.closed  # the player may still answer


def test_a_review_moves_every_key_and_marks_the_same_options(asked):
    for question in asked[:40]:
        again = for_review(question)
        assert set(again.select_all) != set(question.select_all)
        assert {again.options[i] for i in again.select_all} == {
            question.options[i] for i in question.select_all
        }
        assert again.correct == again.select_all[0]


def test_terminal_and_json_say_it_is_select_all(asked):
    question = _with_keys(asked, 3)
    shown = render_question(question, 1, 5)
    assert "Marca todas las que valgan" in shown and "por ejemplo «AC»" in shown
    session = QuizSession([question], owner_id=1)
    result = session.answer(1, question.correct_letter.replace(", ", "").replace(" y ", ""))
    assert result.correct and result.feedback is not None
    text = render_feedback(result.feedback, result.message)
    assert "Respuestas correctas (todas las que valen):" in text
    for i in question.select_all:
        assert f"  {LETTERS[i]}) {question.options[i]}" in text
    data = question.to_json_dict()
    assert data["select_all"] == list(question.select_all)
    assert data["correct_letter"] == question.correct_letter and " y " in data["correct_letter"]


def test_a_one_answer_question_keeps_its_one_letter(bank):
    question = bank.question("situacion:basico:3:0")
    assert not question.select_all and len(question.correct_letter) == 1
    assert question.keys == {question.correct}
