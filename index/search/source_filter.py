"""Which records a search reads: the `fuente` option (a kind, a language or an edition), and the
rules in force that the English ranking reads."""

from __future__ import annotations

import re
from collections.abc import Iterable

from whoosh.query import And, Query, Term

from index.models import Kind

# Which records a `fuente` option keeps: a kind, a language, or an edition id.
SOURCES = {
    "reglas": ("kind", Kind.RULE.value),
    "palabrasclave": ("kind", Kind.KEYWORD.value),
    "glosario": ("kind", Kind.GLOSSARY.value),
    "clase": ("kind", Kind.CLASS.value),
    "es": ("language", "es"),
    "en": ("language", "en"),
}

# A filter no document passes: the English ranking has nothing to add for that source.
NOWHERE = Term("kind", "")


def source_key(source: str | None) -> str:
    key = re.sub(r"[\s_-]+", "", (source or "").strip().lower()).replace("í", "i")
    return {"palabraclave": "palabrasclave", "keywords": "palabrasclave", "rules": "reglas"}.get(
        key, key
    )


def source_filter(source: str | None, known_editions: Iterable[str]) -> Query | None:
    if not source:
        return None
    key = source_key(source)
    if key in SOURCES:
        field, value = SOURCES[key]
        return Term(field, value)
    if source.strip() in known_editions:
        return Term("editions", source.strip())
    return None


def in_force(filter_q: Query | None, current: str) -> Query | None:
    """The English ranking reads only the rules in force of edition ``current`` (unless a
    source says otherwise)."""
    # Rules only: a glossary definition or a keyword explanation answers "what is X", and
    # the named concepts already bring those.
    rules_now = And([Term("editions", current), Term("kind", "rule")])
    if filter_q is None or filter_q in (Term("kind", Kind.RULE.value), Term("language", "en")):
        return rules_now
    return filter_q if "en-" in str(filter_q) else NOWHERE


def concepts_apply(source: str | None, current: str) -> bool:
    """Whether the named concepts (and the named cards' rules) rank for this source: they
    point to rules in force."""
    return source_key(source) in ("", "reglas", "en") or ((source or "").strip() == current)
