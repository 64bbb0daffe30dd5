"""The floor-call sets (tests/eval/floor-calls*.tsv, `python -m bench.floor_calls`) parse, and
every section they expect is one the bundled policy documents have.

Only the files are checked here: the blind sets are scored once by the bench, never in tests.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # bench/ is a development folder, not an installed package
    sys.path.insert(0, str(ROOT))

from bench.floor_calls import (  # noqa: E402
    BLIND_FILE,
    DEV_FILE,
    EXTERNAL_FILE,
    MATERIAL_FILE,
    NO_INFRACTION,
    load,
)
from index.library import Library  # noqa: E402

PENALTIES = {"No Penalty", "Warning", "Game Loss", "Match Loss", "Disqualification", "?"}
PENALTIES |= {f"criterio:{p}" for p in ("Warning", "Game Loss", "Match Loss", "Disqualification")}
RELS = {"regular", "competitive", "professional", "-"}
SETS = {
    "desarrollo": (DEV_FILE, 50),
    "desarrollo, material de jueces": (MATERIAL_FILE, 40),
    "ciego": (BLIND_FILE, 50),
    "ciego externo": (EXTERNAL_FILE, 82),
}


@pytest.mark.parametrize("name", sorted(SETS))
def test_a_floor_call_set_parses_and_names_only_sections_that_exist(
    library: Library, name: str
) -> None:
    path, size = SETS[name]
    known = {s.id for s in library.policy.sections}
    cases = load(path)
    assert len(cases) >= size
    for case in cases:
        assert case.call.strip() and case.rel in RELS and case.penalty in PENALTIES, case
        if case.infraction == NO_INFRACTION:
            assert case.decides and set(case.decides) <= known, case
            assert case.penalty == "No Penalty", case
        else:
            assert case.infraction in known and not case.decides, case


def _external_rows() -> list[dict[str, str]]:
    import csv

    with EXTERNAL_FILE.open(encoding="utf-8", newline="") as fh:
        lines = [line for line in fh if not line.startswith("#")]
    return list(csv.DictReader(lines, delimiter="\t", quoting=csv.QUOTE_NONE))


def test_the_external_set_keeps_the_writers_answers() -> None:
    """Each row keeps the writer's own infraction | penalty; the converted id and penalty must
    say the same, and every conversion that is not word for word carries a note."""
    rows = _external_rows()
    assert len(rows) == 82
    assert len({r["source"].split(" · ")[0] for r in rows}) == 82  # fc-b-01 … fc-b-82, once each
    for r in rows:
        original_infraction, original_penalty = r["original"].split(" | ")
        if original_infraction.startswith("ask:"):
            assert r["penalty"] == "?" and original_penalty == "ask", r
        elif original_infraction.startswith("No infraction"):
            assert r["penalty"] == "No Penalty" and r["nota"], r
        elif original_infraction.startswith("JAR"):
            assert r["infraction"].startswith("jar-") and r["rel"] == "regular", r
            if r["penalty"] == "No Penalty":
                assert "no penalty" in original_penalty.lower() or r["nota"], r
            else:
                assert original_penalty.lower().startswith(r["penalty"].lower()) or r["nota"], r
        else:
            number = re.match(r"(\d\.\d+) ", original_infraction)
            assert number and r["infraction"] == f"ipg-{number.group(1)}", r
            assert original_penalty.startswith(r["penalty"]), r
            assert original_penalty == r["penalty"] or r["nota"], r
