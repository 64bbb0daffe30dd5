"""Search of the tournament policy documents (MTR, IPG, JAR), and whether a question is one.

The policy sections live in the same Whoosh index as the rules, in fields of their own
(``policy_title``, ``policy_body``: the English text; ``policy_es``: the Spanish names of an
infraction, index.vocabulary.policy), so the rules search never reads them and this search
reads nothing else. A Spanish question reaches the English text through the policy phrase
table first, then the game terms of index.translate for what is left, and its own words
meet the Spanish names.

Only the edition in force of each document is searched: the newest dated edition of its
family (an added MTR of a later date replaces the bundled one).

``tournament_weight`` says how much a question is about a tournament (penalties, rounds,
decklists, judges…): ``buscar`` across everything shows policy beside the rules only then
(``merge``), so a game question never finds its rule under policy text.
"""

from __future__ import annotations

import math
import re
import threading
from collections.abc import Iterable, Sequence
from functools import cached_property
from typing import TypeVar

from whoosh.index import Index
from whoosh.query import And, Or, Query, Term
from whoosh.searching import Searcher

from index.corpus import Corpus
from index.editions.policy_editions import policy_in_force, policy_sections
from index.fold import fold
from index.models import POLICY_KINDS, Infraction, PolicySection
from index.search.schema import english_analyzer, spanish_analyzer
from index.translate import english_terms
from index.vocabulary.policy import english_words

T = TypeVar("T")

FIELDS = {"policy_title": 1.5, "policy_body": 1.0}
# The question's words against the official Spanish names of an infraction or section: a
# Spanish question that meets them ("carta oculta", "ayuda externa") has said what it asks
# more surely than a translated word meeting the long English body (measured 2026-12-03 on the
# development set: 1.5 -> 8.0 took top-1 54.1% -> 61.2%, top-3 75.3% -> 76.5%; the blind
# set, checked once after: 42.9% -> 52.4%, 59.5% -> 66.7%).
SPANISH_FIELD, SPANISH_BOOST = "policy_es", 8.0
DIRECT_BOOST = 0.6  # the question's own words against the English text ("decklist")
GAME_TERM_BOOST = 0.5  # game terms from index.translate: they say less about policy
CANDIDATES = 30
# A word in more than this share of the sections counts less, down to COMMON_FLOOR.
RARE_SHARE, COMMON_FLOOR = 0.2, 0.3
# Titles of back matter (casefolded): what changed since the last edition, where to ask.
BACK_MATTER = frozenset(["changes from previous versions", "resources"])

# Words that make a question a tournament question. A game question never needs them; a
# policy question almost always has one (folded: no accents).
CUES = frozenset(
    [
        "penalizacion",
        "penalizaciones",
        "penalizar",
        "penaliza",
        "penalty",
        "sancion",
        "infraccion",
        "infracciones",
        "amonestacion",
        "warning",
        "descalificacion",
        "descalificar",
        "descalifican",
        "descalificado",
        "torneo",
        "torneos",
        "ronda",
        "rondas",
        "juez",
        "jueces",
        "arbitro",
        "rel",
        "ipg",
        "mtr",
        "jar",
        "decklist",
        "banquillo",
        "sideboard",
        "proxy",
        "proxies",
        "tardanza",
        "retraso",
        "trampa",
        "trampas",
        "soborno",
        "apuesta",
        "apuestas",
        "premio",
        "premios",
        "antideportiva",
        "antideportivo",
        "insulto",
        "insultar",
        "suizo",
        "desempate",
        "desempates",
        "emparejamiento",
        "emparejamientos",
        "dropear",
        "abandonar",
        "fundas",
        "marcadas",
        "espectador",
        "espectadores",
        "organizador",
        "prerelease",
        "fnm",
        "competitivo",
        "remedio",
        "amonestar",
    ]
)
PHRASE_CUES = (
    "llegar tarde", "llego tarde", "llega tarde", "minutos tarde", "game loss", "match loss",
    "perdida de juego", "perdida de partida", "deck check", "mazo ilegal", "lento",
    "juego lento", "ayuda externa", "disparo olvidado", "error de carta oculta",
    "limite de tiempo", "turnos adicionales",
)  # fmt: skip


