"""Issue 26, difficulty measured, through the fake Discord: each question shows its difficulty
(the template's estimate before any answer, then the measured one), answers are counted toward
it, and the ranking and the stats weigh level and difficulty and say what the score means."""

from discord_fake import GUILD_ID

from bot.quiz.difficulty import SCORE_MEANING, decimal, points
from bot.quiz.models import LETTERS

OWNER = 1
NOBODY = 999  # a player who never answered: counts recorded for them change no one's totals


async def start(fake, *, user=OWNER, **options):
    sent = await fake.command("quiz", options, sub="nueva", user_id=user, guild_id=GUILD_ID)
    assert sent.response_types == [5], sent.texts()
    return sent.message


def footer(message) -> str:
    return message.embeds[0]["footer"]["text"]


def question_of(cog, message):
    return cog.service.quiz.question(footer(message).rsplit(" · ", 1)[1])


async def press(fake, message, label, *, user=OWNER):
    return await fake.click(message, label, user_id=user, guild_id=GUILD_ID)


async def test_a_question_before_any_answer_shows_its_templates_estimate(cog, fake):
    message = await start(fake, preguntas=1)
    question = question_of(cog, message)
    prior = question.difficulty if question.difficulty is not None else None
    line = footer(message).split("\n", 1)[0]
    assert line.startswith("Dificultad: ") and "aún sin respuestas" in line
    if prior is not None:  # a situation: the template's own estimate
        assert f"({round(100 * prior)} % de fallos;" in line


async def test_a_question_shows_the_difficulty_measured_on_its_template(cog, fake):
    store = cog.service.database
    for family in cog.service.quiz.families("basico"):  # 20 answers, 18 missed, per template
        for n in range(20):
            await store.quiz.record_measure(
                guild_id=GUILD_ID, user_id=NOBODY, keys=(family,), correct=n < 2,
                difficulty=0.5, points=0.0,
            )  # fmt: skip
    message = await start(fake, preguntas=1, nivel="basico")
    line = footer(message).split("\n", 1)[0]
    assert "medida en 20 respuestas a su plantilla" in line
    assert line.startswith("Dificultad: difícil (")  # 18 misses of 20 outweigh any prior


async def test_an_answer_is_counted_toward_its_question_and_its_template(cog, fake):
    message = await start(fake, preguntas=1)
    question = question_of(cog, message)
    wrong = LETTERS[(question.correct + 1) % len(question.options)]
    await press(fake, message, wrong)
    item, family = cog.service.quiz.measure_keys(question)
    counted = await cog.service.database.quiz.tallies([item, family])
    assert (counted[item].answered, counted[item].correct) == (1, 0)
    assert (counted[family].answered, counted[family].correct) == (1, 0)
    [measured] = await cog.service.quiz.measured([question])
    assert measured.estimate.answers == 1 and measured.estimate.family_answers == 1
    assert measured.estimate.value > measured.estimate.prior  # a miss makes it harder


async def test_the_ranking_weighs_level_and_difficulty_and_says_so(cog, fake):
    message = await start(fake, preguntas=1, nivel="avanzado")
    [shown] = await cog.service.quiz.measured([question_of(cog, message)])
    await press(fake, message, shown.correct_letter)
    sent = await fake.command("quiz", {}, sub="ranking")
    [embed] = sent.public()[0].embeds
    expected = points(shown.level, shown.estimate.value)
    assert expected > 1.0  # avanzado weighs 2: more than a básico hit of average difficulty
    assert embed["description"].startswith(f"**1.** <@{OWNER}> · {decimal(expected)} puntos")
    assert "Ordenado por puntos" in embed["footer"]["text"]
    assert SCORE_MEANING in embed["footer"]["text"]


async def test_estadisticas_show_points_and_mean_difficulty(cog, fake):
    message = await start(fake, preguntas=1)
    [shown] = await cog.service.quiz.measured([question_of(cog, message)])
    await press(fake, message, shown.correct_letter)
    [embed] = (await fake.command("quiz", {}, sub="estadisticas")).private()[0].embeds
    fields = {f["name"]: f["value"] for f in embed["fields"]}
    value = fields["Puntos y dificultad"]
    assert value.startswith(f"Puntos: {decimal(points(shown.level, shown.estimate.value))}")
    assert f"{round(100 * shown.estimate.value)} % de fallos (1 medida)" in value
