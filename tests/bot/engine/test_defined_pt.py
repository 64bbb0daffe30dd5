"""Characteristic-defining abilities that count the game (604.3, 613.4a), read from the card
text of real cards in the bundled data. Each expectation follows from the rules text: the
count is taken now, from every permanent's characteristics after layers 1-6 (611.3a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.effects import Count, DefinePT
from bot.engine.language.counts import count, defining_ability

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _pt(outcome, name):  # type: ignore[no-untyped-def]
    perm = next(p for p in outcome.final.permanents if p.name == name)
    return perm.power, perm.toughness


def test_card_types_among_cards_in_all_graveyards(cards: CardCatalog) -> None:
    # Tarmogoyf: instant, creature and land among the cards in graveyards; toughness +1.
    outcome = run_scenario_text(
        'estado criaturas:"Tarmogoyf" cementerio:"Lightning Bolt; Grizzly Bears" '
        'cementerio_rival:"Forest; Savannah Lions"',
        cards,
    )
    assert _pt(outcome, "Tarmogoyf") == (3, 4)
    assert {"604.3", "613.4a"} <= set(outcome.rules)
    assert outcome.cards[0].unread == []


def test_cards_of_one_type_in_all_graveyards(cards: CardCatalog) -> None:
    # Lhurgoyf counts creature cards in every graveyard, not the instant.
    outcome = run_scenario_text(
        'estado criaturas:"Lhurgoyf" cementerio:"Grizzly Bears; Lightning Bolt" '
        'cementerio_rival:"Savannah Lions"',
        cards,
    )
    assert _pt(outcome, "Lhurgoyf") == (2, 3)


def test_an_empty_count_is_zero_and_state_based_actions_follow(cards: CardCatalog) -> None:
    outcome = run_scenario_text('estado criaturas:"Mortivore" cementerio:"Forest"', cards)
    assert [d.name for d in outcome.final.died] == ["Mortivore"]  # 0/0: 704.5f
    assert "704.5f" in outcome.rules


def test_permanents_you_control_by_subtype_and_not_the_opponents(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'capas objetos:"Nightmare; Swamp; Swamp; Forest" objetos_rival:"Swamp"', cards
    )
    assert _pt(outcome, "Nightmare") == (2, 2)


def test_a_count_of_creatures_includes_the_creature_itself(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'capas objetos:"Crusader of Odric; Grizzly Bears" objetos_rival:"Hill Giant"', cards
    )
    assert _pt(outcome, "Crusader of Odric") == (2, 2)


def test_a_non_subtype_is_left_out(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'capas objetos:"Keldon Warlord; Wall of Stone; Grizzly Bears"', cards
    )
    assert _pt(outcome, "Keldon Warlord") == (2, 2)


def test_the_life_total_is_read_now(cards: CardCatalog) -> None:
    outcome = run_scenario_text('estado vida:7 criaturas:"Serra Avatar"', cards)
    assert _pt(outcome, "Serra Avatar") == (7, 7)


def test_a_card_counted_in_the_graveyard_changes_the_count_after_an_event(
    cards: CardCatalog,
) -> None:
    # The Bears die; a creature card is now in a graveyard, so Mortivore grows (611.3a).
    outcome = run_scenario_text(
        'estado criaturas:"Mortivore; Grizzly Bears" cementerio:"Hill Giant" '
        'eventos:"destruye Grizzly Bears"',
        cards,
    )
    assert _pt(outcome, "Mortivore") == (2, 2)


def test_the_reader_takes_english_and_spanish_forms() -> None:
    nightmare = defining_ability(
        "esta criatura's power and toughness are each equal to the number of Swamps you control."
    )
    assert isinstance(nightmare, DefinePT) and nightmare.power is not None
    assert nightmare.power.each is not None and nightmare.power.each.subtype == "Swamp"
    goyf = defining_ability(
        "esta criatura's power is equal to the number of card types among cards in all "
        "graveyards and its toughness is equal to that number plus 1."
    )
    assert goyf == DefinePT(
        power=Count(what="graveyard_types"), toughness=Count(what="graveyard_types", plus=1)
    )
    spanish = defining_ability(
        "La fuerza y la resistencia de esta criatura son iguales a la cantidad de tierras que "
        "controlas."
    )
    assert spanish is not None and spanish.power is not None and spanish.power.each is not None
    assert spanish.power.each.kind == "land" and spanish.power.each.controller == "you"
    assert count("the number of Elves you control", "the number of Elves you control") == Count(
        what="permanents", each={"kind": "permanent", "controller": "you", "subtype": "Elf"}
    )
    assert defining_ability("esta criatura's power is equal to its mana value.") is None


def test_a_user_may_write_the_ability(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'capas objetos:"Gólem 0/0 otorga:la fuerza y la resistencia de esta criatura son '
        'iguales a la cantidad de artefactos que controlas; Estatua artefacto"',
        cards,
    )
    # Gólem is not an artifact: one artifact (Estatua) is counted.
    assert _pt(outcome, "Gólem") == (1, 1)


def test_a_resolved_instant_is_in_the_graveyard_before_state_based_actions(
    cards: CardCatalog,
) -> None:
    # 608.2n then 704.3: Bolt is a card in the graveyard (instant) when Tarmogoyf's toughness
    # is checked: land, creature, instant = 3/4 with 3 damage, it survives.
    outcome = run_scenario_text(
        'pila criaturas:"Tarmogoyf" cementerio:"Grizzly Bears; Forest" '
        'hechizo:"Lightning Bolt (rival): Tarmogoyf"',
        cards,
    )
    assert outcome.final.died == []
    assert _pt(outcome, "Tarmogoyf") == (3, 4)
    assert "608.2n" in outcome.rules


def test_a_kindred_card_counts_two_card_types(cards: CardCatalog) -> None:
    # 308.1 / 205.2a: Kindred is a card type. Tarfire (Kindred Instant — Goblin) in the
    # graveyard is two card types for Tarmogoyf: 2/3 with 2 damage, it survives. A "Tribal"
    # type line (the name before 2024) is the same type.
    outcome = run_scenario_text(
        'pila criaturas:"Tarmogoyf" hechizo:"Tarfire (rival): Tarmogoyf"', cards
    )
    assert outcome.final.died == []
    assert _pt(outcome, "Tarmogoyf") == (2, 3)
    kindred_enchantment = run_scenario_text(
        'estado criaturas:"Tarmogoyf" cementerio:"Bitterblossom"', cards
    )
    assert _pt(kindred_enchantment, "Tarmogoyf") == (2, 3)


def test_an_effect_that_sets_base_pt_applies_after_the_defining_ability(
    cards: CardCatalog,
) -> None:
    # Ovinize: loses all abilities (layer 6, so the CDA is gone) and base 0/1 (7b, 613.4b).
    outcome = run_scenario_text(
        'pila criaturas:"Tarmogoyf" cementerio:"Lightning Bolt; Grizzly Bears" '
        'hechizo:"Ovinize (rival): Tarmogoyf"',
        cards,
    )
    assert _pt(outcome, "Tarmogoyf") == (0, 1)
    assert "613.4b" in outcome.rules
    # Lignify: "is a Treefolk with base power and toughness 0/4" (layers 4 and 7b).
    aura = run_scenario_text(
        'estado criaturas:"Tarmogoyf" cementerio:"Forest" auras:"Lignify encanta:1"', cards
    )
    assert _pt(aura, "Tarmogoyf") == (0, 4)
    assert aura.cards[0].unread == [] and all(not c.unread for c in aura.cards)


def test_a_modifying_effect_applies_after_setting_in_layer_seven(cards: CardCatalog) -> None:
    # Ovinize resolves first (0/1 in 7b), then Giant Growth's +3/+3 (7c); both instants are
    # then in the graveyard, which the lost ability no longer counts.
    outcome = run_scenario_text(
        'pila criaturas:"Tarmogoyf" cementerio:"Forest" hechizo:"Giant Growth: Tarmogoyf" '
        'hechizo:"Ovinize (rival): Tarmogoyf"',
        cards,
    )
    assert _pt(outcome, "Tarmogoyf") == (3, 4)


def test_a_bonus_for_each_permanent_is_counted_now(cards: CardCatalog) -> None:
    # Cranial Plating: +1/+0 for each artifact you control (two: itself and Bonesplitter).
    outcome = run_scenario_text(
        'estado criaturas:"Grizzly Bears" equipos:"Cranial Plating equipa:1; Bonesplitter"',
        cards,
    )
    assert _pt(outcome, "Grizzly Bears") == (4, 2)
    assert "613.4c" in outcome.rules


def test_a_colour_before_the_noun_narrows_the_group(cards: CardCatalog) -> None:
    # Crusade: "White creatures get +1/+1" (the colour from the mana cost, 202.2).
    outcome = run_scenario_text('capas objetos:"Savannah Lions; Grizzly Bears; Crusade"', cards)
    assert (_pt(outcome, "Savannah Lions"), _pt(outcome, "Grizzly Bears")) == ((3, 2), (2, 2))
