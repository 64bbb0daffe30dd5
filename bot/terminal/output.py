"""Where an answer goes: plain text to a pipe, colour (and a pager when long) to a terminal.

``show`` is what the CLI and the console call for every answer. Its plain path is the same
``print`` as before, byte for byte (tests/golden/plain_output.json); rich is imported only on
the styled path, so piped commands and `juez --help` never load it.
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from index.lookups.answers import LookupResult


def styled(stream: TextIO) -> bool:
    """Colour for a terminal only, unless NO_COLOR is set (https://no-color.org) or the
    terminal says it cannot (TERM=dumb)."""
    if os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb":
        return False
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


def show(answer: object, plain: str, *, stream: TextIO | None = None, end: str = "\n") -> None:
    """Print ``answer`` (a LookupResult, a ChangeReport, a PlayerStats or text): ``plain`` as
    is when the stream is not a colour terminal, otherwise drawn from the model itself."""
    out = stream or sys.stdout
    if not styled(out):
        print(plain, end=end, file=out, flush=True)
        return
    from bot.terminal import render

    con = render.console(out)
    drawn = render.renderable(answer, plain, con)
    lines = con.render_lines(drawn, con.options.update(height=None), pad=False)
    if len(lines) + 2 > con.height and _pager_allowed(out):
        saved = os.environ.get("LESS")
        # less without -R would show the colours as escape codes; -F leaves at once if it fits,
        # -X keeps the answer on the screen after q. A LESS of the user's own is left alone.
        os.environ.setdefault("LESS", "-FRX")
        try:
            with con.pager(styles=True):
                con.print(drawn)
        finally:
            if saved is None:
                os.environ.pop("LESS", None)
    else:
        con.print(drawn)
    if end.count("\n") > 1:
        con.print()
    out.flush()


def show_answer(
    answer: LookupResult, plain: str, site_url: str | None, *, stream: TextIO | None = None
) -> None:
    """``show`` a lookup answer, then its link on the rules site when JUEZ_SITIO_URL is set."""
    from bot.site.addresses import site_line

    line = site_line(answer, site_url)
    show(answer, plain, stream=stream, end="\n" if line else "\n\n")
    if line:
        print(line, end="\n\n", file=stream or sys.stdout, flush=True)


def _pager_allowed(out: TextIO) -> bool:
    # A pager needs a person at the keyboard as well as a screen.
    return out is sys.stdout and sys.stdin.isatty()
