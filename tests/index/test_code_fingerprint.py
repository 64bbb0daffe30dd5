"""What a kept result read (index.code_fingerprint): it stays valid while every file holds what
it held, whatever their times say, and stops the moment one changes, goes, or a module is added
beside them."""

from __future__ import annotations

import os
from pathlib import Path

from index.code_fingerprint import fingerprint_of, still_valid


def _tree(root: Path) -> list[Path]:
    package = root / "pkg"
    package.mkdir()
    files = [package / "__init__.py", package / "reader.py", root / "table.tsv"]
    for n, path in enumerate(files):
        path.write_text(f"# file {n}\n", encoding="utf-8")
    return files


def test_unchanged_files_keep_the_result_valid_even_when_their_times_change(
    tmp_path: Path,
) -> None:
    files = _tree(tmp_path)
    kept = fingerprint_of(tmp_path, files)
    assert set(kept["files"]) == {"pkg/__init__.py", "pkg/reader.py", "table.tsv"}
    assert still_valid(tmp_path, kept)
    os.utime(files[1], ns=(1, 1))  # a checkout rewrites a file with the same bytes
    assert still_valid(tmp_path, kept)


def test_a_changed_module_or_data_file_makes_it_stale(tmp_path: Path) -> None:
    files = _tree(tmp_path)
    kept = fingerprint_of(tmp_path, files)
    files[1].write_text("# file 1, read differently\n", encoding="utf-8")
    assert not still_valid(tmp_path, kept)
    files[1].write_text("# file 1\n", encoding="utf-8")  # back as it was
    assert still_valid(tmp_path, kept)
    stat = files[2].stat()
    files[2].write_text("# file 9\n", encoding="utf-8")  # same size, same time: hashed
    os.utime(files[2], ns=(stat.st_atime_ns, stat.st_mtime_ns + 1))
    assert not still_valid(tmp_path, kept)


def test_a_module_added_or_removed_beside_them_makes_it_stale(tmp_path: Path) -> None:
    files = _tree(tmp_path)
    kept = fingerprint_of(tmp_path, files)
    added = tmp_path / "pkg" / "new_keyword.py"
    added.write_text("", encoding="utf-8")
    assert not still_valid(tmp_path, kept)
    added.unlink()
    assert still_valid(tmp_path, kept)
    files[1].unlink()
    assert not still_valid(tmp_path, kept)


def test_files_outside_the_root_and_a_fingerprint_of_another_shape(tmp_path: Path) -> None:
    root = tmp_path / "project"
    root.mkdir()
    files = _tree(root)
    outside = tmp_path / "elsewhere.py"
    outside.write_text("", encoding="utf-8")
    kept = fingerprint_of(root, [*files, outside])
    assert "elsewhere.py" not in str(kept)
    assert not still_valid(root, {"files": {"pkg/reader.py": ["?"]}, "folders": {}})
    assert not still_valid(root, {})


def test_installed_packages_inside_the_project_are_not_its_code(tmp_path: Path) -> None:
    # A virtual environment made in the project (the README's `python3 -m venv .venv`) puts the
    # installed packages under the root; reinstalling them must not make a kept result stale.
    files = _tree(tmp_path)
    installed = tmp_path / ".venv" / "lib" / "python3.11" / "site-packages" / "lib_x.py"
    installed.parent.mkdir(parents=True)
    installed.write_text("# a library\n", encoding="utf-8")
    kept = fingerprint_of(tmp_path, [*files, installed])
    assert set(kept["files"]) == {"pkg/__init__.py", "pkg/reader.py", "table.tsv"}
    installed.write_text("# the library, reinstalled\n", encoding="utf-8")
    (installed.parent / "__editable___juez_finder.py").write_text("", encoding="utf-8")
    assert still_valid(tmp_path, kept)
