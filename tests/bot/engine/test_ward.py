"""Ward, read from its rule (702.21a): "Whenever this permanent becomes the target of a spell
or ability an opponent controls, counter that spell or ability unless that player pays
[cost]." Kappa Cannoneer has "Ward {4}"; Raffine, Scheming Seer has "Flying, ward {1}"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioQuestion, run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _damage(outcome, name: str) -> int | None:  # type: ignore[no-untyped-def]
    found = [p.damage for p in outcome.final.permanents if p.name == name]
    return found[0] if found else None


def test_an_opponents_spell_is_countered_unless_its_controller_pays(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila criaturas:"Kappa Cannoneer" '
        'hechizo:"Lightning Bolt (rival): Kappa Cannoneer, no paga"',
        cards,
    )
    assert outcome.complete
    assert _damage(outcome, "Kappa Cannoneer") == 0  # the Bolt never resolved
    assert outcome.final.resolution_order == ["Custodia de Kappa Cannoneer"]
    assert {"702.21a", "118.12a", "701.6a"} <= set(outcome.rules)


def test_paid_the_spell_resolves_after_the_ward_trigger(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario criaturas:"Kappa Cannoneer" '
        'eventos:"lanza Lightning Bolt (rival): Kappa Cannoneer, paga; resuelve; resuelve"',
        cards,
    )
    assert _damage(outcome, "Kappa Cannoneer") == 3
    assert outcome.final.resolution_order == ["Custodia de Kappa Cannoneer", "Lightning Bolt"]
    assert "701.6a" not in outcome.rules


def test_its_controllers_own_spell_does_not_trigger_it(cards: CardCatalog) -> None:
    # "an opponent controls": targeting your own ward creature asks nothing and counters nothing.
    outcome = run_scenario_text(
        'pila criaturas:"Kappa Cannoneer" hechizo:"Lightning Bolt: Kappa Cannoneer"', cards
    )
    assert _damage(outcome, "Kappa Cannoneer") == 3
    assert "702.21a" not in outcome.rules


def test_not_said_whether_they_paid_the_answer_asks(cards: CardCatalog) -> None:
    scene = 'pila criaturas:"Kappa Cannoneer" hechizo:"Lightning Bolt (rival): Kappa Cannoneer"'
    with pytest.raises(ScenarioQuestion) as asked:
        run_scenario_text(scene, cards)
    assert "{4}" in str(asked.value) and "702.21a" in str(asked.value)
    # The example the question gives is a scenario that runs.
    example = asked.value.example or ""
    assert example.endswith(', no paga"')
    outcome = run_scenario_text('pila criaturas:"Kappa Cannoneer" ' + example, cards)
    assert _damage(outcome, "Kappa Cannoneer") == 0


def test_an_activated_ability_that_targets_it_is_countered(cards: CardCatalog) -> None:
    # Prodigal Pyromancer: "{T}: This creature deals 1 damage to any target."
    outcome = run_scenario_text(
        'pila criaturas:"Prodigal Pyromancer" criaturas_rival:"Kappa Cannoneer" '
        'habilidad:"Prodigal Pyromancer: Kappa Cannoneer, no paga"',
        cards,
    )
    assert _damage(outcome, "Kappa Cannoneer") == 0
    assert outcome.final.resolution_order == ["Custodia de Kappa Cannoneer"]


def test_a_triggered_ability_that_targets_it_triggers_it_too(cards: CardCatalog) -> None:
    # Perilous Myr: "When this creature dies, it deals 2 damage to any target." The target is
    # chosen as the trigger goes on the stack (603.3d); ward triggers then.
    scene = (
        'escenario criaturas:"Perilous Myr" criaturas_rival:"Kappa Cannoneer" '
        'objetivos:"Perilous Myr: Kappa Cannoneer{paid}" eventos:"destruye Perilous Myr; '
        'resuelve; resuelve"'
    )
    with pytest.raises(ScenarioQuestion) as asked:
        run_scenario_text(scene.format(paid=""), cards)
    assert (asked.value.example or "").startswith('objetivos:"Perilous Myr')
    countered = run_scenario_text(scene.format(paid=", no paga"), cards)
    assert _damage(countered, "Kappa Cannoneer") == 0
    paid = run_scenario_text(scene.format(paid=", paga"), cards)
    assert _damage(paid, "Kappa Cannoneer") == 2


def test_a_permanent_that_lost_its_abilities_has_no_ward(cards: CardCatalog) -> None:
    # Humility: creatures lose all abilities (613.1f), ward with them; the Bolt resolves.
    outcome = run_scenario_text(
        'pila criaturas_rival:"Kappa Cannoneer" permanentes:"Humility" '
        'hechizo:"Lightning Bolt: Kappa Cannoneer"',
        cards,
    )
    assert "Kappa Cannoneer" in {d.name for d in outcome.final.died}
    assert "702.21a" not in outcome.rules


def test_ward_is_read_alone_and_beside_other_keywords(cards: CardCatalog) -> None:
    cases = (
        ("Kappa Cannoneer", "Ward {4}", "Ward {4}"),
        ("Raffine, Scheming Seer", "ward {1}", "Flying, ward {1}"),  # every clause read
    )
    for name, clause, line in cases:
        card = cards.card_named(name)
        assert card is not None
        reading = read_card(card)
        assert line in reading.read and reading.keyword_rules[clause] == "702.21a"


def test_a_cost_that_is_not_mana_stays_unread(cards: CardCatalog) -> None:
    # "Ward—Discard a card" is no mana (or life) cost: not read as one, said as unread.
    # ("Ward—Pay N life" is read: test_ward_life.py.)
    card = cards.card_named("Arna Kennerüd, Skycaptain")
    assert card is not None
    reading = read_card(card)
    assert "Ward—Discard a card." in reading.unread
