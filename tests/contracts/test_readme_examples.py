"""The README's examples print exactly what was recorded (bench/readme_examples.py --write)."""

from __future__ import annotations

import json
from pathlib import Path

from bench.readme_examples import GOLDEN, first_difference, run_all


def test_readme_examples_print_what_was_recorded(data_dir: Path) -> None:
    recorded = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert first_difference(recorded, run_all(data_dir)) is None
