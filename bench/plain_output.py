"""What `juez` prints when piped and with --json, recorded, to show terminal styling left it alone.

    python -m bench.plain_output --write   # record today's outputs (tests/golden/plain_output.json)
    python -m bench.plain_output           # compare; exit 1 and show the first difference

Colour, tables and the pager are for a terminal only (bot.terminal); piped output and --json
are read by scripts and must stay byte for byte what they were. The README's own examples are
kept by bench.readme_examples; these add the other commands, --json of every lookup, the
console read from a pipe, and the card lookup failing without network. Run by
tests/bot/terminal/test_plain_output.py. Full-text searches are left to bench.readme_examples:
each has a time budget (bot.services.lookups), so on a busy machine its hits may differ from
run to run.
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

from bench.readme_examples import record_or_compare, run_example

GOLDEN = Path(__file__).resolve().parents[1] / "tests" / "golden" / "plain_output.json"

CONSOLE_INPUT = (
    "/regla 704.5j\n/palabraclave cascada\n/glosario trample\n/regla 999.9\n"
    "/regla 104.3a-c edicion:en\n/nada\n/escenario combate atacante:3/3 infectar veneno:8\n"
)

# argv after `juez`, and standard input (None: none).
EXAMPLES: list[tuple[list[str], str | None]] = [
    (["regla", "704.5j"], None),
    (["regla", "--json", "704.5j"], None),
    (["regla", "303.4"], None),
    (["regla", "999.9"], None),
    (["palabraclave", "--json", "cascada"], None),
    (["palabraclave", "cascda"], None),
    (["glosario", "--json", "trample"], None),
    (["glosario", "tramlpe"], None),
    (["cambios", "110.4"], None),
    (["cambios", "--json", "110.4"], None),
    (["cambios", "103"], None),
    (["cambios", "--resumen"], None),
    (["cambios", "abc"], None),
    (["escenario", "--json", "combate", "atacante:3/3 infectar", "veneno:8"], None),
    (["carta", "Llanowar Elves"], None),
    (["consola"], CONSOLE_INPUT),
]


@contextlib.contextmanager
def _offline(folder: Path) -> Iterator[None]:
    """No network for `carta` (a closed port on loopback), a fresh database, no token."""
    saved = dict(os.environ)
    os.environ["JUEZ_SCRYFALL_URL"] = "http://127.0.0.1:9"
    os.environ["JUEZ_DB_PATH"] = str(folder / "juez.sqlite3")
    os.environ.pop("DISCORD_TOKEN", None)
    os.environ.pop("JUEZ_DATABASE_URL", None)
    try:
        yield
    finally:
        os.environ.clear()
        os.environ.update(saved)


def run_all(data_dir: Path) -> list[dict[str, object]]:
    with tempfile.TemporaryDirectory() as db, _offline(Path(db)):
        return [run_example(argv, stdin, data_dir) for argv, stdin in EXAMPLES]


def main() -> int:
    return record_or_compare(__doc__, GOLDEN, run_all, "commands")


if __name__ == "__main__":
    sys.exit(main())
