"""The cards a question names: "si ataco con Hellrider", "tengo blood moon en mesa", "la Luna de
sangre del rival", "con Leyline of the Void…".

How a run of words becomes a card:
1. Every run of up to ``MAX_WORDS`` words is looked up, folded (any case, no accents), among
   the names of every card (index.cards.names): English, Spanish, faces, short names.
2. A name with a *rare* word, one neither of the game's vocabulary nor of everyday talk
   ("Hellrider", "blood moon", "luna de sangre", "Leyline of the Void"), is the card wherever
   it appears, in any case.
3. A name made only of the game's vocabulary (words the texts of at least ``TEXT_COMMON``
   cards use, or the rules use: ``known``) is the card only when written with a capital
   mid-sentence or in quotes: "Island", "Montaña", "Flash", "Persist", "Tierra".
4. Any other name ("Fog", "Shock", "Clone", "Wrath", and every one-word Spanish name, since
   Spanish names translate words: "Regenerar", "Boca") is the card when capitalised
   mid-sentence, quoted, or right after a word that introduces a card ("con", "mi", "su",
   "el", "la", "tiro", "juego", "lanzo", "casteo", "bajo", "activo"...). A one-word name is
   everyday talk when it has at most ``SHORT_WORD`` letters or more than ``NAME_COMMON``
   card names hold it ("Fog Bank", "Holy Fog"...).
5. Longest match wins; overlapping matches keep the longer (then the stronger kind of name).
   A capitalised run that no name matches whole is tried as the first words of exactly one
   card ("Delver", "Lurrus", "Snapcaster"), then as a typo (similarity at least
   ``TYPO_CUTOFF``; one word needs ``TYPO_MIN_WORD`` letters: "Delver" is one letter from
   "Deliver").
6. At most ``limit`` cards, in the order the question names them.

Measured on the 207 questions of tests/eval (questions.tsv and questions-validacion.tsv),
counted by hand: 231 mentions found, 226 right (precision 0.98); 230 cards named, 226 found
(recall 0.98). Wrong: land types written as names ("Swamp", "Forest"), and chat words that are
card names ("la ultima chance"); missed: a name at the start of a sentence that is also
everyday talk ("Earthquake deja…", "Clone copiando…", "Inti:"), and "Bolt" for Lightning Bolt.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import NamedTuple, Protocol

from index.cards.names import RANK, NameHit, key


class Names(Protocol):
    """What recognition asks of the catalog (index.cards.catalog.CardCatalog)."""

    def hits(self, keys: Iterable[str]) -> dict[str, list[NameHit]]: ...
    def exact(self, typed: str) -> NameHit | None: ...
    def closest(self, typed: str, *, limit: int = ..., cutoff: float = ...) -> list[NameHit]: ...
    def only_card_starting(self, typed: str) -> list[NameHit]: ...
    def word_counts(self, words: Iterable[str]) -> dict[str, tuple[int, int]]: ...


MAX_WORDS = 8  # words of the longest name looked for (a few Un-cards have more)
TEXT_COMMON = 20  # cards whose text uses a word before it counts as everyday
NAME_COMMON = 2  # other cards' names holding a word before it counts as everyday
MIN_LETTERS = 3  # a name shorter than this ("X", "Ow") is no card in a question
SHORT_WORD = 4  # letters: a word this short is everyday ("Opt", "Fog", "Isla")
TYPO_CUTOFF = 0.88  # stricter than a typed card name: most capitalised words are no card
TYPO_MIN = 6  # letters of a capitalised run of several words tried as a typo
TYPO_MIN_WORD = 8  # of one word: "Delver" is one letter from "Deliver", another card

# Words after which a name is a card: prepositions and possessives of a permanent or spell, the
# verbs players use for casting and playing ("tiro un Shock" is taken through "un" below).
CUES = frozenset(
    (  # noqa: SIM905 (one string reads better than forty quoted words)
        "con contra mi mis su sus tu tus el la "
        "tiro tira tiras tire tiraste juego juega jugue juegas lanzo lanza lance lanzas "
        "casteo castea castee casteas bajo baja baje bajas activo activa active "
        "with my your his her their cast casts play plays"
    ).split()
)
# Words that may stand between a cue and the name: "tiro un Shock", "con mi Clone".
_BETWEEN = frozenset("un una mi tu su el la".split())  # noqa: SIM905
# Function words: a name made only of them ("The", "Sí") is never taken.
STOPWORDS = frozenset(
    (  # noqa: SIM905
        "a al ante bajo cabe con contra de del desde durante e el en entre es esta este esto "
        "hacia hasta la las le les lo los mas me mi mis ni no o os para pero por que se si sin "
        "sobre su sus te tu tus u un una uno unos unas y ya yo "
        "a an and are as at be by for from has have i if in into is it its of on or that the "
        "their then there these they this to was were will with you your"
    ).split()
)
# Lower-case words inside a name ("Leyline of the Void", "Sword of Fire and Ice", "Luna de
# sangre"); not "y", which joins two cards ("Tymna y Thrasios").
_JOINERS = frozenset("of the and to a in on de del la el los las en".split())  # noqa: SIM905
_TOKEN = re.compile(r"[^\W_]+(?:['’\-][^\W_]+)*")
_QUOTED = re.compile(r"[\"“«]([^\"“”«»]{1,80})[\"”»]")
_SENTENCE_START = re.compile(r"(?:^|[.!?¿¡:;\n(\[])[\s\"“«'‘]*$")


class Mention(NamedTuple):
    """A card named in a question."""

    typed: str  # the words as typed
    start: int  # their span in the question
    end: int
    card: int  # the card's number in the catalog
    name: str  # the card's English Oracle name
    shown: str  # the name matched, as printed ("Luna de sangre", "Sheoldred")
    lang: str  # "en" or "es"
    kind: str  # which kind of name matched (index.cards.names.KINDS)
    how: str  # "rare", "capital", "quoted", "cue", "prefix" or "typo": why it was taken
    others: tuple[str, ...] = ()  # other cards that answer to the same name


class _Token(NamedTuple):
    text: str
    key: str
    start: int
    end: int


def find_mentions(
    catalog: Names,
    question: str,
    known: Callable[[str], bool] | None = None,
    *,
    limit: int = 5,
) -> list[Mention]:
    tokens = [
        _Token(m.group(), key(m.group()), m.start(), m.end()) for m in _TOKEN.finditer(question)
    ]
    tokens = [t for t in tokens if t.key]
    if not tokens:
        return []
    grams: dict[str, list[tuple[int, int]]] = {}
    for i in range(len(tokens)):
        for j in range(i + 1, min(i + MAX_WORDS, len(tokens)) + 1):
            grams.setdefault(" ".join(t.key for t in tokens[i:j]), []).append((i, j))
    found = catalog.hits(grams)
    words = {w for k in found for w in k.split()}
    counts = catalog.word_counts(words)
    quoted = [m.span(1) for m in _QUOTED.finditer(question)]

    def game(word: str) -> bool:  # a word of the game's vocabulary
        return counts.get(word, (0, 0))[0] >= TEXT_COMMON or (known is not None and known(word))

    def plain(word: str, alone: bool) -> bool:  # a word of everyday talk
        return word in STOPWORDS or (
            alone and (len(word) <= SHORT_WORD or counts.get(word, (0, 0))[1] > NAME_COMMON)
        )

    candidates: list[tuple[int, int, NameHit, str]] = []
    for gram, hits in found.items():
        content = [w for w in gram.split() if w not in STOPWORDS]
        if not content or len(gram) < MIN_LETTERS:
            continue
        alone = len(content) == 1
        spanish_word = alone and all(h.lang == "es" for h in hits)  # names translate words
        if not spanish_word and any(not game(w) and not plain(w, alone) for w in content):
            level = "rare"
        elif all(game(w) or w in STOPWORDS for w in content):
            level = "game"  # only a capital or quotes make it a card
        else:
            level = "plain"
        for i, j in grams[gram]:
            how = level if level == "rare" else _treated_as_card(question, tokens, i, j, quoted)
            if how is not None and not (level == "game" and how == "cue"):
                candidates.append((i, j, hits[0], how))
    chosen = _without_overlaps(candidates)
    mentions = [_mention(question, tokens, i, j, hit, how) for i, j, hit, how in chosen]
    mentions = _typos(catalog, question, tokens, mentions, known)
    return _first_cards(sorted(mentions, key=lambda m: m.start), limit)


def _treated_as_card(
    question: str, tokens: list[_Token], i: int, j: int, quoted: list[tuple[int, int]]
) -> str | None:
    """How the sentence shows that everyday words are a card's name, or None."""
    start, end = tokens[i].start, tokens[j - 1].end
    if any(q0 <= start and end <= q1 for q0, q1 in quoted):
        return "quoted"
    first = tokens[i].text
    if first[:1].isupper() and not _SENTENCE_START.search(question[:start]):
        return "capital"
    before = [t.key for t in tokens[max(0, i - 2) : i]]
    if before and (
        before[-1] in CUES or (len(before) == 2 and before[-1] in _BETWEEN and before[0] in CUES)
    ):
        return "cue"
    return None


