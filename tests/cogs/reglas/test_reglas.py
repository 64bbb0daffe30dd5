"""The lookup commands called directly with mocked interactions: answers, defaults, bad input."""

import pytest
from discord_helpers import embed_text, followup_embeds, mock_interaction

from cogs._ui.views import PageButton, ReferenceMenu

LONG = "criatura " * 40  # 360 characters: Discord would refuse it, the service must too
TOO_LONG = "criatura " * 170  # 1,530 characters: past what a question may hold


async def call(bot, command, **options):
    cog = bot.get_cog("Reglas")
    inter = mock_interaction(client=bot)
    await getattr(cog, command).callback(cog, inter, **options)
    return inter


def answer(inter) -> str:
    return "\n".join(embed_text(e) for e in followup_embeds(inter))


def sent_view(inter):
    return inter.followup.send.await_args.kwargs.get("view")


async def test_regla_defers_then_answers_with_the_rule_and_its_edition(bot):
    inter = await call(bot, "regla", consulta="303.4")
    inter.response.defer.assert_awaited_once_with(ephemeral=False, thinking=True)
    [embed] = followup_embeds(inter)
    assert embed.title == "Regla 303.4 · Encantamientos"
    assert "[es-web]" in embed.footer.text
    assert inter.followup.send.await_args.kwargs["ephemeral"] is False


async def test_regla_with_an_edition(bot):
    inter = await call(bot, "regla", consulta="104.3a", edicion="2026")
    [embed] = followup_embeds(inter)
    assert "104.3a" in embed.title and "[en-2026-01-16]" in embed.footer.text


async def test_regla_range(bot):
    inter = await call(bot, "regla", consulta="104.3a-c")
    text = answer(inter)
    assert "Reglas 104.3a–104.3c" in text
    assert all(f"Regla {n}" in text for n in ("104.3a", "104.3b", "104.3c"))


async def test_regla_by_text_searches_the_rules(bot):
    inter = await call(bot, "regla", consulta="robar sin cartas en la biblioteca")
    text = answer(inter)
    assert "Resultados para" in text and "104.3c" in text and "Búsqueda en las reglas" in text


async def test_regla_private_answers_are_deferred_privately(bot):
    inter = await call(bot, "regla", consulta="104.3a", privado=True)
    inter.response.defer.assert_awaited_once_with(ephemeral=True, thinking=True)
    assert inter.followup.send.await_args.kwargs["ephemeral"] is True


async def test_server_defaults_apply_when_options_are_unset(bot):
    from discord_helpers import GUILD_ID

    await bot.service.guilds.update(GUILD_ID, private_by_default=True, default_edition="2026")
    inter = await call(bot, "regla", consulta="104.3a")
    inter.response.defer.assert_awaited_once_with(ephemeral=True, thinking=True)
    assert "[en-2026-01-16]" in followup_embeds(inter)[0].footer.text
    # The user's own options win over the server's.
    inter = await call(bot, "regla", consulta="104.3a", edicion="2019", privado=False)
    inter.response.defer.assert_awaited_once_with(ephemeral=False, thinking=True)
    assert "[es-2019-10-04]" in followup_embeds(inter)[0].footer.text


async def test_in_direct_messages_answers_are_public_by_default(bot):
    cog = bot.get_cog("Reglas")
    inter = mock_interaction(client=bot, guild_id=None)
    await cog.regla.callback(cog, inter, consulta="104.3a")
    inter.response.defer.assert_awaited_once_with(ephemeral=False, thinking=True)


async def test_regla_in_spanish_edition(bot):
    inter = await call(bot, "regla", consulta="104.3a", edicion="es")
    assert "[es-2019-10-04]" in followup_embeds(inter)[0].footer.text


async def test_buscar_with_a_source(bot):
    inter = await call(bot, "buscar", consulta="cascada", fuente="palabrasclave")
    text = answer(inter)
    assert "Cascada" in text and "es-2016-08-22" in text


async def test_buscar_a_number_is_that_rule(bot):
    inter = await call(bot, "buscar", consulta="704.5k")
    [embed] = followup_embeds(inter)
    assert embed.title.startswith("Regla 704.5k") and "[en-2026-01-16]" in embed.footer.text


async def test_palabraclave_joins_the_judge_material_and_the_rule(bot):
    inter = await call(bot, "palabraclave", nombre="cascada")
    text = answer(inter)
    assert "Palabra clave: Cascada" in text
    assert "[es-2016-08-22]" in text  # the judge material, in the footer
    assert "702.85" in text and "[en-2026-01-16]" in text  # the rule, with its own source


