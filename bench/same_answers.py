"""The same `juez buscar` answers before and after a change of the start-up path (issue 48).

    python -m bench.same_answers --datos D --salida antes.txt      # on the commit before
    python -m bench.same_answers --datos D --salida despues.txt --frente-a antes.txt

Loading less, or later, must never change what a search says. Every question of the
development sets in tests/eval (never the blind ones) goes through ``cli.main`` as the `juez`
script runs it, with the data folder D already built, in processes of BATCH questions each (a
``cli.main`` keeps its service's corpus, index and cards alive: some 40 MB a question, 12 GB
after 300 in one process); the bytes it prints are written to the output file, question by
question. With ``--frente-a`` the two files are compared and every question answered
differently is listed (exit 1). A search's time limits (bot.services.lookups' deadline, the
question's cards' timeout) are lifted in those processes: on a busy machine a search stopped
by its deadline answers with what it found so far, and the same commit then answers the same
question differently from one run to the next (31 of 863 on 07/12/2026 at a load of 12).
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import io
import json
import math
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EVAL = ROOT / "tests" / "eval"
# Development sets with a ``query`` column; blind sets (*validacion*, *blind*, *ciego*) are
# never read here.
SETS = (
    "questions.tsv",
    "queries.tsv",
    "lookups.tsv",
    "keyword-descriptions.tsv",
    "policy-questions.tsv",
    "class-questions.tsv",
    "card-rulings.tsv",
    "card-mentions-apartado.tsv",
)
_SEPARATOR = "\n=====\n"
BATCH = 40  # questions a process answers


def questions() -> list[str]:
    found: list[str] = []
    for name in SETS:
        with (EVAL / name).open(encoding="utf-8", newline="") as rows:
            lines = (line for line in rows if not line.startswith("#"))
            for row in csv.DictReader(lines, delimiter="\t"):
                query = (row.get("query") or "").strip()
                if query and query not in found:
                    found.append(query)
    return found


def answer(data_dir: Path, question: str) -> str:
    from bot.terminal import cli

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli.main(["--datos", str(data_dir), "buscar", question])
    return f"{question}\n[{code}]\n{out.getvalue()}{err.getvalue()}"


def _no_time_limits() -> None:
    import bot.services.cards as cards
    import bot.services.lookups as lookups

    lookups.SEARCH_BUDGET_S = lookups.SEARCH_WALL_S = math.inf
    cards.QUESTION_CARDS_TIMEOUT_S = 600.0


def answers(data_dir: Path, asked: list[str]) -> list[str]:
    """Every answer, BATCH questions a process; the interpreter's flags (-P, for a copy of
    another commit on PYTHONPATH) and environment carried to each."""
    found: list[str] = []
    flags = ["-P"] if sys.flags.safe_path else []
    for start in range(0, len(asked), BATCH):
        done = subprocess.run(
            [
                sys.executable,
                *flags,
                "-m",
                "bench.same_answers",
                "--datos",
                str(data_dir),
                "--lote",
                str(start),
            ],
            capture_output=True,
            text=True,
            check=True,
        )
        batch = json.loads(done.stdout)
        if len(batch) != len(asked[start : start + BATCH]):
            raise RuntimeError(f"lote {start}: {len(batch)} respuestas")
        found.extend(batch)
    return found


def differing(before: str, after: str) -> list[str]:
    old, new = before.split(_SEPARATOR), after.split(_SEPARATOR)
    if len(old) != len(new):
        return [f"{len(old)} respuestas antes, {len(new)} después"]
    return [a.split("\n", 1)[0] for a, b in zip(old, new, strict=True) if a != b]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.same_answers",
        description="Las respuestas de juez buscar a las preguntas de desarrollo, para comparar.",
    )
    parser.add_argument("--datos", type=Path, required=True, help="carpeta de datos construida")
    parser.add_argument("--salida", type=Path, help="archivo de las respuestas")
    parser.add_argument("--lote", type=int, help=argparse.SUPPRESS)  # one process's questions
    parser.add_argument("--frente-a", type=Path, help="respuestas de antes: lista las distintas")
    args = parser.parse_args(argv)
    asked = questions()
    if args.lote is not None:
        _no_time_limits()
        batch = asked[args.lote : args.lote + BATCH]
        print(json.dumps([answer(args.datos, q) for q in batch]))
        return 0
    if args.salida is None:
        parser.error("falta --salida (por ejemplo: --salida antes.txt)")
    said = _SEPARATOR.join(answers(args.datos, asked))
    args.salida.write_text(said, encoding="utf-8")
    print(f"{len(asked)} preguntas respondidas: {args.salida}")
    if args.frente_a is None:
        return 0
    changed = differing(args.frente_a.read_text(encoding="utf-8"), said)
    for question in changed:
        print(f"distinta: {question}")
    print(f"{len(asked) - len(changed)} iguales, {len(changed)} distintas")
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main())
