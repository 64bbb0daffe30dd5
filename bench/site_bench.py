"""The rules site (bot.site): how long a build takes and how big the site is.

    python -m bench.site_bench        # alone; `python -m bench` runs it as one section

Builds the whole site from the bundled corpus into a temporary folder, ``runs`` times, and
reports the median build time, the whole site's size, the largest page, the search file and
the internal links checked (broken ones must be 0).
"""

from __future__ import annotations

import statistics
import tempfile
from pathlib import Path

from bot.site.build import build_site
from index.corpus import Corpus
from index.corpus_loader import load_corpus
from index.editions.cache import alignment_for


def run_section(corpus: Corpus | None = None, runs: int = 3) -> None:
    corpus = corpus or load_corpus()
    alignment = alignment_for(corpus)
    seconds = []
    with tempfile.TemporaryDirectory(prefix="juez-bench-sitio-") as tmp:
        for _ in range(runs):
            report = build_site(corpus, alignment, Path(tmp) / "sitio")
            seconds.append(report.seconds)
    name, largest = report.largest
    print(f"construcción del sitio: mediana {statistics.median(seconds):.2f} s ({runs} veces)")
    print(f"sitio entero: {report.pages} páginas, {report.bytes / 1e6:.2f} MB")
    print(f"página mayor: {name}, {largest / 1e3:.0f} kB")
    first, parts = report.search_first / 1e3, report.search_bytes / 1e3
    print(f"búsqueda: índice {first:.0f} kB al enfocar, {parts:.0f} kB en partes")
    print(f"enlaces internos: {report.links}, rotos: {len(report.broken)} (objetivo 0)")


if __name__ == "__main__":
    run_section()
