"""/quiz offline: rounds with answer buttons, timers, Siguiente, ranking, stats, review, erasure."""

import asyncio
import sqlite3

import discord
import pytest
from discord_helpers import (
    GUILD_ID,
    Dispatcher,
    command_payload,
    embed_text,
    followup_embeds,
    mock_interaction,
)

from bot.quiz import MAX_QUESTIONS, Mode, QuestionBank
from bot.quiz.models import LETTERS
from bot.services.errors import ANSWER_NOT_SAVED
from bot.storage.quiz_repo import QuizRepo
from cogs.quiz._cog import NO_RANKING_HERE, NOTHING_DUE
from cogs.quiz._views import (
    NOT_YOUR_ROUND,
    NOT_YOURS_TO_DELETE,
    QUESTION_CLOSED,
    NextView,
    QuestionView,
)

OWNER = 1
OTHER = 2


@pytest.fixture(scope="session")
def quiz_bank(corpus) -> QuestionBank:
    return QuestionBank(corpus)


@pytest.fixture
def service(service, quiz_bank):
    service._bank.replace(quiz_bank)  # built once for the module, not in every bot's setup
    return service


@pytest.fixture
def cog(bot):
    return bot.get_cog("Quiz")


# -- helpers ----------------------------------------------------------------------------------
async def start(cog, *, user=OWNER, guild=GUILD_ID, **options):
    inter = mock_interaction(user_id=user, guild_id=guild, client=cog.bot)
    await cog.nueva.callback(cog, inter, **options)
    view = inter.followup.send.await_args.kwargs["view"]
    assert isinstance(view, QuestionView)
    return inter, view


def button(view, label):
    return next(b for b in view.children if b.label == label)


def right_letter(view):
    return view.round.session.current.correct_letter


def wrong_letter(view):
    question = view.round.session.current
    return LETTERS[(question.correct + 1) % len(question.options)]


async def press(cog, view, label, *, user=OWNER, guild=GUILD_ID):
    inter = mock_interaction(user_id=user, guild_id=guild, client=cog.bot)
    await button(view, label).callback(inter)
    return inter


def edited(inter):
    """The embeds and view a click put on the round's message."""
    kwargs = inter.response.edit_message.await_args.kwargs
    return kwargs["embeds"], kwargs["view"]


def text_of(embeds):
    return "\n".join(embed_text(e) for e in embeds)


def refused(inter) -> str:
    inter.response.edit_message.assert_not_awaited()
    [call] = inter.response.send_message.await_args_list
    assert call.kwargs == {"ephemeral": True}
    return call.args[0]


async def stats(cog, user=OWNER, guild=GUILD_ID):
    return await cog.service.quiz.stats(guild, user)


# -- a round ----------------------------------------------------------------------------------
async def test_nueva_sends_a_question_with_a_button_per_option(cog):
    inter, view = await start(cog, tema="palabrasclave", nivel="basico")
    inter.response.defer.assert_awaited_once_with(thinking=True)
    question = view.round.session.current
    [embed] = followup_embeds(inter)
    assert embed.title.startswith("Pregunta 1 de 5 · palabras clave · básico")
    assert "**A)**" in embed.description and "Se cierra <t:" in embed.description
    assert question.id in embed.footer.text
    labels = [b.label for b in view.children]
    assert labels == list(LETTERS[: len(question.options)]) and 3 <= len(labels) <= 4
    assert inter.followup.send.await_args.kwargs["ephemeral"] is False
    assert view.round.edit is inter.followup.send.return_value.edit


async def test_the_right_button_records_a_hit_and_shows_the_solution(cog):
    _, view = await start(cog)
    question = view.round.session.current
    inter = await press(cog, view, right_letter(view))
    embeds, next_view = edited(inter)
    text = text_of(embeds)
    assert "¡Correcto!" in text
    assert f"Respuesta correcta: {question.correct_letter})" in text
    assert discord.utils.escape_markdown(question.explanation)[:60] in text
    sources = embeds[0].fields[0]
    assert sources.name == "Fuentes"
    assert all(c.id in sources.value or c.kind.value == "class" for c in question.citations)
    assert question.citations[0].edition in sources.value
    assert isinstance(next_view, NextView) and button(next_view, "Siguiente")
    assert view.is_finished()
    result = await stats(cog)
    assert (result.answered, result.correct, result.streak) == (1, 1, 1)
    assert [t.topic for t in result.by_topic] == [question.topic.value]


