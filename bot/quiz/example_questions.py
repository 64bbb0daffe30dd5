"""Questions from the "Example:" paragraphs of the rules in force: the rule applied to a case.

The Comprehensive Rules illustrate about 200 rules with some 270 examples. Each becomes one
question, asked in one of two ways:

- **Outcome** ("número"): when the example's conclusion states a single number (a mana value,
  a life total, how many cards or counters), that number is blanked and the player works it
  out from the situation, as the rule decides it.
- **Which rule** ("regla"): otherwise, the player reads the case and picks the rule in force it
  illustrates among rules that are easy to confuse with it (its siblings, then rules of the
  same section). The question asks which rule the example illustrates: the example is printed
  under exactly one, while "which rule decides it" alone could also be read as a more general
  rule beside it (613.1 lists the layers that 613.6's example applies).

The examples exist only in English (the 2026 text is the rules in force; the Spanish
translation is of 2019 and has no examples), so the prompt quotes them in English and says so.
Examples that lean on another example ("as in the example above") cannot stand alone and are
excluded, with the reason, as are those whose rule has too few neighbours to confuse it with.
"""

from __future__ import annotations

import random
import re
from collections import defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from bot.quiz.balanced import fit_rank, likeness_rank
from bot.quiz.errors import NoQuestion
from bot.quiz.generator import Generator, arrange, pick_distractors, spread
from bot.quiz.models import MAX_OPTIONS, Citation, Draft
from bot.quiz.topics import Level, Topic
from index import numbers
from index.corpus import Corpus
from index.editions.edition_catalog import short_date
from index.models import Kind, Language, Rule

BLANK = "____"
OPTION_LIMIT = 150
CUT_FROM = 70  # rule sentences at least this long are cut, all four, to a drawn length rank
NEAR = 8  # the closest neighbours the distractors are drawn from
LIKENESS_DRAWS = 12
EXAMPLE_LIMIT = 900  # longer examples make a prompt nobody reads through in a quiz

REASON_DEPENDS = "remite a otro ejemplo o a un texto que no se cita"
REASON_LONG = f"ejemplo demasiado largo (más de {EXAMPLE_LIMIT} caracteres)"
REASON_FEW = "no hay reglas vecinas suficientes con las que confundirla"

# Words that say an example is not self-contained.
_DEPENDS = re.compile(
    r"\b(?:the (?:previous|preceding|above|first|second) example|example above|"
    r"same (?:situation|example)|as above)\b",
    re.IGNORECASE,
)

# "one" is left out: far more often a pronoun ("the one that was generated last") than a count.
_COUNTS = ("zero", "", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
_WORDS = {w: i for i, w in enumerate(_COUNTS) if w}
# A count in the text: a bare integer (not a P/T like 2/2, a mana symbol {2}, a rule number
# 702.19c, a modifier +2 or a ratio), or a number word.
_NUMBER = re.compile(
    r"(?<![\w{/+\-−.])(\d{1,3})(?![\w}/]|\.\d)|\b(" + "|".join(_WORDS) + r")\b",
    re.IGNORECASE,
)
_QUOTED = re.compile(r"“[^”]*”|\"[^\"]*\"")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z“\"(])")


def _level_of(rule_id: str) -> Level:
    """Basic rules (1xx–4xx) are básico; turn, casting, resolving and state-based actions
    (5xx, 600–610, 700–704) intermedio; continuous and replacement effects, copies and the
    rest of the additional and multiplayer rules avanzado."""
    section = int(rule_id[:3])
    if section < 500:
        return Level.BASICO
    if section < 611 or 700 <= section <= 704:
        return Level.INTERMEDIO
    return Level.AVANZADO


def _value(match: re.Match[str]) -> int:
    digits, word = match.group(1), match.group(2)
    return int(digits) if digits else _WORDS[word.lower()]


