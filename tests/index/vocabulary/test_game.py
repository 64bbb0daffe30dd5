"""The one game vocabulary (index/vocabulary/game.py over data/vocabulary/game-words.tsv), read
against the real bundled rules and keyword list."""

from __future__ import annotations

import csv
from typing import get_args

from index.corpus import Corpus
from index.fold import fold
from index.vocabulary.game import DATA_DIR, KEYWORD_NAMES_FILE, WordKind, game_words, spelled


def test_every_word_has_a_known_kind_and_both_names() -> None:
    words = game_words()
    assert {"creature", "player", "white", "trample"} <= set(words)
    for word in words.values():
        assert word.kind in get_args(WordKind), word
        assert word.es and word.en, word


def test_every_rule_is_in_force_and_titled_with_the_english_name(corpus: Corpus) -> None:
    edition = corpus.current_edition.id
    for word in game_words().values():
        rule = corpus.rule(word.rule, edition)
        assert rule is not None, word
        # 302 "Creatures", 702.19 "Trample", 105.1 speaks of "white, blue, black, red, and green"
        said = fold(f"{rule.title or ''} {rule.text}")
        assert fold(word.en_plural or word.en) in said or fold(word.en) in said, (word, said[:80])


def test_keyword_names_are_the_keyword_lists_unless_the_row_names_another() -> None:
    with (DATA_DIR / KEYWORD_NAMES_FILE).open(encoding="utf-8") as fh:
        printed = {
            r["en_keyword"]: r["es_keyword_as_printed"] for r in csv.DictReader(fh, delimiter="\t")
        }
    keywords = [w for w in game_words().values() if w.kind == "keyword"]
    assert len(keywords) >= 18
    named_apart = {w.id for w in keywords if w.es != printed[w.en].lower()}
    assert named_apart == {"wither"}  # "marchitar", as the engine always showed it
    assert fold(printed["Wither"]) in spelled(["wither"], ["others"])  # "debilitar" still read


def test_spellings_are_folded_and_map_to_ids() -> None:
    table = spelled(["instant", "first_strike"], ["es", "es_plural", "en", "others"])
    assert table["instantaneo"] == table["instantaneos"] == table["instant"] == "instant"
    assert table["dana primero"] == table["primer golpe"] == "first_strike"
