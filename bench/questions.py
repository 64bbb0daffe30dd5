"""Real judge questions (tests/eval/questions.tsv): does the answer's rule come up?

Each question is sent to full-text search, as a user would type it into /buscar, and scored
top-1, top-3 and MRR against the 2026 rules that answer it, beside the SQLite FTS5 baseline on
the same records in the same run. A hit counts only when its id is one of the listed ids (a
parent rule is accepted only when the file lists it).

    python -m bench.questions [--data DIR] [--fallos]
"""

from __future__ import annotations

import argparse
import csv
import sys
import tempfile
from pathlib import Path

from bench.evaluate import DEFAULT_ROUTE, Query, Report, evaluate

ROOT = Path(__file__).resolve().parents[1]
QUESTIONS_FILE = ROOT / "tests" / "eval" / "questions.tsv"


def load_questions(path: Path = QUESTIONS_FILE) -> list[Query]:
    with path.open(encoding="utf-8", newline="") as fh:
        rows = csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE)
        return [
            Query("preguntas", row["query"], tuple(row["expected"].split()), row["topic"])
            for row in rows
        ]


def run(data_dir: Path, *, fts5: bool = True) -> tuple[Report, Report | None]:
    from index.library import Library

    questions = load_questions()
    library = Library.open(data_dir)
    try:
        juez = evaluate({DEFAULT_ROUTE: library.search}, questions)
        base = None
        if fts5:
            from bench.fts5_baseline import Fts5Baseline

            with Fts5Baseline(library.corpus.records) as fts:
                base = evaluate({DEFAULT_ROUTE: fts.search}, questions)
    finally:
        library.close()
    return juez, base


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.questions", description=__doc__)
    parser.add_argument("--data", type=Path, help="carpeta del índice (por defecto, temporal)")
    parser.add_argument("--fallos", action="store_true", help="listar las preguntas falladas")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="juez-questions-") as tmp:
        juez, base = run(args.data or Path(tmp))
    print(juez.table(f"Juez ({juez.overall.n} preguntas reales)"))
    if base is not None:
        print()
        print(base.table("SQLite FTS5 (línea base)"))
    if args.fallos:
        print("\nFuera del top 3:")
        for o in juez.outcomes:
            if o.rank is None or o.rank > 3:
                wanted = " ".join(o.query.expected)
                print(f"  [{o.rank or '-'}] {o.query.query}  → {wanted}, primero {o.first}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
