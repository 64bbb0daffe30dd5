"""A bundled corpus file that is missing, empty or not UTF-8 is named, with what to do.

Issue 16, fault 5: a corpus file that was not UTF-8 was answered "Modo desconocido", a missing
one "Comprueba JUEZ_DATA_DIR" (though the file is in the package), and an empty Spanish rules
file was accepted without a word. The bundled files are never touched: each test runs a copy of
the two packages (bot, index) with the damage made in the copy's data.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.faults.helpers import ROOT, juez_env, run_juez

SPANISH_RULES = "es/reglas-completas-2019-10-04-parcial.txt"
CLASS_PAGE = "es/clase-2-permanentes.wp.json"


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    root = tmp_path / "juez"
    for package in ("bot", "index"):
        shutil.copytree(
            ROOT / package, root / package, ignore=shutil.ignore_patterns("__pycache__")
        )
    return root


def _not_utf8(path: Path) -> None:
    data = bytearray(path.read_bytes())
    data[len(data) // 2] = 0xFF
    path.write_bytes(bytes(data))


def _cut(path: Path) -> None:  # a JSON page cut short
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 3])


DAMAGE: dict[str, tuple[str, Callable[[Path], None], str]] = {
    "not utf-8": (SPANISH_RULES, _not_utf8, "no es texto UTF-8 (byte 0xff"),
    "empty": (SPANISH_RULES, lambda p: p.write_bytes(b""), "está vacío"),
    "blank": (SPANISH_RULES, lambda p: p.write_bytes(b"\n  \n"), "está vacío"),
    "missing": (SPANISH_RULES, Path.unlink, "no existe"),
    "cut short": (CLASS_PAGE, _cut, "está dañado"),
    "sources list missing": ("SOURCES.toml", Path.unlink, "no existe"),
}


@pytest.mark.parametrize("damage", DAMAGE)
def test_a_damaged_corpus_file_is_named(copy: Path, tmp_path: Path, damage: str) -> None:
    name, make, said = DAMAGE[damage]
    make(copy / "index" / "data" / name)
    env = juez_env(PYTHONPATH=str(copy))
    ran = run_juez(tmp_path / "datos", "regla", "104.3c", env=env, cwd=copy)
    ran.assert_no_crash()
    assert ran.code == 1
    assert f"El archivo del corpus {name}" in ran.stderr and said in ran.stderr
    assert "reinstálalo" in ran.stderr
    assert "Modo desconocido" not in ran.stderr and "JUEZ_DATA_DIR" not in ran.stderr
