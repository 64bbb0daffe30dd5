"""/quiz through the fake Discord: rounds with answer buttons, timers on the fake clock,
Siguiente, restarts in the middle of a round, a stalled database, ranking, stats, review and
data erasure."""

import asyncio
import sqlite3

import pytest
from discord_fake import GUILD_ID

from bot.quiz import MAX_QUESTIONS
from bot.quiz.models import LETTERS
from bot.quiz.rounds import RoundState
from bot.services.errors import ANSWER_NOT_SAVED
from bot.storage.sqlite.quiz import QuizRepo
from cogs._app.client import OUTDATED_CONTROL, JuezBot
from cogs.quiz._buttons import MENU_PLACEHOLDER, NOT_YOUR_ROUND, NOT_YOURS_TO_DELETE, SOLO_ANSWER
from cogs.quiz._cog import NO_RANKING_HERE, NOTHING_DUE
from cogs.quiz._erase import ERASE_UNSURE, NOT_CONFIRMED
from cogs.quiz._round import ANSWER_PENDING, TIME_UP

OWNER = 1
OTHER = 2
QUESTION = 62  # seconds until a question's timer has surely fired (60 s, rounded up)
WAIT = 601  # seconds until a solution stops waiting for Siguiente


# -- helpers --------------------------------------------------------------------------------------
async def start(fake, *, user=OWNER, guild=GUILD_ID, **options):
    """/quiz nueva; the round's message."""
    sent = await fake.command("quiz", options, sub="nueva", user_id=user, guild_id=guild)
    assert sent.response_types == [5], sent.texts()
    return sent.message


def question_of(cog, message):
    """The question the message shows, from the id in its footer (as a player could read it)."""
    key = message.embeds[0]["footer"]["text"].rsplit(" · ", 1)[1]
    return cog.service.quiz.question(key)


def right(cog, message):
    return question_of(cog, message).correct_letter


def wrong(cog, message):
    question = question_of(cog, message)
    return LETTERS[(question.correct + 1) % len(question.options)]


def state_of(message) -> RoundState:
    return RoundState.decode(message.items()[0]["custom_id"].split(":", 3)[-1])


async def press(fake, message, label, *, user=OWNER, guild=GUILD_ID):
    return await fake.click(message, label, user_id=user, guild_id=guild)


async def stats(cog, user=OWNER, guild=GUILD_ID):
    return await cog.service.quiz.stats(guild, user)


def refused(exchange) -> str:
    """A refusal: the first response, private, and nothing else changed."""
    assert exchange.response_types == [4]
    [text] = exchange.private_texts()
    return text


# -- a round --------------------------------------------------------------------------------------
async def test_nueva_sends_a_question_with_a_button_per_option(cog, fake):
    message = await start(fake, tema="palabrasclave", nivel="basico")
    question = question_of(cog, message)
    assert not message.ephemeral
    [embed] = message.embeds
    assert embed["title"].startswith("Pregunta 1 de 5 · palabras clave · básico")
    assert "**A)**" in embed["description"] and "Se cierra <t:" in embed["description"]
    assert message.labels() == list(LETTERS[: len(question.options)])
    assert all(len(c) <= 100 for c in message.custom_ids())


async def test_the_right_button_records_a_hit_and_shows_the_solution(cog, fake):
    message = await start(fake)
    question = question_of(cog, message)
    click = await press(fake, message, right(cog, message))
    assert click.response_types == [6]  # acknowledged before the database is touched
    assert "¡Correcto!" in message.text
    assert f"Respuesta correcta: {question.correct_letter})" in message.text
    sources = message.embeds[0]["fields"][0]
    assert sources["name"] == "Fuentes" and question.citations[0].edition in sources["value"]
    assert message.labels() == ["Siguiente"]
    result = await stats(cog)
    assert (result.answered, result.correct, result.streak) == (1, 1, 1)
    assert [t.topic for t in result.by_topic] == [question.topic.value]


async def test_a_wrong_button_records_a_miss(cog, fake):
    message = await start(fake)
    letter = wrong(cog, message)
    await press(fake, message, letter)
    assert f"Incorrecto: elegiste {letter}" in message.text
    result = await stats(cog)
    assert (result.answered, result.correct, result.streak) == (1, 0, 0)


