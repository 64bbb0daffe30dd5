"""/buscar and /regla by text with a question that names a card, through the fake Discord and
the fake Scryfall on loopback: the card beside the rules, its keywords' rules first, and the
plain answer when the card cannot be found."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.bot.cards.scryfall_fake import FakeScryfall, running

# About the card's rules, not a play the engine runs (that one leads with its verdict:
# test_a_play_naming_the_card_leads_with_the_verdict_then_the_card).
QUESTION = "¿Cómo funciona el arrollar de Colossal Dreadmaw si lo bloquea una 1/1?"


@pytest.fixture(scope="module")
def scryfall_server() -> Iterator[FakeScryfall]:
    with running() as server:
        yield server


@pytest.fixture
async def scryfall(scryfall_server, monkeypatch, bot):
    scryfall_server.clear()
    monkeypatch.setenv("JUEZ_SCRYFALL_URL", scryfall_server.url)  # read on the first card
    # Rankings compared in full: the search's time bound is tested in tests/index.
    monkeypatch.setattr("bot.services.lookups.SEARCH_BUDGET_S", 60.0)
    yield scryfall_server
    await bot.service.cards.aclose()


def _first_rule(text: str) -> str:
    """The number of the first result listed in a search answer."""
    import re

    found = re.search(r"\b(\d{3}\.\d+[a-z]?)\b", text.split("Resultados para", 1)[-1])
    return found.group(1) if found else ""


async def test_buscar_shows_the_card_beside_its_keywords_rules(fake, scryfall):
    message = (await fake.command("buscar", {"consulta": QUESTION})).message
    text = message.text
    assert "Carta: Colossal Dreadmaw" in text and "Creature — Dinosaur" in text
    assert "Trample" in text and "6/6" in text
    assert "Qué hace:* palabra clave: Arrollar (702.19)" in text
    assert _first_rule(text).startswith("702.19")
    assert scryfall.requests == []  # the bundled card data knew the name


async def test_regla_by_text_shows_the_card_too(fake, scryfall):
    text = (await fake.command("regla", {"consulta": QUESTION})).message.text
    assert "Carta: Colossal Dreadmaw" in text and "Búsqueda en las reglas" in text


async def test_a_rule_number_asks_for_no_card(fake, scryfall):
    text = (await fake.command("regla", {"consulta": "702.19"})).message.text
    assert "Carta:" not in text and "702.19" in text
    assert scryfall.requests == []


async def test_without_scryfall_the_bundled_card_and_the_rules_answer(fake, scryfall, monkeypatch):
    monkeypatch.setenv("JUEZ_SCRYFALL_URL", "http://127.0.0.1:9")  # nothing listens there
    sent = await fake.command("buscar", {"consulta": QUESTION})
    text = sent.message.text
    assert "Carta: Colossal Dreadmaw" in text and "Resultados para" in text
    unknown = QUESTION.replace("Colossal Dreadmaw", "Zorblax Qwimbly")  # in no data
    text = (await fake.command("buscar", {"consulta": unknown})).message.text
    assert "Carta:" not in text and "Resultados para" in text
    assert "No encuentro ninguna carta llamada «Zorblax Qwimbly»" in text  # said, not dropped
    assert not fake.tracebacks


async def test_two_cards_and_how_they_meet(fake, scryfall):
    question = "tengo blood moon y el rival juega su Urborg, Tomb of Yawgmoth, que pasa?"
    text = (await fake.command("buscar", {"consulta": question})).message.text
    assert "Carta: Blood Moon · Luna de sangre {2}{R}" in text
    assert "Carta: Urborg, Tomb of Yawgmoth" in text
    assert "Las cartas juntas" in text and "dos efectos que cambian tipos (capa 4)" in text


def test_cards_never_push_a_page_past_discords_limits():
    import discord

    from bot.services.models import CardSearch
    from cogs._ui.embeds import FIELD_VALUE_MAX, TOTAL_MAX
    from cogs.reglas._embeds import with_cards
    from index.lookups.answers import LookupResult, NamedCard

    card = NamedCard(
        typed="Colossal Dreadmaw",
        name="Colossal Dreadmaw",
        mana_cost="{4}{G}{G}",
        type_line="Creature — Dinosaur",
        oracle_text="Trample",
        stats="6/6",
    )
    long = card.model_copy(update={"oracle_text": "Trample. " * 300})  # 2,700 characters
    found = CardSearch(result=LookupResult(query="q", cards=[long, card, card]))
    roomy = with_cards([discord.Embed(title="Resultados", description="texto")], found)[0]
    assert len(roomy.fields) == 3 and len(roomy) <= TOTAL_MAX
    assert len(roomy.fields[0].value) <= FIELD_VALUE_MAX
    assert roomy.fields[0].value.endswith("(entera con /carta Colossal Dreadmaw)")
    full = discord.Embed(title="t" * 256, description="d" * 3800).set_footer(text="f" * 1500)
    crowded = with_cards([full], found)[0]
    assert len(crowded) <= TOTAL_MAX and len(crowded.fields) < 3  # what does not fit stays out


async def test_the_rulings_that_answer_come_with_their_date(fake, scryfall):
    """Issue 48's example: the cards' rulings that answer the question, framed in Spanish,
    their text as published, and the rules about whether abilities trigger first."""
    question = (
        "si tengo Torpor Orb y el rival tiene Panharmonicon, sus criaturas disparan al entrar?"
    )
    text = (await fake.command("buscar", {"consulta": question})).message.text
    assert "Fallo oficial de «Torpor Orb» (2011-06-01):" in text
    assert "won't cause triggered abilities to trigger" in text
    assert _first_rule(text).startswith("603.")
    assert not fake.tracebacks


async def test_a_situation_read_whole_leads_with_the_engines_verdict(fake, scryfall):
    """Issue 48, 4: the verdict and its steps on pages of their own before the rules; a card
    whose text is not read gives none, and the answer says why."""
    sent = await fake.command(
        "buscar", {"consulta": "le tiro un Lightning Bolt a su Grizzly Bears, se muere?"}
    )
    first = sent.message.embeds[0]
    assert first["title"].startswith("Veredicto del motor de reglas")
    assert first["description"].startswith("**Sí: deja el campo de batalla «Grizzly Bears»")
    assert "/escenario pila" in first["description"]
    assert first["footer"]["text"] == "Motor de reglas · página 1/2"  # the rules: page 2
    assert not fake.tracebacks
    unread = "le tiro un Lightning Bolt a su Mother of Runes, se muere?"
    text = (await fake.command("buscar", {"consulta": unread})).message.text
    assert "Veredicto del motor" not in text and "no he leído todo el texto" in text
