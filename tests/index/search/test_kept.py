"""What the index build keeps beside the index (index.search.kept) is what a search process
would derive at start, it is checked with the index, and a search never depends on it."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from index.library import Library
from index.models import Rule
from index.search import kept
from index.search.build import INDEX_DIR, META_FILE, index_status
from index.search.schema import FIELD_BOOSTS
from index.vocabulary.concepts import named

QUESTION = "si mi criatura con arrollar tiene un bloqueador con resistencia 0, cuanto daño asigno?"


def _in_force(corpus) -> list[Rule]:
    current = corpus.current_edition.id
    return [r for r in corpus.records if isinstance(r, Rule) and r.edition == current]


def _kept_in(data_dir: Path, library: Library) -> kept.Kept:
    documents = library.full_text.view.searcher().reader().doc_count_all()
    return kept.read(data_dir / INDEX_DIR, library.corpus.content_hash, documents)


def test_the_kept_tables_are_what_a_process_derives(library, data_dir):
    found = _kept_in(data_dir, library)
    rules = _in_force(library.corpus)
    reader = library.full_text.view.searcher().reader()  # the library's own: not closed here
    fresh = kept.derive(rules, [n for n, _, _ in named(library.corpus)], reader, FIELD_BOOSTS)
    assert found.rules and found.rules == fresh.rules
    assert found.names == fresh.names
    assert found.text_df and found.text_df == fresh.text_df
    assert found.statements is not None and found.statements == fresh.statements
    assert set(found.lengths) == set(FIELD_BOOSTS)
    assert found.lengths == fresh.lengths
    # A rule's statement is its title and first sentence: inside its whole text.
    rule = found.rules["704.5a"]
    assert rule.statement and rule.statement <= rule.text


def test_the_manifest_lists_the_kept_file(data_dir):
    meta = json.loads((data_dir / INDEX_DIR / META_FILE).read_text(encoding="utf-8"))
    assert kept.KEPT_FILE in meta["files"]
    assert meta["kept"] == kept.KEPT_VERSION


def test_a_kept_file_for_another_corpus_or_another_index_is_not_used(library, data_dir):
    corpus = library.corpus.content_hash
    documents = library.full_text.view.searcher().reader().doc_count_all()
    folder = data_dir / INDEX_DIR
    found = kept.read(folder, corpus, documents)
    assert found.rules and found.corpus == corpus
    # The rules it was derived from are the rules in force, in order.
    assert list(found.rules) == [r.id for r in _in_force(library.corpus)]
    assert kept.read(folder, corpus[::-1], documents) == kept.Kept()
    assert kept.read(folder, "", documents) == kept.Kept()
    assert kept.read(folder, corpus, documents + 1) == kept.Kept()
    assert kept.read(None, corpus, documents) == kept.Kept()


@pytest.mark.parametrize("damage", [b"\x80\x05not a pickle at all", b"", None])
def test_an_unreadable_kept_file_reads_as_nothing_kept(library, tmp_path, damage, caplog):
    path = tmp_path / kept.KEPT_FILE
    if damage is not None:
        path.write_bytes(damage)
    caplog.set_level("INFO", logger="index.search.kept")
    assert kept.read(tmp_path, library.corpus.content_hash, 10) == kept.Kept()
    assert any("no utilizable" in r.getMessage() for r in caplog.records) == (damage is not None)


def test_search_answers_the_same_when_it_derives_everything_itself(library, data_dir, monkeypatch):
    expected = [(h.id, h.edition, h.score) for h in library.search(QUESTION).results]
    monkeypatch.setattr(kept, "read", lambda *_: kept.Kept())
    other = Library(library.corpus, data_dir)
    try:
        assert not other.full_text._kept.rules  # nothing kept: every table derived here
        got = [(h.id, h.edition, h.score) for h in other.search(QUESTION).results]
    finally:
        other.close()
    assert expected and got == expected


def test_a_damaged_kept_file_is_index_damage(library, data_dir, tmp_path):
    """Its size is in the manifest: a changed file marks the index damaged (rebuilt once)."""
    copy = tmp_path / "datos"
    shutil.copytree(data_dir, copy)
    path = copy / INDEX_DIR / kept.KEPT_FILE
    path.write_bytes(path.read_bytes()[:-10])
    status = index_status(copy, library.corpus)
    assert not status["up_to_date"]
    assert kept.KEPT_FILE in str(status["damaged"])


def test_a_process_with_the_kept_file_analyses_no_rule(library, data_dir, monkeypatch):
    """The point of keeping: a start reads the tables instead of analysing every rule."""
    from index.search import statements
    from index.vocabulary import concepts

    def refuse(*_args, **_kwargs):
        raise AssertionError("analysed at start")

    for module in (kept, statements, concepts):
        monkeypatch.setattr(module, "analyse_rules", refuse)
    monkeypatch.setattr(kept, "field_lengths", refuse)
    other = Library(library.corpus, data_dir)
    try:
        other.warm_up()
        assert other.search(QUESTION).results
    finally:
        other.close()


def test_a_process_with_the_kept_file_reads_no_rule_in_force_at_start(
    library, data_dir, monkeypatch
):
    """The named concepts come made from the file, and the statement ranking reads the rules
    it ranks when it ranks them: a start reads none of the 3,000 rules in force."""
    from index.corpus import Corpus

    def refuse(*_args, **_kwargs):
        raise AssertionError("the rules in force read at start")

    monkeypatch.setattr(Corpus, "rules_in", refuse)
    other = Library(library.corpus, data_dir)
    try:
        other.full_text.warm_up()
        assert other.full_text.concepts is other.full_text._kept.concepts
        assert other.full_text.concepts._rule_terms is other.full_text._kept.rules  # kept once
        found = other.search(QUESTION).results
    finally:
        other.close()
    assert [(h.id, h.edition, h.score) for h in found] == [
        (h.id, h.edition, h.score) for h in library.search(QUESTION).results
    ]


def test_the_kept_concepts_are_the_concepts_a_process_makes(library, data_dir):
    from index.vocabulary.concepts import Concepts

    found = _kept_in(data_dir, library)
    assert found.concepts is not None
    made = Concepts(library.corpus, found.rules, found.names, found.text_df)
    assert found.concepts.concepts == made.concepts
    assert found.concepts.by_term == made.by_term
    asked = {"trample": 1.0, "damage": 0.8, "block": 0.5, "zzzqqq": 0.1}
    assert found.concepts.find(asked) and found.concepts.find(asked) == made.find(asked)
    for match in made.find(asked):
        assert found.concepts.fits(match, asked) == made.fits(match, asked)


def test_packed_rule_terms_read_back_the_sets_they_were_made_from(library, data_dir):
    import pickle

    found = _kept_in(data_dir, library)
    table = {number: found.rules[number] for number in found.rules}
    packed = kept.PackedRuleTerms(table)
    _ = packed["704.5a"]  # a set made before pickling is not written
    again = pickle.loads(pickle.dumps(packed))
    assert list(again) == list(table) and len(again) == len(table)
    assert all(again[number] == terms for number, terms in table.items())
    assert len(pickle.dumps(packed)) < len(pickle.dumps(table))


def test_the_kept_counts_rank_as_counts_made_in_the_process(library, data_dir):
    from index.search.statements import Statements
    from index.vocabulary.concepts import Concepts

    found = _kept_in(data_dir, library)
    rules = _in_force(library.corpus)
    # A question made of a rule's own statement, and a word no statement holds.
    asked = dict.fromkeys(sorted(found.rules["704.5f"].statement), 1.0) | {"zzzqqq": 0.1}
    kept_ranking = Statements(rules, found.rules, found.statements).ranking(asked)
    assert kept_ranking and kept_ranking == Statements(rules).ranking(asked)
    from_file = Concepts(library.corpus, found.rules, found.names, found.text_df)
    derived = Concepts(library.corpus)
    assert all(from_file.idf(t) == derived.idf(t) for t in ["trample", "player", "zzzqqq"])


def test_the_kept_english_phrases_are_what_the_analyzer_reads_now(library, data_dir):
    from index.search.schema import english_analyzer
    from index.vocabulary.lexicon import hand_english

    found = _kept_in(data_dir, library)
    english = english_analyzer()
    phrases = hand_english()
    assert len(phrases) > 100 and set(found.phrases) == set(phrases)
    assert all(found.phrases[p] == tuple(t.text for t in english(p)) for p in phrases)


def test_the_hand_lexicon_takes_the_phrases_handed_over_and_analyses_the_rest(monkeypatch):
    from index.vocabulary import lexicon

    words = ["arrollar", "vinculo", "vital", "mazo", "sin", "cartas", "robar", "cementerio"]
    lexicon.hand_lexicon.cache_clear()
    try:
        monkeypatch.setattr(lexicon, "_KNOWN_ENGLISH", {})
        fresh = lexicon.hand_lexicon().translate(list(words))
        lexicon.hand_lexicon.cache_clear()
        monkeypatch.setattr(lexicon, "_KNOWN_ENGLISH", {"trample": ("wrong",)})
        handed = lexicon.hand_lexicon().translate(list(words))
        assert "wrong" in handed and "trampl" in fresh  # what was handed over is what is used
        handed.pop("wrong")
        fresh.pop("trampl")
        assert handed == fresh  # and every other phrase analysed as before
    finally:
        lexicon.hand_lexicon.cache_clear()
