"""The constraints file for deployments: every package of a working environment, pinned.

    python -m bench.constraints            # compare constraints.txt with this environment
    python -m bench.constraints --write    # write it from this environment

pyproject.toml says which versions Juez accepts (ranges); constraints.txt says which ones
were installed together and tested (one exact version each, dependencies of dependencies
included), so a server installs the same set (the guide's "instalar en un servidor"):

    pip install -c constraints.txt '.'

Write it from a fresh environment made with ``pip install -e '.[test]'`` after the tests pass;
tests/contracts/test_constraints.py checks that it pins every dependency pyproject.toml
names and that pyproject's ranges accept each pin.
"""

from __future__ import annotations

import argparse
import re
import sys
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CONSTRAINTS = ROOT / "constraints.txt"
PROJECT = "juez"
# The installer's own packages are not Juez's to pin.
INSTALLER = frozenset({"pip", "setuptools", "wheel"})
HEADER = (
    "# Versions installed together and tested: pip install -c constraints.txt '.[test]'\n"
    "# Written by `python -m bench.constraints --write` from an environment made with\n"
    "# pip install -e '.[test]'; pyproject.toml holds the accepted ranges.\n"
)


def canonical(name: str) -> str:
    """A distribution's name as pip compares them (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def installed() -> dict[str, str]:
    """Every distribution of this environment but Juez and the installer: name -> version."""
    found = {}
    for dist in metadata.distributions():
        name = canonical(dist.metadata["Name"] or "")
        if name and name != PROJECT and name not in INSTALLER:
            found[name] = dist.version
    return dict(sorted(found.items()))


def read(path: Path = CONSTRAINTS) -> dict[str, str]:
    """The pins of a constraints file: name -> version."""
    pins = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, _, version = line.partition("==")
            pins[canonical(name)] = version.strip()
    return pins


def render(pins: dict[str, str]) -> str:
    return HEADER + "".join(f"{name}=={version}\n" for name, version in pins.items())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.constraints", description=__doc__)
    parser.add_argument("--write", action="store_true", help="escribir constraints.txt")
    args = parser.parse_args(argv)
    now = installed()
    if args.write:
        CONSTRAINTS.write_text(render(now), encoding="utf-8")
        print(f"{CONSTRAINTS.name}: {len(now)} paquetes fijados")
        return 0
    pinned = read() if CONSTRAINTS.exists() else {}
    differ = sorted(
        f"{n}: fijado {pinned.get(n, '—')}, instalado {now.get(n, '—')}"
        for n in set(now) | set(pinned)
        if now.get(n) != pinned.get(n)
    )
    print("\n".join(differ) or f"{CONSTRAINTS.name} coincide con este entorno ({len(now)})")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
