"""A Spanish stem filter that leaves some words whole: those it would merge with another game
word of a different meaning (index.search.schema.guarded_words: "mano" and "maná" would both
be "man"). A guarded word, any accent and a plural aside, becomes its folded singular; every
other word is stemmed as usual. A module of its own: Whoosh stores the analyzer with the index,
so the class must be importable by name."""

from __future__ import annotations

from collections.abc import Iterator

from whoosh.analysis import Filter, StemFilter, Token

from index.fold import fold


def _singular(word: str) -> str:
    if word.endswith("es") and len(word) > 4:
        return word[:-2]
    return word[:-1] if word.endswith("s") and len(word) > 3 else word


class GuardedStemFilter(Filter):  # type: ignore[misc]
    def __init__(self, guarded: frozenset[str], lang: str = "es") -> None:
        self.guarded = frozenset(guarded)
        self.lang = lang
        self.stem = StemFilter(lang=lang, cachesize=50000)

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, GuardedStemFilter)
            and self.guarded == other.guarded
            and self.lang == other.lang
        )

    def __hash__(self) -> int:
        return hash((self.guarded, self.lang))

    def __call__(self, tokens: Iterator[Token]) -> Iterator[Token]:
        stemmer = self.stem
        for t in tokens:
            if t.stopped:
                yield t
                continue
            folded = fold(t.text)
            whole = folded if folded in self.guarded else _singular(folded)
            if whole in self.guarded:
                t.text = whole
            else:
                t.text = stemmer._stem(t.text)  # StemFilter's own cached stemmer
            yield t
