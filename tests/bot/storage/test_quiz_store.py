"""Quiz storage on both stores: atomic answers under concurrency, stats, ranking, reviews,
deletion, restarts."""

from __future__ import annotations

import asyncio
import datetime as dt
import itertools
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.quiz.leitner import INTERVAL_DAYS, due_at, next_box
from bot.storage import Store, StoreTarget, open_store
from bot.storage.interface import QuizStore
from tests.bot.storage.helpers import one, rows

T0 = dt.datetime(2026, 3, 1, 12, 0, tzinfo=dt.UTC)


@pytest.fixture
def repo(store: Store) -> QuizStore:
    return store.quiz


async def _answer(
    repo: QuizStore,
    user: int,
    key: str,
    correct: bool,
    *,
    guild_id: int = 1,
    topic: str = "reglas",
    answered_at: dt.datetime = T0,
) -> None:
    await repo.record_answer(
        guild_id=guild_id, user_id=user, question_key=key, topic=topic, correct=correct,
        answered_at=answered_at,
    )  # fmt: skip


# -- concurrency ------------------------------------------------------------------------------
async def test_a_thousand_concurrent_answers_from_fifty_players_lose_nothing(store: Store):
    repo = store.quiz
    rng = random.Random(1)
    answers = [
        (rng.randrange(50), f"palabraclave:basico:1:{rng.randrange(30)}",
         rng.choice(["reglas", "clase"]), rng.random() < 0.6)
        for _ in range(1000)
    ]  # fmt: skip
    await asyncio.gather(
        *(
            repo.record_answer(
                guild_id=7, user_id=u, question_key=k, topic=t, correct=c, answered_at=T0
            )
            for u, k, t, c in answers
        )
    )
    right = sum(c for *_, c in answers)
    assert await one(store, "SELECT COUNT(*), SUM(CAST(correct AS INTEGER)) FROM quiz_answers") == (
        1000,
        right,
    )
    assert await one(store, "SELECT SUM(answered), SUM(correct) FROM quiz_players") == (1000, right)
    for user in range(50):
        mine = [a for a in answers if a[0] == user]
        stats = await repo.stats(7, user)
        assert (stats.answered, stats.correct) == (len(mine), sum(a[3] for a in mine))
        by_topic = {t.topic: (t.answered, t.correct) for t in stats.by_topic}
        for topic in ("reglas", "clase"):
            chosen = [a for a in mine if a[2] == topic]
            assert by_topic.get(topic, (0, 0)) == (len(chosen), sum(a[3] for a in chosen))
        assert stats.best_streak >= stats.streak
    total, boxes = await one(store, "SELECT SUM(answers), COUNT(*) FROM quiz_boxes")
    assert total == 1000 and boxes == len({(u, k) for u, k, *_ in answers})


async def test_concurrent_answers_of_one_always_right_player_keep_the_streak_exact(repo):
    await asyncio.gather(*(_answer(repo, 5, f"k:basico:1:{i % 7}", True) for i in range(300)))
    stats = await repo.stats(1, 5)
    assert (stats.answered, stats.correct, stats.streak, stats.best_streak) == (300, 300, 300, 300)
    assert await repo.box_of(1, 5, "k:basico:1:0") == 5


async def test_streaks(repo):
    for i, correct in enumerate([True, True, True, False, True, True]):
        await _answer(
            repo, 9, f"clase:basico:1:{i}", correct, topic="clase",
            answered_at=T0 + dt.timedelta(minutes=i),
        )  # fmt: skip
    stats = await repo.stats(1, 9)
    assert (stats.streak, stats.best_streak) == (2, 3)
    assert (stats.answered, stats.correct) == (6, 5)
    assert stats.accuracy == pytest.approx(5 / 6)
    assert stats.last_answered_at == T0 + dt.timedelta(minutes=5)
    assert (await repo.stats(2, 9)).answered == 0  # other guild


async def test_an_older_answer_arriving_late_does_not_move_last_answered_back(repo):
    await _answer(repo, 3, "k:basico:1:0", True, answered_at=T0)
    await _answer(repo, 3, "k:basico:1:1", True, answered_at=T0 - dt.timedelta(hours=1))
    assert (await repo.stats(1, 3)).last_answered_at == T0


async def test_unknown_player_has_empty_stats(repo):
    stats = await repo.stats(1, 404)
    assert (stats.answered, stats.streak, stats.by_topic, stats.last_answered_at) == (
        0, 0, (), None,
    )  # fmt: skip
    assert await repo.box_of(1, 404, "k:basico:1:0") is None


