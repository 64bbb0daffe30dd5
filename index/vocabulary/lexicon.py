"""Spanish game terms carried to the English rules, as the index's own terms.

Three sources, each a Spanish term -> English terms with a weight:
- the terms learned from the translated rules (learn.py; weight: their score);
- the hand table of game words (index.translate), for words the 2019 translation of 100–113
  rarely uses (muere, exilio, bloquear…) — weight 1;
- keyword names printed on Spanish cards -> the English keyword name — weight 1.
Every term is passed through the index's analyzers (stemmed, accents folded), so a translated
query looks up exactly what the English fields hold, and Spanish inflections meet their stem.
"""

from __future__ import annotations

import csv
from bisect import bisect_left
from collections import defaultdict
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from index.fold import fold
from index.translate import keyword_aliases, spanish_game_terms

if TYPE_CHECKING:
    from whoosh.analysis import Analyzer

SENSES_POWER = 0.5
LEARNED = Path(__file__).resolve().parents[1] / "data" / "vocabulary" / "learned-es-en.tsv"


class Phrase(NamedTuple):
    """A Spanish phrase (analysed terms, in order) and the English terms it stands for."""

    spanish: tuple[str, ...]
    english: tuple[str, ...]
    weight: float


def singulars(word: str) -> tuple[str, ...]:
    """The forms a Spanish plural may have in the singular, most likely first: "leyendas" ->
    leyenda, "jugadores" -> jugador (and jugadore, which no table holds)."""
    if len(word) < 4 or not word.endswith("s"):
        return ()
    if word.endswith("es") and len(word) > 4:
        return (word[:-2], word[:-1])
    return (word[:-1],)


class Lexicon:
    def __init__(
        self, phrases: Iterable[Phrase], *, plurals: bool = False, word_forms: bool = False
    ) -> None:
        """``plurals``: a word no phrase starts with is also read as its singular (whole-word
        tables list the singular, "leyenda", and a question says "dos leyendas").
        ``word_forms``: a word still unknown is read through its Spanish stem as the one-word
        phrases of that stem ("atacaron" as "atacar"; see index.vocabulary.word_forms)."""
        by_first: dict[str, list[Phrase]] = defaultdict(list)
        for phrase in phrases:
            by_first[phrase.spanish[0]].append(phrase)
        self._word_forms = word_forms
        # Filled as words are read by their stem (see _of_stem).
        self._by_stem: dict[str, Phrase | None] = {}
        self._singles: list[str] | None = None
        # Longest phrase first at each position: "campo de batalla" before "campo".
        self._by_first = {
            k: sorted(v, key=lambda p: (-len(p.spanish), -p.weight)) for k, v in by_first.items()
        }
        self._plurals = plurals

    def translate(
        self,
        terms: list[str],
        consumed: set[int] | None = None,
        written: list[str | None] | None = None,
    ) -> dict[str, float]:
        """English terms (with the best weight found) for a sequence of Spanish terms.

        A phrase consumes its terms: "campo de batalla" gives battlefield, not also field.
        The positions translated are added to ``consumed`` when given. ``written``: the words
        as typed (accents kept), beside ``terms``, for reading word forms by their stem; a
        None among them is a word not to read so (English typed into a Spanish question).
        """
        found: dict[str, float] = {}
        i = 0
        while i < len(terms):
            matched = 0
            starting = self._starting(terms[i])
            form = written[i] if written else terms[i]
            if not starting and self._word_forms and form:
                starting = self._by_its_stem(form)
            for phrase, first in starting:
                n = len(phrase.spanish)
                if (first, *terms[i + 1 : i + n]) != phrase.spanish:
                    continue
                if matched and n < matched:
                    break  # only the longest matching phrases, and all of them
                matched = n
                if consumed is not None:
                    consumed.update(range(i, i + n))
                for en in phrase.english:
                    found[en] = max(found.get(en, 0.0), phrase.weight)
            i += matched or 1
        return found

    def _starting(self, term: str) -> list[tuple[Phrase, str]]:
        """The phrases that may start at ``term``, each with the form of it they start with:
        the word as written, else (with ``plurals``) its first singular any phrase starts with."""
        if term in self._by_first or not self._plurals:
            return [(p, term) for p in self._by_first.get(term, ())]
        for form in singulars(term):
            if form in self._by_first:
                return [(p, form) for p in self._by_first[form]]
        return []

    def _by_its_stem(self, word: str) -> list[tuple[Phrase, str]]:
        from index.vocabulary.word_forms import stems

        for stem in stems(word):
            phrase = self._of_stem(stem)
            if phrase is not None:
                return [(phrase, phrase.spanish[0])]
        return []

    def _of_stem(self, stem: str) -> Phrase | None:
        """The one-word phrases of a stem, as one. Words of one stem that carry different
        English terms keep what they share ("bloquear" block, "bloqueada" blocked: block), at
        the weight of a word carrying just that (else the weakest); sharing nothing ("mano"
        hand, "maná" mana), the stem reads as nothing.

        Snowball only takes endings off, so a word of this stem starts with it: only those few
        are stemmed, never the whole table (stemming it all took a tenth of a second, too much
        for a cold `juez buscar`)."""
        if stem in self._by_stem:
            return self._by_stem[stem]
        from index.vocabulary.word_forms import stem_of_entry

        if self._singles is None:
            self._singles = sorted(first for first, ps in self._by_first.items()
                                   if any(len(p.spanish) == 1 for p in ps))  # fmt: skip
        singles = self._singles
        group: list[Phrase] = []
        i = bisect_left(singles, stem)
        while i < len(singles) and singles[i].startswith(stem):
            if stem_of_entry(singles[i]) == stem:
                group += [p for p in self._by_first[singles[i]] if len(p.spanish) == 1]
            i += 1
        found = None
        shared = (
            set(group[0].english).intersection(*(p.english for p in group[1:])) if group else set()
        )
        if shared:
            english = tuple(t for t in group[0].english if t in shared)
            whole = [p.weight for p in group if set(p.english) == shared]
            weight = max(whole) if whole else min(p.weight for p in group)
            found = Phrase((group[0].spanish[0],), english, weight)
        self._by_stem[stem] = found
        return found

    def knows(self, term: str) -> bool:
        return term in self._by_first

    def phrases(self) -> list[Phrase]:
        """Every phrase of the table (index.search.stop_phrases reads some on their own)."""
        return [p for group in self._by_first.values() for p in group]


