"""The Spanish explanations of keywords and glossary terms: two reviewable data files.

``vocabulary/keywords-es.tsv``: one row per keyword ability (702) or keyword action (701) that
needs a Spanish text of its own, in order of preference of its source:

- ``carta``: the official Spanish reminder text printed on a card (the most recent printing in
  the bundled card data whose reminder still says what the rule in force says), with the card,
  its printed Spanish name and its set;
- ``juez``: a short plain-Spanish explanation written by the project from the rule in force.

A keyword with neither row falls back to the 2016 judge page when the alignment says that page
still holds (index.lookups.names decides, at lookup time).

``vocabulary/glossary-es.tsv``: every glossary entry of the rules in force with its Spanish name,
and for the most referenced ones a Spanish definition: ``juez`` (written by the project from the
rule it names) or ``palabra clave`` (the keyword's own Spanish explanation, above, is shown).

Both files are data: a row that breaks the schema stops the load with its line number.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ValidationError, field_validator

from index.numbers import parse_user_number

DATA_DIR = Path(__file__).resolve().parents[1] / "data"
KEYWORDS_FILE = "vocabulary/keywords-es.tsv"
GLOSSARY_FILE = "vocabulary/glossary-es.tsv"


NAME_LABEL = {  # what a keyword's label adds about its Spanish name (none: printed on a card)
    "lista": "nombre en español de la lista comunitaria de nombres impresos, sin carta en "
    "español en los datos incluidos",
    "juez": "nombre en español propuesto por Juez",
}


class KeywordExplanation(BaseModel, frozen=True):
    rule: str  # "702.19": the rule in force the text explains
    english: str  # the rule's title, "Trample"
    name_es: str  # the Spanish name, as printed on the card for ``carta``
    # Where the Spanish name is from: ``carta``, printed on a Spanish card of the bundled card
    # data; ``lista``, the community list of printed names (aliases/keywords-en-es.tsv) and
    # no bundled Spanish card; ``juez``, neither: the project's own translation.
    name_from: Literal["carta", "lista", "juez"]
    source: Literal["carta", "juez"]
    card: str = ""  # English Oracle name of the card (``carta`` only)
    card_es: str = ""  # its printed Spanish name
    printing: str = ""  # "M21 (2020-07-03)": the set and date the Spanish text is from
    text: str

    @field_validator("rule")
    @classmethod
    def _keyword_rule(cls, value: str) -> str:
        if not value.startswith(("701.", "702.")) or parse_user_number(value) is None:
            raise ValueError(f"«{value}» no es una regla de 701 o 702")
        return value

    @field_validator("text", "name_es", "english")
    @classmethod
    def _said(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("vacío")
        return value.strip()

    def model_post_init(self, _: object) -> None:
        if self.source == "carta" and not (self.card and self.card_es and self.printing):
            raise ValueError("una fila «carta» dice la carta, su nombre en español y su edición")
        if self.source == "carta" and self.name_from != "carta":
            raise ValueError("una fila «carta» lleva el nombre impreso: name_from=carta")
        if self.source == "carta" and "(" not in self.text:
            raise ValueError("una fila «carta» copia la línea impresa con su recordatorio")

    @property
    def titled(self) -> str:
        """The Spanish name with the rule's English one: "Arrolla (Trample)"."""
        return f"{self.name_es} ({self.english})"

    @property
    def label(self) -> str:
        """Where the text comes from, said to the reader, and where its Spanish name is from
        when no Spanish card in the bundled data prints it."""
        if self.source == "carta":
            return (
                f"texto recordatorio oficial impreso en la carta «{self.card_es}» "
                f"({self.card}), edición {self.printing}"
            )
        said = f"explicación de Juez, basada en la regla {self.rule} vigente"
        return f"{said}; {NAME_LABEL[self.name_from]}" if self.name_from in NAME_LABEL else said


class GlossaryExplanation(BaseModel, frozen=True):
    term: str  # the English glossary entry, as the rules in force spell it
    name_es: str
    rule: str = ""  # the rule the definition follows (required with a definition)
    source: Literal["", "juez", "palabra clave"] = ""
    text: str = ""

    def model_post_init(self, _: object) -> None:
        if not self.name_es.strip() or not self.term.strip():
            raise ValueError("cada entrada tiene su término y su nombre en español")
        if self.source == "juez" and not (self.text and self.rule):
            raise ValueError("una definición «juez» dice su texto y su regla")
        if self.source == "palabra clave" and not self.rule.startswith(("701.", "702.")):
            raise ValueError("«palabra clave» nombra la regla 701/702 cuya explicación se muestra")
        if not self.source and self.text:
            raise ValueError("una definición dice su fuente")

    @property
    def label(self) -> str:
        return f"explicación de Juez, basada en la regla {self.rule} vigente"


@dataclass(frozen=True)
class SchemaError(Exception):
    """A row of a data file that breaks its schema (line counted from 1, header included)."""

    file: str
    line: int
    detail: str

    def __str__(self) -> str:
        return f"{self.file}, línea {self.line}: {self.detail}"


def _rows(path: Path) -> list[tuple[int, dict[str, str]]]:
    with path.open(encoding="utf-8", newline="") as fh:
        reader = csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE)
        return [(n, {k: (v or "") for k, v in row.items() if k}) for n, row in enumerate(reader, 2)]


def read_keywords(path: Path) -> dict[str, KeywordExplanation]:
    """The keyword file, by rule number; raises SchemaError on the first bad row."""
    out: dict[str, KeywordExplanation] = {}
    for line, row in _rows(path):
        try:
            item = KeywordExplanation(**row)
        except (ValidationError, ValueError) as err:
            raise SchemaError(path.name, line, str(err).splitlines()[-1].strip()) from None
        if item.rule in out:
            raise SchemaError(path.name, line, f"la regla {item.rule} ya tiene fila")
        out[item.rule] = item
    return out


def read_glossary(path: Path) -> dict[str, GlossaryExplanation]:
    """The glossary file, by English term; raises SchemaError on the first bad row."""
    out: dict[str, GlossaryExplanation] = {}
    for line, row in _rows(path):
        try:
            item = GlossaryExplanation(**row)
        except (ValidationError, ValueError) as err:
            raise SchemaError(path.name, line, str(err).splitlines()[-1].strip()) from None
        if item.term in out:
            raise SchemaError(path.name, line, f"«{item.term}» ya tiene fila")
        out[item.term] = item
    return out


@cache
def keyword_explanations(data_dir: Path = DATA_DIR) -> dict[str, KeywordExplanation]:
    return read_keywords(data_dir / KEYWORDS_FILE)


@cache
def glossary_spanish(data_dir: Path = DATA_DIR) -> dict[str, GlossaryExplanation]:
    return read_glossary(data_dir / GLOSSARY_FILE)