# -- Leitner in SQL ---------------------------------------------------------------------------
async def test_sql_intervals_match_the_python_table(store: Store):
    got = await rows(store, "SELECT box, days FROM quiz_leitner_intervals")
    assert {box: days for box, days in got} == INTERVAL_DAYS


_players = itertools.count(1)


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(results=st.lists(st.booleans(), min_size=1, max_size=12))
def test_sql_leitner_follows_the_python_rules(target: StoreTarget, results: list[bool]):
    user = next(_players)  # one store for every example: each plays as a new user

    async def run() -> None:
        store = await open_store(target)
        repo = store.quiz
        box = None
        when = T0
        try:
            for correct in results:
                await _answer(repo, user, "k:basico:1:0", correct, answered_at=when)
                box = next_box(box, correct)
                assert await repo.box_of(1, user, "k:basico:1:0") == box
                due = await repo.due_reviews(1, user, due_at(box, when))
                assert [d.question_key for d in due] == ["k:basico:1:0"]
                assert due[0].due_at == due_at(box, when) and due[0].last_correct is correct
                if INTERVAL_DAYS[box]:
                    assert await repo.due_reviews(1, user, when) == []
                when += dt.timedelta(days=30)
        finally:
            await store.close()

    asyncio.run(run())


async def test_review_puts_missed_questions_first(repo):
    await _answer(repo, 1, "a:basico:1:0", True, answered_at=T0 - dt.timedelta(days=10))
    await _answer(repo, 1, "b:basico:1:0", False, topic="clase")
    await _answer(repo, 1, "c:basico:1:0", True, topic="clase")  # due tomorrow
    due = await repo.due_reviews(1, 1, T0)
    assert [d.question_key for d in due] == ["b:basico:1:0", "a:basico:1:0"]
    assert [d.box for d in due] == [1, 2]
    assert await repo.due_reviews(1, 1, T0, limit=1) == due[:1]
    assert await repo.due_reviews(2, 1, T0) == []


# -- ranking and deletion ---------------------------------------------------------------------
async def test_ranking_orders_by_right_answers_then_accuracy(repo):
    plan = {
        1: [True, True, False],
        2: [True, True],
        3: [True, False, False, True, True],
        4: [False],
    }
    for user, results in plan.items():
        for i, correct in enumerate(results):
            await _answer(repo, user, f"x:basico:1:{i}", correct, guild_id=5)
    await _answer(repo, 9, "x:basico:1:0", True, guild_id=6)
    ranking = await repo.ranking(5, limit=3)
    assert [(e.position, e.user_id, e.correct) for e in ranking] == [
        (1, 3, 3),
        (2, 2, 2),
        (3, 1, 2),
    ]
    assert ranking[1].accuracy == 1.0
    assert [e.user_id for e in await repo.ranking(5, limit=10)] == [3, 2, 1, 4]
    assert await repo.ranking(5, limit=0) == []


async def test_delete_user_data_in_every_guild(repo):
    for guild in (1, 2):
        for user in (10, 11):
            await _answer(repo, user, "k:basico:1:0", True, guild_id=guild)
    # per guild and user: 1 answer, 1 player row, 1 topic row, 1 box
    assert await repo.delete_user_data(10) == 8
    assert (await repo.stats(1, 10)).answered == 0 and (await repo.stats(2, 10)).answered == 0
    assert (await repo.stats(1, 11)).answered == 1
    assert await repo.delete_user_data(10) == 0


async def test_deleting_while_answers_arrive_leaves_no_half_counted_answer(store: Store):
    repo = store.quiz

    async def answers(start: int) -> None:
        for i in range(start, start + 40):
            await _answer(repo, 77, f"k:basico:1:{i % 5}", i % 3 != 0)

    await asyncio.gather(
        answers(0), answers(100), answers(200), *(repo.delete_user_data(77) for _ in range(4))
    )
    # Whatever survived the deletions, the totals describe exactly the answers that are left.
    left = await one(store, "SELECT COUNT(*) FROM quiz_answers WHERE user_id = 77")
    stats = await repo.stats(1, 77)
    assert (stats.answered,) == left
    boxes = await one(store, "SELECT COALESCE(SUM(answers), 0) FROM quiz_boxes WHERE user_id = 77")
    assert boxes == left


async def test_answers_survive_a_restart(target: StoreTarget):
    store = await open_store(target)
    await _answer(store.quiz, 2, "k:basico:1:0", True, topic="clase")
    await store.close()
    store = await open_store(target)
    try:
        stats = await store.quiz.stats(1, 2)
        assert (stats.answered, stats.streak) == (1, 1)
    finally:
        await store.close()


