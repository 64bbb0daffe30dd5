"""A card as the bundled data holds it (index/data/cards/cards.jsonl.gz, one JSON object a line;
its fields are described in index/data/SOURCES.md).

Every record has at least one face: a plain card's one face repeats its top-level fields, so
readers of abilities and names never ask which shape a card has. Texts are English Oracle text
as of the data's date; ``name_es``, ``type_line_es`` and ``text_es`` are as printed on the
newest Spanish print that had them (a translation that never received errata).
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any, NamedTuple

BUNDLED = Path(__file__).resolve().parents[1] / "data" / "cards" / "cards.jsonl.gz"


class CardRuling(NamedTuple):
    date: str  # YYYY-MM-DD
    text: str


class CardFaceRecord(NamedTuple):
    name: str
    mana_cost: str = ""
    type_line: str = ""
    oracle_text: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    keywords: tuple[str, ...] = ()
    name_es: str | None = None
    type_line_es: str | None = None
    text_es: str | None = None


class CardRecord(NamedTuple):
    name: str  # English Oracle name; "A // B" for a card with several faces
    layout: str
    faces: tuple[CardFaceRecord, ...]  # one for a plain card
    mana_cost: str = ""
    type_line: str = ""
    oracle_text: str = ""  # the faces' texts joined with "\n//\n"
    keywords: tuple[str, ...] = ()  # English, as MTGJSON lists them ("Flying", "Landfall")
    color_identity: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    name_es: str | None = None  # printed Spanish name, whole ("A_es // B_es")
    name_es_alt: tuple[str, ...] = ()  # other Spanish spellings seen in other printings
    type_line_es: str | None = None
    text_es: str | None = None
    rulings: tuple[CardRuling, ...] = ()  # old (newest 2021): shown with their dates


def _str(data: Mapping[str, Any], key: str) -> str | None:
    value = data.get(key)
    return value if isinstance(value, str) and value else None


def _strs(data: Mapping[str, Any], key: str) -> tuple[str, ...]:
    value = data.get(key)
    return tuple(v for v in value if isinstance(v, str)) if isinstance(value, list) else ()


def _face(data: Mapping[str, Any]) -> CardFaceRecord:
    return CardFaceRecord(
        name=_str(data, "name") or "",
        mana_cost=_str(data, "mana_cost") or "",
        type_line=_str(data, "type_line") or "",
        oracle_text=_str(data, "oracle_text") or "",
        power=_str(data, "power"),
        toughness=_str(data, "toughness"),
        loyalty=_str(data, "loyalty"),
        keywords=_strs(data, "keywords"),
        name_es=_str(data, "name_es"),
        type_line_es=_str(data, "type_line_es"),
        text_es=_str(data, "text_es"),
    )


def card_from_json(data: Mapping[str, Any]) -> CardRecord:
    """One line of the data file as a record (missing or null fields read as empty)."""
    faces = data.get("faces")
    shaped = tuple(_face(f) for f in faces if isinstance(f, Mapping)) if faces else ()
    rulings = data.get("rulings") or []
    return CardRecord(
        name=_str(data, "name") or "",
        layout=_str(data, "layout") or "normal",
        faces=shaped or (_face(data),),
        mana_cost=_str(data, "mana_cost") or "",
        type_line=_str(data, "type_line") or "",
        oracle_text=_str(data, "oracle_text") or "",
        keywords=_strs(data, "keywords"),
        color_identity=_strs(data, "color_identity"),
        power=_str(data, "power"),
        toughness=_str(data, "toughness"),
        loyalty=_str(data, "loyalty"),
        name_es=_str(data, "name_es"),
        name_es_alt=_strs(data, "name_es_alt"),
        type_line_es=_str(data, "type_line_es"),
        text_es=_str(data, "text_es"),
        rulings=tuple(
            CardRuling(str(r.get("date", "")), str(r.get("text", "")))
            for r in rulings
            if isinstance(r, Mapping) and r.get("text")
        ),
    )


def read_cards(path: Path = BUNDLED) -> Iterator[CardRecord]:
    """Every card of a data file (gzip'd JSON lines), in file order."""
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                yield card_from_json(json.loads(line))
