"""The shared vocabulary of the corpus: editions, records and parsing anomalies.

Every parser turns a source file into these records; the index, the lookups, the Discord cogs,
the console and the JSON output all speak in them. A record's identity is the triple
(edition, kind, id): the same rule number exists once per edition.
"""

from __future__ import annotations

import datetime as dt
from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field


class Kind(StrEnum):
    RULE = "rule"
    KEYWORD = "keyword"
    GLOSSARY = "glossary"
    CLASS = "class"
    POLICY = "policy"  # a section of a tournament policy document (MTR, IPG, JAR)
    INFRACTION = "infraction"  # an IPG infraction: a policy section with its penalty and fields


class Language(StrEnum):
    ES = "es"
    EN = "en"


class Edition(BaseModel):
    """One published version of one document family (e.g. the English rules of 16 Jan 2026)."""

    model_config = ConfigDict(frozen=True, defer_build=True)

    id: str  # "es-2019-10-04", "en-2026-01-16", "es-web", ...
    language: Language
    date: dt.date | None = None
    document: str
    publisher: str
    url: str | None = None
    current: bool = False  # the edition of the rules in force today
    # Which document family the edition is a text of: "rules" (the Comprehensive Rules and
    # their translations), or a tournament policy document ("mtr", "ipg", "jar"). Only the
    # rules compete for ``current``; each policy family has its own edition in force.
    family: str = "rules"

    @property
    def label(self) -> str:
        """Human label in Spanish: 'Magic: … Comprehensive Rules · inglés · 16/01/2026'."""
        when = self.date.strftime("%d/%m/%Y") if self.date else "sin fecha"
        language = {"es": "español", "en": "inglés"}[self.language.value]
        return f"{self.document} · {language} · {when}"


class _Record(BaseModel):
    # defer_build (here and on every corpus model): a command that reads the corpus from its
    # cache (index.corpus_cache) never validates a record; the schema is built on a first parse.
    model_config = ConfigDict(frozen=True, defer_build=True)

    id: str  # rule number, keyword name, glossary term or class-section slug
    edition: str  # Edition.id
    language: Language
    title: str = ""
    text: str
    examples: tuple[str, ...] = ()
    parent: str | None = None
    children: tuple[str, ...] = ()
    refs: tuple[str, ...] = ()  # rule numbers this record points to ("ver la regla 704")
    source: str  # bundled file the record comes from, relative to index/data
    link: str | None = None  # public page of the document, when there is one
    # Each record type narrows this to its own value, the discriminator of ``Record``.
    kind: Kind

    @property
    def uid(self) -> str:
        return f"{self.edition}:{self.kind}:{self.id}"


class Rule(_Record):
    kind: Literal[Kind.RULE] = Kind.RULE


class Keyword(_Record):
    """A keyword ability as explained by judge material (id is its Spanish name)."""

    kind: Literal[Kind.KEYWORD] = Kind.KEYWORD
    aliases: tuple[str, ...] = ()  # other names found in the text (variants, English name)
    notes: tuple[str, ...] = ()


class GlossaryEntry(_Record):
    kind: Literal[Kind.GLOSSARY] = Kind.GLOSSARY


class ClassSection(_Record):
    """One headed section of a judge-class page (id is a slug of page and heading)."""

    kind: Literal[Kind.CLASS] = Kind.CLASS
    page: str = ""  # the class page title, e.g. "Clase 2 – Permanentes"


class PolicySection(_Record):
    """One numbered section of a tournament policy document (id: "mtr-4.9", "ipg-1.1").

    ``text`` is the whole section as published; ``number`` is what the document prints
    ("4.9", "Appendix B"; the JAR prints none, so its sections are numbered in order).
    """

    kind: Literal[Kind.POLICY] = Kind.POLICY
    document: str  # "MTR", "IPG" or "JAR"
    number: str = ""


class Infraction(PolicySection):
    """An IPG infraction, its parts split out as the IPG prints them."""

    kind: Literal[Kind.INFRACTION] = Kind.INFRACTION  # type: ignore[assignment]
    category: str = ""  # "Game Play Error", "Tournament Error", "Unsporting Conduct"
    penalty: str = ""  # "Warning", "Game Loss", "No Penalty"…, as printed
    definition: str = ""
    philosophy: str = ""
    remedy: str = ""  # "Additional Remedy"
    upgrade: str = ""


Record = Annotated[
    Rule | Keyword | GlossaryEntry | ClassSection | PolicySection | Infraction,
    Field(discriminator="kind"),
]

POLICY_KINDS = (Kind.POLICY, Kind.INFRACTION)


class AnomalyKind(StrEnum):
    REPAIRED = "repaired"  # a number printed wrongly, fixed from its neighbours
    GAP = "gap"  # a number the sequence says should exist but the source lacks
    DUPLICATE = "duplicate"  # the same number twice, not repairable
    ORPHAN = "orphan"  # text that lost its rule number, kept with the previous rule
    SKIPPED = "skipped"  # something in the source deliberately not turned into a record


class Anomaly(BaseModel):
    """A numbering problem found while parsing, and what the parser did about it."""

    model_config = ConfigDict(frozen=True, defer_build=True)

    edition: str
    source: str
    kind: AnomalyKind
    id: str  # the rule number concerned (the repaired one, for repairs)
    found: str | None = None  # what the source printed, for repairs
    detail: str  # Spanish explanation shown by `juez indice informe`


class ParseResult(BaseModel):
    """What a parser returns: records plus everything odd it noticed."""

    model_config = ConfigDict(defer_build=True)

    records: list[Record] = Field(default_factory=list)
    anomalies: list[Anomaly] = Field(default_factory=list)
    # The rules' chapters ("7" -> "Additional Rules"): headings, not records (rules parsers).
    chapters: dict[str, str] = Field(default_factory=dict)
