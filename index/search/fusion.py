"""The rankings made one: summed by weight, one entry per answer (the rule in force a text
stands for, see index.search.identity), then the kind of answer asked and the named concepts
weigh in, and a clear winner in the question's language goes first."""

from __future__ import annotations

from collections.abc import Callable

from index.corpus import Corpus
from index.models import Keyword, Kind, Record, Rule
from index.search.explainers import names_keyword
from index.search.question import SHORT_QUESTION, Reading
from index.vocabulary.concepts import Match

Key = Callable[[Record], tuple[str, str]]  # what a record stands for (identity.record_key)
Ranking = list[tuple[float, Record]]  # (score, record), best first

CONCEPT_BONUS = 0.25  # a hit inside a named concept's rules ranks higher, up to ×1.25
# Keyword explanations and judge-class sections answer "what is X", not a situation: they
# compete with the rules only when the question is little more than a keyword's name.
EXPLAINER_FACTOR = 0.5
# A rule with no text of its own, a section heading ("702. Keyword Abilities") or a title
# ("702.4. Double Strike"), names where the answer is and says nothing of a situation: its
# subrules answer (it lends them its score first, lend_to_children). The text rankings count
# it less already (rankings.adjust), the card ranking and the card bonus did not: a keyword
# of a named card put its title in the top three. A question as short as a name ("prioridad")
# may want the heading (117): only a longer one counts it less. On the development questions
# headings were in the top three 28 times and never an answer; 0.1-0.7 measured alike.
HEADING_FACTOR = 0.5
# A native first answer this far above the second is shown first. A long question needs a
# wider margin (1.5 -> 2.0 measured better on both halves of the questions and on the blind
# set): its words as typed meet Spanish texts on incidental words (see
# index.search.rankings.text.native_weight).
CLEAR_MARGIN = 1.5
LONG_CLEAR_MARGIN = 2.0
# A title-only rule ("702.19. Trample") lends this share of its fused score to its subrules
# (see lend_to_children). Measured 0.05–0.5 on the questions' even half: 0.1–0.3 alike and
# best on the odd half too; 0.5 lowers the older query set.
CHILD_SHARE = 0.2


def fuse(
    rankings: list[tuple[float, Ranking]],
    matches: list[Match],
    *,
    explainers_wanted: bool,
    key: Key,
    corpus: Corpus,
    situation: bool = False,
) -> Ranking:
    """Each ranking's scores (0–1) summed with the ranking's weight; a record keeps its best
    edition. Hits inside a named concept's rules and the kind of answer asked weigh in;
    ``situation``: the question tells one (longer than a name), headings count less."""
    fused: dict[tuple[str, str], float] = {}
    shown: dict[tuple[str, str], Record] = {}
    for weight, ranking in rankings:
        for score, record in ranking:
            k = key(record)
            fused[k] = fused.get(k, 0.0) + weight * score
            shown.setdefault(k, record)
    if CHILD_SHARE:
        lend_to_children(fused, shown, key=key, corpus=corpus)
    top = max((m.weight for m in matches), default=0.0)
    for k, record in shown.items():
        if isinstance(record, Rule) and matches:
            inside = max(
                (m.weight for m in matches for t in m.concept.rules if under(record.id, t)),
                default=0.0,
            )
            fused[k] *= 1 + CONCEPT_BONUS * inside / top
        if record.kind is Kind.KEYWORD and not explainers_wanted:
            fused[k] *= EXPLAINER_FACTOR
        if situation and isinstance(record, Rule) and (not record.text or "." not in record.id):
            fused[k] *= HEADING_FACTOR
    return sorted(((fused[k], shown[k]) for k in fused), key=lambda pair: -pair[0])


def lend_to_children(
    fused: dict[tuple[str, str], float],
    shown: dict[tuple[str, str], Record],
    *,
    key: Key,
    corpus: Corpus,
) -> None:
    """A title-only rule's subrules share its score (CHILD_SHARE of it): a hit on
    "702.19. Trample" says the answer is among 702.19a–e, which the question's words may
    not reach, and the title has no text to answer with. A rule with text answers itself
    (lending from every rule lowered the older query set), and sections lend nothing."""
    own = dict(fused)  # what each rule scored on its own, before any lending
    for k, record in list(shown.items()):
        if not isinstance(record, Rule) or "." not in record.id or record.text:
            continue
        for child_id in record.children:
            child = corpus.rule(child_id, record.edition)
            if child is not None:
                child_key = key(child)
                fused[child_key] = fused.get(child_key, 0.0) + CHILD_SHARE * own[k]
                shown.setdefault(child_key, child)


def clear_margin(reading: Reading) -> float:
    return CLEAR_MARGIN if len(reading.words) <= SHORT_QUESTION else LONG_CLEAR_MARGIN


