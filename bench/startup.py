"""Start-up time of one command, process start to answer, against the smallest baselines.

    python -m bench.startup              # 20 runs of each command
    python -m bench.startup --runs 7     # a quick look
    python -m bench.startup --frente-a main --datos D   # A/B against main, D already built
    python -m bench.startup --frente-a main --datos D --carpeta-ref R   # R kept for next time

Every command runs in a new process and is timed from spawn to exit (wall clock), in the same
run and interleaved (one of each, then again), so a busy machine slows them all alike:

- ``python -c pass``: the interpreter alone, the floor of any Python command line.
- ``python -c "import bot.terminal.cli"``: what importing the CLI costs before it does anything.
- ``python -c "import pydantic, whoosh.index, …"``: the libraries a search runs on, imported
  and nothing else: the floor under ``juez buscar`` (reported as a ratio to FTS5, no target).
- ``juez --help``.
- ``juez --datos D regla 104.3c`` with the index already built in D (and the corpus cache,
  when the service uses it: the report says whether D holds one).
- ``python bench/fts5_rule_cli.py rules.db 104.3c``: a minimal SQLite FTS5 command line
  answering the same lookup.

- ``juez --datos D buscar "tengo blood moon y el rival urborg…"``: a question told through
  cards, answered from the bundled card data (its cache built in D by the untimed rounds).

With ``--frente-a REF`` (a git ref: ``main``), the same ``buscar`` of that commit runs in the
same rounds, from a copy of its files and its own data folder built by its own `indice
construir`: an A/B of the start-up path, its ratio to the stack floor beside this one's. Both
sides run `juez` the same way: the function their own pyproject.toml names for the script,
called as the script calls it (``juez_command``).

Targets (from the issues): regla and buscar within 8× the FTS5 line, --help within 4×
``python -c pass``, buscar within 1.5× the stack floor (issue 48; median and p99 reported).
Reported, never asserted: timings depend on the machine.
"""

from __future__ import annotations

import argparse
import io
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from bench.fts5_rule_cli import build as build_fts5
from bench.stats import percentile

ROOT = Path(__file__).resolve().parents[1]
RULE = "104.3c"
# A question told through cards, as people type it (lower case: the bundled card data answers,
# no store and no network): the search reads the cards, what they do and how they meet.
QUESTION = "tengo blood moon y el rival urborg, tomb of yawgmoth, que tierras son pantanos?"
TARGET_RULE_RATIO = 8.0  # juez regla / FTS5 command line
TARGET_HELP_RATIO = 4.0  # juez --help / python -c pass
TARGET_STACK_RATIO = 1.5  # juez buscar / the stack floor (issue 48)
STACK_IMPORTS = (
    "import pydantic, whoosh.index, whoosh.searching, whoosh.query, whoosh.analysis, "
    "whoosh.lang.snowball.spanish, whoosh.lang.snowball.english, sqlite3, json, zlib; "
    "pydantic.create_model('M', x=(int, 0))"  # a first model builds pydantic's schema machinery
)
CACHE_FILE = "corpus.cache"  # index.corpus_cache.CACHE_FILE, not imported: keep this light


def script_target(folder: Path) -> str:
    """What the `juez` script of the code in ``folder`` runs (``module:function``), read from
    its pyproject.toml: the installed script may be older than the code (a venv made before
    the script changed still calls what it called then)."""
    with (folder / "pyproject.toml").open("rb") as project:
        return str(tomllib.load(project)["project"]["scripts"]["juez"])


def juez_command(folder: Path) -> list[str]:
    """`juez` as its script runs it, from the code in ``folder``: the function the script
    names, called and its code returned to the interpreter, as the script does. This worktree
    and a compared commit (--frente-a) both run this way (same entry, same exit): running one
    through its script and the other through ``cli.main`` biased the A/B by about 5 % (the
    interpreter torn down on one side only, session 9). ``-P`` and PYTHONPATH: the folder's
    files before the editable install's (which is this worktree's)."""
    module, function = script_target(folder).split(":")
    code = f"import sys; from {module} import {function}; sys.exit({function}())"
    return ["env", f"PYTHONPATH={folder}", sys.executable, "-P", "-c", code]


def _juez() -> list[str]:
    return juez_command(ROOT)


SEARCH = "juez buscar (cartas)"