def tournament_weight(question: str) -> int:
    """How many tournament words the question holds (0: a game question)."""
    text = " " + " ".join(re.findall(r"\w+", fold(question))) + " "
    words = set(text.split())
    return len(words & CUES) + sum(1 for p in PHRASE_CUES if f" {p} " in text)


class PolicySearch:
    def __init__(self, corpus: Corpus, ix: Index) -> None:
        self.corpus = corpus
        self.ix = ix
        self._local = threading.local()
        self._en = english_analyzer()
        self._es = spanish_analyzer()

    @cached_property
    def in_force(self) -> dict[str, str]:
        """Document family ("mtr", "ipg", "jar") -> the id of its edition in force."""
        return policy_in_force(self.corpus)

    @cached_property
    def sections(self) -> list[PolicySection]:
        """Every section in force, in document order (MTR, IPG, JAR)."""
        return policy_sections(self.corpus, self.in_force)

    @cached_property
    def overviews(self) -> frozenset[str]:
        """The sections that introduce or point elsewhere rather than answer: a document's
        unnumbered introduction, a part's heading that has sections of its own (IPG 2, JAR 1),
        and the back matter (the changes from the last edition, the JAR's resources)."""
        parents = {s.parent for s in self.sections if s.parent}
        return frozenset(
            s.id
            for s in self.sections
            if not s.number or s.id in parents or s.title.casefold() in BACK_MATTER
        )

    def _searcher(self) -> Searcher:
        searcher = getattr(self._local, "searcher", None)
        if searcher is None:
            searcher = self.ix.searcher()
            self._local.searcher = searcher
        return searcher

    def query(self, question: str) -> Query | None:
        """The Whoosh query for a (Spanish or English) question, or None without words."""
        policy, rest = english_words(question)
        game = english_terms(" ".join(rest)) if rest else []
        own = re.findall(r"\w+", question.lower())
        parts: list[Query] = []
        parts += self._terms(policy, 1.0)
        parts += self._terms(game, GAME_TERM_BOOST)
        parts += self._terms(own, DIRECT_BOOST)
        parts += [
            Term(SPANISH_FIELD, t, boost=SPANISH_BOOST) for t in self._analyzed(own, self._es)
        ]
        return Or(parts) if parts else None

    def _terms(self, words: Iterable[str], boost: float) -> list[Query]:
        return [
            Term(field, t, boost=boost * weight * self._rarity(field, t))
            for t in self._analyzed(words, self._en)
            for field, weight in FIELDS.items()
        ]

    @cached_property
    def _size(self) -> int:
        """How many policy sections the index holds (every edition)."""
        searcher = self._searcher()
        return sum(searcher.doc_frequency("kind", k.value) for k in POLICY_KINDS) or 1

    def _rarity(self, field: str, term: str) -> float:
        """1.0 for a word few sections hold, less for one most hold ("tournament", "player"):
        Whoosh's idf barely lowers those, so in a short section they outweigh the one word
        that says what the question asks ("shortcut")."""
        share = self._searcher().doc_frequency(field, term) / self._size
        if share <= RARE_SHARE:
            return 1.0
        return max(COMMON_FLOOR, math.log(1 / share) / math.log(1 / RARE_SHARE))

    @staticmethod
    def _analyzed(words: Iterable[str], analyzer) -> list[str]:  # type: ignore[no-untyped-def]
        return list(dict.fromkeys(t.text for w in words for t in analyzer(w)))

    def search(
        self, question: str, *, documents: Sequence[str] = (), limit: int = 10
    ) -> list[tuple[float, PolicySection]]:
        """The sections in force that answer ``question`` best, with their scores.
        ``documents``: only these ("MTR", "IPG", "JAR"); empty: all three."""
        q = self.query(question)
        if q is None:
            return []
        families = [d.lower() for d in documents] or list(self.in_force)
        editions = [self.in_force[f] for f in families if f in self.in_force]
        if not editions:
            return []
        where = And(
            [
                Or([Term("edition", e) for e in editions]),
                Or([Term("kind", k.value) for k in POLICY_KINDS]),
            ]
        )
        hits = self._searcher().search(q, filter=where, limit=max(limit, CANDIDATES))
        by_uid = self.corpus.by_uid
        asks = intent(question)
        found: list[tuple[float, PolicySection]] = []
        for hit in hits:
            record = by_uid.get(hit["uid"])
            if isinstance(record, PolicySection) and record.text:
                fit = _fit(record, asks, overview=record.id in self.overviews)
                found.append((float(hit.score) * fit, record))
        found.sort(key=lambda pair: -pair[0])
        return found[:limit]


