"""/mtr, /ipg, /jar and /infraccion through the fake Discord: tournament policy answered from the
bundled documents, with the edition and the Spanish names, within Discord's limits."""

from __future__ import annotations


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
