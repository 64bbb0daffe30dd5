"""Checks every quiz test applies to a question (imported by the test modules)."""

from __future__ import annotations

from bot.quiz import Question
from bot.quiz.models import option_key
from index.corpus import Corpus
from index.models import Kind


def resolves(corpus: Corpus, kind: Kind, record_id: str, edition: str) -> bool:
    if kind is Kind.RULE:
        return corpus.rule(record_id, edition) is not None
    return f"{edition}:{kind.value}:{record_id}" in corpus.by_uid


def assert_valid(question: Question, corpus: Corpus) -> None:
    assert 3 <= len(question.options) <= 4, question.id
    keys = [option_key(o) for o in question.options]
    assert len(set(keys)) == len(keys), question.options
    if question.select_all:  # every true option is one of the options, and not all are
        assert 0 < len(question.select_all) < len(question.options), question.id
        assert question.answer == "; ".join(question.options[i] for i in question.select_all)
    else:
        assert sum(k == option_key(question.answer) for k in keys) == 1
    assert 0 <= question.correct < len(question.options)
    assert question.prompt.strip() and question.explanation.strip()
    assert question.citations, question.id
    for c in question.citations:
        assert resolves(corpus, c.kind, c.id, c.edition), (question.id, c)
