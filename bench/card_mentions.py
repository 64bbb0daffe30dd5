"""Precision and recall of the card-name finder (index.cards.mentions) on hand-marked questions
(issue 48, 3).

Two splits, never mixed:

- **desarrollo**: the 207 questions the finder was built and measured on (the first 137 of
  tests/eval/questions.tsv and the first 70 of questions-validacion.tsv, their ``cards``
  column). Improve the finder on this one.
- **apartado**: tests/eval/card-mentions-apartado.tsv, 267 questions with 309 card mentions
  the finder was not built on: the later rows of both question sets and the second blind set
  (their hand-marked ``cards`` column), the card-rulings questions and issue 42's chat
  messages (marked by hand for this set, every card each one names, or none). Never tuned on.

Scored per question as sets of cards: a card found and marked is right; found and not marked
is wrong (precision); marked and not found is missed (recall). The ``cards`` columns often mark
a card by the name people use ("Kiki-Jiki", "Stomp", "Invasion of Gobakhan"): a marked name
is the card found when it is its Oracle name, the part before its comma, or one of its faces.

    python -m bench.card_mentions [--fallos]

Measured 2026-12-07 (session 3, finder of main 1fbb3a9): see docs/en/cards.md.
"""

from __future__ import annotations

import argparse
import csv
import sys
import tempfile
from pathlib import Path

from index.fold import fold

ROOT = Path(__file__).resolve().parents[1]
EVAL = ROOT / "tests" / "eval"
HELD_APART = EVAL / "card-mentions-apartado.tsv"
DEVELOPMENT = ((EVAL / "questions.tsv", 137), (EVAL / "questions-validacion.tsv", 70))


def _rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE))


def _cards(cell: str | None) -> set[str]:
    return {c.strip() for c in (cell or "").split("|") if c.strip()}


def development() -> list[tuple[str, set[str]]]:
    return [
        (r["query"], _cards(r.get("cards"))) for path, n in DEVELOPMENT for r in _rows(path)[:n]
    ]


def held_apart() -> list[tuple[str, set[str]]]:
    return [(r["query"], _cards(r.get("cards"))) for r in _rows(HELD_APART)]


def _names_of(card: str) -> set[str]:
    """The names a marked card may be written with: whole, before its comma, each face."""
    faces = [f.strip() for f in card.split("//")]
    return {fold(n, "words") for n in [card, *faces, *(f.split(",")[0] for f in faces)]}


def _matched(got: set[str], gold: set[str]) -> tuple[set[str], set[str]]:
    """(cards found that a marked name means, marked names no card found means)."""
    right = {c for c in got if any(fold(g, "words") in _names_of(c) for g in gold)}
    missed = {g for g in gold if not any(fold(g, "words") in _names_of(c) for c in got)}
    return right, missed


def score(
    items: list[tuple[str, set[str]]], find: object, show: bool = False
) -> tuple[int, int, int]:
    """(right, found, marked) over ``items``; ``find(question)`` -> set of card names."""
    right = found = marked = 0
    for question, gold in items:
        got: set[str] = find(question)  # type: ignore[operator]
        hit, missed = _matched(got, gold)
        right += len(hit)
        found += len(got)
        marked += len(gold)
        if show and (hit != got or missed):
            print(f"  {question}\n    de más: {sorted(got - hit)}  faltan: {sorted(missed)}")
    return right, found, marked


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.card_mentions", description=__doc__)
    parser.add_argument("--fallos", action="store_true", help="listar cada diferencia")
    args = parser.parse_args(argv)
    from index.cards.catalog import CardCatalog

    with tempfile.TemporaryDirectory(prefix="juez-mentions-") as tmp:
        catalog = CardCatalog.open(Path(tmp))
        try:

            def find(question: str) -> set[str]:
                return {m.name for m in catalog.mentions(question)}

            for name, items in (("desarrollo", development()), ("apartado", held_apart())):
                if args.fallos:
                    print(f"{name}:")
                right, found, marked = score(items, find, args.fallos)
                print(
                    f"{name}: {len(items)} preguntas, {marked} menciones marcadas, {found} "
                    f"encontradas, {right} bien: precisión {right / max(found, 1):.3f}, "
                    f"exhaustividad {right / max(marked, 1):.3f}"
                )
        finally:
            catalog.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
