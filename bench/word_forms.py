"""How much of the development questions' wording reaches the English rules.

For every question of tests/eval/questions.tsv, the words the search reads (card names and
stop words set aside) and how many of them the game tables or the learned lexicon carry to an
English term (index.search.question: whole words, plurals, then word forms by their Spanish
stem). Words neither carries find only Spanish text; a verb in another person or tense used to
be one of them ("atacaron" carried nothing while "ataca" carried attack).

    python -m bench.word_forms [--data DIR] [--sin-traducir]

Also the same share without the words the English text holds (English typed into the question
is not the tables' to carry). ``--sin-traducir`` lists the Spanish words left uncarried, most
frequent first.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import Counter
from pathlib import Path

from bench.questions import QUESTIONS_FILE, load_questions


def coverage(data_dir: Path, *, spanish_only: bool = False) -> tuple[int, int, Counter[str]]:
    """(words read, words carried to English, the uncarried words counted) over the dev set.
    ``spanish_only``: leave out the words the English text holds (English typed as such)."""
    from index.library import Library
    from index.search.query import clean
    from index.search.question import english_terms, read
    from index.search.schema import FIELD_BOOSTS, TEXT_FIELDS

    view = Library.open(data_dir).full_text.view
    english = TEXT_FIELDS["en"]
    read_words = carried = 0
    missed: Counter[str] = Counter()
    for query in load_questions(QUESTIONS_FILE):
        raw = query.query
        reading = read(
            raw,
            clean(raw),
            known=lambda word: view.known(word, FIELD_BOOSTS),
            is_spanish=view.mostly_spanish,
        )
        for word in reading.words:
            if spanish_only and view.known(word, english):
                continue
            read_words += 1
            # Only the tables and the lexicon: every word counts as Spanish here, so a word
            # neither carries is not passed on as English typed into the question.
            if english_terms((word,), "es", lambda _: True):
                carried += 1
            else:
                missed[word] += 1
    return read_words, carried, missed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=None)
    parser.add_argument("--sin-traducir", action="store_true")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        total, carried, missed = coverage(args.data or Path(tmp))
        es_total, es_carried, es_missed = coverage(args.data or Path(tmp), spanish_only=True)
    print(f"palabras leídas: {total}; llevadas al inglés: {carried} ({carried / total:.1%})")
    print(
        f"sin las que tiene el texto inglés: {es_total}; llevadas: {es_carried} "
        f"({es_carried / es_total:.1%})"
    )
    if args.sin_traducir:
        for word, count in es_missed.most_common(60):
            print(f"  {count:3d}  {word}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
