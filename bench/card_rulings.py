"""Rulings in answers (tests/eval/card-rulings.tsv): does the ruling that answers a question
naming a card come first among the rulings shown beside the rules?

Each question is searched as /buscar does (the rules, the cards it names), then the named
cards' bundled rulings are matched to it (index.cards.rulings through Library.rulings). A hit
is the expected ruling (its card, and the start of its text, quotes folded) among the rulings
shown. Scores: precision@1 (the first ruling shown is the expected one), @3 (among the three
shown), how many questions showed none, on the whole set and its even and odd lines.

    python -m bench.card_rulings [--data DIR] [--fallos]
"""

from __future__ import annotations

import argparse
import csv
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULINGS_FILE = ROOT / "tests" / "eval" / "card-rulings.tsv"


@dataclass(frozen=True)
class Expected:
    query: str
    card: str
    date: str
    start: str  # the ruling's first words


@dataclass(frozen=True)
class Outcome:
    expected: Expected
    rank: int | None  # 1-based among the rulings shown; None: not shown
    shown: int
    first: str


def load(path: Path = RULINGS_FILE) -> list[Expected]:
    with path.open(encoding="utf-8", newline="") as fh:
        rows = csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE)
        return [Expected(r["query"], r["card"], r["date"], r["ruling"]) for r in rows]


def run(data_dir: Path, path: Path = RULINGS_FILE) -> list[Outcome]:
    from index.cards.rulings import plain_quotes
    from index.library import Library

    library = Library.open(data_dir)
    out = []
    try:
        for e in load(path):
            found = library.search(e.query)
            shown = library.rulings(e.query, found)
            start = plain_quotes(e.start)
            rank = next(
                (
                    i
                    for i, m in enumerate(shown, 1)
                    if m.card == e.card and plain_quotes(m.text).startswith(start)
                ),
                None,
            )
            first = f"{shown[0].card}: {shown[0].text[:70]}" if shown else "-"
            out.append(Outcome(e, rank, len(shown), first))
    finally:
        library.close()
    return out


def scores(outcomes: list[Outcome]) -> str:
    n = len(outcomes) or 1
    p1 = sum(1 for o in outcomes if o.rank == 1) / n
    p3 = sum(1 for o in outcomes if o.rank is not None and o.rank <= 3) / n
    none = sum(1 for o in outcomes if not o.shown)
    return f"n={len(outcomes):>3}  p@1 {p1:6.1%}  p@3 {p3:6.1%}  sin fallos {none}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.card_rulings", description=__doc__)
    parser.add_argument("--data", type=Path, help="carpeta del índice (por defecto, temporal)")
    parser.add_argument("--fallos", action="store_true", help="listar las preguntas falladas")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="juez-rulings-") as tmp:
        outcomes = run(args.data or Path(tmp))
    print(f"Fallos en las respuestas ({RULINGS_FILE.name})")
    print("  todas   " + scores(outcomes))
    print("  pares   " + scores(outcomes[0::2]))
    print("  impares " + scores(outcomes[1::2]))
    if args.fallos:
        for o in outcomes:
            if o.rank != 1:
                print(f"  [{o.rank or '-'}] {o.expected.query}\n      primero: {o.first}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