def _without_overlaps(
    candidates: list[tuple[int, int, NameHit, str]],
) -> list[tuple[int, int, NameHit, str]]:
    """Longest first (in words), then the stronger kind of name; a match overlapping one kept
    is dropped."""
    ordered = sorted(candidates, key=lambda c: (-(c[1] - c[0]), RANK[c[2].kind], c[0]))
    used: set[int] = set()
    kept = []
    for i, j, hit, how in ordered:
        if used.isdisjoint(range(i, j)):
            used.update(range(i, j))
            kept.append((i, j, hit, how))
    return kept


def _mention(
    question: str, tokens: list[_Token], i: int, j: int, hit: NameHit, how: str
) -> Mention:
    start, end = tokens[i].start, tokens[j - 1].end
    return Mention(
        question[start:end], start, end, hit.card, hit.english, hit.shown, hit.lang, hit.kind,
        how, hit.others,
    )  # fmt: skip


def _typos(
    catalog: Names,
    question: str,
    tokens: list[_Token],
    mentions: list[Mention],
    known: Callable[[str], bool] | None,
) -> list[Mention]:
    """Capitalised runs that no name matched whole, each tried once as a mistyped name: a
    near name replaces the shorter matches inside the run ("Sheoldred the Apocalipse" is
    the Apocalypse, not the card named "Sheoldred")."""
    kept = list(mentions)
    for i, j in _capitalised_runs(question, tokens, known):
        start, end = tokens[i].start, tokens[j - 1].end
        inside = [m for m in kept if start <= m.start and m.end <= end]
        if any(m.start < end and start < m.end for m in kept if m not in inside):
            continue  # the run overlaps a longer name
        if any((m.start, m.end) == (start, end) for m in inside):
            continue
        typed = " ".join(t.key for t in tokens[i:j])
        if j - i == 1 and catalog.exact(typed) is not None:
            continue  # a name already judged as a word of the sentence
        letters = len(typed.replace(" ", ""))
        near, how = [], "prefix"
        if not inside and letters > SHORT_WORD:
            # the first words of one card's name ("Delver", "Lurrus", "Snapcaster")
            near = catalog.only_card_starting(typed)
        if not near and letters >= (TYPO_MIN if j - i > 1 else TYPO_MIN_WORD):
            near = catalog.closest(typed, limit=1, cutoff=TYPO_CUTOFF)
            how = "capital" if near and key(near[0].shown) == typed else "typo"
        if near:
            kept = [m for m in kept if m not in inside]
            kept.append(_mention(question, tokens, i, j, near[0], how))
    return kept


