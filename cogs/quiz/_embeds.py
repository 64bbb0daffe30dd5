"""Quiz questions, solutions, scores, stats and the ranking as Discord embeds.

Pure functions over the quiz models, like cogs/_ui/answers.py for lookups: the same content as
the terminal's bot/text/quiz_render.py, with Discord markdown and mentions. Question and option
texts are escaped because the blanks of the questions ("____") are markdown.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

import discord

from bot.quiz import Citation, Feedback, Mode, QuizSession, Topic, source_labels
from bot.quiz.difficulty import SCORE_MEANING, decimal, player_line
from bot.quiz.models import LETTERS
from bot.storage.records import PlayerStats, RankingEntry
from bot.text.quiz_render import render_score
from cogs._ui.embeds import DESCRIPTION_MAX, FIELD_VALUE_MAX, FOOTER_MAX, TITLE_MAX, plain
from cogs._ui.text_split import clip

QUESTION_COLOUR = discord.Colour.blurple()
RIGHT = discord.Colour.green()
WRONG = discord.Colour.red()
NO_ANSWER = discord.Colour.light_grey()
SUMMARY = discord.Colour.gold()

SELECT_ALL_DISCORD = (
    "Marca en el menú todas las que valgan y ciérralo para comprobar: solo cuenta si marcas"
    " todas y ninguna más."
)
ClassNames = Mapping[str, str]  # class-section id -> "Clase 2 – Permanentes · Cambios de zona"
SCOREBOARD = "Marcador"  # a group round's running scores (the store keeps them: rounds.py)


def fit(text: str, limit: int) -> str:
    """Cut at ``limit`` keeping line breaks (clip() flattens them; explanations need them)."""
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def percent(correct: int, answered: int) -> str:
    return f"{round(100 * correct / answered) if answered else 0} %"


def mode_line(session: QuizSession) -> str:
    if session.mode is Mode.GROUP:
        return "Ronda en grupo: responde cualquiera, un intento por persona; gana quien acierte"
    return "Ronda individual: solo responde quien la empezó"


# -- a question -------------------------------------------------------------------------------
def question_embed(
    session: QuizSession, *, deadline: float | None = None, review: bool = False
) -> discord.Embed:
    """The current question with its lettered options; ``deadline`` is a Unix time."""
    question = session.current
    assert question is not None  # the views never show a finished session
    options = [f"**{LETTERS[i]})** {plain(o)}" for i, o in enumerate(question.options)]
    body = f"{plain(question.prompt)}\n\n" + "\n".join(options)
    if question.select_all:
        body += f"\n\n{SELECT_ALL_DISCORD}"
    if deadline is not None:
        # Discord counts down a relative timestamp on every client: no edits needed for it.
        body += f"\n\nSe cierra <t:{int(deadline)}:R>."
    title = question.heading(session.number, len(session.questions))
    embed = discord.Embed(
        title=clip(("Repaso · " if review else "") + title, TITLE_MAX),
        description=fit(body, DESCRIPTION_MAX),
        colour=QUESTION_COLOUR,
    )
    add_scoreboard(embed, session)
    measured = f"{question.estimate.line()}\n" if question.estimate is not None else ""
    embed.set_footer(text=clip(f"{measured}{mode_line(session)} · {question.id}", FOOTER_MAX))
    return embed


def scoreboard(session: QuizSession) -> str | None:
    """A group's scores so far, one "<@user> · right answers" per player; None in solo."""
    if session.mode is not Mode.GROUP or not session.scores:
        return None
    return "\n".join(f"<@{user}> · {right}" for user, right in session.ranking())


def add_scoreboard(embed: discord.Embed, session: QuizSession) -> None:
    board = scoreboard(session)
    if board:
        # Long boards lose their last lines, never a cut mention.
        kept = board[:FIELD_VALUE_MAX].rsplit("\n", 1)[0] if len(board) > FIELD_VALUE_MAX else board
        embed.add_field(name=SCOREBOARD, value=kept, inline=False)


# -- the solution -----------------------------------------------------------------------------
def sources_text(citations: Iterable[Citation], class_names: ClassNames | None = None) -> str:
    """One line per source kind and edition, grouped as the terminal's citations_line."""
    return "\n".join(f"• {label}" for label in source_labels(citations, class_names))


def outcome_line(feedback: Feedback, session: QuizSession, message: str | None) -> str:
    if feedback.winner is not None:
        if session.mode is Mode.GROUP:
            return f"✅ ¡Correcto! <@{feedback.winner}> acierta la pregunta."
        return "✅ ¡Correcto!"
    if feedback.timed_out:
        if session.mode is Mode.GROUP:
            return "⏱ Se acabó el tiempo: nadie acertó."
        return "⏱ Se acabó el tiempo: sin respuesta."
    return f"❌ {message or 'Incorrecto.'}"


def answer_text(feedback: Feedback) -> str:
    """'**Respuesta correcta: B)** …', or each true option of a select-all on its own line."""
    title, pairs = feedback.keyed()
    if not feedback.select_all:
        return f"**{title}: {pairs[0][0]})** {plain(pairs[0][1])}"
    return f"**{title}:**\n" + "\n".join(f"**{ltr})** {plain(text)}" for ltr, text in pairs)


