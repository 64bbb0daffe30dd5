"""Plain-text rendering of answers for the terminal (the console and the CLI).

The layout (what goes where) is bot.text.layout's, shared with the Discord embeds; this module
only adds what a terminal needs: the source under the title, and lines wrapped to its width.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from typing import TYPE_CHECKING

from bot.text.layout import PLAIN, answer_blocks, source_line
from bot.text.named_cards import question_card_blocks, ruling_lines
from index.lookups.answers import LookupResult

if TYPE_CHECKING:
    from bot.services.models import QuestionRuling, QuestionVerdict

WIDTH = 100


def _wrap(block: str) -> str:
    """Wrap each line of a block; continuation lines of a list item are indented."""
    out = []
    for line in block.split("\n"):
        if not line.strip():
            continue
        indent = "  " if line.startswith(("• ", "▸ ")) or line[:1].isdigit() else ""
        out.append(textwrap.fill(line, WIDTH, subsequent_indent=indent))
    return "\n".join(out)


def render_result(
    result: LookupResult,
    unknown: Sequence[str] = (),
    rulings: Sequence[QuestionRuling] = (),
    verdict: QuestionVerdict | None = None,
    engine_note: str | None = None,
) -> str:
    """A whole answer; search results with several hits are a numbered list of snippets. The
    rules engine's verdict leads when it read the situation whole (``engine_note`` otherwise:
    why it gave none); the cards the question names come next (``unknown``: names read as
    cards, found nowhere), then their rulings that answer it."""
    blocks = [*_engine_blocks(verdict, engine_note)]
    blocks += [*question_card_blocks(result, unknown), *ruling_lines(rulings)]
    cards = "\n\n".join(_wrap(b) for b in blocks)
    if not result.results:
        return "\n\n".join(p for p in (cards, result.message or "Sin resultados.") if p)
    search = result.as_list
    title, blocks = answer_blocks(result, search=search, style=PLAIN)
    top = [title]
    if not search:
        top.append(source_line(result.results[0]))
    rules = "\n\n".join(["\n".join(top), *(_wrap(b) for b in blocks)])
    return "\n\n".join(p for p in (cards, rules) if p)


def _engine_blocks(verdict: QuestionVerdict | None, note: str | None) -> list[str]:
    """The engine's verdict as one block (only a complete one), or the note saying why not."""
    if verdict is not None and verdict.complete:
        from bot.text.verdicts import verdict_lines  # the engine's words: loaded here only

        return ["\n".join(verdict_lines(verdict))]
    return [note] if note else []
