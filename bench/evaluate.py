"""Retrieval quality on the development query set (tests/eval/queries.tsv).

Each query has a type, routed to the lookup a user would reach for it: ``number`` to the rule
lookup, ``keyword`` and ``glossary`` to the name lookups, everything else to full-text search.
Scores per type and overall: top-1, top-3 and MRR over the first 10 results. A ``negative``
query is right when it returns no results at all (a message is fine).

The ``expected`` column holds space-separated acceptable ids. Two conventions keep it exact:

* ``_`` stands for a space inside an id (glossary terms, keyword names): ``Mana_Pool``.
  No record id contains ``_``, so this is unambiguous.
* ``id@text`` only counts when the hit's edition id contains ``text``: ``103.4@2019``.
  Rule numbers moved between editions (103.4 is the opening hand in 2019 but the starting
  life total in 2026), and search keeps one edition per number, so a bare number could
  count a wrong rule as right.

Run ``python -m bench.evaluate`` for the table and the list of failing queries.
"""

from __future__ import annotations

import argparse
import csv
import sys
import tempfile
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

ROOT = Path(__file__).resolve().parents[1]
QUERIES_FILE = ROOT / "tests" / "eval" / "queries.tsv"
TOP_K = 10  # MRR counts a right answer only within the first TOP_K results
NO_RESULT = "-"
DEFAULT_ROUTE = "*"  # key of search_fn_by_type used for types without their own entry


class _HitLike(Protocol):
    id: str
    edition: str


class _ResultLike(Protocol):
    results: Sequence[Any]
    message: str | None


SearchFn = Callable[[str], _ResultLike]


@dataclass(frozen=True)
class Query:
    type: str
    query: str
    expected: tuple[str, ...]  # empty for negatives
    note: str = ""

    def accepts(self, hit_id: str, edition: str, in_force: str | None = None) -> bool:
        """Whether a hit is a listed answer. A number with no edition ("704.5g") means the rule
        in force: an older text of it counts through ``in_force`` (its number in force, from
        the alignment), and an older text that only shares the number does not. A number with
        an edition ("103.2@2019") means that edition's rule."""
        for token in self.expected:
            wanted, _, edition_part = token.partition("@")
            wanted = wanted.replace("_", " ")
            if edition_part:
                if wanted == hit_id and edition_part in edition:
                    return True
            elif wanted == (in_force if in_force is not None else hit_id):
                return True
        return False


def load_queries(path: Path = QUERIES_FILE) -> list[Query]:
    queries: list[Query] = []
    with path.open(encoding="utf-8", newline="") as fh:
        # QUOTE_NONE: queries contain quotes on purpose ("'; DROP TABLE ...").
        for line_no, row in enumerate(
            csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE), start=2
        ):
            expected = tuple((row.get("expected") or "").split())
            if not expected:
                raise ValueError(f"{path}:{line_no}: empty 'expected' (use {NO_RESULT!r})")
            is_negative = expected == (NO_RESULT,)
            if is_negative != (row["type"] == "negative"):
                raise ValueError(f"{path}:{line_no}: only negatives expect {NO_RESULT!r}")
            queries.append(
                Query(
                    type=row["type"],
                    query=row["query"] or "",  # kept verbatim: spaces are part of some tests
                    expected=() if is_negative else expected,
                    note=row.get("note") or "",
                )
            )
    return queries


# -- scoring --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Outcome:
    query: Query
    rank: int | None  # 1-based rank of the first accepted hit within TOP_K; None: not found
    first: str | None  # "id@edition" of the first hit, None when there were no results
    message: str | None
    count: int

    @property
    def reciprocal_rank(self) -> float:
        return 1.0 / self.rank if self.rank else 0.0


@dataclass(frozen=True)
class Scores:
    n: int
    top1: float
    top3: float
    mrr: float

    @classmethod
    def of(cls, outcomes: Sequence[Outcome]) -> Scores:
        n = len(outcomes)
        if not n:
            return cls(0, 0.0, 0.0, 0.0)
        return cls(
            n=n,
            top1=sum(1 for o in outcomes if o.rank == 1) / n,
            top3=sum(1 for o in outcomes if o.rank is not None and o.rank <= 3) / n,
            mrr=sum(o.reciprocal_rank for o in outcomes) / n,
        )


