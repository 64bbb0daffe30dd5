"""The Whoosh schema and the two analyzers (Spanish, English).

Spanish and English records are indexed in separate fields so each language gets its own
stemmer; a query is run against both, which lets an English question find the English rules
and a Spanish one find the Spanish text (and, through query translation, the English text).
Bump SCHEMA_VERSION whenever anything here changes: the index is rebuilt when it differs.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

# Only the stop lists are needed at import (index.search.query reads them for every lookup, a
# rule by number included); the analysis and field modules are imported by what builds or
# searches.
from whoosh.lang import stopwords_for_language

if TYPE_CHECKING:
    from whoosh.analysis import Analyzer
    from whoosh.fields import Schema

SCHEMA_VERSION = 9  # 9: tournament policy sections and infractions (kinds policy, infraction)

# Words the stock stop lists drop but that change a rule's meaning ("sin cartas", "no puede",
# "otro jugador", "can't block"). Keeping them costs a little index size and nothing else.
_MEANINGFUL_ES = {
    "no", "sin", "otro", "otra", "otros", "otras", "contra", "antes", "durante", "hasta",
    "todo", "todos", "nada", "ni", "más", "cuando", "entre", "desde", "sobre", "mucho",
    "muchos", "poco", "tiene", "tienen", "uno", "una",
}  # fmt: skip
_MEANINGFUL_EN = {"not", "can", "no", "without", "other", "each", "all", "before", "after"}

SPANISH_STOPWORDS = frozenset(stopwords_for_language("es")) - _MEANINGFUL_ES
ENGLISH_STOPWORDS = frozenset(stopwords_for_language("en")) - _MEANINGFUL_EN

# Letters with accents and ñ are word characters; digits too ("+1/+1" becomes "1", "1").
# The analyzers below are made once per process (cache): a question's words go through them
# many times, and Whoosh's analyzers keep no state between calls (an index's schema already
# shares one between threads).
_WORD = r"[\w’']+"


@cache
def spanish_analyzer() -> Analyzer:
    # Stem first, fold accents after: the Snowball Spanish stemmer knows "daño"/"dañar" (both
    # "dañ"), and folding afterwards lets "dano" typed without accents meet them. Words the
    # stemmer would merge with another word of the game ("mano" and "maná" both become
    # "man") keep their own term: GUARDED_WORDS.
    return _analyzer(SPANISH_STOPWORDS, stem="es", guarded=GUARDED_WORDS)


def _singular(word: str) -> str:
    if word.endswith("es") and len(word) > 4:
        return word[:-2]
    return word[:-1] if word.endswith("s") and len(word) > 3 else word


# Game words (accents folded, singular) that the Spanish stemmer would merge with another game
# word meaning something else: "mano" (hand) and "mana" (maná) share the stem "man". Each keeps
# its own term. Written out, not derived at each start (stemming the whole game vocabulary was a
# tenth of a cold `juez buscar`): tests/index/search/test_guarded_stem.py derives them again
# from the vocabulary (guarded_words) and fails when the two differ.
GUARDED_WORDS = frozenset({
    "anulan", "anular", "anulo", "desaparece", "desaparecer", "mana", "mano", "monstruo",
    "monstruosidad", "rebotar", "rebote", "vacia", "vacio",
})  # fmt: skip


def guarded_words() -> frozenset[str]:
    """GUARDED_WORDS as the game vocabulary (index.translate) gives them: two words collide
    when they share a stem and the vocabulary gives them different English words (so "coste"
    and "costo", both "cost", still meet)."""
    from whoosh.lang import stemmer_for_language
    from whoosh.lang.snowball.spanish import SpanishStemmer

    from index.translate import spanish_game_terms

    stem = SpanishStemmer().stem
    english_stem = stemmer_for_language("en")
    by_stem: dict[str, dict[str, set[str]]] = {}
    for spanish, english in spanish_game_terms().items():
        if " " in spanish:
            continue
        meaning = {english_stem(w) for w in english.split()}
        by_stem.setdefault(stem(_singular(spanish)), {}).setdefault(
            _singular(spanish), set()
        ).update(meaning)
    guarded: set[str] = set()
    for bases in by_stem.values():
        # Collide: some two of them share no English word ("hand" and "mana"); "atacar" and
        # "atacante" (attack, attacking) are one word in two forms.
        words = list(bases.items())
        for i, (a, meaning_a) in enumerate(words):
            for b, meaning_b in words[i + 1 :]:
                if not meaning_a & meaning_b:
                    guarded.update((a, b))
    return frozenset(guarded)


@cache
def english_analyzer() -> Analyzer:
    return _analyzer(ENGLISH_STOPWORDS, stem="en")


@cache
def names_analyzer() -> Analyzer:
    """Keyword names and aliases, in either language: matched as typed, accents folded."""
    return _analyzer(SPANISH_STOPWORDS | ENGLISH_STOPWORDS, stem=None)


def _analyzer(
    stoplist: frozenset[str], *, stem: str | None, guarded: frozenset[str] = frozenset()
) -> Analyzer:
    """Words, lowercased, stop words out, stemmed in ``stem``'s language if given (``guarded``
    words excepted: see GUARDED_WORDS), unaccented."""
    from whoosh.analysis import (
        CharsetFilter,
        LowercaseFilter,
        RegexTokenizer,
        StemFilter,
        StopFilter,
    )
    from whoosh.support.charset import accent_map

    chain = RegexTokenizer(_WORD) | LowercaseFilter() | StopFilter(stoplist=stoplist, minsize=1)
    if stem is not None:
        if guarded:
            from index.search.guarded_stem import GuardedStemFilter

            chain = chain | GuardedStemFilter(guarded, lang=stem)
        else:
            chain = chain | StemFilter(lang=stem, cachesize=50000)
    return chain | CharsetFilter(accent_map)


TEXT_FIELDS = {"es": ("title_es", "body_es"), "en": ("title_en", "body_en")}

# Title words say what a rule is about ("Trample", "Fichas"); names are keyword names and
# aliases. Both weigh more than running text.
FIELD_BOOSTS = {
    "title_es": 3.0,
    "title_en": 3.0,
    "names": 4.0,
    "body_es": 1.0,
    "body_en": 1.0,
}


def build_schema() -> Schema:
    from whoosh.fields import ID, KEYWORD, TEXT, Schema

    es, en = spanish_analyzer(), english_analyzer()
    return Schema(
        uid=ID(stored=True, unique=True),
        kind=ID(stored=True),
        edition=ID(stored=True),
        # Every edition whose text this document stands for: an older edition's identical
        # rule is not indexed again, but a search restricted to that edition must find it.
        editions=KEYWORD(),
        language=ID(stored=True),
        number=ID(stored=True),
        names=TEXT(analyzer=names_analyzer()),
        title_es=TEXT(analyzer=es),
        body_es=TEXT(analyzer=es),
        title_en=TEXT(analyzer=en),
        body_en=TEXT(analyzer=en),
        # Tournament policy (MTR, IPG, JAR) in fields of their own: the rules search never
        # reads them, index.search.policy reads only them. policy_es holds the official Spanish
        # names of a section's infraction and penalty (index.vocabulary.policy).
        policy_title=TEXT(analyzer=en),
        policy_body=TEXT(analyzer=en),
        policy_es=TEXT(analyzer=es),
    )
