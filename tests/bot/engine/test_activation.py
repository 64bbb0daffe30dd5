"""Activating abilities of a permanent's text, with their costs paid: loyalty abilities (606),
{T}, life and sacrifice costs (118.3, 119.4, 701.21a), mana abilities without the stack
(605.3b), a land that becomes a creature until end of turn. Real cards of the bundled data,
and objects written in the scenario language."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import Outcome, ScenarioError, run_scenario_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _perm(outcome: Outcome, name: str):  # type: ignore[no-untyped-def]
    return next(p for p in outcome.final.permanents if p.name == name)


def _life(outcome: Outcome, name: str) -> int:
    return next(p.life for p in outcome.final.players if p.name == name)


def _kinds(outcome: Outcome) -> list[str]:
    return [s.kind for s in outcome.steps]


def _died(outcome: Outcome) -> set[str]:
    return {d.name for d in outcome.final.died}


# ---------------------------------------------------------------- loyalty abilities (606)


def test_a_plus_ability_puts_loyalty_counters_and_resolves(cards: CardCatalog) -> None:
    # Ajani Goldmane: loyalty 4 from the card data; "[+1]: You gain 2 life."
    outcome = run_scenario_text(
        'escenario permanentes:"Ajani Goldmane" eventos:"activa el +1 de Ajani Goldmane"', cards
    )
    assert _perm(outcome, "Ajani Goldmane").loyalty == 5
    assert _life(outcome, "Jugador A") == 22
    assert {"606.2", "606.4"} <= set(outcome.rules)


def test_a_minus_ability_to_zero_loyalty_still_resolves(cards: CardCatalog) -> None:
    # 606.4 then 704.5i: the planeswalker goes to the graveyard before the ability resolves,
    # and the ability, independent of its source (113.7a), still destroys its target.
    outcome = run_scenario_text(
        'escenario permanentes:"Ob Nixilis Reignited lealtad:3" criaturas_rival:"Grizzly Bears" '
        'eventos:"hago el -3 de Ob Nixilis Reignited apuntando a Grizzly Bears"',
        cards,
    )
    assert _died(outcome) == {"Ob Nixilis Reignited", "Grizzly Bears"}
    assert "704.5i" in outcome.rules
    kinds = _kinds(outcome)
    assert (
        kinds.index("activation.loyalty_paid")
        < kinds.index("sba.leaves")
        < kinds.index("priority.resolves")
    )


def test_a_minus_cost_needs_that_many_loyalty_counters(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario permanentes:"Ob Nixilis Reignited lealtad:2" criaturas_rival:"Grizzly Bears" '
        'eventos:"activa Ob Nixilis Reignited -3: Grizzly Bears"',
        cards,
    )
    assert not outcome.final.died
    assert _perm(outcome, "Ob Nixilis Reignited").loyalty == 2
    assert {"606.6", "118.3"} <= set(outcome.rules)


def test_only_one_loyalty_ability_per_permanent_each_turn(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario permanentes:"Ajani Goldmane" '
        'eventos:"activa el +1 de Ajani Goldmane; activa el +1 de Ajani Goldmane"',
        cards,
    )
    assert _perm(outcome, "Ajani Goldmane").loyalty == 5
    assert _life(outcome, "Jugador A") == 22
    assert "606.3" in outcome.rules


def test_a_new_turn_allows_another_loyalty_ability(cards: CardCatalog) -> None:
    # The next turn is the opponent's: 606.3 allows it only on its controller's own turn.
    outcome = run_scenario_text(
        'escenario permanentes:"Ajani Goldmane" eventos:"activa el +1 de Ajani Goldmane; '
        "siguiente turno; principal: activa el +1 de Ajani Goldmane; siguiente turno; "
        'principal: activa el +1 de Ajani Goldmane"',
        cards,
    )
    assert _perm(outcome, "Ajani Goldmane").loyalty == 6
    assert _life(outcome, "Jugador A") == 24


def test_loyalty_abilities_are_main_phase_with_an_empty_stack(cards: CardCatalog) -> None:
    combat = run_scenario_text(
        'escenario permanentes:"Ajani Goldmane" eventos:"combate: activa el +1 de Ajani Goldmane"',
        cards,
    )
    assert _perm(combat, "Ajani Goldmane").loyalty == 4
    assert "606.3" in combat.rules
    responding = run_scenario_text(
        'escenario permanentes:"Ajani Goldmane" eventos:"lanza Rayo: ganas 1 vida; '
        'activa el +1 de Ajani Goldmane"',
        cards,
    )
    assert _perm(responding, "Ajani Goldmane").loyalty == 4
    assert _life(responding, "Jugador A") == 21


def test_a_loyalty_cost_the_source_lacks_is_asked_not_replaced() -> None:
    unread_or_absent = r"no muestra, en lo que leo de su texto, la habilidad «\+2».*1\) «\+1»"
    with pytest.raises(ScenarioError, match=unread_or_absent):
        run_scenario_text(
            'escenario permanentes:"Jace planeswalker lealtad:3 activada:+1: robas una carta" '
            'eventos:"activa Jace +2"'
        )


def test_damage_to_a_planeswalker_removes_loyalty_from_a_sacrificed_source(
    cards: CardCatalog,
) -> None:
    # Mogg Fanatic is sacrificed as the cost (701.21a); its ability still deals the damage with
    # its last known information (608.2h), and that damage removes loyalty (120.3c).
    outcome = run_scenario_text(
        'escenario criaturas:"Mogg Fanatic" planeswalkers_rival:"Jace lealtad:1" '
        'eventos:"activa Mogg Fanatic: Jace"',
        cards,
    )
    assert _died(outcome) == {"Mogg Fanatic", "Jace"}
    assert {"701.21a", "120.3c", "704.5i"} <= set(outcome.rules)


# ---------------------------------------------------------------- costs and mana abilities


def test_a_mana_ability_does_not_use_the_stack_and_taps_its_source(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario criaturas:"Llanowar Elves" eventos:"activa Llanowar Elves; '
        'activa Llanowar Elves"',
        cards,
    )
    assert outcome.final.resolution_order == []
    assert _perm(outcome, "Llanowar Elves").tapped
    assert _kinds(outcome).count("resolve.add_mana") == 1
    assert {"605.1a", "605.3b", "118.3"} <= set(outcome.rules)


def test_paying_life_needs_that_much_life() -> None:
    outcome = run_scenario_text(
        'escenario vida:2 criaturas:"Brujo 1/1 activada:Paga 3 vidas: robas una carta; '
        'Oso 2/2 activada:Pay 1 life: ganas 5 vidas" eventos:"activa Brujo; activa Oso"'
    )
    assert _life(outcome, "Jugador A") == 6
    assert "119.4" in outcome.rules
    assert [k for k in _kinds(outcome) if k == "activation.cant_pay"] == ["activation.cant_pay"]


def test_sacrifice_a_creature_takes_the_first_name_written(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario permanentes:"Ashnod\'s Altar; Grizzly Bears" criaturas_rival:"Lobo 3/3" '
        "eventos:\"activa Ashnod's Altar: Lobo; activa Ashnod's Altar: Grizzly Bears\"",
        cards,
    )
    assert _died(outcome) == {"Grizzly Bears"}
    assert _kinds(outcome).count("activation.sacrifice_which") == 1  # not the rival's Lobo
    assert "605.3b" in outcome.rules  # "Add {C}{C}": a mana ability
    with pytest.raises(ScenarioError, match="pide sacrificar un permanente"):
        run_scenario_text(
            'escenario permanentes:"Ashnod\'s Altar; Grizzly Bears" '
            'eventos:"activa Ashnod\'s Altar"',
            cards,
        )


def test_several_abilities_ask_which_and_a_cost_names_one(cards: CardCatalog) -> None:
    # Mind Stone: "{T}: Add {C}." and "{1}, {T}, Sacrifice this artifact: Draw a card."
    with pytest.raises(ScenarioError, match="varias habilidades activadas"):
        run_scenario_text('escenario permanentes:"Mind Stone" eventos:"activa Mind Stone"', cards)
    with pytest.raises(ScenarioError, match="varias habilidades activadas"):
        run_scenario_text(
            'pila permanentes:"Mind Stone" habilidad:"Mind Stone: Jugador activo"', cards
        )
    named = run_scenario_text(
        'escenario permanentes:"Mind Stone" biblioteca:5 eventos:"activa el {1} de Mind Stone"',
        cards,
    )
    assert _died(named) == {"Mind Stone"}
    assert next(p.hand for p in named.final.players if p.name == "Jugador A") == 1


def test_activate_only_as_a_sorcery_is_read_from_the_ability() -> None:
    outcome = run_scenario_text(
        'escenario criaturas:"Sabio 1/1 activada:{1}: ganas 1 vida. Activate only as a sorcery." '
        'eventos:"combate: activa Sabio; principal 2: activa Sabio"'
    )
    assert _life(outcome, "Jugador A") == 21
    assert "602.5d" in outcome.rules


# ---------------------------------------------------------------- lands


def test_a_manland_is_a_creature_until_end_of_turn(cards: CardCatalog) -> None:
    # "{1}{G}: This land becomes a 3/3 green Ape creature with trample until end of turn.
    # It's still a land."
    animated = run_scenario_text(
        'escenario permanentes:"Treetop Village" eventos:"activa el {1}{G} de Treetop Village"',
        cards,
    )
    village = _perm(animated, "Treetop Village")
    assert (village.power, village.toughness) == (3, 3)
    assert {"creature", "land"} <= set(village.types)
    assert "trample" in village.keywords
    assert animated.complete
    later = run_scenario_text(
        'escenario permanentes:"Treetop Village" '
        'eventos:"activa el {1}{G} de Treetop Village; fin del turno"',
        cards,
    )
    assert "creature" not in _perm(later, "Treetop Village").types


def test_a_tapped_permanent_untaps_in_its_controllers_untap_step(cards: CardCatalog) -> None:
    # 502.3: only the active player's permanents untap.
    rival_turn = run_scenario_text(
        'escenario criaturas:"Llanowar Elves" eventos:"activa Llanowar Elves; siguiente turno"',
        cards,
    )
    assert _perm(rival_turn, "Llanowar Elves").tapped
    own_turn = run_scenario_text(
        'escenario criaturas:"Llanowar Elves" '
        'eventos:"activa Llanowar Elves; siguiente turno; siguiente turno"',
        cards,
    )
    assert not _perm(own_turn, "Llanowar Elves").tapped
    assert "502.3" in own_turn.rules


def test_an_ability_named_by_its_place_in_the_text() -> None:
    outcome = run_scenario_text(
        'escenario criaturas:"Altar 0/1 activada:Sacrifica otra criatura: ganas 1 vida '
        'activada:{T}: ganas 2 vidas; Oso 2/2" '
        'eventos:"activa la habilidad 1 de Altar: Oso; activa la habilidad 2 de Altar"'
    )
    assert _died(outcome) == {"Oso"}
    assert _life(outcome, "Jugador A") == 23


def test_once_each_turn_and_your_turn_restrictions() -> None:
    # 602.5b: the restriction an ability states applies whenever it is activated.
    once = run_scenario_text(
        'escenario criaturas:"Espectro 1/1 activada:{B}: ganas 1 vida. '
        'Activate only once each turn." eventos:"activa Espectro; activa Espectro; '
        'siguiente turno; siguiente turno; principal: activa Espectro"'
    )
    assert _life(once, "Jugador A") == 22
    assert "602.5b" in once.rules
    rival_turn = run_scenario_text(
        'escenario turno:ajeno criaturas:"Espectro 1/1 activada:{B}: ganas 1 vida. '
        'Activate only during your turn." eventos:"activa Espectro"'
    )
    assert _life(rival_turn, "Jugador A") == 20


def test_starting_loyalty_comes_from_the_card_and_the_legend_rule_applies(
    cards: CardCatalog,
) -> None:
    # Jace Beleren: loyalty 3 in the card data; two of the same legendary planeswalker: one is
    # put into the graveyard (704.5j).
    outcome = run_scenario_text('estado permanentes:"Jace Beleren; Jace Beleren"', cards)
    assert [d.name for d in outcome.final.died] == ["Jace Beleren"]
    assert _perm(outcome, "Jace Beleren").loyalty == 3
    assert "704.5j" in outcome.rules
