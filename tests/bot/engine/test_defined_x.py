"""An X the text defines (107.3c) and an amount "equal to" a count, read from real cards of the
bundled data; the count is taken once, as the effect resolves (608.2h).

107.3c: "If a spell or activated ability has an {X}, [-X], or X in its cost and/or its text,
and the value of X is defined by the text of that spell or ability, then that's the value of X
while that spell or ability is on the stack. The controller of that spell or ability doesn't
get to choose the value."

Ajani, Wise Counselor: "[−9]: Put X +1/+1 counters on target creature, where X is your life
total." Liliana, Untouched by Death: "[−2]: Target creature gets -X/-X until end of turn, where
X is the number of Zombies you control." Koth, Fire of Resistance: "[−3]: Koth deals damage to
target creature equal to the number of Mountains you control." Ajani, the Greathearted:
"[−2]: Put a +1/+1 counter on each creature you control and a loyalty counter on each other
planeswalker you control."
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _on(outcome: Any, name: str) -> Any:
    return next(p for p in outcome.final.permanents if p.name == name)


@pytest.mark.parametrize(
    "name",
    [
        "Ajani, Wise Counselor",
        "Ajani, Caller of the Pride",
        "Nissa, Voice of Zendikar",
        "Huatli, Radiant Champion",
        "Koth, Fire of Resistance",
        "Ajani, the Greathearted",
    ],
)
def test_the_defining_line_is_read(cards: CardCatalog, name: str) -> None:
    reading = read_card(cards.card_named(name))  # type: ignore[arg-type]
    defining = [
        line
        for line in reading.read
        if "where X is" in line or "equal to the number" in line or "loyalty counter on" in line
    ]
    assert defining, reading.unread


@pytest.mark.parametrize("life", [15, 7])
def test_x_is_the_life_total_as_it_resolves(cards: CardCatalog, life: int) -> None:
    outcome = run_scenario_text(
        f'escenario paso:principal planeswalkers:"Ajani, Wise Counselor lealtad:9" '
        f'criaturas:"Grizzly Bears" vida:{life} '
        'eventos:"activa el -9 de Ajani, Wise Counselor: Grizzly Bears"',
        cards,
    )
    assert outcome.complete
    bears = _on(outcome, "Grizzly Bears")
    assert (bears.power, bears.toughness) == (2 + life, 2 + life)
    assert "608.2h" in outcome.rules


def test_a_minus_x_pump_counts_the_zombies_once(cards: CardCatalog) -> None:
    # Two Zombies: the bear gets -2/-2 and dies (704.5f); the count is taken as it resolves.
    outcome = run_scenario_text(
        'escenario paso:principal planeswalkers:"Liliana, Untouched by Death lealtad:4" '
        'criaturas:"Walking Corpse; Walking Corpse" criaturas_rival:"Oso 2/2" '
        'eventos:"activa el -2 de Liliana, Untouched by Death: Oso"',
        cards,
    )
    assert not any(p.name == "Oso" for p in outcome.final.permanents)
    assert "704.5f" in outcome.rules


def test_damage_equal_to_a_count_of_lands(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario paso:principal planeswalkers:"Koth, Fire of Resistance lealtad:4" '
        'permanentes:"Mountain; Mountain; Mountain" criaturas_rival:"Oso 5/5" '
        'eventos:"activa el -3 de Koth, Fire of Resistance: Oso"',
        cards,
    )
    # Koth's other lines are unread (said in the answer); its −3 is not among them.
    assert not any("equal to the number of Mountains" in u for c in outcome.cards for u in c.unread)
    assert _on(outcome, "Oso").damage == 3


def test_a_second_kind_of_counter_shares_the_verb(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario paso:principal planeswalkers:"Ajani, the Greathearted lealtad:5; '
        'Jace lealtad:3" criaturas:"Grizzly Bears" '
        'eventos:"activa el -2 de Ajani, the Greathearted"',
        cards,
    )
    assert outcome.complete
    assert _on(outcome, "Jace").loyalty == 4
    assert _on(outcome, "Ajani, the Greathearted").loyalty == 3  # "each other planeswalker"
    assert _on(outcome, "Grizzly Bears").power == 3


def test_an_x_it_cannot_count_leaves_the_line_unread(cards: CardCatalog) -> None:
    # "where X is the greatest power among creatures you control" is no count the engine
    # reads: the line stays unread rather than guessing X.
    reading = read_card(cards.card_named("Abian, Luvion Usurper"))  # type: ignore[arg-type]
    assert any("greatest power" in line for line in reading.unread)


def test_spanish_donde_x_es(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario permanentes:"Sabio 1/1 activada:T: robas X cartas, donde X es la cantidad '
        'de tierras que controlas; Forest; Forest" biblioteca:5 eventos:"activa Sabio"',
        cards,
    )
    me = next(p for p in outcome.final.players if p.name == "Jugador A")
    assert me.library == 3


def test_a_group_with_a_power_bound(cards: CardCatalog) -> None:
    # Elspeth, Sun's Champion: "[−3]: Destroy all creatures with power 4 or greater." (208.1:
    # the power each has now, after every effect).
    outcome = run_scenario_text(
        'escenario paso:principal planeswalkers:"Elspeth, Sun\'s Champion lealtad:4" '
        'criaturas:"Oso 2/2 contadores:+1/+1 x2" criaturas_rival:"Lobo 3/3; Wurm 6/6" '
        'eventos:"activa el -3 de Elspeth, Sun\'s Champion"',
        cards,
    )
    assert outcome.complete
    left = {p.name for p in outcome.final.permanents}
    assert "Lobo" in left and "Oso" not in left and "Wurm" not in left
