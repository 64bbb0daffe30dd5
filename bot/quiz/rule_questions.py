"""Rule questions, both ways: a rule's text → its number, and a number → its text.

Spanish text is used wherever the corpus has it (the partial 2019 translation and the 303.4 web
page) and still says what the rule in force says (index.editions: the same rule, found by its
text, unchanged since); every other rule is asked in the English of the rules in force, and the
question says so. Numbers asked and cited are numbers in force: the 2019 text of the mulligan
rule (103.4 then) is asked as rule 103.5, and its options are rules in force around it. The
older texts' pointers to other rules are shown with their numbers in force too ("ver la regla
706.10" of 2019 reads "707.10", and the explanation says so: bot.quiz.old_numbers).
Wrong options come from the rule's family: siblings (704.5f, 704.5g…), cousins (same depth in
the same section), the rest of the section and, for tiny sections, the nearest sections. The
level decides which come first: siblings are the hardest to tell apart.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import random
import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence

from bot.quiz.blanks import shorten
from bot.quiz.errors import NoQuestion
from bot.quiz.generator import Generator, arrange, pick_distractors, spread
from bot.quiz.models import Citation, Draft
from bot.quiz.old_numbers import InForce, in_force, note
from bot.quiz.topics import Level, Topic
from index import numbers
from index.corpus import Corpus
from index.editions.cache import alignment_for
from index.models import Kind, Language, Rule

MIN_TEXT_CHARS = 40
PROMPT_LIMIT = 700
OPTION_LIMIT = 240
_SAMPLED = 8  # random picks per tier: enough after filtering, cheap in 900-rule sections
# English rules of the intermediate level: zones, the turn and combat (4, 5), spells, abilities
# and the stack (6), state-based actions (704). The basic level asks the Spanish rules (game
# concepts, section 1); the advanced level everything, layers and replacement effects included.
INTERMEDIATE_SECTIONS = ("4", "5", "6", "704")

REASON_NO_TEXT = "título de sección sin texto propio"
REASON_SHORT = f"texto demasiado corto (menos de {MIN_TEXT_CHARS} caracteres)"
REASON_OWN_NUMBER = "el texto contiene su propio número"
REASON_SPANISH = "se pregunta con el texto en español de la misma regla"
REASON_FEW_NEIGHBOURS = "no hay reglas vecinas suficientes para las otras opciones"
REASON_CHANGED = "el texto ya no dice lo mismo que la regla vigente (o ya no existe)"
REASON_LOST = "al texto le falta una palabra o un símbolo (perdido al copiarlo)"
REASON_GONE = "el texto remite a una regla que ya no existe"
REASONS = (
    REASON_NO_TEXT,
    REASON_SHORT,
    REASON_OWN_NUMBER,
    REASON_SPANISH,
    REASON_FEW_NEIGHBOURS,
    REASON_CHANGED,
    REASON_LOST,
    REASON_GONE,
)
# A word that cannot end a phrase followed by punctuation: something was lost ("además de la
# letra ." in the 2019 translation of 107.3m, where the X went missing). ". . ." is an ellipsis.
_LOST = re.compile(r"\b(?:la|el|los|las|un|una|de|del|letra|símbolo|the|a|of)\s+[.,;:](?!\s?\.)")


def _depth(number: str) -> int:
    m = numbers.RULE_ID.match(number)
    assert m is not None
    return 1 + bool(m["rule"]) + bool(m["letter"])


class _Edition:
    """One edition's rule numbers, grouped the ways the distractor tiers need (built once)."""

    def __init__(self, edition: str, nums: Sequence[str]) -> None:
        self.id = edition
        self.numbers = tuple(nums)
        self.position = {n: i for i, n in enumerate(self.numbers)}
        self.depth = {n: _depth(n) for n in self.numbers}
        self.parent = {n: numbers.parent_of(n) or "" for n in self.numbers}
        groups: dict[tuple[str, ...], list[str]] = defaultdict(list)
        for n in self.numbers:  # document order is kept inside every group
            d = str(self.depth[n])
            groups[("parent", self.parent[n], d)].append(n)
            groups[("section", n[:3], d)].append(n)
            groups[("section", n[:3])].append(n)
            groups[("chapter", n[0], d)].append(n)
        self.groups = {k: tuple(v) for k, v in groups.items()}

    def group(self, *key: str) -> tuple[str, ...]:
        return self.groups.get(key, ())

    def outward(self, group: Sequence[str], here: int) -> Iterator[str]:
        """The group's numbers by distance from position ``here`` in the document."""
        i = bisect.bisect_left(group, here, key=self.position.__getitem__)
        lo, hi = i - 1, i
        while lo >= 0 or hi < len(group):
            take_hi = lo < 0 or (
                hi < len(group)
                and self.position[group[hi]] - here <= here - self.position[group[lo]]
            )
            if take_hi:
                yield group[hi]
                hi += 1
            else:
                yield group[lo]
                lo -= 1


