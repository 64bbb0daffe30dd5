"""The cost of the editions alignment (issue 9), measured against the code before it, same run.

    python -m bench.editions_bench            # about a minute
    python -m bench.editions_bench --quick

1. **Build.** The index is built (``build_index``, fresh folder) and the editions aligned
   (``build_alignment``): a rebuild now does both, so the alignment's share of a rebuild is the
   build-time increase. Then what a start pays when both are on disk: the alignment read back
   from ``alignment.json`` next to the parsed corpus read back from ``corpus.cache``.
2. **Lookups.** Rule numbers (200 spread over every edition's numbers, plus ranges) and keyword
   names, warm, through today's ``RuleLookup``/``NameLookup`` and through the same modules as
   they were before the alignment (read from git at ``BASELINE``), over the same corpus in the
   same process, interleaved. Each query runs once to warm up, then N more times; the median
   is kept. p50 and p99 (nearest rank) per lookup, and their ratio new/old.
3. **Search.** The full-text search with and without marking rule hits as rules in force.
4. **Added editions.** A start reading the corpus cache with and without a whole English edition
   added (``juez indice añadir``), against the start before added editions existed; and what
   adding costs beside an index build of the same corpus.

Nothing asserts: timings depend on the machine. The issue's target is printed: build time and
lookup latency within 20 % of the code before.
"""

from __future__ import annotations

import argparse
import functools
import importlib.util
import statistics
import subprocess
import sys
import tempfile
import time
import types
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench.stats import percentile

ROOT = Path(__file__).resolve().parents[1]
BASELINE = "f30b6bc^"  # the commit before the alignment
TARGET = 1.20


def _source(module: str) -> str:
    return subprocess.run(
        ["git", "show", f"{BASELINE}:index/{module}.py"],
        cwd=ROOT, check=True, capture_output=True, text=True,
    ).stdout  # fmt: skip


def _baseline(module: str) -> types.ModuleType:
    """``index.<module>`` as it was at BASELINE, loaded under another name, with the answers
    module of BASELINE too (how hits were made then is part of the lookup's cost)."""
    answers = _load("answers", "_baseline_answers")
    # The baseline's modules import it by its path then, index.answers (now index.lookups).
    saved = sys.modules.get("index.answers")
    sys.modules["index.answers"] = answers
    try:
        return _load(module, f"_baseline_{module}")
    finally:
        if saved is None:
            del sys.modules["index.answers"]
        else:
            sys.modules["index.answers"] = saved


def _load(module: str, name: str) -> types.ModuleType:
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_loader(name, loader=None)
    assert spec is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    exec(compile(_source(module), f"{BASELINE}:index/{module}.py", "exec"), mod.__dict__)
    return mod


def _median_time(fn: Callable[[], Any], runs: int) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        fn()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:9.2f} ms"


def _latencies(call: Callable[[str], Any], queries: list[str], runs: int) -> list[float]:
    out = []
    for q in queries:
        call(q)  # warm
        out.append(_median_time(functools.partial(call, q), runs))
    return out


def _row(name: str, old: list[float], new: list[float]) -> None:
    o50, n50 = percentile(old, 50), percentile(new, 50)
    o99, n99 = percentile(old, 99), percentile(new, 99)
    print(
        f"{name:<10} antes p50 {_ms(o50)}  p99 {_ms(o99)} | ahora p50 {_ms(n50)}  p99 {_ms(n99)}"
        f" | ahora/antes p50 {n50 / o50:5.2f}x  p99 {n99 / o99:5.2f}x"
        f"  ({'cumple' if n50 / o50 <= TARGET and n99 / o99 <= TARGET else 'NO cumple'}"
        f" el objetivo ≤ {TARGET:.2f}x)"
    )