# What a question asks beyond its words, read from the English policy words it carries and
# from its form. Three asks about the IPG: a penalty named ("qué penalización"), a procedure
# asked ("cómo se hace", "cuántas", "puedo", "está permitido": the MTR says how it is done
# and what is allowed), or neither: a situation told ("llegó tarde", "vi la carta de arriba"),
# which a judge answers with the infraction it is.
PENALTY, PROCEDURE, REGULAR, COMPETITIVE = "penalty", "procedure", "regular", "competitive"
_INTENT_WORDS = {
    PENALTY: {
        "penalty",
        "infraction",
        "warning",
        "loss",
        "disqualification",
        "lie",
        "cheating",
        "bribery",
        "wagering",
        "insult",
        "threat",
        "profanity",
        "drew",
        "tardy",
    },
    REGULAR: {"regular", "casual", "prerelease", "friday"},
    COMPETITIVE: {"competitive", "professional"},
}
# The forms of a question about procedure (folded, single words or two-word phrases).
_PROCEDURE_FORMS = frozenset(
    ["como", "cuanto", "cuanta", "cuantos", "cuantas", "quien", "quienes", "cual", "cuales",
     "puedo", "podemos", "puede", "pueden", "permitido", "permite", "obligado", "obligatoria",
     "se puede", "hay que", "tengo que", "tiene que", "que es", "que son", "que significa",
     "how", "can", "may", "allowed", "must"]
)  # fmt: skip
_DEFINITION_FORMS = frozenset(["que es", "que son", "que significa", "que significan"])
PENALTY_BOOST = 1.6  # a question about a penalty wants the IPG infraction that sets it
SITUATION_BOOST = 1.6  # a situation told wants the infraction it is
PROCEDURE_FACTOR = 0.6  # a procedure asked wants the MTR section that says how, not the IPG
OVERVIEW_FACTOR = 0.5  # an introduction or a part's heading: never what a question asks
REL_BOOST = 2.0  # a question set at Regular REL wants the JAR; at Competitive, not the JAR
OTHER_REL = 0.6


def intent(question: str) -> frozenset[str]:
    """Which of penalty / procedure / regular / competitive the question asks about."""
    words = set(english_words(question)[0])
    asks = {k for k, cues in _INTENT_WORDS.items() if words & cues}
    folded = re.findall(r"\w+", fold(question))
    forms = set(folded) | {" ".join(pair) for pair in zip(folded, folded[1:], strict=False)}
    # "qué significa pérdida de juego" asks what a penalty is (IPG 1.1), not which applies.
    if forms & _DEFINITION_FORMS:
        asks.discard(PENALTY)
    if PENALTY not in asks and forms & _PROCEDURE_FORMS:
        asks.add(PROCEDURE)
    return frozenset(asks)


def _fit(record: PolicySection, asks: frozenset[str], *, overview: bool = False) -> float:
    factor = OVERVIEW_FACTOR if overview else 1.0
    regular = REGULAR in asks and COMPETITIVE not in asks
    if isinstance(record, Infraction) and not regular:
        if PENALTY in asks:
            factor *= PENALTY_BOOST
        elif PROCEDURE in asks:
            factor *= PROCEDURE_FACTOR
        else:
            factor *= SITUATION_BOOST
    if regular:
        factor *= REL_BOOST if record.document == "JAR" else OTHER_REL
    elif COMPETITIVE in asks and record.document == "JAR":
        factor *= OTHER_REL
    return factor


def merge(rules: list[T], policy: list[T], weight: int, limit: int) -> list[T]:
    """The answers of ``buscar`` across everything: for a tournament question (``weight`` > 0)
    the best policy section first, then rules and policy in turn; for a game question the
    rules as they are (policy only after them, never above)."""
    if weight <= 0:
        return (rules + policy)[:limit] if not rules else rules[:limit]
    merged: list[T] = []
    merged += policy[:1]
    rest_p, rest_r = policy[1:], list(rules)
    while (rest_p or rest_r) and len(merged) < limit:
        if rest_r:
            merged.append(rest_r.pop(0))
        if rest_p and len(merged) < limit:
            merged.append(rest_p.pop(0))
    return merged[:limit]
