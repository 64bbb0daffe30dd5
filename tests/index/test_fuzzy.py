"""index.fuzzy (rapidfuzz) in place of difflib: every difflib match is still found, and the
typo answers users see still name the intended word."""

from __future__ import annotations

import difflib

from bench.suggest_bench import typos
from index.fuzzy import close_matches, ratio
from index.library import Library


def test_every_difflib_match_is_found_at_the_same_cutoff(library: Library) -> None:
    names = list(library.names.names)
    for word in names[::7]:
        for typo in typos(word):
            old = difflib.get_close_matches(typo, names, n=len(names), cutoff=0.8)
            new = close_matches(typo, names, n=len(names), cutoff=0.8)
            assert set(old) <= set(new), typo
            if old:  # the best difflib match scores at least as well here
                best = difflib.SequenceMatcher(None, typo, old[0]).ratio()
                assert ratio(typo, new[0]) >= best - 1e-9


def test_typos_still_lead_to_the_word_meant(library: Library) -> None:
    assert library.names.keyword("cascda").results  # resolved: one letter dropped
    missing = library.names.glossary_entry("tramlpe zzz")
    assert not missing.results and "Trample" in missing.suggestions  # ¿Quisiste decir…?


def test_rule_number_lookalikes(library: Library) -> None:
    assert "702.6" in library.rules.nearest("702.06")
