"""Where a cold `juez buscar` spends its instructions, phase by phase (issue 48).

    python -m bench.startup_phases --datos D     # D: a data folder already built
    python -m bench.startup_phases --datos D --clases   # also the classes made (dataclass…)
    python -m bench.startup_phases --datos D --modulos  # also each module's own body

Wall clock on this shared two-core machine moves by tens of percent from one run to the next;
instruction counts do not. Valgrind's callgrind counts them, and its ``--dump-before`` writes one
count each time a chosen C function is entered: the measured process calls ``os.getppid()`` (its
C function, ``os_getppid``, is called by nothing else) between phases, so each dump is one
phase. The phases:

- the interpreter with the libraries of the stack floor (the ``bench.startup`` row: Whoosh,
  SQLite, pydantic), imported first, so that everything after it is Juez's own;
- importing the command line and the modules every phase below uses (``bot.services``,
  ``index.library``, the renderer), then each stage of the search as ``JuezService`` and
  ``Library`` run it (the corpus, the alignment, the index's tables, the cards the question names,
  the full-text search, rendering), and leaving the process.

A second run measures the floor alone (a process importing the stack and nothing else), the
denominator of the 1.5× target. With ``--clases``, the share of every phase spent making classes
(dataclasses, pydantic models, enums): Python 3.11 compiles a dataclass's methods from source at
every start. With ``--modulos``, each module imported after the floor: the count of its own body
(what its import ran, less the modules it imported in turn), Juez's own and the others.

Caveat, measured on 07/12/2026: under valgrind, OpenSSL's SHA-256 runs without the CPU's SHA
instructions (valgrind hides them), so the corpus' content hash and the cache's checksum count
about 140 M instructions here and take about 3 ms on the machine: read the corpus row with that
in mind. The per-row numbers are a ratio, not a time.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from bench.startup import QUESTION, STACK_IMPORTS

ROOT = Path(__file__).resolve().parents[1]

# The measured process. It marks a phase by calling os.getppid() (callgrind dumps its count
# before each call) and writes the phases' names to the file given, in order.
_CHILD = r"""
import os, sys
_mark = os.getppid
names = []
def mark(name):
    names.append(name)
    _mark()
names_file, data_dir, question, classes = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
exec(sys.argv[5])  # the stack floor's imports
mark("python + pila (suelo)")
modules = sys.argv[6] == "1"
if modules:  # each module's own body, marked where the import system runs it
    import _frozen_importlib as bootstrap
    load = bootstrap._load_unlocked
    def loading(spec):
        mark("+mod:" + spec.name)
        try:
            return load(spec)
        finally:
            mark("-mod:" + spec.name)
    bootstrap._load_unlocked = loading
if classes == "1":
    import dataclasses, enum
    import pydantic._internal._model_construction as construction
    def counted(owner, attr, label):
        made = getattr(owner, attr)
        depth = [0]
        def making(*args, **kwargs):
            depth[0] += 1
            if depth[0] == 1:
                mark("+" + label)
            try:
                return made(*args, **kwargs)
            finally:
                depth[0] -= 1
                if depth[0] == 0:
                    mark("-" + label)
        setattr(owner, attr, making)
    counted(dataclasses, "_process_class", "dataclass")
    counted(construction.ModelMetaclass, "__new__", "pydantic")
    counted(enum.EnumType, "__new__", "enum")
from bot.terminal import cli
import bot.services, bot.text.render, index.library, index.search.full_text
mark("importar cli, servicios, biblioteca, búsqueda")
def stage(owner, attr, label):
    run = getattr(owner, attr)
    def staged(*args, **kwargs):
        mark("antes: " + label)
        try:
            return run(*args, **kwargs)
        finally:
            mark(label)
    setattr(owner, attr, staged)
stage(cli, "_start", "ajustes, registro, servicio")
import index.corpus_loader
stage(index.corpus_loader, "load_corpus", "corpus (caché)")
stage(index.library, "alignment_for", "alineación")
stage(index.library.Library, "ready_to_search", "tablas del índice (ready_to_search)")
stage(index.library.Library, "question_cards", "cartas de la pregunta")
stage(index.library.Library, "_full_text_search", "búsqueda de texto")
stage(bot.text.render, "render_result", "presentar")
sys.argv = ["juez", "--datos", data_dir, "buscar", question]
code, command = cli._command(None)
mark("resto de la orden")
if modules:  # no mark after the names are written (leaving imports quick_exit)
    bootstrap._load_unlocked = load
with open(names_file, "w", encoding="utf-8") as out:
    out.write("\n".join(names))
if command in cli._LEAVES_AT_ONCE:  # as the juez script ends it
    from bot.terminal.quick_exit import leave
    leave(code)
sys.exit(code)
"""


def _callgrind(argv: list[str], out: Path) -> None:
    done = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--dump-before=os_getppid",
            f"--callgrind-out-file={out}",
            *argv,
        ],
        cwd=ROOT,
        # Bytecode written and read as on a user's machine (bench.startup._env): with
        # PYTHONDONTWRITEBYTECODE set, every run compiles Juez's modules again from source
        # (some 450 M instructions more, measured 07/12/2026).
        env={k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"valgrind falló ({done.returncode}): {done.stderr[-500:]}")


def _total(path: Path) -> int:
    with path.open(encoding="utf-8", errors="replace") as dump:
        for line in dump:
            if line.startswith(("summary:", "totals:")):
                return int(line.split()[1])
    raise ValueError(f"{path}: sin total")


def _dumps(out: Path) -> list[int]:
    """Each dump's count in order: ``out.1``, ``out.2``… then ``out`` (after the last mark)."""
    numbered = sorted(
        (int(p.name.rsplit(".", 1)[1]), p)
        for p in out.parent.glob(out.name + ".*")
        if p.name.rsplit(".", 1)[1].isdigit()
    )
    return [_total(p) for _, p in numbered] + [_total(out)]


