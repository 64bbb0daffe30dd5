"""The card service (bot.services.cards) over the session's rules and the fake Scryfall:
keywords tied to their rules, rulings and legalities, autocomplete choices, and questions that
name cards ranking their keywords' rules higher."""

from __future__ import annotations

import json

import pytest

from bot.services import JuezService
from bot.services.cards import CardService
from tests.bot.cards.scryfall_fake import FakeScryfall


@pytest.fixture
async def service(library, cards, data_dir, tmp_path, scryfall: FakeScryfall, monkeypatch):
    # ``cards``: the card catalog's cache is built, as the bot's warm-up builds it before the
    # first autocomplete (which answers within 1.5 s, too soon to build it).
    monkeypatch.setenv("JUEZ_SCRYFALL_URL", scryfall.url)  # read when .cards is first used
    made = JuezService(data_dir, library=library, database_url=False)
    await made.open_database(tmp_path / "juez.sqlite3")
    yield made
    await made.cards.aclose()
    await made.close_database()


async def test_the_service_uses_the_configured_scryfall(service, scryfall):
    assert isinstance(service.cards, CardService)
    assert service.cards.finder.client.base_url == scryfall.url
    await service.cards.card("Serra Angel")
    assert scryfall.requests  # the loopback server, never the real one


async def test_keywords_lead_to_their_rules_and_to_palabraclave(service):
    answer = await service.cards.card("Colossal Dreadmaw")
    [trample] = answer.keywords
    assert (trample.name, trample.spanish, trample.rule, trample.kind) == (
        "Trample", "Arrollar", "702.19", "keyword",
    )  # fmt: skip
    assert trample.command == "/palabraclave arrollar"


async def test_keyword_actions_and_ability_words(service):
    jace = await service.cards.card("Jace Beleren")
    assert [(k.name, k.rule, k.kind) for k in jace.keywords] == [("Mill", "701.17", "action")]
    cobra = await service.cards.card("Cobra del loto")
    [landfall] = cobra.keywords
    assert (landfall.rule, landfall.kind, landfall.command) == ("207.2c", "ability_word", None)
    delver = await service.cards.card("Delver of Secrets")
    assert [(k.name, k.rule) for k in delver.keywords] == [
        ("Flying", "702.9"),
        ("Transform", "701.27"),
    ]


async def test_rulings_and_legalities_on_request(service):
    plain = await service.cards.card("Llanowar Elves")
    assert plain.rulings is None and not plain.rulings_asked
    asked = await service.cards.card("Llanowar Elves", rulings=True)
    assert asked.rulings_asked and len(asked.rulings or []) == 2
    assert ("Modern", "legal") in asked.card.legal_in() and (
        "Estándar",
        "no legal",
    ) in asked.card.legal_in()


async def test_the_json_has_every_field_of_the_card(service):
    answer = await service.cards.card("elfos de llanowar", rulings=True)
    data = json.loads(json.dumps(answer.to_json_dict(), ensure_ascii=False))
    assert data["query"] == "elfos de llanowar"
    card = data["card"]
    assert card["name"] == "Llanowar Elves" and card["spanish_name"] == "Elfos de Llanowar"
    [face] = card["faces"]
    assert face["mana_cost"] == "{G}" and face["type_line"] == "Creature — Elf Druid"
    assert face["oracle_text"] == "{T}: Add {G}." and face["printed_text"] == "{T}: Agrega {G}."
    assert (face["power"], face["toughness"]) == ("1", "1")
    assert data["legalities"]["Modern"] == "legal"
    assert [r["published_at"] for r in data["rulings"]] == ["2018-04-27", "2019-07-12"]
    assert data["source"].startswith("Scryfall") and data["stale"] is False


async def test_autocomplete_choices_show_both_languages(service, scryfall):
    choices = await service.cards.suggest("elfos de llan")
    assert [(c.name, c.value) for c in choices][0] == (
        "Elfos de Llanowar (Llanowar Elves)",
        "Llanowar Elves",
    )
    scryfall.clear()
    many = await service.cards.suggest("elfos")
    assert len(many) >= 5 and all("elfos" in c.name.lower() for c in many)
    assert scryfall.requests == []  # the bundled names were enough
    assert all(len(c.name) <= 100 and len(c.value) <= 100 for c in await service.cards.suggest("l"))