async def test_palabraclave_lists_a_family_asked_as_a_group(bot):
    """Issue 24: "las habilidades de evasión" lists the keywords the rules call evasion
    abilities, with their Spanish names, in Discord as in the terminal."""
    inter = await call(bot, "palabraclave", nombre="las habilidades de evasión")
    text = answer(inter)
    assert "702.9" in text and "702.111" in text
    assert "Vuela" in text and "Amenaza" in text


async def test_glosario(bot):
    inter = await call(bot, "glosario", termino="trample")
    [embed] = followup_embeds(inter)
    # Spanish first (the title carries both names, the footer its source); the English entry
    # in force follows, cited with its edition.
    assert embed.title == "Glosario: Arrolla (Trample)" and "cartas-es" in embed.footer.text
    assert "[en-2026-01-16]" in embed.description and "keyword ability" in embed.description


@pytest.mark.parametrize(
    ("command", "options", "expected"),
    [
        ("regla", {"consulta": "999.9"}, "no existe"),
        ("regla", {"consulta": "   "}, "está vacía"),
        ("regla", {"consulta": TOO_LONG}, "1500"),
        ("buscar", {"consulta": TOO_LONG}, "1500"),
        ("buscar", {"consulta": "**"}, "no tiene palabras"),
        ("palabraclave", {"nombre": "zzzzqqq"}, "No conozco la palabra clave"),
        ("palabraclave", {"nombre": LONG}, "200"),
        ("glosario", {"termino": "zzzzqqq"}, "no está en el glosario"),
        ("glosario", {"termino": ""}, "Escribe un término"),
    ],
)
async def test_bad_input_gets_a_spanish_message(bot, command, options, expected):
    inter = await call(bot, command, **options)
    [embed] = followup_embeds(inter)
    assert embed.title == "Sin resultados"
    assert expected in embed.description
    assert "Traceback" not in embed.description


async def test_long_answers_come_with_page_buttons_for_the_asker(bot):
    inter = await call(bot, "regla", consulta="702")
    view = sent_view(inter)
    previous, counter, following, menu = view.children
    assert isinstance(previous, PageButton) and isinstance(following, PageButton)
    assert previous.owner == following.owner == inter.user.id
    assert (previous.to, following.to) == (0, 1) and counter.label.startswith("1/")
    assert isinstance(menu, ReferenceMenu) and view.timeout is None
    assert followup_embeds(inter)[0].title.startswith("Regla 702")


async def test_a_slow_settings_read_does_not_delay_the_defer(bot, monkeypatch):
    import asyncio

    from cogs._ui import options

    async def stuck(_guild_id):
        await asyncio.sleep(10)

    monkeypatch.setattr(options, "SETTINGS_TIMEOUT_S", 0.05)
    monkeypatch.setattr(bot.service.guilds, "get", stuck)
    inter = await call(bot, "regla", consulta="104.3a")
    # Settings unknown: private, so a server that asked for private answers never gets a
    # public one (a private answer in a public server costs nothing).
    inter.response.defer.assert_awaited_once_with(ephemeral=True, thinking=True)
    assert "104.3a" in followup_embeds(inter)[0].title


async def test_a_slow_settings_read_keeps_the_servers_last_known_choice(bot, fake, monkeypatch):
    from discord_helpers import GUILD_ID

    from cogs._ui import options

    # Public by the server's choice: what an unknown server would not get (private).
    await bot.service.guilds.update(GUILD_ID, private_by_default=False)
    first = await fake.command("regla", {"consulta": "104.3a"})  # read and remembered
    assert first.public() and not first.private()

    async def stuck(_guild_id):
        await fake.clock.sleep(3600)  # an hour of virtual time: the read gives up first

    monkeypatch.setattr(options, "SETTINGS_TTL_S", 0.0)  # what was read is now old
    monkeypatch.setattr(bot.service.guilds, "get", stuck)
    later = await fake.command("regla", {"consulta": "104.3a"})
    assert later.public() and not later.private()  # the server's own choice, though old


async def test_with_a_site_the_answer_has_a_link_button_to_the_rule(bot):
    bot.settings = bot.settings.model_copy(update={"site_url": "https://reglas.example.org"})
    inter = await call(bot, "regla", consulta="104.3c")
    links = [i for i in sent_view(inter).children if getattr(i, "url", None)]
    assert [b.url for b in links] == ["https://reglas.example.org/reglas/104.html#104.3c"]


async def test_without_a_site_no_link_button(bot):
    inter = await call(bot, "regla", consulta="104.3c")
    view = sent_view(inter)
    assert view is None or not [i for i in view.children if getattr(i, "url", None)]
