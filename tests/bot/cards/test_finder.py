"""Finding cards by name against the fake Scryfall, with the cache in a SQLite store: English
and Spanish names with typos, the Spanish print, the age limit, and what still works offline."""

from __future__ import annotations

import socket

import pytest

from bot.cards.cache import DAY_S, CardCache
from bot.cards.client import ScryfallClient
from bot.cards.errors import CardNotFound, CardsUnavailable
from bot.cards.finder import CardFinder
from bot.storage import Store, open_store
from tests.bot.cards.scryfall_fake import FakeScryfall, Reply


class Clock:
    """Wall time the test moves (the cache's age limit)."""

    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
async def db(tmp_path):
    opened = await open_store(tmp_path / "juez.sqlite3")
    yield opened
    await opened.close()


@pytest.fixture
def clock() -> Clock:
    return Clock()


def make_finder(url: str, db: Store, clock: Clock, **client_options) -> CardFinder:
    client = ScryfallClient(url, backoff=0.01, **client_options)
    return CardFinder(client, CardCache(lambda: db, max_age_days=7, clock=clock))


@pytest.fixture
async def finder(scryfall: FakeScryfall, db, clock):
    made = make_finder(scryfall.url, db, clock)
    yield made
    await made.client.aclose()


def _closed_url() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{sock.getsockname()[1]}"


@pytest.fixture
async def offline(db, clock):
    """A finder sharing the store of ``finder`` whose Scryfall is unreachable."""
    made = make_finder(_closed_url(), db, clock, offline_pause=0)
    yield made
    await made.client.aclose()


# -- names in both languages --------------------------------------------------------------------
@pytest.mark.parametrize(
    "typed",
    ["Llanowar Elves", "llanowar elves", "LLANOWAR ELVS", "Elfos de Llanowar", "elfos de llanowr",
     "Elfos  de   Llanowar"],
)  # fmt: skip
async def test_english_and_spanish_names_with_typos(finder, typed):
    found = await finder.find(typed)
    assert found.card.name == "Llanowar Elves"
    assert found.card.spanish_name == "Elfos de Llanowar"
    face = found.card.faces[0]
    assert face.oracle_text == "{T}: Add {G}." and face.printed_text == "{T}: Agrega {G}."
    assert (face.power, face.toughness, face.mana_cost) == ("1", "1", "{G}")


async def test_the_newest_spanish_print_gives_the_text(finder):
    card = (await finder.find("Llanowar Elves")).card
    assert card.spanish_set == "Core Set 2019"
    assert card.faces[0].printed_type_line == "Criatura — Elfo druida"


async def test_spanish_names_without_accents_and_with_a_typo_in_a_short_word(finder):
    assert (await finder.find("angel de sera")).card.name == "Serra Angel"
    assert (await finder.find("relampago")).card.spanish_name == "Relámpago"


async def test_a_card_without_a_spanish_print(finder):
    card = (await finder.find("colossal dreadmaw")).card
    assert card.spanish_name is None and card.spanish_checked
    assert card.keywords == ("Trample",)


async def test_a_double_faced_card_keeps_both_faces(finder):
    card = (await finder.find("Delver of Secrets")).card
    assert [f.name for f in card.faces] == ["Delver of Secrets", "Insectile Aberration"]
    assert card.faces[1].stats == "3/2" and card.layout == "transform"


async def test_a_planeswalker_has_its_loyalty(finder):
    card = (await finder.find("jace beleren")).card
    assert card.faces[0].stats == "Lealtad 3"


# -- not found ----------------------------------------------------------------------------------
async def test_a_name_that_matches_nothing_is_said_in_spanish(finder):
    with pytest.raises(CardNotFound) as caught:
        await finder.find("zzz qqq")
    assert "No encuentro ninguna carta llamada «zzz qqq»" in str(caught.value)
    assert "Ejemplo" in str(caught.value)


async def test_an_ambiguous_name_lists_the_cards_it_fits(finder, scryfall):
    with pytest.raises(CardNotFound) as caught:
        await finder.find("llanowar")
    assert "coincide con varias cartas: Llanowar Elves, Llanowar Wastes" in str(caught.value)
    assert caught.value.suggestions == ["Llanowar Elves", "Llanowar Wastes"]
    assert not scryfall.seen("/cards/search")  # an English fragment: no Spanish search


