"""«¿Qué palabra clave define esta regla?»: a keyword rule in force with its name hidden.

The 2016 Spanish explanations (bot.quiz.keyword_questions) cover 47 keywords; the rules in
force define about 250 (section 702, keyword abilities, and 701, keyword actions). This asks
those, in the English of the rules in force, and says so: the rule's sub-rules in order, the
keyword's name hidden, at most MAX_BLANKS blanks. The options are English names, as the rules
print them. Wrong options are keywords of the same section and the same kind of ability
(triggered, static, activated, evasion: read from the rule text), so the kind the text names
gives nothing away.

Levels: intermedio asks the evergreen keywords that every game meets (702.2 deathtouch to 702.21
ward), avanzado every keyword ability and action of the rules in force.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence

from bot.quiz.blanks import BLANK, shorten
from bot.quiz.errors import NoQuestion
from bot.quiz.generator import Generator, arrange, pick_distractors
from bot.quiz.models import Citation, Draft
from bot.quiz.topics import Level, Topic
from index import numbers
from index.corpus import Corpus
from index.fold import fold
from index.lookups.names import NameLookup
from index.models import Kind, Language, Rule
from index.translate import keyword_aliases

SECTIONS = ("702", "701")
EVERGREEN = range(2, 22)  # 702.2 Deathtouch … 702.21 Ward
MAX_BLANKS = 4
MIN_VISIBLE_CHARS = 60
PROMPT_LIMIT = 800
_KINDS = {
    "disparada": re.compile(r"\btriggered abilit"),
    "estática": re.compile(r"\bstatic abilit"),
    "activada": re.compile(r"\bactivated abilit"),
    "evasión": re.compile(r"\bevasion abilit"),
}
_SENTENCE = re.compile(r"(?<=[.!?”])\s+(?=[“A-Z(])")
_ENDINGS = r"(?:s|es|d|ed|ing)?"

REASON_NO_TEXT = "la regla no tiene texto propio que describa la palabra clave"
REASON_NAMED = "el texto no se entiende sin el nombre de la palabra clave"


def kinds_of(text: str) -> frozenset[str]:
    found = frozenset(k for k, pattern in _KINDS.items() if pattern.search(text.lower()))
    return found or frozenset({"otra"})


class KeywordRuleQuestions(Generator):
    name = "palabraclave-regla"
    topic = Topic.PALABRAS_CLAVE

    def __init__(self, corpus: Corpus) -> None:
        self.corpus = corpus
        self.edition = corpus.current_edition.id
        spanish = {english: es for es, english in NameLookup(corpus).english_of.items()}
        printed = keyword_aliases()
        self.names: dict[str, tuple[str, ...]] = {}  # rule number -> names to hide
        self.title: dict[str, str] = {}
        self.spanish: dict[str, str] = {}
        self.texts: dict[str, str] = {}
        self.kinds: dict[str, frozenset[str]] = {}
        self._excluded: dict[str, str] = {}
        # Names by their folded English, built once (comparing every name with every rule
        # was most of the question bank's start-up). The first Spanish name met wins, as before.
        printed_by_english: dict[str, list[str]] = {}
        for es, en in printed.items():
            printed_by_english.setdefault(fold(en), []).append(es)
        spanish_by_english: dict[str, str] = {}
        for en, es in spanish.items():
            spanish_by_english.setdefault(fold(en), es)
        children: dict[str, list[Rule]] = {}
        for number in corpus.rule_numbers:
            rule = corpus.rule(number, self.edition)
            parent = numbers.parent_of(number)
            if rule is not None and parent and parent.startswith(SECTIONS) and parent.count("."):
                children.setdefault(parent, []).append(rule)
        for number in corpus.rule_numbers:
            rule = corpus.rule(number, self.edition)
            if rule is None or rule.parent not in SECTIONS or not rule.title:
                continue
            if number in ("701.1", "702.1"):  # the sections' introductions, not keywords
                continue
            english = rule.title
            es_names = printed_by_english.get(fold(english), [])
            self.names[number] = (english, *es_names)
            self.title[number] = english
            if fold(english) in spanish_by_english:
                self.spanish[number] = spanish_by_english[fold(english)]
            body = " ".join(r.text for r in children.get(number, []) if r.text)
            text = self._prompt(number, body)
            if not body:
                self._excluded[number] = REASON_NO_TEXT
            elif len(text.replace(BLANK, "").strip()) < MIN_VISIBLE_CHARS:
                self._excluded[number] = REASON_NAMED
            else:
                self.texts[number] = text
                self.kinds[number] = kinds_of(body)
        self._levels = {
            Level.BASICO: [],
            Level.INTERMEDIO: [
                n for n in self.texts if n.startswith("702.") and int(n[4:]) in EVERGREEN
            ],
            Level.AVANZADO: list(self.texts),
        }

    def _hider(self, number: str) -> re.Pattern[str]:
        names = sorted((fold(n) for n in self.names[number]), key=len, reverse=True)
        body = "|".join(re.escape(n).replace(r"\ ", r"\s+") + _ENDINGS for n in names)
        return re.compile(rf"(?<!\w)(?:{body})(?!\w)")

    def _prompt(self, number: str, body: str) -> str:
        """The sub-rules with the names hidden; a sentence that still shows the name inside
        another word ("landcycling") is left out, and so is everything past MAX_BLANKS."""
        hider = self._hider(number)
        roots = [fold(n)[: max(4, len(n) - 3)] for n in self.names[number]]
        shown: list[str] = []
        blanks = 0
        for sentence in _SENTENCE.split(" ".join(body.split())):
            folded = fold(sentence)
            pieces, last = [], 0
            for m in hider.finditer(folded):
                pieces += [sentence[last : m.start()], BLANK]
                last = m.end()
            hidden = "".join([*pieces, sentence[last:]])
            left = fold(hidden.replace(BLANK, " "))
            if any(root in left for root in roots):
                continue
            count = hidden.count(BLANK)
            if blanks + count > MAX_BLANKS:
                break
            shown.append(hidden)
            blanks += count
        return shorten(" ".join(shown), PROMPT_LIMIT)

    def subjects(self, level: Level) -> Sequence[str]:
        return self._levels[level]

    def exclusions(self) -> dict[str, str]:
        return dict(self._excluded)

    def build(self, subject: str, level: Level, rng: random.Random) -> Draft:
        text = self.texts.get(subject)
        if text is None:
            raise NoQuestion(f"no keyword rule {subject!r}")
        kinds, section = self.kinds[subject], subject[:3]
        others = [n for n in self.texts if n != subject and n.startswith(section)]
        rng.shuffle(others)
        # Same kind of ability first: "is a triggered ability" must not point at the answer.
        others.sort(key=lambda n: not (self.kinds[n] & kinds))
        answer = self.title[subject]
        candidates = (
            self.title[n]
            for n in others
            if not self._hider(n).search(fold(text))  # a name the text shows is no option
        )
        wrong = pick_distractors(answer, candidates)
        options, correct = arrange(answer, wrong, rng)
        rule = self.corpus.rule(subject, self.edition)
        assert rule is not None
        edition = self.corpus.editions[self.edition]
        spanish = self.spanish.get(subject)
        in_spanish = f" En español, «{spanish}»." if spanish else ""
        kind = "acción de palabra clave" if section == "701" else "habilidad de palabra clave"
        return Draft(
            prompt=(
                "¿Qué palabra clave define esta regla? Texto en inglés de las reglas vigentes, "
                f"con el nombre oculto; las opciones son los nombres en inglés.\n\n«{text}»"
            ),
            options=options,
            correct=correct,
            explanation=(
                f"Es «{answer}», {kind}, regla {subject}.{in_spanish}\n"
                f"Texto citado: {edition.label} [{self.edition}], en inglés."
            ),
            citations=[Citation(kind=Kind.RULE, id=subject, edition=self.edition)],
            language=Language.EN,
        )
