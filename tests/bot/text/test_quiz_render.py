"""The terminal's quiz text: the same labels and grouping as the Discord embeds."""

from __future__ import annotations

from bot.quiz import Citation, Level, QuestionBank, Topic
from bot.storage.records import PlayerStats, TopicStats
from bot.text.quiz_render import citations_line, render_question, render_stats
from cogs.quiz._embeds import sources_text
from index.models import Kind


def test_citations_line_and_the_embed_share_their_groups():
    citations = [
        Citation(kind=Kind.RULE, id="510.1c", edition="en-2026-01-16"),
        Citation(kind=Kind.RULE, id="704.5g", edition="en-2026-01-16"),
        Citation(kind=Kind.KEYWORD, id="Cascada", edition="es-2016-08-22"),
    ]
    line = citations_line(citations)
    assert line == (
        "Fuentes: reglas 510.1c, 704.5g [en-2026-01-16]; palabra clave Cascada [es-2016-08-22]"
    )
    assert sources_text(citations).split("\n") == [
        "• " + part for part in line.removeprefix("Fuentes: ").split("; ")
    ]


def test_stats_show_topic_labels():
    stats = PlayerStats(
        guild_id=0, user_id=1, answered=3, correct=2, streak=1, best_streak=2,
        by_topic=(
            TopicStats(topic="palabrasclave", answered=2, correct=1),
            TopicStats(topic="clase", answered=1, correct=1),
        ),
    )  # fmt: skip
    text = render_stats(stats)
    assert "  palabras clave: 1/2 (50 %)" in text
    assert "  clase de jueces: 1/1 (100 %)" in text


def test_question_header_names_topic_level_and_id(corpus):
    question = QuestionBank(corpus).round(Topic.ESCENARIOS, Level.INTERMEDIO, 3, 1)[0]
    first = render_question(question, 1, 4).splitlines()[0]
    assert first == f"Pregunta 1 de 4 · escenarios · intermedio  [{question.id}]"