def _numbers(text: str) -> tuple[list[re.Match[str]], list[int]]:
    """Counts in the text outside quoted card text, and the values inside it (a number
    printed on a card is data the rule applies, not something it decides)."""
    quoted = [m.span() for m in _QUOTED.finditer(text)]
    outside, inside = [], []
    for m in _NUMBER.finditer(text):
        if any(a <= m.start() < b for a, b in quoted):
            inside.append(_value(m))
        else:
            outside.append(m)
    return outside, inside


_NEGATION = re.compile(r"\b(?:not|no|never)\b|n[’']t\b", re.IGNORECASE)


@dataclass(frozen=True)
class Cloze:
    """An example with its stated outcome blanked."""

    text: str  # the example with BLANK where the number was
    answer: int
    others: tuple[int, ...]  # the other numbers of the example, in order


def cloze_of(example: str) -> Cloze | None:
    """The example's outcome as a number to work out, if its conclusion states exactly one.

    The conclusion is the last sentence; it must follow a situation (an earlier sentence, or a
    condition before a comma in an "If …, …" sentence), so that the number is a consequence.
    Refused: a number the card text itself prints (copying it needs no rule) and a number in a
    negated clause ("won't enter with two counters": any number would read as true).
    """
    body = example.removeprefix("Example:").strip()
    parts = _SENTENCE_END.split(body)
    last = parts[-1]
    start = len(body) - len(last)
    outside, inside = _numbers(body)
    found = [m for m in outside if m.start() >= start]
    if len(found) != 1:
        return None
    m = found[0]
    clause_start = max(start, body.rfind(",", start, m.start()) + 1)
    if _NEGATION.search(body, clause_start, m.start()):
        return None
    if len(parts) == 1:
        comma = last.find(",")
        condition = re.match(r"(?:If|When|Whenever|As|Since)\b", last)
        if not condition or not 0 < comma < m.start() - start:
            return None
    answer = _value(m)
    if answer in inside:
        return None
    others = tuple(_value(o) for o in outside if o.start() < start) + tuple(inside)
    return Cloze(text=body[: m.start()] + BLANK + body[m.end() :], answer=answer, others=others)


def _numeric_candidates(cloze: Cloze) -> Iterator[int]:
    """Wrong outcomes people reach, best first (each is a real way to get it wrong)."""
    yield from cloze.others  # a figure taken straight from the situation
    yield cloze.answer + 1  # counting one object, card or point too many
    yield cloze.answer - 1  # forgetting one (the source itself, the first one)
    yield cloze.answer * 2  # doubling what is shared or applied once (2HG life, copies)
    yield cloze.answer // 2  # halving what is counted twice
    yield cloze.answer + 2
    yield cloze.answer - 2


