"""The lookup commands through the fake Discord: acknowledgement, privacy, errors, autocomplete."""

import logging

from discord_helpers import GUILD_ID

from bot.services import ServiceError
from cogs._app.errors import GENERIC_APOLOGY

SLOW = "La búsqueda tardó demasiado y se canceló. Prueba con menos palabras."


async def test_regla_defers_then_sends_the_rule(fake):
    sent = await fake.command("regla", {"consulta": "704.5k", "edicion": "2026"})
    assert sent.response_types == [5]  # deferred first: the lookup runs in a thread
    [message] = sent.public()
    assert message.text.startswith("Regla 704.5k") and "[en-2026-01-16]" in message.text
    assert sent.private() == []


async def test_regla_privado_is_private_from_the_defer_on(fake):
    sent = await fake.command("regla", {"consulta": "104.3a", "privado": True})
    assert sent.public() == [] and "104.3a" in sent.private()[0].text


async def test_buscar_with_a_source_choice(fake):
    sent = await fake.command("buscar", {"consulta": "trample", "fuente": "glosario"})
    assert sent.response_types == [5]
    text = "\n".join(sent.texts())
    assert "Glosario: Trample" in text and "en-2026-01-16" in text


async def test_a_long_answer_carries_page_buttons_and_a_reference_menu(fake):
    message = (await fake.command("regla", {"consulta": "702"})).message
    first, counter, last, menu = message.items()
    assert (first["label"], last["label"]) == ("◀", "▶") and counter["label"].startswith("1/")
    assert first["disabled"] and counter["disabled"] and not last.get("disabled")
    assert menu["type"] == 3 and len(menu["options"]) == 25


async def test_autocomplete_request_gets_choices(fake):
    sent = await fake.command("regla", {"consulta": "104.3"}, focused="consulta")
    assert sent.response_types == [8]
    assert 1 <= len(sent.choices) <= 25
    assert [c["value"] for c in sent.choices][:3] == ["104.3", "104.3a", "104.3b"]


async def test_keyword_autocomplete_request(fake):
    sent = await fake.command("palabraclave", {"nombre": "casc"}, focused="nombre")
    assert "Cascada" in [c["name"] for c in sent.choices]


async def test_english_clients_send_the_same_option_names(fake):
    # Discord always sends the default (Spanish) names; the locale only changes what users see.
    sent = await fake.command("regla", {"consulta": "104.3a"}, locale="en-US")
    assert any("104.3a" in t for t in sent.texts())


async def test_a_service_error_after_a_public_defer_stays_private(bot, fake, monkeypatch):
    """Finding 5: Discord shows the first followup after a public defer in place of the
    public "thinking…" message whatever its ephemeral flag; the error must not go there."""

    def slow(*_args, **_kwargs):
        raise ServiceError(SLOW)

    monkeypatch.setattr(bot.service.lookups, "rule", slow)
    sent = await fake.command("regla", {"consulta": "104.3a"})
    assert sent.response_types == [5]  # public "thinking…"
    assert not any(SLOW in m.text for m in fake.channel())  # the channel never sees it
    assert sent.public() == []  # the placeholder is gone, not left "thinking…" forever
    [private] = sent.private()
    assert private.text.startswith(SLOW) and private.owner == 1


async def test_a_service_error_before_answering_uses_the_response(bot, fake, monkeypatch):
    async def broken(*_args, **_kwargs):
        raise ServiceError("No disponible.")

    monkeypatch.setattr(bot.service.guilds, "get", broken)
    sent = await fake.command("regla", {"consulta": "104.3a"})
    assert sent.response_types == [4] and sent.private_texts() == ["No disponible."]


async def test_an_unexpected_error_is_a_private_apology_and_a_log_entry(
    bot, fake, monkeypatch, caplog
):
    def crash(*_args, **_kwargs):
        raise RuntimeError("secreto interno")

    monkeypatch.setattr(bot.service.lookups, "search", crash)
    with caplog.at_level(logging.ERROR, logger="juez.bot"):
        sent = await fake.command("buscar", {"consulta": "trample"})
    [record] = [r for r in caplog.records if r.name == "juez.bot"]
    # The member reads the incident id, and the admin finds it in the line with who asked.
    assert sent.private_texts() == [GENERIC_APOLOGY.format(incident=record.incident)]
    assert sent.public() == [] and len(record.incident) == 8
    assert "secreto interno" not in "".join(m.text for m in fake.messages.values())
    assert "/buscar" in record.getMessage() and record.exc_info is not None
    assert (record.command, record.interaction, record.guild, record.user) == (
        "/buscar",
        sent.id,
        GUILD_ID,
        sent.user_id,
    )
    assert "secreto interno" in caplog.text  # the traceback is in the log, for the operator


async def test_errors_of_every_public_lookup_stay_private(bot, fake, monkeypatch):
    def slow(*_args, **_kwargs):
        raise ServiceError(SLOW)

    for name in ("rule", "search", "keyword", "glossary"):
        monkeypatch.setattr(bot.service.lookups, name, slow)
    for command, option in (
        ("regla", "consulta"),
        ("buscar", "consulta"),
        ("palabraclave", "nombre"),
        ("glosario", "termino"),
    ):
        sent = await fake.command(command, {option: "trample"})
        assert sent.public() == [] and sent.private_texts() == [SLOW], command


async def test_a_command_discord_knows_but_the_bot_does_not_is_explained(fake):
    sent = await fake.command("inexistente", {})
    [text] = sent.private_texts()
    assert "Este comando cambió" in text


async def test_regla_in_direct_messages(fake):
    sent = await fake.command("regla", {"consulta": "104.3a"}, guild_id=None)
    assert sent.response_types == [5] and sent.private() == []
    assert any(t.startswith("Regla 104.3a") for t in sent.public_texts())


async def test_an_edition_that_is_not_a_choice_is_refused_before_deferring(fake):
    sent = await fake.command("regla", {"consulta": "104.3a", "edicion": "../../etc/passwd"})
    assert sent.response_types == [4]
    [text] = sent.private_texts()
    assert "Edición desconocida" in text and "es, en, 2019, 2026, actual" in text


async def test_a_source_that_is_not_a_choice_is_refused(fake):
    sent = await fake.command("buscar", {"consulta": "cascada", "fuente": "nada"})
    assert sent.response_types == [4] and "Fuente desconocida" in sent.private_texts()[0]
