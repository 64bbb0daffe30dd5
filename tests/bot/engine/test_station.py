"""Station (702.184) and station cards (721), read from the rules text with real cards of the
bundled data.

702.184a: "Station" means "Tap another untapped creature you control: Put a number of charge
counters on this permanent equal to the tapped creature's power. Activate only as a sorcery."
721.2a: "{N+}[abilities]" means "As long as this permanent has N or more charge counters on
it, it has [abilities]"; 721.2b: with a P/T box, it "is a creature with base power and
toughness [P/T] in addition to its other types".

Galvanizing Sawship (Artifact — Spacecraft 6/5): "Station / 3+ | Flying, haste".
Lumen-Class Frigate (3/5): "2+ | Other creatures you control get +1/+1. / 12+ | Flying, lifelink".
Debris Field Crusher (1/5): "8+ | Flying / {1}{R}: This Spacecraft gets +2/+0 until end of turn."
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario_text
from bot.engine.language.reading import read_card
from bot.engine.language.station_lines import station_symbol

if TYPE_CHECKING:
    from bot.engine import Outcome
    from index.cards.catalog import CardCatalog


def _perm(outcome: Outcome, name: str):  # type: ignore[no-untyped-def]
    return next(p for p in outcome.final.permanents if p.name == name)


def _station(outcome: Outcome, name: str) -> int:
    """Its charge counters after the last station ability resolved (0: none resolved)."""
    said = [s.args for s in outcome.steps if s.kind == "resolve.station"]
    assert all(a["who"]["name"] == name for a in said)
    return int(said[-1]["charge"]) if said else 0


def test_a_station_symbol_is_a_shape() -> None:
    band = station_symbol("8+ | Flying, trample")
    assert band is not None and (band.low, band.high, band.symbol) == (8, None, "8+")
    assert station_symbol("Station") is None
    assert station_symbol("LEVEL 4+") is None


@pytest.mark.parametrize(
    "name", ["Galvanizing Sawship", "Lumen-Class Frigate", "Debris Field Crusher"]
)
def test_a_station_cards_whole_text_is_read(cards: CardCatalog, name: str) -> None:
    reading = read_card(cards.card_named(name))  # type: ignore[arg-type]
    assert reading.unread == []
    assert "Station" in reading.read
    assert reading.keyword_rules["Station"] == "702.184a"


@pytest.mark.parametrize(("charge", "life"), [(2, 20), (3, 14)])
def test_the_charge_counters_make_it_a_creature_with_its_striation(
    cards: CardCatalog, charge: int, life: int
) -> None:
    # 721.2b: from 3 charge counters a 6/5 artifact creature with flying and haste; with 2 it
    # is no creature, so it can't attack at all (the run says so rather than guess).
    text = f'combate atacante:"Galvanizing Sawship carga:{charge}" bloqueadores:ninguno'
    if charge < 3:
        with pytest.raises(ScenarioError, match="no es una criatura"):
            run_scenario_text(text, cards)
        return
    outcome = run_scenario_text(text, cards)
    assert outcome.complete
    defender = next(p for p in outcome.final.players if p.name == "Jugador defensor")
    assert defender.life == life
    ship = _perm(outcome, "Galvanizing Sawship")
    assert "creature" in ship.types and "artifact" in ship.types
    assert {"flying", "haste"} <= set(ship.keywords)


@pytest.mark.parametrize(("charge", "bear"), [(1, (2, 2)), (2, (3, 3))])
def test_a_striations_static_ability_applies_from_its_n(
    cards: CardCatalog, charge: int, bear: tuple[int, int]
) -> None:
    # Lumen-Class Frigate "2+ | Other creatures you control get +1/+1." (721.2a)
    outcome = run_scenario_text(
        f'estado permanentes:"Lumen-Class Frigate carga:{charge}; Grizzly Bears"', cards
    )
    bears = _perm(outcome, "Grizzly Bears")
    assert (bears.power, bears.toughness) == bear
    frigate = _perm(outcome, "Lumen-Class Frigate")
    assert "creature" not in frigate.types  # its P/T box is in the 12+ striation


def test_station_taps_the_named_creature_and_puts_its_power_in_charge_counters(
    cards: CardCatalog,
) -> None:
    outcome = run_scenario_text(
        'escenario permanentes:"Galvanizing Sawship; Hill Giant" '
        'eventos:"activa Galvanizing Sawship: Hill Giant"',
        cards,
    )
    assert _perm(outcome, "Hill Giant").tapped
    assert _station(outcome, "Galvanizing Sawship") == 3
    ship = _perm(outcome, "Galvanizing Sawship")
    assert (ship.power, ship.toughness) == (6, 5) and "creature" in ship.types
    assert {"702.184a", "721.2a", "721.2b"} <= set(outcome.rules)


def test_charge_counters_add_up_to_the_next_striation(cards: CardCatalog) -> None:
    # 2 counters already and a 2/2 tapped: 4, still below 8 (Debris Field Crusher's 8+).
    low = run_scenario_text(
        'escenario permanentes:"Debris Field Crusher carga:2; Grizzly Bears" '
        'eventos:"activa Debris Field Crusher: Grizzly Bears"',
        cards,
    )
    assert _station(low, "Debris Field Crusher") == 4
    assert "creature" not in _perm(low, "Debris Field Crusher").types
    assert "721.2b" not in low.rules
    high = run_scenario_text(
        'escenario permanentes:"Debris Field Crusher carga:5; Hill Giant" '
        'eventos:"activa Debris Field Crusher: Hill Giant"',
        cards,
    )
    crusher = _perm(high, "Debris Field Crusher")
    assert _station(high, "Debris Field Crusher") == 8
    assert (crusher.power, crusher.toughness) == (1, 5) and "flying" in crusher.keywords


def test_which_creature_is_tapped_is_asked_never_chosen(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError, match="702.184a"):
        run_scenario_text(
            'escenario permanentes:"Galvanizing Sawship; Hill Giant" '
            'eventos:"activa Galvanizing Sawship"',
            cards,
        )


@pytest.mark.parametrize(
    "board",
    [
        'permanentes:"Galvanizing Sawship; Hill Giant girado"',  # not untapped
        'permanentes:"Galvanizing Sawship" criaturas_rival:"Hill Giant"',  # not yours
    ],
)
def test_a_creature_that_cant_pay_puts_no_counters(cards: CardCatalog, board: str) -> None:
    outcome = run_scenario_text(
        f'escenario {board} eventos:"activa Galvanizing Sawship: Hill Giant"', cards
    )
    assert _station(outcome, "Galvanizing Sawship") == 0
    assert "118.3" in outcome.rules or "601.2h" in outcome.rules
    assert outcome.final.resolution_order == []


def test_station_is_activated_only_as_a_sorcery(cards: CardCatalog) -> None:
    # 702.184a: "Activate only as a sorcery" (602.5d): not in the opponent's turn.
    outcome = run_scenario_text(
        'escenario turno:ajeno permanentes:"Galvanizing Sawship; Hill Giant" '
        'eventos:"activa Galvanizing Sawship: Hill Giant"',
        cards,
    )
    assert _station(outcome, "Galvanizing Sawship") == 0
    assert not _perm(outcome, "Hill Giant").tapped


@pytest.mark.parametrize(("charge", "power"), [(7, None), (8, 3)])
def test_an_activated_ability_in_a_striation_is_there_only_from_its_n(
    cards: CardCatalog, charge: int, power: int | None
) -> None:
    # Debris Field Crusher's "{1}{R}: … gets +2/+0" is printed in its 8+ striation (721.3).
    text = (
        f'escenario permanentes:"Debris Field Crusher carga:{charge}" '
        'eventos:"activa el {1}{R} de Debris Field Crusher"'
    )
    if power is None:
        with pytest.raises(ScenarioError):
            run_scenario_text(text, cards)
        return
    outcome = run_scenario_text(text, cards)
    assert _perm(outcome, "Debris Field Crusher").power == power


def test_the_same_cost_on_another_card_taps_the_first_named_and_targets_the_rest(
    cards: CardCatalog,
) -> None:
    # Wanderbrine Trapper: "{1}, {T}, Tap another untapped creature you control: Tap target
    # creature an opponent controls." The cost is Station's (702.184a) without its effect: the
    # first creature named pays it, the next is the target; no station rule is cited.
    outcome = run_scenario_text(
        'escenario permanentes:"Wanderbrine Trapper; Grizzly Bears" '
        'criaturas_rival:"Hill Giant" '
        'eventos:"activa Wanderbrine Trapper: Grizzly Bears, Hill Giant"',
        cards,
    )
    assert outcome.complete
    assert _perm(outcome, "Grizzly Bears").tapped and _perm(outcome, "Hill Giant").tapped
    assert "702.184a" not in outcome.rules
    assert _station(outcome, "Wanderbrine Trapper") == 0
