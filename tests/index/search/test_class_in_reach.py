"""A judge-class section stays in reach of a Spanish question (index.search.fusion.
native_in_reach) when the words as typed meet it nearly as well as the best text, not only
when it is the best, and only when the question meets its title."""

from __future__ import annotations

from index.models import ClassSection, Rule
from index.search import fusion
from index.search.identity import record_key

DEFINITION = "class-2-es/permanentes-definicion-y-caracteristicas"


def _ids(result) -> list[str]:
    return [hit.id for hit in result.results]


def test_a_section_close_behind_the_spanish_rule_that_says_the_same_is_in_the_top_three(
    library,
):
    # The 2019 texts of 110.2 match the words as typed a little better than the class's
    # definition of a permanent; before, only the best text was kept in reach.
    result = library.search(
        "¿cuál es la diferencia entre el propietario y el controlador de un permanente?"
    )
    assert DEFINITION in _ids(result)[:3]


def test_a_section_met_only_in_its_body_is_not_kept(library):
    # "deja de ser criatura" meets the definition of a permanent ("dejan de ser permanentes")
    # but not its title: the rules of the aura answer.
    result = library.search("se me cae el Pacifism si la criatura encantada deja de ser criatura?")
    assert not any(hit_id.startswith("class-") for hit_id in _ids(result)[:3])


def _records(corpus) -> tuple[Rule, ClassSection, list[Rule]]:
    spanish = [r for r in corpus.records if isinstance(r, Rule) and r.language.value == "es"]
    section = next(r for r in corpus.class_sections if r.id == DEFINITION)
    english = [
        r
        for r in corpus.records
        if isinstance(r, Rule) and r.edition == corpus.current_edition.id and r.text
    ][:5]
    return spanish[0], section, english


def test_within_the_share_a_titled_section_is_moved_up_and_an_untitled_one_is_not(corpus):
    rule, section, english = _records(corpus)

    def key(record):
        return record_key(record, corpus.current_edition.id, None)

    native = [(1.0, rule), (fusion.CLASS_SHARE + 0.01, section)]
    ranked = [(5.0 - i, r) for i, r in enumerate(english)] + [(0.3, section)]
    moved = fusion.native_in_reach(ranked, native, "es", key, (), lambda s: True)
    assert [r.id for _, r in moved].index(section.id) == fusion.NATIVE_PLACE
    kept = fusion.native_in_reach(ranked, native, "es", key, (), lambda s: False)
    assert kept == ranked
    far = [(1.0, rule), (fusion.CLASS_SHARE - 0.01, section)]
    assert fusion.native_in_reach(ranked, far, "es", key, (), lambda s: True) == ranked


def test_the_best_text_as_typed_is_kept_whether_or_not_its_title_is_met(corpus):
    rule, section, english = _records(corpus)

    def key(record):
        return record_key(record, corpus.current_edition.id, None)

    native = [(1.0, section), (0.5, rule)]
    ranked = [(5.0 - i, r) for i, r in enumerate(english)] + [(0.3, section)]
    moved = fusion.native_in_reach(ranked, native, "es", key, (), lambda s: False)
    assert [r.id for _, r in moved].index(section.id) == fusion.NATIVE_PLACE


def test_a_question_about_named_cards_does_not_lift_a_class_section(corpus):
    # Issue 48: a class section explains a zone in general; in a question about what named
    # cards do it keeps its fused place, neither lifted into the top three nor put first.
    rule, section, english = _records(corpus)

    def key(record):
        return record_key(record, corpus.current_edition.id, None)

    native = [(1.0, section), (0.2, rule)]
    ranked = [(5.0 - i, r) for i, r in enumerate(english)] + [(0.3, section)]
    assert fusion.native_in_reach(ranked, native, "es", key, (), None, about_cards=True) == ranked
    lifted = fusion.native_in_reach(ranked, native, "es", key, (), None, about_cards=False)
    assert [r.id for _, r in lifted].index(section.id) == fusion.NATIVE_PLACE
    first = fusion.clear_winner_first(ranked, native, "es", 1.5, key)
    assert first[0][1].id == section.id
    assert fusion.clear_winner_first(ranked, native, "es", 1.5, key, about_cards=True) == ranked


def test_a_card_question_sharing_a_zone_word_with_a_section_title_keeps_the_cards_rules(library):
    # "exiliar" meets the section "6 – Exilio" by its title word; Treasure Cruise's delve
    # (702.66) answers. Before, the section came first.
    question = "Delve con Treasure Cruise: puedo exiliar mas cartas de las necesarias?"
    result = library.search(question)
    top = _ids(result)[:3]
    assert not any(hit_id.startswith("class-") for hit_id in top)
    assert any(hit_id.startswith("702.66") for hit_id in top)
    # The same zone asked about without a card still finds its section.
    asked = library.search("¿puedo mirar en qué orden están las cartas de mi biblioteca?")
    assert "class-2-es/1-biblioteca" in _ids(asked)[:3]
    # A situation told without a card points to rules too (an empty library): no card is
    # named, so the section is kept in reach as before.
    told = library.search("qué pasa si robo sin cartas en la biblioteca")
    assert "class-2-es/1-biblioteca" in _ids(told)[:3]
