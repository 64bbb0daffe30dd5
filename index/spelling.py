"""Typo candidates from the index's own vocabulary, without Whoosh's fuzzy automata.

Whoosh's FuzzyTerm builds a Levenshtein automaton per query term and walks the term
dictionary with it: 20 to 100 ms for a long word at two edits. Here each indexed term is filed
under its one-letter deletions once, when the library opens; a typo then finds its candidates
by looking up its own deletions (a dictionary hit each), and the few candidates are checked
with an exact edit distance. Typing errors are nearly always one or two edits away.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable


def _deletes(word: str) -> set[str]:
    return {word[:i] + word[i + 1 :] for i in range(len(word))}


def edit_distance(a: str, b: str, limit: int) -> int:
    """Optimal string alignment distance (a swap of neighbours counts one), capped at limit+1."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            cost = ca != cb
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        if min(cur) > limit:
            return limit + 1
        prev2, prev = prev, cur
    return prev[-1]


class Speller:
    """Candidates within one or two edits of a word, among a fixed vocabulary.

    A candidate starts with the typo's first letter (people rarely mistype the first one), so
    the deletion table is filed by first letter and built for a letter on its first typo: a
    one-shot `juez buscar` with one typo builds a twentieth of it, and a question without typos
    none (the whole table costs tens of milliseconds a field).
    """

    def __init__(self, words_starting: Callable[[str], Iterable[str]]) -> None:
        self._words_starting = words_starting
        # first letter -> (its words, their deletions); a dict write is atomic, so threads that
        # meet an unbuilt letter at once only build it twice
        self._letters: dict[str, tuple[frozenset[str], dict[str, list[str]]]] = {}

    @classmethod
    def of(cls, vocabulary: Iterable[str]) -> Speller:
        """A speller over words already in hand."""
        by_letter: dict[str, set[str]] = defaultdict(set)
        for word in vocabulary:
            if word:
                by_letter[word[0]].add(word)
        return cls(lambda letter: by_letter.get(letter, ()))

    def _letter(self, letter: str) -> tuple[frozenset[str], dict[str, list[str]]]:
        found = self._letters.get(letter)
        if found is None:
            words = frozenset(w for w in self._words_starting(letter) if w.startswith(letter))
            by_delete: dict[str, list[str]] = defaultdict(list)
            for word in words:
                for d in _deletes(word):
                    by_delete[d].append(word)
            found = self._letters[letter] = (words, dict(by_delete))
        return found

    def candidates(self, word: str, max_dist: int) -> list[str]:
        """Vocabulary words at most max_dist edits away that start with the typo's first letter
        (its letter's table holds no others).

        Deletion neighbourhoods of both sides meet for every word within one edit and for most
        within two (a substitution is a deletion on each side), which is what typos look like.
        """
        if not word:
            return []
        words, by_delete = self._letter(word[0])
        if word in words:
            return [word]
        mine = _deletes(word)
        found: set[str] = {w for w in mine if w in words}
        for d in mine | {word}:
            found.update(by_delete.get(d, ()))
        return sorted(w for w in found if edit_distance(word, w, max_dist) <= max_dist)
