"""The README's and the guide's examples print exactly what was recorded
(bench/readme_examples.py --write), and every excerpt a page shows is in that output."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.readme_examples import (
    GOLDEN,
    documented_examples,
    first_difference,
    run_all,
    shown_is_printed,
)


@pytest.mark.slow
def test_readme_examples_print_what_was_recorded(data_dir: Path) -> None:
    recorded = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert first_difference(recorded, run_all(data_dir)) is None


def test_every_page_shows_only_what_its_command_prints() -> None:
    recorded = {
        (tuple(r["argv"]), r["stdin"]): r["stdout"] + r["stderr"]
        for r in json.loads(GOLDEN.read_text(encoding="utf-8"))
    }
    examples = documented_examples()
    assert len(examples) >= 30  # README and every page of the guide have examples
    for example in examples:
        printed = recorded.get((tuple(example.argv), example.stdin))
        assert printed is not None, f"{example.where}: not recorded (--write)"
        for line in example.shown:
            assert shown_is_printed(line, printed), f"{example.where}: {line!r} is not printed"
