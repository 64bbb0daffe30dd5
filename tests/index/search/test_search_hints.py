"""Search hints: rules words a question is about without saying them (the keywords of a card it
names, bot.cards.hints) rank the rules they name higher, and only those."""

QUESTION = "Si bloqueo a esa criatura con una 1/1, ¿cuánto daño recibo?"


def _rank(result, prefix: str) -> int:
    """Where the first rule under ``prefix`` stands (past the end when absent)."""
    ids = [h.id for h in result.results]
    return next((i for i, rule in enumerate(ids) if _under(rule, prefix)), len(ids))


def _under(rule: str, prefix: str) -> bool:
    """702.2c is under 702.2; 702.22k (banding) is not."""
    return rule.startswith(prefix) and not rule[len(prefix) :][:1].isdigit()


def _count(result, prefix: str) -> int:
    return sum(_under(h.id, prefix) for h in result.results)


def test_a_cards_keywords_rank_their_rules_higher(library):
    without = library.search(QUESTION, cards=False)
    hinted = library.search(QUESTION, hints={"trample": 1.0, "deathtouch": 1.0}, cards=False)
    assert _rank(hinted, "702.19") < _rank(without, "702.19")
    assert _rank(hinted, "702.2") < _rank(without, "702.2")
    assert _rank(hinted, "702.19") < len(hinted.results) and _rank(hinted, "702.2") < len(
        hinted.results
    )
    # The question still counts: blocking and combat damage stay among the answers.
    assert any(h.id.startswith(("509", "510")) for h in hinted.results)


def test_a_plain_list_of_hints_weighs_each_in_full(library):
    as_list = library.search(QUESTION, hints=["trample"])
    as_map = library.search(QUESTION, hints={"trample": 1.0})
    assert [h.id for h in as_list.results] == [h.id for h in as_map.results]


def test_a_weaker_hint_moves_its_rules_less(library):
    strong = library.search(QUESTION, hints={"trample": 1.0})
    weak = library.search(QUESTION, hints={"trample": 0.1})
    assert (
        _count(strong, "702.19")
        > _count(weak, "702.19")
        >= _count(library.search(QUESTION), "702.19")
    )


def test_hints_that_name_no_rule_change_nothing(library):
    plain = library.search(QUESTION)
    for hints in (["zzzz qqqq"], [""], {"landfall": 1.0}):  # an ability word names no rule
        assert [h.id for h in library.search(QUESTION, hints=hints).results] == [
            h.id for h in plain.results
        ]


def test_a_question_about_a_card_is_a_rules_question(library):
    # Only a card's name: no game word of its own, which alone reads as off topic.
    alone = library.search("¿Qué hace Colossal Dreadmaw?", cards=False)
    hinted = library.search("¿Qué hace Colossal Dreadmaw?", hints={"trample": 1.0}, cards=False)
    assert not alone.results
    assert hinted.results and hinted.results[0].id.startswith("702.19")
    # Offline, the bundled card data says what the card does: the same answer, unaided.
    known = library.search("¿Qué hace Colossal Dreadmaw?")
    assert known.results and known.results[0].id.startswith("702.19")
    assert [c.name for c in known.cards] == ["Colossal Dreadmaw"]


def test_hints_respect_the_source(library):
    # Glossary only: the rules a hint names are not in it, and the answer stays the glossary's.
    hinted = library.search("bloquear", source="glosario", hints={"trample": 1.0})
    assert hinted.results and all(h.kind.value == "glossary" for h in hinted.results)