async def test_class_citations_name_the_class_and_section(cog, fake):
    message = await start(fake, tema="clase")
    await press(fake, message, right(cog, message))
    sources = message.embeds[0]["fields"][0]["value"]
    assert "clase Clase " in sources and " · " in sources and "[es-" in sources


async def test_someone_else_cannot_answer_an_individual_round(cog, fake):
    message = await start(fake)
    before = message.text
    assert refused(await press(fake, message, right(cog, message), user=OTHER)) == SOLO_ANSWER
    assert message.text == before
    assert (await stats(cog, OTHER)).answered == 0 and (await stats(cog)).answered == 0
    await press(fake, message, right(cog, message))  # the owner still can
    assert "¡Correcto!" in message.text


async def test_group_mode_first_right_answer_wins(cog, fake):
    message = await start(fake, grupo=True, preguntas=2)
    assert "Ronda en grupo" in message.embeds[0]["footer"]["text"]
    good, bad = right(cog, message), wrong(cog, message)

    miss = await press(fake, message, bad, user=2)
    [text] = miss.private_texts()
    assert "Incorrecto" in text and "un intento" in text
    again = await press(fake, message, good, user=2)
    assert "Ya respondiste" in again.private_texts()[0]

    await press(fake, message, good, user=3)
    assert "<@3> acierta la pregunta" in message.text
    assert "Marcador" in message.text and "<@3> · 1" in message.text

    assert (await stats(cog, 2)).answered == 1 and (await stats(cog, 2)).correct == 0
    assert (await stats(cog, 3)).correct == 1


async def test_group_mode_two_right_answers_at_once_one_winner(cog, fake):
    message = await start(fake, grupo=True)
    good = right(cog, message)
    a, b = await asyncio.gather(
        press(fake, message, good, user=5), press(fake, message, good, user=6)
    )
    assert sum("Demasiado tarde" in t for t in a.private_texts() + b.private_texts()) == 1
    assert sum([(await stats(cog, u)).correct for u in (5, 6)]) == 1


async def test_the_timer_reveals_the_answer(cog, fake):
    message = await start(fake, preguntas=2)
    question = question_of(cog, message)
    await fake.clock.advance(QUESTION)
    assert "Se acabó el tiempo" in message.text
    assert f"Respuesta correcta: {question.correct_letter})" in message.text
    assert message.labels() == ["Siguiente"]
    assert (await stats(cog)).answered == 0


async def test_a_timer_after_an_answer_changes_nothing(cog, fake):
    message = await start(fake)
    await press(fake, message, right(cog, message))
    shown = message.text
    await fake.clock.advance(QUESTION)
    assert message.text == shown


async def test_presses_do_not_move_the_deadline(cog, fake):
    """Finding 4: wrong answers and refusals never push the closing time players were shown."""
    message = await start(fake, grupo=True)
    for user in range(10, 16):
        await fake.clock.advance(9)
        await press(fake, message, wrong(cog, message), user=user)
    assert "Se acabó el tiempo" not in message.text
    await fake.clock.advance(QUESTION - 54)
    assert "Se acabó el tiempo" in message.text


async def test_siguiente_advances_and_the_last_question_shows_the_score(cog, fake):
    message = await start(fake, preguntas=2)
    first = question_of(cog, message)
    await press(fake, message, right(cog, message))

    assert refused(await press(fake, message, "Siguiente", user=OTHER)) == NOT_YOUR_ROUND
    solution = list(message.custom_ids())

    await press(fake, message, "Siguiente")
    assert message.embeds[0]["title"].startswith("Pregunta 2 de 2")
    assert question_of(cog, message).id != first.id

    # A late second press on Siguiente (its client had not seen the edit) skips nothing.
    late = await fake.click(message, "", custom_id=solution[0], stale=True)
    assert late.private() == [] and message.embeds[0]["title"].startswith("Pregunta 2 de 2")

    await press(fake, message, wrong(cog, message))
    assert message.labels() == []
    assert message.embeds[-1]["title"] == "Fin de la ronda"
    assert "Puntuación: 1 de 2 (50 %)" in message.embeds[-1]["description"]
    assert "/quiz repaso" in message.embeds[-1]["description"]
    assert fake.clock.pending() == []  # nothing left to fire


