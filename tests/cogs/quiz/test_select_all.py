"""A select-all question through the fake Discord: a menu that marks several letters, scored
all or nothing, alone and in a group, and the solution lists every true option."""

from __future__ import annotations

import pytest
from discord_fake import GUILD_ID

from bot.quiz import Level, Topic
from bot.quiz.models import LETTERS
from cogs.quiz._buttons import MENU_PLACEHOLDER

OWNER = 1


@pytest.fixture
def cog(bot):
    return bot.get_cog("Quiz")


@pytest.fixture
def select_all_round(cog, monkeypatch):
    """New rounds open with a select-all question: the seed chosen is one whose round does
    (the round is still what its seed says, as after a restart)."""
    bank = cog.service.quiz._bank()
    seed = next(
        s
        for s in range(500)
        if bank.round_keys(Topic.ESCENARIOS, Level.BASICO, s, 2)[0].generator == "varias"
    )
    monkeypatch.setattr(bank, "fresh_seed", lambda *args, **kwargs: seed)
    return seed


async def start(fake, **options):
    options = {"tema": "escenarios", "nivel": "basico", "preguntas": 2, **options}
    sent = await fake.command("quiz", options, sub="nueva", user_id=OWNER, guild_id=GUILD_ID)
    return sent.message


def question_of(cog, message):
    key = message.embeds[0]["footer"]["text"].rsplit(" · ", 1)[1]
    return cog.service.quiz.question(key)


async def mark(fake, message, indexes, user=OWNER):
    values = [str(i) for i in indexes]
    return await fake.click(message, MENU_PLACEHOLDER, values=values, user_id=user)


async def test_the_question_has_a_menu_of_its_letters(cog, fake, select_all_round):
    message = await start(fake)
    question = question_of(cog, message)
    assert question.select_all
    [menu] = [c for c in message.items() if c["type"] == 3]
    assert [o["label"] for o in menu["options"]] == list(LETTERS[: len(question.options)])
    assert menu["min_values"] == 1 and menu["max_values"] == len(question.options)
    assert "Marca en el menú todas las que valgan" in message.embeds[0]["description"]
    assert all(len(c) <= 100 for c in message.custom_ids())


async def test_every_true_option_marked_is_a_hit(cog, fake, select_all_round):
    message = await start(fake)
    question = question_of(cog, message)
    click = await mark(fake, message, question.select_all)
    assert click.response_types == [6]
    assert "¡Correcto!" in message.text
    assert "Respuestas correctas (todas las que valen):" in message.text
    for i in question.select_all:
        assert f"**{LETTERS[i]})** {question.options[i]}" in message.text
    assert message.labels() == ["Siguiente"]
    stats = await cog.service.quiz.stats(GUILD_ID, OWNER)
    assert (stats.answered, stats.correct) == (1, 1)


async def test_a_partial_mark_is_a_miss(cog, fake, select_all_round):
    message = await start(fake)
    question = question_of(cog, message)
    false = [i for i in range(len(question.options)) if i not in question.select_all]
    await mark(fake, message, [*question.select_all, false[0]])  # one too many
    assert "Incorrecto: marcaste" in message.text
    stats = await cog.service.quiz.stats(GUILD_ID, OWNER)
    assert (stats.answered, stats.correct) == (1, 0)


async def test_in_a_group_each_player_marks_their_own_set(cog, fake, select_all_round):
    message = await start(fake, grupo=True)
    question = question_of(cog, message)
    false = [i for i in range(len(question.options)) if i not in question.select_all]
    miss = await mark(fake, message, false[:1], user=2)
    assert "Incorrecto" in miss.private_texts()[0]
    await mark(fake, message, question.select_all, user=3)
    assert "<@3> acierta la pregunta" in message.text


async def test_a_crafted_value_is_refused_in_spanish(cog, fake, select_all_round):
    message = await start(fake)
    before = message.text
    refused = await mark(fake, message, [9])
    [text] = refused.private_texts()
    assert "marca todas las que valgan" in text.lower() and "por ejemplo" in text
    assert message.text == before


async def test_the_menu_still_answers_after_a_restart(
    cog, fake, settings, service, select_all_round
):
    from cogs._app.client import JuezBot

    message = await start(fake)
    question = question_of(cog, message)
    bot = JuezBot(settings, service)  # a new process: the round lives only in the menu's id
    await bot.prepare()
    await fake.attach(bot)
    assert bot.get_cog("Quiz").rounds.live == {}
    click = await mark(fake, message, question.select_all)
    assert not click.failed and "¡Correcto!" in message.text