class RulePool:
    """Which rules can be asked, in which edition, and their neighbours (shared by both ways)."""

    def __init__(self, corpus: Corpus) -> None:
        self.corpus = corpus
        self.current = corpus.current_edition.id
        self.alignment = alignment_for(corpus)
        self._shown: dict[tuple[str, str], InForce] = {}
        self.spanish = sorted(
            e.id
            for e in corpus.editions.values()
            if e.language == Language.ES and any(e.id in v for v in corpus.rules.values())
        )
        self.editions: dict[str, _Edition] = {}
        for edition in (*self.spanish, self.current):
            nums = [n for n in corpus.rule_numbers if edition in corpus.rules[n]]
            self.editions[edition] = _Edition(edition, nums)
        # Rules in force that a Spanish text still says: asked in Spanish, not in English.
        in_spanish = {
            now
            for e in self.spanish
            for n in self.editions[e].numbers
            if self.holds(e, n) and (now := self.in_force(e, n)) is not None
        }
        self.excluded: dict[str, str] = {}
        self.askable: list[str] = []  # subject ids "edition/number"
        for edition in (*self.spanish, self.current):
            for number in self.editions[edition].numbers:
                subject = f"{edition}/{number}"
                reason = self._problem(self.rule(subject))
                if reason is None and edition != self.current and not self.holds(edition, number):
                    reason = REASON_CHANGED
                if reason is None and edition == self.current and number in in_spanish:
                    reason = REASON_SPANISH
                if reason:
                    self.excluded[subject] = reason
                else:
                    self.askable.append(subject)

    # -- editions -------------------------------------------------------------------------------
    def holds(self, edition: str, number: str) -> bool:
        """The edition's text of this rule says what the rule in force says."""
        if edition == self.current or not self.alignment.knows(edition):
            return edition == self.current
        return self.alignment.still_holds(edition, number)

    def in_force(self, edition: str, number: str) -> str | None:
        """The number in force of an edition's rule (None: it no longer exists)."""
        if not self.alignment.knows(edition):
            return None
        return self.alignment.current_id(edition, number)

    def number(self, rule: Rule) -> str:
        """The number a question gives a rule: its number in force."""
        return self.in_force(rule.edition, rule.id) or rule.id

    def text_in(self, number: str, edition: str) -> Rule | None:
        """The rule in force ``number`` as ``edition`` says it, if it still says the same."""
        if edition == self.current:
            return self.corpus.rule(number, edition)
        old = self.alignment.versions(number).get(edition)
        if old is None or not self.holds(edition, old):
            return None
        return self.corpus.rule(old, edition)

    def shown(self, rule: Rule) -> InForce:
        """The text a question shows of a rule: an older edition's pointers to other rules
        with their numbers in force (bot.quiz.old_numbers)."""
        key = (rule.edition, rule.id)
        found = self._shown.get(key)
        if found is None:
            found = in_force(rule.text.strip(), rule.edition, self.alignment)
            self._shown[key] = found
        return found

    def cite(self, number: str, shown: Rule | None = None) -> Citation:
        """A rule cited by its number in force: in the edition shown when it has that number
        there, else in the edition in force."""
        if shown is not None and shown.id == number:
            return Citation(kind=Kind.RULE, id=number, edition=shown.edition)
        return Citation(kind=Kind.RULE, id=number, edition=self.current)

    def rule(self, subject: str) -> Rule:
        edition, _, number = subject.partition("/")
        rule = self.corpus.rule(number, edition)
        if rule is None:
            raise NoQuestion(f"no rule {subject!r}")
        return rule

    def _problem(self, rule: Rule) -> str | None:
        shown = self.shown(rule)
        text = shown.text
        if not text:
            return REASON_NO_TEXT
        if len(text) < MIN_TEXT_CHARS:
            return REASON_SHORT
        if rule.id in rule.text or self.number(rule) in text:
            return REASON_OWN_NUMBER
        if _LOST.search(text):
            return REASON_LOST
        if shown.gone:
            return REASON_GONE
        return None

    def usable_text(self, rule: Rule) -> bool:
        return self._problem(rule) is None

    def for_level(self, level: Level) -> list[str]:
        english = self.current + "/"
        if level is Level.BASICO:
            return [s for s in self.askable if not s.startswith(english)]
        if level is Level.INTERMEDIO:
            return [
                s
                for s in self.askable
                if not s.startswith(english) or s[len(english) :].startswith(INTERMEDIATE_SECTIONS)
            ]
        return list(self.askable)

    def neighbours(self, rule: Rule, level: Level, rng: random.Random) -> Iterator[str]:
        """Other rule numbers in force around the rule's, the most confusable first for the
        level.

        Lazy: callers stop after the few they keep, so a 900-rule section costs little.
        """
        number = self.number(rule)
        ed = self.editions[self.current]
        if number not in ed.position:  # an edition the alignment does not cover: its own
            ed, number = self.editions[rule.edition], rule.id
        here = ed.position[number]
        depth = ed.depth[number]
        parent = ed.parent[number]
        section, chapter = number[:3], number[0]
        siblings = ed.group("parent", parent, str(depth))
        same_depth = ed.group("section", section, str(depth))
        whole = ed.group("section", section)

        def is_cousin(n: str) -> bool:
            return ed.parent[n] != parent

        def is_other_depth(n: str) -> bool:
            return ed.depth[n] != depth

        def near(group: Sequence[str], keep: Callable[[str], bool] = bool) -> Iterator[str]:
            return (n for n in ed.outward(group, here) if keep(n))

        def some(group: Sequence[str], keep: Callable[[str], bool] = bool) -> Iterator[str]:
            # Sampling the whole group and filtering after keeps this cheap in big sections.
            return (n for n in rng.sample(group, min(len(group), _SAMPLED)) if keep(n))

        tiers: list[Iterable[str]]
        if level is Level.AVANZADO:
            tiers = [near(siblings), near(same_depth, is_cousin), near(whole, is_other_depth)]
        elif level is Level.INTERMEDIO:
            closest = list(itertools.islice((n for n in near(siblings) if n != rule.id), 1))
            tiers = [
                closest,
                some(same_depth, is_cousin),
                some(siblings),
                some(whole, is_other_depth),
            ]
        else:
            tiers = [some(same_depth), some(whole, is_other_depth)]
        # Tiny sections (203 has one rule) borrow from the nearest sections of the chapter.
        tiers.append(
            n for n in near(ed.group("chapter", chapter, str(depth))) if not n.startswith(section)
        )
        seen = {number}
        for n in itertools.chain.from_iterable(tiers):
            if n not in seen:
                seen.add(n)
                yield n

    def source_note(self, rule: Rule, moved: Iterable[tuple[str, str]] = ()) -> str:
        """Where the text comes from; for an older text, its number then and the pointers it
        shows with their numbers in force (``moved``, the answer's and the options')."""
        edition = self.corpus.editions[rule.edition]
        if edition.language == Language.ES:
            when = f"de {edition.date.year}" if edition.date else "sin fecha"
            then = ""
            if self.number(rule) != rule.id:
                then = f" {THEN_NOTE} {when} era la regla {rule.id}; dice lo mismo que la vigente."
            pointers = note(tuple(dict(moved).items()), when)
            return f"Texto en español: {edition.label} [{edition.id}].{then}" + (
                f" {pointers}" if pointers else ""
            )
        return (
            f"Texto en inglés: {edition.label} [{edition.id}]; "
            "esta regla no tiene traducción al español en el corpus."
        )


