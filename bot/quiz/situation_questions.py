"""Situation questions: real cards on a board, a multi-step play, one rule deciding.

The templates (bot.quiz.situations) compute the answer from the cards' data and give every
option its reason; this generator shows the cards (both names, the Oracle text quoted as the
rules text in force), shuffles the options and writes the explanation: why the key is right,
then, for each wrong option, the misreading it stands for.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import replace

from bot.quiz.generator import Generator, arrange, far_numbers, spread
from bot.quiz.giveaways import values
from bot.quiz.models import Citation, Draft, option_key
from bot.quiz.situations.cards import SituationCards
from bot.quiz.situations.model import Choice, Situation
from bot.quiz.situations.templates import BY_NAME, CARD_NAMES, TEMPLATES
from bot.quiz.topics import Level, Topic
from index.corpus import Corpus
from index.models import Kind, Language

# Subjects per template and level: each is a fixed board for the tests and the strata; a
# question draws its board from its key (SituationQuestions.board).
BOARDS = 16


class SituationQuestions(Generator):
    name = "situacion"
    topic = Topic.ESCENARIOS
    application = True

    def __init__(self, corpus: Corpus, cards: SituationCards | None = None) -> None:
        self.edition = corpus.current_edition.id
        self.cards = cards or SituationCards(CARD_NAMES)
        self._strata: dict[Level, dict[str, str]] = {}

    def subjects(self, level: Level) -> Sequence[str]:
        """'niebla#3': a template and one of its boards. A subject is one board (its cards
        and numbers), so a player's recent subjects are boards they have seen, not whole
        templates (bot.quiz.bank.fresh_seed)."""
        return [
            f"{t.name}#{board}" for t in TEMPLATES if t.asked_at(level) for board in range(BOARDS)
        ]

    def strata(self, level: Level) -> Mapping[str, str]:
        """Each board's area: the situation's own (a template may ask another area on some
        boards: an Aura of control leaving with its owner is multiplayer). Built once per
        level: a board depends on its subject and level only."""
        strata = self._strata.get(level)
        if strata is None:
            strata = {
                s: self.situation(s, level, random.Random(0)).area.value
                for s in self.subjects(level)
            }
            self._strata[level] = strata
        return strata

    def situation(self, subject: str, level: Level, rng: random.Random) -> Situation:
        """The situation of a subject; a bare template name draws its board from ``rng``."""
        name, sep, _ = subject.partition("#")
        board = random.Random(f"situacion:{subject}:{level.value}") if sep else rng
        return BY_NAME[name].build(self.cards, level, board)

    def board(self, subject: str, level: Level, rng: random.Random) -> Situation:
        """The situation a question key asks: its template's board drawn from the key's own
        ``rng``, so each seed gives new cards and numbers (a subject's fixed board would come
        back every time a random seed drew that subject again)."""
        return BY_NAME[subject.partition("#")[0]].build(self.cards, level, rng)

    def build(self, subject: str, level: Level, rng: random.Random) -> Draft:
        sit = self.board(subject, level, rng)
        wrong = fair_wrong(sit, rng)
        sit = replace(sit, wrong=wrong)
        options, correct = arrange(sit.key.text, [w.text for w in wrong], rng)
        return Draft(
            prompt=prompt(sit),
            options=options,
            correct=correct,
            explanation=explanation(sit, self.edition),
            citations=[Citation(kind=Kind.RULE, id=r, edition=self.edition) for r in sit.rules],
            language=Language.ES,
            area=sit.area.value,
            difficulty=sit.difficulty,
        )


def fair_wrong(sit: Situation, rng: random.Random) -> tuple[Choice, ...]:
    """The wrong options shown, three when the situation has three (two only when it has no
    third answer; a number always has more): when they are values (P/T, counts, mana) or one
    sentence with different numbers ("Tu rival queda con 4 vidas."), ``spread`` picks them so
    the key's rank among the options is uniform, misreadings first and ``fillers`` where a
    side has too few; otherwise a random three of them, so the key is not always the central
    or the odd option (bot.quiz.giveaways). Two options equal before their reason are one
    answer: the first one's reason stays."""
    unique: dict[str, Choice] = {}
    for w in sit.wrong:  # two misreadings may land on one answer: the first one's reason
        if head(w.text) != head(sit.key.text):
            unique.setdefault(head(w.text), w)
    wrong = list(unique.values())
    texts = [sit.key.text, *(w.text for w in wrong)]
    order = _numbers_order(texts)
    if order is not None:
        # Misreadings mostly fall on both sides of the key, which would then sit in the
        # middle: values no reading gives, on both sides, let its rank be drawn uniformly.
        extra = fillers(sit.key.text, texts, rng)
        by_text = {w.text: w for w in (*wrong, *extra)}
        texts += [w.text for w in extra]
        rank = dict(zip(texts, _numbers_order(texts) or [], strict=True))
        chosen = spread(sit.key.text, texts[1:], rng, key=rank.__getitem__, want=3)
        return tuple(by_text[t] for t in chosen)
    rng.shuffle(wrong)
    return tuple(wrong[:3])


