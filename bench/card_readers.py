"""Where the two readers of Oracle text meet: search's patterns (index.cards.kinds) and the
scenario engine's language (bot.engine.language), over every card of the bundled data.

For each line the engine reads into a triggered or static ability, compares what each reader
says the line does in the one event table's terms: the events a trigger waits for, the layers
a static ability's continuous effects apply in. Counts the lines both read, how many agree, and
shows the lines they disagree on (the order to look at them in).

    python -m bench.card_readers [--muestra N] [--ejemplos N]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from itertools import islice

from index.cards.kinds import reading as engine_reading
from index.cards.kinds.classify import face_kinds
from index.cards.kinds.reading import Readings
from index.cards.records import CardRecord, read_cards


@dataclass
class Meeting:
    cards: int = 0
    lines: Counter[str] = field(default_factory=Counter)  # ability kind -> lines the engine read
    agree: Counter[str] = field(default_factory=Counter)
    differ: list[tuple[str, str, str, str]] = field(default_factory=list)
    seconds_patterns: float = 0.0
    seconds_engine: float = 0.0


def _patterns_say(card: CardRecord) -> dict[tuple[str, str], tuple[set[str], set[str]]]:
    """(face, printed line) -> (trigger events, layers) as search's patterns alone read it."""
    out: dict[tuple[str, str], tuple[set[str], set[str]]] = {}
    # Every kind of every line, before kinds_of keeps one of a key a face (two "whenever you
    # cast" lines both count here).
    found = [k for n, face in enumerate(card.faces) for k in face_kinds(card, face, n == 0)]
    for kind in found:
        events, layers = out.setdefault((kind.face, kind.evidence), (set(), set()))
        if kind.key.startswith("trigger:") and kind.event is not None:
            events.add(kind.event.value)
        if kind.layer is not None:
            layers.add(kind.layer.value)
    return out


def measure(limit: int | None = None) -> Meeting:
    return measure_cards(islice(read_cards(), limit))


def measure_cards(cards: Iterable[CardRecord]) -> Meeting:
    from bot.services.card_kinds import engine_readings

    out = Meeting()
    previous = engine_reading.current()
    engine_reading.register(None)  # search's patterns alone, beside the engine's reading
    try:
        for card in cards:
            _meet(card, engine_readings, out)
    finally:
        engine_reading.register(previous)
    return out


def _meet(
    card: CardRecord, engine_readings: Callable[[CardRecord], Readings], out: Meeting
) -> None:
    out.cards += 1
    started = time.perf_counter()
    patterns = _patterns_say(card)
    out.seconds_patterns += time.perf_counter() - started
    started = time.perf_counter()
    try:
        engine = engine_readings(card)
    except Exception:  # counted as nothing read; the kinds fall back the same way
        engine = {}
    out.seconds_engine += time.perf_counter() - started
    for key, line in engine.items():
        if line.ability not in ("triggered", "static"):
            continue
        out.lines[line.ability] += 1
        events, layers = patterns.get(key, (set(), set()))
        if line.ability == "triggered":
            theirs, mine = {e.value for e in line.triggers}, events
        else:
            theirs, mine = {layer.value for layer in line.layers}, layers
        if theirs == mine:
            out.agree[line.ability] += 1
        else:
            shown = (",".join(sorted(mine)) or "-", ",".join(sorted(theirs)) or "-")
            out.differ.append((line.ability, key[1], *shown))


def report(meeting: Meeting, examples: int) -> str:
    lines = [f"Cartas: {meeting.cards}"]
    for ability in ("triggered", "static"):
        total = meeting.lines[ability]
        agree = meeting.agree[ability]
        share = agree / total if total else 1.0
        lines.append(
            f"  {ability:<10} líneas que el motor lee: {total:>6}; las dos lecturas coinciden: "
            f"{agree:>6} ({share:.1%})"
        )
    per_card = 1000 * meeting.seconds_engine / max(meeting.cards, 1)
    lines.append(
        f"Tiempo: patrones de búsqueda {meeting.seconds_patterns:.1f} s; motor "
        f"{meeting.seconds_engine:.1f} s ({per_card:.2f} ms por carta)"
    )
    shapes = Counter((a, mine, theirs) for a, _, mine, theirs in meeting.differ)
    lines.append("Desacuerdos más frecuentes (habilidad, búsqueda → motor):")
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
