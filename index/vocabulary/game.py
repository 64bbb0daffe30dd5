"""THE game vocabulary: the game's words (card types, the other things effects name, colours,
the keywords the engine models) with the engine's id, the Spanish and English spellings and the
rule that defines each. One data file, ``data/vocabulary/game-words.tsv``, read once; every
table of the search, the cards, the engine and the quiz that pairs a Spanish word with an
English one is derived from it here.

A keyword's Spanish name is the one ``data/aliases/keywords-en-es.tsv`` prints (the one list of
keyword names); a row of game-words.tsv only names the keyword in English and, when the engine
has always shown another Spanish name, that name ("marchitar" for Wither, which the list gives
as "Debilitar": both are read).
"""

from __future__ import annotations

import csv
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Literal, NamedTuple

from index.fold import fold

DATA_DIR = Path(__file__).resolve().parents[1] / "data"
WORDS_FILE = "vocabulary/game-words.tsv"
KEYWORD_NAMES_FILE = "aliases/keywords-en-es.tsv"

WordKind = Literal["type", "object", "color", "keyword"]
Spelling = Literal["es", "es_plural", "en", "en_plural", "others"]


class GameWord(NamedTuple):
    """One word of the game: ``id`` is the engine's, ``es`` the Spanish name shown to users."""

    id: str
    kind: WordKind
    es: str
    es_plural: str
    en: str
    en_plural: str
    rule: str
    others: tuple[str, ...]  # further spellings people type for it

    def spellings(self, which: Iterable[Spelling]) -> tuple[str, ...]:
        """The spellings asked for, in the order asked, each once (empty ones left out)."""
        found: list[str] = []
        for name in which:
            values = self.others if name == "others" else (getattr(self, name),)
            found += [v for v in values if v and v not in found]
        return tuple(found)


@cache
def game_words(data_dir: Path = DATA_DIR) -> dict[str, GameWord]:
    """Every word of game-words.tsv by id, in the file's order."""
    keyword_es = _keyword_names(data_dir)
    words: dict[str, GameWord] = {}
    with (data_dir / WORDS_FILE).open(encoding="utf-8") as fh:
        for row in csv.DictReader(fh, delimiter="\t"):
            es = row["es"] or keyword_es.get(row["en"], "")
            if not es:
                raise ValueError(f"{WORDS_FILE}: {row['id']} has no Spanish name")
            words[row["id"]] = GameWord(
                id=row["id"],
                kind=row["kind"],  # type: ignore[arg-type]  # checked by the tests
                es=es,
                es_plural=row["es_plural"],
                en=row["en"],
                en_plural=row["en_plural"],
                rule=row["rule"],
                others=tuple(s for s in row["spellings"].split("|") if s),
            )
    return words


def _keyword_names(data_dir: Path) -> dict[str, str]:
    """English keyword -> its Spanish name as printed, lower case (the engine's own form)."""
    names: dict[str, str] = {}
    with (data_dir / KEYWORD_NAMES_FILE).open(encoding="utf-8") as fh:
        for row in csv.DictReader(fh, delimiter="\t"):
            spanish = (row.get("es_keyword_as_printed") or "").split("(")[0].strip()
            names.setdefault((row.get("en_keyword") or "").strip(), spanish.lower())
    return names


def of_kind(kind: WordKind) -> tuple[GameWord, ...]:
    return tuple(w for w in game_words().values() if w.kind == kind)


def spanish_names(kind: WordKind) -> dict[str, str]:
    """id -> Spanish name for every word of ``kind``: {"creature": "criatura", …}."""
    return {w.id: w.es for w in of_kind(kind)}


def english_names(kind: WordKind) -> dict[str, str]:
    """id -> English name, lower case, for every word of ``kind``: {"first_strike": "first
    strike", …}."""
    return {w.id: w.en.lower() for w in of_kind(kind)}


def spelled(ids: Iterable[str], which: Iterable[Spelling]) -> dict[str, str]:
    """Folded spelling -> id, for the words ``ids`` in the spellings ``which``: the tables the
    readers look typed words up in."""
    words, which = game_words(), tuple(which)
    return {fold(s, "words"): i for i in ids for s in words[i].spellings(which)}


def ids_of(kind: WordKind) -> tuple[str, ...]:
    return tuple(w.id for w in of_kind(kind))


def numbers(ids: Iterable[str], lang: Literal["es", "en"]) -> dict[str, tuple[str, str]]:
    """id -> (singular, plural) in ``lang``: how a sentence names one or several of each."""
    words = game_words()
    return {i: (getattr(words[i], lang), getattr(words[i], lang + "_plural")) for i in ids}


def in_english(ids: Iterable[str], which: Iterable[Spelling]) -> dict[str, str]:
    """Folded spelling -> the word's English name, lower case: the search's Spanish -> English
    terms ("criaturas" -> "creature")."""
    words = game_words()
    return {s: words[i].en.lower() for s, i in spelled(ids, which).items()}