async def test_group_score_lists_the_players(cog, fake):
    message = await start(fake, grupo=True, preguntas=1)
    await press(fake, message, wrong(cog, message), user=8)
    await press(fake, message, right(cog, message), user=7)
    score = message.embeds[-1]["description"]
    assert score.index("<@7> · 1 acierto") < score.index("<@8> · 0 aciertos")


async def test_a_round_nobody_continues_ends_with_the_score_so_far(cog, fake):
    message = await start(fake, preguntas=3)
    await fake.clock.advance(QUESTION)
    await fake.clock.advance(WAIT)
    assert message.labels() == []
    assert message.embeds[-1]["title"] == "Ronda sin terminar"
    assert "Puntuación: 0 de 1 (0 %). Omitidas: 1." in message.embeds[-1]["description"]


async def test_refused_presses_do_not_extend_the_wait_for_siguiente(cog, fake):
    """Finding 4: strangers pressing Siguiente every few minutes do not keep the round open."""
    message = await start(fake, preguntas=3)
    await press(fake, message, right(cog, message))
    for _ in range(3):
        await fake.clock.advance(180)
        refused(await press(fake, message, "Siguiente", user=OTHER))
    await fake.clock.advance(WAIT - 540)
    assert message.embeds[-1]["title"] == "Ronda sin terminar"


async def test_a_timer_edit_does_not_need_a_live_token(cog, fake):
    """Finding 4: the edit that ends a round works after every token it had expired."""
    cog.rounds.next_timeout = 20 * 60  # longer than the 15 minutes of any token
    message = await start(fake, preguntas=2)
    await press(fake, message, right(cog, message))
    await fake.clock.advance(20 * 60 + 1)
    assert message.embeds[-1]["title"] == "Ronda sin terminar" and message.labels() == []


async def test_bad_options_are_refused_before_deferring(fake):
    for options, expected in (
        ({"preguntas": MAX_QUESTIONS + 1}, f"entre 1 y {MAX_QUESTIONS}"),
        ({"tema": "cartas"}, "Tema desconocido"),
        ({"nivel": "experto"}, "Nivel desconocido"),
    ):
        sent = await fake.command("quiz", options, sub="nueva")
        assert expected in refused(sent)
    sent = await fake.command("quiz", {"preguntas": 0}, sub="repaso")
    assert f"entre 1 y {MAX_QUESTIONS}" in refused(sent)


@pytest.fixture
def failing_writes(monkeypatch):
    async def fail(self, **_):
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(QuizRepo, "record_answer", fail)


async def test_a_failed_write_still_shows_the_solution_and_siguiente(cog, fake, failing_writes):
    message = await start(fake, preguntas=2)
    question = question_of(cog, message)
    click = await press(fake, message, right(cog, message))
    assert "¡Correcto!" in message.text
    assert f"Respuesta correcta: {question.correct_letter})" in message.text
    assert message.labels() == ["Siguiente"]
    assert click.private_texts() == [ANSWER_NOT_SAVED]
    assert (await stats(cog)).answered == 0


async def test_a_failed_write_of_a_group_miss_is_said_privately(cog, fake, failing_writes):
    message = await start(fake, grupo=True)
    [reply] = (await press(fake, message, wrong(cog, message), user=2)).private_texts()
    assert "Incorrecto" in reply and reply.endswith(ANSWER_NOT_SAVED)
    await press(fake, message, right(cog, message), user=3)
    assert "<@3> acierta la pregunta" in message.text


# -- a stalled database (finding 3) ---------------------------------------------------------------
async def test_an_answer_during_a_stall_is_acknowledged_then_shown(cog, fake, monkeypatch):
    record = QuizRepo.record_answer

    async def stalled(self, **kwargs):
        await fake.clock.sleep(4)
        await record(self, **kwargs)

    monkeypatch.setattr(QuizRepo, "record_answer", stalled)
    message = await start(fake, preguntas=2)
    click = await press(fake, message, right(cog, message))
    assert not click.failed and click.calls[0] == ("callback 6", click.created)
    assert click.private_texts() == [ANSWER_PENDING]
    assert "¡Correcto!" in message.text and message.labels() == ["Siguiente"]
    assert (await stats(cog)).answered == 1  # not lost