def _analysed(analyzer: Analyzer, text: str) -> tuple[str, ...]:
    return tuple(t.text for t in analyzer(text))


# English phrases of the hand table as the English analyzer reads them, kept by the index build
# (index.search.kept) and handed here when the index opens: the same terms the analyzer gives,
# without stemming some 500 words again at every start. Only the English analyzer's.
_KNOWN_ENGLISH: dict[str, tuple[str, ...]] = {}


def know_english(phrases: dict[str, tuple[str, ...]]) -> None:
    """The hand table's English phrases as analysed by the index build (index.search.kept)."""
    _KNOWN_ENGLISH.update(phrases)


def hand_english() -> list[str]:
    """Every English phrase of the hand table (what the index build analyses and keeps)."""
    return list(dict.fromkeys({**keyword_aliases(), **spanish_game_terms()}.values()))


@cache
def lexicon() -> Lexicon:
    """The learned terms, on the index's stemmed terms (accents folded)."""
    phrases: list[Phrase] = []
    with LEARNED.open(encoding="utf-8", newline="") as fh:
        for row in csv.DictReader(fh, delimiter="\t"):
            phrases.append(Phrase((row["es"],), (row["en"],), float(row["score"])))
    return Lexicon(phrases)


@cache
def hand_lexicon() -> Lexicon:
    """The hand table and the printed keyword names, on whole words (accents folded).

    Whole words, not stems: the Spanish stemmer makes "maná" and "mano" one stem, and a game
    table must tell mana from hand.
    """
    from index.search.schema import english_analyzer

    en = english_analyzer()
    hand = {**keyword_aliases(), **spanish_game_terms()}
    phrases = []
    for spanish, english in hand.items():
        known = _KNOWN_ENGLISH.get(english)
        en_terms = known if known is not None else _analysed(en, english)
        if en_terms:
            spanish_words = tuple(fold(spanish).split())
            # One Spanish word for several English ones names alternatives ("sin": no,
            # without; "mazo": library, deck), not all of them at once: the word's say is
            # shared out, so a rule holding one sense is not beaten by one holding the other
            # plus an unrelated third. A Spanish phrase is translated as a phrase.
            share = 1.0 if len(spanish_words) > 1 else len(en_terms) ** -SENSES_POWER
            phrases.append(Phrase(spanish_words, en_terms, share))
    return Lexicon(phrases, plurals=True, word_forms=True)
