"""The example commands of the README and the guide (docs/), and their exact output, to show a
change kept behaviour.

    python -m bench.readme_examples --write   # record today's outputs (tests/golden/)
    python -m bench.readme_examples           # compare; exit 1 and show the first difference

Which commands: a few written here (error cases a page need not show), then every command of a
``console`` fenced block in README.md and docs/**.md, in file order. In such a block a line
``$ juez ARGS`` (or ``$ printf 'TEXT' | juez ARGS``) is a command and the lines under it, up to
the next ``$``, are an excerpt of what it prints; ``…`` marks a cut. Other blocks (``sh``,
``text``) are not run: use them for commands that need the network, a token or write files.

The same comparison runs in the test suite (tests/contracts/test_readme_examples.py), which
also checks that every excerpt a page shows is in the recorded output. A change that means to
alter an answer records the new outputs with --write and says so in its commit.
"""

from __future__ import annotations

import argparse
import contextlib
import difflib
import io
import json
import os
import re
import shlex
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = ROOT / "tests" / "golden" / "readme_examples.json"
DOCS = ROOT / "docs"


def documents() -> list[Path]:
    """The pages whose ``console`` blocks are run: the README, then the guide in name order."""
    return [ROOT / "README.md", *sorted(DOCS.rglob("*.md"))]


@dataclass(frozen=True)
class DocExample:
    """One command of a page: where it is, what it runs, and the output lines the page shows."""

    path: Path
    line: int
    argv: list[str]
    stdin: str | None
    shown: list[str]

    @property
    def where(self) -> str:
        return f"{self.path.relative_to(ROOT)}:{self.line}"


_FENCE = re.compile(r"^(`{3,})(\S*)")
# printf 'a\nb\n' | juez ARGS: the quoted text (its \n read as line ends) is standard input.
_PIPED = re.compile(r"^printf\s+'([^']*)'\s*\|\s*juez(?:\s+(.*))?$")


def parse_command(command: str) -> tuple[list[str], str | None]:
    """argv after ``juez`` and the standard input of one ``$`` line; ValueError if not juez."""
    piped = _PIPED.match(command)
    if piped:
        return shlex.split(piped.group(2) or ""), piped.group(1).replace("\\n", "\n")
    words = shlex.split(command)
    if not words or words[0] != "juez":
        raise ValueError(f"not a juez command: {command}")
    return words[1:], None


def documented_examples(paths: list[Path] | None = None) -> list[DocExample]:
    found: list[DocExample] = []
    for path in paths or documents():
        fence = ""  # the open fence's backticks, "" outside a block
        run = False  # the open block is a console block
        current: DocExample | None = None
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            opening = _FENCE.match(line.strip())
            if not fence:
                if opening:
                    fence, run = opening.group(1), opening.group(2) == "console"
                continue
            if line.strip() == fence:
                fence, current = "", None
            elif not run:
                continue
            elif line.startswith("$ "):
                argv, stdin = parse_command(line[2:].strip())
                current = DocExample(path, number, argv, stdin, [])
                found.append(current)
            elif current is not None and line.strip():
                current.shown.append(line)
    return found


def shown_is_printed(shown: str, printed: str) -> bool:
    """Each piece of a shown line (cut at ``…``) is in the output, spaces and line breaks
    aside: pages wrap text at their own width."""
    flat = " ".join(printed.split())
    return all(" ".join(piece.split()) in flat for piece in shown.split("…") if piece.strip())