class ExampleQuestions(Generator):
    name = "ejemplo"
    topic = Topic.REGLAS

    def __init__(self, corpus: Corpus) -> None:
        self.corpus = corpus
        self.edition = corpus.current_edition.id
        rules = [r for r in corpus.records if isinstance(r, Rule) and r.edition == self.edition]
        self.rules: dict[str, Rule] = {r.id: r for r in rules}
        self.children: dict[str, list[str]] = defaultdict(list)
        for r in sorted(rules, key=lambda r: numbers.sort_key(r.id)):
            parent = numbers.parent_of(r.id)
            if parent is not None:
                self.children[parent].append(r.id)
        # Both are read for every question of the rule, and by every draw of fresh_seed: kept
        # per rule number (the rules in force do not change under a generator).
        self._confusables: dict[str, tuple[list[str], list[str]]] = {}
        self._options: dict[str, str] = {}
        self._excluded: dict[str, str] = {}
        by_level: dict[Level, list[str]] = {level: [] for level in Level}
        for r in sorted(rules, key=lambda r: numbers.sort_key(r.id)):
            for i, example in enumerate(r.examples):
                subject = f"{r.id}#{i + 1}"
                reason = self._reason_to_skip(r, example)
                if reason:
                    self._excluded[subject] = reason
                else:
                    by_level[_level_of(r.id)].append(subject)
        self.by_level = {level: tuple(s) for level, s in by_level.items()}

    # -- the pool ---------------------------------------------------------------------------
    def _reason_to_skip(self, rule: Rule, example: str) -> str | None:
        if _DEPENDS.search(example):
            return REASON_DEPENDS
        if len(example) > EXAMPLE_LIMIT:
            return REASON_LONG
        if cloze_of(example) is None:
            near = [n for group in self._confusable(rule.id) for n in group]
            long = [n for n in near if len(self._option(n)) >= CUT_FROM]
            # A long rule is cut with three long neighbours; a short one needs three at all.
            if len(near) < 3 or len(self._option(rule.id)) > OPTION_LIMIT and len(long) < 3:
                return REASON_FEW
        return None

    def subjects(self, level: Level) -> Sequence[str]:
        return self.by_level[level]

    def exclusions(self) -> dict[str, str]:
        return dict(self._excluded)

    def _example(self, subject: str) -> tuple[Rule, str]:
        number, _, index = subject.partition("#")
        rule = self.rules.get(number)
        if rule is None or not index.isdigit() or not 0 < int(index) <= len(rule.examples):
            raise NoQuestion(f"no example {subject!r} in the rules in force")
        return rule, rule.examples[int(index) - 1]

    def _confusable(self, number: str) -> tuple[list[str], list[str]]:
        """Rules easy to mistake for this one: its siblings, then the rules at the same depth
        in its section. Its ancestors, its subrules and the rules it names or that name it are
        left out: they may decide the same case. Callers copy the lists before changing them."""
        kept = self._confusables.get(number)
        if kept is None:
            kept = self._confusables[number] = self._find_confusable(number)
        return kept

    def _find_confusable(self, number: str) -> tuple[list[str], list[str]]:
        parent = numbers.parent_of(number) or ""
        related = {number, parent, *self.children.get(number, ())}
        related.update(numbers.find_references(self.rules[number].text))
        grandparent = numbers.parent_of(parent) if parent else None
        uncles = self.children.get(grandparent, []) if grandparent else []
        cousins = [n for p in uncles if p != parent for n in self.children.get(p, [])]
        if not cousins and grandparent is None:  # a rule like 702.19: other rules of 702
            cousins = [n for n in self.children.get(number[:3], []) if n != number]

        def fit(n: str) -> bool:
            rule = self.rules[n]
            return (
                n not in related
                and number not in numbers.find_references(rule.text)
                and len(rule.text) >= 30  # a bare heading says nothing to choose by
            )

        siblings = [n for n in self.children.get(parent, []) if fit(n)]
        return siblings, [n for n in cousins if fit(n) and n not in siblings]

    # -- one question -----------------------------------------------------------------------
    def build(self, subject: str, level: Level, rng: random.Random) -> Draft:
        rule, example = self._example(subject)
        cloze = cloze_of(example)
        if cloze is not None:
            return self._outcome(rule, example, cloze, rng)
        return self._which_rule(rule, example, rng)

    def _quote_label(self) -> str:
        when = short_date(self.corpus.editions[self.edition])
        return f"Reglas Completas en vigor, texto en inglés del {when} ({self.edition})"

    def _explanation(self, rule: Rule, example: str, lead: str) -> str:
        return (
            f"{lead}\n\nRegla {rule.id} ({self._quote_label()}): «{rule.text}»\n\n"
            f"El ejemplo completo: «{example.removeprefix('Example:').strip()}»"
        )

    def _outcome(self, rule: Rule, example: str, cloze: Cloze, rng: random.Random) -> Draft:
        # The answer's rank among the values is drawn (generator.spread): never the middle.
        wrong = spread(
            cloze.answer, (n for n in _numeric_candidates(cloze) if 0 <= n != cloze.answer), rng
        )
        options, correct = arrange(str(cloze.answer), [str(n) for n in wrong], rng)
        return Draft(
            prompt=(
                f"Un ejemplo de las {self._quote_label()}, con un número oculto:\n"
                f"«{cloze.text}»\n¿Qué número va en el hueco, según las reglas?"
            ),
            options=options,
            correct=correct,
            explanation=self._explanation(
                rule, example, f"Respuesta: {cloze.answer}. Lo decide la regla {rule.id}."
            ),
            citations=[Citation(kind=Kind.RULE, id=rule.id, edition=self.edition)],
            language=Language.EN,
        )

    def _option(self, number: str) -> str:
        """The rule's number and its first sentence, whole (the question may cut it)."""
        kept = self._options.get(number)
        if kept is None:
            first = _SENTENCE_END.split(" ".join(self.rules[number].text.split()))[0]
            kept = self._options[number] = f"{number}: {first}"
        return kept

    @staticmethod
    def _cut(answer: str, chosen: list[str], rng: random.Random) -> tuple[str, list[str]] | None:
        """The answer and the distractors, all cut to a drawn length rank; None when the
        texts cannot be cut that way. A rank they cannot take (one would be cut to a stub)
        gives way to another, drawn again: rare enough not to tilt the ranks."""
        ranks = list(range(MAX_OPTIONS))
        rng.shuffle(ranks)
        for rank in ranks:
            try:
                return fit_rank(answer, chosen, rank, limit=OPTION_LIMIT)
            except NoQuestion:
                continue
        return None

    def _shown(
        self, answer: str, candidates: list[str], rng: random.Random
    ) -> tuple[str, list[str]]:
        """The answer and three distractors as shown. Length must not point at the rule:
        either every option is cut to a drawn length rank (long sentences), or none is and
        the rank is drawn among those the texts allow."""
        long = [c for c in candidates if len(c) >= CUT_FROM]
        chosen = pick_distractors(answer, long)
        cut = None
        if len(answer) >= CUT_FROM and len(chosen) == MAX_OPTIONS - 1:
            cut = self._cut(answer, chosen, rng)
        if cut is not None:
            return cut
        whole = [c for c in candidates if len(c) <= OPTION_LIMIT]
        if len(answer) > OPTION_LIMIT:
            raise NoQuestion(f"{answer[:12]}: too few long neighbours to cut with it")
        return answer, spread(answer, pick_distractors(answer, whole, want=12), rng, key=len)

    def _which_rule(self, rule: Rule, example: str, rng: random.Random) -> Draft:
        full = self._option(rule.id)
        siblings, rest = (list(group) for group in self._confusable(rule.id))
        rng.shuffle(siblings)  # the closest stay first, in an order of their own per question
        rng.shuffle(rest)
        candidates = [self._option(n) for n in [*siblings, *rest]]
        # How alike the answer is to the other options is drawn too: the rule an example
        # illustrates is often the special case among its siblings, the option least like the
        # rest. A few draws of the closest neighbours look for one with the drawn likeness
        # rank; the first draw stays when none has it.
        target = rng.randrange(MAX_OPTIONS)
        answer, wrong = self._shown(full, candidates, rng)
        near, far = candidates[:NEAR], candidates[NEAR:]
        draws = 0
        while likeness_rank(answer, wrong) != target and draws < LIKENESS_DRAWS:
            draws += 1
            tried = self._shown(full, rng.sample(near, len(near)) + far, rng)
            if likeness_rank(*tried) == target:
                answer, wrong = tried
        options, correct = arrange(answer, wrong, rng)
        body = example.removeprefix("Example:").strip()
        return Draft(
            prompt=(
                f"Un ejemplo de las {self._quote_label()}:\n«{body}»\n"
                "Las opciones citan el comienzo de cada regla, en inglés. "
                "¿Qué regla en vigor ilustra este ejemplo, la que decide el caso?"
            ),
            options=options,
            correct=correct,
            explanation=self._explanation(
                rule, example, f"Respuesta: la regla {rule.id}, que el ejemplo ilustra."
            ),
            citations=[Citation(kind=Kind.RULE, id=rule.id, edition=self.edition)],
            language=Language.EN,
        )
