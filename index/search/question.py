"""Reading a question before searching: what counts, what is a card name, what it names.

    reading = read(raw, clean(raw), known)   # known: does the index hold this word?

- Question words and stop words never score ("¿qué pasa si…?", "can I…").
- Card names are recognised and set aside: a run of capitalised words ("Llanowar Elves",
  "Leyline of the Void"), or one capitalised word mid-sentence that the rules never use
  ("Clone"). What a card is called says nothing about which rule applies.
- The remaining Spanish terms are carried to the English rules through the lexicon; English
  words typed as such count as themselves.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

from index.search import senses, stop_phrases
from index.search.query import CleanQuery
from index.search.schema import ENGLISH_STOPWORDS, SPANISH_STOPWORDS
from index.search.timing import TIMING_WEIGHT, asks_when, timing_terms

# How people phrase a question, not what it is about: "qué pasa si…", "what happens when…".
QUESTION_NOISE = frozenset(
    (  # noqa: SIM905 (one string reads better than forty quoted words)
        "si pasa pasaria ocurre sucede puedo puede pueden podria cuanto cuanta cuantos cuantas "
        "cuánto cuánta cuántos cuántas cuándo cómo como hago hace hay debo tengo alguien mi mis "
        "que qué pregunta duda ayuda alguien sabe seria sería entonces bueno vale osea tambien "
        "también igual verdad xq porque porqué pq ok oye gente un una unos unas uno "
        "what happens happen how many much does do can could why which who my i me still "
        "question anyone "
        # Chat shorthand: "q" (que), "pa"/"pal" (para), "tb" (también), "xq" (porque), "k".
        "q k pa pal tb tmb tbn xq porq"
    ).split()
)

# Lowercase words that may join a card name's capitalised words: "Leyline of the Void".
_NAME_JOINERS = {"of", "the", "de", "del", "la", "el", "los", "las", "and", "y", "to", "a"}
_TOKEN = re.compile(r"[^\W_]+(?:[’'][^\W_]+)*|[.!?¿¡,;:()\"]")
_SENTENCE_END = set('.!?¿¡:;"(')
_SIGNED_PT = re.compile(r"[+-](\d+)/[+-](\d+)")
SIGNED_PT_WEIGHT = 0.5


@dataclass(frozen=True)
class Reading:
    words: tuple[str, ...]  # the words that count, lowercased, in order
    card_names: tuple[str, ...] = ()
    english: dict[str, float] = field(default_factory=dict)  # English index terms -> weight
    game_words: int = 0  # how many of the words are game vocabulary (tables, lexicon, English)


def card_names(raw: str, known: Callable[[str], bool]) -> list[str]:
    """Card names in ``raw``: runs of capitalised words, and lone capitalised words that
    the rules never use. ``known(word)`` says whether the index holds the word."""
    tokens = _TOKEN.findall(raw)
    names: list[str] = []
    run: list[str] = []
    start_of_sentence = True
    run_starts_sentence = False

    def close() -> None:
        while run and run[-1].lower() in _NAME_JOINERS:
            run.pop()
        while run and (run[0].lower() in SPANISH_STOPWORDS | ENGLISH_STOPWORDS | QUESTION_NOISE):
            run.pop(0)
        if len(run) >= 2 or (run and not run_starts_sentence and not known(run[0])):
            names.append(" ".join(run))
        run.clear()

    for token in tokens:
        if token in _SENTENCE_END or token == ",":
            close()
            start_of_sentence = token in _SENTENCE_END
            continue
        capitalised = token[:1].isupper() and not token.isupper()
        if capitalised:
            if not run:
                run_starts_sentence = start_of_sentence
            run.append(token)
        elif run and token.lower() in _NAME_JOINERS:
            run.append(token)
        else:
            close()
        start_of_sentence = False
    close()
    return names


def read(
    raw: str,
    query: CleanQuery,
    known: Callable[[str], bool],
    is_spanish: Callable[[str], bool] = lambda w: False,
    is_english: Callable[[str], bool] = lambda w: False,
) -> Reading:
    names = card_names(raw, known)
    in_names = {w.lower() for name in names for w in name.split()}
    stop = QUESTION_NOISE | (SPANISH_STOPWORDS if query.language == "es" else ENGLISH_STOPWORDS)
    # Bare numbers ("2", "0" of "2/2" or "a 0 vidas") match every rule that counts something.
    words = tuple(
        w
        for w in dict.fromkeys(query.words)
        if w not in stop and w not in in_names and not w.isdigit()
    ) or tuple(w for w in query.words if w not in stop)
    # Game vocabulary: carried surely by the tables or the lexicon, or an English word of the
    # rules typed as such ("kicker", "hexproof").
    game = sum(
        1
        for w in words
        if is_english(w) or any(v >= GAME_WORD_WEIGHT for v in _carried(w, query.language))
    )
    # The words in order, repeats kept: a table phrase whose first word came earlier in the
    # question ("tapear un elfo de mana pa sacar mana") is still a phrase ("sacar mana").
    named = tuple(w for w in query.words if w not in in_names and not w.isdigit())
    phrased: dict[str, float] = {}
    taken: set[int] = set()
    if query.language == "es":  # "al mismo tiempo", "campo de batalla": index.search.stop_phrases
        phrased, taken = stop_phrases.read(named, stop)
    in_order = tuple(w for i, w in enumerate(named) if w not in stop and i not in taken)
    left = tuple(dict.fromkeys(in_order)) if taken else words
    english = english_terms(
        in_order if len(in_order) > len(left) else left,
        query.language,
        is_spanish,
        typed_right=is_spanish,
        is_english=is_english,
    )
    for term, weight in phrased.items():
        english[term] = max(english.get(term, 0.0), weight)
    if query.language == "es":  # "me roban un bicho": the verb's object says which action
        english = senses.resolve(raw, names, english, _terms_of)
    # A signed power/toughness change ("+1/+1", "-1/-1") is rules vocabulary, unlike a bare
    # number: its digits are kept, as the English text indexes "+1/+1 counter".
    for number in {n for pair in _SIGNED_PT.findall(raw) for n in pair}:
        english.setdefault(number, SIGNED_PT_WEIGHT)
    # "¿puedo X en el turno del rival?": the rules say when in words it does not write.
    if query.language == "es" and asks_when(raw):
        for term in timing_terms():
            english.setdefault(term, TIMING_WEIGHT)
    return Reading(words, tuple(names), english, game_words=game)


@lru_cache(maxsize=50_000)
def _carried(word: str, language: str) -> tuple[float, ...]:
    """How surely the tables and the lexicon carry one word to English (its terms' weights).
    The tables never change in a process, and a question asks this of every word it has:
    remembered, as the analysed words are."""
    return tuple(english_terms((word,), language, lambda _: True).values())


@lru_cache(maxsize=50_000)
def _terms_of(word: str) -> dict[str, float]:
    """The English terms one Spanish word is carried to (index.search.senses reads objects)."""
    return english_terms((word,), "es", lambda _: True)


def english_terms(
    words: tuple[str, ...],
    language: str,
    is_spanish: Callable[[str], bool] = lambda w: False,
    typed_right: Callable[[str], bool] = lambda w: False,
    is_english: Callable[[str], bool] = lambda w: False,
) -> dict[str, float]:
    """The English index terms a question stands for, with how sure the carrying is.

    Spanish words go through the hand table (whole words, phrases first, typos corrected),
    then the learned lexicon (stems). A word that is no Spanish word counts as English typed
    into a Spanish question ("trigger", "upkeep"). Bare numbers say little in English text
    (every rule is full of them) and are left out. ``typed_right``: a word the Spanish text
    holds is no typo of a table word ("pasar" is not "pagar"). ``is_english``: a word the
    English text holds is not read as a Spanish word form through its stem ("respond" is no
    form of "responder", "bounced" none of "bounce").
    """
    from index.fold import fold
    from index.search import accents, loanwords
    from index.search.schema import english_analyzer, spanish_analyzer
    from index.translate import corrected, english_keyword_names
    from index.vocabulary.lexicon import hand_lexicon, lexicon

    found: dict[str, float] = {}
    rest = list(words)
    if language == "es":
        # A keyword's English name is English even where the Spanish text holds its stem
        # ("haste" stems as "hasta" does) or a table word is one letter away from it.
        keywords = english_keyword_names()
        is_spanish = _unless(keywords, is_spanish)
        typed_right = _or(keywords, typed_right)
        # "despues" typed for "después": its stem is another one (index.search.accents).
        words = tuple(
            w if is_english(w) or is_spanish(w) else accents.restored(w, is_spanish) or w
            for w in words
        )
        folded = [fold(w) if typed_right(w) else corrected(fold(w)) for w in words]
        consumed: set[int] = set()
        # A word form the hand table lacks is read through its stem last: after the learned
        # lexicon, which already reads stems (its weight is how sure the rules' pairs made it),
        # and never for a word the English text holds (English typed into the question).
        learned, spanish_an = lexicon(), spanish_analyzer()
        written = [
            None if is_english(w) or learned.translate([t.text for t in spanish_an(w)]) else w
            for w in words
        ]
        found.update(hand_lexicon().translate(folded, consumed, written=written))
        rest = [w for i, w in enumerate(words) if i not in consumed]
        spanish = [t.text for t in spanish_an(" ".join(rest))]
        for term, weight in learned.translate(spanish).items():
            found.setdefault(term, weight)
        # Left: English typed as such ("trigger", "commander"), and words neither text holds
        # ("empieza", "futbol"): they find nothing, but count in how much of the question a
        # named concept accounts for ("quien gano el mundial de futbol" is not about winning).
        rest = [w for w in rest if not is_spanish(w)]
        # An English word with a Spanish verb ending ("blockear", "cascadeo") is that word.
        rest = [w if is_english(w) else loanwords.english_word(w, is_english) or w for w in rest]
    typed = 1.0 if language == "en" else MIXED_ENGLISH_WEIGHT
    for term in (t.text for t in english_analyzer()(" ".join(rest))):
        found[term] = max(found.get(term, 0.0), typed)
    return {t: w for t, w in found.items() if not t.isdigit()}


def _unless(names: frozenset[str], test: Callable[[str], bool]) -> Callable[[str], bool]:
    return lambda word: word not in names and test(word)


def _or(names: frozenset[str], test: Callable[[str], bool]) -> Callable[[str], bool]:
    return lambda word: word in names or test(word)


# A Spanish question's word read as English ("trigger", "stack", "commander") is likely but
# not sure. Only words the English text holds and uses more than the Spanish text get here;
# measured 0.6/0.8/1.0 on both halves of the questions: 0.8 best on both.
MIXED_ENGLISH_WEIGHT = 0.8
# A word the game tables or the learned lexicon carry (at any kept weight) is game vocabulary.
GAME_WORD_WEIGHT = 0.3
# A question of more words tells a situation; one this short ("daño de combate", "arrollar")
# names a thing (see the native ranking's weight and the clear margin in index.search).
SHORT_QUESTION = 5