def feedback_embed(
    feedback: Feedback,
    session: QuizSession,
    *,
    message: str | None = None,
    class_names: ClassNames | None = None,
) -> discord.Embed:
    """The explanation of a closed question: who got it, the answer, why, and the sources."""
    question = session.current
    total = len(session.questions)
    title = f"Solución · pregunta {session.number} de {total}"
    if question is not None:
        title = f"Solución · {question.heading(session.number, total)}"
    colour = RIGHT if feedback.winner is not None else NO_ANSWER if feedback.timed_out else WRONG
    body = "\n\n".join(
        [
            outcome_line(feedback, session, message),
            answer_text(feedback),
            plain(feedback.explanation),
        ]
    )
    embed = discord.Embed(
        title=clip(title, TITLE_MAX), description=fit(body, DESCRIPTION_MAX), colour=colour
    )
    embed.add_field(
        name="Fuentes",
        value=fit(sources_text(feedback.citations, class_names), FIELD_VALUE_MAX),
        inline=False,
    )
    add_scoreboard(embed, session)
    embed.set_footer(text=clip(feedback.question_id, FOOTER_MAX))
    return embed


# -- the end of a round -----------------------------------------------------------------------
def score_embed(
    session: QuizSession, *, unanswered: int = 0, stopped: bool = False, missed: bool = False
) -> discord.Embed:
    """The score of a round; ``stopped`` when it ended because nobody pressed Siguiente;
    ``missed`` when a question was missed before the round was resumed after a restart."""
    total = len(session.questions)
    played = min(session.position + 1, total)  # the session stays on its last question
    title = "Ronda sin terminar" if stopped else "Fin de la ronda"
    if session.mode is Mode.GROUP:
        lines = [
            f"**{i}.** <@{user}> · {right} {'acierto' if right == 1 else 'aciertos'}"
            for i, (user, right) in enumerate(session.ranking(), 1)
        ]
        body = "\n".join(lines) or "Nadie respondió."
        body += f"\n\nPreguntas: {played} de {total}." if stopped else f"\n\nPreguntas: {total}."
        if unanswered:
            body += f" Sin acertar por nadie: {unanswered}."
    else:
        body = render_score(session.score(), played, unanswered)
        if missed or any(not a.correct for a in session.attempts):  # unanswered: not stored
            body += "\nLas que fallaste volverán en /quiz repaso."
    if stopped:
        body = "Nadie pasó a la siguiente pregunta a tiempo.\n\n" + body
    embed = discord.Embed(title=title, description=fit(body, DESCRIPTION_MAX), colour=SUMMARY)
    embed.set_footer(text=mode_line(session))
    return embed


# -- stats and ranking ------------------------------------------------------------------------
def where(guild_id: int | None) -> str:
    return "en este servidor" if guild_id else "en mensajes directos"


def stats_embed(stats: PlayerStats, *, in_guild: bool) -> discord.Embed:
    place = where(stats.guild_id if in_guild else None)
    embed = discord.Embed(title="Tus estadísticas del quiz", colour=SUMMARY)
    if not stats.answered:
        embed.description = (
            f"Aún no has respondido ninguna pregunta {place}. Empieza con /quiz nueva."
        )
        return embed
    embed.description = (
        f"Acumulado: {stats.correct} de {stats.answered} aciertos "
        f"({percent(stats.correct, stats.answered)}) {place}."
    )
    embed.add_field(name="Racha actual", value=str(stats.streak))
    embed.add_field(name="Mejor racha", value=str(stats.best_streak))
    embed.add_field(
        name="Puntos y dificultad",
        value=player_line(stats.points, stats.mean_difficulty, stats.measured),
        inline=False,
    )
    topics = [
        f"{Topic.label_of(t.topic)}: {t.correct}/{t.answered} ({percent(t.correct, t.answered)})"
        for t in stats.by_topic
    ]
    if topics:
        embed.add_field(
            name="Por tema", value=fit("\n".join(topics), FIELD_VALUE_MAX), inline=False
        )
    return embed


def ranking_embed(entries: Sequence[RankingEntry]) -> discord.Embed:
    embed = discord.Embed(title="Ranking del quiz en este servidor", colour=SUMMARY)
    if not entries:
        embed.description = "Nadie ha respondido aún en este servidor. Empieza con /quiz nueva."
        return embed
    lines = [
        f"**{e.position}.** <@{e.user_id}> · {decimal(e.points)} puntos · {e.correct} de"
        f" {e.answered} ({percent(e.correct, e.answered)}) · mejor racha {e.best_streak}"
        for e in entries
    ]
    embed.description = fit("\n".join(lines), DESCRIPTION_MAX)
    embed.set_footer(
        text=clip(
            "Ordenado por puntos; a igualdad, por aciertos, porcentaje y mejor racha. "
            + SCORE_MEANING,
            FOOTER_MAX,
        )
    )
    return embed
