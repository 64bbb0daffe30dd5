"""Every card's type line is used (issue 25): read into an object, or refused with the rule
that keeps it out of a game. Checked over the whole bundled card data, as the bench counts."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario_text
from bot.engine.language.cards import facts
from index.cards.records import read_cards

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _card(name: str):  # type: ignore[no-untyped-def]
    return next(c for c in read_cards() if c.name == name)


def test_every_card_of_the_data_has_its_types_used() -> None:
    from bench.card_coverage import measure

    cov = measure(text=False)  # the types only: the text's reading is bench.card_honesty's
    # Measured 2026-12-03: 33,903 objects, 95 refused with their rule (123.2: 49, 205.2a: 17,
    # 315.3: 29), 1 creature without P/T in the data, of 33,999 (was 99.7 % with 108 unused).
    assert cov.characteristics == cov.cards
    assert cov.playable / cov.cards >= 0.997
    assert cov.no_pt <= 1


@pytest.mark.parametrize(
    ("scenario", "rule"),
    [
        ('combate atacante:"Adriana\'s Valor" bloqueador:"Oso 2/2"', "315.3"),
        ('pila hechizo:"Ancestral Hot Dog Minotaur"', "123.2"),
        ('combate atacante:"The Avenger" bloqueador:"Oso 2/2"', "205.2a"),
    ],
)
def test_a_card_outside_any_game_is_refused_citing_its_rule(
    cards: CardCatalog, scenario: str, rule: str
) -> None:
    with pytest.raises(ScenarioError) as caught:
        run_scenario_text(scenario, cards)
    message = str(caught.value)
    assert f"regla {rule}" in message and "Ejemplo válido:" in message


def test_an_obsolete_summon_type_line_is_a_creature(cards: CardCatalog) -> None:
    got = facts(_card("Faerie Dragon"), "Faerie Dragon")
    assert (got.types, got.subtypes, got.outside) == ({"creature"}, {"Dragon"}, None)
    outcome = run_scenario_text('combate atacante:"Old Fogey" bloqueador:"Oso 2/2"', cards)
    assert [d.name for d in outcome.final.died] == ["Oso"]


def test_a_printed_pt_without_a_rules_type_is_a_creature() -> None:
    # "Eaturecray — Igpay" (an Un-card's Pig Latin): no card type of 205.2a, printed 3/3.
    got = facts(_card("Atinlay Igpay"), "Atinlay Igpay")
    assert (got.types, got.power, got.outside) == ({"creature"}, 3, None)
