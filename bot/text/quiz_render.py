"""Plain-text rendering of quiz questions, feedback and scores for the terminal.

The Discord cog builds embeds from the same models (Question, Feedback, PlayerStats); this is
the text twin, like bot.text.render for lookups.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable

from bot.quiz import Citation, Feedback, Question, Topic, source_labels
from bot.quiz.difficulty import SCORE_MEANING, decimal, player_line
from bot.quiz.models import LETTERS
from bot.quiz.session import SELECT_ALL_HINT
from bot.storage.records import PlayerStats, RankingEntry

WIDTH = 100


def _wrap(text: str, indent: str = "", first: str | None = None) -> str:
    lines = []
    for i, paragraph in enumerate(p for p in text.split("\n")):
        if not paragraph.strip():
            lines.append("")
            continue
        lines.append(
            textwrap.fill(
                paragraph,
                WIDTH,
                initial_indent=first if (first is not None and i == 0) else indent,
                subsequent_indent=indent,
            )
        )
    return "\n".join(lines)


def citations_line(citations: Iterable[Citation]) -> str:
    """'Fuentes: reglas 510.1c, 704.5g [en-2026-01-16]; palabra clave Cascada [es-2016-08-22]'."""
    return "Fuentes: " + "; ".join(source_labels(citations))


def render_question(question: Question, number: int, total: int) -> str:
    header = f"{question.heading(number, total)}  [{question.id}]"
    if question.estimate is not None:
        header += "\n" + question.estimate.line()
    options = [
        _wrap(option, indent="     ", first=f"  {LETTERS[i]}) ")
        for i, option in enumerate(question.options)
    ]
    lines = [header, _wrap(question.prompt), "", *options]
    if question.select_all:
        lines += ["", select_all_line(len(question.options))]
    return "\n".join(lines)


def select_all_line(options: int) -> str:
    """What a select-all question asks of a player, with an example answer."""
    return (
        f"{SELECT_ALL_HINT} (una o varias de {', '.join(LETTERS[:options])}; por ejemplo"
        f" «{LETTERS[0]}{LETTERS[2]}»). Solo cuenta si marcas todas las que valen y ninguna más."
    )


def render_feedback(feedback: Feedback, message: str | None = None) -> str:
    lines = []
    if message:
        lines.append(message)
    if feedback.timed_out and not message:
        lines.append("Sin respuesta.")
    title, pairs = feedback.keyed()
    if not feedback.select_all:
        lines.append(_wrap(f"{title}: {pairs[0][0]}) {pairs[0][1]}"))
    else:
        lines.append(f"{title}:")
        lines += [_wrap(text, indent="     ", first=f"  {letter}) ") for letter, text in pairs]
    lines.append(_wrap(feedback.explanation))
    lines.append(_wrap(citations_line(feedback.citations)))
    return "\n".join(lines)


def render_score(right: int, total: int, skipped: int) -> str:
    percent = round(100 * right / total) if total else 0
    text = f"Puntuación: {right} de {total} ({percent} %)."
    if skipped:
        text += f" Omitidas: {skipped}."
    return text


def render_stats(stats: PlayerStats) -> str:
    lines = [
        f"Acumulado: {stats.correct} de {stats.answered} aciertos "
        f"({round(100 * stats.accuracy)} %) · racha actual {stats.streak} · "
        f"mejor racha {stats.best_streak}.",
        player_line(stats.points, stats.mean_difficulty, stats.measured) + ".",
    ]
    for topic in stats.by_topic:
        lines.append(
            f"  {Topic.label_of(topic.topic)}: {topic.correct}/{topic.answered}"
            f" ({round(100 * topic.accuracy)} %)"
        )
    return "\n".join(lines)


def render_ranking(entries: Iterable[RankingEntry], *, you: int | None = None) -> str:
    """One line a player: place, hits, accuracy, best streak; ``you`` marked."""
    lines = []
    for e in entries:
        who = "tú" if e.user_id == you else f"jugador {e.user_id}"
        lines.append(
            f"{e.position}. {who}: {decimal(e.points)} puntos · {e.correct}/{e.answered}"
            f" ({round(100 * e.accuracy)} %) · mejor racha {e.best_streak}"
        )
    if not lines:
        return "Nadie ha respondido aún."
    return "\n".join(["Ranking (por puntos):", *lines, _wrap(SCORE_MEANING)])
