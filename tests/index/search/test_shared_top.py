"""The first places shared among rule families (index.search.rankings.families): a named card's
keyword lifts its rule and every subrule together, and they must not take all three places a
judge reads first when the question asks something else."""

from __future__ import annotations

from index.search.rankings.families import PER_FAMILY, TOP, family, shared_top


def _ranked(corpus, *numbers):
    current = corpus.current_edition.id
    records = [corpus.rule(n, current) for n in numbers]
    assert all(r is not None for r in records), numbers
    return [(1.0 - i / 10, r) for i, r in enumerate(records)]


def _ids(ranked):
    return [r.id for _, r in ranked]


def test_a_rules_subrules_are_one_family_and_a_section_is_none(corpus):
    current = corpus.current_edition.id
    number = lambda record: record.id  # noqa: E731
    assert family(corpus.rule("702.85b", current), number) == "702.85"
    assert family(corpus.rule("702.85", current), number) == "702.85"
    assert family(corpus.rule("702", current), number) is None


def test_the_third_place_goes_to_the_best_rule_of_another_family(corpus):
    ranked = _ranked(corpus, "702.85", "702.85a", "702.85b", "702.85c", "107.3b", "702.10")
    out = _ids(shared_top(ranked, lambda record: record.id))
    assert out[:TOP] == ["702.85", "702.85a", "107.3b"]
    assert sorted(out) == sorted(_ids(ranked))  # nothing lost, only moved
    assert out[TOP:] == ["702.85b", "702.85c", "702.10"]


def test_a_ranking_of_several_families_is_left_as_it_is(corpus):
    ranked = _ranked(corpus, "702.85a", "107.3b", "702.85b", "702.85c", "702.10")
    assert _ids(shared_top(ranked, lambda record: record.id)) == _ids(ranked)


def test_one_family_alone_keeps_its_order(corpus):
    ranked = _ranked(corpus, "702.85", "702.85a", "702.85b")
    assert _ids(shared_top(ranked, lambda record: record.id)) == _ids(ranked)


def test_a_question_about_a_cards_spell_does_not_read_the_cards_keyword_three_times(library):
    found = library.search("Bloodbraid Elf me cascadea a un Fireball, cuanto vale la X?")
    assert found.cards and found.cards[0].name == "Bloodbraid Elf"
    top = [h.current_id or h.id for h in found.results[:TOP]]
    assert any(n.startswith("702.85") for n in top)  # the card's own rule still leads
    assert sum(1 for n in top if n.startswith("702.85")) <= PER_FAMILY


def test_only_a_rule_moves_up_never_a_class_section(corpus):
    from index.models import Kind

    section = next(r for r in corpus.records if r.kind is Kind.CLASS)
    ranked = _ranked(corpus, "702.66", "702.66a", "702.66b")
    ranked.append((0.5, section))
    ranked += _ranked(corpus, "406.1")
    out = [r.id for _, r in shared_top(ranked, lambda record: record.id)]
    assert out[:TOP] == ["702.66", "702.66a", "406.1"]
    assert out[TOP:] == ["702.66b", section.id]