@dataclass
class Report:
    outcomes: list[Outcome]
    by_type: dict[str, Scores] = field(init=False)
    overall: Scores = field(init=False)

    def __post_init__(self) -> None:
        types = list(dict.fromkeys(o.query.type for o in self.outcomes))
        self.by_type = {
            t: Scores.of([o for o in self.outcomes if o.query.type == t]) for t in types
        }
        self.overall = Scores.of(self.outcomes)

    @property
    def failures(self) -> list[Outcome]:
        """Queries whose first result is not an accepted one."""
        return [o for o in self.outcomes if o.rank != 1]

    def table(self, title: str = "") -> str:
        lines = [title] if title else []
        lines.append(f"{'type':<10} {'n':>4} {'top-1':>7} {'top-3':>7} {'MRR':>7}")
        rows = [*self.by_type.items(), ("overall", self.overall)]
        for name, s in rows:
            lines.append(f"{name:<10} {s.n:>4} {s.top1:>7.1%} {s.top3:>7.1%} {s.mrr:>7.3f}")
        return "\n".join(lines)

    def failure_list(self) -> str:
        lines = []
        for o in self.failures:
            q = o.query
            shown = q.query if len(q.query) <= 70 else q.query[:67] + "..."
            expected = " ".join(q.expected) or NO_RESULT
            got = o.first or f"(sin resultados: {(o.message or '')[:60]})"
            where = f"acierto en #{o.rank}" if o.rank else f"ningún acierto en top-{TOP_K}"
            lines.append(
                f"[{q.type}] {shown!r}\n    esperado: {expected}\n    primero:  {got} ({where})"
            )
        return "\n".join(lines)


def _score(query: Query, result: _ResultLike) -> Outcome:
    hits = list(result.results or [])
    first = f"{hits[0].id}@{hits[0].edition}" if hits else None
    if not query.expected:  # negative: right only when nothing came back
        rank = None if hits else 1
    else:
        rank = next(
            (i for i, h in enumerate(hits[:TOP_K], 1) if query.accepts(*_identity(h))), None
        )
    return Outcome(query, rank, first, getattr(result, "message", None), len(hits))


def _identity(hit: Any) -> tuple[str, str, str | None]:
    """(id, edition, number in force) of a hit. Library's rule hits carry ``current_id``, the
    rule in force they are a text of (the alignment's answer); other hits (FTS5's) do not."""
    kind = getattr(hit, "kind", None)
    is_rule = kind is not None and str(getattr(kind, "value", kind)) == "rule"
    in_force = getattr(hit, "current_id", None) if is_rule else None
    return hit.id, hit.edition, in_force


def evaluate(search_fn_by_type: Mapping[str, SearchFn], queries: Iterable[Query]) -> Report:
    """Run each query through the function for its type (or the ``"*"`` one) and score it."""
    outcomes: list[Outcome] = []
    for q in queries:
        fn = search_fn_by_type.get(q.type) or search_fn_by_type.get(DEFAULT_ROUTE)
        if fn is None:
            raise KeyError(f"no search function for type {q.type!r} and no {DEFAULT_ROUTE!r}")
        outcomes.append(_score(q, fn(q.query)))
    return Report(outcomes)


def library_routes(library: Any) -> dict[str, SearchFn]:
    """How a user reaches each type of question through the Library."""
    return {
        "number": library.rule,
        "keyword": library.keyword,
        "glossary": library.glossary,
        DEFAULT_ROUTE: library.search,
    }


# -- command line -----------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.evaluate",
        description="Calidad de búsqueda sobre tests/eval/queries.tsv.",
    )
    parser.add_argument(
        "--data",
        type=Path,
        help="directorio del índice (se reutiliza si está al día); por defecto uno temporal",
    )
    parser.add_argument("--queries", type=Path, default=QUERIES_FILE)
    parser.add_argument(
        "--fts5", action="store_true", help="evaluar también la línea base SQLite FTS5"
    )
    args = parser.parse_args(argv)

    from index.library import Library

    queries = load_queries(args.queries)
    with tempfile.TemporaryDirectory(prefix="juez-eval-") as tmp:
        library = Library.open(args.data or Path(tmp))
        try:
            report = evaluate(library_routes(library), queries)
        finally:
            library.close()
        print(report.table(f"Whoosh ({len(queries)} consultas)"))
        if args.fts5:
            from bench.fts5_baseline import Fts5Baseline

            with Fts5Baseline(library.corpus.records) as fts:
                base = evaluate(fts.routes(), queries)
            print()
            print(base.table("SQLite FTS5 (línea base)"))
        print(f"\nFallos en top-1 ({len(report.failures)}):")
        print(report.failure_list() or "  ninguno")
    return 0


if __name__ == "__main__":
    sys.exit(main())