async def test_a_wrong_button_records_a_miss(cog):
    _, view = await start(cog)
    letter = wrong_letter(view)
    inter = await press(cog, view, letter)
    embeds, _ = edited(inter)
    assert f"Incorrecto: elegiste {letter}" in text_of(embeds)
    assert embeds[0].colour == discord.Colour.red()
    result = await stats(cog)
    assert (result.answered, result.correct, result.streak) == (1, 0, 0)


async def test_class_citations_name_the_class_and_section(cog):
    _, view = await start(cog, tema="clase")
    inter = await press(cog, view, right_letter(view))
    sources = edited(inter)[0][0].fields[0].value
    assert "clase Clase " in sources and " · " in sources and "[es-" in sources


async def test_someone_else_cannot_answer_an_individual_round(cog):
    _, view = await start(cog)
    inter = await press(cog, view, right_letter(view), user=OTHER)
    assert "individual" in refused(inter)
    assert (await stats(cog, OTHER)).answered == 0
    assert (await stats(cog, OWNER)).answered == 0
    assert not view.round.session.closed  # the owner can still answer
    inter = await press(cog, view, right_letter(view))
    inter.response.edit_message.assert_awaited_once()


async def test_group_mode_first_right_answer_wins(cog):
    _, view = await start(cog, grupo=True, preguntas=2)
    assert view.round.session.mode is Mode.GROUP
    assert "Ronda en grupo" in view.embed.footer.text
    right, wrong = right_letter(view), wrong_letter(view)

    miss = await press(cog, view, wrong, user=2)
    assert "Incorrecto" in refused(miss) and "un intento" in refused(miss)
    again = await press(cog, view, right, user=2)
    assert "Ya respondiste" in refused(again)

    winner = await press(cog, view, right, user=3)
    embeds, _ = edited(winner)
    assert "<@3> acierta la pregunta" in text_of(embeds)
    late = await press(cog, view, right, user=4)
    assert "Demasiado tarde" in refused(late)

    assert (await stats(cog, 2)).answered == 1 and (await stats(cog, 2)).correct == 0
    assert (await stats(cog, 3)).correct == 1
    assert (await stats(cog, 4)).answered == 0


async def test_group_mode_two_right_answers_at_once_one_winner(cog):
    _, view = await start(cog, grupo=True)
    right = right_letter(view)
    inters = [mock_interaction(user_id=u, client=cog.bot) for u in (5, 6)]
    await asyncio.gather(*(button(view, right).callback(i) for i in inters))
    assert sum(i.response.edit_message.await_count for i in inters) == 1
    assert sum(i.response.send_message.await_count for i in inters) == 1
    assert sum([(await stats(cog, u)).correct for u in (5, 6)]) == 1


async def test_timeout_reveals_the_answer(cog):
    inter, view = await start(cog, preguntas=2)
    question = view.round.session.current
    await view.on_timeout()
    message = inter.followup.send.return_value
    kwargs = message.edit.await_args.kwargs
    text = text_of(kwargs["embeds"])
    assert "Se acabó el tiempo" in text
    assert f"Respuesta correcta: {question.correct_letter})" in text
    assert isinstance(kwargs["view"], NextView)
    # A click that arrives after the timer is refused and not stored.
    late = await press(cog, view, right_letter(view))
    assert "cerrada" in refused(late)
    assert (await stats(cog)).answered == 0


async def test_a_timer_after_an_answer_changes_nothing(cog):
    inter, view = await start(cog)
    await press(cog, view, right_letter(view))
    await view.on_timeout()
    inter.followup.send.return_value.edit.assert_not_awaited()


async def test_the_deadline_shown_is_kept_when_players_click(cog):
    _, view = await start(cog, grupo=True)
    view.deadline -= 50  # as if 50 of the 60 seconds had passed
    await view.interaction_check(mock_interaction(user_id=2))
    assert view.timeout <= 10.5


