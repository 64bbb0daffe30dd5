"""How much of every card of the bundled card data the scenario engine reads (issue 25).

Every card's types, P/T, colours, mana value and keywords are always taken from the data; this
counts its text: a card is read whole when each line of its Oracle text is read by the
engine's language, partly when some are, not read when none is (a card with no text, such as
a vanilla creature, counts as whole). Tallied by card type (a card of two types counts in
both).

    python -m bench.card_coverage [--json] [--muestra N] [--formas N] [--tipo T] [--conjuntos]

``--formas N`` lists the N most frequent shapes of the unread lines (the card's own name as
"~", numbers as N, mana symbols as {M}): the order to grow the reader in. With ``--tipo T``
(a card type in English or Spanish: ``planeswalker``, ``tierra``) it lists those of the cards
of that type only: what keeps that type from being read whole.

``--conjuntos`` counts only the cards the project's own question and scenario sets name
(tests/eval: a ``cards`` column or field, the blind sets included), set by set: the cards
judges actually ask about, against which issue 49 sets its 80 % target. With ``--formas N``
it lists the N most frequent shapes of those cards' unread lines only.
"""

from __future__ import annotations

import argparse
import csv
import json
import re
import sys
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from index.vocabulary.game import spanish_names

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog

TYPES = ("creature", "land", "artifact", "enchantment", "planeswalker", "instant", "sorcery")
TYPE_ES = spanish_names("type")


@dataclass
class Coverage:
    whole: Counter[str] = field(default_factory=Counter)
    partly: Counter[str] = field(default_factory=Counter)
    none: Counter[str] = field(default_factory=Counter)
    cards: int = 0
    # Cards whose types and P/T the engine uses (all of them): ``playable`` ones become
    # objects; ``outside`` ones it refuses, citing the rule that keeps them out of a game (a
    # conspiracy, 315.3; a sticker sheet, 123.2; a casual type line, 205.2a); ``no_pt`` are
    # creatures whose data gives no P/T, which a scenario is asked to write.
    characteristics: int = 0
    playable: int = 0
    outside: Counter[str] = field(default_factory=Counter)
    no_pt: int = 0
    lines_read: int = 0
    lines_unread: int = 0
    unread_samples: Counter[str] = field(default_factory=Counter)
    unread_shapes: Counter[str] = field(default_factory=Counter)


def shape(line: str, name: str) -> str:
    """An unread line with what varies from card to card taken out."""
    for own in {name, *name.split(" // ")}:
        line = line.replace(own, "~")
    line = re.sub(r"\{[^}]*\}", "{M}", line)
    return re.sub(r"\b\d+\b", "N", line)


def measure(
    limit: int | None = None, *, text: bool = True, only: str | None = None
) -> Coverage:
    """Every card's characteristics and, with ``text``, every line of its text read alone;
    with ``only`` (a card type id), the unread shapes of the cards of that type only."""
    from bot.engine.language.cards import facts
    from bot.engine.language.reading import read_card
    from index.cards.records import read_cards

    out = Coverage()
    for n, card in enumerate(read_cards()):
        if limit is not None and n >= limit:
            break
        if card.layout in ("planar", "scheme", "vanguard") or card.name.startswith("A-"):
            continue
        out.cards += 1
        got = facts(card, card.name)
        if got.outside is not None:
            out.outside[got.outside] += 1
        elif "creature" in got.types and got.power is None:
            out.no_pt += 1
        elif got.types:
            out.playable += 1
        out.characteristics = out.playable + out.no_pt + sum(out.outside.values())
        if not text:
            continue
        reading = read_card(card)
        out.lines_read += len(reading.read)
        out.lines_unread += len(reading.unread)
        for line in reading.unread if only is None or only in got.types else ():
            out.unread_samples[line[:60]] += 1
            out.unread_shapes[shape(line, card.name)] += 1
        bucket = out.whole if not reading.unread else out.partly if reading.read else out.none
        for kind in got.types & set(TYPES):
            bucket[kind] += 1
        bucket["total"] += 1
    return out


EVAL = Path(__file__).resolve().parents[1] / "tests" / "eval"


def _names(value: object) -> Iterator[str]:
    """Card names as a set writes them: "A | B" in a TSV cell, a list of names, or a list of
    {"name": …} objects in a JSON line."""
    if isinstance(value, str):
        yield from (n.strip() for n in value.split(" | ") if n.strip())
    elif isinstance(value, list):
        for item in value:
            name = item.get("name") if isinstance(item, dict) else item
            if isinstance(name, str) and name.strip():
                yield name.strip()


def named_in_sets(folder: Path = EVAL) -> dict[str, set[str]]:
    """The card names each question or scenario set of ``folder`` names, by file name."""
    sets: dict[str, set[str]] = {}
    for path in sorted(folder.glob("*.tsv")):
        with path.open(encoding="utf-8", newline="") as fh:
            rows = list(csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE))
        names = {n for row in rows for n in _names(row.get("cards") or "")}
        if names:
            sets[path.name] = names
    for path in sorted(folder.glob("*.jsonl")):
        lines = path.read_text(encoding="utf-8").splitlines()
        items = [json.loads(line) for line in lines if line.strip()]
        names = {n for item in items for n in _names(item.get("cards") or item.get("cartas"))}
        if names:
            sets[path.name] = names
    return sets


