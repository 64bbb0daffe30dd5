"""Tournament policy questions (tests/eval/policy-questions.tsv): does the answering section of
the MTR, IPG or JAR come up?

Each question goes to the policy search (index.search.policy, what /infraccion and the policy
part of /buscar read) and is scored top-1, top-3 and MRR against the listed section ids,
beside SQLite FTS5 over the same sections in the same run (the question as typed, no
translation). Also the share of these questions ``buscar`` across everything treats as
tournament questions, and the search time (p50/p99, warm, in process).

    python -m bench.policy [--data DIR] [--fallos]
"""

from __future__ import annotations

import argparse
import csv
import statistics
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from bench.fts5_baseline import Fts5Baseline
from bench.stats import percentile

if TYPE_CHECKING:
    from index.library import Library

ROOT = Path(__file__).resolve().parents[1]
POLICY_FILE = ROOT / "tests" / "eval" / "policy-questions.tsv"
# Written blind on 2026-12-03, without running the search: the check that a change tuned on
# POLICY_FILE helps questions nobody tuned on. Never tune on it (POLICY-SOURCES.md).
VALIDATION_FILE = ROOT / "tests" / "eval" / "policy-questions-validacion.tsv"


@dataclass(frozen=True)
class PolicyQuestion:
    query: str
    ids: tuple[str, ...]


@dataclass(frozen=True)
class PolicyScores:
    top1: float
    top3: float
    mrr: float
    misses: tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...]


def load(path: Path = POLICY_FILE) -> list[PolicyQuestion]:
    with path.open(encoding="utf-8", newline="") as fh:
        lines = [line for line in fh if not line.startswith("#")]
    rows = list(csv.DictReader(lines, delimiter="\t", quoting=csv.QUOTE_NONE))
    return [PolicyQuestion(r["query"], tuple(i.strip() for i in r["ids"].split(","))) for r in rows]


def score(questions: list[PolicyQuestion], ranked: list[list[str]]) -> PolicyScores:
    top1 = top3 = mrr = 0.0
    misses = []
    for q, ids in zip(questions, ranked, strict=True):
        rank = next((i + 1 for i, found in enumerate(ids) if found in q.ids), None)
        top1 += rank == 1
        top3 += rank is not None and rank <= 3
        mrr += 1 / rank if rank else 0.0
        if rank != 1:
            misses.append((q.query, q.ids, tuple(ids[:3])))
    n = len(questions) or 1
    return PolicyScores(top1 / n, top3 / n, mrr / n, tuple(misses))


def run(data_dir: Path, *, failures: bool = False) -> dict[str, PolicyScores]:
    """Score the development set, then the blind set; the development scores are returned
    under "Juez" and "FTS5", the blind ones under "Juez ciego" and "FTS5 ciego"."""
    from index.library import Library

    library = Library.open(data_dir)
    results = measure(library, load(), "desarrollo", failures=failures)
    blind = measure(library, load(VALIDATION_FILE), "ciego", failures=failures)
    results.update({f"{name} ciego": s for name, s in blind.items()})
    return results


def measure(
    library: Library, questions: list[PolicyQuestion], label: str, *, failures: bool = False
) -> dict[str, PolicyScores]:
    """Juez's policy search and FTS5 on one question set, printed as a table."""
    from index.search.policy import tournament_weight

    policy = library.policy
    times: list[float] = []
    ranked: list[list[str]] = []
    for q in questions:
        started = time.perf_counter()
        found = policy.search(q.query, limit=10)
        times.append(time.perf_counter() - started)
        ranked.append([r.id for _, r in found])
    with Fts5Baseline(policy.sections) as fts:
        baseline = [[h.id for h in fts.search(q.query).results] for q in questions]
    results = {"Juez": score(questions, ranked), "FTS5": score(questions, baseline)}
    cued = sum(1 for q in questions if tournament_weight(q.query) > 0) / len(questions)
    print(f"política ({label})")
    print(f"{'':<10} {'preguntas':>9} {'top-1':>7} {'top-3':>7} {'MRR':>7}")
    for name, s in results.items():
        print(f"{name:<10} {len(questions):>9} {s.top1:>7.1%} {s.top3:>7.1%} {s.mrr:>7.3f}")
    print(
        f"leídas como de torneo por buscar: {cued:.1%}; tiempo p50 "
        f"{statistics.median(times) * 1000:.1f} ms, p99 {percentile(times, 99) * 1000:.1f} ms"
    )
    if failures:
        for query, wanted, got in results["Juez"].misses:
            print(f"  ✗ {query}  esperaba {','.join(wanted)}  obtuvo {', '.join(got)}")
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=None)
    parser.add_argument("--fallos", action="store_true")
    args = parser.parse_args(argv)
    if args.data is not None:
        run(args.data, failures=args.fallos)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        run(Path(tmp), failures=args.fallos)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
