"""«¿Qué palabra clave describe este texto?»: a keyword of the rules in force with its name hidden.

The rules in force define about 250 keywords (section 702, keyword abilities, and 701, keyword
actions). Each is asked through the same Spanish text `/palabraclave` shows first
(index.lookups.names: the reminder text printed on a Spanish card, or Juez's explanation from the
rule in force), with the Spanish names as options, and the English rule cited as the authority.
A keyword whose Spanish text is the 2016 judge page is asked by bot.quiz.keyword_questions,
not twice. Only when the Spanish text cannot hide the keyword's name is the English rule asked
instead, and the question says so.

Wrong options are keywords of the same section and the same kind of ability (triggered, static,
activated, evasion: read from the rule text), so the kind the text names gives nothing away.

Levels: intermedio asks the evergreen keywords that every game meets (702.2 deathtouch to 702.21
ward), avanzado every keyword ability and action of the rules in force.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence

from bot.quiz.blanks import BLANK, hide, mentions, sentences, shorten
from bot.quiz.errors import NoQuestion
from bot.quiz.generator import Generator, arrange, pick_distractors
from bot.quiz.models import Citation, Draft
from bot.quiz.topics import Level, Topic
from index import numbers
from index.corpus import Corpus
from index.fold import fold
from index.lookups.names import SPANISH_TEXT_EDITIONS, NameLookup
from index.models import Kind, Language, Rule
from index.translate import keyword_aliases

SECTIONS = ("702", "701")
EVERGREEN = range(2, 22)  # 702.2 Deathtouch … 702.21 Ward
MAX_BLANKS = 4
MIN_VISIBLE_CHARS = 60
# A printed reminder is short and still enough: "____. (Esta criatura no puede atacar.)".
MIN_VISIBLE_SPANISH = 20
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
REASON_NOTHING_HIDDEN = "el texto no nombra la palabra clave (la nombra un símbolo): no hay hueco"
REASON_JUDGE_PAGE = "su texto en español es la página de jueces, que pregunta «palabraclave»"


def kinds_of(text: str) -> frozenset[str]:
    found = frozenset(k for k, pattern in _KINDS.items() if pattern.search(text.lower()))
    return found or frozenset({"otra"})


class KeywordRuleQuestions(Generator):
    name = "palabraclave-regla"
    topic = Topic.PALABRAS_CLAVE

    def __init__(self, corpus: Corpus) -> None:
        self.corpus = corpus
        self.edition = corpus.current_edition.id
        lookup = NameLookup(corpus)
        spanish = {english: es for es, english in lookup.english_of.items()}
        printed = keyword_aliases()
        self.names: dict[str, tuple[str, ...]] = {}  # rule number -> names to hide
        self.title: dict[str, str] = {}
        self.spanish: dict[str, str] = {}
        self.texts: dict[str, str] = {}
        # Rule number -> the Spanish text asked (name hidden) and where it comes from; a number
        # missing here is asked in the English of its rule.
        self.spanish_texts: dict[str, tuple[str, str]] = {}
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
            page = lookup.page_of.get(number)
            page_names = (page.id, *page.aliases) if page is not None else ()
            named_es = lookup.spanish_name(number)
            self.names[number] = tuple(
                dict.fromkeys(n for n in (english, *es_names, *page_names, named_es) if n)
            )
            self.title[number] = english
            if named_es:
                self.spanish[number] = named_es
            elif fold(english) in spanish_by_english:
                self.spanish[number] = spanish_by_english[fold(english)]
            body = " ".join(r.text for r in children.get(number, []) if r.text)
            said = lookup.spanish_hit(number)
            if said is not None and said.edition not in SPANISH_TEXT_EDITIONS:
                self._excluded[number] = REASON_JUDGE_PAGE
                continue
            if said is not None and number in self.spanish:
                hidden = self._spanish_prompt(number, said.text)
                if hidden is not None:
                    self.spanish_texts[number] = (hidden, said.edition_label)
            text = self._prompt(number, body)
            if not body:
                self._excluded[number] = REASON_NO_TEXT
            elif number in self.spanish_texts:
                self.texts[number] = self.spanish_texts[number][0]
                self.kinds[number] = kinds_of(body)
            elif BLANK not in text:
                self._excluded[number] = REASON_NOTHING_HIDDEN
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

    def _spanish_prompt(self, number: str, text: str) -> str | None:
        """The Spanish text with the keyword's names hidden (inflected forms too), or None when
        a name still shows or too little is left to read."""
        names = self.names[number]
        shown: list[str] = []
        blanks = 0
        for part in sentences(text):
            hidden = hide(part, names)
            count = hidden.count(BLANK)
            if blanks + count > MAX_BLANKS:
                break
            shown.append(hidden)
            blanks += count
        prompt = shorten(" ".join(shown), PROMPT_LIMIT)
        if BLANK not in prompt or mentions(prompt.replace(BLANK, " "), names):
            return None  # nothing hidden (a symbol names it: "∞ — …"), or a name still shows
        if len(prompt.replace(BLANK, "").strip(" .()")) < MIN_VISIBLE_SPANISH:
            return None
        return prompt

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
        in_spanish = subject in self.spanish_texts

        def shown(number: str) -> str:
            return self.spanish[number] if in_spanish else self.title[number]

        answer = shown(subject)
        candidates = (
            shown(n)
            for n in others
            if not self._hider(n).search(fold(text))  # a name the text shows is no option
            and (not in_spanish or n in self.spanish)
        )
        wrong = pick_distractors(answer, candidates)
        options, correct = arrange(answer, wrong, rng)
        rule = self.corpus.rule(subject, self.edition)
        assert rule is not None
        edition = self.corpus.editions[self.edition]
        kind = "acción de palabra clave" if section == "701" else "habilidad de palabra clave"
        citations = [Citation(kind=Kind.RULE, id=subject, edition=self.edition)]
        if in_spanish:
            source = self.spanish_texts[subject][1]
            return Draft(
                prompt=f"¿Qué palabra clave describe este texto? El nombre está oculto.\n\n{text}",
                options=options,
                correct=correct,
                explanation=(
                    f"Es «{answer}» (en inglés, {self.title[subject]}), {kind}, regla {subject}.\n"
                    f"Texto: {source}. Manda la regla vigente, en inglés: "
                    f"{edition.label} [{self.edition}]."
                ),
                citations=citations,
                language=Language.ES,
            )
        spanish = self.spanish.get(subject)
        in_spanish_name = f" En español, «{spanish}»." if spanish else ""
        return Draft(
            prompt=(
                "¿Qué palabra clave define esta regla? Texto en inglés de las reglas vigentes, "
                f"con el nombre oculto; las opciones son los nombres en inglés.\n\n{text}"
            ),
            options=options,
            correct=correct,
            explanation=(
                f"Es «{answer}», {kind}, regla {subject}.{in_spanish_name}\n"
                f"Texto citado: {edition.label} [{self.edition}], en inglés."
            ),
            citations=citations,
            language=Language.EN,
        )
