"""Turning what a person typed into something safe to search.

Queries never reach Whoosh's query parser: its syntax (wildcards, ranges, fuzzy "~9", field
prefixes) can take seconds on this corpus, and a judge never means it. Instead the text is cut
to words here and the query is built from them, so hostile input is bounded by construction.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from index.errors import UserError
from index.search.schema import ENGLISH_STOPWORDS, SPANISH_STOPWORDS

MAX_QUERY_CHARS = 1500  # real questions run to 400; Discord allows 6,000 in an option
MAX_NAME_CHARS = 200  # a keyword or a glossary term, however typed
MAX_WORDS = 400  # every word of the longest question (1,500 characters hold ~300)

_WORD = re.compile(r"[^\W_]+(?:[’'][^\W_]+)?")
# Input that is code rather than a question: refused with an explanation instead of being
# searched for its stray words ("script", "drop", "table").
_MARKUP = re.compile(r"</?[a-zA-Z][^>]{0,200}>|```|\[/?[a-z]+\]|&[a-z]+;")
_SQL = re.compile(
    r"(;\s*--|\b(drop|delete|truncate|alter)\s+table\b|\bunion\s+select\b"
    r"|\bselect\s+(\*|\w+(\s*,\s*\w+)*)\s+from\s+\w+|'\s*or\s+'?\d+'?\s*=\s*'?\d)",
    re.IGNORECASE,
)
# Search-engine syntax a judge never means: fuzzy "~9", ranges "[a TO z]", fields "body:",
# wildcards "cri*". Whoosh could take seconds on them; Juez does not interpret them.
_SYNTAX = re.compile(r"~\d|\[[^\]]*\bTO\b[^\]]*\]|\{[^}]*\bTO\b|\b[a-z_]+:\S|\w\*|\*\w")
_SPANISH_HINTS = set("áéíóúñ¿¡ü")
# Words that say "Spanish" or "English" even when they are not stop words.
_ES_WORDS = {"regla", "reglas", "que", "qué", "pasa", "si", "cuando", "puedo", "puede", "hago"}
_EN_WORDS = {"what", "happens", "does", "rule", "rules", "when", "can", "if", "how", "my"}


# The rules write numbers as digits ("toughness 0 or less"); people often spell them.
_NUMBER_WORDS = {"zero": "0", "cero": "0"}


class QueryError(UserError):
    """A query that cannot be searched; the message is for the user, in Spanish."""


@dataclass(frozen=True)
class CleanQuery:
    text: str  # the words joined by spaces
    words: tuple[str, ...]
    language: str  # "es" or "en": the language the person wrote in (best guess)


def clean(
    raw: str, *, example: str = "daño de combate", limit: int = MAX_QUERY_CHARS
) -> CleanQuery:
    """Validate and tokenise; raise QueryError with a Spanish explanation when unusable.
    ``limit``: characters accepted (a question; MAX_NAME_CHARS for a name)."""
    if raw is None or not raw.strip():
        raise QueryError(f"La consulta está vacía. Escribe qué buscas, por ejemplo: {example}")
    if len(raw) > limit:
        raise QueryError(
            f"La consulta tiene {len(raw)} caracteres; el máximo es {limit}. "
            f"Resúmela en pocas palabras, por ejemplo: {example}"
        )
    if _MARKUP.search(raw):
        raise QueryError(
            "La consulta parece código HTML o marcado, no una pregunta: sin resultados. "
            f"Escribe solo el texto, por ejemplo: {example}"
        )
    if _SQL.search(raw):
        raise QueryError(
            "La consulta parece una orden SQL, no una pregunta: sin resultados. "
            f"Escribe palabras de la regla, por ejemplo: {example}"
        )
    if _SYNTAX.search(raw):
        raise QueryError(
            "Juez no usa sintaxis de búsqueda (comodines *, rangos [a TO z], ~, campo:): "
            f"sin resultados. Escribe palabras sueltas, por ejemplo: {example}"
        )
    words = tuple(_NUMBER_WORDS.get(w, w) for w in (w.lower() for w in _WORD.findall(raw)))
    words = words[:MAX_WORDS]
    if not words:
        raise QueryError(
            "La consulta no tiene palabras que buscar (solo signos o marcas). "
            f"Prueba con palabras, por ejemplo: {example}"
        )
    return CleanQuery(" ".join(words), words, detect_language(raw, words))


def detect_language(raw: str, words: tuple[str, ...]) -> str:
    """Spanish unless the words are clearly English: the bot's users write in Spanish."""
    if _SPANISH_HINTS & set(raw.lower()):
        return "es"
    es = sum(1 for w in words if w in SPANISH_STOPWORDS or w in _ES_WORDS)
    en = sum(1 for w in words if w in ENGLISH_STOPWORDS or w in _EN_WORDS)
    return "en" if en > es else "es"
