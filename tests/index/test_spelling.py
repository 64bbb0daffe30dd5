"""Typo candidates (index.spelling): within one or two edits, same first letter, and the
deletion table of a letter built only when a typo starting with it is looked up."""

from __future__ import annotations

from index.spelling import Speller, edit_distance


def test_candidates_are_the_words_within_the_edits_asked():
    speller = Speller.of(["trample", "triple", "token", "trigger", "deathtouch"])
    assert speller.candidates("tramle", 1) == ["trample"]  # a letter missing
    assert speller.candidates("trmaple", 1) == ["trample"]  # two letters swapped
    assert speller.candidates("trigegr", 1) == ["trigger"]
    assert speller.candidates("deathtuoch", 2) == ["deathtouch"]
    assert speller.candidates("xyzzy", 2) == []


def test_a_known_word_is_its_own_candidate():
    assert Speller.of(["token"]).candidates("token", 2) == ["token"]


def test_the_first_letter_is_taken_as_typed():
    # "rample" is one edit from "trample" but does not start like it
    assert Speller.of(["trample"]).candidates("rample", 1) == []


def test_only_the_letters_of_the_typos_looked_up_are_read():
    asked: list[str] = []
    words = {"t": ["trample", "token"], "d": ["deathtouch"]}

    def starting(letter: str) -> list[str]:
        asked.append(letter)
        return words.get(letter, [])

    speller = Speller(starting)
    assert asked == []  # nothing read on creation
    assert speller.candidates("tokne", 1) == ["token"]
    assert speller.candidates("trampel", 1) == ["trample"]
    assert asked == ["t"]  # read once, for the one letter asked


def test_a_source_that_gives_other_letters_is_kept_to_its_own():
    speller = Speller(lambda letter: ["trample", "deathtouch"])
    assert speller.candidates("deathtuoch", 2) == ["deathtouch"]
    assert speller.candidates("tramplee", 1) == ["trample"]


def test_edit_distance_counts_a_swap_as_one():
    assert edit_distance("ab", "ba", 2) == 1
    assert edit_distance("kitten", "sitting", 3) == 3
    assert edit_distance("abc", "abcdef", 1) == 2  # capped at limit + 1
