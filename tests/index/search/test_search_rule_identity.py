"""Rankings are fused by the rule a text stands for, not by the number it prints: about 40 % of
the 2019 numbers now hold another rule (index.search.identity, FullText.key)."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.evaluate import Query  # noqa: E402

SPANISH = "es-2019-10-04"


def test_a_renumbered_spanish_rule_stands_for_its_rule_in_force(library):
    full_text = library.full_text
    mulligan = library.corpus.rule("103.4", SPANISH)  # "hoy es la 103.5 y dice lo mismo"
    assert mulligan is not None
    assert full_text.key(mulligan) == ("rule", "103.5")


def test_a_number_that_now_holds_another_rule_is_not_merged_with_it(library):
    full_text = library.full_text
    current = library.corpus.current_edition.id
    # A Spanish rule whose 2019 number is, in force, a different rule (the alignment says
    # where its text went, or that it is gone).
    moved = [
        r
        for r in library.corpus.records
        if r.edition == SPANISH
        and r.kind.value == "rule"
        and library.corpus.rule(r.id, current) is not None
        and full_text.key(r) != ("rule", r.id)
    ]
    assert moved, "the 2019 translation has renumbered rules"
    for rule in moved[:20]:
        kind, number = full_text.key(rule)
        assert number != rule.id
        in_force = library.alignment.current_id(SPANISH, rule.id)
        assert number == in_force or number.startswith(SPANISH)


def test_rules_in_force_and_other_records_keep_their_own_id(library):
    full_text = library.full_text
    current = library.corpus.current_edition.id
    assert full_text.key(library.corpus.rule("704.5g", current)) == ("rule", "704.5g")
    keyword = library.corpus.keywords[0]
    assert full_text.key(keyword) == ("keyword", keyword.id)


def test_the_evaluation_accepts_an_older_text_by_its_rule_in_force():
    q = Query("preguntas", "¿quién juega primero?", ("103.5",))
    assert q.accepts("103.4", SPANISH, in_force="103.5")  # the same rule, numbered in 2019
    assert not q.accepts("103.5", SPANISH, in_force="103.6")  # the number only
    pinned = Query("es", "¿quién decide quién juega primero?", ("103.2@2019",))
    assert pinned.accepts("103.2", SPANISH, in_force="103.1")  # a number of that edition


def test_a_renumbered_spanish_rule_takes_the_card_bonus_of_its_rule_in_force(library):
    # The named cards' weights are numbers in force (index.cards.interactions): the 2019 text
    # of 103.4 (today 103.5) takes 103.5's bonus, not that of the rule now numbered 103.4.
    from index.search.rankings.cards import boost

    full_text = library.full_text
    mulligan = library.corpus.rule("103.4", SPANISH)
    assert mulligan is not None
    number = lambda record: full_text.key(record)[1]  # noqa: E731
    assert boost([(1.0, mulligan)], {"103.5": 1.0}, number)[0][0] > 1.0
    assert boost([(1.0, mulligan)], {"103.4": 1.0}, number)[0][0] == 1.0
