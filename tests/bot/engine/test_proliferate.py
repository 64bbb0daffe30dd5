"""Proliferate (701.34a): "choose any number of permanents and/or players that have a counter,
then give each one additional counter of each kind that permanent or player already has".
Which ones is the player's choice: told with ``proliferar:`` or asked (bot/engine/proliferate.py).
Real cards: Volt Charge ("Volt Charge deals 3 damage to any target. Proliferate."),
Thrummingbird ("Whenever this creature deals combat damage to a player, proliferate.") and
Hardened Scales (one more +1/+1 counter, 614.1a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario_text
from bot.engine.errors import ScenarioQuestion
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog

_BOARD = (
    'escenario planeswalkers:"Jace 0/0 lealtad:3" criaturas:"Oso 2/2 contadores:+1/+1" '
    'criaturas_rival:"Lobo 3/3 contadores:-1/-1" veneno_rival:2 '
)


def _perm(outcome, name):  # type: ignore[no-untyped-def]
    return next(p for p in outcome.final.permanents if p.name == name)


def test_each_chosen_one_gets_one_more_counter_of_each_kind(cards: CardCatalog) -> None:
    outcome = run_scenario_text(_BOARD + 'proliferar:todos hechizo:"Volt Charge: Jugador B"', cards)
    assert outcome.complete
    assert _perm(outcome, "Oso").plus_counters == 2
    assert _perm(outcome, "Lobo").minus_counters == 2
    assert _perm(outcome, "Jace").loyalty == 4
    rival = next(p for p in outcome.final.players if p.name == "Jugador B")
    assert (rival.life, rival.poison) == (17, 3)
    assert "701.34a" in outcome.rules


def test_only_what_the_player_chose_gets_a_counter(cards: CardCatalog) -> None:
    # The Lobo's -1/-1 counter and the rival's poison are the ones the player wants more of.
    outcome = run_scenario_text(
        _BOARD + 'proliferar:"Lobo; rival" hechizo:"Volt Charge: Lobo"', cards
    )
    assert _perm(outcome, "Oso").plus_counters == 1
    assert _perm(outcome, "Jace").loyalty == 3
    assert next(p for p in outcome.final.players if p.name == "Jugador B").poison == 3
    # 3/3 with two -1/-1 counters is 1/1, and 3 damage kills it (704.5g).
    assert [d.name for d in outcome.final.died] == ["Lobo"]


def test_the_choice_is_asked_when_the_scenario_does_not_say_it(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion) as asked:
        run_scenario_text(_BOARD + 'hechizo:"Volt Charge: Jugador B"', cards)
    assert "701.34a" in str(asked.value)
    assert "proliferar" in str(asked.value)


def test_with_no_counters_anywhere_nothing_is_asked(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario criaturas:"Oso 2/2" hechizo:"Volt Charge: Jugador B"', cards
    )
    assert any(s.kind == "proliferate.nothing" for s in outcome.steps)
    assert _perm(outcome, "Oso").plus_counters == 0


def test_something_without_counters_cannot_be_chosen(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario criaturas:"Oso 2/2 contadores:+1/+1; Ave 1/1" proliferar:"Oso; Ave" '
        'hechizo:"Volt Charge: Jugador B"',
        cards,
    )
    assert any(s.kind == "proliferate.no_counter" for s in outcome.steps)
    assert _perm(outcome, "Ave").plus_counters == 0
    assert _perm(outcome, "Oso").plus_counters == 2


def test_a_name_not_on_the_board_is_a_clear_error(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError) as error:
        run_scenario_text(_BOARD + 'proliferar:Dragón hechizo:"Volt Charge: Oso"', cards)
    assert "Ejemplo válido" in str(error.value)


def test_counters_put_by_proliferating_go_through_replacements(cards: CardCatalog) -> None:
    # Hardened Scales: "If one or more +1/+1 counters would be put on a creature you control,
    # that many plus one +1/+1 counters are put on it instead."
    outcome = run_scenario_text(
        _BOARD + 'permanentes:"Hardened Scales" proliferar:Oso hechizo:"Volt Charge: Jugador B"',
        cards,
    )
    assert _perm(outcome, "Oso").plus_counters == 3
    assert "614.1a" in outcome.rules


def test_a_combat_damage_trigger_proliferates_poison(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'combate atacante:"Thrummingbird" bloqueadores:ninguno veneno:2 proliferar:todos', cards
    )
    assert outcome.complete
    defender = next(p for p in outcome.final.players if p.name == "Jugador defensor")
    assert (defender.life, defender.poison) == (19, 3)


def test_the_cards_lines_are_read(cards: CardCatalog) -> None:
    for name in ("Volt Charge", "Thrummingbird"):
        reading = read_card(cards.card_named(name))
        assert not reading.unread, (name, reading.unread)
