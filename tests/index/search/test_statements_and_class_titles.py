"""The statement ranking (a rule restated meets its title and first sentence) and the
class-title ranking (the one judge-class section a question names by its title)."""

from __future__ import annotations

from index.models import ClassSection, Rule
from index.search.class_titles import ClassTitles, source_allows
from index.search.kept import first_sentence
from index.search.schema import english_analyzer
from index.search.statements import Statements


def test_a_sentence_ends_at_a_stop_before_a_capital_not_inside_a_rule_number():
    text = "See rule 704.5f for more. Then it ends."
    assert first_sentence(text) == "See rule 704.5f for more."


def test_a_rules_own_statement_finds_it_first(corpus):
    current = corpus.current_edition.id
    rules = [r for r in corpus.records if isinstance(r, Rule) and r.edition == current]
    statements = Statements(rules)
    rule = next(r for r in rules if r.id == "704.5f")
    terms = {t.text: 1.0 for t in english_analyzer()(first_sentence(rule.text))}
    ranked = statements.ranking(terms)
    assert ranked[0][1].id == rule.id
    assert ranked[0][0] == 1.0 and all(score <= 1.0 for score, _ in ranked)


def test_terms_no_statement_holds_rank_nothing(corpus):
    current = corpus.current_edition.id
    rules = [r for r in corpus.records if isinstance(r, Rule) and r.edition == current]
    assert Statements(rules).ranking({"zzzqqq": 1.0}) == []


def _titles(library) -> ClassTitles:
    return library.full_text.class_titles


def _section(corpus, child: bool) -> ClassSection:
    """A section with text under a heading (child) or a heading of such a section."""
    sections = [r for r in corpus.records if isinstance(r, ClassSection)]
    with_parent = next(s for s in sections if s.parent and len(s.text.split()) >= 10)
    if child:
        return with_parent
    return next(s for s in sections if s.id == with_parent.parent)


def test_a_section_named_with_its_heading_is_the_one_asked(library, corpus):
    part, heading = _section(corpus, True), _section(corpus, False)
    words = f"{part.title} {heading.title}".lower().split()
    ranked = _titles(library).ranking(words, source_allows(None))
    assert [r.id for _, r in ranked] == [part.id]


def test_two_unrelated_sections_named_rank_neither(library, corpus):
    sections = [
        r
        for r in corpus.records
        if isinstance(r, ClassSection) and r.parent and len(r.text.split()) >= 10
    ]
    a = sections[0]
    b = next(s for s in sections if s.parent != a.id and a.parent != s.id and s.id != a.id)
    words = f"{a.title} {b.title}".lower().split()
    assert _titles(library).ranking(words, source_allows(None)) == []


def test_a_source_of_rules_keeps_no_class_section(library, corpus):
    part = _section(corpus, True)
    assert _titles(library).ranking(part.title.lower().split(), source_allows("reglas")) == []
