"""Where the two readers of Oracle text meet: search's patterns (index.cards.kinds) and the
scenario engine's language (bot.engine.language), over every card of the bundled data.

Each card's kinds are read twice, by the patterns alone and as the application reads them (the
engine's reading decides the lines it reads: bot.services.card_kinds). For each line the engine
reads, compares the two in the one event and effect tables' terms: the events a trigger waits
for, the layers a static ability's continuous effects apply in, what its one-shot effects do
(damage, draw, keyword actions…). Counts the lines compared, how many come out the same, and
shows the most frequent differences (patterns → engine): where the kinds changed.

    python -m bench.card_readers [--muestra N] [--ejemplos N]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import islice

from index.cards.kinds import reading as engine_reading
from index.cards.kinds.classify import face_kinds
from index.cards.records import CardRecord, read_cards
from index.vocabulary.effects import KINDS as EFFECT_TABLE

ASPECTS = ("triggers", "layers", "effects")
Said = dict[tuple[str, str], dict[str, set[str]]]


@dataclass
class Meeting:
    cards: int = 0
    lines: Counter[str] = field(default_factory=Counter)  # aspect -> lines compared
    agree: Counter[str] = field(default_factory=Counter)
    differ: list[tuple[str, str, str, str]] = field(default_factory=list)
    seconds_patterns: float = 0.0
    seconds_engine: float = 0.0


def _by_line(card: CardRecord) -> Said:
    """(face, printed line) -> aspect -> what the kinds say. Every kind of every line counts,
    before kinds_of keeps one of a key a face (two "whenever you cast" lines both count)."""
    out: Said = {}
    for n, face in enumerate(card.faces):
        for kind in face_kinds(card, face, n == 0):
            said = out.setdefault((kind.face, kind.evidence), {a: set() for a in ASPECTS})
            if kind.key.startswith("trigger:") and kind.event is not None:
                said["triggers"].add(kind.event.value)
            if kind.layer is not None:
                said["layers"].add(kind.layer.value)
            if kind.key in EFFECT_TABLE:
                said["effects"].add(kind.key)
    return out


def measure(limit: int | None = None) -> Meeting:
    return measure_cards(islice(read_cards(), limit))


def measure_cards(cards: Iterable[CardRecord]) -> Meeting:
    from bot.services.card_kinds import engine_readings

    out = Meeting()
    previous = engine_reading.current()
    try:
        for card in cards:
            _meet(card, engine_readings, out)
    finally:
        engine_reading.register(previous)
    return out


def _meet(card: CardRecord, reader: engine_reading.CardReader, out: Meeting) -> None:
    out.cards += 1
    engine_reading.register(None)
    started = time.perf_counter()
    patterns = _by_line(card)
    out.seconds_patterns += time.perf_counter() - started
    engine_reading.register(reader)
    started = time.perf_counter()
    read = engine_reading.readings_of(card)
    out.seconds_engine += time.perf_counter() - started
    derived = _by_line(card)
    nothing = {a: set[str]() for a in ASPECTS}
    for key, line in read.items():
        aspects = (
            ("triggers",) * (line.ability == "triggered")
            + ("layers",) * (line.ability == "static")
            + ("effects",) * (line.effects is not None)
        )
        for aspect in aspects:
            mine = patterns.get(key, nothing)[aspect]
            theirs = derived.get(key, nothing)[aspect]
            out.lines[aspect] += 1
            if mine == theirs:
                out.agree[aspect] += 1
            else:
                shown = (",".join(sorted(mine)) or "-", ",".join(sorted(theirs)) or "-")
                out.differ.append((aspect, key[1], *shown))


def report(meeting: Meeting, examples: int) -> str:
    lines = [f"Cartas: {meeting.cards}"]
    for aspect in ASPECTS:
        total, agree = meeting.lines[aspect], meeting.agree[aspect]
        share = agree / total if total else 1.0
        lines.append(
            f"  {aspect:<9} líneas que el motor lee: {total:>6}; iguales con y sin el motor: "
            f"{agree:>6} ({share:.1%})"
        )
    per_card = 1000 * meeting.seconds_engine / max(meeting.cards, 1)
    lines.append(
        f"Tiempo: patrones de búsqueda {meeting.seconds_patterns:.1f} s; motor "
        f"{meeting.seconds_engine:.1f} s ({per_card:.2f} ms por carta)"
    )
    shapes = Counter((a, mine, theirs) for a, _, mine, theirs in meeting.differ)
    lines.append("Diferencias más frecuentes (aspecto, patrones → motor):")
    for (ability, mine, theirs), count in shapes.most_common(examples):
        sample = next(t for a, t, m, th in meeting.differ if (a, m, th) == (ability, mine, theirs))
        lines.append(f"  {count:>5}  {ability:<9} {mine:>12} → {theirs:<12} «{sample[:70]}»")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.card_readers", description=__doc__)
    parser.add_argument("--muestra", type=int, default=None, help="solo las N primeras cartas")
    parser.add_argument("--ejemplos", type=int, default=15)
    args = parser.parse_args(argv)
    print(report(measure(args.muestra), args.ejemplos))
    return 0


if __name__ == "__main__":
    sys.exit(main())
