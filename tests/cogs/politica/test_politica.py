"""/mtr, /ipg, /jar and /infraccion through the fake Discord: tournament policy answered from the
bundled documents, with the edition and the Spanish names, within Discord's limits."""

from __future__ import annotations

import pytest
from discord_helpers import mock_interaction


async def test_infraccion_names_the_infraction_and_its_penalty(fake):
    sent = await fake.command("infraccion", {"situacion": "se me olvidó un trigger obligatorio"})
    text = sent.message.text
    assert "Missed Trigger" in text and "IPG" in text and "2.1" in text
    assert not sent.failed and not fake.tracebacks


async def test_mtr_by_number_and_by_words(fake):
    by_number = (await fake.command("mtr", {"consulta": "4.9"})).message.text
    assert "4.9" in by_number and "MTR" in by_number
    by_words = (await fake.command("mtr", {"consulta": "cuánto dura una ronda"})).message.text
    assert "MTR" in by_words and not fake.tracebacks


async def test_ipg_and_jar_answer_from_their_documents(fake):
    ipg = (await fake.command("ipg", {"consulta": "2.3"})).message.text
    assert "Hidden Card Error" in ipg and "Error de carta oculta" in ipg
    jar = (await fake.command("jar", {"consulta": "robó una carta de más"})).message.text
    assert "JAR" in jar and not fake.tracebacks


async def test_a_question_past_the_limit_gets_a_spanish_message(fake):
    sent = await fake.command("ipg", {"consulta": "penalización " * 200})
    assert "máximo" in sent.message.text and not fake.tracebacks


@pytest.mark.parametrize(
    ("command", "options", "page"),
    [
        ("mtr", {"consulta": "4.9"}, "normas/mtr.html#mtr-4.9"),
        ("ipg", {"consulta": "2.3"}, "normas/ipg.html#ipg-2.3"),
        ("jar", {"consulta": "1.3"}, "normas/jar.html#jar-1.3"),
        (
            "infraccion",
            {"situacion": "se me olvidó un trigger obligatorio"},
            "normas/ipg.html#ipg-",
        ),
    ],
)
async def test_with_a_site_policy_answers_link_to_their_section(bot, command, options, page):
    bot.settings = bot.settings.model_copy(update={"site_url": "https://reglas.example.org"})
    cog = bot.get_cog("Politica")
    inter = mock_interaction(client=bot)
    await getattr(cog, command).callback(cog, inter, **options)
    view = inter.followup.send.await_args.kwargs.get("view")
    urls = [i.url for i in view.children if getattr(i, "url", None)]
    assert len(urls) == 1 and urls[0].startswith(f"https://reglas.example.org/{page}")