def run_section(quick: bool = False) -> None:
    from index.corpus_cache import CACHE_FILE, read_cache
    from index.corpus_loader import load_corpus
    from index.editions import cache
    from index.editions.catalog import build_alignment
    from index.lookups.names import NameLookup
    from index.lookups.rules import RuleLookup
    from index.search.build import build_index

    runs = 1 if quick else 3
    print("\n== Ediciones: alineación (issue 9) " + "=" * 44)
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp)
        corpus = load_corpus(cache_dir=data)
        index_s = _median_time(lambda: build_index(data / "ix", corpus), runs)
        align_s = _median_time(lambda: build_alignment(corpus), runs)
        print(f"construir el índice (build_index)          {_ms(index_s)}")
        print(f"alinear las ediciones (build_alignment)    {_ms(align_s)}")
        ratio = (index_s + align_s) / index_s
        verdict = "cumple" if ratio <= TARGET else "NO cumple"
        print(
            f"reconstrucción: índice + alineación = {ratio:4.2f}x el índice solo "
            f"({verdict} el objetivo ≤ {TARGET:.2f}x)"
        )
        cache.forget()
        alignment = cache.alignment_for(corpus, data)  # written beside the index
        key = cache.cache_key(corpus)
        read_s = _median_time(lambda: cache.read(data / cache.CACHE_FILE, key), runs * 3)
        corpus_s = _median_time(lambda: read_cache(data / CACHE_FILE, corpus.content_hash), runs)
        print(f"leer la alineación guardada (arranque)      {_ms(read_s)}")
        print(f"leer el corpus guardado (arranque)          {_ms(corpus_s)}")

    old_rules_mod, old_names_mod = _baseline("rules_lookup"), _baseline("names_lookup")
    old_rules, new_rules = old_rules_mod.RuleLookup(corpus), RuleLookup(corpus, alignment)
    numbers = corpus.rule_numbers
    step = max(1, len(numbers) // 200)
    queries = [*numbers[::step], "103.5", "103.4", "110.4", "613.3", "104.3a-c", "702.19a-g"]
    reps = 3 if quick else 7
    old_t, new_t = [], []
    for q in queries:  # interleaved, so a busy machine slows both alike
        old_t += _latencies(old_rules.lookup, [q], reps)
        new_t += _latencies(new_rules.lookup, [q], reps)
    print(f"\nbúsqueda por número: {len(queries)} consultas, mediana de {reps} en caliente")
    _row("regla", old_t, new_t)

    old_names, new_names = old_names_mod.NameLookup(corpus), NameLookup(corpus, alignment)
    names = [k.id for k in corpus.keywords] + ["cascade", "flashback", "arrollar"]
    old_t, new_t = [], []
    for q in names:
        old_t += _latencies(old_names.keyword, [q], reps)
        new_t += _latencies(new_names.keyword, [q], reps)
    _row("palabra", old_t, new_t)


def run_search(quick: bool = False) -> None:
    """Search with and without rule hits told as rules in force (Library._in_force)."""
    from index.library import Library

    reps = 2 if quick else 5
    queries = ["mulligan", "robar sin cartas", "capas dependencia", "arrollar planeswalker",
               "daño de combate", "cascade", "copiable values", "legend rule"]  # fmt: skip
    with tempfile.TemporaryDirectory() as tmp:
        library = Library.open(Path(tmp))
        marked = library._in_force
        old_t: list[float] = []
        new_t: list[float] = []
        for q in queries:  # the same search, without and with the marking, interleaved
            library._in_force = lambda result: result  # type: ignore[method-assign]
            old_t += _latencies(library.search, [q], reps)
            library._in_force = marked  # type: ignore[method-assign]
            new_t += _latencies(library.search, [q], reps)
        _row("buscar", old_t, new_t)
        library.close()


def run_added(quick: bool = False) -> None:
    """What an added edition costs (juez indice añadir): a start that reads the corpus cache,
    without added editions (the manifest looked for) and with a whole English edition added
    (Wizards' next update, simulated by restating the rules in force with a later date); and
    the adding itself beside an index build of the same corpus."""
    from index.add_edition import add_edition
    from index.corpus_loader import DATA_DIR, load_corpus
    from index.search.build import build_index

    runs = 3 if quick else 9
    newer = (DATA_DIR / "en" / "MagicCompRules-2026-01-16.txt").read_text(encoding="utf-8-sig")
    newer = newer.replace("January 16, 2026", "April 10, 2026", 1)
    print("\n== Ediciones añadidas (issue 9) " + "=" * 47)
    with tempfile.TemporaryDirectory() as plain, tempfile.TemporaryDirectory() as tmp:
        bare, added = Path(plain), Path(tmp)
        load_corpus(cache_dir=bare)  # both caches written before timing
        load_corpus(cache_dir=added)
        started = time.perf_counter()
        result = add_edition(added, newer.encode(), "MagicCompRules 20260410.txt")
        add_s = time.perf_counter() - started
        result.library.close()
        build_s = _median_time(lambda: build_index(added / "ix", result.library.corpus), 1)
        cases = {
            "antes (sin buscar ediciones añadidas)": lambda: load_corpus(cache_dir=bare),
            "sin ediciones añadidas": lambda: load_corpus(cache_dir=bare, added_from=bare),
            "con una edición inglesa añadida": lambda: load_corpus(
                cache_dir=added, added_from=added
            ),
        }
        times: dict[str, list[float]] = {name: [] for name in cases}
        for _ in range(runs):  # interleaved, so a busy machine slows all alike
            for name, call in cases.items():
                t = time.perf_counter()
                call()
                times[name].append(time.perf_counter() - t)
    base = statistics.median(times["antes (sin buscar ediciones añadidas)"])
    print(f"arranque (corpus guardado), mediana de {runs}:")
    for name, values in times.items():
        median = statistics.median(values)
        print(f"  {name:40s} {_ms(median)}  {median / base:4.2f}x")
    print(
        f"añadir la edición (leer, analizar, guardar, alinear, indexar) {_ms(add_s)}: "
        f"{add_s / build_s:4.2f}x construir el índice de ese corpus ({_ms(build_s)})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--sin-busqueda", action="store_true", help="omitir la búsqueda")
    parser.add_argument("--sin-anadidas", action="store_true", help="omitir ediciones añadidas")
    args = parser.parse_args()
    run_section(args.quick)
    if not args.sin_anadidas:
        run_added(args.quick)
    if not args.sin_busqueda:
        run_search(args.quick)


if __name__ == "__main__":
    main()
