"""Transforming double-faced permanents (701.27, 712) and day and night (730, 702.145), read
from the rules text with real cards of the bundled data.

Village Watch (4/3, haste, Daybound) // Village Reavers (5/4, "Wolves and Werewolves you
control have haste.", Nightbound). Delver of Secrets (1/1) // Insectile Aberration (3/2,
flying).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _perm(outcome, start: str):  # type: ignore[no-untyped-def]
    return next(p for p in outcome.final.permanents if p.name.startswith(start))


def _watch(told: str, events: str = "siguiente turno") -> str:
    return f'escenario paso:final {told} permanentes:"Village Watch" eventos:"{events}"'


def test_daybound_and_nightbound_lines_are_read(cards: CardCatalog) -> None:
    reading = read_card(cards.card_named("Village Watch"))  # type: ignore[arg-type]
    assert reading.unread == []
    assert "Daybound" in reading.read


def test_a_transformed_permanent_has_its_back_faces_characteristics(cards: CardCatalog) -> None:
    # 712.8e: only the back face's characteristics: Insectile Aberration 3/2 with flying, so
    # a creature without flying or reach can't block it (509.1b).
    outcome = run_scenario_text(
        'combate atacantes:"Delver of Secrets transformada" bloqueadores:"Oso 2/2"', cards
    )
    assert outcome.final.verdict is not None  # the block is illegal
    assert "702.9b" in outcome.rules


def test_a_card_with_one_face_cant_be_told_transformed(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError, match="701.27c"):
        run_scenario_text('estado permanentes:"Grizzly Bears transformada"', cards)


def test_by_day_a_turn_with_no_spells_makes_it_night_and_it_transforms(
    cards: CardCatalog,
) -> None:
    # 730.2a, 502.2: day, and the previous turn's active player cast no spells: night; as it
    # becomes night a daybound permanent front face up transforms (702.145b).
    outcome = run_scenario_text(_watch("es_de:día lanzados:0"), cards)
    assert outcome.complete
    reavers = _perm(outcome, "Village Reavers")
    assert (reavers.power, reavers.toughness) == (5, 4)
    assert {"502.2", "730.2a", "702.145b", "712.18"} <= set(outcome.rules)


def test_a_spell_cast_that_turn_keeps_it_day(cards: CardCatalog) -> None:
    outcome = run_scenario_text(_watch("es_de:día lanzados:1"), cards)
    watch = _perm(outcome, "Village Watch")
    assert (watch.power, watch.toughness) == (4, 3)


def test_a_spell_cast_in_the_scenario_is_counted(cards: CardCatalog) -> None:
    # The spell cast in the end step counts: it stays day.
    outcome = run_scenario_text(
        _watch("es_de:día lanzados:0", "lanza Rayo: 1 daño a Jugador B; siguiente turno"), cards
    )
    assert _perm(outcome, "Village Watch").power == 4


def test_by_night_two_spells_make_it_day_and_it_transforms_back(cards: CardCatalog) -> None:
    # 730.2b; 702.145e: as it becomes day a nightbound permanent back face up transforms.
    outcome = run_scenario_text(
        'escenario paso:final es_de:noche lanzados:2 permanentes:"Village Watch transformada" '
        'eventos:"siguiente turno"',
        cards,
    )
    watch = _perm(outcome, "Village Watch")
    assert (watch.power, watch.toughness) == (4, 3)
    assert "730.2b" in outcome.rules


def test_at_night_a_daybound_permanent_front_face_up_transforms_at_once(
    cards: CardCatalog,
) -> None:
    # 702.145c: immediately, not a state-based action; the counters stay (712.18).
    outcome = run_scenario_text(
        'estado es_de:noche permanentes:"Village Watch contadores:+1/+1"', cards
    )
    reavers = _perm(outcome, "Village Reavers")
    assert (reavers.power, reavers.toughness) == (6, 5)
    assert "702.145c" in outcome.rules


def test_a_daybound_permanent_makes_it_day(cards: CardCatalog) -> None:
    # 702.145d: neither day nor night and a daybound permanent: it becomes day.
    outcome = run_scenario_text('estado permanentes:"Village Watch"', cards)
    assert "702.145d" in outcome.rules


def test_the_spells_cast_are_asked_when_they_decide(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError, match="lanzados:N"):
        run_scenario_text(_watch("es_de:día"), cards)


def test_neither_day_nor_night_no_check(cards: CardCatalog) -> None:
    # 730.2c: with no designation (and nothing daybound) the untap step checks nothing.
    outcome = run_scenario_text(
        'escenario paso:final permanentes:"Grizzly Bears" eventos:"siguiente turno"', cards
    )
    assert "502.2" not in outcome.rules


def test_es_de_must_be_day_or_night(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError, match="es_de:día"):
        run_scenario_text('estado es_de:tarde permanentes:"Village Watch"', cards)


# The werewolves' upkeep triggers: "At the beginning of each upkeep, if no spells were cast
# last turn, transform this creature." (Reckless Waif 1/1 // Merciless Predator 3/2: "… if a
# player cast two or more spells last turn, transform this creature.")
def _waif(told: str, face: str = "") -> str:
    return (
        f'escenario paso:final {told} permanentes_rival:"Reckless Waif{face}" '
        'eventos:"mantenimiento del siguiente turno"'
    )


def test_the_werewolf_trigger_lines_are_read(cards: CardCatalog) -> None:
    reading = read_card(cards.card_named("Reckless Waif"))  # type: ignore[arg-type]
    assert reading.unread == []


def test_no_spells_last_turn_transforms_it_in_the_upkeep(cards: CardCatalog) -> None:
    outcome = run_scenario_text(_waif("lanzados:0 lanzados_rival:0"), cards)
    assert outcome.complete
    predator = _perm(outcome, "Merciless Predator")
    assert (predator.power, predator.toughness) == (3, 2)
    assert "701.27a" in outcome.rules


def test_a_spell_last_turn_keeps_the_intervening_if_false(cards: CardCatalog) -> None:
    # 603.4: the condition is false, so the ability does not trigger at all.
    outcome = run_scenario_text(_waif("lanzados:0 lanzados_rival:1"), cards)
    assert _perm(outcome, "Reckless Waif").power == 1
    assert not outcome.final.resolution_order


def test_two_spells_last_turn_transform_it_back(cards: CardCatalog) -> None:
    outcome = run_scenario_text(_waif("lanzados:2 lanzados_rival:0", " transformada"), cards)
    assert _perm(outcome, "Reckless Waif").power == 1


def test_last_turns_spells_are_asked_when_they_decide(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError, match="lanzados_rival:N"):
        run_scenario_text(_waif("lanzados:0"), cards)


def test_daybound_locks_other_transforming(cards: CardCatalog) -> None:
    # 702.145b: "This permanent can't transform except due to its daybound ability."
    outcome = run_scenario_text(
        'escenario es_de:día lanzados:1 permanentes:"Village Watch" '
        'eventos:"transforma Village Watch"',
        cards,
    )
    assert _perm(outcome, "Village Watch").power == 4
    assert "702.145b" in outcome.rules


def test_a_transform_effect_turns_a_double_faced_permanent_over(cards: CardCatalog) -> None:
    # 712.18: the same object: its +1/+1 counter stays on Insectile Aberration.
    outcome = run_scenario_text(
        'escenario permanentes:"Delver of Secrets contadores:+1/+1" '
        'eventos:"transforma Delver of Secrets"',
        cards,
    )
    aberration = _perm(outcome, "Insectile Aberration")
    assert (aberration.power, aberration.toughness) == (4, 3)
    assert "flying" in aberration.keywords


# A Saga that transforms: "III — Exile this Saga, then return it to the battlefield transformed
# under your control." (Befriending the Moths // Imperial Moth, a 4/4 flying Insect).
def test_the_sagas_last_chapter_is_read(cards: CardCatalog) -> None:
    reading = read_card(cards.card_named("Befriending the Moths"))  # type: ignore[arg-type]
    assert reading.unread == []


def test_the_saga_returns_transformed_as_a_new_object(cards: CardCatalog) -> None:
    # 400.7: a new object; 712.14a: back face up; not sacrificed as a Saga (704.5s: its back
    # face has no chapter abilities and no lore counters).
    outcome = run_scenario_text(
        'escenario paso:robo permanentes:"Befriending the Moths historia:2" eventos:"principal"',
        cards,
    )
    assert outcome.complete
    moth = _perm(outcome, "Imperial Moth")
    assert "creature" in moth.types and "flying" in moth.keywords
    assert {"400.7", "712.14a"} <= set(outcome.rules)
    assert "704.5s" not in outcome.rules


def test_a_transformed_permanent_that_leaves_comes_back_front_face_up(
    cards: CardCatalog,
) -> None:
    # 712.14: put onto the battlefield from another zone, it enters front face up.
    from bot.engine.entering import as_new_object
    from bot.engine.language import parse_scenario_text

    scenario = parse_scenario_text('estado permanentes:"Delver of Secrets transformada"', cards)
    perm = scenario.state.permanents[0]
    assert perm.name == "Insectile Aberration" and perm.transformed
    again = as_new_object(scenario.state, perm, perm.controller)
    assert (again.name, again.power, again.transformed) == ("Delver of Secrets", 1, False)


def test_a_daybound_permanent_cast_at_night_transforms_once_it_is_there(
    cards: CardCatalog,
) -> None:
    # 702.145c: front face up with daybound at night: it transforms at once (its back face is
    # read with the spell's card, 712.2).
    outcome = run_scenario_text('escenario es_de:noche eventos:"lanzo Village Watch"', cards)
    assert outcome.complete
    reavers = _perm(outcome, "Village Reavers")
    assert (reavers.power, reavers.toughness) == (5, 4)
    assert "702.145c" in outcome.rules
