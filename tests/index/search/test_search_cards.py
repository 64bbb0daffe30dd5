"""Questions told through cards (index.lookups.cards, index.cards.interactions): the cards a
question names, read offline from the bundled data, point to the rules of what they do and of
how they meet; those rank higher than the words alone put them, and the answer lists the cards."""

from __future__ import annotations


def _rank(result, wanted: set[str]) -> int:
    """Where the first of the wanted rules stands (past the end when absent)."""
    ids = [h.id for h in result.results]
    return next((i for i, rule in enumerate(ids) if rule in wanted), len(ids))


def test_a_question_about_a_card_alone_is_a_rules_question(library):
    # Only a card's name: no game word of its own, which alone reads as off topic.
    alone = library.search("¿Qué hace Colossal Dreadmaw?", cards=False)
    assert not alone.results
    known = library.search("¿Qué hace Colossal Dreadmaw?")
    assert known.results and known.results[0].id.startswith("702.19")  # trample
    [card] = known.cards
    assert (card.name, card.typed, card.stats) == ("Colossal Dreadmaw",) * 2 + ("6/6",)
    assert any(k.rules == ["702.19"] for k in card.kinds)


def test_two_type_changing_cards_point_to_layer_four(library):
    question = "tengo Blood Moon y el rival Urborg, Tomb of Yawgmoth, que pasa con sus tierras?"
    plain = library.search(question, cards=False)
    told = library.search(question)
    wanted = {"305.7", "613.8", "613.8a"}
    assert _rank(told, wanted) < 3 <= _rank(plain, wanted)
    assert [c.name for c in told.cards] == ["Blood Moon", "Urborg, Tomb of Yawgmoth"]
    [meeting] = [m for m in told.meetings if "305.7" in m.rules]
    assert meeting.cards == ["Blood Moon", "Urborg, Tomb of Yawgmoth"]


def test_two_replacement_effects_on_one_event_point_to_616(library):
    question = "Doubling Season y Parallel Lives en mesa, creo un token, cuantos salen?"
    told = library.search(question)
    assert any("616.1" in m.rules for m in told.meetings)
    assert _rank(told, {"616.1", "616.1e"}) < _rank(
        library.search(question, cards=False), {"616.1", "616.1e"}
    )


def test_a_cant_against_a_can_points_to_the_golden_rule(library):
    question = "el rival tiene Erebos, God of the Dead y le tiro Lightning Helix, gano vidas?"
    told = library.search(question)
    assert any(m.rules[0] == "101.2" for m in told.meetings)
    assert _rank(told, {"101.2"}) < 3


def test_the_same_words_without_a_card_change_nothing(library):
    # A question that names no card and tells nothing the cards stage reads (index.cards.intent)
    # is searched exactly as the words alone.
    question = "cuántas cartas robo al empezar la partida"
    assert [h.id for h in library.search(question).results] == [
        h.id for h in library.search(question, cards=False).results
    ]
    assert library.search(question).cards == []


def test_a_question_naming_no_card_still_meets_what_it_tells(library):
    # A game state the question tells (a draw from an empty library) meets its state-based
    # action, with no card named or shown.
    question = "qué pasa si robo sin cartas en la biblioteca"
    told = library.search(question)
    assert told.cards == []
    assert _rank(told, {"704.5b"}) <= _rank(library.search(question, cards=False), {"704.5b"})
    assert _rank(told, {"704.5b"}) < 3


def test_cards_found_elsewhere_join_the_ones_the_question_names(library):
    # A card newer than the bundled data (the card API's) is read the same way.
    from index.cards.records import CardFaceRecord, CardRecord

    newer = CardRecord(
        name="Zorblax Qwimbly",
        layout="normal",
        faces=(CardFaceRecord(name="Zorblax Qwimbly", type_line="Creature", oracle_text=(
            "If a creature would die, exile it instead."
        )),),
    )  # fmt: skip
    question = "Leyline of the Void y Zorblax Qwimbly, muere un bicho, a donde va?"
    told = library.search(question, extra_cards=[newer])
    assert [c.name for c in told.cards] == ["Leyline of the Void", "Zorblax Qwimbly"]
    assert any("616.1" in m.rules for m in told.meetings)  # two replacements on one event


def test_unreadable_card_data_leaves_the_search(library, monkeypatch):
    def broken(*args, **kwargs):
        raise OSError("the card cache is gone")

    monkeypatch.setattr(type(library.cards), "mentions", broken)
    question = "tengo Blood Moon y el rival Urborg, Tomb of Yawgmoth, que pasa con sus tierras?"
    found = library.search(question)
    assert found.results and found.cards == []
