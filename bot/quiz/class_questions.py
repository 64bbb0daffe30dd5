"""«Completa la frase»: a sentence of a judge-class page with one game term blanked.

The term to blank is drawn with weight 1/frequency, so rarer (more telling) terms are asked more
often than "carta" or "jugador". Wrong options are other terms of the list that do not occur in
the sentence and do not mean the same thing (mazo/biblioteca): any term at the basic level
(keyword names included, easy to rule out), game terms of the same page at the intermediate
level, and terms of the same section first at the advanced level.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence

from bot.quiz.blanks import BLANK, fold_aligned, sentences, shorten
from bot.quiz.errors import NoQuestion
from bot.quiz.generator import Generator, arrange, pick_distractors
from bot.quiz.models import Citation, Draft
from bot.quiz.terms import Term, TermList
from bot.quiz.topics import Level, Topic
from index.corpus import Corpus
from index.models import ClassSection, Kind, Language

MIN_SENTENCE = 30
MAX_SENTENCE = 350
MIN_VISIBLE = 20  # characters of the sentence left once the term is blanked

REASON_EMPTY = "sección sin texto"
REASON_NO_TERM = "ninguna frase de la sección tiene un término del juego que se pueda ocultar"


class ClassQuestions(Generator):
    name = "clase"
    topic = Topic.CLASE

    def __init__(self, corpus: Corpus) -> None:
        self.corpus = corpus
        self.terms = TermList(corpus)
        self.sections: dict[str, ClassSection] = {s.id: s for s in corpus.class_sections}
        self.sentences: dict[str, list[str]] = {}
        self._pool: list[str] = []  # "section-id#sentence-number"
        self._excluded: dict[str, str] = {}
        for section in corpus.class_sections:
            self.sentences[section.id] = sentences(section.text)
            usable = [
                f"{section.id}#{i}"
                for i, sentence in enumerate(self.sentences[section.id])
                if self._usable(sentence)
            ]
            if usable:
                self._pool.extend(usable)
            else:
                self._excluded[section.id] = (
                    REASON_EMPTY if not section.text.strip() else (REASON_NO_TERM)
                )

    def _usable(self, sentence: str) -> bool:
        if not MIN_SENTENCE <= len(sentence) <= MAX_SENTENCE:
            return False
        return any(
            len(self._blank(sentence, matches)) - len(BLANK) * len(matches) >= MIN_VISIBLE
            for _, matches in self.terms.found_in(sentence)
        )

    @staticmethod
    def _blank(text: str, matches: Sequence[re.Match[str]]) -> str:
        out, last = [], 0
        for m in sorted(matches, key=lambda m: m.start()):
            out += [text[last : m.start()], BLANK]
            last = m.end()
        return "".join([*out, text[last:]])

    def subjects(self, level: Level) -> Sequence[str]:
        return self._pool

    def exclusions(self) -> dict[str, str]:
        return dict(self._excluded)

    def sentence_subjects(self, section_id: str) -> list[str]:
        return [s for s in self._pool if s.partition("#")[0] == section_id]

    # -- one question ---------------------------------------------------------------------
    def _candidates(
        self,
        answer: Term,
        section: ClassSection,
        sentence: str,
        plural: bool,
        level: Level,
        rng: random.Random,
    ) -> list[str]:
        folded = fold_aligned(sentence)

        def fits(t: Term) -> bool:
            return (
                t.meaning != answer.meaning
                and t.key not in answer.key
                and answer.key not in t.key
                and t.form(plural) is not None
                and not self.terms.related_in_folded(t, folded)
            )

        pool = [t for t in self.terms.terms.values() if fits(t)]
        rng.shuffle(pool)
        if level is Level.BASICO:
            ranked = pool
        elif level is Level.INTERMEDIO:
            ranked = sorted(pool, key=lambda t: t.origin == "palabra clave")
        else:
            ranked = sorted(
                pool, key=lambda t: (section.id not in t.sections, t.origin == "palabra clave")
            )
        return [t.form(plural) for t in ranked]  # type: ignore[misc]

    def build(self, subject: str, level: Level, rng: random.Random) -> Draft:
        section_id, _, number = subject.partition("#")
        section = self.sections.get(section_id)
        if section is None or not number.isdigit():
            raise NoQuestion(f"unknown class subject {subject!r}")
        sentence = self.sentences[section_id][int(number)]
        found = [
            (term, matches)
            for term, matches in self.terms.found_in(sentence)
            if len(self._blank(sentence, matches)) - len(BLANK) * len(matches) >= MIN_VISIBLE
        ]
        if not found:
            raise NoQuestion(f"no term to blank in {subject!r}")
        weights = [1 / t.count for t, _ in found]
        term, matches = rng.choices(found, weights=weights)[0]
        first = matches[0]
        plural = bool(first["plural"])
        answer = " ".join(sentence[first.start() : first.end()].split()).lower()
        distractors = pick_distractors(
            answer, self._candidates(term, section, sentence, plural, level, rng)
        )
        options, correct = arrange(answer, distractors, rng)
        title = section.title
        if self.terms.occurs_in(term, title):
            in_title = self.terms.patterns[term.key].finditer(fold_aligned(title))
            title = self._blank(title, list(in_title))
        edition = self.corpus.editions[section.edition]
        citations = [Citation(kind=Kind.CLASS, id=section.id, edition=section.edition)]
        current = self.corpus.current_edition.id
        refs = [r for r in section.refs if self.corpus.rule(r, current) is not None]
        citations += [Citation(kind=Kind.RULE, id=r, edition=current) for r in refs]
        see = f"\nVer también: Reglas Completas {', '.join(refs)}." if refs else ""
        return Draft(
            prompt=(
                f"Clase de jueces «{section.page}», sección «{title}».\n"
                f"¿Qué término falta?\n\n«{self._blank(sentence, matches)}»"
            ),
            options=options,
            correct=correct,
            explanation=(
                f"Falta «{answer}».\nLa frase completa: «{shorten(sentence, MAX_SENTENCE)}»\n"
                f"Fuente: {section.page}, «{section.title}» — {edition.label} "
                f"[{section.edition}].{see}"
            ),
            citations=citations,
            language=Language(section.language),
        )
