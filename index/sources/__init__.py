"""One parser per source format. Each module has ``parse(raw, ctx) -> ParseResult``.

``raw`` is the file's text exactly as bundled (decoded as UTF-8, byte-order mark removed);
``ctx`` says which edition and file it is. Parsers never edit their input: they repair in
memory and report every repair and gap as an ``Anomaly``.
"""

from __future__ import annotations

from importlib import import_module
from typing import Protocol

from pydantic import BaseModel, ConfigDict

from index.models import Language, ParseResult


class SourceContext(BaseModel):
    model_config = ConfigDict(frozen=True)

    edition: str
    language: Language
    source: str  # path relative to index/data, shown in citations
    link: str | None = None


class Parser(Protocol):
    def __call__(self, raw: str, ctx: SourceContext) -> ParseResult: ...


PARSERS = (
    "es_pdf_rules",
    "official_rules",
    "rule_web_page",
    "keyword_page",
    "wordpress_class",
    "policy_documents",
)


def get_parser(name: str) -> Parser:
    if name not in PARSERS:
        raise KeyError(f"unknown parser {name!r}; known: {', '.join(PARSERS)}")
    parser: Parser = import_module(f"index.sources.{name}").parse
    return parser
