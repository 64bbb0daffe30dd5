"""Search's card kinds read through the engine (bot.services.card_kinds): each line the engine
reads into an ability gives its trigger event and layers from the engine's model, and where both
readers read a line they agree (bench.card_readers measures it over every card)."""

from __future__ import annotations

import random
from functools import cache

from bench.card_readers import ASPECTS, measure_cards
from bot.services.card_kinds import engine_readings
from index.cards.kinds import Event, Layer, kinds_of
from index.cards.records import CardRecord, read_cards
from index.vocabulary.effects import EFFECT_KINDS


@cache
def _cards() -> dict[str, CardRecord]:
    return {card.name: card for card in read_cards()}


def test_the_engine_reading_is_in_the_event_table_terms() -> None:
    warden = engine_readings(_cards()["Soul Warden"])
    assert [r.triggers for r in warden.values()] == [(Event.ENTERS,)]
    anthem = engine_readings(_cards()["Glorious Anthem"])
    assert [r.layers for r in anthem.values()] == [(Layer.PT_MODIFY,)]
    pinger = engine_readings(_cards()["Prodigal Sorcerer"])
    assert [r.ability for r in pinger.values()] == ["activated"]


def test_the_application_reads_kinds_through_the_engine() -> None:
    # tests/conftest.py registers the engine's reader as bot.services does: Adeline's
    # characteristic-defining ability applies in layer 7a only (604.3, 613.4a); the patterns
    # alone also read a type change into "the number of creatures you control".
    kinds = kinds_of(_cards()["Adeline, Resplendent Cathar"])
    line = "Adeline's power is equal to the number of creatures you control."
    assert {k.layer for k in kinds if k.evidence == line and k.layer} == {Layer.PT_CDA}


def test_where_both_readers_read_a_line_they_mostly_agree() -> None:
    # The engine's reading changes a line's kinds only where it reads more than the patterns
    # (bench.card_readers lists where), and never takes away an effect the patterns found.
    sample = random.Random(2026).sample(list(_cards().values()), 1500)
    meeting = measure_cards(sample)
    for aspect in ASPECTS:
        assert meeting.lines[aspect] > 50, aspect  # the engine reads lines of each aspect
        assert meeting.agree[aspect] / meeting.lines[aspect] >= 0.95, meeting.differ
    for aspect, _, mine, theirs in meeting.differ:
        if aspect == "effects":
            assert set(mine.split(",")) - {"-"} < set(theirs.split(",")), (mine, theirs)


def test_a_card_named_for_its_action_gets_it_from_the_engine() -> None:
    # "Regenerate target creature." on the card Regenerate: the patterns read "~ target creature"
    keys = {k.key for k in kinds_of(_cards()["Regenerate"])}
    assert "action:regenerate" in keys


def test_the_tables_name_only_what_the_engine_models() -> None:
    from typing import get_args

    from bot.engine.abilities import TriggerEvent
    from bot.engine.effects import Effect
    from bot.services.card_kinds import _TRIGGER_EVENTS

    union = get_args(Effect)[0]
    engine_effects = {get_args(m.model_fields["type"].annotation)[0] for m in get_args(union)}
    assert set(EFFECT_KINDS) <= engine_effects
    assert set(_TRIGGER_EVENTS) | {"beginning_of_step"} == set(get_args(TriggerEvent))
