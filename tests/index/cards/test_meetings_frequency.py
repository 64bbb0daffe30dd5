"""A meeting nearly any two cards make weighs less than a rare one (meetings_frequency)."""

from __future__ import annotations

from functools import cache

from bench.card_frequency import measure
from index.cards.interactions import MEETING_WEIGHT, card_rules
from index.cards.kinds import kinds_of
from index.cards.meetings_frequency import (
    COMMON_MEETING,
    MEETING_FREQUENCY,
    meeting_rarity,
)
from index.cards.records import CardRecord, read_cards


@cache
def _cards() -> dict[str, CardRecord]:
    return {card.name: card for card in read_cards()}


def _weights(*names: str) -> dict[str, float]:
    return card_rules([(_cards()[n], kinds_of(_cards()[n])) for n in names]).weights


def test_the_table_is_what_random_pairs_of_the_bundled_cards_make() -> None:
    pairs = 4000  # a tenth of the measurement: the shares agree to about a point
    count = measure(_cards().values(), pairs)
    for label, share in MEETING_FREQUENCY.items():
        assert abs(count[label] / pairs - share) < max(0.02, share / 4), label
    common = {label for label, n in count.items() if n / pairs > COMMON_MEETING}
    assert common == {
        "varias acciones de estado a la vez",
        "una habilidad disparada y su fuente eliminada",
    }


def test_a_common_meeting_weighs_less_and_a_rare_one_in_full() -> None:
    assert meeting_rarity("una habilidad disparada y su fuente eliminada") < 0.7
    assert meeting_rarity("una habilidad que mira atrás y su fuente eliminada") == 1.0
    assert meeting_rarity("dos efectos de reemplazo sobre un evento") == 1.0
    assert meeting_rarity("un «no puede» frente a un «puede»") == 1.0
    # Lightning Bolt (damage) and Giant Growth (+3/+3 until end of turn): 704.5g and 704.5f
    # are likely, which any damage beside any power change makes; not a full meeting.
    assert _weights("Lightning Bolt", "Giant Growth")["704.3"] < 0.6 * MEETING_WEIGHT
    # Two replacement effects on one event (616.1) meet as rarely as they say much.
    assert _weights("Rest in Peace", "Leyline of the Void")["616.1"] == MEETING_WEIGHT


def test_a_removal_the_question_tells_weighs_in_full_only_in_response() -> None:
    from index.cards.intent import read_intent

    def weights(question: str) -> dict[str, float]:
        card = _cards()["Flametongue Kavu"]
        intent = read_intent(question, ["Flametongue Kavu"])
        return card_rules([(card, kinds_of(card))], intent, question).weights

    # Flametongue Kavu's enters trigger meets the removal the question tells (113.7a): in
    # response to the trigger, the question is about that; otherwise any trigger meets it.
    in_response = weights("si mato al Flametongue Kavu en respuesta a su trigger, hace daño?")
    plain = weights("si mato al Flametongue Kavu, pasa algo?")
    assert in_response["113.7a"] == 1.0
    assert plain["113.7a"] < 0.7


def test_every_kind_as_common_as_rare_is_listed_with_its_count() -> None:
    from bench.card_frequency import kind_counts
    from index.cards.interactions import KIND_FREQUENCY, rarity

    assert kind_counts(_cards().values()) == KIND_FREQUENCY
    # Gaining life is on 1,707 cards: it says less than a kind on 300, more than "targets".
    assert rarity("targets") < rarity("gain_life") < rarity("loyalty_ability") <= 1.0