async def test_autocomplete_asks_neither_the_store_nor_scryfall(service, scryfall, monkeypatch):
    """Discord drops a late autocomplete answer: a stalled store or card API must not matter."""

    async def stalled(*args, **kwargs):
        raise AssertionError("autocomplete waited on the store")

    store = service.database
    for repo, name in [(store.cards, "get"), (store.cards, "of_kind")]:
        monkeypatch.setattr(repo, name, stalled)
    scryfall.clear()
    assert [c.value for c in await service.cards.suggest("serra ang")][:1] == ["Serra Angel"]
    assert await service.cards.suggest("qwzxv") == []  # unknown to the data: nothing, at once
    assert scryfall.requests == []


async def test_autocomplete_never_fails(service, scryfall):
    from tests.bot.cards.scryfall_fake import Reply

    scryfall.script("/cards/autocomplete", *[Reply(500)] * 6)
    assert await service.cards.suggest("qwzxv") == []  # no bundled name, Scryfall failing

    def broken():
        raise OSError("disk gone")

    service.cards._catalog = broken  # the bundled data unreadable too
    assert await service.cards.suggest("serra") == []


# -- questions that name cards ------------------------------------------------------------------
QUESTION = "Si bloqueo a Colossal Dreadmaw con una criatura 1/1, ¿cuánto daño recibo?"


def _rank(ids: list[str], prefix: str) -> int:
    return next((i for i, rule in enumerate(ids) if rule.startswith(prefix)), len(ids))


def _kind_rules(found) -> set[str]:
    return {rule for card in found.result.cards for kind in card.kinds for rule in kind.rules}


async def test_a_question_naming_a_card_ranks_its_keywords_rules_higher(service, library):
    without = [h.id for h in library.search(QUESTION, cards=False).results]
    found = await service.cards.search(QUESTION)
    with_card = [h.id for h in found.result.results]
    assert [c.name for c in found.cards] == ["Colossal Dreadmaw"]
    assert [c.name for c in found.result.cards] == ["Colossal Dreadmaw"]
    assert "702.19" in _kind_rules(found)  # what the card does: trample
    assert _rank(with_card, "702.19") < _rank(without, "702.19")
    assert with_card[0].startswith("702.19")  # trample decides this question
    assert found.result.query == QUESTION  # the answer shows the question as asked


async def test_cards_in_a_question_in_spanish_and_several_at_once(service):
    found = await service.cards.search("¿Puede el Ángel de Serra bloquear a mis Elfos de Llanowar?")
    assert {c.name for c in found.cards} == {"Serra Angel", "Llanowar Elves"}
    assert {"702.9", "702.20", "605.1a"} <= _kind_rules(found)  # flying, vigilance, mana


async def test_a_question_without_cards_searches_as_usual(service, scryfall):
    found = await service.cards.search("qué pasa si robo sin cartas en la biblioteca")
    assert found.cards == [] and found.result.cards == [] and found.unknown == []
    assert [h.id for h in found.result.results] == [
        h.id for h in service.lookups.search("qué pasa si robo sin cartas en la biblioteca").results
    ]
    assert scryfall.requests == []  # no capitalised name, nothing asked


async def test_offline_a_question_still_gets_its_rules(library, data_dir, monkeypatch, tmp_path):
    monkeypatch.setenv("JUEZ_SCRYFALL_URL", "http://127.0.0.1:9")  # discard: nothing listens
    service = JuezService(data_dir, library=library, database_url=False)
    found = await service.cards.search(QUESTION)
    assert [c.name for c in found.cards] == ["Colossal Dreadmaw"]  # from the bundled data
    assert found.result.results and "702.19" in _kind_rules(found)
    unknown = "Si bloqueo a Zorblax Qwimbly con una criatura 1/1, ¿cuánto daño recibo?"
    found = await service.cards.search(unknown)
    assert found.cards == [] and found.result.results
    assert found.unknown == ["Zorblax Qwimbly"]  # said, not silently dropped
    data = found.to_json_dict()
    assert data.pop("unknown_cards") == ["Zorblax Qwimbly"]
    assert data == found.result.to_json_dict()  # nothing else added
    await service.cards.aclose()