# Each entry: argv after `juez`, and the text on standard input (None: no input). The commands
# of the pages' console blocks follow (all_examples()).
EXAMPLES: list[tuple[list[str], str | None]] = [
    (["regla", "104.3c"], None),
    (["regla", "104.3b"], None),
    (["regla", "106,4b"], None),
    (["regla", "1O4.3a"], None),
    (["regla", "104.3a-c"], None),
    (["regla", "101.4a–d"], None),
    (["regla", "--edicion", "2019", "103.4"], None),
    (["regla", "--json", "704.5k"], None),
    (["regla", "--json", "-"], "104.3c\n702.6\n"),
    (["buscar", "robar sin cartas"], None),
    (["buscar", "--fuente", "glosario", "trample"], None),
    (["palabraclave", "retrospectiva"], None),
    (["glosario", "trample"], None),
    (["escenario", "combate", "atacante:5/5 arrollar", "bloqueadores:2/2; 1/1 toque mortal"], None),
    (
        [
            "escenario",
            "--json",
            "combate",
            "atacante:5/5 arrollar",
            "bloqueadores:2/2; 2/2",
            "reparto:3,2,0",
        ],
        None,
    ),
    (["escenario", "combate", "atacante:2/2 toque mortal arrollar", "bloqueadores:3/3; 4/4"], None),
    (
        [
            "escenario",
            "combate",
            "atacante:3/3 daña primero",
            "bloqueadores:2/2 pierde:daña primero",
        ],
        None,
    ),
    (["escenario", "combate", "atacante:4/4 arrollar", "bloqueadores:retirados"], None),
    (["escenario", "combate", "atacante:3/3 infectar", "veneno:8"], None),
    (["escenario", "estado", "criaturas:3/3 daño:3; 2/2 contadores:-1/-1 x2", "vida:0"], None),
    (
        [
            "escenario",
            "estado",
            "criaturas:Thalia 2/1 legendaria; Thalia 2/1 legendaria",
            "conservar:1",
        ],
        None,
    ),
    (["escenario", "capas", "base:2/2", "efectos:+1/+1 contador; 0/1 fijar; intercambiar"], None),
    (["escenario", "momento", "carta:criatura destello", "paso:final", "turno:ajeno"], None),
    (["escenario", "disparos", "activo:Disparo A; Disparo B", "noactivo:Disparo C"], None),
    (["indice", "informe"], None),
    (["quiz", "--pregunta", "palabraclave:basico:7:0", "--json"], None),
    (["quiz", "--json", "--preguntas", "3", "--semilla", "7"], None),
    (["regla"], None),
    (["escenario", "combate", "atacante:5/5 volar", "bloqueadores:qqq"], None),
]


def run_example(argv: list[str], stdin: str | None, data_dir: Path) -> dict[str, object]:
    from bot.terminal.cli import main

    out, err = io.StringIO(), io.StringIO()
    old_stdin = sys.stdin
    sys.stdin = io.StringIO(stdin or "")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(["--datos", str(data_dir), *argv])
    finally:
        sys.stdin = old_stdin
    return {
        "argv": argv,
        "stdin": stdin,
        "exit": code,
        "stdout": out.getvalue(),
        "stderr": _without_log_lines(err.getvalue()),
    }


# Log lines carry times and durations, and where logs go is a setting, not an answer.
_LOG_LINE = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d+ [A-Z]+ .*\n?", re.MULTILINE)


def _without_log_lines(text: str) -> str:
    return _LOG_LINE.sub("", text)


def all_examples() -> list[tuple[list[str], str | None]]:
    """The written examples, then each documented command once, in page order."""
    chosen = list(EXAMPLES)
    for example in documented_examples():
        if (example.argv, example.stdin) not in chosen:
            chosen.append((example.argv, example.stdin))
    return chosen


# Outputs must not depend on the network: cards come from the bundled data, as in the tests
# (tests/conftest.py points Scryfall at the discard port, where nothing listens).
OFFLINE = {"JUEZ_SCRYFALL_URL": "http://127.0.0.1:9"}


def run_all(data_dir: Path) -> list[dict[str, object]]:
    saved = {name: os.environ.get(name) for name in OFFLINE}
    os.environ.update(OFFLINE)
    try:
        return [run_example(argv, stdin, data_dir) for argv, stdin in all_examples()]
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def first_difference(expected: list[dict[str, object]], got: list[dict[str, object]]) -> str | None:
    for want, have in zip(expected, got, strict=False):
        if want != have:
            lines = difflib.unified_diff(
                json.dumps(want, ensure_ascii=False, indent=1).splitlines(),
                json.dumps(have, ensure_ascii=False, indent=1).splitlines(),
                "recorded",
                "now",
                lineterm="",
            )
            return f"juez {' '.join(map(str, want['argv']))}\n" + "\n".join(lines)
    if len(expected) != len(got):
        return f"{len(expected)} examples recorded, {len(got)} run"
    return None


def record_or_compare(
    description: str | None,
    golden: Path,
    run: Callable[[Path], list[dict[str, object]]],
    noun: str,
) -> int:
    """The command line of a golden-output bench: --write records, else compare (exit 1 and
    show the first difference). Shared with bench.plain_output."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--write", action="store_true", help="record the outputs")
    parser.add_argument("--data", type=Path, help="reuse an index folder")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        got = run(args.data or Path(tmp))
    if args.write:
        golden.parent.mkdir(parents=True, exist_ok=True)
        golden.write_text(json.dumps(got, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(f"{len(got)} outputs recorded in {golden}")
        return 0
    diff = first_difference(json.loads(golden.read_text(encoding="utf-8")), got)
    print(diff or f"{len(got)} {noun}: identical output")
    return 1 if diff else 0


def main() -> int:
    return record_or_compare(__doc__, GOLDEN, run_all, "examples")


if __name__ == "__main__":
    sys.exit(main())
