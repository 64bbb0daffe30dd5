"""Cards as Juez keeps them: what a judge needs from a Scryfall card object, in both languages.

Scryfall's card object (https://scryfall.com/docs/api/cards) carries the Oracle text (English,
kept current by errata) for every print; a print in another language adds what was printed on
it: ``printed_name``, ``printed_type_line`` and ``printed_text``, a translation as of its
printing that never receives errata. A ``Card`` joins the Oracle card with its newest Spanish
print. Cards with several faces (transform, modal double-faced, split, adventure, flip) have
their per-face fields in ``card_faces``; here every card has ``faces``, one for a plain card.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from index.cards.records import CardFaceRecord, CardRecord

FORMATS = {  # the formats a judge is asked about, in the order shown, with their Spanish names
    "standard": "Estándar",
    "pioneer": "Pioneer",
    "modern": "Modern",
    "legacy": "Legacy",
    "vintage": "Vintage",
    "commander": "Commander",
    "pauper": "Pauper",
}
LEGALITY = {
    "legal": "legal",
    "not_legal": "no legal",
    "banned": "prohibida",
    "restricted": "restringida",
}


class CardFace(BaseModel):
    # defer_build: the schema is built when the card API's answer is first read; a command
    # answered from the bundled cards never builds it (some 20 ms of every start).
    model_config = ConfigDict(frozen=True, defer_build=True)

    name: str
    mana_cost: str = ""
    type_line: str = ""
    oracle_text: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    # As printed on the Spanish print (None: no Spanish print, or Scryfall lacks its text).
    printed_name: str | None = None
    printed_type_line: str | None = None
    printed_text: str | None = None

    @property
    def stats(self) -> str | None:
        """ "2/2", "Lealtad 3" or "Defensa 5"; None for a card without them."""
        if self.power is not None and self.toughness is not None:
            return f"{self.power}/{self.toughness}"
        if self.loyalty is not None:
            return f"Lealtad {self.loyalty}"
        if self.defense is not None:
            return f"Defensa {self.defense}"
        return None


class Ruling(BaseModel):
    model_config = ConfigDict(frozen=True, defer_build=True)

    source: str  # "wotc" (official) or "scryfall" (a note of Scryfall's)
    published_at: str  # YYYY-MM-DD as Scryfall gives it
    comment: str

    @property
    def date(self) -> str:
        """dd/mm/aaaa, or the text as given when it is no date."""
        try:
            return dt.date.fromisoformat(self.published_at).strftime("%d/%m/%Y")
        except ValueError:
            return self.published_at


class Card(BaseModel):
    model_config = ConfigDict(frozen=True, defer_build=True)

    oracle_id: str
    scryfall_id: str  # the print whose rulings are asked for (any print has the same)
    name: str  # the Oracle (English) name; "A // B" for cards with several faces
    layout: str = "normal"
    faces: tuple[CardFace, ...]
    keywords: tuple[str, ...] = ()  # as Scryfall lists them, English ("Flying", "Landfall")
    legalities: dict[str, str] = Field(default_factory=dict)
    scryfall_uri: str | None = None
    spanish_name: str | None = None  # the printed Spanish name, whole ("A // B")
    spanish_set: str | None = None  # the set of the Spanish print the text comes from
    spanish_checked: bool = False  # whether a Spanish print was looked for at all

    @property
    def names(self) -> list[str]:
        """Every name a user may type for this card: whole, each face, both languages."""
        found = [self.name, *(f.name for f in self.faces)]
        if self.spanish_name:
            found.append(self.spanish_name)
        found += [f.printed_name for f in self.faces if f.printed_name]
        return list(dict.fromkeys(found))

    @property
    def oracle_text(self) -> str:
        return "\n".join(f.oracle_text for f in self.faces if f.oracle_text)

    @property
    def type_line(self) -> str:
        return " // ".join(f.type_line for f in self.faces if f.type_line)

    def legal_in(self) -> list[tuple[str, str]]:
        """(format, Spanish status) for the formats a judge is asked about, in order."""
        return [
            (label, LEGALITY.get(self.legalities[key], self.legalities[key]))
            for key, label in FORMATS.items()
            if key in self.legalities
        ]


# -- from Scryfall's JSON -------------------------------------------------------------------------
def _text(data: Mapping[str, Any], key: str) -> str | None:
    value = data.get(key)
    return value if isinstance(value, str) else None


def _face(data: Mapping[str, Any], printed: Mapping[str, Any] | None) -> CardFace:
    printed = printed or {}
    return CardFace(
        name=_text(data, "name") or "",
        mana_cost=_text(data, "mana_cost") or "",
        type_line=_text(data, "type_line") or "",
        oracle_text=_text(data, "oracle_text") or "",
        power=_text(data, "power"),
        toughness=_text(data, "toughness"),
        loyalty=_text(data, "loyalty"),
        defense=_text(data, "defense"),
        printed_name=_text(printed, "printed_name"),
        printed_type_line=_text(printed, "printed_type_line"),
        printed_text=_text(printed, "printed_text"),
    )


def _faces(data: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    faces = data.get("card_faces")
    if isinstance(faces, list) and faces and all(isinstance(f, Mapping) for f in faces):
        return faces
    return [data]


def is_card(data: object) -> bool:
    """Whether ``data`` looks like a Scryfall card object Juez can read."""
    return (
        isinstance(data, Mapping)
        and data.get("object") == "card"
        and isinstance(data.get("oracle_id") or _faces(data)[0].get("oracle_id"), str)
        and isinstance(data.get("name"), str)
    )


def card_from_scryfall(
    data: Mapping[str, Any], spanish: Mapping[str, Any] | None, *, spanish_checked: bool = True
) -> Card:
    """A Card from an English (or any) print of it and, when there is one, its Spanish print.

    Every print carries the Oracle fields, so a Spanish print alone gives the whole card.
    ``spanish_checked``: whether a Spanish print was looked for (False: look for it later).
    """
    oracle_faces = _faces(data)
    printed_faces: list[Mapping[str, Any] | None] = [None] * len(oracle_faces)
    if spanish is not None:
        spanish_faces = _faces(spanish)
        if len(spanish_faces) == len(oracle_faces):
            printed_faces = list(spanish_faces)
        elif spanish_faces:
            printed_faces[0] = spanish_faces[0]
    # Cards whose faces share one text box (split, adventure, flip) keep the top-level
    # printed name of the whole card; each face has its own too.
    faces = tuple(_face(f, p) for f, p in zip(oracle_faces, printed_faces, strict=True))
    legalities = data.get("legalities")
    keywords = data.get("keywords")
    oracle_id = data.get("oracle_id") or oracle_faces[0].get("oracle_id")
    spanish_name = None
    if spanish is not None:
        spanish_name = _text(spanish, "printed_name") or (
            " // ".join(f.printed_name for f in faces if f.printed_name) or None
        )
    return Card(
        oracle_id=str(oracle_id),
        scryfall_id=str(data.get("id") or ""),
        name=str(data.get("name")),
        layout=_text(data, "layout") or "normal",
        faces=faces,
        keywords=tuple(k for k in keywords if isinstance(k, str))
        if isinstance(keywords, list)
        else (),
        legalities={k: v for k, v in legalities.items() if isinstance(v, str)}
        if isinstance(legalities, Mapping)
        else {},
        scryfall_uri=_text(data, "scryfall_uri"),
        spanish_name=spanish_name,
        spanish_set=_text(spanish, "set_name") if spanish is not None else None,
        spanish_checked=spanish_checked,
    )


def ruling_from_scryfall(data: Mapping[str, Any]) -> Ruling | None:
    comment = _text(data, "comment")
    if data.get("object") != "ruling" or not comment:
        return None
    return Ruling(
        source=_text(data, "source") or "wotc",
        published_at=_text(data, "published_at") or "",
        comment=comment,
    )


# -- from the bundled card data (index.cards) -----------------------------------------------------
LOCAL_ID = "nombre:"  # the bundle has no Scryfall ids: a card is known by its Oracle name


def local_id(name: str) -> str:
    """A card of the bundled data by its English Oracle name, stable across data refreshes
    (MTGJSON keys its atomic cards by that name too): "nombre:Blood Moon"."""
    return LOCAL_ID + name


def is_local(card: Card) -> bool:
    return card.oracle_id.startswith(LOCAL_ID)


def card_from_record(record: CardRecord) -> Card:
    """A Card from the bundled data: English Oracle text, Spanish printed name, type and text
    where the data has them; no legalities (the data leaves old ban lists out on purpose)."""
    faces = tuple(
        CardFace(
            name=face.name,
            mana_cost=face.mana_cost,
            type_line=face.type_line,
            oracle_text=face.oracle_text,
            power=face.power,
            toughness=face.toughness,
            loyalty=face.loyalty,
            printed_name=face.name_es,
            printed_type_line=face.type_line_es,
            printed_text=face.text_es,
        )
        for face in record.faces
    )
    return Card(
        oracle_id=local_id(record.name),
        scryfall_id="",
        name=record.name,
        layout=record.layout,
        faces=faces,
        keywords=record.keywords,
        spanish_name=record.name_es,
        spanish_checked=False,  # the data's gaps are not Scryfall's: said by the service
    )


def record_from_card(card: Card) -> CardRecord:
    """A card the card API sent, as the bundled data would hold it: what index.cards reads to
    say what the card does (its kinds) and how it meets the others of a question."""
    faces = tuple(
        CardFaceRecord(
            name=face.name,
            mana_cost=face.mana_cost,
            type_line=face.type_line,
            oracle_text=face.oracle_text,
            power=face.power,
            toughness=face.toughness,
            loyalty=face.loyalty,
            keywords=card.keywords,
            name_es=face.printed_name,
        )
        for face in card.faces
    )
    return CardRecord(
        name=card.name,
        layout=card.layout,
        faces=faces,
        type_line=card.type_line,
        oracle_text=card.oracle_text,
        keywords=card.keywords,
        name_es=card.spanish_name,
    )


def rulings_from_record(record: CardRecord) -> list[Ruling]:
    """The data's rulings (from Gatherer, the newest of 2021), oldest first."""
    return sorted(
        (Ruling(source="wotc", published_at=r.date, comment=r.text) for r in record.rulings),
        key=lambda r: r.published_at,
    )
