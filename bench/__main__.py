"""Speed, memory and quality of the search, next to a plain SQLite FTS5 baseline.

    python -m bench            # full run (a minute or two)
    python -m bench --quick    # fewer repetitions, for a quick look

Prints: corpus parse time, index build time (fresh folder), open time of an existing index,
warm p50/p99 latency per operation over a query mix, the same for FTS5 over the same records
and queries, speed ratios, quality scores of both from bench.evaluate, memory, hostile input
through every command (answers over 300 ms: target 0) and bursts of /buscar through the fake
Discord (timeouts: target 0), and the fault probes of bench.fault_bench (tracebacks, hangs and
lost acknowledged answers on SQLite and PostgreSQL: target 0 each). Nothing
here asserts: timings depend on the machine; the report states the targets it measured against.
"""

from __future__ import annotations

import argparse
import json
import platform
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from bench.discord_bench import run_section as discord_section
from bench.engine_bench import run_section as engine_section
from bench.evaluate import (
    DEFAULT_ROUTE,
    QUERIES_FILE,
    ROOT,
    Query,
    Report,
    evaluate,
    library_routes,
    load_queries,
)
from bench.fault_bench import run_section as fault_section
from bench.floor_calls import run as floor_calls_run
from bench.fts5_baseline import Fts5Baseline
from bench.hostile_bench import SLOW_MS
from bench.hostile_bench import run_section as hostile_section
from bench.policy import run as policy_run
from bench.questions import SECOND_BLIND_FILE, THIRD_BLIND_FILE, VALIDATION_FILE
from bench.questions import run as questions_run
from bench.quiz_bench import run_section as quiz_section
from bench.site_bench import run_section as site_section
from bench.startup import run_section as startup_section
from bench.stats import percentile
from bench.store_bench import run_section as store_section
from bench.suggest_bench import run_section as suggest_section

TARGET_P99_MS = 20.0
# Eval types -> the Library operation they go through (everything else is "search").
OPERATION_OF_TYPE = {"number": "rule", "keyword": "keyword", "glossary": "glossary"}
OPERATIONS = ("rule", "keyword", "glossary", "search")
SAMPLED_RULES = 80  # rule numbers spread over the whole corpus, on top of the eval's
SAMPLED_GLOSSARY = 40


# -- small helpers ------------------------------------------------------------------------------
def _timed(fn: Callable[[], Any]) -> tuple[float, Any]:
    started = time.perf_counter()
    value = fn()
    return time.perf_counter() - started, value


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:8.2f} ms"


def _section(title: str) -> None:
    print(f"\n== {title} " + "=" * max(0, 76 - len(title)))


