"""Makes ``engine_helpers`` importable (pytest runs with --import-mode=importlib)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from engine_helpers import load_rules  # noqa: E402


@pytest.fixture(scope="session")
def rules_text() -> dict[str, str]:
    return load_rules()