async def test_siguiente_advances_and_the_last_question_shows_the_score(cog):
    _, view = await start(cog, preguntas=2)
    first = view.round.session.current
    inter = await press(cog, view, right_letter(view))
    _, next_view = edited(inter)

    stranger = await press(cog, next_view, "Siguiente", user=OTHER)
    assert refused(stranger) == NOT_YOUR_ROUND

    inter = await press(cog, next_view, "Siguiente")
    [embed], second_view = edited(inter)
    assert isinstance(second_view, QuestionView)
    assert embed.title.startswith("Pregunta 2 de 2")
    assert second_view.round.session.current.id != first.id
    assert second_view.round.edit == inter.edit_original_response

    # A second click on the old Siguiente (it arrived late) does not skip a question.
    late = await press(cog, next_view, "Siguiente")
    late.response.defer.assert_awaited_once()
    assert second_view.round.session.position == 1
    # Nor does a late answer to the first question land on the second one.
    stale = await press(cog, view, right_letter(second_view))
    assert refused(stale) == QUESTION_CLOSED
    assert not second_view.round.session.closed

    inter = await press(cog, second_view, wrong_letter(second_view))
    embeds, final_view = edited(inter)
    assert final_view is None
    assert embeds[-1].title == "Fin de la ronda"
    assert "Puntuación: 1 de 2 (50 %)" in embeds[-1].description
    assert "/quiz repaso" in embeds[-1].description


async def test_group_score_lists_the_players(cog):
    _, view = await start(cog, grupo=True, preguntas=1)
    await press(cog, view, wrong_letter(view), user=8)
    inter = await press(cog, view, right_letter(view), user=7)
    embeds, view_after = edited(inter)
    assert view_after is None
    score = embeds[-1].description
    assert score.index("<@7> · 1 acierto") < score.index("<@8> · 0 aciertos")


async def test_a_round_nobody_continues_ends_with_the_score_so_far(cog):
    inter, view = await start(cog, preguntas=3)
    await view.on_timeout()
    next_view = inter.followup.send.return_value.edit.await_args.kwargs["view"]
    await next_view.on_timeout()
    kwargs = inter.followup.send.return_value.edit.await_args.kwargs
    assert kwargs["view"] is None
    assert kwargs["embeds"][-1].title == "Ronda sin terminar"
    assert "Puntuación: 0 de 1 (0 %). Omitidas: 1." in kwargs["embeds"][-1].description


async def test_bad_options_are_refused_before_deferring(cog):
    from bot.services import UserError

    inter = mock_interaction(client=cog.bot)
    with pytest.raises(UserError, match=f"entre 1 y {MAX_QUESTIONS}"):
        await cog.nueva.callback(cog, inter, preguntas=MAX_QUESTIONS + 1)
    with pytest.raises(UserError, match="Tema desconocido"):
        await cog.nueva.callback(cog, inter, tema="cartas")
    with pytest.raises(UserError, match="Nivel desconocido"):
        await cog.nueva.callback(cog, inter, nivel="experto")
    with pytest.raises(UserError, match=f"entre 1 y {MAX_QUESTIONS}"):
        await cog.repaso.callback(cog, inter, preguntas=0)
    inter.response.defer.assert_not_awaited()


@pytest.fixture
def failing_writes(monkeypatch):
    async def fail(self, **_):
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(QuizRepo, "record_answer", fail)


async def test_a_failed_write_still_shows_the_solution_and_siguiente(cog, failing_writes):
    inter, view = await start(cog, preguntas=2)
    question = view.round.session.current
    click = await press(cog, view, right_letter(view))
    embeds, next_view = edited(click)
    assert "¡Correcto!" in text_of(embeds)
    assert f"Respuesta correcta: {question.correct_letter})" in text_of(embeds)
    assert isinstance(next_view, NextView)
    click.followup.send.assert_awaited_once_with(ANSWER_NOT_SAVED, ephemeral=True)
    await view.on_timeout()  # the timer finds the question answered: nothing to redo
    inter.followup.send.return_value.edit.assert_not_awaited()
    assert (await stats(cog)).answered == 0


