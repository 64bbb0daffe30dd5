""" "Whenever you cast …" triggers (issue 49), read from card text.

601.2i: "… then the spell becomes cast. Any abilities that trigger when a spell is cast or put
onto the stack trigger at this time." 603.3b: the triggered ability goes on the stack the next
time a player would receive priority, so above the spell that was cast."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog

# Young Pyromancer: "Whenever you cast an instant or sorcery spell, create a 1/1 red Elemental
# creature token."


def _elementals(outcome) -> int:  # type: ignore[no-untyped-def]
    return sum(1 for p in outcome.final.permanents if p.name == "Elemental Token")


def test_a_spell_cast_during_the_scenario_triggers_it(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario criaturas:"Young Pyromancer" criaturas_rival:"Grizzly Bears" '
        'eventos:"lanza Lightning Bolt: Grizzly Bears; resuelve; resuelve"',
        cards,
    )
    assert outcome.complete and _elementals(outcome) == 1
    assert "601.2i" in outcome.rules
    # The trigger resolves first: it went on the stack above the spell (603.3b).
    assert outcome.final.resolution_order[0] == "Disparo de Young Pyromancer"


def test_a_spell_written_on_the_stack_was_cast_too(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila criaturas:"Young Pyromancer" hechizo:"Lightning Bolt: Jugador no activo"', cards
    )
    assert outcome.complete and _elementals(outcome) == 1
    assert outcome.final.resolution_order == ["Disparo de Young Pyromancer", "Lightning Bolt"]


def test_a_creature_spell_does_not_trigger_it(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario criaturas:"Young Pyromancer" eventos:"lanza Grizzly Bears; resuelve"', cards
    )
    assert _elementals(outcome) == 0 and "601.2i" not in outcome.rules


def test_an_opponents_spell_does_not_trigger_you_cast(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila criaturas:"Young Pyromancer" hechizo:"Lightning Bolt (rival): Jugador activo"',
        cards,
    )
    assert _elementals(outcome) == 0


def test_an_opponent_casts_written_in_spanish() -> None:
    outcome = run_scenario_text(
        'pila criaturas:"Vigía 1/1 disparo:siempre que un oponente lance un hechizo rojo, '
        'ganas 1 vida" hechizo:"Rayo rojo (rival): 3 daños a Jugador activo"'
    )
    you = next(p for p in outcome.final.players if p.name == "Jugador activo")
    assert you.life == 18  # 20 + 1 - 3


def test_a_made_up_spell_of_unknown_type_is_asked_about(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError) as caught:
        run_scenario_text(
            'pila criaturas:"Young Pyromancer" hechizo:"Rayo: 3 daños a Jugador no activo"',
            cards,
        )
    assert "Ejemplo válido" in str(caught.value) and "Rayo" in str(caught.value)