_LAST = "salir (tras la respuesta)"  # what runs after the last mark


def by_phase(counts: list[int], names: list[str]) -> dict[str, int]:
    """Each phase's count: what ran up to its mark. A class mark ("+dataclass", "-dataclass")
    only splits a phase: its stretch joins the next phase mark. The stretches that end at an
    "antes: X" mark (between two stages) are summed as "entre etapas"."""
    merged: dict[str, int] = {}
    pending = 0
    for count, name in zip(counts, [*names, _LAST], strict=True):
        pending += count
        if name.startswith(("+", "-")):
            continue
        label = "entre etapas" if name.startswith("antes: ") else name
        merged[label] = merged.get(label, 0) + pending
        pending = 0
    return merged


def making_classes(counts: list[int], names: list[str]) -> dict[str, int]:
    """The count spent inside each kind of class-making (between "+kind" and "-kind")."""
    made: dict[str, int] = {}
    inside: str | None = None
    for count, name in zip(counts, [*names, _LAST], strict=True):
        if inside is not None:
            made[inside] = made.get(inside, 0) + count
        if name.startswith(("+mod:", "-mod:")):  # a module's body (by_module), not a class
            continue
        if name.startswith("+"):
            inside = name[1:]
        elif name.startswith("-"):
            inside = None
    return made


def by_module(counts: list[int], names: list[str]) -> dict[str, int]:
    """Each module's own count: what ran while its body was the innermost one running
    (between "+mod:NAME" and "-mod:NAME", less the modules it imported, which count for
    themselves)."""
    own: dict[str, int] = {}
    loading: list[str] = []
    for count, name in zip(counts, [*names, _LAST], strict=True):
        if loading:
            own[loading[-1]] = own.get(loading[-1], 0) + count
        if name.startswith("+mod:"):
            loading.append(name[5:])
        elif name.startswith("-mod:"):
            loading.pop()
    return own


_OWN = ("bot", "index", "cogs")  # Juez's own packages


def run(data_dir: Path, classes: bool, modules: bool = False) -> None:
    if shutil.which("valgrind") is None:
        raise SystemExit(
            "Hace falta valgrind (apt-get install valgrind) para contar instrucciones."
        )
    with tempfile.TemporaryDirectory(prefix="juez-phases-") as tmp:
        folder = Path(tmp)
        names_file = folder / "fases.txt"
        buscar = folder / "buscar.out"
        argv = [sys.executable, "-c", _CHILD, str(names_file), str(data_dir), QUESTION]
        flags = ["1" if classes else "0", STACK_IMPORTS, "1" if modules else "0"]
        _callgrind([*argv, *flags], buscar)
        names = names_file.read_text(encoding="utf-8").split("\n")
        counts = _dumps(buscar)
        floor_out = folder / "suelo.out"
        _callgrind([sys.executable, "-c", STACK_IMPORTS], floor_out)
        floor = _total(floor_out)
    phases = by_phase(counts, names)
    made = making_classes(counts, names)
    total = sum(counts)
    print(f"{'fase':<46} {'M instr.':>9} {'parte':>6}")
    for label, count in phases.items():
        print(f"{label:<46} {count / 1e6:9.1f} {count / total:6.1%}")
    print(f"{'total de juez buscar':<46} {total / 1e6:9.1f}")
    print(f"{'suelo (proceso que solo importa la pila)':<46} {floor / 1e6:9.1f}")
    print(f"buscar / suelo: {total / floor:.2f}x en instrucciones (objetivo ≤ 1.5x en tiempo)")
    for kind, count in made.items():
        print(f"clases hechas ({kind}): {count / 1e6:.1f} M ({count / total:.1%}, ya en las fases)")
    own = by_module(counts, names)
    if own:
        juez = {m: c for m, c in own.items() if m.split(".")[0] in _OWN}
        print(
            f"módulos importados tras la pila: {len(own)}, de Juez {len(juez)}"
            f" ({sum(juez.values()) / 1e6:.1f} M), otros {len(own) - len(juez)}"
            f" ({(sum(own.values()) - sum(juez.values())) / 1e6:.1f} M)"
        )
        for module, count in sorted(own.items(), key=lambda item: -item[1])[:MODULES_SHOWN]:
            print(f"  {module:<44} {count / 1e6:9.1f}")
    print(json.dumps({"total": total, "floor": floor, "phases": phases, "classes": made}))


MODULES_SHOWN = 30


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.startup_phases",
        description="Instrucciones de un juez buscar en frío, fase a fase (callgrind).",
    )
    parser.add_argument("--datos", type=Path, required=True, help="carpeta de datos construida")
    parser.add_argument(
        "--clases", action="store_true", help="también lo que cuesta hacer las clases"
    )
    parser.add_argument(
        "--modulos",
        action="store_true",
        help="también lo que cuesta el cuerpo de cada módulo importado tras la pila",
    )
    args = parser.parse_args(argv)
    run(args.datos, args.clases, args.modulos)
    return 0


if __name__ == "__main__":
    sys.exit(main())
