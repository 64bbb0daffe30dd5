"""A reader registered from above the index (the engine's, bot.services.card_kinds) decides the
trigger events and layers of the lines it read; every other line is read by search's patterns."""

from __future__ import annotations

from functools import cache

import pytest

from index.cards.kinds import Event, Layer, kinds_of
from index.cards.kinds.reading import LineReading, Readings, readings_of, register
from index.cards.records import CardRecord, read_cards


@cache
def _card(name: str) -> CardRecord:
    return next(card for card in read_cards() if card.name == name)


def _keys(card: CardRecord) -> set[tuple[str, str, object, object]]:
    return {(k.key, k.evidence, k.event, k.layer) for k in kinds_of(card)}


def test_without_a_reader_the_patterns_read_every_line() -> None:
    card = _card("Adeline, Resplendent Cathar")
    assert readings_of(card) == {}
    assert any(k.layer is Layer.TYPE for k in kinds_of(card))  # what the patterns say alone


def test_a_registered_trigger_reading_names_the_event_of_its_line_only() -> None:
    card = _card("Ant-Man, Reformed Rogue")
    green = (
        "Whenever you cast a green spell, Ant-Man gets +1/+0 and gains trample until end of turn."
    )

    def reader(record: CardRecord) -> Readings:
        return {(record.faces[0].name, green): LineReading("triggered", triggers=(Event.DRAW,))}

    register(reader)
    kinds = kinds_of(card)
    register(None)
    triggers = {(k.evidence[:30], k.event) for k in kinds if k.key.startswith("trigger:")}
    assert triggers == {
        (green[:30], Event.DRAW),  # the reader's event, not the patterns' cast
        ("Whenever you cast a blue spell", Event.CAST),  # other lines: the patterns'
        ("Whenever Ant-Man deals combat ", Event.COMBAT_DAMAGE),
    }


def test_a_registered_static_reading_decides_the_layers_of_its_line() -> None:
    card = _card("Adeline, Resplendent Cathar")
    line = "Adeline's power is equal to the number of creatures you control."

    def reader(record: CardRecord) -> Readings:
        return {
            (record.faces[0].name, line): LineReading("static", layers=(Layer.PT_CDA, Layer.COLOR))
        }

    register(reader)
    kinds = [k for k in kinds_of(card) if k.evidence == line]
    register(None)
    layers = {k.layer for k in kinds if k.layer is not None}
    assert layers == {Layer.PT_CDA, Layer.COLOR}  # layer 4 only the patterns saw is gone
    colour = next(k for k in kinds if k.layer is Layer.COLOR)
    assert colour.key == "layer:5" and colour.rules[:2] == ("613.1e", "611.3a")


def test_a_reader_that_fails_leaves_the_card_to_the_patterns(
    caplog: pytest.LogCaptureFixture,
) -> None:
    card = _card("Ant-Man, Reformed Rogue")
    before = _keys(card)

    def reader(record: CardRecord) -> Readings:
        raise ValueError("unreadable")

    register(reader)
    after = _keys(card)
    register(None)
    assert after == before
    assert "could not read Ant-Man" in caplog.text


def test_each_card_is_read_once_by_the_registered_reader() -> None:
    card = _card("Ant-Man, Reformed Rogue")
    asked: list[str] = []

    def reader(record: CardRecord) -> Readings:
        asked.append(record.name)
        return {}

    register(reader)
    kinds_of(card)
    kinds_of(card)
    register(None)
    assert asked == ["Ant-Man, Reformed Rogue"]


def test_a_registered_effect_reading_adds_what_the_patterns_missed_and_keeps_the_rest() -> None:
    card = _card("Prodigal Sorcerer")
    line = next(k.evidence for k in kinds_of(card) if k.key == "damage")

    def reader(record: CardRecord) -> Readings:
        return {(record.faces[0].name, line): LineReading("activated", effects=("action:exile",))}

    register(reader)
    kinds = [k for k in kinds_of(card) if k.evidence == line]
    register(None)
    keys = {k.key for k in kinds}
    assert {"damage", "action:exile"} <= keys  # the patterns' damage stays beside the reader's
    exile = next(k for k in kinds if k.key == "action:exile")
    assert exile.rules == ("701.13a",) and exile.label_es == "acción: exiliar"
