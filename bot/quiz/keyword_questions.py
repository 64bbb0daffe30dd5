"""«¿Qué palabra clave es esta?»: a keyword's Spanish explanation with its names hidden.

Distractors are the keywords most like the answer: the same kind of ability first (static,
triggered, activated, evasion…, read from the explanation itself), so the kind named in the
text does not give the answer away. The basic level shows the opening sentence, which usually
states that kind; the intermediate and advanced levels drop it, and at the advanced level ties
go to the keyword whose text shares more words.

A prompt is a readable text, not a row of blanks: at most MAX_BLANKS names are hidden (later
sentences are left out), a sentence that is mostly blanks is dropped, and so is a sentence
naming a variant keyword ("Multiestímulo", "Ciclo de tipo"), which would otherwise read
"____ es una variante de ____".

The explanations are judge material of 2016: one that no longer holds against the keyword's
rule in force (a renamed term, a rule changed since; index.editions.keywords) is not asked.
The keywords of the rules in force are asked by bot.quiz.keyword_rules.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence

from bot.quiz.blanks import BLANK, hide, mentions, name_pattern, sentences, shorten
from bot.quiz.errors import NoQuestion
from bot.quiz.generator import Generator, arrange, pick_distractors
from bot.quiz.models import Citation, Draft
from bot.quiz.topics import Level, Topic
from index.corpus import Corpus
from index.fold import fold
from index.lookups.names import NameLookup
from index.models import Keyword, Kind, Language

MIN_VISIBLE_CHARS = 40  # what is left of the explanation once the names are blanked
PROMPT_LIMIT = 900
MAX_BLANKS = 4
MIN_WORDS_SHOWN = 3  # words a sentence keeps besides its blanks, or it is left out

# Kind of ability -> how the judge material says it (folded).
_KINDS = {
    "estática": r"estatica",
    "disparada": r"disparada",
    "activada": r"activada",
    "evasión": r"evasion",
    "define características": r"defin\w* caracteristicas",
    "acción de palabra clave": r"accion de palabra clave",
}
_QUOTED = re.compile(r"“[^”]*”|\"[^\"]*\"|«[^»]*»")
_WORD = re.compile(r"[a-zñ]{5,}")
_WORDS = re.compile(r"\w+")


def ability_kinds(text: str) -> frozenset[str]:
    """The kinds of ability an explanation says its keyword is (quotes ignored)."""
    described = fold(_QUOTED.sub(" ", text))
    found = frozenset(k for k, pattern in _KINDS.items() if re.search(pattern, described))
    return found or frozenset({"otra"})


def _named(folded: str, names: tuple[str, ...]) -> bool:
    pattern = name_pattern(names)
    return bool(pattern and pattern.search(folded))


def _whole_quotes(text: str, parts: list[str]) -> list[str]:
    """Sentences rejoined where the split cut a quotation (“Supervivencia [coste]” significa
    “… objetivo. Activa …”), taken again from the text so the dash or stop between stays."""
    out: list[str] = []
    start = -1
    for part in parts:
        if start < 0:
            start = text.find(part)
        if out and out[-1].count("“") > out[-1].count("”"):
            end = text.find(part, start) + len(part)
            out[-1] = " ".join(text[start:end].split())
        else:
            start = text.find(part, start)
            out.append(part)
    return out


def _jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    return len(a & b) / len(a | b)


class KeywordQuestions(Generator):
    name = "palabraclave"
    topic = Topic.PALABRAS_CLAVE
    judge_words = True  # a keyword's Spanish explanation: words a judge must know

    def __init__(self, corpus: Corpus) -> None:
        self.corpus = corpus
        lookup = NameLookup(corpus)
        current = corpus.current_edition.id
        self.keywords: dict[str, Keyword] = {kw.id: kw for kw in corpus.keywords}
        self.names: dict[str, tuple[str, ...]] = {}
        self.rule_of: dict[str, str] = {}
        for kw in corpus.keywords:
            english = lookup.english_of.get(kw.id)
            number = lookup.rule_by_english.get(english) if english else None
            rule = corpus.rule(number, current) if number else None
            shown = (rule.title,) if rule and rule.title else ((english,) if english else ())
            self.names[kw.id] = (kw.id, *kw.aliases, *shown)
            if rule is not None:
                self.rule_of[kw.id] = rule.id
        self.kinds = {k: ability_kinds(kw.text) for k, kw in self.keywords.items()}
        self.words = {k: frozenset(_WORD.findall(fold(kw.text))) for k, kw in self.keywords.items()}
        self._excluded: dict[str, str] = {}
        self._pool: list[str] = []
        # A keyword whose 2016 explanation no longer holds is not even an option: some were
        # renamed ("Armadura tótem" is umbra armor now), and an option must not teach old names.
        self.outdated = {k: lookup.outdated(kw) for k, kw in self.keywords.items()}
        for kw_id, kw in self.keywords.items():
            outdated = self.outdated[kw_id]
            reason = (
                f"la explicación de 2016 ya no vale: {outdated[0]}"
                if outdated
                else self._problem(kw)
            )
            if reason:
                self._excluded[kw_id] = reason
            else:
                self._pool.append(kw_id)

    # -- pool -------------------------------------------------------------------------------
    def _problem(self, kw: Keyword) -> str | None:
        prompt = self._prompt_text(kw, Level.BASICO)
        if mentions(prompt, self.names[kw.id]):
            return "el nombre no se puede ocultar en la explicación"
        if len(prompt.replace(BLANK, "").strip()) < MIN_VISIBLE_CHARS:
            return f"explicación demasiado corta (menos de {MIN_VISIBLE_CHARS} caracteres)"
        if len(self._ranked(kw.id, Level.BASICO, random.Random(0), prompt)) < 2:
            return "no hay palabras clave parecidas para las otras opciones"
        return None

    def subjects(self, level: Level) -> Sequence[str]:
        return self._pool

    def exclusions(self) -> dict[str, str]:
        return dict(self._excluded)

    # -- one question ---------------------------------------------------------------------
    def _prompt_text(self, kw: Keyword, level: Level) -> str:
        names = self.names[kw.id]
        own = fold(kw.id)
        variants = [a for a in kw.aliases if own in fold(a) and fold(a) != own]
        parts = _whole_quotes(kw.text, sentences(kw.text))
        if level is not Level.BASICO:
            rest = " ".join(parts[1:])
            if len(parts) > 1 and len(hide(rest, names).replace(BLANK, "")) >= 80:
                parts = parts[1:]
        shown: list[str] = []
        blanks = 0
        for part in parts:
            if variants and mentions(part, variants):
                continue
            hidden = hide(part, names)
            count = hidden.count(BLANK)
            if len(_WORDS.findall(hidden.replace(BLANK, " "))) < MIN_WORDS_SHOWN:
                continue
            if blanks + count > MAX_BLANKS:
                break
            shown.append(hidden)
            blanks += count
        return " ".join(shown)

    def _ranked(self, kw_id: str, level: Level, rng: random.Random, prompt: str) -> list[str]:
        kinds, words = self.kinds[kw_id], self.words[kw_id]

        def closeness(other: str) -> tuple[float, ...]:
            shared = _jaccard(kinds, self.kinds[other])
            overlap = len(words & self.words[other]) / (len(words | self.words[other]) or 1)
            if level is Level.AVANZADO:
                return (-shared, -overlap, rng.random())
            return (-shared, rng.random())

        folded = fold(prompt, "aligned")
        others = [
            k
            for k in self.keywords
            # A keyword named in the text is no option (folded once: this runs per question).
            if k != kw_id and not self.outdated[k] and not _named(folded, self.names[k])
        ]
        return sorted(others, key=closeness)

    def build(self, subject: str, level: Level, rng: random.Random) -> Draft:
        kw = self.keywords.get(subject)
        if kw is None:
            raise NoQuestion(f"unknown keyword {subject!r}")
        body = self._prompt_text(kw, level)
        distractors = pick_distractors(kw.id, self._ranked(kw.id, level, rng, body))
        options, correct = arrange(kw.id, distractors, rng)
        edition = self.corpus.editions[kw.edition]
        citations = [Citation(kind=Kind.KEYWORD, id=kw.id, edition=kw.edition)]
        english = ""
        if (number := self.rule_of.get(kw.id)) is not None:
            current = self.corpus.current_edition
            title = self.corpus.rule(number, current.id).title  # type: ignore[union-attr]
            english = f" (en inglés, {title}; regla {number})"
            citations.append(Citation(kind=Kind.RULE, id=number, edition=current.id))
        return Draft(
            prompt="¿Qué palabra clave describe este texto?\n\n" + shorten(body, PROMPT_LIMIT),
            options=options,
            correct=correct,
            explanation=(
                f"Es «{kw.id}»{english}.\n{kw.text}\nFuente: {edition.label} [{kw.edition}]."
            ),
            citations=citations,
            language=Language(kw.language),
        )
