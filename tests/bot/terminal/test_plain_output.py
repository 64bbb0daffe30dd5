"""Piped and --json output stays byte for byte what was recorded (bench/plain_output.py --write):
colour, tables and the pager are for a terminal only."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.plain_output import GOLDEN, run_all
from bench.readme_examples import first_difference


def test_piped_and_json_output_is_what_was_recorded(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Even with a colour-forcing environment: a pipe gets plain text whatever it says.
    monkeypatch.setenv("FORCE_COLOR", "1")
    monkeypatch.setenv("TERM", "xterm-256color")
    recorded = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert first_difference(recorded, run_all(data_dir)) is None
