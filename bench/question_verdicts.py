"""How many card questions get a verdict from the rules engine (issue 48, 4), and which.

Each question of the card-question sets (the ``cards`` column of tests/eval/questions*.tsv:
the development set and both blind ones) goes through bot.services.verdicts.question_verdict
with the bundled card data and the cards the search's finder names in it, as /buscar does.
Reported per set: questions, verdicts (read whole), and of the rest: a situation read but not
whole (a card not read or left out), or no situation (asked back or refused). With
``--lista`` every verdict is printed beside the set's note (the answer in a few words) to
check by hand.

    python -m bench.question_verdicts [--lista]

Measured 2026-12-07 (session 3): development 0 verdicts of 179 questions (2 read but not whole,
177 not a situation the reader takes: they ask how rules work, not what happens in a play);
first blind set 0 of 100 (2 read, not whole); second blind set 0 of 30. The 19 messages of
issue 42's chat set that name a card: 12 verdicts, each read as the judge's line and each
checked by hand against the rules (12 right, 0 wrong; 4 of them a sí/no, 8 the result); 5 read
but not whole, 2 not read. Before the counting check one verdict was wrong (ch-05, "su
Tarmogoyf (es un 4/5)": the engine computed a 0/1 over empty graveyards and a Bolt "killed"
it); cards whose P/T or text counts what a message does not tell now give no verdict.
"""

from __future__ import annotations

import argparse
import csv
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EVAL = ROOT / "tests" / "eval"
SETS = {
    "desarrollo": EVAL / "questions.tsv",
    "ciego 1": EVAL / "questions-validacion.tsv",
    "ciego 2": EVAL / "questions-validacion-2.tsv",
    "ciego 3": EVAL / "questions-validacion-3.tsv",
}
CHAT = EVAL / "told-chat-desarrollo.yaml"


def card_questions(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE))
    return [r for r in rows if (r.get("cards") or "").strip()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.question_verdicts", description=__doc__)
    parser.add_argument("--lista", action="store_true", help="cada veredicto con su nota")
    args = parser.parse_args(argv)
    from bot.services.verdicts import question_verdict
    from bot.text.verdicts import answer_line
    from index.cards.catalog import CardCatalog

    with tempfile.TemporaryDirectory(prefix="juez-verdicts-") as tmp:
        catalog = CardCatalog.open(Path(tmp))
        try:
            for name, path in SETS.items():
                counts: Counter[str] = Counter()
                for row in card_questions(path):
                    question = row["query"]
                    named = [m.name for m in catalog.mentions(question)]
                    verdict, note = question_verdict(question, catalog, named)
                    kind = "veredicto" if verdict else "leída, no entera" if note else "no leída"
                    counts[kind] += 1
                    if verdict is not None and args.lista:
                        print(f"[{name}] {question}\n    {answer_line(verdict)}")
                        print(f"    leído: {verdict.reading}\n    nota: {row.get('note', '')}")
                _report(name, counts)
            _chat(catalog, args.lista)
        finally:
            catalog.close()
    return 0


def _report(name: str, counts: Counter[str]) -> None:
    total = sum(counts.values())
    print(
        f"{name}: {total} preguntas con cartas; veredicto {counts['veredicto']}, "
        f"leída pero no entera {counts['leída, no entera']}, "
        f"sin situación que leer {counts['no leída']}"
    )


def _chat(catalog: object, listed: bool) -> None:
    """The chat messages of issue 42's development set that name a card: each verdict's
    reading compared with the line a judge wrote for the message (``line``)."""
    import yaml

    from bot.services.verdicts import question_verdict
    from bot.text.verdicts import answer_line

    items = yaml.safe_load(CHAT.read_text(encoding="utf-8"))
    counts: Counter[str] = Counter()
    same = 0
    for item in items:
        named = [m.name for m in catalog.mentions(item["text"])]  # type: ignore[attr-defined]
        if not named:
            continue
        verdict, note = question_verdict(item["text"], catalog, named)  # type: ignore[arg-type]
        counts["veredicto" if verdict else "leída, no entera" if note else "no leída"] += 1
        if verdict is not None:
            same += verdict.reading == item.get("line")
            if listed:
                print(f"[chat {item['id']}] {item['text']}\n    {answer_line(verdict)}")
                print(f"    leído: {verdict.reading}\n    esperado: {item.get('line')}")
    _report("chat (issue 42, desarrollo)", counts)
    print(f"  de los veredictos, leídos como la línea del juez: {same}")


if __name__ == "__main__":
    sys.exit(main())
