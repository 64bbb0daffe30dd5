"""The keywords printed on a card: their Spanish names and the rules behind them.

Scryfall lists a card's keywords in English (``keywords``): keyword abilities (Flying), keyword
actions (Scry) and ability words (Landfall), which have no rules meaning of their own (207.2c).
The Spanish names come from the bundled alias list (index/data/aliases), the same one the
keyword lookups use; which rule defines each is for the caller (the services ask the rules).
"""

from __future__ import annotations

import csv
from functools import cache

from index.translate import DATA_DIR

ABILITY_WORD_RULE = "207.2c"


@cache
def spanish_names() -> dict[str, str]:
    """English keyword (lowercase) -> its Spanish name as printed on cards ("Vínculo vital")."""
    table: dict[str, str] = {}
    path = DATA_DIR / "aliases" / "keywords-en-es.tsv"
    with path.open(encoding="utf-8") as fh:
        for row in csv.DictReader(fh, delimiter="\t"):
            english = (row.get("en_keyword") or "").strip()
            spanish = (row.get("es_keyword_as_printed") or "").split("(")[0].strip()
            if english and spanish:
                table.setdefault(english.lower(), spanish)
    return table


def spanish_name(english: str) -> str | None:
    return spanish_names().get(english.strip().lower())
