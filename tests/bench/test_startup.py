"""bench.startup: this worktree and a compared commit run `juez` the same way (issue 48)."""

import subprocess
import sys
from pathlib import Path

from bench.startup import QUESTION, ROOT, Ref, commands, juez_command, script_target


def _project(folder: Path, target: str) -> Path:
    folder.mkdir()
    (folder / "pyproject.toml").write_text(
        f'[project]\nname = "x"\n[project.scripts]\njuez = "{target}"\n', encoding="utf-8"
    )
    return folder


def test_the_command_calls_what_the_folders_own_pyproject_names_for_the_script(tmp_path):
    old = _project(tmp_path / "old", "bot.terminal.cli:main")
    argv = juez_command(old)
    assert argv[:4] == ["env", f"PYTHONPATH={old}", sys.executable, "-P"]
    assert argv[-1] == "import sys; from bot.terminal.cli import main; sys.exit(main())"
    # This worktree's command is what its own pyproject names (entry: the quick exit).
    assert script_target(ROOT) == "bot.terminal.cli:entry"
    assert juez_command(ROOT)[-1].endswith("sys.exit(entry())")


def test_both_sides_of_an_ab_differ_only_in_their_folder_and_data(tmp_path):
    ref_folder = _project(tmp_path / "ref", "bot.terminal.cli:entry")
    ref = Ref("main", ref_folder, tmp_path / "datos-ref")
    cmds = commands(tmp_path / "datos", tmp_path / "rules.db", ref)
    here = cmds["juez buscar (cartas)"]
    there = cmds["juez buscar (cartas) main"]
    assert here[:2] == ["env", f"PYTHONPATH={ROOT}"]
    assert there[:2] == ["env", f"PYTHONPATH={ref_folder}"]
    assert here[2:6] == there[2:6]  # same interpreter, flags and entry code
    assert here[6:] == ["--datos", str(tmp_path / "datos"), "buscar", QUESTION]
    assert there[6:] == ["--datos", str(tmp_path / "datos-ref"), "buscar", QUESTION]


def test_the_built_command_runs_juez_from_the_folder_given():
    done = subprocess.run(
        [*juez_command(ROOT), "--help"], capture_output=True, text=True, check=False, cwd="/"
    )
    assert done.returncode == 0, done.stderr
    assert "buscar" in done.stdout
