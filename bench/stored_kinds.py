"""The card kinds kept at build time (index.cards.kinds.stored) against reading the cards now:
the same kinds for every card of the catalog, and the same answer for every question of every
question set in tests/eval (ranking, cards named, what they do, how they meet).

    python -m bench.stored_kinds                 # builds a data folder of its own (minutes)
    python -m bench.stored_kinds --data DIR      # a folder `juez indice construir` built
    python -m bench.stored_kinds --sin-cartas    # the questions only, not every card

Each question is searched twice in one process, without a deadline or the candidate stage's
time limit (either cuts the work where the machine's load says, and the comparison is of the
answers): once taking each named
card's kinds from the store, once reading each card now. Exit status 1 when anything differs.
"""

from __future__ import annotations

import argparse
import csv
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EVAL = ROOT / "tests" / "eval"


def questions() -> Iterator[tuple[str, str]]:
    """(set, question) for every row of every tests/eval set with a ``query`` column."""
    for path in sorted(EVAL.glob("*.tsv")):
        with path.open(encoding="utf-8", newline="") as fh:
            lines = [line for line in fh if not line.startswith("#")]
        for row in csv.DictReader(lines, delimiter="\t", quoting=csv.QUOTE_NONE):
            query = (row.get("query") or "").strip()
            if query:
                yield path.stem, query


def _answer(library: object, query: str) -> dict[str, object]:
    """The whole answer as data: ranking, scores, snippets, cards, kinds and meetings."""
    found = library.search(query)  # type: ignore[attr-defined]
    return dict(found.model_dump())


def compare_questions(data_dir: Path) -> tuple[int, int, list[str], list[str]]:
    """(questions, those naming cards, those answered differently, those whose answer changed
    between two searches alike: a time bound somewhere, not the kinds)."""
    from index.corpus_loader import load_corpus
    from index.library import Library
    from index.lookups import cards as question_cards
    from index.search import candidates

    # The candidate stage stops after TIME_LIMIT_S of wall clock even without a deadline: on a
    # busy machine two alike searches then differ. Unbounded here, the answers are compared.
    candidates.TIME_LIMIT_S = float("inf")
    library = Library(load_corpus(cache_dir=data_dir), data_dir)
    kept = question_cards._kept_kinds
    differ: list[str] = []
    unstable: list[str] = []
    asked = with_cards = 0
    for name, query in questions():
        asked += 1
        stored = _answer(library, query)
        with_cards += bool(stored["cards"])
        question_cards._kept_kinds = lambda catalog, ids: {}
        try:
            read_now = _answer(library, query)
        finally:
            question_cards._kept_kinds = kept
        if stored != read_now:
            fields = ", ".join(k for k in stored if stored[k] != read_now[k])
            again = _answer(library, query)  # the store again: does the answer hold still?
            (differ if again == stored else unstable).append(f"{name}: {query} ({fields})")
    library.close()
    return asked, with_cards, differ, unstable


def compare_cards(data_dir: Path) -> tuple[int, list[str]]:
    from index.cards.catalog import CardCatalog
    from index.cards.kinds.classify import kinds_of
    from index.cards.kinds.stored import stored_kinds

    catalog = CardCatalog.open(data_dir)
    store = stored_kinds(catalog)
    if store is None:
        raise SystemExit("no hay tipos de carta guardados al día: juez indice construir")
    ids = catalog.card_ids()
    differ = []
    for start in range(0, len(ids), 500):
        part = ids[start : start + 500]
        kept = store.kinds(part)
        differ += [catalog.card(n).name for n in part if kept.get(n) != kinds_of(catalog.card(n))]
    catalog.close()
    return len(ids), differ


def _built(workdir: Path) -> Path:
    import subprocess

    data_dir = workdir / "datos"
    script = Path(sys.executable).with_name("juez")
    juez = [str(script)] if script.is_file() else [sys.executable, "-m", "bot.terminal.cli"]
    subprocess.run([*juez, "--datos", str(data_dir), "indice", "construir"], check=True)
    return data_dir


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, help="carpeta de datos ya construida")
    parser.add_argument("--sin-cartas", action="store_true", help="solo las preguntas")
    args = parser.parse_args(argv)
    from bot.services.card_kinds import register_engine_reader

    register_engine_reader()  # as the application reads cards (bot.services)
    with tempfile.TemporaryDirectory(prefix="juez-kinds-") as tmp:
        data_dir = args.data or _built(Path(tmp))
        from index.cards.catalog import CardCatalog
        from index.cards.kinds.stored import stored_kinds

        if stored_kinds(CardCatalog.open(data_dir)) is None:
            raise SystemExit("no hay tipos de carta guardados al día: juez indice construir")
        started = time.perf_counter()
        asked, with_cards, differ, unstable = compare_questions(data_dir)
        print(
            f"preguntas de tests/eval: {asked} ({with_cards} nombran cartas),"
            f" misma respuesta {asked - len(differ) - len(unstable)}"
            f" ({time.perf_counter() - started:.0f} s)"
        )
        for line in differ:
            print(f"  DISTINTA {line}")
        for line in unstable:
            print(f"  cambia entre dos búsquedas iguales, con o sin lo guardado: {line}")
        if not args.sin_cartas:
            started = time.perf_counter()
            cards, wrong = compare_cards(data_dir)
            print(
                f"cartas del catálogo: {cards}, mismos tipos {cards - len(wrong)}"
                f" ({time.perf_counter() - started:.0f} s)"
            )
            for name in wrong[:20]:
                print(f"  DISTINTOS {name}")
            differ += wrong
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
