"""Abilities given in quotes (113.1a, 113.2c, 613.1f): "Enchanted creature has "{T}: This
creature deals 1 damage to any target."" (Psionic Gift), "… gets +2/+0 and has "When this
creature dies, draw a card."" (Infernal Scarring). The ability is the enchanted creature's own:
activated by tapping that creature, triggered by that creature's death, "this creature" being
it; it lasts while the effect gives it, and a quoted static ability leaves the line unread."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card
from bot.text.outcome import render_text

if TYPE_CHECKING:
    from bot.engine.outcome import Outcome
    from index.cards.catalog import CardCatalog


def _gone(outcome: Outcome) -> set[str]:
    return {d.name for d in outcome.final.died}


@pytest.mark.parametrize(
    "name",
    [
        "Psionic Gift",
        "Arcane Teachings",
        "Infernal Scarring",
        "Trollhide",
        "Creeping Crystal Coating",
        "Fire Whip",
    ],
)
def test_auras_that_give_a_quoted_ability_are_read_whole(cards: CardCatalog, name: str) -> None:
    card = cards.card_named(name)
    assert card is not None
    reading = read_card(card)
    assert reading.unread == [] and reading.read


def test_a_quoted_static_ability_leaves_its_line_unread(cards: CardCatalog) -> None:
    # The engine gives objects triggered and activated abilities only: a replacement effect
    # in quotes is not something it could run as the enchanted creature's, so it says so.
    card = cards.card_named("Bewitching Leechcraft")
    assert card is not None
    unread = read_card(card).unread
    assert any(line.startswith('Enchanted creature has "If this creature') for line in unread)


def test_the_enchanted_creature_taps_to_deal_the_damage_and_cannot_do_it_twice(
    cards: CardCatalog,
) -> None:
    line = (
        'escenario criaturas:"Oso 2/2" criaturas_rival:"Elfo 1/1" '
        'auras:"Psionic Gift encanta:Oso" '
        'eventos:"activa Oso: Elfo; resuelve; activa Oso: Jugador B; resuelve"'
    )
    outcome = run_scenario_text(line, cards)
    assert outcome.complete
    assert _gone(outcome) == {"Elfo"}
    rival = next(p for p in outcome.final.players if p.name == "Jugador B")
    assert rival.life == 20  # the second activation can't tap the tapped Oso (118.3)
    text = render_text(outcome)
    assert "«Oso» (2/2) hace 1 daño a «Elfo»" in text
    assert "se gira «Oso»" in text and "ya está girado" in text


def test_the_ability_is_the_holders_not_the_auras(cards: CardCatalog) -> None:
    # Only the creature the Aura enchants has it: the other creature has no such ability.
    line = (
        'escenario criaturas:"Oso 2/2; Lobo 3/3" criaturas_rival:"Elfo 1/1" '
        'auras:"Psionic Gift encanta:Oso" eventos:"activa Lobo: Elfo; resuelve"'
    )
    outcome = run_scenario_text(line, cards)
    assert "Elfo" not in _gone(outcome)


def test_a_granted_dies_trigger_looks_back_at_the_creature_that_died(cards: CardCatalog) -> None:
    # 603.10a: the creature died with the Aura still giving it the ability, so it triggers,
    # and its controller draws although both have left the battlefield.
    line = (
        'pila criaturas:"Oso 2/2" auras:"Infernal Scarring encanta:Oso" biblioteca:5 '
        'hechizo:"Rayo: destruye Oso"'
    )
    outcome = run_scenario_text(line, cards)
    assert outcome.complete
    assert _gone(outcome) == {"Oso", "Infernal Scarring"}
    assert outcome.final.players[0].library == 4
    assert "«Oso» es 4/2" not in render_text(outcome)


def test_without_the_aura_the_creature_has_no_dies_trigger(cards: CardCatalog) -> None:
    line = 'pila criaturas:"Oso 2/2" biblioteca:5 hechizo:"Rayo: destruye Oso"'
    outcome = run_scenario_text(line, cards)
    assert outcome.final.players[0].library == 5


def test_an_ability_given_to_a_group_is_each_ones_own() -> None:
    # "Creatures you control have …": each creature deals its own damage, by tapping itself.
    line = (
        'escenario criaturas:"Señor 1/1 otorga:las criaturas que controlas tienen '
        "'{T}: esta criatura hace 1 daño a cualquier objetivo'; Oso 2/2\" "
        'criaturas_rival:"Muro 0/2" eventos:"activa Oso: Muro; resuelve; activa Señor: Muro; '
        'resuelve"'
    )
    outcome = run_scenario_text(line)
    assert _gone(outcome) == {"Muro"}
    text = render_text(outcome)
    assert "se gira «Oso»" in text and "se gira «Señor»" in text


def test_losing_all_abilities_takes_the_given_one_too(cards: CardCatalog) -> None:
    # Layer 6 in timestamp order (613.1f, 613.7): the later "loses all abilities" removes the
    # ability the Aura gave, so Oso has no ability to activate.
    line = (
        'escenario criaturas:"Oso 2/2" criaturas_rival:"Elfo 1/1" '
        'auras:"Psionic Gift encanta:Oso" '
        'eventos:"Oso pierde todas las habilidades; activa Oso: Elfo; resuelve"'
    )
    outcome = run_scenario_text(line, cards)
    assert "Elfo" not in _gone(outcome)


# A token's own abilities in quotes (111.4: the effect that creates it says what it has).


@pytest.mark.parametrize(
    "name", ["Pest Summoning", "Rat Out", "Wolf's Quarry", "Form a Posse", "Circle of Power"]
)
def test_spells_making_tokens_with_quoted_abilities_are_read_whole(
    cards: CardCatalog, name: str
) -> None:
    card = cards.card_named(name)
    assert card is not None
    assert read_card(card).unread == []


def test_each_token_has_its_own_dies_trigger(cards: CardCatalog) -> None:
    # Pest Summoning: two Pests with "When this token dies, you gain 1 life."; both die at
    # once and each one's trigger fires (603.10a), so 2 life.
    line = 'escenario hechizo:"Pest Summoning" eventos:"resuelve; destruye cada criatura"'
    outcome = run_scenario_text(line, cards)
    assert outcome.complete
    assert outcome.final.players[0].life == 22
    assert outcome.final.resolution_order.count("Disparo de Pest Token") == 2


def test_tokens_made_after_others_ceased_to_exist_are_new_objects(cards: CardCatalog) -> None:
    # Wolf's Quarry: the Boars die and cease to exist (704.5d); the Foods their triggers make
    # are new objects, never told as the Boars coming back.
    line = 'escenario hechizo:"Wolf\'s Quarry" eventos:"resuelve; destruye cada criatura"'
    outcome = run_scenario_text(line, cards)
    assert [p.name for p in outcome.final.permanents] == ["Food", "Food", "Food"]
    assert "vuelve a él" not in render_text(outcome)
    assert len({p.id for p in outcome.final.permanents} | {d.id for d in outcome.final.died}) == 6


def test_a_tokens_can_t_block_is_its_own(cards: CardCatalog) -> None:
    # Rat Out's Rat: "This token can't block." (509.1b) is the token's own static ability,
    # "this token" being the token made, not the spell.
    from bot.engine.language import read_text
    from bot.engine.runner import run_fresh

    scenario, _ = read_text('escenario hechizo:"Rat Out: Jugador B" eventos:"resuelve"', cards)
    run_fresh(scenario)
    rat = next(p for p in scenario.state.permanents if p.name == "Rat Token")
    (ability,) = rat.statics
    (restriction,) = ability.effects
    assert restriction.type == "combat_restriction" and restriction.block
    assert restriction.objects == [rat.id]


def test_it_has_in_the_next_sentence_gives_the_token_just_described_its_ability(
    cards: CardCatalog,
) -> None:
    # Carrier Thrall: "When this creature dies, create a 1/1 colorless Eldrazi Scion creature
    # token. It has "Sacrifice this token: Add {C}."": the Scion's own mana ability (605.1a).
    from bot.engine.language import read_text
    from bot.engine.runner import run_fresh

    card = cards.card_named("Carrier Thrall")
    assert card is not None and read_card(card).unread == []
    line = 'escenario criaturas:"Carrier Thrall" eventos:"destruye Carrier Thrall"'
    scenario, _ = read_text(line, cards)
    run_fresh(scenario)
    scion = next(p for p in scenario.state.permanents if p.name == "Eldrazi Scion Token")
    (ability,) = scion.activated
    assert ability.sacrifice_self and ability.is_mana