# -- recent questions (issue 12: a player's next rounds avoid them) --------------------------
async def test_recent_questions_are_the_players_last_answers_newest_first(repo: QuizStore):
    for i, key in enumerate(["a:basico:1:0", "b:basico:1:1", "a:basico:1:0", "c:basico:1:2"]):
        await _answer(repo, 1, key, i % 2 == 0, answered_at=T0 + dt.timedelta(seconds=i))
    await _answer(repo, 2, "z:basico:1:0", True)  # another player
    await _answer(repo, 1, "y:basico:1:0", True, guild_id=2)  # another server
    assert await repo.recent_questions(1, 1) == [
        "c:basico:1:2", "a:basico:1:0", "b:basico:1:1", "a:basico:1:0",
    ]  # fmt: skip
    assert await repo.recent_questions(1, 1, limit=2) == ["c:basico:1:2", "a:basico:1:0"]
    assert await repo.recent_questions(1, 3) == []
    assert await repo.delete_user_data(1) > 0
    assert await repo.recent_questions(1, 1) == []


async def test_an_unanswered_question_is_due_for_review_without_counting_an_answer(
    repo: QuizStore,
):
    await _answer(repo, 1, "a:basico:1:0", True, answered_at=T0)  # box 2, due tomorrow
    for key in ("a:basico:1:0", "b:basico:1:1"):
        await repo.record_unanswered(
            guild_id=1, user_id=1, question_key=key, topic="clase", at=T0 + dt.timedelta(hours=1)
        )
    due = await repo.due_reviews(1, 1, T0 + dt.timedelta(hours=1))
    assert {(d.question_key, d.box) for d in due} == {("a:basico:1:0", 1), ("b:basico:1:1", 1)}
    stats = await repo.stats(1, 1)
    assert (stats.answered, stats.correct, stats.streak) == (1, 1, 1)  # no answer was added
    assert await repo.recent_questions(1, 1) == ["a:basico:1:0"]
    assert await repo.delete_user_data(1) > 0
    assert await repo.due_reviews(1, 1, T0 + dt.timedelta(days=30)) == []


# -- a group round's answers (migration 5: its tries and scoreboard after a restart) ----------
NOW = 1_800_000_000.0


async def test_round_answers_survive_a_restart_until_they_expire(target: StoreTarget):
    store = await open_store(target)
    repo = store.quiz
    for position, user, correct in ((0, 7, False), (0, 8, True), (1, 7, True)):
        await repo.record_round_answer(
            round_id="a.b", position=position, user_id=user, correct=correct, expires_at=NOW + 60
        )
    await repo.record_round_answer(
        round_id="x.y", position=0, user_id=7, correct=True, expires_at=NOW + 5
    )  # another round, shorter
    await store.close()

    store = await open_store(target)  # a restart
    repo = store.quiz
    try:
        kept = await repo.round_answers("a.b", NOW)
        assert [(a.position, a.user_id, a.correct) for a in kept] == [
            (0, 7, False), (0, 8, True), (1, 7, True),
        ]  # fmt: skip
        assert len(await repo.round_answers("x.y", NOW)) == 1
        assert await repo.round_answers("x.y", NOW + 5) == []  # expired, even before a purge
        assert await repo.purge_round_answers(NOW + 5) == 1
        assert len(await repo.round_answers("a.b", NOW)) == 3
    finally:
        await store.close()


async def test_a_players_first_round_answer_stands(repo: QuizStore):
    for correct in (False, True):  # the same player and question again: nothing changes
        await repo.record_round_answer(
            round_id="r", position=0, user_id=7, correct=correct, expires_at=NOW + 60
        )
    [answer] = await repo.round_answers("r", NOW)
    assert answer.correct is False


async def test_concurrent_round_answers_lose_nothing(repo: QuizStore):
    await asyncio.gather(
        *(
            repo.record_round_answer(
                round_id="busy", position=p, user_id=u, correct=u % 2 == 0, expires_at=NOW + 60
            )
            for p in range(3)
            for u in range(60)
        )
    )
    assert len(await repo.round_answers("busy", NOW)) == 180


async def test_deleting_a_players_data_takes_their_round_answers(repo: QuizStore):
    for user in (7, 8):
        await repo.record_round_answer(
            round_id="r", position=0, user_id=user, correct=True, expires_at=NOW + 60
        )
    assert await repo.delete_user_data(7) == 1
    assert [a.user_id for a in await repo.round_answers("r", NOW)] == [8]
