"""Floor calls (tests/eval/floor-calls.tsv and the blind floor-calls-validacion.tsv): is the
infraction right in first place, and is the penalty the one that applies to the facts told?

Each call goes to /infraccion's call (index.calls through index.lookups.policy): the first
section it answers with (the JAR entry at Regular REL, else the IPG infraction or the MTR
section) against the expected one, and the penalty against the expected (``?``: right only if
the answer is conditional and asks). Beside it, SQLite FTS5 over the same policy sections
(the call as typed; top-1 only, it states no penalty).

    python -m bench.floor_calls [--data DIR] [--fallos]
"""

from __future__ import annotations

import argparse
import csv
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from bench.fts5_baseline import Fts5Baseline

if TYPE_CHECKING:
    from index.calls import FloorCall
    from index.library import Library

ROOT = Path(__file__).resolve().parents[1]
DEV_FILE = ROOT / "tests" / "eval" / "floor-calls.tsv"
# Written blind on 2026-12-07 from the documents before the /infraccion code was read; scored
# once before any fix (FLOOR-CALLS-SOURCES.md). Never tune on it.
BLIND_FILE = ROOT / "tests" / "eval" / "floor-calls-validacion.tsv"


@dataclass(frozen=True)
class FloorCallCase:
    call: str
    rel: str
    infraction: str
    penalty: str


@dataclass(frozen=True)
class FloorScores:
    n: int
    infraction: float
    penalty: float
    both: float
    fts5: float
    misses: tuple[str, ...]


def load(path: Path = DEV_FILE) -> list[FloorCallCase]:
    with path.open(encoding="utf-8", newline="") as fh:
        lines = [line for line in fh if not line.startswith("#")]
    rows = csv.DictReader(lines, delimiter="\t", quoting=csv.QUOTE_NONE)
    return [FloorCallCase(r["call"], r["rel"], r["infraction"], r["penalty"]) for r in rows]


def penalty_right(case: FloorCallCase, call: FloorCall) -> bool:
    if case.penalty == "?":
        return call.conditional
    return call.penalty == case.penalty


def measure(
    library: Library, cases: list[FloorCallCase], label: str, *, failures: bool = False
) -> FloorScores:
    lookup = library.policy_lookup
    inf = pen = both = fts_right = 0
    misses = []
    with Fts5Baseline(library.policy.sections) as fts:
        for case in cases:
            call = lookup.floor_call(case.call)
            ok_i = call.document_first == case.infraction
            ok_p = penalty_right(case, call)
            inf += ok_i
            pen += ok_p
            both += ok_i and ok_p
            found = fts.search(case.call).results
            fts_right += bool(found) and found[0].id == case.infraction
            if not (ok_i and ok_p):
                got = "condicional" if call.conditional else call.penalty
                misses.append(
                    f"{case.call}  esperaba {case.infraction} {case.penalty}  "
                    f"obtuvo {call.document_first} {got}"
                )
    n = len(cases) or 1
    scores = FloorScores(len(cases), inf / n, pen / n, both / n, fts_right / n, tuple(misses))
    print(f"llamadas de mesa ({label}): {scores.n}")
    print(f"{'':<6} {'infracción top-1':>17} {'penalización':>13} {'las dos':>8}")
    print(f"{'Juez':<6} {scores.infraction:>17.1%} {scores.penalty:>13.1%} {scores.both:>8.1%}")
    print(f"{'FTS5':<6} {scores.fts5:>17.1%} {'—':>13} {'—':>8}")
    if failures:
        for miss in misses:
            print(f"  ✗ {miss}")
    return scores


def run(data_dir: Path, *, failures: bool = False) -> dict[str, FloorScores]:
    from index.library import Library

    library = Library.open(data_dir)
    return {
        "desarrollo": measure(library, load(DEV_FILE), "desarrollo", failures=failures),
        "ciego": measure(library, load(BLIND_FILE), "ciego", failures=failures),
    }


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