async def test_a_failed_write_of_a_group_miss_is_said_privately(cog, failing_writes):
    _, view = await start(cog, grupo=True)
    miss = await press(cog, view, wrong_letter(view), user=2)
    reply = refused(miss)
    assert "Incorrecto" in reply and reply.endswith(ANSWER_NOT_SAVED)
    winner = await press(cog, view, right_letter(view), user=3)
    assert "<@3> acierta la pregunta" in text_of(edited(winner)[0])


# -- ranking, stats, review, erasure ---------------------------------------------------------
async def test_ranking_orders_the_server_players(cog):
    _, view = await start(cog, grupo=True, preguntas=1)
    await press(cog, view, wrong_letter(view), user=12)
    await press(cog, view, right_letter(view), user=11)
    inter = mock_interaction(client=cog.bot)
    await cog.ranking.callback(cog, inter)
    inter.response.defer.assert_awaited_once_with(thinking=True)
    [embed] = followup_embeds(inter)
    lines = embed.description.splitlines()
    assert lines[0].startswith("**1.** <@11> · 1 de 1 (100 %)")
    assert lines[1].startswith("**2.** <@12> · 0 de 1 (0 %)")


async def test_ranking_of_an_empty_server_and_in_direct_messages(cog):
    inter = mock_interaction(client=cog.bot)
    await cog.ranking.callback(cog, inter)
    assert "Nadie ha respondido" in followup_embeds(inter)[0].description
    dm = mock_interaction(guild_id=None, client=cog.bot)
    await cog.ranking.callback(cog, dm)
    assert refused(dm) == NO_RANKING_HERE


async def test_estadisticas_by_topic_and_streaks(cog):
    inter = mock_interaction(client=cog.bot)
    await cog.estadisticas.callback(cog, inter)
    inter.response.defer.assert_awaited_once_with(ephemeral=True, thinking=True)
    assert "Aún no has respondido" in followup_embeds(inter)[0].description

    _, view = await start(cog, preguntas=3, tema="reglas")
    for letter in (right_letter, right_letter, wrong_letter):
        answered = await press(cog, view, letter(view))
        _, next_view = edited(answered)
        if next_view is not None:
            view = edited(await press(cog, next_view, "Siguiente"))[1]
    inter = mock_interaction(client=cog.bot)
    await cog.estadisticas.callback(cog, inter)
    [embed] = followup_embeds(inter)
    assert inter.followup.send.await_args.kwargs["ephemeral"] is True
    assert "2 de 3 aciertos (67 %) en este servidor" in embed.description
    fields = {f.name: f.value for f in embed.fields}
    assert fields["Racha actual"] == "0" and fields["Mejor racha"] == "2"
    assert fields["Por tema"] == "reglas: 2/3 (67 %)"


async def test_direct_messages_keep_their_own_stats(cog):
    _, view = await start(cog, guild=None)
    await press(cog, view, right_letter(view), guild=None)
    assert view.round.session.guild_id == 0
    assert (await stats(cog, guild=0)).correct == 1
    assert (await stats(cog)).answered == 0  # not mixed with the server's
    inter = mock_interaction(guild_id=None, client=cog.bot)
    await cog.estadisticas.callback(cog, inter)
    assert "en mensajes directos" in followup_embeds(inter)[0].description


async def test_repaso_brings_back_a_missed_question(cog):
    inter = mock_interaction(client=cog.bot)
    await cog.repaso.callback(cog, inter)
    inter.response.defer.assert_awaited_once_with(ephemeral=True, thinking=True)
    inter.followup.send.assert_awaited_once_with(NOTHING_DUE, ephemeral=True)

    _, view = await start(cog, preguntas=1)
    missed = view.round.session.current
    await press(cog, view, wrong_letter(view))

    inter = mock_interaction(client=cog.bot)
    await cog.repaso.callback(cog, inter)
    kwargs = inter.followup.send.await_args.kwargs
    assert kwargs["ephemeral"] is True
    review = kwargs["view"]
    assert [q.id for q in review.round.session.questions] == [missed.id]
    assert kwargs["embed"].title.startswith("Repaso · Pregunta 1 de 1")
    # Getting it right this time moves it to a later box: nothing is due any more.
    await press(cog, review, right_letter(review))
    inter = mock_interaction(client=cog.bot)
    await cog.repaso.callback(cog, inter)
    inter.followup.send.assert_awaited_once_with(NOTHING_DUE, ephemeral=True)