def head(option: str) -> str:
    """An option before its reason ("Muere: la pila…" → "muere"), as a player tells options
    apart; a colon before a value alone ("tierras jugadas: 1") introduces no reason."""
    answer, _, reason = option.partition(": ")
    return option_key(answer if len(reason.split()) >= REASON_WORDS else option)


REASON_WORDS = 3


_NUMBER = re.compile(r"\d+")
FILLER_REACH = 4
_ONE_PLURAL = re.compile(r"(?<![\d/])1 \w+s\b")
_ONE_SINGULAR = re.compile(r"(?<![\d/-])1 (?!de\b)\w*[^\Ws]\b")


def _numbers_order(texts: Sequence[str]) -> list[tuple[int, ...]] | None:
    """The options as ordered values: values (bot.quiz.giveaways.values), or the numbers of
    one sentence that only its numbers tell apart; None for any other options."""
    ordered = values(texts)
    if ordered is not None:
        return ordered
    if len({_NUMBER.sub("#", t) for t in texts}) != 1 or not _NUMBER.search(texts[0]):
        return None
    return [tuple(int(n) for n in _NUMBER.findall(t)) for t in texts]


def _shift(text: str, by: int) -> str:
    return _NUMBER.sub(lambda m: str(int(m[0]) + by), text)


def fillers(key: str, taken: Sequence[str], rng: random.Random) -> list[Choice]:
    """Values beside a numeric key that no reading of the situation gives, up to three on
    each side: the key's numbers shifted by one random amount ("3/3" → "5/5", "9 de maná" →
    "7 de maná", "Tu rival queda con 4 vidas." → "… con 6 vidas."), never below zero."""
    if _ONE_SINGULAR.search(key):  # "1 vida": shifted, the singular would not fit
        return []
    sentence = values([key]) is None  # numbers inside a sentence: every one shifts
    first, _, rest = key.partition(" ")
    shifting = key if sentence else first
    numbers = [int(n) for n in _NUMBER.findall(shifting)]
    seen = {head(t) for t in taken}
    below: list[Choice] = []
    above: list[Choice] = []
    for d in far_numbers(0, rng, reach=FILLER_REACH):
        if min(numbers) + d < 0:
            continue
        shifted = _shift(shifting, d)
        text = shifted if sentence else f"{shifted} {rest}".strip()
        if _ONE_PLURAL.search(text):  # "1 vidas": the key's plural would not fit
            continue
        side = below if d < 0 else above
        if head(text) in seen or len(side) >= 3:
            continue
        seen.add(head(text))
        side.append(
            Choice(
                text,
                "Ninguna lectura de la situación da este valor; la cuenta correcta es la de "
                f"la respuesta: {key}",
            )
        )
    return below + above


def prompt(sit: Situation) -> str:
    cards = "\n".join(card.line() for card in sit.cards)
    return f"{sit.setting}\n{sit.ask}\n\nCartas:\n{cards}"


def explanation(sit: Situation, edition: str) -> str:
    lines = [f"Respuesta: {sit.key.text}", sit.key.why, "", "Por qué no las otras:"]
    lines += [f"- «{w.text}»: {w.why}" for w in sit.wrong]
    lines += ["", f"Reglas citadas: las Reglas Completas vigentes, en inglés [{edition}]."]
    return "\n".join(lines)