@pytest.mark.parametrize("typed", ["", "   ", "¿?", "x" * 151])
async def test_empty_or_overlong_names_are_refused_without_a_request(finder, scryfall, typed):
    with pytest.raises(CardNotFound, match="Falta el nombre|demasiado largo"):
        await finder.find(typed)
    assert scryfall.requests == []


# -- the cache ----------------------------------------------------------------------------------
async def test_a_saved_card_costs_no_request(finder, scryfall):
    await finder.find("Elfos de Llanowr")
    sent = len(scryfall.requests)
    for typed in ("Llanowar Elves", "elfos de llanowar", "Elfos de Llanowr"):  # the typo too
        found = await finder.find(typed)
        assert found.from_cache and not found.stale
    assert len(scryfall.requests) == sent


async def test_past_the_age_limit_the_card_is_fetched_again_by_its_oracle_id(
    finder, scryfall, clock
):
    first = await finder.find("Serra Angel")
    clock.now += 8 * DAY_S
    scryfall.clear()
    again = await finder.find("Serra Angel")
    assert not again.from_cache and again.card == first.card
    [search] = [s.query["q"] for s in scryfall.requests]
    assert search == f"oracleid:{first.card.oracle_id} (lang:en or lang:es)"
    assert again.fetched_at == clock.now


async def test_offline_a_saved_card_still_answers_even_past_the_age_limit(finder, offline, clock):
    await finder.find("Serra Angel")
    found = await offline.find("ángel de serra")
    assert found.card.name == "Serra Angel" and not found.stale
    clock.now += 30 * DAY_S
    found = await offline.find("ángel de serra")
    assert found.card.name == "Serra Angel" and found.stale and found.problem == "offline"


async def test_offline_a_typo_finds_the_nearest_saved_name(finder, offline):
    await finder.find("Serra Angel")
    assert (await offline.find("Angel de Sera")).card.name == "Serra Angel"


async def test_offline_an_unknown_card_is_a_clear_spanish_message(offline):
    with pytest.raises(CardsUnavailable) as caught:
        await offline.find("Lightning Bolt")
    message = str(caught.value)
    assert "No hay conexión con Scryfall" in message and "«Lightning Bolt»" in message
    assert "siguen funcionando sin conexión" in message


async def test_a_slow_scryfall_is_a_clear_spanish_message(scryfall, db, clock):
    finder = make_finder(scryfall.url, db, clock, request_timeout=0.2, max_attempts=1)
    scryfall.script("/cards/named", Reply(delay=2))
    with pytest.raises(CardsUnavailable, match="tardó demasiado"):
        await finder.find("Lightning Bolt")
    await finder.client.aclose()


async def test_a_429_is_a_clear_spanish_message_and_saved_cards_still_answer(finder, scryfall):
    await finder.find("Lightning Bolt")
    scryfall.script("/cards/named", Reply(429, headers={"Retry-After": "60"}))
    with pytest.raises(CardsUnavailable, match="pide esperar 60 s"):
        await finder.find("Serra Angel")
    assert (await finder.find("relámpago")).card.name == "Lightning Bolt"


async def test_a_failing_spanish_print_search_leaves_the_card_for_later(finder, scryfall):
    scryfall.script("/cards/search", *[Reply(500)] * 3)
    card = (await finder.find("Llanowar Elves")).card
    assert card.spanish_name is None and not card.spanish_checked
    again = await finder.find("Llanowar Elves")  # saved, but asked again for its Spanish print
    assert again.card.spanish_name == "Elfos de Llanowar" and not again.from_cache


# -- rulings and suggestions --------------------------------------------------------------------
async def test_rulings_are_fetched_once_and_kept(finder, scryfall):
    card = (await finder.find("Llanowar Elves")).card
    rulings = await finder.rulings(card)
    assert [r.date for r in rulings.rulings or []] == ["27/04/2018", "12/07/2019"]
    assert (await finder.rulings(card)).rulings == rulings.rulings
    assert len(scryfall.seen(f"/cards/{card.scryfall_id}/rulings")) == 1


async def test_rulings_offline_and_never_saved_are_none(finder, offline):
    card = (await finder.find("Serra Angel")).card
    rulings = await offline.rulings(card)
    assert rulings.rulings is None and rulings.problem == "offline"