def commands(data_dir: Path, fts5_db: Path, ref: Ref | None = None) -> dict[str, list[str]]:
    juez = _juez()
    compared = (
        {}
        if ref is None
        else {ref.row: [*ref.juez, "--datos", str(ref.data_dir), "buscar", QUESTION]}
    )
    return {
        "python -c pass": [sys.executable, "-c", "pass"],
        "import bot.terminal.cli": [sys.executable, "-c", "import bot.terminal.cli"],
        # The floor under any search: importing the libraries it runs on (the required stack),
        # before a line of Juez runs. buscar can come no closer to FTS5 than this.
        "import whoosh+pydantic": [sys.executable, "-c", STACK_IMPORTS],
        "juez --help": [*juez, "--help"],
        f"juez regla {RULE}": [*juez, "--datos", str(data_dir), "regla", RULE],
        SEARCH: [*juez, "--datos", str(data_dir), "buscar", QUESTION],
        **compared,
        f"fts5 {RULE}": [
            sys.executable,
            str(ROOT / "bench" / "fts5_rule_cli.py"),
            str(fts5_db),
            RULE,
        ],
    }


@dataclass(frozen=True)
class Ref:
    """Another commit's `juez`, run from a copy of its files with its own data folder."""

    name: str
    folder: Path
    data_dir: Path

    @property
    def row(self) -> str:
        return f"{SEARCH} {self.name}"

    @property
    def juez(self) -> list[str]:
        return juez_command(self.folder)


def prepare_ref(name: str, workdir: Path) -> Ref:
    """A copy of commit ``name``'s files (git archive) and its data folder, built by it. A
    folder already holding them (--carpeta-ref, a run before) is reused: its build only says
    it is current (the card kinds of a busy machine take minutes)."""
    folder = workdir / "ref"
    if not folder.is_dir():
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", "--format=tar", name],
            capture_output=True,
            check=True,
        ).stdout
        folder.mkdir(parents=True)
        with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
            tar.extractall(folder, filter="data")
    ref = Ref(name, folder, workdir / "datos-ref")
    argv = [*ref.juez, "--datos", str(ref.data_dir), "indice", "construir"]
    _run(argv, _env(ref.data_dir), timeout=BUILD_TIMEOUT_S)
    return ref


def _env(data_dir: Path) -> dict[str, str]:
    # The data folder is the bench's own, even for --help (nothing of the user's is touched);
    # no token, so nothing can start the bot. Bytecode is written and read as on a user's
    # machine: with PYTHONDONTWRITEBYTECODE (set in some shells and CI images) every start
    # compiles the project's modules again from source (about 60 modules, a quarter of a
    # second measured), which is not what a user waits for after the first run.
    unset = {"DISCORD_TOKEN", "PYTHONDONTWRITEBYTECODE"}
    env = {k: v for k, v in os.environ.items() if k not in unset}
    env["JUEZ_DATA_DIR"] = str(data_dir)
    return env


def _run(
    argv: Sequence[str], env: dict[str, str], *, capture: bool = False, timeout: float = 300
) -> tuple[float, str]:
    started = time.perf_counter()
    done = subprocess.run(
        argv,
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE if capture else subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        timeout=timeout,
        check=False,
    )
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(argv)} falló ({done.returncode}): {done.stderr[-500:]}")
    return seconds, done.stdout or ""


BUILD_TIMEOUT_S = 3600  # `indice construir` reads every card too: minutes on a busy machine


def prepare(workdir: Path, built: Path | None = None) -> tuple[Path, Path]:
    """A data folder with the index built (``built``, when given: its `indice construir` only
    says it is current), and the FTS5 database of the rules."""
    from index.corpus_loader import load_corpus
    from index.models import Rule

    data_dir = built or workdir / "datos"
    env = _env(data_dir)
    _run([*_juez(), "--datos", str(data_dir), "indice", "construir"], env, timeout=BUILD_TIMEOUT_S)
    corpus = load_corpus()
    rows = [
        (r.id, r.edition, r.language.value, r.title, "\n".join([r.text, *r.examples]))
        for r in corpus.records
        if isinstance(r, Rule)
    ]
    fts5_db = workdir / "rules.db"
    build_fts5(str(fts5_db), rows)
    return data_dir, fts5_db


def measure(cmds: dict[str, list[str]], env: dict[str, str], runs: int) -> dict[str, list[float]]:
    # Two untimed rounds first: the OS file cache warm, the corpus cache written if used.
    for name, argv in cmds.items():
        for _ in range(2):
            _, out = _run(argv, env, capture=True)
        if "regla" in name or "fts5" in name:
            assert RULE in out, f"{name} no respondió {RULE}: {out[:200]!r}"
        if "buscar" in name:
            assert "Carta: Blood Moon" in out, f"{name} no mostró la carta: {out[:200]!r}"
    times: dict[str, list[float]] = {name: [] for name in cmds}
    for _ in range(runs):
        for name, argv in cmds.items():
            times[name].append(_run(argv, env)[0])
    return times


