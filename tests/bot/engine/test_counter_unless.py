"""A spell that counters "unless its controller pays {N}", read from real cards (issue 49).

118.12a: "[Do something] unless [a player does something else]" means the same thing as "[A
player may do something else]. If [that player doesn't], [do something]." Paying is that
player's choice as the spell resolves: the scenario says it, or the answer asks."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioQuestion, run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog

_BOLT = 'pila hechizo:"Lightning Bolt (rival): Jugador activo" '


def _life(outcome, who: str = "Jugador activo") -> int:  # type: ignore[no-untyped-def]
    return next(p.life for p in outcome.final.players if p.name == who)


def test_not_paid_the_spell_is_countered(cards: CardCatalog) -> None:
    outcome = run_scenario_text(_BOLT + 'hechizo:"Mana Leak: Lightning Bolt, no paga"', cards)
    assert outcome.complete
    assert _life(outcome) == 20
    assert {"118.12a", "701.6a"} <= set(outcome.rules)


def test_paid_the_spell_stays_and_resolves(cards: CardCatalog) -> None:
    outcome = run_scenario_text(_BOLT + 'hechizo:"Mana Leak: Lightning Bolt, paga"', cards)
    assert outcome.complete
    assert _life(outcome) == 17
    assert "118.12a" in outcome.rules and "701.6a" not in outcome.rules


def test_not_said_the_answer_asks_instead_of_choosing(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion) as asked:
        run_scenario_text(_BOLT + 'hechizo:"Mana Leak: Lightning Bolt"', cards)
    said = str(asked.value)
    assert "¿Pagó {3}" in said and "118.12a" in said and "no paga" in said


def test_a_written_spell_says_it_after_its_effects(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila hechizo:"Rayo (rival): 3 daños a Jugador activo" '
        'hechizo:"Fuga: contrarresta Rayo a menos que su controlador pague {2}, no paga"',
        cards,
    )
    assert _life(outcome) == 20 and "118.12a" in outcome.rules


def test_the_line_is_read_when_the_card_is_read_alone(cards: CardCatalog) -> None:
    for name in ("Mana Leak", "Force Spike", "Quench"):
        card = cards.card_named(name)
        assert card is not None
        assert not read_card(card).unread, name