THEN_NOTE = "En ese texto"  # the sentence giving an older text's own number then

_PARTS = re.compile(r"\d+|[a-z]")


def rule_order(number: str) -> tuple[int, ...]:
    """'704.5g' -> (704, 5, 7): rule numbers in the order of the document."""
    return tuple(int(p) if p.isdigit() else ord(p) - 96 for p in _PARTS.findall(number))


_NUMBER = re.compile(r"(?<![\d.])\d{3}(?:\.\d{1,3}[a-z]?)?(?![\d])")


@functools.lru_cache(maxsize=8192)
def _numbers_in(text: str) -> frozenset[str]:
    return frozenset(_NUMBER.findall(text))


def _mentioned(number: str, text: str) -> bool:
    return number in _numbers_in(text)


def _listing(items: Sequence[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " y " + items[-1]


class _RuleGenerator(Generator):
    topic = Topic.REGLAS

    def __init__(self, pool: RulePool) -> None:
        self.pool = pool
        self._levels: dict[Level, list[str]] = {}
        self._excluded: dict[str, str] | None = None

    def subjects(self, level: Level) -> Sequence[str]:
        # Not filtered by the neighbour check: with the chapter fallback no rule lacks options
        # (the tests prove it), and a subject that did would fall through to the next one.
        if level not in self._levels:
            self._levels[level] = self.pool.for_level(level)
        return self._levels[level]

    def exclusions(self) -> dict[str, str]:
        if self._excluded is None:
            excluded = dict(self.pool.excluded)
            for subject in self.pool.askable:
                rule = self.pool.rule(subject)
                if len(self._distractors(rule, Level.AVANZADO, random.Random(0))[1]) < 2:
                    excluded[subject] = REASON_FEW_NEIGHBOURS
            self._excluded = excluded
        return dict(self._excluded)

    def _distractors(self, rule: Rule, level: Level, rng: random.Random) -> tuple[str, list[str]]:
        """(the right option, the wrong ones)."""
        raise NotImplementedError


class RuleNumberQuestions(_RuleGenerator):
    """The text of a rule; which number is it?"""

    name = "regla-numero"

    def _distractors(self, rule: Rule, level: Level, rng: random.Random) -> tuple[str, list[str]]:
        shown = shorten(self.pool.shown(rule).text, PROMPT_LIMIT)
        number = self.pool.number(rule)
        # A number quoted in the text ("see rule 704.5g") would be a give-away, either way.
        candidates = (n for n in self.pool.neighbours(rule, level, rng) if not _mentioned(n, shown))
        # Nearest numbers would surround the answer: spread draws its rank among the options.
        return number, pick_distractors(number, spread(number, candidates, rng, key=rule_order))

    def build(self, subject: str, level: Level, rng: random.Random) -> Draft:
        rule = self.pool.rule(subject)
        answer, distractors = self._distractors(rule, level, rng)
        options, correct = arrange(answer, distractors, rng)
        language = Language(rule.language)
        note = " (el texto está en inglés)" if language == Language.EN else ""
        title = f" · {rule.title}" if rule.title else ""
        citations = [Citation(kind=Kind.RULE, id=rule.id, edition=rule.edition)]
        if rule.edition != self.pool.current:  # an older text: the rule in force is cited too
            citations.append(self.pool.cite(answer))
        citations += [self.pool.cite(n, self.pool.text_in(n, rule.edition)) for n in distractors]
        shown = self.pool.shown(rule)
        return Draft(
            prompt=f"¿Qué número tiene esta regla?{note}\n\n«{shorten(shown.text, PROMPT_LIMIT)}»",
            options=options,
            correct=correct,
            explanation=(
                f"Es la regla {answer}{title}. {self.pool.source_note(rule, shown.moved)}\n"
                f"Las otras opciones son las reglas {_listing(distractors)}."
            ),
            citations=citations,
            language=language,
        )


class RuleTextQuestions(_RuleGenerator):
    """A rule number; which text is it?"""

    name = "regla-texto"

    def _texts(self, rule: Rule, level: Level, rng: random.Random) -> Iterator[tuple[str, str]]:
        number = self.pool.number(rule)
        for n in self.pool.neighbours(rule, level, rng):
            # The same language as the answer, and only texts that still hold.
            other = self.pool.text_in(n, rule.edition)
            # A text that cites the asked number is obviously not that rule.
            if (
                other
                and self.pool.usable_text(other)
                and not _mentioned(number, other.text)
                and not _mentioned(rule.id, other.text)
            ):
                yield shorten(self.pool.shown(other).text, OPTION_LIMIT), n

    def _pick(self, rule: Rule, level: Level, rng: random.Random) -> tuple[str, dict[str, str]]:
        """(the right text, {wrong text: its rule number}); no state kept (threads share us)."""
        answer = shorten(self.pool.shown(rule).text, OPTION_LIMIT)
        sources: dict[str, str] = {}

        def remember() -> Iterator[str]:
            for text, number in self._texts(rule, level, rng):
                sources.setdefault(text, number)
                yield text

        return answer, {d: sources[d] for d in pick_distractors(answer, remember())}

    def _distractors(self, rule: Rule, level: Level, rng: random.Random) -> tuple[str, list[str]]:
        answer, wrong = self._pick(rule, level, rng)
        return answer, list(wrong)

    def build(self, subject: str, level: Level, rng: random.Random) -> Draft:
        rule = self.pool.rule(subject)
        answer, wrong = self._pick(rule, level, rng)
        distractors, sources = list(wrong), list(wrong.values())
        options, correct = arrange(answer, distractors, rng)
        language = Language(rule.language)
        edition = self.pool.corpus.editions[rule.edition]
        number = self.pool.number(rule)
        title = f" ({rule.title})" if rule.title else ""
        note = " Los textos están en inglés." if language == Language.EN else ""
        citations = [Citation(kind=Kind.RULE, id=rule.id, edition=rule.edition)]
        if rule.edition != self.pool.current:  # an older text: the rule in force is cited too
            citations.append(self.pool.cite(number))
        citations += [self.pool.cite(n, self.pool.text_in(n, rule.edition)) for n in sources]
        shown = [self.pool.shown(rule)]
        shown += [self.pool.shown(t) for n in sources if (t := self.pool.text_in(n, rule.edition))]
        moved = [pair for s in shown for pair in s.moved]
        return Draft(
            prompt=f"¿Qué dice la regla {number}{title}?{note}\n[{edition.label}]",
            options=options,
            correct=correct,
            explanation=(
                f"La regla {number} dice: «{shorten(shown[0].text, PROMPT_LIMIT)}»\n"
                f"{self.pool.source_note(rule, moved)}\n"
                f"Las otras opciones son de las reglas {_listing(sources)}."
            ),
            citations=citations,
            language=language,
        )