def report(times: dict[str, list[float]], data_dir: Path) -> None:
    runs = len(next(iter(times.values())))
    print(f"{'orden':<26} {'mediana':>10} {'p99':>10} {'mín':>10}   ({runs} ejecuciones)")
    for name, values in times.items():
        print(
            f"{name:<26} {statistics.median(values) * 1000:>7.1f} ms"
            f" {percentile(values, 99) * 1000:>7.1f} ms {min(values) * 1000:>7.1f} ms"
        )
    med = {name: statistics.median(values) for name, values in times.items()}
    rule = med[f"juez regla {RULE}"] / med[f"fts5 {RULE}"]
    search = med["juez buscar (cartas)"] / med[f"fts5 {RULE}"]
    help_ = med["juez --help"] / med["python -c pass"]
    stack = med["import whoosh+pydantic"] / med[f"fts5 {RULE}"]
    cached = "sí" if (data_dir / CACHE_FILE).is_file() else "no (el servicio no la usa aún)"
    print(f"caché del corpus en la carpeta de datos: {cached}")
    for label, ratio, target in (
        (f"regla {RULE} / FTS5", rule, TARGET_RULE_RATIO),
        ("buscar (cartas) / FTS5", search, TARGET_RULE_RATIO),
        ("--help / python -c pass", help_, TARGET_HELP_RATIO),
    ):
        verdict = "cumple" if ratio <= target else "NO cumple"
        print(f"{label:<26} {ratio:5.1f}x (objetivo ≤ {target:.0f}x): {verdict}")
    floor = "pila (whoosh+pydantic) / FTS5"
    print(f"{floor:<26} {stack:5.1f}x (suelo de buscar: importar la pila, sin Juez)")
    # buscar against its floor, the target of issue 48: the medians, and the p99s (a slow
    # run of each, on a busy machine).
    over_floor = med["juez buscar (cartas)"] / med["import whoosh+pydantic"]
    p99_over = percentile(times["juez buscar (cartas)"], 99) / percentile(
        times["import whoosh+pydantic"], 99
    )
    verdict = "cumple" if over_floor <= TARGET_STACK_RATIO else "NO cumple"
    print(
        f"{'buscar (cartas) / pila':<26} {over_floor:5.2f}x mediana, {p99_over:5.2f}x p99"
        f" (objetivo ≤ {TARGET_STACK_RATIO}x en mediana): {verdict}"
    )
    for name in times:
        if name.startswith(f"{SEARCH} "):  # the same search of another commit (--frente-a)
            label = f"buscar {name[len(SEARCH) + 1 :]} / pila"
            ratio = med[name] / med["import whoosh+pydantic"]
            p99 = percentile(times[name], 99) / percentile(times["import whoosh+pydantic"], 99)
            print(f"{label:<26} {ratio:5.2f}x mediana, {p99:5.2f}x p99 (la misma ronda)")


def run_section(
    runs: int,
    ref_name: str | None = None,
    built: Path | None = None,
    ref_folder: Path | None = None,
) -> None:
    title = "Arranque: de lanzar la orden a la respuesta (proceso nuevo)"
    print(f"\n== {title} " + "=" * max(0, 76 - len(title)))
    with tempfile.TemporaryDirectory(prefix="juez-startup-") as tmp:
        data_dir, fts5_db = prepare(Path(tmp), built)
        ref = prepare_ref(ref_name, ref_folder or Path(tmp)) if ref_name else None
        times = measure(commands(data_dir, fts5_db, ref), _env(data_dir), runs)
        report(times, data_dir)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.startup", description="Tiempo de arranque de cada orden."
    )
    parser.add_argument("--runs", type=int, default=20, help="ejecuciones de cada orden (20)")
    parser.add_argument(
        "--frente-a", metavar="REF", help="también el buscar de otro commit (main), A/B"
    )
    parser.add_argument(
        "--datos",
        type=Path,
        help="una carpeta de datos ya construida (se reconstruye si no está al día)",
    )
    parser.add_argument(
        "--carpeta-ref",
        type=Path,
        help="con --frente-a: guarda (o reutiliza) ahí la copia del otro commit y sus datos",
    )
    args = parser.parse_args(argv)
    run_section(args.runs, args.frente_a, args.datos, args.carpeta_ref)
    return 0


if __name__ == "__main__":
    sys.exit(main())
