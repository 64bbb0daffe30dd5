"""The keywords printed on a card: their Spanish names and the rules behind them.

Scryfall lists a card's keywords in English (``keywords``): keyword abilities (Flying), keyword
actions (Scry) and ability words (Landfall), which have no rules meaning of their own (207.2c).
The Spanish names come from the bundled alias list (index/data/aliases), the same one the
keyword lookups use; which rule defines each is for the caller (the services ask the rules).
"""

from __future__ import annotations

from functools import cache

from index.translate import DATA_DIR, keyword_aliases

ABILITY_WORD_RULE = "207.2c"


@cache
def spanish_names() -> dict[str, str]:
    """English keyword (lowercase) -> its Spanish name as printed on cards ("Vínculo vital")."""
    lines = (DATA_DIR / "aliases" / "keywords-en-es.tsv").read_text(encoding="utf-8").splitlines()
    header = lines[0].split("\t")
    english_at, spanish_at = header.index("en_keyword"), header.index("es_keyword_as_printed")
    table: dict[str, str] = {}
    for line in lines[1:]:
        cells = line.split("\t")
        if len(cells) > max(english_at, spanish_at):
            # "Protección (Protección contra [cualidad])": the bare name.
            spanish = cells[spanish_at].split("(")[0].strip()
            if cells[english_at].strip() and spanish:
                table.setdefault(cells[english_at].strip().lower(), spanish)
    return table


@cache
def _folded_spanish() -> dict[str, str]:
    """English (lowercase) -> Spanish name folded, for keywords the printed list lacks (the
    search's own table adds some: "transformar" for Transform)."""
    return {english.lower(): spanish for spanish, english in keyword_aliases().items()}


def spanish_name(english: str) -> str | None:
    key = english.strip().lower()
    found = spanish_names().get(key)
    if found is None and key in _folded_spanish():
        found = _folded_spanish()[key].capitalize()
    return found
