"""The HTTP client against the fake Scryfall: etiquette (headers, pace), time limits, retries on
429 and 5xx honouring Retry-After, Scryfall's error objects, and no network at all."""

from __future__ import annotations

import asyncio
import socket
import time

import pytest

from bot.cards.client import ScryfallClient, ScryfallError, ScryfallProblem, retry_after
from bot.cards.limiter import RateLimiter
from tests.bot.cards.scryfall_fake import FakeScryfall, Reply

SLACK = 0.03  # the server's clock reads arrivals a little after the client sent them


@pytest.fixture
async def client(scryfall: FakeScryfall):
    made = ScryfallClient(scryfall.url, backoff=0.05)
    yield made
    await made.aclose()


def soon(seconds: float = 5.0) -> float:
    return time.monotonic() + seconds


def gaps(times: list[float]) -> list[float]:
    return [b - a for a, b in zip(times, times[1:], strict=False)]


# -- etiquette ----------------------------------------------------------------------------------
async def test_every_request_says_who_it_is_and_what_it_accepts(client, scryfall):
    await client.autocomplete("lla", deadline=soon())
    await client.named_fuzzy("llanowar elves", deadline=soon())
    assert len(scryfall.requests) == 2
    for seen in scryfall.requests:
        assert seen.headers["User-Agent"].startswith("Juez/")
        assert "python" not in seen.headers["User-Agent"].lower()  # not the library's own
        assert seen.headers["Accept"] == "application/json;q=0.9,*/*;q=0.8"


async def test_no_more_than_ten_requests_a_second(client, scryfall):
    typed = [f"l{'a' * i}" for i in range(1, 7)]
    await asyncio.gather(*(client.autocomplete(t, deadline=soon()) for t in typed))
    times = sorted(s.at for s in scryfall.seen("/cards/autocomplete"))
    assert len(times) == 6
    assert min(gaps(times)) >= 0.1 - SLACK
    assert times[-1] - times[0] >= 0.5 - SLACK


async def test_named_and_search_go_at_most_twice_a_second(client, scryfall):
    await asyncio.gather(
        client.named_fuzzy("serra angel", deadline=soon()),
        client.named_fuzzy("lightning bolt", deadline=soon()),
        client.search("lang:es elfos", deadline=soon()),
        client.search("lang:es angel", deadline=soon()),
    )
    for path in ("/cards/named", "/cards/search"):
        first, second = sorted(s.at for s in scryfall.seen(path))
        assert second - first >= 0.5 - SLACK


async def test_identical_requests_in_flight_share_one(client, scryfall):
    catalog = {"object": "catalog", "data": ["A"]}
    scryfall.script("/cards/autocomplete", Reply(delay=0.2, body=catalog))
    results = await asyncio.gather(*(client.autocomplete("lla", deadline=soon()) for _ in range(5)))
    assert results == [["A"]] * 5
    assert len(scryfall.requests) == 1


# -- 429 ----------------------------------------------------------------------------------------
async def test_a_429_is_honoured_then_retried_within_the_deadline(client, scryfall):
    scryfall.script("/cards/named", Reply(429, headers={"Retry-After": "1"}))
    card = await client.named_fuzzy("serra angel", deadline=soon(5))
    assert card["name"] == "Serra Angel"
    first, second = (s.at for s in scryfall.seen("/cards/named"))
    assert second - first >= 1.0 - SLACK  # nothing sent during the pause


async def test_a_429_longer_than_the_deadline_is_not_waited_for_and_blocks_everything(
    client, scryfall
):
    scryfall.script("/cards/named", Reply(429, headers={"Retry-After": "30"}))
    started = time.monotonic()
    with pytest.raises(ScryfallProblem) as caught:
        await client.named_fuzzy("serra angel", deadline=soon(2))
    assert caught.value.reason == "throttled" and 29 <= caught.value.wait <= 30
    assert time.monotonic() - started < 1
    with pytest.raises(ScryfallProblem, match="throttled"):  # other endpoints too, unsent
        await client.autocomplete("serra", deadline=soon(2))
    assert len(scryfall.requests) == 1


async def test_a_429_without_retry_after_pauses_thirty_seconds(client, scryfall):
    scryfall.script("/cards/autocomplete", Reply(429))
    with pytest.raises(ScryfallProblem) as caught:
        await client.autocomplete("serra", deadline=soon(1))
    assert caught.value.wait == pytest.approx(30, abs=1)


def test_retry_after_in_seconds_or_as_a_date():
    assert retry_after("2") == 2.0
    assert retry_after(None) is None and retry_after("pronto") is None
    assert retry_after("Wed, 21 Oct 2015 07:28:10 GMT", now=1445412480.0) == pytest.approx(10)
    assert retry_after("99999") == 600.0  # capped


# -- 5xx and broken answers ---------------------------------------------------------------------
async def test_a_5xx_is_retried_with_a_pause(client, scryfall):
    scryfall.script("/cards/named", Reply(503), Reply(502, body="<html>Bad gateway</html>"))
    card = await client.named_fuzzy("serra angel", deadline=soon())
    assert card["name"] == "Serra Angel"
    assert len(scryfall.seen("/cards/named")) == 3


