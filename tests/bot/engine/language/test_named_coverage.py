"""``python -m bench.card_coverage --conjuntos``: the cards the project's question and scenario
sets name, and how many of them the engine reads whole (issue 49's 80 % target is over these)."""

from __future__ import annotations

import json
from pathlib import Path

from bench.card_coverage import EVAL, measure_named, named_in_sets
from index.cards.catalog import CardCatalog


def test_every_set_that_names_cards_is_counted() -> None:
    sets = named_in_sets()
    # The blind scenario round of issue 49 and the question sets name cards; the floor calls
    # and the lookups do not.
    assert {"escenarios-ciegos-49.jsonl", "questions.tsv", "told-chat-ciego.jsonl"} <= set(sets)
    assert "lookups.tsv" not in sets
    assert "Tarmogoyf" in sets["told-chat-ciego.jsonl"]  # a {"name": …} object read as its name
    assert all(" | " not in name for names in sets.values() for name in names)
    assert len(list(EVAL.glob("*.jsonl"))) >= 2


def test_a_vanilla_card_is_whole_an_unread_line_is_not_and_unknown_names_are_listed(
    tmp_path: Path, cards: CardCatalog
) -> None:
    (tmp_path / "a.tsv").write_text(
        "query\tcards\nx\tGrizzly Bears | Nombre Que No Existe\n", encoding="utf-8"
    )
    line = {"cards": [{"name": "Grizzly Bears"}], "id": "1"}
    (tmp_path / "b.jsonl").write_text(json.dumps(line) + "\n", encoding="utf-8")
    sets = named_in_sets(tmp_path)
    assert sets == {
        "a.tsv": {"Grizzly Bears", "Nombre Que No Existe"},
        "b.jsonl": {"Grizzly Bears"},
    }
    got = measure_named(sets, cards)
    assert (got["a.tsv"].cards, got["a.tsv"].whole) == (1, 1)
    assert got["a.tsv"].unknown == ["Nombre Que No Existe"]
    assert (got["todos"].cards, got["todos"].whole) == (1, 1)


def test_the_union_counts_each_card_once(cards: CardCatalog) -> None:
    sets = {"uno": {"Grizzly Bears", "Lightning Bolt"}, "dos": {"Lightning Bolt"}}
    got = measure_named(sets, cards)
    assert (got["uno"].cards, got["dos"].cards, got["todos"].cards) == (2, 1, 2)
    assert got["todos"].whole == got["uno"].whole  # "dos" adds no card "uno" lacks


def test_the_shapes_of_the_named_cards_unread_lines_are_counted(cards: CardCatalog) -> None:
    """``--conjuntos --formas N``: the unread lines of the named cards only, as shapes (the
    card's own name as "~", numbers as N, mana as {M}), counted once a card's line."""
    from bench.card_coverage import shape
    from bot.engine.language.reading import read_card

    names = {"Grizzly Bears", "Brimaz, King of Oreskos"}
    got = measure_named({"uno": names}, cards)
    brimaz = cards.card_named("Brimaz, King of Oreskos")
    assert brimaz is not None
    unread = read_card(brimaz).unread
    assert unread  # the attack trigger that makes an attacking token (see the README examples)
    expected = [shape(line, brimaz.name) for line in unread]
    assert got["todos"].shapes == got["uno"].shapes
    assert sorted(got["uno"].shapes.elements()) == sorted(expected)
