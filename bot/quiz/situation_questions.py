"""Situation questions: real cards on a board, a multi-step play, one rule deciding.

The templates (bot.quiz.situations) compute the answer from the cards' data and give every
option its reason; this generator shows the cards (both names, the Oracle text quoted as the
rules text in force), shuffles the options and writes the explanation: why the key is right,
then, for each wrong option, the misreading it stands for.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace

from bot.quiz.generator import Generator, arrange, spread
from bot.quiz.giveaways import values
from bot.quiz.models import Citation, Draft, option_key
from bot.quiz.situations.cards import SituationCards
from bot.quiz.situations.model import Choice, Situation, level_rank
from bot.quiz.situations.templates import BY_NAME, CARD_NAMES, TEMPLATES
from bot.quiz.topics import Level, Topic
from index.corpus import Corpus
from index.models import Kind, Language

BOARDS = 8  # boards (cards and numbers) per template and level


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
            f"{t.name}#{board}"
            for t in TEMPLATES
            if level_rank(t.from_level) <= level_rank(level)
            for board in range(BOARDS)
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

    def build(self, subject: str, level: Level, rng: random.Random) -> Draft:
        sit = self.situation(subject, level, rng)
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
    third answer): when they are values (P/T, counts, mana), ``spread`` picks them so the
    key's rank among the options is uniform; otherwise a random three of them, so the key is
    not always the central or the odd option (bot.quiz.giveaways)."""
    unique: dict[str, Choice] = {}
    for w in sit.wrong:  # two misreadings may land on one value: the first one's reason
        if option_key(w.text) != option_key(sit.key.text):
            unique.setdefault(option_key(w.text), w)
    sit = replace(sit, wrong=tuple(unique.values()))
    texts = [sit.key.text, *(w.text for w in sit.wrong)]
    ordered = values(texts)
    if ordered is not None:
        rank = dict(zip(texts, ordered, strict=True))
        want = min(3, len(texts) - 1)
        chosen = spread(sit.key.text, texts[1:], rng, key=rank.__getitem__, want=want)
        return tuple(w for w in sit.wrong if w.text in chosen)
    wrong = list(sit.wrong)
    rng.shuffle(wrong)
    return tuple(wrong[:3])


def prompt(sit: Situation) -> str:
    cards = "\n".join(card.line() for card in sit.cards)
    return f"{sit.setting}\n{sit.ask}\n\nCartas:\n{cards}"


def explanation(sit: Situation, edition: str) -> str:
    lines = [f"Respuesta: {sit.key.text}", sit.key.why, "", "Por qué no las otras:"]
    lines += [f"- «{w.text}»: {w.why}" for w in sit.wrong]
    lines += ["", f"Reglas citadas: las Reglas Completas vigentes, en inglés [{edition}]."]
    return "\n".join(lines)
