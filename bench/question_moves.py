"""Which development questions a ranking change moves, half by half (issue 48's method).

A change is kept only when it helps both halves of tests/eval/questions.tsv (even and odd
lines): improved on one, confirmed on the other. ``python -m bench.questions`` gives the totals
of every set; this runs the development set alone (about a tenth of the time) and keeps each
question's rank, so that two checkouts, or a change and its baseline, can be compared question
by question: the halves' top-1, top-3 and MRR, and every question whose rank moved.

    python -m bench.question_moves --guardar antes.json            # the baseline
    python -m bench.question_moves --comparar antes.json           # after the change
    python -m bench.question_moves --fallos [--mitad impares]      # the misses, with their top 3
    python -m bench.question_moves --causas                        # the misses counted by cause

The blind sets are never read here (tests/eval/QUESTIONS-SOURCES.md).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

from bench.evaluate import DEFAULT_ROUTE, Scores, evaluate
from bench.questions import QUESTIONS_FILE, load_questions

HALVES = {"pares": 0, "impares": 1}
SHOWN = 3  # the results listed beside a miss


def ranks(data_dir: Path) -> list[dict[str, Any]]:
    """Each development question with its line's half, its rank (None: not in the top 10), the
    rules that answer it, the first results (``id@edition``; ``top``: kind and number in force),
    the rules its cards point to (index.cards.interactions, with their subrules) and the cards
    it names, marked by hand and found."""
    from bench.card_mentions import _cards
    from bench.questions import _rows
    from index.library import Library
    from index.search.rankings.cards import SubruleTree, spread

    questions = load_questions(QUESTIONS_FILE)
    marked = [sorted(_cards(row.get("cards"))) for row in _rows(QUESTIONS_FILE)]
    library = Library.open(data_dir)
    try:
        subrules = SubruleTree(library.corpus.rules)
        seen: dict[str, dict[str, Any]] = {}

        def search(text: str):  # type: ignore[no-untyped-def]
            found = library.search(text)
            told = library.question_cards(text)
            hits = found.results[:SHOWN]
            seen[text] = {
                "first": [f"{hit.id}@{hit.edition}" for hit in hits],
                "top": [[h.kind.value, getattr(h, "current_id", None) or h.id] for h in hits],
                "card_rules": sorted(spread(told.rules.weights, subrules)),
                "cards_found": sorted(c.name for c in found.cards or []),
            }
            return found

        report = evaluate({DEFAULT_ROUTE: search}, questions)
    finally:
        library.close()
    return [
        {
            "line": i,
            "half": "pares" if i % 2 == 0 else "impares",
            "rank": o.rank,
            "query": o.query.query,
            "expected": list(o.query.expected),
            "cards_marked": marked[i],
            **seen.get(o.query.query, {}),
        }
        for i, o in enumerate(report.outcomes)
    ]


# The causes of a miss, in the order they are told apart (the first that fits is the cause).
NAME_MISSED = "carta no leída"  # a card the question names (marked by hand) was not found
CARD_RULE_LOW = "la regla de la carta queda baja"  # its cards point to an answer, ranked low
FAMILY = "sección buena, regla no"  # a rule of an answer's section in the top 3
CLASS = "sección de clase en el top 3"
CARD_RULES_FILL = "las reglas de las cartas llenan el top 3"  # two or three; it asks else
WORDS = "las palabras no llegan a la regla"
CAUSES = (NAME_MISSED, CARD_RULE_LOW, FAMILY, CLASS, CARD_RULES_FILL, WORDS)


def cause(row: dict[str, Any]) -> str:
    """Why a question's answer is not in its top 3, as far as the results tell (a first sort
    for reading the misses, not a verdict)."""
    from bench.card_mentions import _matched

    _, missed = _matched(set(row.get("cards_found", [])), set(row.get("cards_marked", [])))
    if missed:
        return NAME_MISSED
    expected = set(row["expected"])
    card_rules = set(row.get("card_rules", []))
    if expected & card_rules:
        return CARD_RULE_LOW
    top = [(kind, number) for kind, number in row.get("top", [])]
    sections = {e.split(".")[0] for e in expected}
    if any(kind == "rule" and number.split(".")[0] in sections for kind, number in top):
        return FAMILY
    if any(kind == "class" for kind, _ in top):
        return CLASS
    if sum(1 for kind, number in top if kind == "rule" and number in card_rules) >= 2:
        return CARD_RULES_FILL
    return WORDS


def _in_top3(row: dict[str, Any]) -> bool:
    return isinstance(row["rank"], int) and row["rank"] <= 3


def _scores(rows: list[dict[str, Any]]) -> Scores:
    n = len(rows)
    if not n:
        return Scores(0, 0.0, 0.0, 0.0)
    got = [r["rank"] for r in rows]
    return Scores(
        n=n,
        top1=sum(1 for r in got if r == 1) / n,
        top3=sum(1 for r in got if isinstance(r, int) and r <= 3) / n,
        mrr=sum(1 / r for r in got if isinstance(r, int)) / n,
    )


def table(rows: list[dict[str, Any]], before: list[dict[str, Any]] | None = None) -> str:
    lines = []
    for half in (*HALVES, "todas"):
        part = [r for r in rows if half == "todas" or r["half"] == half]
        s = _scores(part)
        line = f"  {half:<8} n={s.n:>3}  top-1 {s.top1:6.1%}  top-3 {s.top3:6.1%}  MRR {s.mrr:.3f}"
        if before is not None:
            b = _scores([r for r in before if half == "todas" or r["half"] == half])
            line += f"   (antes {b.top1:6.1%} / {b.top3:6.1%} / {b.mrr:.3f})"
        lines.append(line)
    return "\n".join(lines)


def moves(rows: list[dict[str, Any]], before: list[dict[str, Any]]) -> list[str]:
    """Every question whose rank differs from ``before`` (matched by its text)."""
    was = {str(r["query"]): r["rank"] for r in before}
    out = []
    for r in rows:
        old = was.get(str(r["query"]), "?")
        if old != r["rank"]:
            out.append(f"  [{r['half']}] {old or '-'} -> {r['rank'] or '-'}  {r['query']}")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.question_moves", description=__doc__)
    parser.add_argument("--data", type=Path, help="carpeta del índice (por defecto, temporal)")
    parser.add_argument("--guardar", type=Path, help="escribir los puestos en este JSON")
    parser.add_argument("--comparar", type=Path, help="JSON de otra ejecución (--guardar)")
    parser.add_argument("--fallos", action="store_true", help="listar las fuera del top 3")
    parser.add_argument("--mitad", choices=sorted(HALVES), help="solo esta mitad en --fallos")
    parser.add_argument(
        "--causas", action="store_true", help="contar las fuera del top 3 por causa, por mitad"
    )
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="juez-moves-") as tmp:
        rows = ranks(args.data or Path(tmp))
    before = None
    if args.comparar is not None:
        try:
            before = json.loads(args.comparar.read_text(encoding="utf-8"))
        except (OSError, ValueError) as err:
            print(f"No puedo leer «{args.comparar}»: {err}. Ejemplo: --comparar antes.json")
            return 2
    print(f"Desarrollo ({QUESTIONS_FILE.name}), por mitades:")
    print(table(rows, before))
    if before is not None:
        moved = moves(rows, before)
        print(f"\nCambian de puesto: {len(moved)}")
        print("\n".join(moved))
    if args.fallos:
        print("\nFuera del top 3:")
        for r in rows:
            if (args.mitad is None or r["half"] == args.mitad) and not _in_top3(r):
                label = f" ({cause(r)})" if args.causas else ""
                print(f"  [{r['half']}] [{r['rank'] or '-'}] {r['query']}{label}")
                print(f"      espera {' '.join(r['expected'])}; primeros {', '.join(r['first'])}")
    if args.causas:
        print("\nFuera del top 3, por causa (la primera que encaja):")
        for half in HALVES:
            misses = [r for r in rows if r["half"] == half and not _in_top3(r)]
            counts = Counter(cause(r) for r in misses)
            print(f"  {half} ({len(misses)}): " + "; ".join(f"{c} {counts[c]}" for c in CAUSES))
    if args.guardar is not None:
        args.guardar.write_text(json.dumps(rows, ensure_ascii=False, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
