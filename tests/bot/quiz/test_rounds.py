"""A round's whole life without any front end (bot/quiz/rounds.py): deadlines as data, one try
per person in a group, scores kept in the store and found again after a restart, resuming from
what a button carries."""

from __future__ import annotations

import pytest

from bot.quiz import Mode, QuestionBank
from bot.quiz.rounds import (
    KEPT_AFTER_S,
    Phase,
    Round,
    RoundState,
    Timing,
    scores_of,
    spec_of,
)
from bot.services import JuezService
from bot.storage.records import RoundAnswer

NOW = 1_800_000_000.0
TIMING = Timing(question_s=60, next_s=600)
GUILD = 3


@pytest.fixture
def data_path(tmp_path):
    return tmp_path / "rounds.sqlite3"


async def open_service(library, data_dir, bank: QuestionBank, path) -> JuezService:
    service = JuezService(data_dir, library=library)
    service._bank.replace(bank)  # built once for the session
    await service.open_database(path)
    return service


@pytest.fixture
async def service(library, data_dir, bank, data_path):
    svc = await open_service(library, data_dir, bank, data_path)
    yield svc
    await svc.close_database()


async def new_round(service, *, mode=Mode.SOLO, count=3, owner=1) -> Round:
    session = await service.quiz.start_async(
        owner_id=owner, guild_id=GUILD, topic="reglas", level="basico", seed=4, count=count,
        mode=mode, time_limit_s=TIMING.question_s,
    )  # fmt: skip
    return Round.new(service.quiz, session, topic="reglas", level="basico", timing=TIMING)


def wrong(question) -> int:
    return (question.correct + 1) % len(question.options)


# -- deadlines as data ----------------------------------------------------------------------------
async def test_deadlines_come_from_the_clock_value_given(service):
    live = await new_round(service, count=2)
    assert live.ask(NOW) == NOW + 61 and live.phase is Phase.QUESTION
    assert not live.overdue(live.deadline, NOW + 60)
    assert live.overdue(live.deadline, NOW + 61)
    await live.judge(1, live.session.current.correct, NOW + 5)
    assert not live.overdue(live.deadline, NOW + 61)  # the answer closed it, not the time
    assert live.solve(NOW + 5) == NOW + 606 and live.phase is Phase.SOLUTION
    assert live.overdue(live.deadline, NOW + 606)
    assert live.next(NOW + 10) == NOW + 71 and live.session.position == 1
    await live.judge(1, live.session.current.correct, NOW + 20)
    live.solve(NOW + 20)
    assert live.finished  # the last solution waits for nothing


async def test_an_untimed_round_has_no_deadlines(service):
    session = await service.quiz.start_async(owner_id=1, guild_id=GUILD, seed=4, count=2)
    live = Round(service.quiz, session, nonce=4)
    assert live.ask(NOW) == 0 and live.solve(NOW) == 0


async def test_the_question_timer_closes_once_and_counts_it(service):
    live = await new_round(service)
    live.ask(NOW)
    feedback = await live.close_by_time(0)
    assert feedback is not None and feedback.timed_out and live.unanswered == 1
    assert await live.close_by_time(0) is None  # a second timer, or a late one
    live.solve(NOW + 61)
    assert await live.close_by_time(0) is None and live.unanswered == 1
    assert not live.stop_waiting(1)  # not the question on screen
    assert live.stop_waiting(0) and live.finished
    assert not live.at(0, Phase.SOLUTION)  # a press after the end changes nothing


async def test_a_question_an_answer_closed_is_not_closed_again_by_time(service):
    live = await new_round(service)
    live.ask(NOW)
    await live.judge(1, wrong(live.session.current), NOW + 1)
    assert await live.close_by_time(0) is None and live.unanswered == 0


# -- the state a button carries -------------------------------------------------------------------
async def test_the_state_round_trips_through_its_text(service):
    live = await new_round(service, mode=Mode.GROUP)
    live.ask(NOW)
    state = live.state()
    text = state.encode()
    assert len(text) < 100 and RoundState.decode(text) == state
    assert (state.topic, state.level, state.spec) == ("reglas", "basico", spec_of("reglas", None))
    assert state.round_id == live.id and state.nonce == live.session.questions[0].seed
    assert state.may_play(99) and not RoundState.decode(text.replace("ng", "ni", 1)).may_play(99)
    for bad in ("", "xx", text.replace(":", ";"), "ni5z00:1:1:1:00"):
        with pytest.raises(ValueError):
            RoundState.decode(bad)


