"""What a question tells besides its cards (index.cards.intent), and how the interaction step
ranks the cards' rules by it (index.cards.interactions)."""

from __future__ import annotations

from functools import cache

from index.cards.intent import QUESTION, commander_rules, read_intent
from index.cards.interactions import card_rules
from index.cards.kinds import kinds_of
from index.cards.kinds.model import Event, Layer
from index.cards.records import CardRecord, read_cards


@cache
def _cards() -> dict[str, CardRecord]:
    return {card.name: card for card in read_cards()}


def _rules(question: str, *names: str) -> dict[str, float]:
    cards = [(_cards()[n], kinds_of(_cards()[n])) for n in names]
    return card_rules(cards, read_intent(question, names), question).weights


def test_the_events_told_are_read_without_the_card_names() -> None:
    intent = read_intent("Path to Exile a mi bicho, se muere?", ["Path to Exile"])
    assert intent.events == {Event.DIES}  # "Exile" is the card's name, not an exile told
    assert {k.key for k in intent.kinds} == {"action:destroy"}
    assert all(k.face == QUESTION for k in intent.kinds)


def test_keywords_of_an_unnamed_object_in_english_spanish_and_chat() -> None:
    for question, key in (
        ("mi bicho tiene protection from red", "keyword:protection"),
        ("le doy pro blanco a mi bicho", "keyword:protection"),
        ("un bicho con toque mortal", "keyword:deathtouch"),
        ("mi bicho tiene antimaleficio", "keyword:hexproof"),
    ):
        assert key in {k.key for k in read_intent(question).kinds}, question


def test_flags_and_counters() -> None:
    intent = read_intent("en respuesta, en q orden van los triggers? y el +1/+1 del comandante?")
    assert intent.response and intent.order and intent.triggers and intent.commander
    [counters] = [k for k in intent.kinds if k.key == "counters"]
    assert counters.layer is Layer.PT_MODIFY
    assert not read_intent("cuantas cartas robo al empezar?")


def test_where_the_commander_goes_picks_903_9a_or_903_9b() -> None:
    leaving = frozenset({"bounce"})
    assert commander_rules("vuelve a la mano", leaving)[0][0] == "903.9b"
    assert commander_rules("se exilia", frozenset({"action:exile"}))[0][0] == "903.9a"
    assert commander_rules("cuenta como daño de comandante?", frozenset({"damage"})) == [
        ("903.10a",)
    ]


def test_a_trigger_whose_source_is_removed_in_response() -> None:
    weights = _rules("si lo mato en respuesta a su trigger, igual busco?", "Solemn Simulacrum")
    assert weights["113.7a"] >= 0.5
    assert weights["113.7a"] > _rules("igual busco la tierra?", "Solemn Simulacrum").get(
        "113.7a", 0.0
    )


def test_protection_of_the_question_meets_a_named_aura() -> None:
    weights = _rules("si le doy pro blanco a mi bicho encantado, se cae?", "Pacifism")
    assert weights["702.16c"] == 1.0 and weights["704.5m"] > 0.5


def test_a_target_removed_in_response_checks_its_targets() -> None:
    question = "sacrifico mi bicho en respuesta al Swords to Plowshares, gana vida igual?"
    assert _rules(question, "Swords to Plowshares")["608.2b"] == 1.0


def test_a_state_told_meets_its_state_based_action() -> None:
    weights = _rules("uso el -2 y se queda a 0, se resuelve igual?", "Liliana of the Veil")
    assert weights["704.5i"] == 1.0
    assert "704.5i" not in _rules("uso el -2 y se queda a 0?", "Lightning Bolt")


def test_power_setting_meets_modifying_in_another_sublayer() -> None:
    # Turn to Frog also removes abilities (layer 6): the sublayers of 7 still meet.
    weights = _rules(
        "Glorious Anthem y Turn to Frog, cuanto queda?", "Glorious Anthem", "Turn to Frog"
    )
    assert weights["613.4b"] == 1.0 and weights["613.4c"] > 0.5
    counters = _rules("Turn to Frog on my creature with two +1/+1 counters?", "Turn to Frog")
    assert counters["613.4b"] == 1.0


def test_a_told_event_ranks_the_kind_that_waits_for_it_higher() -> None:
    told = _rules("se muere mi Blood Artist, se dispara?", "Blood Artist")
    plain = _rules("tengo Blood Artist", "Blood Artist")
    assert told["603.6c"] > plain["603.6c"]
