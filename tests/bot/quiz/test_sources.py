"""Every explanation says which text it quotes (issue 12, item 6): the English rules in force,
or a Spanish text (a translation that still holds, the judge material) with its edition."""

from __future__ import annotations

from bot.quiz import Question
from index.corpus import Corpus

# Generators that quote no text of their own: the engine questions list their reasons.
QUOTES_NOTHING = {"motor"}


def test_every_explanation_names_the_text_it_quotes(generated: list[Question], corpus: Corpus):
    editions = {e.id for e in corpus.editions.values()}
    unnamed = [
        q.id
        for q in generated
        if q.generator not in QUOTES_NOTHING
        and not (
            ("inglés" in q.explanation or "español" in q.explanation)
            and any(f"[{e}]" in q.explanation or f"({e})" in q.explanation for e in editions)
        )
    ]
    assert not unnamed, unnamed[:5]


def test_scenario_explanations_cite_the_rules_in_force(generated: list[Question], corpus):
    current = corpus.current_edition
    for q in generated:
        if q.generator == "escenario":
            assert f"[{current.id}]" in q.explanation
            assert all(c.edition == current.id for c in q.citations)