async def test_a_review_during_a_stall_is_a_spanish_try_again(cog, fake, monkeypatch):
    async def stalled(self, *args, **kwargs):
        await fake.clock.sleep(3600)

    monkeypatch.setattr(QuizRepo, "due_reviews", stalled)
    monkeypatch.setattr(QuizRepo, "stats", stalled)
    for sub in ("repaso", "estadisticas"):
        sent = await fake.command("quiz", {}, sub=sub)
        assert not sent.failed and sent.public() == []
        assert "Inténtalo de nuevo" in sent.private_texts()[0]


async def test_erasing_during_a_stall_says_it_is_unsure_and_can_be_retried(cog, fake, monkeypatch):
    delete = QuizRepo.delete_user_data

    async def stalled(self, user_id):
        await fake.clock.sleep(3600)

    monkeypatch.setattr(QuizRepo, "delete_user_data", stalled)
    confirm = (await fake.command("quiz", {}, sub="borrar-mis-datos")).message
    click = await press(fake, confirm, "Sí, borrar mis datos")
    assert not click.failed and click.private_texts() == [ERASE_UNSURE]
    monkeypatch.setattr(QuizRepo, "delete_user_data", delete)
    await press(fake, confirm, "Sí, borrar mis datos")
    assert "No había datos tuyos" in confirm.text and confirm.labels() == []


# -- restarts (finding 1) -------------------------------------------------------------------------
async def restart(fake, settings, service):
    bot = JuezBot(settings, service)
    await bot.prepare()
    await fake.attach(bot)
    return bot.get_cog("Quiz")


async def test_a_solo_round_goes_on_after_a_restart(cog, fake, settings, service):
    message = await start(fake, preguntas=3, tema="reglas")
    await press(fake, message, right(cog, message))
    await press(fake, message, "Siguiente")
    second = question_of(cog, message)

    cog = await restart(fake, settings, service)
    assert cog.rounds.live == {}
    click = await press(fake, message, wrong(cog, message))
    assert not click.failed and "Incorrecto" in message.text
    assert f"Respuesta correcta: {second.correct_letter})" in message.text
    await press(fake, message, "Siguiente")
    assert message.embeds[0]["title"].startswith("Pregunta 3 de 3 · reglas")
    await press(fake, message, right(cog, message))
    score = message.embeds[-1]["description"]
    assert "Puntuación: 2 de 3 (67 %)" in score and "/quiz repaso" in score
    assert (await stats(cog)).answered == 3


async def test_a_stranger_is_still_refused_after_a_restart(cog, fake, settings, service):
    message = await start(fake)
    cog = await restart(fake, settings, service)
    assert refused(await press(fake, message, right(cog, message), user=OTHER)) == SOLO_ANSWER


async def test_a_group_round_keeps_its_scores_across_a_restart(cog, fake, settings, service):
    message = await start(fake, grupo=True, preguntas=2)
    await press(fake, message, right(cog, message), user=7)
    cog = await restart(fake, settings, service)
    await press(fake, message, "Siguiente", user=9)
    await press(fake, message, right(cog, message), user=8)
    score = message.embeds[-1]["description"]
    assert "<@7> · 1 acierto" in score and "<@8> · 1 acierto" in score


async def test_a_group_players_one_try_survives_a_restart(cog, fake, settings, service):
    """Who already missed is not in the button's custom_id: the store keeps it (migration 5)."""
    message = await start(fake, grupo=True, preguntas=2)
    await press(fake, message, wrong(cog, message), user=7)
    cog = await restart(fake, settings, service)
    again = await press(fake, message, right(cog, message), user=7)
    assert not again.failed and "Ya respondiste" in again.private_texts()[0]
    assert "acierta la pregunta" not in message.text
    await press(fake, message, right(cog, message), user=8)
    assert "<@8> acierta la pregunta" in message.text


