"""Answers in colour for a terminal, drawn with rich from the same layout as the plain text.

bot.text.layout and bot.text.changes already take a Style (how to emphasise) and DiffMarks (how
to mark added and removed words). Here both are private-use characters that no corpus text holds;
``emphasised`` turns them into rich styles, so the terminal shows exactly the blocks the plain text
shows, only emphasised: no second layout to keep in step, no parsing of rendered text.

Only bot.terminal.output imports this module, and only when stdout is a colour terminal.
"""

from __future__ import annotations

import re

from rich.console import Console, Group, RenderableType
from rich.table import Table
from rich.text import Text
from rich.theme import Theme

from bot.storage.records import PlayerStats
from bot.text.changes import DiffMarks, change_blocks
from bot.text.layout import Style, answer_blocks, source_line
from index.editions.changes import ChangeReport
from index.lookups.answers import LookupResult

WIDTH = 100  # as bot.text.render: long lines read badly even on a wide terminal

# One pair of private-use characters per kind of emphasis; "**" is the snippets' own mark.
_MARKS = {
    "\ue000": ("juez.strong", "\ue001"),
    "\ue002": ("juez.soft", "\ue003"),
    "\ue004": ("juez.removed", "\ue005"),
    "\ue006": ("juez.added", "\ue007"),
}
_ENDS = {end for _, end in _MARKS.values()}
_TOKEN = re.compile(r"([\ue000-\ue007]|\*\*)")
# A rule number inside running text: 704.5j, 103.1a; sections alone (103) are too ambiguous.
RULE_NUMBER = re.compile(r"(?<![\d.])\d{3}\.\d+[a-z]?(?![\d])")

TERMINAL_STYLE = Style(strong=lambda t: f"\ue000{t}\ue001", soft=lambda t: f"\ue002{t}\ue003")
TERMINAL_MARKS = DiffMarks(removed=("\ue004", "\ue005"), added=("\ue006", "\ue007"))

THEME = Theme(
    {
        "juez.title": "bold cyan",
        "juez.strong": "bold",
        "juez.soft": "dim",
        "juez.match": "bold yellow",
        "juez.rule": "cyan",
        "juez.removed": "red strike",
        "juez.added": "bold green",
    }
)


def console(file: object = None, **options: object) -> Console:
    """The rich Console every terminal answer is printed with (the theme, no guessing of
    numbers or URLs to colour: only what the layout marks)."""
    return Console(file=file, theme=THEME, highlight=False, **options)  # type: ignore[arg-type]


def emphasised(line: str) -> Text:
    """One line of laid-out text with its marks turned into styles, rule numbers coloured."""
    text = Text()
    stack: list[str] = []
    for part in _TOKEN.split(line):
        if part in _MARKS:
            stack.append(_MARKS[part][0])
        elif part in _ENDS:
            if stack:
                stack.pop()
        elif part == "**":  # a snippet's matched words: toggled on and off
            if stack and stack[-1] == "juez.match":
                stack.pop()
            else:
                stack.append("juez.match")
        elif part:
            text.append(part, style=" ".join(stack) or None)
    text.highlight_regex(RULE_NUMBER, "juez.rule")
    return text


def _block(block: str, width: int, con: Console) -> Text:
    """A block's lines wrapped to ``width``; list items (•, ▸, numbered) hang their indent,
    as bot.text.render does for plain text."""
    out = Text()
    for line in block.split("\n"):
        if not line.strip():
            continue
        text = emphasised(line)
        hang = text.plain.startswith(("• ", "▸ ")) or text.plain[:1].isdigit()
        wrapped = text.wrap(con, width - 2 if hang else width)
        for i, piece in enumerate(wrapped):
            if out:
                out.append("\n")
            if hang and i > 0:
                out.append("  ")
            piece.rstrip()  # the space a line was broken at
            out.append_text(piece)
    return out


def _page(title: str, top: list[str], blocks: list[str], con: Console) -> Group:
    width = min(con.width, WIDTH)
    head = emphasised(title)
    head.stylize("juez.title")
    parts: list[RenderableType] = [head]
    parts += [_block(line, width, con) for line in top]
    for block in blocks:
        if block.strip():
            parts += [Text(), _block(block, width, con)]
    return Group(*parts)


def lookup(result: LookupResult, con: Console) -> RenderableType:
    """A lookup answer: the same title and blocks as bot.text.render.render_result."""
    if not result.results:
        return Text(result.message or "Sin resultados.")
    search = result.as_list
    title, blocks = answer_blocks(result, search=search, style=TERMINAL_STYLE)
    top = [] if search else [TERMINAL_STYLE.soft(source_line(result.results[0]))]
    return _page(title, top, blocks, con)


def changes(report: ChangeReport, con: Console) -> RenderableType:
    """`/cambios`: removed words red and struck through, added words green."""
    title, blocks = change_blocks(report, style=TERMINAL_STYLE, marks=TERMINAL_MARKS)
    return _page(title, [], blocks, con)


def plain(text: str, con: Console) -> RenderableType:
    """Any other answer (a scenario, a card, a message): its text, rule numbers coloured."""
    width = min(con.width, WIDTH)
    return Group(*(_block(block, width, con) for block in text.split("\n")))


def stats(data: PlayerStats) -> RenderableType:
    """Quiz statistics: the running totals, then one row per topic."""
    from bot.quiz import Topic
    from bot.quiz.difficulty import player_line

    head = Text.assemble(
        ("Acumulado: ", "juez.strong"),
        f"{data.correct} de {data.answered} aciertos ({round(100 * data.accuracy)} %) · "
        f"racha actual {data.streak} · mejor racha {data.best_streak}.\n",
        player_line(data.points, data.mean_difficulty, data.measured) + ".",
    )
    if not data.by_topic:
        return head
    table = Table("Tema", "Aciertos", "%", box=None, header_style="juez.strong")
    table.columns[1].justify = table.columns[2].justify = "right"
    for topic in data.by_topic:
        table.add_row(
            Topic.label_of(topic.topic),
            f"{topic.correct}/{topic.answered}",
            f"{round(100 * topic.accuracy)}",
        )
    return Group(head, table)


def renderable(answer: object, text: str, con: Console) -> RenderableType:
    """The rich drawing of an answer model; its plain ``text`` for anything else."""
    if isinstance(answer, LookupResult):
        return lookup(answer, con)
    if isinstance(answer, ChangeReport):
        return changes(answer, con)
    if isinstance(answer, PlayerStats):
        return stats(answer)
    return plain(text, con)