async def test_regla_by_text_searches_with_the_card_and_by_number_asks_nothing(service, scryfall):
    by_number = await service.cards.rule("702.19b")
    assert by_number.cards == [] and by_number.result.results[0].id == "702.19b"
    assert scryfall.requests == []
    by_text = await service.cards.rule(QUESTION)
    assert [c.name for c in by_text.cards] == ["Colossal Dreadmaw"]
    assert all(h.kind.value == "rule" for h in by_text.result.results)  # the rules only
    assert any(h.id.startswith("702.19") for h in by_text.result.results)


async def test_the_json_of_a_search_only_adds_the_cards(service):
    found = await service.cards.search(QUESTION)
    data = found.to_json_dict()
    plain = found.result.to_json_dict()
    # The search's own fields, each named card adding the card as `juez carta --json` gives it.
    assert set(data) == set(plain)
    [named] = data["cards"]
    assert named["name"] == "Colossal Dreadmaw" and named["card"]["name"] == "Colossal Dreadmaw"
    assert {k: v for k, v in named.items() if k != "card"} == plain["cards"][0]
    assert {k: v for k, v in data.items() if k != "cards"} == {
        k: v for k, v in plain.items() if k != "cards"
    }
    nothing = await service.cards.search("qué pasa si robo sin cartas en la biblioteca")
    assert nothing.to_json_dict() == nothing.result.to_json_dict()


async def test_a_failing_card_service_leaves_the_search(service, monkeypatch):
    from bot.cards import unknown_names

    async def broken(*args, **kwargs):
        raise RuntimeError("the store went away")

    monkeypatch.setattr(unknown_names, "find_cards", broken)
    found = await service.cards.search("Si bloqueo a Zorblax Qwimbly, ¿cuánto daño recibo?")
    assert found.cards == [] and found.result.results


@pytest.fixture
def newer_than_the_data(library, monkeypatch):
    """The bundled data knows no card: every card a question names is one newer than the data,
    for Scryfall (the fake) to find."""
    monkeypatch.setattr(type(library.cards), "mentions", lambda self, *a, **k: [])


async def test_a_name_at_the_start_of_a_sentence_loses_the_question_word(
    service, scryfall, newer_than_the_data
):
    # "Cuando" is capitalised because it starts the sentence, and the rules use it: the card
    # is Delver of Secrets, found (and saved) without it, and read as the bundled cards are.
    found = await service.cards.search(
        "Cuando Delver of Secrets se transforma, ¿sigue siendo la misma criatura?"
    )
    assert [c.name for c in found.cards] == ["Delver of Secrets // Insectile Aberration"]
    assert [c.name for c in found.result.cards] == [found.cards[0].name]
    assert "701.27" in _kind_rules(found)  # transform, read from Scryfall's card


async def test_saved_cards_answer_every_reading_before_any_request(
    service, scryfall, newer_than_the_data
):
    await service.cards.finder.find("Delver of Secrets")  # saved, as an earlier /carta would
    scryfall.clear()
    found = await service.cards.search(
        "Cuando Delver of Secrets se transforma, ¿sigue siendo la misma criatura?"
    )
    assert [c.name for c in found.cards] == ["Delver of Secrets // Insectile Aberration"]
    assert scryfall.requests == []  # "Cuando Delver of Secrets" was never asked of Scryfall


async def test_the_time_limit_is_the_callers_and_stays_its_own(service, monkeypatch):
    """search and rule take the rules search's time limit as a parameter (a terminal waits
    longer than the bot): one call's limit never becomes the next call's."""
    from bot.services import cards as cards_module
    from bot.services.cards import CATALOG_TIMEOUT_S
    from bot.services.threads import LOOKUP_TIMEOUT_S

    limits: list[float] = []
    real = cards_module.in_thread

    async def spy(call, *args, timeout, **kwargs):
        limits.append(timeout)
        return await real(call, *args, timeout=timeout, **kwargs)

    monkeypatch.setattr(cards_module, "in_thread", spy)
    question = "qué pasa si robo sin cartas en la biblioteca"  # no card: only the rules search
    await service.cards.search(question, timeout=60.0)
    await service.cards.search(question)
    await service.cards.rule("702.19b", timeout=45.0)
    await service.cards.rule(question)
    searches = [t for t in limits if t != CATALOG_TIMEOUT_S]  # opening the card data
    assert searches == [60.0, LOOKUP_TIMEOUT_S, 45.0, LOOKUP_TIMEOUT_S]
    assert not hasattr(service.cards, "search_timeout")