async def test_a_question_whose_timer_died_closes_on_the_next_press(cog, fake, settings, service):
    message = await start(fake, preguntas=2)
    cog = await restart(fake, settings, service)
    await fake.clock.advance(QUESTION)  # no process had its timer
    assert "Se acabó el tiempo" not in message.text
    click = await press(fake, message, right(cog, message))
    assert click.private_texts() == [TIME_UP]
    assert "Se acabó el tiempo" in message.text and message.labels() == ["Siguiente"]
    assert (await stats(cog)).answered == 0


async def test_a_resumed_round_runs_its_timers_again(cog, fake, settings, service):
    message = await start(fake, preguntas=2)
    await press(fake, message, right(cog, message))
    cog = await restart(fake, settings, service)
    refused(await press(fake, message, "Siguiente", user=OTHER))  # not this: it is refused
    await press(fake, message, "Siguiente")
    await fake.clock.advance(QUESTION)
    assert "Se acabó el tiempo" in message.text


async def test_a_review_goes_on_after_a_restart(cog, fake, settings, service):
    for _ in range(2):
        message = await start(fake, preguntas=1)
        await press(fake, message, wrong(cog, message))
    review = (await fake.command("quiz", {"preguntas": 2}, sub="repaso")).private()[0]
    assert review.embeds[0]["title"].startswith("Repaso · Pregunta 1 de 2")
    cog = await restart(fake, settings, service)
    await press(fake, review, right(cog, review))
    await press(fake, review, "Siguiente")
    assert review.embeds[0]["title"].startswith("Repaso · Pregunta 2 de 2")
    await press(fake, review, right(cog, review))
    assert "Puntuación: 2 de 2" in review.embeds[-1]["description"]


async def test_a_button_no_template_matches_gets_a_private_reply(fake, settings, service):
    """A control of an older version (no template of this process matches its custom_id)
    would be Discord's "This interaction failed": the member reads why instead."""
    button = {"type": 2, "style": 1, "label": "A", "custom_id": "jz:viejo:boton"}
    message = fake.post(components=[{"type": 1, "components": [button]}])
    await restart(fake, settings, service)
    sent = await press(fake, message, "A")
    assert not sent.failed and sent.response_types == [4]
    assert sent.private_texts() == [OUTDATED_CONTROL] and sent.public() == []
    assert message.labels() == ["A"]  # the old message stays as it was


# -- ranking, stats, review, erasure --------------------------------------------------------------
async def test_ranking_orders_the_server_players(cog, fake):
    message = await start(fake, grupo=True, preguntas=1)
    await press(fake, message, wrong(cog, message), user=12)
    await press(fake, message, right(cog, message), user=11)
    sent = await fake.command("quiz", {}, sub="ranking")
    assert sent.response_types == [5]
    lines = sent.public()[0].embeds[0]["description"].splitlines()
    assert lines[0].startswith("**1.** <@11> · ") and " puntos · 1 de 1 (100 %)" in lines[0]
    assert lines[1].startswith("**2.** <@12> · 0,0 puntos · 0 de 1 (0 %)")


async def test_ranking_of_an_empty_server_and_in_direct_messages(fake):
    sent = await fake.command("quiz", {}, sub="ranking")
    assert "Nadie ha respondido" in sent.public_texts()[0]
    dm = await fake.command("quiz", {}, sub="ranking", guild_id=None)
    assert refused(dm) == NO_RANKING_HERE


async def test_estadisticas_by_topic_and_streaks(cog, fake):
    sent = await fake.command("quiz", {}, sub="estadisticas")
    assert sent.public() == [] and "Aún no has respondido" in sent.private_texts()[0]

    message = await start(fake, preguntas=3, tema="reglas")
    for letter in (right, right, wrong):
        await press(fake, message, letter(cog, message))
        if "Siguiente" in message.labels():
            await press(fake, message, "Siguiente")
    [embed] = (await fake.command("quiz", {}, sub="estadisticas")).private()[0].embeds
    assert "2 de 3 aciertos (67 %) en este servidor" in embed["description"]
    fields = {f["name"]: f["value"] for f in embed["fields"]}
    assert fields["Racha actual"] == "0" and fields["Mejor racha"] == "2"
    assert fields["Por tema"] == "reglas: 2/3 (67 %)"


