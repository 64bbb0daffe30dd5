"""The console in a pseudo-terminal, as a judge sees it: a prompt, Tab completion, answers in
colour. Driven with pexpect; the screen is captured and asserted (issue 17)."""

from __future__ import annotations

import io
import os
import re
import shutil
import sys
from pathlib import Path

import pexpect
import pytest

from index.library import Library

ROOT = Path(__file__).resolve().parents[3]
ESC = "\x1b["
STYLED = r"\x1b\[[0-9;]*m"  # an SGR sequence: a colour or a weight switched on


def _spawn(data_dir: Path, home: Path) -> pexpect.spawn:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("JUEZ_", "DISCORD"))}
    env.pop("NO_COLOR", None)
    env |= {
        "TERM": "xterm-256color",
        "HOME": str(home),
        "JUEZ_DB_PATH": str(home / "juez.sqlite3"),
        "PROMPT_TOOLKIT_NO_CPR": "1",  # pexpect does not answer cursor-position requests
        "PAGER": "cat",
    }
    return pexpect.spawn(
        sys.executable,
        ["-m", "bot.terminal.cli", "--datos", str(data_dir), "consola"],
        cwd=str(ROOT),
        env=env,
        encoding="utf-8",
        dimensions=(100, 120),  # tall enough that no answer here needs the pager
        timeout=120,  # a bound against hanging, not a measure of speed
    )


@pytest.fixture
def screen(library: Library, data_dir: Path, tmp_path: Path) -> pexpect.spawn:
    assert library.ix is not None  # the session's index exists before the console opens it
    child = _spawn(data_dir, tmp_path)
    child.expect("Consola de Juez")
    yield child
    if child.isalive():
        child.terminate(force=True)


def test_the_console_answers_in_colour_with_completion(screen: pexpect.spawn) -> None:
    screen.logfile_read = io.StringIO()  # the whole screen, as the terminal received it
    screen.send("/regla 704.5j\r")
    screen.expect("Regla superior")
    rule = screen.logfile_read.getvalue()
    screen.logfile_read = io.StringIO()
    screen.send("/camb\t")  # Tab completes the command: "/cambios "
    screen.send("110.4\r")
    screen.expect("vigente: ")
    changes = screen.logfile_read.getvalue()
    screen.send("/salir\r")
    screen.expect(pexpect.EOF)
    screen.close()

    # /regla 704.5j: the rule's text, its number emphasised, the source line styled.
    assert ESC in rule and "If two or more legendary permanents" in rule
    assert re.search(STYLED + r"[^\x1b]*704\.5j", rule)
    assert re.search(STYLED + r"Fuente: ", rule)
    # /cambios 110.4, reached through Tab: the removed and the added words each in colour,
    # with no plain-text diff marks left.
    assert "Cambios en la regla" in changes and "110.4" in changes
    assert re.search(STYLED + r"five" + re.escape(ESC), changes)
    assert re.search(STYLED + r"six" + re.escape(ESC), changes)
    assert "[-five-]" not in changes and "{+six+}" not in changes
    assert screen.exitstatus == 0


@pytest.mark.skipif(shutil.which("less") is None, reason="no less on this machine")
def test_a_long_answer_opens_in_the_pager_with_its_colours(
    library: Library, data_dir: Path, tmp_path: Path
) -> None:
    assert library.ix is not None
    env = {k: v for k, v in os.environ.items() if k not in {"PAGER", "LESS", "NO_COLOR"}}
    env |= {"TERM": "xterm-256color", "HOME": str(tmp_path)}
    child = pexpect.spawn(
        sys.executable,
        ["-m", "bot.terminal.cli", "--datos", str(data_dir), "cambios", "--resumen"],
        cwd=str(ROOT), env=env, encoding="utf-8", dimensions=(20, 100), timeout=120,
    )  # fmt: skip
    child.expect(r"\n:")  # less waits at its prompt: the summary is longer than 20 lines
    first_screen = child.before
    child.send("q")
    child.expect(pexpect.EOF)
    child.close()
    assert "Cambios por sección" in first_screen
    assert re.search(STYLED + r"103" + re.escape(ESC), first_screen)  # colours reach the pager
    assert child.exitstatus == 0
