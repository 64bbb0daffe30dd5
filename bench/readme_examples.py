"""The README's example commands and their exact output, to show a change kept behaviour.

    python -m bench.readme_examples --write   # record today's outputs (tests/golden/)
    python -m bench.readme_examples           # compare; exit 1 and show the first difference

The same comparison runs in the test suite (tests/contracts/test_readme_examples.py). A change that
means to alter an answer records the new outputs with --write and says so in its commit.
"""

from __future__ import annotations

import argparse
import contextlib
import difflib
import io
import json
import re
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

GOLDEN = Path(__file__).resolve().parents[1] / "tests" / "golden" / "readme_examples.json"

# Each entry: argv after `juez`, and the text on standard input (None: no input).
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


def run_all(data_dir: Path) -> list[dict[str, object]]:
    return [run_example(argv, stdin, data_dir) for argv, stdin in EXAMPLES]


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