async def test_borrar_mis_datos_asks_then_deletes(cog):
    _, view = await start(cog, preguntas=1)
    await press(cog, view, wrong_letter(view))
    assert (await stats(cog)).answered == 1

    inter = mock_interaction(client=cog.bot)
    await cog.borrar_mis_datos.callback(cog, inter)
    call = inter.response.send_message.await_args
    assert "No se puede deshacer" in call.args[0] and call.kwargs["ephemeral"] is True
    confirm = call.kwargs["view"]
    assert (await stats(cog)).answered == 1  # nothing deleted before confirming

    stranger = await press(cog, confirm, "Sí, borrar mis datos", user=OTHER)
    assert refused(stranger) == NOT_YOURS_TO_DELETE

    click = await press(cog, confirm, "Sí, borrar mis datos")
    done = click.response.edit_message.await_args.kwargs
    # One answer: its row, the player's totals, the topic totals and the review box.
    assert done == {"content": done["content"], "view": None}
    assert "borré 4 registros" in done["content"]
    after = await stats(cog)
    assert after.answered == 0 and after.by_topic == ()
    await confirm.on_timeout()  # already settled: nothing to change
    inter.edit_original_response.assert_not_awaited()


async def test_borrar_mis_datos_cancel_and_timeout_keep_the_data(cog):
    _, view = await start(cog, preguntas=1)
    await press(cog, view, right_letter(view))

    inter = mock_interaction(client=cog.bot)
    await cog.borrar_mis_datos.callback(cog, inter)
    confirm = inter.response.send_message.await_args.kwargs["view"]
    click = await press(cog, confirm, "Cancelar")
    assert click.response.edit_message.await_args.kwargs["content"] == "No se ha borrado nada."

    inter = mock_interaction(client=cog.bot)
    await cog.borrar_mis_datos.callback(cog, inter)
    confirm = inter.response.send_message.await_args.kwargs["view"]
    await confirm.on_timeout()
    assert "no se ha borrado nada" in inter.edit_original_response.await_args.kwargs["content"]
    assert (await stats(cog)).answered == 1


# -- through the real command tree ------------------------------------------------------------
def quiz_payload(subcommand, options=None, **kwargs):
    payload = command_payload("quiz", options, **kwargs)
    data = payload["data"]
    data["options"] = [{"name": subcommand, "type": 1, "options": data["options"]}]
    return payload


async def test_nueva_through_the_tree(bot):
    dispatch = Dispatcher(bot)
    options = {"tema": "escenarios", "nivel": "intermedio", "preguntas": 2, "grupo": True}
    sent = await dispatch(quiz_payload("nueva", options))
    assert sent.response_types == [5]
    [message] = sent.followups
    [embed] = message["embeds"]
    assert embed["title"].startswith("Pregunta 1 de 2 · escenarios · intermedio")
    buttons = [c["label"] for row in message["components"] for c in row["components"]]
    assert buttons in (["A", "B", "C"], ["A", "B", "C", "D"])
    assert sent.ephemeral() == [False, False]


async def test_bad_count_through_the_tree_is_a_private_message(bot):
    sent = await Dispatcher(bot)(quiz_payload("nueva", {"preguntas": 50}))
    assert sent.response_types == [4] and sent.ephemeral() == [True]
    assert f"entre 1 y {MAX_QUESTIONS}" in sent.texts()[0]


async def test_ranking_through_the_tree_in_direct_messages(bot):
    sent = await Dispatcher(bot)(quiz_payload("ranking", guild_id=None))
    assert sent.texts() == [NO_RANKING_HERE] and sent.ephemeral() == [True]


async def test_estadisticas_through_the_tree(bot):
    sent = await Dispatcher(bot)(quiz_payload("estadisticas", locale="en-US"))
    assert sent.response_types == [5] and sent.ephemeral() == [True, True]
    assert any("Aún no has respondido" in t for t in sent.texts())


# -- setup and translations -------------------------------------------------------------------
async def test_the_cog_loads_with_the_question_bank_ready(settings, library, data_dir):
    from bot.client import JuezBot
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
