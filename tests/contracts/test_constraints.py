"""constraints.txt (bench.constraints): every dependency of pyproject.toml pinned, each pin
inside pyproject's range, and the dependencies of every pinned package pinned too."""

from __future__ import annotations

import tomllib
from importlib import metadata

import pytest
from packaging.requirements import Requirement

from bench.constraints import CONSTRAINTS, canonical, read

PYPROJECT = CONSTRAINTS.parent / "pyproject.toml"
FIX = "rehazlo con `python -m bench.constraints --write` en un entorno recién instalado"


def _requirements() -> list[Requirement]:
    project = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]
    extras = [r for group in project.get("optional-dependencies", {}).values() for r in group]
    return [Requirement(r) for r in [*project["dependencies"], *extras]]


def test_every_line_pins_one_exact_version():
    lines = [
        line for line in CONSTRAINTS.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    ]  # fmt: skip
    assert lines and all(line.count("==") == 1 and " " not in line for line in lines)
    assert len(read()) == len(lines)  # no package pinned twice


@pytest.mark.parametrize("requirement", _requirements(), ids=str)
def test_pyproject_dependency_is_pinned_inside_its_range(requirement):
    pins = read()
    name = canonical(requirement.name)
    assert name in pins, f"{name} falta en constraints.txt: {FIX}"
    assert requirement.specifier.contains(pins[name], prereleases=True), (
        f"{name}=={pins[name]} está fuera de «{requirement.specifier}» de pyproject.toml: {FIX}"
    )


def test_the_dependencies_of_what_is_pinned_are_pinned():
    """Whatever a pinned package needs (as installed here) is pinned as well, so pip has no
    version left to choose."""
    pins = read()
    missing = []
    for name in pins:
        try:
            needs = metadata.requires(name) or []
        except metadata.PackageNotFoundError:
            continue  # not installed here: its metadata is not at hand
        for line in needs:
            needed = Requirement(line)
            if needed.marker is not None and not needed.marker.evaluate({"extra": ""}):
                continue  # an extra nobody asked for, or another platform's
            if canonical(needed.name) not in pins:
                missing.append(f"{name} -> {needed.name}")
    assert missing == [], f"{FIX}: {missing}"
