"""Speed (702.179): «Start your engines!» gives its controller speed 1 if they have none, a
state-based action (704.5z, 702.179a); a player with speed has an inherent trigger, "Whenever
one or more opponents lose life during your turn, if your speed is less than 4, your speed
increases by 1. This ability triggers only once each turn." (702.179d); max speed is 4
(702.179e). bot/engine/speed.py. Real cards of the bundled data: Gastal Thrillseeker (start your
engines!, an enters trigger that deals 1 damage to target opponent), Muraganda Raceway and
Loxodon Surveyor (whose "Max speed —" lines stay unread)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _steps(outcome, kind):  # type: ignore[no-untyped-def]
    return [s for s in outcome.steps if s.kind == kind]


def _speed(outcome, before: int, name: str = "Jugador A") -> int:  # type: ignore[no-untyped-def]
    """The player's speed after the run: the last step that changed it, or ``before``."""
    rises = [s for s in outcome.steps if s.kind == "speed.rises" and s.args["player"] == name]
    starts = [s for s in outcome.steps if s.kind == "speed.starts" and s.args["player"] == name]
    if rises:
        return int(rises[-1].args["speed"][1])
    return 1 if starts else before


def test_the_keyword_line_is_read_and_a_max_speed_static_ability_too(cards: CardCatalog) -> None:
    for name in ("Muraganda Raceway", "Loxodon Surveyor", "Gastal Thrillseeker"):
        reading = read_card(cards.card_named(name))
        assert any(line.startswith("Start your engines!") for line in reading.read), name
    # 702.178a: "Max speed — [ability]" is a static ability; a static one is read with its
    # condition, an activated one ({T}: Add {C}{C}; from the graveyard) stays unread.
    thrill = read_card(cards.card_named("Gastal Thrillseeker"))
    assert any(line.startswith("Max speed") for line in thrill.read)
    for name in ("Muraganda Raceway", "Loxodon Surveyor"):
        reading = read_card(cards.card_named(name))
        assert any(line.startswith("Max speed") for line in reading.unread), name


def _first_strike_steps(speed: int, cards: CardCatalog) -> int:
    outcome = run_scenario_text(
        f'combate atacante:"Burnout Bashtronaut" bloqueadores:"Oso 2/2; Lobo 1/3" '
        f"velocidad:{speed}",
        cards,
    )
    return sum(1 for s in outcome.steps if "702.4b" in s.rules)


def test_max_speed_double_strike_only_at_speed_4(cards: CardCatalog) -> None:
    # Burnout Bashtronaut: "Max speed — This creature has double strike." (702.178a, 702.179e)
    assert _first_strike_steps(4, cards) > 0
    assert _first_strike_steps(3, cards) == 0


def test_reaching_max_speed_in_the_run_turns_the_ability_on(cards: CardCatalog) -> None:
    # Speed 3: Gastal Thrillseeker's enters trigger makes the opponent lose 1 life, speed
    # reaches 4, and "Max speed — This creature has deathtouch and haste." applies from then.
    outcome = run_scenario_text(
        'escenario velocidad:3 hechizo:"Gastal Thrillseeker" '
        'objetivos:"Gastal Thrillseeker: rival"',
        cards,
    )
    (rose,) = _steps(outcome, "speed.rises")
    assert rose.args["speed"] == [3, 4]
    (thrill,) = [p for p in outcome.final.permanents if p.name == "Gastal Thrillseeker"]
    assert {"deathtouch", "haste"} <= set(thrill.keywords)
    low = run_scenario_text(
        'escenario velocidad:2 hechizo:"Gastal Thrillseeker" '
        'objetivos:"Gastal Thrillseeker: rival"',
        cards,
    )
    (slow,) = [p for p in low.final.permanents if p.name == "Gastal Thrillseeker"]
    assert not {"deathtouch", "haste"} & set(slow.keywords)


def test_a_permanent_with_it_gives_speed_1_and_an_opponent_losing_life_raises_it(
    cards: CardCatalog,
) -> None:
    # Gastal Thrillseeker enters: speed 1 (704.5z); its trigger deals 1 damage to the
    # opponent in its controller's turn, who loses that life: speed 2 (702.179d).
    outcome = run_scenario_text(
        'escenario hechizo:"Gastal Thrillseeker" objetivos:"Gastal Thrillseeker: rival"',
        cards,
    )
    (started,) = _steps(outcome, "speed.starts")
    assert started.args["player"] == "Jugador A"
    (rose,) = _steps(outcome, "speed.rises")
    assert rose.args["speed"] == [1, 2]
    assert _speed(outcome, 0) == 2
    assert {"704.5z", "702.179a", "702.179d"} <= set(outcome.rules)


def test_only_once_each_turn(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario velocidad:2 velocidad_subió:sí hechizo:"Gastal Thrillseeker" '
        'objetivos:"Gastal Thrillseeker: rival"',
        cards,
    )
    assert not _steps(outcome, "speed.rises")
    assert _speed(outcome, 2) == 2


def test_not_above_4(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario velocidad:4 hechizo:"Gastal Thrillseeker" '
        'objetivos:"Gastal Thrillseeker: rival"',
        cards,
    )
    assert not _steps(outcome, "speed.starts")  # 704.5z: only a player with no speed
    assert not _steps(outcome, "speed.rises")
    assert _speed(outcome, 4) == 4


def test_not_when_the_life_is_lost_in_an_opponents_turn(cards: CardCatalog) -> None:
    # The rival has speed 1, but it is Jugador A's turn ("during your turn"), and Jugador A
    # has no speed to raise.
    outcome = run_scenario_text(
        'escenario velocidad_rival:1 hechizo:"Lightning Bolt: Jugador B"', cards
    )
    assert _speed(outcome, 1, "Jugador B") == 1
    assert not _steps(outcome, "speed.rises")


def test_without_speed_no_trigger(cards: CardCatalog) -> None:
    outcome = run_scenario_text('escenario hechizo:"Lightning Bolt: Jugador B"', cards)
    assert not _steps(outcome, "speed.starts")
    assert not _steps(outcome, "speed.rises")


def test_combat_damage_to_the_opponent_raises_it(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'combate atacante:"Oso 2/2" bloqueadores:ninguno velocidad:3', cards
    )
    (rose,) = _steps(outcome, "speed.rises")
    assert rose.args == {"player": "Jugador atacante", "speed": [3, 4]}
    assert "702.179e" in outcome.rules
    assert outcome.final.resolution_order == ["Velocidad de Jugador atacante: sube"]


def test_the_active_players_own_life_loss_does_not_raise_it(cards: CardCatalog) -> None:
    outcome = run_scenario_text('escenario velocidad:1 hechizo:"Lightning Bolt: Jugador A"', cards)
    assert not _steps(outcome, "speed.rises")


def test_an_opponent_losing_life_in_the_players_turn_raises_it_from_2_to_3(
    cards: CardCatalog,
) -> None:
    outcome = run_scenario_text('escenario velocidad:2 hechizo:"Lightning Bolt: Jugador B"', cards)
    (rose,) = _steps(outcome, "speed.rises")
    assert rose.args["speed"] == [2, 3]
    assert outcome.complete  # Lightning Bolt is read whole; nothing unread takes part


def test_speed_must_be_a_number(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError) as error:
        run_scenario_text('escenario velocidad:rápida hechizo:"Lightning Bolt: Jugador B"', cards)
    assert "Ejemplo válido" in str(error.value)