async def test_direct_messages_keep_their_own_stats(cog, fake):
    message = await start(fake, guild=None)
    await press(fake, message, right(cog, message), guild=None)
    assert (await stats(cog, guild=0)).correct == 1
    assert (await stats(cog)).answered == 0  # not mixed with the server's
    sent = await fake.command("quiz", {}, sub="estadisticas", guild_id=None)
    assert "en mensajes directos" in sent.private_texts()[0]


async def test_repaso_brings_back_a_missed_question(cog, fake):
    sent = await fake.command("quiz", {}, sub="repaso")
    assert sent.private_texts() == [NOTHING_DUE]

    message = await start(fake, preguntas=1)
    missed = question_of(cog, message)
    await press(fake, message, wrong(cog, message))

    review = (await fake.command("quiz", {}, sub="repaso")).private()[0]
    assert review.embeds[0]["title"].startswith("Repaso · Pregunta 1 de 1")
    again = question_of(cog, review)  # the review id rebuilds it with its options reordered
    assert again.id == missed.id + ":repaso" and again.correct != missed.correct
    await press(fake, review, right(cog, review))
    # Right this time: it moves to a later box, nothing is due any more.
    assert (await fake.command("quiz", {}, sub="repaso")).private_texts() == [NOTHING_DUE]


async def test_a_solo_question_left_to_time_out_comes_back_in_repaso(cog, fake):
    message = await start(fake, preguntas=1)
    unanswered = question_of(cog, message)
    await fake.clock.advance(QUESTION)  # no press: the timer shows the solution

    review = (await fake.command("quiz", {}, sub="repaso")).private()[0]
    assert question_of(cog, review).id == unanswered.id + ":repaso"
    assert (await stats(cog)).answered == 0  # reviewed, yet not counted as an answer


async def test_a_new_round_is_chosen_against_the_questions_the_player_just_answered(
    cog, fake, monkeypatch
):
    message = await start(fake, preguntas=3, tema="reglas", nivel="intermedio")
    answered = []
    for number in range(3):
        answered.append(question_of(cog, message).id)
        await press(fake, message, right(cog, message))
        if number < 2:
            await press(fake, message, "Siguiente")

    bank = cog.service.quiz._bank()
    choose, seen = bank.fresh_seed, []

    def spy(topic, level, count, recent, rng, *args, **kwargs):
        recent = list(recent)
        seen.append(recent)
        return choose(topic, level, count, recent, rng, *args, **kwargs)

    monkeypatch.setattr(bank, "fresh_seed", spy)
    message = await start(fake, preguntas=3, tema="reglas", nivel="intermedio")
    assert len(seen) == 1 and set(answered) <= set(seen[0])  # the seed avoided them
    # ...and the round still comes back from the seed it shows after a restart
    assert state_of(message).nonce == question_of(cog, message).seed


async def test_borrar_mis_datos_asks_then_deletes(cog, fake):
    message = await start(fake, preguntas=1)
    await press(fake, message, wrong(cog, message))
    assert (await stats(cog)).answered == 1

    asked = await fake.command("quiz", {}, sub="borrar-mis-datos")
    confirm = asked.private()[0]
    assert asked.response_types == [4] and "No se puede deshacer" in confirm.text
    assert (await stats(cog)).answered == 1  # nothing deleted before confirming

    assert refused(await press(fake, confirm, "Sí, borrar mis datos", user=OTHER)) == (
        NOT_YOURS_TO_DELETE
    )
    await press(fake, confirm, "Sí, borrar mis datos")
    # One answer: its row, the player's totals, the topic totals and the review box.
    assert "borré 4 registros" in confirm.text and confirm.labels() == []
    after = await stats(cog)
    assert after.answered == 0 and after.by_topic == ()
    await fake.clock.advance(61)  # already settled: the expiry changes nothing
    assert "borré 4 registros" in confirm.text


async def test_borrar_mis_datos_cancel_and_timeout_keep_the_data(cog, fake):
    message = await start(fake, preguntas=1)
    await press(fake, message, right(cog, message))

    confirm = (await fake.command("quiz", {}, sub="borrar-mis-datos")).private()[0]
    await press(fake, confirm, "Cancelar")
    assert confirm.text == "No se ha borrado nada." and confirm.labels() == []

    confirm = (await fake.command("quiz", {}, sub="borrar-mis-datos")).private()[0]
    await fake.clock.advance(61)
    assert confirm.text == NOT_CONFIRMED and confirm.labels() == []
    assert (await stats(cog)).answered == 1


