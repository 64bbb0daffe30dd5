"""Answers drawn for a terminal (bot.terminal), colour forced on and off, on the real corpus."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from bot.quiz import Topic
from bot.services import JuezService
from bot.storage.records import PlayerStats
from bot.terminal import render
from bot.terminal.output import show, styled
from bot.text.changes import render_changes
from bot.text.render import render_result
from index.library import Library
from index.lookups.answers import LookupResult
from index.search.snippets import snippet

SGR = re.compile(r"\x1b\[[0-9;]*m")


class Screen(io.StringIO):
    """A stream that says it is a terminal."""

    def isatty(self) -> bool:
        return True


@pytest.fixture
def service(library: Library, data_dir: Path) -> JuezService:
    return JuezService(data_dir, library=library)


def _drawn(answer: object, text: str = "") -> str:
    """What rich writes for ``answer`` with colour forced on, 100 columns wide."""
    out = io.StringIO()
    con = render.console(out, force_terminal=True, color_system="standard", width=100)
    con.print(render.renderable(answer, text, con))
    return out.getvalue()


def test_a_rule_in_colour_keeps_every_word_of_the_plain_text(service: JuezService) -> None:
    result = service.lookups.rule("704.5j")
    drawn = _drawn(result)
    assert "\x1b[" in drawn
    # Colour adds emphasis only: without its escape codes, the same words in the same order.
    assert SGR.sub("", drawn).split() == render_result(result).split()
    assert re.search(r"\x1b\[1;36mRegla \x1b\[0m\x1b\[1;36m704\.5j", drawn)  # the heading
    assert re.search(r"\x1b\[2mFuente: ", drawn)  # the source line dimmed


def test_search_snippets_are_highlighted_without_markup(service: JuezService) -> None:
    # Real rules with snippets cut by the search's own function; the ranking is not under test.
    hits = []
    for number in ("704.5j", "704.5k"):
        hit = service.lookups.rule(number).results[0]
        marked = snippet(hit.text or "", {"legendary", "permanents"}, lambda w: (w,))
        hits.append(hit.model_copy(update={"snippet": marked, "role": "match"}))
    result = LookupResult(query="legendary permanents", results=hits, search=True)
    plain = render_result(result)
    drawn = _drawn(result)
    assert "**" not in plain and "legendary" in plain  # the pipe gets plain words...
    assert "**" not in drawn  # ...the terminal shows them in colour
    assert re.search(r"\x1b\[1;33mlegendary\x1b\[0m", drawn)
    assert SGR.sub("", drawn).split() == plain.split()


def test_changes_colour_removed_and_added_words(service: JuezService) -> None:
    report = service.lookups.changes("110.4")
    drawn = _drawn(report)
    assert "[-five-]" in render_changes(report)
    assert "[-" not in drawn and "{+" not in drawn
    assert re.search(r"\x1b\[9;31mfive\x1b\[0m", drawn)  # removed: red, struck through
    assert re.search(r"\x1b\[1;32msix\x1b\[0m", drawn)  # added: bold green


def test_quiz_statistics_are_a_table() -> None:
    stats = PlayerStats.model_validate(
        {"guild_id": 0, "user_id": 1, "answered": 5, "correct": 3, "streak": 1, "best_streak": 2,
         "by_topic": [{"topic": "reglas", "answered": 5, "correct": 3}]}
    )  # fmt: skip
    drawn = SGR.sub("", _drawn(stats))
    assert "Tema" in drawn and "Aciertos" in drawn
    assert re.search(re.escape(Topic.label_of("reglas")) + r"\s+3/5\s+60", drawn)


def test_plain_text_when_piped_or_no_color(
    service: JuezService, monkeypatch: pytest.MonkeyPatch
) -> None:
    result = service.lookups.rule("704.5j")
    text = render_result(result)
    piped = io.StringIO()
    show(result, text, stream=piped, end="\n\n")
    assert piped.getvalue() == text + "\n\n"  # exactly the print it replaced

    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("TERM", "xterm-256color")
    coloured = Screen()
    show(result, text, stream=coloured)
    assert "\x1b[" in coloured.getvalue()

    monkeypatch.setenv("NO_COLOR", "1")
    uncoloured = Screen()
    assert not styled(uncoloured)
    show(result, text, stream=uncoloured, end="\n\n")
    assert uncoloured.getvalue() == text + "\n\n"