# -- without Scryfall: the bundled card data ----------------------------------------------------
@pytest.fixture
async def offline(library, cards, data_dir, monkeypatch):
    monkeypatch.setenv("JUEZ_SCRYFALL_URL", "http://127.0.0.1:9")  # discard: nothing listens
    made = JuezService(data_dir, library=library, database_url=False)
    yield made
    await made.cards.aclose()


async def test_offline_a_bundled_card_tries_a_dead_connection_once(offline):
    # The bundled data answers; Scryfall would only add legalities and current rulings, so a
    # refused connection is not tried again (three tries cost about a second a lookup).
    answer = await offline.cards.card("Serra Angel")
    assert answer.card.name == "Serra Angel"
    assert offline.cards.finder.client.sent == 1


async def test_offline_a_card_by_its_spanish_name_with_the_datas_old_rulings(offline):
    from bot.services.cards import LOCAL_SOURCE

    answer = await offline.cards.card("luna de sangre", rulings=True)
    assert answer.card.name == "Blood Moon" and answer.card.spanish_name == "Luna de sangre"
    assert answer.source == LOCAL_SOURCE and not answer.stale
    assert answer.rulings and all(r.published_at <= "2021-12-31" for r in answer.rulings)
    assert any("Fallos de los datos incluidos" in n for n in answer.notes)
    data = answer.to_json_dict()
    assert data["card"]["oracle_id"] == "nombre:Blood Moon" and data["legalities"] == {}


async def test_offline_a_typo_and_a_card_without_spanish_name_are_said(offline):
    answer = await offline.cards.card("Sheoldred the Apocalipse")
    assert answer.card.name == "Sheoldred, the Apocalypse"
    assert answer.card.spanish_name is None  # the data has no Spanish after 2022
    notes = " ".join(answer.notes)
    assert "No hay ninguna carta llamada exactamente" in notes
    assert "no tienen el nombre en español" in notes
    [keyword] = (await offline.cards.card("Colossal Dreadmaw")).keywords
    assert (keyword.name, keyword.rule) == ("Trample", "702.19")


async def test_a_name_other_cards_also_answer_to_names_them(offline):
    # "Urborg" is a card of its own and the short name of Urborg, Tomb of Yawgmoth
    answer = await offline.cards.card("urborg")
    assert answer.card.name == "Urborg"
    [note] = [n for n in answer.notes if "también" in n]
    assert "«Urborg, Tomb of Yawgmoth»" in note
    plain = await offline.cards.card("Serra Angel")
    assert not any("también" in n for n in plain.notes)


async def test_offline_a_card_missing_from_the_data_is_a_spanish_error(offline):
    from bot.cards.errors import CardsUnavailable

    with pytest.raises(CardsUnavailable) as raised:
        await offline.cards.card("Zorblax Qwimbly")
    assert "Zorblax Qwimbly" in str(raised.value)


async def test_offline_a_question_names_cards_in_lower_case_and_in_spanish(offline):
    found = await offline.cards.search(
        "tengo blood moon y el rival juega su Urborg, Tomb of Yawgmoth, que pasa?"
    )
    assert [c.name for c in found.cards] == ["Blood Moon", "Urborg, Tomb of Yawgmoth"]
    # Both change land types in layer 4: the rules of that meeting rank.
    [meeting] = [m for m in found.result.meetings if "305.7" in m.rules]
    assert meeting.cards == ["Blood Moon", "Urborg, Tomb of Yawgmoth"]
    assert any(h.id in ("305.7", "613.8", "613.8a") for h in found.result.results[:3])
    found = await offline.cards.search("si la luna de sangre del rival sale del juego")
    assert [c.name for c in found.cards] == ["Blood Moon"]
