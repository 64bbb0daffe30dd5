"""mypy finds no error: strict on the domain (index, engine, quiz), standard elsewhere.

The configuration is in pyproject.toml ([tool.mypy]); this runs it as CI does.
"""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_mypy_is_clean():
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--no-error-summary",
            "--cache-dir",
            str(ROOT / ".mypy_cache"),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
