"""«Completa la frase»: a sentence of a judge-class page with one game term blanked.

Each fair blank of a sentence is a subject of its own (another word missing is another
question); a subject naming the sentence alone draws its term with weight 1/frequency, so rarer
(more telling) terms come more often than "carta" or "jugador". Wrong options are other game
terms that fit the same slot of the sentence: a noun of the same gender and number ("la ____"
takes "pila", never "efectos"), an infinitive for an infinitive, a verb for a verb, a participle
of the same ending. So grammar never gives the answer away, and keyword names (capitalised, easy
to rule out) are never options. They must not occur in the sentence nor mean the same
(mazo/biblioteca). The levels order them: at random at the basic level, terms of the same page
first at the intermediate level, terms of the same section first at the advanced level.

A term is not blanked where another word of its family stays in sight ("exilio" in the
section title gives away "exilian"), and a sentence is not asked when it only makes sense with
the text around it: it ends in a colon (a list follows) or opens by pointing back ("Esto",
"Estos", "Además"…). Nor is a sentence that repeats a 2019 rule the rules in force changed
("Existen cinco tipos de permanentes": there are six now). A pointer to a rule ("Reglas
Completas sección 110") is shown and cited by its number in force (bot.quiz.old_numbers), and
a sentence pointing to a rule that no longer exists is not asked.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence

from bot.quiz.blanks import BLANK, sentences, shorten
from bot.quiz.errors import NoQuestion
from bot.quiz.generator import Generator, arrange, pick_distractors
from bot.quiz.models import Citation, Draft
from bot.quiz.old_numbers import in_force, number_in_force
from bot.quiz.terms import Term, TermList, gender_before
from bot.quiz.topics import Level, Topic
from index.corpus import Corpus
from index.editions.cache import alignment_for
from index.fold import fold
from index.models import ClassSection, Kind, Language

MIN_SENTENCE = 30
MAX_SENTENCE = 350
MIN_VISIBLE = 20  # characters of the sentence left once the term is blanked

MIN_WRONG = 2  # wrong options that fit the slot, or the term is not blanked there
# Openings that point at the previous sentence: without it the sentence means little.
_POINTS_BACK = re.compile(
    r"^(?:esto|esta|este|estos|estas|eso|esa|ese|esos|esas|ello|ellos|ellas|además|también|"
    r"sin embargo|por eso|por lo tanto|así|entonces|en cambio|en este caso|en ese caso|"
    r"lo mismo|del mismo modo|de manera similar)\b",
    re.IGNORECASE,
)

REASON_EMPTY = "sección sin texto"
REASON_NO_TERM = "ninguna frase de la sección tiene un término del juego que se pueda ocultar"


class ClassQuestions(Generator):
    name = "clase"
    topic = Topic.CLASE
    judge_words = True  # the judge class's own Spanish sentences

    def __init__(self, corpus: Corpus) -> None:
        self.corpus = corpus
        self.terms = TermList(corpus)
        self.sections: dict[str, ClassSection] = {s.id: s for s in corpus.class_sections}
        self.sentences: dict[str, list[str]] = {}
        self._pool: list[str] = []  # "section-id#sentence-number"
        self._excluded: dict[str, str] = {}
        self.verbs = _verbs(self.terms)
        self._spanish_rules = _spanish_rules(corpus)
        self.alignment = alignment_for(corpus)
        for section in corpus.class_sections:
            shown = [in_force(s, section.edition, self.alignment) for s in sentences(section.text)]
            self.sentences[section.id] = [s.text for s in shown]
            # Each fair blank of a sentence is a subject of its own: another word missing is
            # another question to a candidate, and a sentence with one blank is then not asked
            # more often than each blank of a richer one (issue 43: exact repeats).
            usable = [
                f"{section.id}#{i}#{k}"
                for i, sentence in enumerate(shown)
                if not sentence.gone
                for k in range(len(self._blankings(sentence.text, section.title)))
            ]
            if usable:
                self._pool.extend(usable)
            else:
                self._excluded[section.id] = (
                    REASON_EMPTY if not section.text.strip() else (REASON_NO_TERM)
                )

    # -- what can be blanked where --------------------------------------------------------
    def slot(self, term: Term, plural: bool, gender: str | None = None) -> tuple[object, ...]:
        """The grammatical slot a form fills: what a wrong option must match.

        ``gender`` is the determiner's in the sentence ("la ____"), when there is one.
        """
        form = term.form(plural) or term.key
        words = fold(form).split()
        last = words[-1]
        if len(words) > 1 and words[0].endswith("s"):
            plural = True  # "cambios de zona": the first word is the head noun
        if gender or term.gender:
            return ("nombre", gender or term.gender, plural)
        if term.key in self.verbs:
            return ("infinitivo",) if last.endswith(_INFINITIVE) else ("verbo", last.endswith("n"))
        for ending in _PARTICIPLE:
            if last.endswith(ending):
                return ("participio", ending[2:])
        # A noun the material never puts after a determiner: Spanish endings tell the gender,
        # on the head noun ("zona de mando"); a phrase that is no "X de Y" ("boca abajo") is
        # no noun at all.
        if len(words) > 1 and "de" not in words:
            return ("otro", plural)
        last = words[0] if len(words) > 1 else last
        if last.endswith(("a", "as")):
            return ("nombre", "f", plural)
        if last.endswith(("o", "os")):
            return ("nombre", "m", plural)
        return ("otro", plural)

    def _fitting(
        self, answer: Term, plural: bool, slot: tuple[object, ...], folded_sentence: str
    ) -> list[Term]:
        """Terms that could fill the blank as far as grammar shows, in the corpus order."""
        return [
            t
            for t in self.terms.terms.values()
            if t.origin != "palabra clave"  # names read as names: an easy option to rule out
            and t.meaning != answer.meaning
            and t.key not in answer.key
            and answer.key not in t.key
            and t.form(plural) is not None
            and self.slot(t, plural) == slot
            and not self.terms.related_in_folded(t, folded_sentence)
        ]

    def _blankings(
        self, sentence: str, title: str
    ) -> list[tuple[Term, list[re.Match[str]], tuple[object, ...]]]:
        """Every term that makes a fair blank in this sentence, with its matches and slot."""
        if not MIN_SENTENCE <= len(sentence) <= MAX_SENTENCE:
            return []
        if sentence.rstrip().endswith(":") or not sentence[:1].isupper():
            return []  # a list follows, or the sentence continues another one
        if sentence.count("(") != sentence.count(")") or sentence.count("“") != sentence.count("”"):
            return []  # cut inside a parenthesis or a quotation
        if _POINTS_BACK.match(sentence) or self.outdated(sentence):
            return []
        folded = fold(sentence, "aligned")
        out = []
        for term, matches in self.terms.found_in(sentence):
            blanked = self._blank(sentence, matches)
            if len(blanked) - len(BLANK) * len(matches) < MIN_VISIBLE:
                continue
            if _family(term).search(fold(blanked, "aligned")):
                continue  # "exiliado" left in the sentence gives away "exilia"
            first = matches[0]
            plural = bool(first["plural"])
            before, after = gender_before(folded, first.start()), _gender_after(folded, first.end())
            if before and after and before != after:
                continue  # "un ____ anexada": the two sides disagree (un aura), no fair slot
            slot = self.slot(term, plural, before)
            if len(self._fitting(term, plural, slot, folded)) >= MIN_WRONG:
                out.append((term, matches, slot))
        return out

    def outdated(self, sentence: str) -> bool:
        """The sentence repeats a 2019 rule whose text in force says something else ("Existen
        cinco tipos de permanentes": the rules in force list six)."""
        words = frozenset(_WORDS.findall(fold(sentence)))
        if len(words) < _ECHO_MIN_WORDS:
            return False
        share, holds = max(
            ((len(words & rule) / len(words), holds) for rule, holds in self._spanish_rules),
            default=(0.0, True),
        )
        return share >= _ECHO_SHARE and not holds

    @staticmethod
    def hide_family(term: Term, text: str) -> str:
        """A heading with every word of the term's family blanked ("Clase 2 – ____")."""
        out, last = [], 0
        for m in _family(term).finditer(fold(text, "aligned")):
            out += [text[last : m.start()], BLANK]
            last = m.end()
        return "".join([*out, text[last:]])

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

    @staticmethod
    def sentence_of(subject: str) -> tuple[str, str, str]:
        """'section#sentence#blank' as its three parts (the blank is '' in an old subject)."""
        section_id, _, rest = subject.partition("#")
        number, _, blank = rest.partition("#")
        return section_id, number, blank

    # -- one question ---------------------------------------------------------------------
    def _candidates(
        self,
        answer: Term,
        slot: tuple[object, ...],
        section: ClassSection,
        sentence: str,
        plural: bool,
        level: Level,
        rng: random.Random,
    ) -> list[str]:
        pool = self._fitting(answer, plural, slot, fold(sentence, "aligned"))
        rng.shuffle(pool)
        if level is Level.INTERMEDIO:
            page = {s.id for s in self.corpus.class_sections if s.page == section.page}
            pool.sort(key=lambda t: not (t.sections & page))
        elif level is Level.AVANZADO:
            pool.sort(key=lambda t: section.id not in t.sections)
        return [t.form(plural) for t in pool]  # type: ignore[misc]

    def build(self, subject: str, level: Level, rng: random.Random) -> Draft:
        section_id, number, blank = self.sentence_of(subject)
        section = self.sections.get(section_id)
        if section is None or not number.isdigit() or not (blank.isdigit() or not blank):
            raise NoQuestion(f"unknown class subject {subject!r}")
        sentence = self.sentences[section_id][int(number)]
        found = self._blankings(sentence, section.title)
        if not found or (blank and int(blank) >= len(found)):
            raise NoQuestion(f"no term to blank in {subject!r}")
        if blank:
            term, matches, slot = found[int(blank)]
        else:  # a sentence alone: its rarer (more telling) terms more often
            weights = [1 / t.count for t, _, _ in found]
            term, matches, slot = rng.choices(found, weights=weights)[0]
        first = matches[0]
        plural = bool(first["plural"])
        answer = " ".join(sentence[first.start() : first.end()].split()).lower()
        distractors = pick_distractors(
            answer, self._candidates(term, slot, section, sentence, plural, level, rng)
        )
        options, correct = arrange(answer, distractors, rng)
        # The headings name the page's subject: its words would give the answer away.
        title, page = self.hide_family(term, section.title), self.hide_family(term, section.page)
        edition = self.corpus.editions[section.edition]
        citations = [Citation(kind=Kind.CLASS, id=section.id, edition=section.edition)]
        current = self.corpus.current_edition.id
        refs = [
            now
            for r in section.refs
            if (now := number_in_force(r, section.edition, self.alignment))
            and self.corpus.rule(now, current) is not None
        ]
        citations += [Citation(kind=Kind.RULE, id=r, edition=current) for r in refs]
        see = f"\nVer también: Reglas Completas {', '.join(refs)}." if refs else ""
        return Draft(
            prompt=(
                f"Clase de jueces «{page}», sección «{title}».\n"
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


_WORDS = re.compile(r"[a-zñ]{3,}")
# A class sentence that shares this much of its words with a rule repeats that rule.
_ECHO_SHARE = 0.75
_ECHO_MIN_WORDS = 5


def _spanish_rules(corpus: Corpus) -> list[tuple[frozenset[str], bool]]:
    """The words of every Spanish rule text, and whether it still says what the rule in force
    says (index.editions)."""
    alignment = alignment_for(corpus)
    return [
        (frozenset(_WORDS.findall(fold(rule.text))), alignment.still_holds(edition, number))
        for number, versions in corpus.rules.items()
        for edition, rule in versions.items()
        if rule.language == Language.ES and alignment.knows(edition)
    ]


_INFINITIVE = ("ar", "er", "ir")
_NEXT_WORD = re.compile(r"\s+(\w+)")


def _gender_after(folded: str, end: int) -> str | None:
    """The gender a participle right after the blank gives it ("____ anexada": feminine)."""
    m = _NEXT_WORD.match(folded, end)
    if m is None or not m[1].endswith(_PARTICIPLE):
        return None
    return "f" if m[1].endswith(("a", "as")) else "m"


_PARTICIPLE = ("adas", "idas", "ados", "idos", "ada", "ida", "ado", "ido")


def _verbs(terms: TermList) -> set[str]:
    """Terms that are verbs: infinitives, and forms sharing an infinitive's meaning
    ("exilia", "roba" beside "exiliar", "robar")."""
    infinitives = {
        t.key
        for t in terms.terms.values()
        if t.gender is None
        and " " not in t.key
        and t.key.endswith(_INFINITIVE)
        and t.key != t.meaning  # a loanword ("planeswalker") is a noun
    }
    meanings = {terms.terms[k].meaning for k in infinitives}
    # Nouns share a verb's meaning too ("exilio", "robo"): an unstressed -o is not a verb form
    # the rules use (they say "exilia", "lanzó").
    return infinitives | {
        t.key
        for t in terms.terms.values()
        if t.gender is None and t.meaning in meanings and not (t.form(False) or t.key).endswith("o")
    }


def _family(term: Term) -> re.Pattern[str]:
    """Any word sharing a root with the term's words: exil- for "exilian", "exilio"."""
    roots = [w[: max(4, len(w) - 3)] for w in term.key.split() if len(w) >= 4] or [term.key]
    return re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, roots)) + r")\w*")