# -- the query mix ------------------------------------------------------------------------------
def query_mix(corpus: Any, queries: Sequence[Query]) -> list[tuple[str, str]]:
    """(operation, text): the evaluation queries plus lookups spread over the whole corpus."""
    mix = [(OPERATION_OF_TYPE.get(q.type, "search"), q.query) for q in queries]
    numbers = corpus.rule_numbers
    step = max(1, len(numbers) // SAMPLED_RULES)
    mix += [("rule", n) for n in numbers[::step]]
    mix += [("keyword", k.id) for k in corpus.keywords]
    glossary = sorted({g.id for g in corpus.glossary})
    step = max(1, len(glossary) // SAMPLED_GLOSSARY)
    mix += [("glossary", g) for g in glossary[::step]]
    return mix


def measure(
    routes: dict[str, Callable[[str], Any]],
    mix: Sequence[tuple[str, str]],
    repeat: int,
    slowest: list[tuple[float, str, str]] | None = None,
) -> dict[str, list[float]]:
    """Per operation, the median of `repeat` warm runs of each query (seconds).

    ``slowest``, when given, receives (seconds, operation, text) for every query.
    """
    out: dict[str, list[float]] = {op: [] for op in OPERATIONS}
    for op, text in mix:
        fn = routes.get(op) or routes[DEFAULT_ROUTE]
        fn(text)  # warm: caches, the searcher, the stemmer
        runs = []
        for _ in range(repeat):
            started = time.perf_counter()
            fn(text)
            runs.append(time.perf_counter() - started)
        out[op].append(statistics.median(runs))
        if slowest is not None:
            slowest.append((out[op][-1], op, text))
    return out


# -- memory, in a fresh interpreter so nothing else is counted -----------------------------------
_MEMORY_PROBE = textwrap.dedent(
    """
    import json, resource, sys, tracemalloc
    from pathlib import Path

    def rss_mb():
        # Current RSS (Linux); elsewhere fall back to the peak, which is still an upper bound.
        try:
            for line in open("/proc/self/status"):
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
        except OSError:
            pass
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / (1024 * 1024 if sys.platform == "darwin" else 1024)

    what, data_dir = sys.argv[1], Path(sys.argv[2])
    out = {"start_mb": rss_mb()}
    if what == "library":
        from index.library import Library
        build = lambda: Library.open(data_dir)
    else:
        from index.corpus_loader import load_corpus
        from bench.fts5_baseline import Fts5Baseline
        build = lambda: Fts5Baseline(load_corpus().records)
    out["imported_mb"] = rss_mb()
    tracemalloc.start()
    searchable = build()
    out["traced_current_mb"], out["traced_peak_mb"] = (
        v / 2**20 for v in tracemalloc.get_traced_memory()
    )
    tracemalloc.stop()
    out["loaded_mb"] = rss_mb()
    for q in json.loads(sys.argv[3]):
        searchable.search(q)
    out["after_queries_mb"] = rss_mb()
    out["max_rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps(out))
    """
)


def memory_probe(what: str, data_dir: Path, sample: list[str]) -> dict[str, float] | None:
    proc = subprocess.run(
        [sys.executable, "-c", _MEMORY_PROBE, what, str(data_dir), json.dumps(sample)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    if proc.returncode != 0:
        print(f"  (medición de memoria falló: {proc.stderr.strip().splitlines()[-1:]})")
        return None
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _dir_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file())


# -- report ---------------------------------------------------------------------------------------
def _latency_table(whoosh: dict[str, list[float]], fts: dict[str, list[float]]) -> None:
    print(
        f"{'operación':<10} {'n':>4} | {'Whoosh p50':>11} {'p99':>11} {'máx':>11} |"
        f" {'FTS5 p50':>11} {'p99':>11} | {'p50 W/F':>8} {'objetivo':>9}"
    )
    all_w: list[float] = []
    all_f: list[float] = []
    for op in OPERATIONS:
        w, f = whoosh[op], fts[op]
        if not w:
            continue
        all_w += w
        all_f += f
        _latency_row(op, w, f)
    _latency_row("todas", all_w, all_f)
    print(
        f"(mediana de repeticiones en caliente por consulta; p99 por rango más cercano: con"
        f" menos de 100 consultas es la más lenta. Objetivo: p99 < {TARGET_P99_MS:.0f} ms.)"
    )


def _latency_row(name: str, w: list[float], f: list[float]) -> None:
    w50, w99, f50, f99 = (
        percentile(w, 50),
        percentile(w, 99),
        percentile(f, 50),
        percentile(f, 99),
    )
    ok = "sí" if w99 * 1000 < TARGET_P99_MS else "NO"
    ratio = w50 / f50 if f50 else float("inf")
    print(
        f"{name:<10} {len(w):>4} | {_ms(w50):>11} {_ms(w99):>11} {_ms(max(w)):>11} |"
        f" {_ms(f50):>11} {_ms(f99):>11} | {ratio:>7.1f}x {ok:>9}"
    )


def _quality_table(whoosh: Report, fts: Report) -> None:
    print(
        f"{'tipo':<10} {'n':>4} | {'Whoosh top-1':>12} {'top-3':>7} {'MRR':>6} |"
        f" {'FTS5 top-1':>10} {'top-3':>7} {'MRR':>6} | {'ΔMRR':>6}"
    )
    rows = [*((t, whoosh.by_type[t], fts.by_type[t]) for t in whoosh.by_type)]
    rows.append(("global", whoosh.overall, fts.overall))
    for name, w, f in rows:
        print(
            f"{name:<10} {w.n:>4} | {w.top1:>12.1%} {w.top3:>7.1%} {w.mrr:>6.3f} |"
            f" {f.top1:>10.1%} {f.top3:>7.1%} {f.mrr:>6.3f} | {w.mrr - f.mrr:>+6.3f}"
        )


def _memory_line(label: str, m: dict[str, float] | None) -> None:
    if not m:
        return
    print(
        f"{label:<18} RSS tras importar {m['imported_mb']:6.1f} MB -> cargado"
        f" {m['loaded_mb']:6.1f} MB (+{m['loaded_mb'] - m['imported_mb']:.1f}) -> tras"
        f" consultas {m['after_queries_mb']:6.1f} MB; tracemalloc: vivo"
        f" {m['traced_current_mb']:.1f} MB, pico {m['traced_peak_mb']:.1f} MB"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench", description="Velocidad, memoria y calidad frente a SQLite FTS5."
    )
    parser.add_argument("--quick", action="store_true", help="menos repeticiones")
    parser.add_argument(
        "--repeat", type=int, help="repeticiones por consulta (def. 7; 3 con --quick)"
    )
    parser.add_argument("--queries", type=Path, default=QUERIES_FILE)
    args = parser.parse_args(argv)
    repeat = args.repeat or (3 if args.quick else 7)
    rounds = 1 if args.quick else 3  # corpus parses and index builds timed

    import whoosh

    from bot.services.card_kinds import register_engine_reader
    from index.corpus_loader import load_corpus
    from index.library import Library
    from index.search.build import build_index

    register_engine_reader()  # a named card read as the application reads it (bot.services)

    print(
        f"Juez bench — Python {platform.python_version()}, Whoosh {whoosh.versionstring()},"
        f" SQLite {sqlite3.sqlite_version}, {platform.machine()}"
        f"{' (--quick)' if args.quick else ''}"
    )
    queries = load_queries(args.queries)

    _section("Carga y construcción")
    load_times = []
    for _ in range(rounds):
        seconds, corpus = _timed(load_corpus)
        load_times.append(seconds)
    print(f"corpus: {len(corpus.records)} registros, {len(corpus.files)} ficheros")
    print(f"parsear el corpus (load_corpus)          {_ms(statistics.median(load_times))}")

    with tempfile.TemporaryDirectory(prefix="juez-bench-") as tmp:
        build_times = []
        for i in range(rounds):
            seconds, ix = _timed(lambda i=i: build_index(Path(tmp) / f"b{i}", corpus))
            ix.close()
            build_times.append(seconds)
        data_dir = Path(tmp) / "b0"
        whoosh_build = statistics.median(build_times)
        print(
            f"construir el índice Whoosh (carpeta nueva) {_ms(whoosh_build)}"
            f"   ({_dir_size(data_dir / 'index') / 2**20:.1f} MB en disco)"
        )

        open_full, open_ix = [], []
        for _ in range(rounds):
            seconds, lib = _timed(lambda: Library.open(data_dir))
            lib.close()
            open_full.append(seconds)
            seconds, lib = _timed(lambda: Library(corpus, data_dir))
            lib.close()
            open_ix.append(seconds)
        print(
            f"Library.open sobre índice existente      {_ms(statistics.median(open_full))}"
            "   (incluye leer el corpus de su caché)"
        )
        print(
            f"Library(corpus) sobre índice existente   {_ms(statistics.median(open_ix))}"
            "   (solo comprobar el índice; se abre en la primera búsqueda)"
        )

        fts_times = []
        for _ in range(rounds):
            fts = Fts5Baseline(corpus.records)
            fts_times.append(fts.build_seconds)
            fts.close()
        fts_build = statistics.median(fts_times)
        print(f"construir FTS5 en memoria                {_ms(fts_build)}")
        print(f"construcción Whoosh/FTS5                 {whoosh_build / fts_build:8.1f}x")

        library = Library(corpus, data_dir)
        fts = Fts5Baseline(corpus.records)
        try:
            mix = query_mix(corpus, queries)
            _section(f"Latencia en caliente ({len(mix)} consultas × {repeat} repeticiones)")
            slowest: list[tuple[float, str, str]] = []
            whoosh_lat = measure(library_routes(library), mix, repeat, slowest)
            fts_lat = measure(fts.routes(), mix, repeat)
            _latency_table(whoosh_lat, fts_lat)
            print("consultas más lentas (Whoosh):")
            for seconds, op, text in sorted(slowest, reverse=True)[:8]:
                print(f"  {_ms(seconds)}  {op:<8} {text[:60]!r}")

            _section(f"Calidad ({len(queries)} consultas de {args.queries.name})")
            whoosh_report = evaluate(library_routes(library), queries)
            fts_report = evaluate(fts.routes(), queries)
            _quality_table(whoosh_report, fts_report)
            print(
                "(FTS5 no tiene búsqueda por número, palabra clave ni glosario: todas sus"
                " consultas van a la búsqueda de texto.)"
            )
        finally:
            library.close()
            fts.close()

        _section("Normas de torneo (MTR, IPG, JAR), junto a FTS5")
        policy_run(data_dir)

        _section("Llamadas de mesa (/infraccion: infracción y penalización), junto a FTS5")
        floor_calls_run(data_dir)

        _section("Memoria (intérprete nuevo)")
        sample = [q.query for q in queries if q.type in ("es", "en", "typo", "class")]
        _memory_line("Library (Whoosh)", memory_probe("library", data_dir, sample))
        _memory_line("FTS5 en memoria", memory_probe("fts5", data_dir, sample))

        # Discord over time (issue 13), on the index just built.
        _section("Entradas hostiles (en proceso, cada comando)")
        hostile = hostile_section(quick=args.quick, data_dir=data_dir)
        _section("Ráfagas de /buscar (Discord simulado)")
        late = discord_section(quick=args.quick, data_dir=data_dir)

    _section("Motor de reglas (escenarios)")
    engine_section(quick=args.quick)

    from bench import card_coverage

    _section("Cartas reales en escenarios: cuánto texto lee el motor, por tipo")
    print(card_coverage.report(card_coverage.measure(3000 if args.quick else None)))

    from bench import blind_scenarios

    _section("Ronda a ciegas 49: situaciones contadas en un chat (bench.blind_scenarios)")
    print(
        blind_scenarios.report(
            blind_scenarios.run_all(blind_scenarios.load_items(), blind_scenarios.load_lines()),
            failures=False,
        )
    )

    with tempfile.TemporaryDirectory(prefix="juez-bench-q-") as tmp:
        juez_q, fts_q = questions_run(Path(tmp))
        juez_v, fts_v = questions_run(Path(tmp), path=VALIDATION_FILE)
        juez_2, fts_2 = questions_run(Path(tmp), path=SECOND_BLIND_FILE)
        juez_3, fts_3 = questions_run(Path(tmp), path=THIRD_BLIND_FILE)
    assert fts_q is not None and fts_v is not None and fts_2 is not None and fts_3 is not None
    for title, pair in (
        (f"Preguntas reales ({juez_q.overall.n}, tests/eval/questions.tsv)", (juez_q, fts_q)),
        (f"Preguntas de validación, a ciegas ({juez_v.overall.n})", (juez_v, fts_v)),
        (f"Segunda validación, a ciegas ({juez_2.overall.n})", (juez_2, fts_2)),
        (f"Tercera validación, a ciegas ({juez_3.overall.n})", (juez_3, fts_3)),
    ):
        _section(title)
        for name, report in zip(("Juez", "SQLite FTS5"), pair, strict=True):
            s = report.overall
            print(f"{name:<12} top-1 {s.top1:6.1%}  top-3 {s.top3:6.1%}  MRR {s.mrr:.3f}")

    with tempfile.TemporaryDirectory(prefix="juez-bench-l-") as tmp:
        from bench.lookups import run as lookups_run
        from bench.lookups import verdict

        for name, (juez_l, fts_l) in lookups_run(Path(tmp)).items():
            _section(f"Consultas directas: {name} ({juez_l.overall.n}, bench.lookups)")
            for label, report in (("Juez", juez_l), ("SQLite FTS5", fts_l)):
                if report is not None:
                    s = report.overall
                    print(f"{label:<12} top-1 {s.top1:6.1%}  top-3 {s.top3:6.1%}  MRR {s.mrr:.3f}")
            if name == "lookups":
                print(verdict(juez_l))

    _section("Cuestionarios (generar preguntas y guardar respuestas)")
    quiz_section(corpus, quick=args.quick)
    _section("Sugerencias: difflib frente a rapidfuzz (¿Quisiste decir…?)")
    suggest_section(quick=args.quick)
    startup_section(runs=7 if args.quick else 20)

    _section("Sitio de reglas (juez sitio construir, bench.site_bench)")
    site_section(corpus, runs=1 if args.quick else 3)

    _section("Almacenes: varios procesos sobre una base de datos")
    store_section(quick=args.quick)
    _section("Fallos: trazas, cuelgues y respuestas perdidas (bench.fault_bench)")
    faults = fault_section(quick=args.quick)

    _section("Objetivos")
    lookups = [v for op in ("rule", "keyword", "glossary") for v in whoosh_lat[op]]
    everything = [v for op in OPERATIONS for v in whoosh_lat[op]]
    for label, values in (("búsquedas por nombre/número", lookups), ("todas", everything)):
        p99 = percentile(values, 99) * 1000
        verdict = "cumple" if p99 < TARGET_P99_MS else "NO cumple"
        print(f"p99 {label}: {p99:.2f} ms (objetivo < {TARGET_P99_MS:.0f} ms): {verdict}")
    print(
        f"respuestas de más de {SLOW_MS:.0f} ms en proceso (entradas hostiles): {hostile.slow}"
        f" (objetivo 0; de trabajo propio, CPU: {hostile.cpu_slow}); trazas:"
        f" {hostile.tracebacks} (objetivo 0)"
    )
    print(f"ráfagas de /buscar: {late} tiempos agotados o sin respuesta (objetivo 0)")
    print(
        f"sondas de fallos ({len(faults)}): {sum(p.tracebacks for p in faults)} trazas,"
        f" {sum(p.hangs for p in faults)} cuelgues, {sum(p.lost for p in faults)} respuestas"
        " perdidas (objetivo 0, 0, 0)"
    )
    delta = whoosh_report.overall.mrr - fts_report.overall.mrr
    print(
        f"MRR global Whoosh {whoosh_report.overall.mrr:.3f} frente a FTS5"
        f" {fts_report.overall.mrr:.3f} ({delta:+.3f})"
    )
    worse = [t for t, s in whoosh_report.by_type.items() if s.mrr < fts_report.by_type[t].mrr]
    if worse:
        print(f"tipos donde FTS5 puntúa más (MRR): {', '.join(worse)}")
    print(
        f"fallos en top-1 de Whoosh: {len(whoosh_report.failures)}"
        " (lista: python -m bench.evaluate)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
