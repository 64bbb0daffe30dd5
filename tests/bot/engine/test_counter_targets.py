"""What a counterspell's target must be, read from its card (issue 49): "Counter target
noncreature spell", "target creature spell", "target instant or sorcery spell". 115.1: the
text says what may be chosen; 608.2b: as it resolves, a target that is not that is illegal."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def test_a_creature_spell_is_what_essence_scatter_counters(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila hechizo:"Grizzly Bears (rival)" hechizo:"Essence Scatter: Grizzly Bears"', cards
    )
    assert outcome.complete
    assert "701.6a" in outcome.rules and outcome.final.resolution_order == ["Essence Scatter"]


def test_negate_cannot_counter_a_creature_spell(cards: CardCatalog) -> None:
    # "Counter target noncreature spell": Grizzly Bears is an illegal target (608.2b), so
    # Negate does nothing and Bears resolves.
    outcome = run_scenario_text(
        'pila hechizo:"Grizzly Bears (rival)" hechizo:"Negate: Grizzly Bears"', cards
    )
    assert "608.2b" in outcome.rules and "701.6a" not in outcome.rules
    assert outcome.final.resolution_order == ["Negate", "Grizzly Bears"]
    whys = [s.args.get("why") for s in outcome.steps if s.kind == "priority.target_illegal"]
    assert [w["kind"] for w in whys if w] == ["target.spell_unfit"]


def test_negate_counters_an_instant(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila hechizo:"Lightning Bolt (rival): Jugador activo" hechizo:"Negate: Lightning Bolt"',
        cards,
    )
    assert outcome.complete and "701.6a" in outcome.rules
    assert next(p.life for p in outcome.final.players if p.name == "Jugador activo") == 20


def test_a_written_spell_of_unknown_types_is_not_guessed(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError) as caught:
        run_scenario_text(
            'pila hechizo:"Rayo (rival): 3 daños a Jugador activo" hechizo:"Negate: Rayo"', cards
        )
    assert "115.1" in str(caught.value) and "Ejemplo válido" in str(caught.value)


def test_spell_targets_are_read_alone_with_what_they_must_be(cards: CardCatalog) -> None:
    for name in ("Negate", "Essence Scatter", "Spell Pierce", "Dispel"):
        card = cards.card_named(name)
        assert card is not None
        assert not read_card(card).unread, name
