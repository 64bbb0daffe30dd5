"""/carta through the fake Discord: deferred answers with both names, keyword rules in the
menu, rulings on their own pages, autocomplete in both languages, private Spanish errors."""

from __future__ import annotations

import pytest

from bot.text.locales import EN
from tests.bot.cards.scryfall_fake import Reply


async def test_the_extension_is_loaded(bot):
    assert "cogs.carta" in bot.loaded_extensions
    assert bot.tree.get_command("carta") is not None


async def test_a_card_by_its_spanish_name_with_a_typo(fake, scryfall):
    sent = await fake.command("carta", {"nombre": "elfos de llanowr"})
    assert sent.response_types == [5]  # deferred before asking Scryfall
    [message] = sent.public()
    text = message.text
    assert "Llanowar Elves · Elfos de Llanowar" in text
    for expected in ("**Coste:** {G}", "Creature — Elf Druid", "Criatura — Elfo druida",
                     "{T}: Add {G}.", "{T}: Agrega {G}.", "1/1", "Scryfall"):  # fmt: skip
        assert expected in text
    assert scryfall.requests and all(
        r.headers["User-Agent"].startswith("Juez/") for r in scryfall.requests
    )


async def test_keywords_point_to_their_rules_and_open_them(fake):
    message = (await fake.command("carta", {"nombre": "Colossal Dreadmaw"})).message
    assert "**Arrollar (Trample)**: regla 702.19 · /palabraclave arrollar" in message.text
    [menu] = [c for c in message.items() if c["type"] == 3]
    assert [o["value"] for o in menu["options"]] == ["702.19"]
    opened = await fake.select(message, "702.19")
    assert any("702.19" in t and "Trample" in t for t in opened.private_texts())


async def test_rulings_and_formats_on_request_on_pages_of_their_own(fake):
    message = (await fake.command("carta", {"nombre": "Llanowar Elves", "reglas": True})).message
    assert "Fallos" not in message.text  # page 1: the card
    assert "1/2" in message.labels()
    page = await fake.click(message, "▶")
    text = "\n".join(page.texts()) or message.text
    assert "Fallos oficiales (2, en inglés)" in text and "Formatos:" in text
    assert "Modern: legal" in text


async def test_privado_is_private(fake):
    sent = await fake.command("carta", {"nombre": "Serra Angel", "privado": True})
    assert sent.public() == [] and "Ángel de Serra" in sent.private()[0].text


async def test_a_card_that_does_not_exist_is_a_private_spanish_message(fake):
    sent = await fake.command("carta", {"nombre": "zzz qqq"})
    assert sent.public() == []
    [text] = sent.private_texts()
    assert "No encuentro ninguna carta llamada «zzz qqq»" in text


async def test_scryfall_down_is_said_privately_and_saved_cards_still_answer(fake, scryfall):
    await fake.command("carta", {"nombre": "Serra Angel"})
    scryfall.script("/cards/named", *[Reply(503)] * 3)
    sent = await fake.command("carta", {"nombre": "Zorblax Qwimbly"})  # in no data
    assert "respondió con un error (503)" in sent.private_texts()[0]
    scryfall.script("/cards/named", *[Reply(503)] * 3)
    bolt = await fake.command("carta", {"nombre": "Lightning Bolt"})  # the bundled data answers
    assert "Lightning Bolt" in bolt.public()[0].text
    again = await fake.command("carta", {"nombre": "angel de serra"})
    assert "Ángel de Serra" in again.public()[0].text


async def test_an_empty_name_is_refused_before_deferring(fake, scryfall):
    sent = await fake.command("carta", {"nombre": "¿?"})
    assert sent.response_types == [4]  # answered at once, privately
    assert "Falta el nombre de la carta" in sent.private_texts()[0]
    assert scryfall.requests == []


async def test_autocomplete_in_both_languages(fake):
    await fake.command("carta", {"nombre": "Elfos de Llanowar"})  # saved: its Spanish name too
    sent = await fake.command("carta", {"nombre": "llan"}, focused="nombre")
    assert sent.response_types == [8]
    names = [c["name"] for c in sent.choices]
    assert {"Llanowar Elves", "Llanowar Wastes"} <= set(names)  # the bundled names
    assert all("llan" in c["name"].lower() for c in sent.choices)
    spanish = await fake.command("carta", {"nombre": "elfos de llan"}, focused="nombre")
    assert spanish.choices[0] == {
        "name": "Elfos de Llanowar (Llanowar Elves)",
        "value": "Llanowar Elves",
    }


async def test_autocomplete_answers_even_when_scryfall_fails(fake, scryfall):
    scryfall.script("/cards/autocomplete", *[Reply(500)] * 6)
    sent = await fake.command("carta", {"nombre": "serr"}, focused="nombre")
    assert sent.response_types == [8]
    assert "Serra Angel" in [c["value"] for c in sent.choices]  # the bundled names
    sent = await fake.command("carta", {"nombre": "qwzxv"}, focused="nombre")
    assert sent.response_types == [8] and sent.choices == []


@pytest.mark.parametrize("word", ["carta", "reglas"])
def test_english_clients_see_english_names(bot, word):
    assert EN[word] in {"card", "rulings"}