async def test_an_expired_confirmation_deletes_nothing_after_a_restart(
    cog, fake, settings, service
):
    message = await start(fake, preguntas=1)
    await press(fake, message, right(cog, message))
    confirm = (await fake.command("quiz", {}, sub="borrar-mis-datos")).private()[0]
    await restart(fake, settings, service)  # its expiry timer is gone with the process
    await fake.clock.advance(61)
    await press(fake, confirm, "Sí, borrar mis datos")
    assert confirm.text == NOT_CONFIRMED
    assert (await stats(cog)).answered == 1


async def test_nueva_through_the_tree(fake):
    options = {"tema": "escenarios", "nivel": "intermedio", "preguntas": 2, "grupo": True}
    message = await start(fake, **options)
    assert message.embeds[0]["title"].startswith("Pregunta 1 de 2 · escenarios · intermedio")
    # a letter a button, or one menu for a select-all question (the round's seed is random)
    letters = (["A", "B", "C"], ["A", "B", "C", "D"], [MENU_PLACEHOLDER])
    assert message.labels() in letters
    assert not message.ephemeral


async def test_errors_after_the_public_defer_of_nueva_and_ranking_stay_private(
    bot, fake, monkeypatch
):
    """Finding 5: a slow question bank or ranking answers privately, the channel sees nothing."""
    from bot.services import ServiceError

    async def slow(*_args, **_kwargs):
        raise ServiceError("Tardó demasiado.")

    monkeypatch.setattr(bot.service.quiz, "start_async", slow)
    monkeypatch.setattr(bot.service.quiz, "ranking", slow)
    for sub in ("nueva", "ranking"):
        sent = await fake.command("quiz", {}, sub=sub)
        assert sent.response_types == [5] and sent.public() == []
        assert sent.private_texts() == ["Tardó demasiado."]
    assert fake.channel() == []


# -- setup and translations -----------------------------------------------------------------------
async def test_the_cog_loads_with_the_question_bank_ready(settings, library, data_dir):
    from bot.services import JuezService

    service = JuezService(data_dir)
    service._library.replace(library)
    bot = JuezBot(settings, service)
    await bot.prepare()
    try:
        assert "cogs.quiz" in bot.loaded_extensions
        assert service._bank.loaded  # built at start-up, not on the first question
        assert bot.get_cog("Quiz").service.database is bot.db
    finally:
        await service.close_database()


async def test_english_localizations(bot):
    command = bot.tree.get_command("quiz")
    payload = await command.get_translated_payload(bot.tree, bot.tree.translator)
    assert payload["name_localizations"]["en-US"] == "quiz"
    assert payload["description_localizations"]["en-GB"].startswith("Judge study questions")
    subcommands = {o["name"]: o for o in payload["options"]}
    names = {name: o["name_localizations"]["en-US"] for name, o in subcommands.items()}
    assert names == {
        "nueva": "new",
        "ranking": "ranking",
        "estadisticas": "stats",
        "repaso": "review",
        "borrar-mis-datos": "delete-my-data",
    }
    for sub in subcommands.values():
        assert sub["description_localizations"]["en-US"]
        for option in sub.get("options", []):
            assert option["name_localizations"]["en-US"], option["name"]
            assert option["description_localizations"]["en-US"], option["name"]
            for choice in option.get("choices", []):
                assert choice["name_localizations"]["en-US"], choice["name"]
    options = {o["name"]: o for o in subcommands["nueva"]["options"]}
    assert [options[n]["name_localizations"]["en-US"] for n in options] == [
        "topic",
        "level",
        "questions",
        "group",
    ]
    topics = {c["value"]: c["name_localizations"]["en-US"] for c in options["tema"]["choices"]}
    assert topics["todos"] == "All" and topics["escenarios"] == "Scenarios"
    assert options["preguntas"]["min_value"] == 1
    assert options["preguntas"]["max_value"] == MAX_QUESTIONS
