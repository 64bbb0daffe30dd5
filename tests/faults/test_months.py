"""Faults an admin running Juez for months would meet (issue 27, item 7), through the real
command: what the person reads is Spanish, says the cause, and never quotes what it should not.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from index.library import ECHO_CHARS
from index.search.query import MAX_QUERY_CHARS


def test_a_file_that_is_no_scenario_is_not_quoted(juez, tmp_path: Path) -> None:
    """`escenario --archivo /etc/shadow` used to list the file's lines as unknown fields."""
    secret = "root:$6$Zq1secretHASH:20228:0:99999:7:::"
    lines = [secret, "daemon:*:20228:0:99999:7:::", "kind_of: nothing"]
    shadow = tmp_path / "shadow"
    shadow.write_text("\n".join(lines) + "\n", encoding="utf-8")
    ran = juez("escenario", "--archivo", str(shadow))
    ran.assert_no_crash()
    assert ran.code != 0 and "no parece un escenario" in ran.stderr
    for line in lines:
        assert line.split(":")[1] not in ran.stderr  # not a word of what the file holds


def test_a_scenario_with_a_mistyped_field_still_names_it(juez, tmp_path: Path) -> None:
    path = tmp_path / "mal.yaml"
    path.write_text("kind: combat\nstate: {}\natacantes: []\n", encoding="utf-8")
    ran = juez("escenario", "--archivo", str(path))
    ran.assert_no_crash()
    assert "atacantes" in ran.stderr  # a field name the person wrote is worth showing


@pytest.mark.parametrize("command", ["buscar", "regla"])
def test_a_long_line_is_cut_before_any_work_and_not_echoed(juez, command: str) -> None:
    """A 1 MB line took 0.6–1.8 s of searching and came back whole in "query" (here 120 kB:
    what one argument may carry)."""
    line = "Arrollar Colossal Dreadmaw " * (120_000 // 27)
    ran = juez(command, line, "--json")
    ran.assert_no_crash()
    answer = json.loads(ran.stdout)
    assert f"tiene {len(line)} caracteres; el máximo es {MAX_QUERY_CHARS}" in answer["message"]
    assert len(answer["query"]) <= ECHO_CHARS + 1 and line.startswith(answer["query"][:-1])
    assert answer["results"] == [] and answer["cards"] == []  # nothing was looked for
    assert len(ran.out) < 5000


@pytest.mark.parametrize(
    ("url", "cause"),
    [
        ("postgresql://juez:s3creto@localhost:abc/juez", "el puerto debe ser un número"),
        ("postgresql://juez:s3creto@localhost:99999/juez", "el puerto 99999 no existe"),
        ("postgresql://juez:s3creto@localhost:1/juez", "nadie acepta conexiones"),
    ],
)
def test_a_bad_postgresql_url_says_its_cause_in_spanish(juez, url: str, cause: str) -> None:
    """A bad port gave `invalid literal for int()`; past 65535 asyncpg tried another port."""
    from tests.faults.helpers import juez_env

    ran = juez("quiz", "--preguntas", "1", env=juez_env(JUEZ_DATABASE_URL=url))
    ran.assert_no_crash()
    assert ran.code != 0 and cause in ran.stderr
    assert "invalid literal" not in ran.stderr and "s3creto" not in ran.stderr  # nor the password


def test_a_build_waits_a_bounded_time_for_a_stuck_holder_of_the_lock(
    corpus, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A rebuild used to wait forever while another live process held `index.lock`."""
    fcntl = pytest.importorskip("fcntl")
    import os

    from index.search import build

    monkeypatch.setattr(build, "BUILD_LOCK_WAIT_S", 0.3)
    tmp_path.mkdir(exist_ok=True)
    holder = os.open(tmp_path / build.LOCK_FILE, os.O_RDWR | os.O_CREAT)
    fcntl.flock(holder, fcntl.LOCK_EX)  # a live build that never ends
    try:
        with pytest.raises(build.IndexUnavailable, match="Otro proceso lleva más de 0.3 s"):
            build.build_index(tmp_path, corpus)
    finally:
        os.close(holder)
    assert not (tmp_path / build.INDEX_DIR).exists()


@pytest.mark.slow
def test_a_killed_builds_folder_is_removed_when_nobody_builds(juez, datos: Path) -> None:
    left = datos / "index.building-4242-abcdef"  # what a kill -9 during a build leaves
    left.mkdir()
    (left / "_MAIN_1.seg").write_bytes(b"\0" * 4096)
    ran = juez("buscar", "arrollar")
    ran.assert_no_crash()
    assert ran.code == 0 and not left.exists()


def test_rule_numbers_answer_when_the_index_cannot_be_built(datos: Path) -> None:
    """On a full disk (or a read-only folder) the index cannot be built; `juez regla 104.3c`
    used to fail with it, though a number needs no index. A search still says why."""
    import shutil
    import sys

    from tests.faults.helpers import ROOT, run_juez

    shutil.rmtree(datos / "index")
    inject = [sys.executable, str(ROOT / "tests" / "faults" / "inject.py"), "disk-full", "--"]
    number = run_juez(datos, "regla", "104.3c", prefix=inject)
    number.assert_no_crash()
    assert number.code == 0 and "104.3c" in number.stdout
    search = run_juez(datos, "buscar", "arrollar", prefix=inject)
    search.assert_no_crash()
    assert search.code == 1 and "no queda espacio en el disco" in search.stderr
