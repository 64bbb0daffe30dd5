"""Questions that name cards: what a card costs a /buscar answer, and what it does to the ranking.

    python -m bench.card_questions            # 30 rounds
    python -m bench.card_questions --quick    # 8 rounds

Offline on purpose (JUEZ_SCRYFALL_URL points at the discard port): the cards of the test
fixtures (tests/bot/cards/fixtures/cards.json, Scryfall's shapes) are saved in a fresh store first,
as earlier /carta lookups would have. Each round asks, interleaved so load hits all alike:

- saved      service.cards.search(q) naming a saved card (the store read, the hints);
- unknown    service.cards.search(q) naming a card that is not saved (Scryfall unreachable:
             after the first refused connection the client stays offline);
- no names   service.cards.search(q) with nothing capitalised (no store, no network);
each beside service.lookups.search(q) of the same question in the worker pool, the answer
without cards (the baseline).

Reported: per kind, the median and p99 with cards and without, and the ratio of the medians;
and for each question naming a saved card, where the first rule of its keywords ranks without
the card and with it. Nothing is asserted: timings depend on the machine.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from functools import partial
from pathlib import Path

from bench.stats import percentile

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "tests" / "bot" / "cards" / "fixtures" / "cards.json"

# (question, the rules its card's keywords name): Spanish chat as judges write it.
SAVED = [
    ("Si bloqueo a Colossal Dreadmaw con una criatura 1/1, ¿cuánto daño recibo?", "702.19"),
    ("¿Puede mi Serra Angel bloquear a una criatura que ataca por el aire?", "702.9"),
    ("si mi Serra Angel ataca, ¿se gira?", "702.20"),
    ("Cuando Delver of Secrets se transforma, ¿sigue siendo la misma criatura?", "701.27"),
    ("Si uso la habilidad de Jace Beleren para que mi rival muela, ¿cuántas cartas?", "701.17"),
]
UNKNOWN = "Si bloqueo a Questing Beast con una criatura 1/1, ¿cuánto daño recibo?"
NO_NAMES = "qué pasa si robo sin cartas en la biblioteca"


async def _timed(call: Callable[[], Awaitable[object]]) -> float:
    started = time.perf_counter()
    await call()
    return time.perf_counter() - started


def _rank(ids: list[str], prefix: str) -> int | None:
    return next((i + 1 for i, rule in enumerate(ids) if rule.startswith(prefix)), None)


async def _save_fixture_cards(service: object) -> int:
    from bot.cards.models import card_from_scryfall

    cards = json.loads(FIXTURES.read_text(encoding="utf-8"))
    spanish = {c["oracle_id"]: c for c in cards if c.get("lang") == "es"}
    saved = 0
    for data in cards:
        if data.get("lang") == "en":
            card = card_from_scryfall(data, spanish.get(data["oracle_id"]))
            await service.cards.finder.cache.put_card(card)  # type: ignore[attr-defined]
            saved += 1
    return saved


async def run(data_dir: Path, rounds: int) -> None:
    from bot.services import JuezService, in_thread

    os.environ["JUEZ_SCRYFALL_URL"] = "http://127.0.0.1:9"  # nothing listens: offline
    service = JuezService(data_dir, database_url=False)
    started = time.perf_counter()
    await asyncio.to_thread(lambda: service.library.warm_up())
    print(f"Índice abierto y preparado en {time.perf_counter() - started:.1f} s")
    await service.open_database(data_dir / "juez.sqlite3")
    print(f"Cartas guardadas de las fixtures: {await _save_fixture_cards(service)}")
    cards = service.cards
    await cards.search(UNKNOWN)  # the first refused connection: the client goes offline
    questions = {
        "saved": [q for q, _rule in SAVED], "unknown": [UNKNOWN], "no names": [NO_NAMES],
    }  # fmt: skip
    timed: dict[str, tuple[list[float], list[float]]] = {k: ([], []) for k in questions}
    for _ in range(rounds):
        for kind, asked in questions.items():
            for q in asked:
                plain, with_cards = timed[kind]
                plain.append(await _timed(partial(in_thread, service.lookups.search, q)))
                with_cards.append(await _timed(partial(cards.search, q)))
    print(f"\n{'':9} {'n':>4} {'con cartas: mediana':>20} {'p99':>7} "
          f"{'sin: mediana':>13} {'p99':>7} {'ratio':>6}  (ms)")  # fmt: skip
    for kind, (plain, with_cards) in timed.items():
        ratio = statistics.median(with_cards) / statistics.median(plain)
        print(
            f"{kind:9} {len(plain):4} {statistics.median(with_cards) * 1000:20.1f} "
            f"{percentile(with_cards, 99) * 1000:7.1f} {statistics.median(plain) * 1000:13.1f} "
            f"{percentile(plain, 99) * 1000:7.1f} {ratio:6.2f}"
        )
    print("\nPuesto de la primera regla de las palabras clave de la carta (sin carta → con ella):")
    for question, rule in SAVED:
        without = [h.id for h in (await in_thread(service.lookups.search, question)).results]
        found = await cards.search(question)
        with_card = [h.id for h in found.result.results]
        print(
            f"  {rule:8} {_rank(without, rule) or '-':>3} → {_rank(with_card, rule) or '-':<3} "
            f"{', '.join(c.name for c in found.cards)}: {question[:60]}"
        )
    await cards.aclose()
    await service.close_database()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.card_questions", description=__doc__)
    parser.add_argument("--data", type=Path, help="carpeta del índice (por defecto, temporal)")
    parser.add_argument("--quick", action="store_true", help="8 rondas en lugar de 30")
    args = parser.parse_args(argv)
    rounds = 8 if args.quick else 30
    with tempfile.TemporaryDirectory(prefix="juez-card-questions-") as tmp:
        asyncio.run(run(args.data or Path(tmp), rounds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
