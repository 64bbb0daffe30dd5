"""Keyword questions: readable prompts, levels that differ, and the keywords of the rules in
force (issue 12, items 2 and 3)."""

from __future__ import annotations

import re

from bot.quiz import Level, QuestionBank
from bot.quiz.blanks import BLANK
from bot.quiz.keyword_questions import MAX_BLANKS
from bot.quiz.keyword_rules import MAX_BLANKS as RULE_MAX_BLANKS
from index.corpus import Corpus
from index.fold import fold
from index.lookups.names import SPANISH_TEXT_EDITIONS, NameLookup


def _body(prompt: str) -> str:
    return prompt.split("\n\n", 1)[1]


def test_spanish_keyword_prompts_have_few_blanks_and_no_variant(bank: QuestionBank):
    gen = bank.generators["palabraclave"]
    for level in Level:
        for subject in gen.subjects(level):
            q = bank.build("palabraclave", subject, level)
            body = _body(q.prompt)
            assert body.count(BLANK) <= MAX_BLANKS, (subject, level, body)
            assert "variante de ____" not in body, body
            assert not re.search(r"coste de ____ es un coste de ____", body), body


def test_basic_and_intermediate_keyword_questions_differ(bank: QuestionBank):
    gen = bank.generators["palabraclave"]
    differ = sum(
        _body(bank.build("palabraclave", s, Level.BASICO).prompt)
        != _body(bank.build("palabraclave", s, Level.INTERMEDIO).prompt)
        for s in gen.subjects(Level.BASICO)
    )
    assert differ >= 0.8 * len(gen.subjects(Level.BASICO))


def test_the_rules_in_force_add_their_keywords(bank: QuestionBank, corpus: Corpus):
    gen = bank.generators["palabraclave-regla"]
    spanish = bank.generators["palabraclave"]
    advanced = gen.subjects(Level.AVANZADO)
    assert len(advanced) >= 4 * len(spanish.subjects(Level.BASICO))  # 47 keywords were too few
    assert not gen.subjects(Level.BASICO)
    # Intermediate: the evergreen keyword abilities only (702.2 … 702.21).
    assert {int(s.split(".")[1]) for s in gen.subjects(Level.INTERMEDIO)} <= set(range(2, 22))
    edition = corpus.current_edition.id
    lookup = NameLookup(corpus)
    spanish_asked = 0
    for subject in advanced[::7]:
        q = bank.build("palabraclave-regla", subject, Level.AVANZADO)
        rule = corpus.rule(subject, edition)
        assert rule is not None
        body = _body(q.prompt)
        assert 1 <= body.count(BLANK) <= RULE_MAX_BLANKS, body
        assert fold(rule.title) not in fold(body.replace(BLANK, " ")), body
        same_section = [
            n for n in corpus.rule_numbers if n.startswith(subject[:4]) and n.count(".") == 1
        ]
        if q.language == "es":
            # The same Spanish text /palabraclave shows first, the Spanish names as options.
            said = lookup.spanish_hit(subject)
            assert said is not None and q.answer == lookup.spanish_name(subject)
            visible = [p for p in body.strip("«»").split(BLANK) if len(p.strip(" .()")) > 20]
            assert visible and all(p in said.text for p in visible), (subject, body)
            assert said.edition_label.split(" · ")[0] in q.explanation
            assert rule.title in q.explanation and subject in q.explanation
            names = {lookup.spanish_name(n) for n in same_section}
            spanish_asked += 1
        else:
            assert q.answer == rule.title
            assert "inglés" in q.prompt and "inglés" in q.explanation
            names = {r.title for n in same_section if (r := corpus.rule(n, edition)) and r.title}
        assert set(q.options) <= names  # every option is a keyword of the same section
        assert all(c.edition == edition for c in q.citations)
    # Most keywords are asked in Spanish, with the text the bot answers with.
    assert spanish_asked >= 0.9 * len(advanced[::7])


def test_the_2016_judge_page_is_asked_once(bank: QuestionBank, corpus: Corpus):
    """A keyword whose Spanish text is the judge page is asked by «palabraclave» only; the
    rules-in-force generator asks the other Spanish texts (a card's reminder, Juez's)."""
    rules = bank.generators["palabraclave-regla"]
    lookup = NameLookup(corpus)
    judge_pages = 0
    for number in rules.subjects(Level.AVANZADO):
        said = lookup.spanish_hit(number)
        assert said is None or said.edition in SPANISH_TEXT_EDITIONS, number
    for number, reason in rules.exclusions().items():
        said = lookup.spanish_hit(number)
        if said is not None and said.edition not in SPANISH_TEXT_EDITIONS:
            judge_pages += 1
            assert "palabraclave" in reason
    assert judge_pages > 0