def _capitalised_runs(
    question: str, tokens: list[_Token], known: Callable[[str], bool] | None
) -> list[tuple[int, int]]:
    """Runs of capitalised words (lower-case joiners inside: "Leyline of the Void"); a run's
    first word is dropped when it only starts the sentence and is a word the rules use."""
    runs = []
    i = 0
    while i < len(tokens):
        if not tokens[i].text[:1].isupper():
            i += 1
            continue
        j = i + 1
        while j < len(tokens) and (
            tokens[j].text[:1].isupper()
            or (
                tokens[j].key in _JOINERS
                and j + 1 < len(tokens)
                and tokens[j + 1].text[:1].isupper()
            )
        ):
            if question[tokens[j - 1].end : tokens[j].start].strip():  # a comma, a stop
                break
            j += 1
        start = i
        at_start = _SENTENCE_START.search(question[: tokens[i].start]) is not None
        if at_start and (
            tokens[i].key in STOPWORDS or (known is not None and known(tokens[i].key))
        ):
            start = i + 1
        if start < j:
            runs.append((start, j))
        i = j
    return runs


def _first_cards(mentions: list[Mention], limit: int) -> list[Mention]:
    seen: set[int] = set()
    out = []
    for mention in mentions:
        if mention.card not in seen:
            seen.add(mention.card)
            out.append(mention)
        if len(seen) >= limit:
            break
    return out