async def test_retry_after_of_a_503_sets_the_pause(client, scryfall):
    scryfall.script("/cards/autocomplete", Reply(503, headers={"Retry-After": "1"}))
    await client.autocomplete("serra", deadline=soon())
    first, second = (s.at for s in scryfall.seen("/cards/autocomplete"))
    assert second - first >= 1.0 - SLACK


async def test_a_5xx_every_time_gives_up_after_three_attempts(client, scryfall):
    scryfall.script("/cards/named", *[Reply(500)] * 5)
    with pytest.raises(ScryfallProblem) as caught:
        await client.named_fuzzy("serra angel", deadline=soon())
    assert caught.value.reason == "server" and caught.value.status == 500
    assert len(scryfall.seen("/cards/named")) == 3


async def test_an_answer_that_is_not_the_documented_object_is_unexpected(client, scryfall):
    scryfall.script("/cards/named", Reply(200, body={"object": "list", "data": []}))
    with pytest.raises(ScryfallProblem, match="unexpected"):
        await client.named_fuzzy("serra angel", deadline=soon())


# -- Scryfall's error objects -------------------------------------------------------------------
async def test_not_found_is_scryfalls_error_object(client):
    with pytest.raises(ScryfallError) as caught:
        await client.named_fuzzy("zzz qqq", deadline=soon())
    assert caught.value.status == 404 and caught.value.code == "not_found"
    assert not caught.value.ambiguous and "No cards found" in caught.value.details


async def test_an_ambiguous_name_says_so(client):
    with pytest.raises(ScryfallError) as caught:
        await client.named_fuzzy("llanowar", deadline=soon())
    assert caught.value.ambiguous


async def test_a_search_that_finds_nothing_is_an_empty_list(client):
    assert await client.search("lang:es zzzz", deadline=soon()) == []


async def test_rulings_of_a_card(client):
    from tests.bot.cards.scryfall_fake import english

    rulings = await client.rulings(english("Llanowar Elves")["id"], deadline=soon())
    assert [r["object"] for r in rulings] == ["ruling", "ruling"]
    with pytest.raises(ScryfallProblem):
        await client.rulings("../../etc/passwd", deadline=soon())  # never a path of ours


# -- time limits and no network -----------------------------------------------------------------
async def test_a_slow_answer_is_cut_at_the_time_limit(scryfall):
    client = ScryfallClient(scryfall.url, request_timeout=0.3, max_attempts=1)
    scryfall.script("/cards/named", Reply(delay=3.0))
    started = time.monotonic()
    with pytest.raises(ScryfallProblem, match="slow"):
        await client.named_fuzzy("serra angel", deadline=soon(5))
    assert time.monotonic() - started < 1.0
    await client.aclose()


async def test_the_deadline_bounds_the_retries(scryfall):
    client = ScryfallClient(scryfall.url, request_timeout=5)
    scryfall.script("/cards/named", *[Reply(delay=3.0)] * 3)
    started = time.monotonic()
    with pytest.raises(ScryfallProblem, match="slow"):
        await client.named_fuzzy("serra angel", deadline=soon(0.8))
    assert time.monotonic() - started < 1.3
    await client.aclose()


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def test_without_network_it_says_offline_then_stops_trying_for_a_while():
    client = ScryfallClient(f"http://127.0.0.1:{_closed_port()}", backoff=0.01, offline_pause=60)
    with pytest.raises(ScryfallProblem, match="offline"):
        await client.named_fuzzy("serra angel", deadline=soon())
    sent = client.sent
    started = time.monotonic()
    with pytest.raises(ScryfallProblem, match="offline"):
        await client.autocomplete("serra", deadline=soon())
    assert client.sent == sent and time.monotonic() - started < 0.05  # not even tried
    await client.aclose()


async def test_an_impatient_request_tries_a_dead_connection_once():
    # A question's card lookups: its rules answer must not wait for a network that is down.
    patient = ScryfallClient(f"http://127.0.0.1:{_closed_port()}", backoff=0.01)
    with pytest.raises(ScryfallProblem, match="offline"):
        await patient.named_fuzzy("serra angel", deadline=soon())
    impatient = ScryfallClient(f"http://127.0.0.1:{_closed_port()}", backoff=0.01)
    with pytest.raises(ScryfallProblem, match="offline"):
        await impatient.named_fuzzy("serra angel", deadline=soon(), patient=False)
    assert (patient.sent, impatient.sent) == (3, 1)
    assert impatient.offline_until > 0  # offline for the pause, as after any failure
    await patient.aclose()
    await impatient.aclose()


async def test_the_limiter_refuses_a_slot_past_the_deadline():
    now = [100.0]
    waited: list[float] = []

    async def sleep(seconds: float) -> None:
        waited.append(seconds)
        now[0] += seconds

    limiter = RateLimiter(clock=lambda: now[0], sleep=sleep)
    assert await limiter.acquire("named", deadline=200)
    assert await limiter.acquire("named", deadline=200)
    assert waited == [pytest.approx(0.5)]
    assert not await limiter.acquire("named", deadline=now[0] + 0.1)  # next slot in 0.5 s
    assert await limiter.acquire(None, deadline=now[0] + 0.2)  # other endpoints: 0.1 s
    limiter.block(30)
    assert not await limiter.acquire(None, deadline=now[0] + 5)
    assert limiter.blocked_for == pytest.approx(30)
