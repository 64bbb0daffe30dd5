"""Commands through the real tree: option parsing, defer then followup, autocomplete, errors."""

import logging

import pytest
from discord_helpers import Dispatcher, command_payload

from bot.client import GENERIC_APOLOGY
from bot.services import ServiceError


@pytest.fixture
def dispatch(bot):
    return Dispatcher(bot)


async def test_regla_defers_then_sends_the_rule(dispatch):
    sent = await dispatch(command_payload("regla", {"consulta": "704.5k", "edicion": "2026"}))
    assert sent.response_types == [5]  # deferred first: the lookup runs in a thread
    [text] = [t for t in sent.texts() if t]
    assert text.startswith("Regla 704.5k") and "[en-2026-01-16]" in text
    assert sent.ephemeral() == [False, False]


async def test_regla_privado_is_private_from_the_defer_on(dispatch):
    sent = await dispatch(command_payload("regla", {"consulta": "104.3a", "privado": True}))
    assert sent.ephemeral() == [True, True]


async def test_buscar_with_a_source_choice(dispatch):
    sent = await dispatch(command_payload("buscar", {"consulta": "trample", "fuente": "glosario"}))
    assert sent.response_types == [5]
    text = "\n".join(sent.texts())
    assert "Glosario: Trample" in text and "en-2026-01-16" in text


async def test_a_long_answer_carries_page_buttons_and_a_reference_menu(dispatch):
    sent = await dispatch(command_payload("regla", {"consulta": "702"}))
    rows = sent.followups[0]["components"]
    buttons = [c["label"] for c in rows[0]["components"]]
    assert buttons[0] == "◀" and buttons[-1] == "▶" and buttons[1].startswith("1/")
    menu = rows[1]["components"][0]
    assert menu["type"] == 3 and len(menu["options"]) == 25


async def test_autocomplete_request_gets_choices(dispatch):
    sent = await dispatch(command_payload("regla", {"consulta": "104.3"}, focused="consulta"))
    [response] = sent.responses
    assert response["type"] == 8
    choices = response["data"]["choices"]
    assert 1 <= len(choices) <= 25
    assert [c["value"] for c in choices][:3] == ["104.3", "104.3a", "104.3b"]


async def test_keyword_autocomplete_request(dispatch):
    sent = await dispatch(command_payload("palabraclave", {"nombre": "casc"}, focused="nombre"))
    [response] = sent.responses
    assert response["type"] == 8
    assert "Cascada" in [c["name"] for c in response["data"]["choices"]]


async def test_english_clients_send_the_same_option_names(dispatch):
    # Discord always sends the default (Spanish) names; the locale only changes what users see.
    sent = await dispatch(command_payload("regla", {"consulta": "104.3a"}, locale="en-US"))
    assert any("104.3a" in t for t in sent.texts())


async def test_a_service_error_becomes_a_private_spanish_message(bot, dispatch, monkeypatch):
    def slow(*_args, **_kwargs):
        raise ServiceError("La búsqueda tardó demasiado y se canceló. Prueba con menos palabras.")

    monkeypatch.setattr(bot.service.lookups, "rule", slow)
    sent = await dispatch(command_payload("regla", {"consulta": "104.3a"}))
    assert sent.response_types == [5]
    assert sent.followups[-1]["content"].startswith("La búsqueda tardó demasiado")
    assert sent.followups[-1]["flags"] & 64


async def test_a_service_error_before_answering_uses_the_response(bot, dispatch, monkeypatch):
    async def broken(*_args, **_kwargs):
        raise ServiceError("No disponible.")

    monkeypatch.setattr(bot.service.guilds, "get", broken)
    sent = await dispatch(command_payload("regla", {"consulta": "104.3a"}))
    assert sent.response_types == [4] and sent.texts() == ["No disponible."]
    assert sent.ephemeral() == [True]


async def test_an_unexpected_error_is_an_apology_and_a_log_entry(
    bot, dispatch, monkeypatch, caplog
):
    def crash(*_args, **_kwargs):
        raise RuntimeError("secreto interno")

    monkeypatch.setattr(bot.service.lookups, "search", crash)
    with caplog.at_level(logging.ERROR, logger="juez.bot"):
        sent = await dispatch(command_payload("buscar", {"consulta": "trample"}))
    assert sent.followups[-1]["content"] == GENERIC_APOLOGY
    assert "secreto interno" not in "".join(sent.texts())
    [record] = [r for r in caplog.records if r.name == "juez.bot"]
    assert "/buscar" in record.getMessage() and record.exc_info is not None
    assert "secreto interno" in caplog.text  # the traceback is in the log, for the operator


async def test_a_command_discord_knows_but_the_bot_does_not_is_explained(dispatch):
    sent = await dispatch(command_payload("inexistente", {}))
    [text] = sent.texts()
    assert "Este comando cambió" in text and sent.ephemeral() == [True]


async def test_regla_in_direct_messages(dispatch):
    sent = await dispatch(command_payload("regla", {"consulta": "104.3a"}, guild_id=None))
    assert sent.response_types == [5] and sent.ephemeral() == [False, False]
    assert any(t.startswith("Regla 104.3a") for t in sent.texts())
