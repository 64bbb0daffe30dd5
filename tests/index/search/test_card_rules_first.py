"""In a question about named cards whose text points to rules, a Spanish text that is no card
rule does not jump first on the words alone (index.search.fusion.clear_winner_first)."""

from __future__ import annotations

from index.models import Rule
from index.search import fusion
from index.search.identity import record_key


def _ids(result) -> list[str]:
    return [hit.id for hit in result.results]


def _spanish_and_english(corpus) -> tuple[Rule, list[Rule]]:
    spanish = next(r for r in corpus.records if isinstance(r, Rule) and r.language.value == "es")
    english = [
        r
        for r in corpus.records
        if isinstance(r, Rule) and r.edition == corpus.current_edition.id and r.text
    ][:5]
    return spanish, english


def test_a_clear_native_winner_goes_first_only_when_it_is_a_card_rule(corpus):
    spanish, english = _spanish_and_english(corpus)

    def key(record):
        return record_key(record, corpus.current_edition.id, None)

    native = [(1.0, spanish), (0.2, english[0])]
    ranked = [(5.0 - i, r) for i, r in enumerate(english)] + [(0.3, spanish)]
    assert fusion.clear_winner_first(ranked, native, "es", 1.5, key)[0][1] is spanish
    no_card_rule = fusion.clear_winner_first(
        ranked, native, "es", 1.5, key, card_rule=lambda record: False
    )
    assert no_card_rule == ranked
    card_rule = fusion.clear_winner_first(
        ranked, native, "es", 1.5, key, card_rule=lambda record: record is spanish
    )
    assert card_rule[0][1] is spanish


def test_the_rule_a_card_meeting_points_to_is_not_passed_by_a_spanish_text(library):
    # Chaos Warp shuffles a commander into its owner's library: 903.9b (the commander may go
    # to the command zone instead) answers. The 2019 Spanish text of 103.2c ("baraja ... en la
    # biblioteca") met the words as typed clearly best and was put first.
    result = library.search(
        "le tiran Chaos Warp a mi comandante, tengo q barajarlo en la biblio o lo mando a "
        "la zona de mando?"
    )
    assert _ids(result)[0] == "903.9b"
