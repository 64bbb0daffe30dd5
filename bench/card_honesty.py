"""Every card of the bundled card data through a minimal scenario: is the answer complete exactly
when every line of the card's text was read, and does it say so first when not? (issue 49)

A permanent card goes on the battlefield (``estado permanentes:"…"``), an instant or a sorcery on
the stack (``pila hechizo:"…"``). A card the language refuses (a creature with no P/T in the
data, a card never in a game, a spell put on the battlefield) must refuse in Spanish: that is
honest too. The test suite runs a sample of the cards (tests/bot/engine/language/
test_every_card_honest.py); this runs all of them.

    python -m bench.card_honesty [--muestra N]
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.engine.outcome import Outcome, ScenarioCard
    from index.cards.catalog import CardCatalog
    from index.cards.records import CardRecord

_REMINDER = re.compile(r"\s*\([^)]*\)")
CONDITIONAL = "solo si el texto sin leer no cambia nada"


@cache
def all_cards() -> tuple[CardRecord, ...]:
    from index.cards.records import read_cards

    return tuple(
        c
        for c in read_cards()
        if c.layout not in ("planar", "scheme", "vanguard") and not c.name.startswith("A-")
    )


def scenario_for(card: CardRecord) -> str:
    name = card.name.split(" // ")[0].replace('"', "")
    face = (card.faces[0].type_line or card.type_line).split(" // ")[0]
    if "Instant" in face or "Sorcery" in face:
        return f'pila hechizo:"{name}"'
    return f'estado permanentes:"{name}"'


def _faces(card: CardRecord) -> list[str]:
    """The faces a scenario reads: the first; and a transforming card's back face too, which
    its permanent has while transformed (712.8e; the engine reads it beside the front)."""
    faces = [card.faces[0]]
    if card.layout == "transform" and len(card.faces) == 2 and card.faces[1].type_line:
        faces.append(card.faces[1])
    return [f.name or card.name for f in faces]


def _lines(card: CardRecord, face: int = 0) -> list[str]:
    text = card.faces[face].oracle_text or ""
    return [line for raw in text.split("\n") if (line := _REMINDER.sub("", raw).strip())]


def _covered(line: str, seen: ScenarioCard) -> bool:
    """A line counts as read when the whole line, or each of its sentences, was read (or set
    aside as unable to change the answer)."""
    taken = set(seen.read) | set(seen.set_aside)
    if line in taken:
        return True
    sentences = [s for s in re.split(r"(?<=\.)\s+", line) if s]
    return len(sentences) > 1 and all(s in taken for s in sentences)


def check(card: CardRecord, outcome: Outcome) -> str | None:
    """What is wrong with the answer for ``card``; None when it is honest."""
    from bot.text.outcome import outcome_json, render_text

    seen = next((c for c in outcome.cards if c.card == card.name), None)
    if seen is None:
        return "the scenario did not take the card from the card data"
    every_line_read = all(_covered(line, seen) for line in _lines(card))
    for n, face in enumerate(_faces(card)[1:], 1):  # a transforming card's back face
        back = next((c for c in outcome.cards if c.card == face), None)
        if back is None:
            return "the scenario did not read the card's back face"
        every_line_read = every_line_read and all(_covered(x, back) for x in _lines(card, n))
    if outcome.complete != every_line_read:
        return f"complete={outcome.complete} but every line read={every_line_read}"
    data = outcome_json(outcome)
    if data["complete"] is not outcome.complete:
        return "--json disagrees on complete"
    if outcome.complete:
        return None
    text = render_text(outcome)
    if CONDITIONAL not in text.split("\n1. ")[0]:
        return "an incomplete answer does not say so before its steps"
    if f"Resultado, {CONDITIONAL}:" not in text:
        return "an incomplete answer heads its result as a fact"
    missing = [u["text"] for u in data["unread"] if u["text"] not in text]
    if missing:
        return f"unread text not shown: {missing[:2]}"
    return None


@dataclass
class Honesty:
    ran: int = 0
    complete: int = 0
    refused: int = 0
    skipped: int = 0
    problems: list[str] = field(default_factory=list)


def measure(cards: CardCatalog, chosen: Iterable[CardRecord]) -> Honesty:
    from bot.engine import ScenarioError, run_scenario_text

    out = Honesty()
    for card in chosen:
        named = cards.card_named(card.name.split(" // ")[0])
        if named is None or named.name != card.name or ";" in card.name:
            out.skipped += 1  # another card's name first (a reprint), or ";" which splits lists
            continue
        try:
            outcome = run_scenario_text(scenario_for(card), cards)
        except ScenarioError as error:
            out.refused += 1
            if not error.message.strip():
                out.problems.append(f"{card.name}: refused without a message")
            continue
        out.ran += 1
        out.complete += outcome.complete
        wrong = check(card, outcome)
        if wrong:
            out.problems.append(f"{card.name}: {wrong}")
    return out


def main(argv: list[str] | None = None) -> int:
    from bot.settings import Settings
    from index.cards.catalog import CardCatalog

    parser = argparse.ArgumentParser(prog="python -m bench.card_honesty", description=__doc__)
    parser.add_argument("--muestra", type=int, default=None, help="solo las N primeras cartas")
    args = parser.parse_args(argv)
    chosen = all_cards()[: args.muestra] if args.muestra else all_cards()
    catalog = CardCatalog.open(Settings().data_dir)
    try:
        got = measure(catalog, chosen)
    finally:
        catalog.close()
    print(
        f"Cartas: {len(chosen)}; en un escenario: {got.ran} (completas: {got.complete}); "
        f"rechazadas con su motivo: {got.refused}; con el nombre de otra carta: {got.skipped}"
    )
    print(f"Respuestas deshonestas: {len(got.problems)}")
    for problem in got.problems[:20]:
        print(f"  {problem}")
    return 1 if got.problems else 0


if __name__ == "__main__":
    sys.exit(main())