@dataclass
class Named:
    """How many of the cards one set names the engine reads whole."""

    cards: int = 0
    whole: int = 0
    unknown: list[str] = field(default_factory=list)  # names the card data does not hold
    # The shapes of the unread lines of the set's cards (``shape``), one count a card's line:
    # what to read next so the reader grows by the cards judges ask about.
    shapes: Counter[str] = field(default_factory=Counter)


def measure_named(
    sets: dict[str, set[str]], catalog: CardCatalog | None = None
) -> dict[str, Named]:
    """Each set's named cards read as ``measure`` reads every card; "todos" is their union."""
    import tempfile

    from bot.engine.language.reading import read_card
    from index.cards.catalog import CardCatalog

    if catalog is None:
        catalog = CardCatalog.open(Path(tempfile.mkdtemp(prefix="juez-cobertura-")))
    unread: dict[str, list[str]] = {}  # by name typed: the shapes of the card's unread lines

    def read(name: str) -> list[str] | None:
        if name not in unread:
            card = catalog.card_named(name)
            if card is None:
                return None
            unread[name] = [shape(line, card.name) for line in read_card(card).unread]
        return unread[name]

    out: dict[str, Named] = {}
    every = set().union(*sets.values()) if sets else set()
    for label, names in (*sets.items(), ("todos", every)):
        got = out[label] = Named()
        for name in sorted(names):
            lines = read(name)
            if lines is None:
                got.unknown.append(name)
                continue
            got.cards += 1
            got.whole += not lines
            got.shapes.update(lines)
    return out


def report_named(named: dict[str, Named]) -> str:
    lines = [f"{'conjunto':<36} {'cartas':>7} {'enteras':>14}"]
    for label, got in named.items():
        share = got.whole / max(got.cards, 1)
        lines.append(f"{label:<36} {got.cards:>7} {got.whole:>6} {share:6.1%}")
    return "\n".join(lines)


def _ids(values: Iterable[str]) -> str:
    return ", ".join(values)


def report(cov: Coverage) -> str:
    lines = [
        f"Cartas: {cov.cards}; tipos, F/R, colores, valor de maná y palabras clave tomados "
        f"de los datos: {cov.characteristics} ({cov.characteristics / max(cov.cards, 1):.1%})",
        f"  objetos de un escenario: {cov.playable}; fuera de la partida, con la regla que lo "
        f"dice: {sum(cov.outside.values())} ("
        + ", ".join(f"{rule}: {n}" for rule, n in sorted(cov.outside.items()))
        + f"); criaturas sin F/R en los datos (se pide escribirla): {cov.no_pt}",
        f"Líneas de texto leídas: {cov.lines_read}; sin leer (se dicen en la respuesta): "
        f"{cov.lines_unread}",
        f"{'tipo':<14} {'entera':>14} {'en parte':>14} {'sin leer':>14}",
    ]
    for kind in (*TYPES, "total"):
        total = cov.whole[kind] + cov.partly[kind] + cov.none[kind]
        if not total:
            continue
        cells = [
            f"{count:>6} {count / total:6.1%}"
            for count in (cov.whole[kind], cov.partly[kind], cov.none[kind])
        ]
        lines.append(f"{TYPE_ES.get(kind, kind):<14} " + " ".join(f"{c:>14}" for c in cells))
    return "\n".join(lines)


def type_id(typed: str) -> str | None:
    """A card type of ``TYPES`` as typed in English or Spanish (accents and case aside)."""
    from index.fold import fold

    wanted = fold(typed, "words")
    for kind in TYPES:
        if wanted in (kind, fold(TYPE_ES.get(kind, kind), "words")):
            return kind
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.card_coverage", description=__doc__)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--muestra", type=int, default=None, help="solo las N primeras cartas")
    parser.add_argument(
        "--formas", type=int, default=0, help="las N formas más frecuentes de líneas sin leer"
    )
    parser.add_argument(
        "--conjuntos",
        action="store_true",
        help="solo las cartas que nombran los conjuntos de preguntas y escenarios del proyecto",
    )
    parser.add_argument(
        "--tipo", default=None, help="con --formas, solo las líneas de las cartas de ese tipo"
    )
    args = parser.parse_args(argv)
    kind = None
    if args.tipo is not None:
        kind = type_id(args.tipo)
        if kind is None:
            print(
                f"No conozco el tipo «{args.tipo}»: uno de "
                + ", ".join(TYPE_ES.get(k, k) for k in TYPES)
                + ". Ejemplo válido: python -m bench.card_coverage --formas 30 --tipo planeswalker",
                file=sys.stderr,
            )
            return 2
    if args.conjuntos:
        named = measure_named(named_in_sets())
        if args.json:
            print(json.dumps({k: vars(v) for k, v in named.items()}, ensure_ascii=False))
        else:
            print(report_named(named))
            unknown = sorted({n for got in named.values() for n in got.unknown})
            if unknown:
                print("No están en los datos de cartas: " + _ids(unknown))
            for text, count in named["todos"].shapes.most_common(args.formas):
                print(f"{count:>6}  {text}")
        return 0
    cov = measure(args.muestra, only=kind)
    if args.json:
        data = {
            kind: {"whole": cov.whole[kind], "partly": cov.partly[kind], "none": cov.none[kind]}
            for kind in (*TYPES, "total")
        }
        extra = {"playable": cov.playable, "outside": dict(cov.outside), "no_pt": cov.no_pt}
        print(
            json.dumps(
                {"cards": cov.cards, "characteristics": cov.characteristics, **extra, **data}
            )
        )
    else:
        print(report(cov))
    for text, count in cov.unread_shapes.most_common(args.formas):
        print(f"{count:>6}  {text}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
