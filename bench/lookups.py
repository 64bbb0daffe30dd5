"""Lookups that should never miss (issue 24): numbers as people type them, Spanish glossary
terms, keyword names and descriptions, paraphrases and class questions.

Two sets, both written for this project (tests/eval/LOOKUPS-SOURCES.md):

* tests/eval/lookups.tsv: 150+ lookups routed as a user would reach them: ``number`` to the
  rule lookup, ``glossary`` to the glossary, ``keyword`` and ``description`` to the keyword
  lookup, ``paraphrase`` and ``class`` to full-text search.
* tests/eval/keyword-descriptions.tsv: 60+ descriptions of keywords as people say them (not
  reminder texts), to the keyword lookup.
* tests/eval/lookups-blind.tsv: lookups of every type written before the last round of tuning
  and never tuned on (descriptions, keyword families, glossary terms, numbers, paraphrases),
  reported apart.

A keyword answer counts by its rule in force (702.19 for Arrollar), first the keyword answered,
then the other keywords the answer names as fitting too. Scored top-1, top-3 and MRR beside
SQLite FTS5 on the same records (FTS5 has only text search: every query goes to it).

    python -m bench.lookups [--data DIR] [--fallos]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from bench.evaluate import DEFAULT_ROUTE, Report, SearchFn, evaluate, load_queries

ROOT = Path(__file__).resolve().parents[1]
LOOKUPS_FILE = ROOT / "tests" / "eval" / "lookups.tsv"
DESCRIPTIONS_FILE = ROOT / "tests" / "eval" / "keyword-descriptions.tsv"
BLIND_FILE = ROOT / "tests" / "eval" / "lookups-blind.tsv"
SETS = (("lookups", LOOKUPS_FILE), ("descripciones", DESCRIPTIONS_FILE), ("ciega", BLIND_FILE))
TARGET_TOP1, TARGET_TOP3 = 0.85, 0.95


def routes(library: Any) -> dict[str, SearchFn]:
    def keyword(query: str) -> SimpleNamespace:
        found = library.keyword(query)
        ranked = [
            h for h in found.results if h.kind.value == "rule" and h.role in {"rule_text", "match"}
        ]
        for name in found.suggestions:  # the other keywords the answer names
            ranked += [h for h in library.names.keyword(name).results if h.role == "rule_text"][:1]
        return SimpleNamespace(results=ranked, message=found.message)

    return {
        "number": library.rule,
        "glossary": library.glossary,
        "keyword": keyword,
        "description": keyword,
        DEFAULT_ROUTE: library.search,
    }


def run(data_dir: Path, *, fts5: bool = True) -> dict[str, tuple[Report, Report | None]]:
    """{set name: (Juez, FTS5)} for each set."""
    from index.library import Library

    library = Library.open(data_dir)
    out: dict[str, tuple[Report, Report | None]] = {}
    try:
        for name, path in SETS:
            queries = load_queries(path)
            juez = evaluate(routes(library), queries)
            base = None
            if fts5:
                from bench.fts5_baseline import Fts5Baseline

                with Fts5Baseline(library.corpus.records) as fts:
                    base = evaluate(fts.routes(), queries)  # type: ignore[arg-type]
            out[name] = (juez, base)
    finally:
        library.close()
    return out


def verdict(report: Report) -> str:
    s = report.overall
    ok = s.top1 >= TARGET_TOP1 and s.top3 >= TARGET_TOP3
    return (
        f"objetivo top-1 ≥ {TARGET_TOP1:.0%} y top-3 ≥ {TARGET_TOP3:.0%}: "
        f"{'cumple' if ok else 'NO cumple'}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.lookups", description=__doc__)
    parser.add_argument("--data", type=Path, help="carpeta del índice (por defecto, temporal)")
    parser.add_argument("--fallos", action="store_true", help="listar los fallos en top-1")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="juez-lookups-") as tmp:
        results = run(args.data or Path(tmp))
    for name, (juez, base) in results.items():
        print(juez.table(f"Juez: {name} ({juez.overall.n})"))
        if name == "lookups":
            print(verdict(juez))
        if base is not None:
            print(base.table("SQLite FTS5 (línea base)"))
        if args.fallos:
            print(f"Fallos en top-1 ({len(juez.failures)}):")
            print(juez.failure_list() or "  ninguno")
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
