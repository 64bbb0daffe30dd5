"""PostgreSQL restarted under a running bot (issue 27, item 7): every answer the store
acknowledged is in the database afterwards, and a write the restart refused is one of the
store's declared errors (the player reads "No se pudo guardar tu respuesta"), never a silent
loss nor a traceback.

A cluster of its own: the storage tests' cluster runs with commits that wait for nothing
(``FAST``), which a crash may undo by design. Here a commit reaches the operating system before
it is acknowledged (``fsync`` stays off: a process crash keeps what the kernel holds). The
writers are bench.fault_bench's, which prints the same probe beside the others.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from bench.fault_bench import stored_keys, write_through
from bot.storage.postgres.throwaway import ClusterUnavailable, ThrowawayCluster


@pytest.fixture(scope="module")
def durable() -> Iterator[ThrowawayCluster]:
    try:
        cluster = ThrowawayCluster.start(settings={"fsync": "off"})
    except ClusterUnavailable as err:
        if os.environ.get("JUEZ_TEST_POSTGRES") == "required":
            pytest.fail(f"PostgreSQL unavailable here: {err} (JUEZ_TEST_POSTGRES=required)")
        pytest.skip(f"PostgreSQL unavailable here: {err}")
    try:
        yield cluster
    finally:
        cluster.stop()


@pytest.mark.parametrize("mode", ["fast", "immediate"])
async def test_a_restart_mid_run_loses_no_acknowledged_answer(
    durable: ThrowawayCluster, mode: str
) -> None:
    url = durable.create_database(f"restart_{mode}")
    tally = await write_through(url, lambda: durable.restart(mode))
    lost = set(tally.acknowledged) - await stored_keys(url)
    print(
        f"{mode}: {len(tally.acknowledged)} acknowledged, {len(tally.refused)} refused, "
        f"{len(lost)} lost, {len(tally.crashed)} undeclared"
    )
    assert tally.crashed == []
    assert lost == set()


async def test_an_asyncpg_internal_error_is_a_declared_failure_the_player_is_told(
    durable: ThrowawayCluster, question_bank, monkeypatch: pytest.MonkeyPatch
) -> None:
    """asyncpg raises InternalClientError when a connection breaks under it (5 times when
    PostgreSQL stopped mid-run): it reached "Error inesperado". Now the round keeps its
    verdict and says the answer was not saved."""
    import asyncpg

    from bot.services.errors import ANSWER_NOT_SAVED
    from bot.services.quiz import QuizService
    from bot.storage import open_store
    from bot.storage.bounded import bounded
    from bot.storage.interface import StoreUnavailable

    store = bounded(await open_store(durable.create_database("internal_error")))
    try:

        async def broken(*_: object, **__: object) -> None:
            raise asyncpg.InternalClientError("cannot switch to state 15")

        monkeypatch.setattr(asyncpg.Pool, "acquire", broken)  # every pool of this process
        service = QuizService(lambda: question_bank, lambda: store, lambda: True)
        session = service.start(count=1, seed=1, owner_id=7)
        result = await service.answer(session, 7, 0)
        assert result.feedback is not None and result.warning == ANSWER_NOT_SAVED
        # One store-failure type for every backend error; asyncpg's is its cause. Getting the
        # connection failed: nothing was sent, so "not saved" is known.
        assert isinstance(service.last_failure, StoreUnavailable)
        assert isinstance(service.last_failure.__cause__, asyncpg.InternalClientError)
        assert not service.last_failure.maybe_applied
    finally:
        monkeypatch.undo()
        await store.close()


@pytest.mark.parametrize("landed", [True, False])
async def test_not_saved_is_told_exactly_when_the_answer_is_not_stored(
    durable: ThrowawayCluster, question_bank, monkeypatch: pytest.MonkeyPatch, landed: bool
) -> None:
    """The connection breaks after the INSERT was sent (issue 44: 7 players were told "not
    saved" for answers that were). The service looks: a stored answer is not reported lost."""
    import asyncpg

    from bot.services.errors import ANSWER_MAYBE_NOT_SAVED, ANSWER_NOT_SAVED
    from bot.services.quiz import QuizService
    from bot.storage import open_store
    from bot.storage.bounded import bounded
    from bot.storage.postgres.quiz import PostgresQuiz

    store = bounded(await open_store(durable.create_database(f"landed_{landed}")))
    original = PostgresQuiz.record_answer

    async def cut_off(self: PostgresQuiz, **kwargs: object) -> None:
        if landed:
            await original(self, **kwargs)  # committed; the answer never came back
        raise asyncpg.ConnectionDoesNotExistError("connection was closed in the middle")

    try:
        monkeypatch.setattr(PostgresQuiz, "record_answer", cut_off)
        service = QuizService(lambda: question_bank, lambda: store, lambda: True)
        session = service.start(count=1, seed=1, owner_id=7)
        result = await service.answer(session, 7, 0)
        assert service.last_failure is not None and service.last_failure.maybe_applied
        assert result.warning == (None if landed else ANSWER_NOT_SAVED)
        assert (await store.quiz.stats(0, 7)).answered == int(landed)

        async def down(*_: object, **__: object) -> bool:  # the look fails too
            raise ConnectionRefusedError(111, "refused")

        monkeypatch.setattr(PostgresQuiz, "answer_recorded", down)
        session = service.start(count=1, seed=2, owner_id=8)
        result = await service.answer(session, 8, 0)
        assert result.warning == ANSWER_MAYBE_NOT_SAVED
    finally:
        monkeypatch.undo()
        await store.close()