# -- group tries and scores in the store ----------------------------------------------------------
async def test_a_group_players_one_try_is_kept_across_a_restart(
    service, library, data_dir, bank, data_path
):
    live = await new_round(service, mode=Mode.GROUP)
    live.ask(NOW)
    question = live.session.current
    miss = await live.judge(7, wrong(question), NOW + 1)
    assert miss.accepted and miss.feedback is None
    state = live.state()
    await service.close_database()

    restarted = await open_service(library, data_dir, bank, data_path)
    try:
        resumed = await Round.resume(
            restarted.quiz, state, Phase.QUESTION, guild_id=GUILD, now=NOW + 2, timing=TIMING
        )
        again = await resumed.judge(7, question.correct, NOW + 3)
        assert not again.accepted and "Ya respondiste" in again.message
        win = await resumed.judge(8, question.correct, NOW + 4)
        assert win.accepted and win.feedback is not None and win.feedback.winner == 8
        assert resumed.session.scores == {7: 0, 8: 1}
    finally:
        await restarted.close_database()


async def test_group_scores_survive_a_restart_from_the_store(
    service, library, data_dir, bank, data_path
):
    live = await new_round(service, mode=Mode.GROUP)
    live.ask(NOW)
    await live.judge(7, live.session.current.correct, NOW + 1)
    live.solve(NOW + 1)
    live.next(NOW + 2)
    await live.judge(8, wrong(live.session.current), NOW + 3)
    await live.judge(9, live.session.current.correct, NOW + 4)
    live.solve(NOW + 4)
    state = live.state()  # the solution of question 2, waiting for Siguiente
    await service.close_database()

    restarted = await open_service(library, data_dir, bank, data_path)
    try:
        resumed = await Round.resume(
            restarted.quiz, state, Phase.SOLUTION, guild_id=GUILD, now=NOW + 5, timing=TIMING
        )
        assert resumed.session.scores == {7: 1, 8: 0, 9: 1}
        assert resumed.phase is Phase.SOLUTION and resumed.deadline == state.deadline
        assert resumed.at(1, Phase.SOLUTION) and resumed.session.closed
        resumed.next(NOW + 6)
        await resumed.judge(7, resumed.session.current.correct, NOW + 7)
        assert resumed.session.ranking() == [(7, 2), (9, 1), (8, 0)]
    finally:
        await restarted.close_database()


async def test_a_rounds_answers_expire_after_its_last_possible_moment(service):
    live = await new_round(service, mode=Mode.GROUP, count=2)
    live.ask(NOW)
    await live.judge(7, live.session.current.correct, NOW + 1)
    until = live.kept_until(NOW + 1)
    assert until >= live.deadline + 2 * (TIMING.question_s + TIMING.next_s) + KEPT_AFTER_S
    assert await service.quiz.round_answers(live.id, until - 1) == [
        RoundAnswer(position=0, user_id=7, correct=True)
    ]
    assert await service.quiz.round_answers(live.id, until) == []
    assert await service.quiz.round_answers("otra.ronda", NOW) == []


async def test_a_solo_round_keeps_nothing_per_round(service):
    live = await new_round(service)
    live.ask(NOW)
    await live.judge(1, live.session.current.correct, NOW + 1)
    assert await service.quiz.round_answers(live.id, NOW) == []


def test_scores_of_counts_right_answers_and_keeps_players_with_none():
    answers = [
        RoundAnswer(position=0, user_id=5, correct=False),
        RoundAnswer(position=0, user_id=6, correct=True),
        RoundAnswer(position=1, user_id=5, correct=True),
        RoundAnswer(position=2, user_id=7, correct=False),
    ]
    assert scores_of(answers) == {5: 1, 6: 1, 7: 0}


# -- resuming a solo round ------------------------------------------------------------------------
async def test_a_solo_round_resumes_where_its_button_says(service):
    live = await new_round(service)
    live.ask(NOW)
    await live.judge(1, live.session.current.correct, NOW + 1)
    live.solve(NOW + 1)
    live.next(NOW + 2)
    await live.judge(1, wrong(live.session.current), NOW + 3)
    live.solve(NOW + 3)
    state = live.state()
    assert (state.position, state.score, state.unanswered) == (1, 1, 0)

    resumed = await Round.resume(
        service.quiz, state, Phase.SOLUTION, guild_id=GUILD, now=NOW + 4, timing=TIMING
    )
    assert [q.id for q in resumed.session.questions] == [q.id for q in live.session.questions]
    assert resumed.session.score() == 1 and resumed.missed_before  # one miss before the restart
    assert resumed.session.feedback is not None and resumed.session.feedback.timed_out
    resumed.next(NOW + 5)
    assert resumed.deadline == NOW + 66 and resumed.session.position == 2


async def test_quitting_counts_every_question_left(service):
    live = await new_round(service)
    live.ask(NOW)
    await live.judge(1, live.session.current.correct, NOW)
    live.solve(NOW)
    live.next(NOW)
    assert await live.quit() == 2 and live.unanswered == 2 and live.finished
    # The question left on screen goes to review, like a missed one.
    due = await service.quiz.review(GUILD, 1)
    assert live.session.questions[1].id + ":repaso" in [q.id for q in due]