def clear_winner_first(
    ranked: Ranking,
    native: Ranking,
    language: str,
    margin: float,
    key_of: Key,
    explainers_wanted: bool = True,
    about_cards: bool = False,
    card_rule: Callable[[Record], bool] | None = None,
) -> Ranking:
    """Text in the question's language answers first when it is clearly the best match of the
    words as typed (a score well above the next one): Spanish wins when it is as relevant.
    A keyword explanation wins so only when the question asks what a keyword is
    (``explainers_wanted``): a situation that shares words with one is not about it.

    ``card_rule``: in a question about named cards whose text points to rules, whether a record
    is one of those rules. A text that is not wins on the words alone, and the words of a
    question told through cards meet the Spanish 2019 rules (100-113) on the words of the
    telling ("roba", "mano", "biblioteca"): it keeps its fused place (on the development
    questions top-1 52.5% -> 54.4%, both halves up: six ranked higher, four of them first, none
    lower; the older query set lost one, a Spanish card name that is the word asked about)."""
    if len(native) < 2 or native[0][1].language.value != language:
        return ranked
    if native[0][1].kind is Kind.KEYWORD and not explainers_wanted:
        return ranked
    if native[0][1].kind is Kind.CLASS and about_cards:
        return ranked  # a question about what named cards do: see native_in_reach
    if card_rule is not None and not card_rule(native[0][1]):
        return ranked
    (top, record), (second, _) = native[0], native[1]
    if top < margin * second:
        return ranked
    key = key_of(record)
    first = [pair for pair in ranked if key_of(pair[1]) == key]
    return first + [pair for pair in ranked if key_of(pair[1]) != key]


# Where the best text in the question's own language is kept at worst (0-based): a Spanish
# judge-class section or keyword explanation that answers as well as an English rule stays
# in reach of a Spanish question, below the rules that answer it better.
NATIVE_PLACE = 2
# How close to the best text as typed a class section whose title the question meets must
# match to be kept in reach. A Spanish rule that says the same (the 2019 text of 110.2 beside
# the class's "Permanentes: Definición y Características") used to hide it: only the first
# text was kept. Measured 1.0, 0.9, 0.8, 0.7 on the class set: 0.8 and 0.7 alike (one more
# section in the top 3), the development questions and the lookups as they were.
CLASS_SHARE = 0.8


def native_in_reach(
    ranked: Ranking,
    native: Ranking,
    language: str,
    key_of: Key,
    words: tuple[str, ...] | None = None,
    titled: Callable[[Record], bool] | None = None,
    about_cards: bool = False,
) -> Ranking:
    """The native ranking's explanation (judge class, keyword page) in the question's language,
    no lower than NATIVE_PLACE: one that is the best text as typed, or a class section within
    CLASS_SHARE of it.

    With ``words`` (the question's), a keyword explanation only when they name its keyword
    (index.search.explainers): one they do not name is no answer, so it is not the best text
    either. With ``titled``, a class section behind the best only when the question meets its
    title (ClassTitles.names_any): one met only in its body is met on incidental words ("deja
    de ser criatura" in the definition of a permanent). Requiring the title of the best text
    too measured alike, but would keep out "Mando", which answers "¿un emblema es un
    permanente?" without the question naming its title.

    ``about_cards``: the question names cards whose text points to rules. It asks what those
    cards do, and a class section, which explains a zone or a step in general, is lifted then
    only because the question shares a word with it ("cementerio", "exilio", "biblioteca"):
    it keeps its fused place instead (on the development questions a class section stood in
    the top three of 31 questions and answered none of them, 27 of them naming cards)."""
    candidates = [
        (score, r)
        for score, r in native
        if (words is None or not isinstance(r, Keyword) or names_keyword(r, words))
        and not (about_cards and r.kind is Kind.CLASS)
    ]
    if not candidates:
        return ranked
    best = candidates[0][0]
    record = next(
        (
            r
            for score, r in candidates
            if (r.kind is Kind.KEYWORD and score >= best)
            or (
                r.kind is Kind.CLASS
                and (score >= best or (score >= CLASS_SHARE * best and (not titled or titled(r))))
            )
        ),
        None,
    )
    if record is None or record.language.value != language:
        return ranked
    key = key_of(record)
    place = next((i for i, (_, r) in enumerate(ranked) if key_of(r) == key), None)
    if place is None or place <= NATIVE_PLACE:
        return ranked
    moved = ranked[place]
    rest = ranked[:place] + ranked[place + 1 :]
    return rest[:NATIVE_PLACE] + [moved] + rest[NATIVE_PLACE:]


def under(rule_id: str, target: str) -> bool:
    """Whether a rule is the target or one of its subrules (613.4b is under 613 and 613.4)."""
    if rule_id == target:
        return True
    if not rule_id.startswith(target):
        return False
    nxt = rule_id[len(target)]
    return nxt == "." or (nxt.isalpha() and "." in target)
