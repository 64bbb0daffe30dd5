"""A permanent spell cast in a scenario (608.3): on the stack it can be responded to or
countered (then it never enters and nothing of it triggers, 701.6a); when it resolves it enters
the battlefield under its controller's control (608.3a), applying as it enters its own "enters
tapped" / "enters with N counters" and the replacement effects of others (614.12, 614.1c-d), and
its ETB abilities trigger (603.6a) with their targets chosen as they go on the stack (603.3d)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, ScenarioQuestion, run_scenario_text

if TYPE_CHECKING:
    from bot.engine import Outcome
    from index.cards.catalog import CardCatalog

# Flametongue Kavu: "When this creature enters, it deals 4 damage to target creature."
KAVU_LINE = "When this creature enters, it deals 4 damage to target creature."


def _on_board(outcome: Outcome) -> dict[str, str]:
    return {p.name: p.controller for p in outcome.final.permanents}


def _died(outcome: Outcome) -> set[str]:
    return {d.name for d in outcome.final.died}


def _kinds(outcome: Outcome) -> list[str]:
    return [s.kind for s in outcome.steps]


def test_a_creature_spell_enters_and_its_etb_trigger_resolves(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears" hechizo:"Flametongue Kavu: Grizzly Bears"', cards
    )
    assert {"608.3a", "603.6a", "115.1d"} <= set(outcome.rules)
    assert _on_board(outcome) == {"Flametongue Kavu": "Jugador activo"}
    assert _died(outcome) == {"Grizzly Bears"}
    assert outcome.final.resolution_order == ["Flametongue Kavu", "Disparo de Flametongue Kavu"]
    assert outcome.complete  # the ETB line is read, and now does what it says
    [kavu] = [c for c in outcome.cards if c.card == "Flametongue Kavu"]
    assert KAVU_LINE in kavu.read
    # It entered before its trigger was put on the stack (603.3: next time a player would
    # receive priority), and the trigger resolved after.
    kinds = _kinds(outcome)
    assert kinds.index("entering.spell_enters") < kinds.index("priority.triggered")


def test_countered_it_never_enters_and_nothing_of_it_triggers(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears" hechizo:"Flametongue Kavu: Grizzly Bears" '
        'hechizo:"Cancel (rival): Flametongue Kavu"',
        cards,
    )
    assert "701.6a" in outcome.rules and "608.3a" not in outcome.rules
    assert "603.6a" not in outcome.rules
    assert "Flametongue Kavu" not in _on_board(outcome)
    assert not _died(outcome)
    assert outcome.final.resolution_order == ["Cancel"]


def test_a_response_leaves_it_as_the_only_legal_target_of_its_own_trigger(
    cards: CardCatalog,
) -> None:
    # Lightning Bolt, cast in response, kills the Bears first; when the Kavu enters its
    # ability must target a creature, and the only one is the Kavu itself (603.3d).
    outcome = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears" hechizo:"Flametongue Kavu" '
        'hechizo:"Lightning Bolt: Grizzly Bears"',
        cards,
    )
    assert _died(outcome) == {"Grizzly Bears", "Flametongue Kavu"}
    assert outcome.final.resolution_order == [
        "Lightning Bolt",
        "Flametongue Kavu",
        "Disparo de Flametongue Kavu",
    ]


def test_several_targets_are_asked_and_objetivos_may_name_the_spell(cards: CardCatalog) -> None:
    board = 'pila criaturas_rival:"Grizzly Bears; Hill Giant" hechizo:"Flametongue Kavu"'
    with pytest.raises(ScenarioQuestion) as asked:
        run_scenario_text(board, cards)
    assert "603.3d" in asked.value.message
    answered = run_scenario_text(board + ' objetivos:"Flametongue Kavu: Hill Giant"', cards)
    assert _died(answered) == {"Hill Giant"}


def test_enters_tapped_and_a_creature_entering_triggers_others(cards: CardCatalog) -> None:
    # Diregraf Ghoul: "This creature enters tapped." Soul Warden: "Whenever another creature
    # enters, you gain 1 life."
    outcome = run_scenario_text('pila criaturas:"Soul Warden" hechizo:"Diregraf Ghoul"', cards)
    ghoul = next(p for p in outcome.final.permanents if p.name == "Diregraf Ghoul")
    assert ghoul.tapped and "614.1d" in outcome.rules
    assert outcome.final.players[0].life == 21
    plain = run_scenario_text('pila hechizo:"Grizzly Bears"', cards)
    bears = next(p for p in plain.final.permanents if p.name == "Grizzly Bears")
    assert not bears.tapped and "110.5b" in plain.rules and "614.1d" not in plain.rules


def test_enters_with_x_counters_and_replacements_apply_as_it_enters(cards: CardCatalog) -> None:
    # Walking Ballista is 0/0 and "enters with X +1/+1 counters": without them it would die.
    outcome = run_scenario_text('pila hechizo:"Walking Ballista X=2"', cards)
    ballista = next(p for p in outcome.final.permanents if p.name == "Walking Ballista")
    assert (ballista.power, ballista.plus_counters) == (2, 2)
    scaled = run_scenario_text(
        'pila permanentes:"Hardened Scales" hechizo:"Walking Ballista X=2"', cards
    )
    ballista = next(p for p in scaled.final.permanents if p.name == "Walking Ballista")
    assert ballista.plus_counters == 3 and "614.5" in scaled.rules
    with pytest.raises(ScenarioError) as error:  # 107.3m: X is the spell's, never guessed
        run_scenario_text('pila hechizo:"Walking Ballista"', cards)
    assert "X=3" in str(error.value)


def test_summoning_sickness_is_said_unless_it_has_haste(cards: CardCatalog) -> None:
    bears = run_scenario_text('pila hechizo:"Grizzly Bears"', cards)
    assert "302.6" in bears.rules
    goblin = run_scenario_text('pila hechizo:"Raging Goblin"', cards)  # Haste
    assert "302.6" not in goblin.rules and "608.3a" in goblin.rules


def test_cast_in_events_and_named_once_it_is_there(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario criaturas_rival:"Grizzly Bears" '
        'eventos:"lanzo Flametongue Kavu: Grizzly Bears; resuelve; destruye Flametongue Kavu"',
        cards,
    )
    assert _died(outcome) == {"Grizzly Bears", "Flametongue Kavu"}
    assert outcome.final.resolution_order[0] == "Flametongue Kavu"


def test_an_equipment_attaches_itself_as_it_enters(cards: CardCatalog) -> None:
    # Bramble Armor: "When this Equipment enters, attach it to target creature you control." /
    # "Equipped creature gets +2/+1." Coral Sword adds "That creature gains first strike until
    # end of turn.": the creature the first instruction chose (608.2c).
    armor = run_scenario_text('pila criaturas:"Grizzly Bears" hechizo:"Bramble Armor"', cards)
    bears = next(p for p in armor.final.permanents if p.name == "Grizzly Bears")
    assert (bears.power, bears.toughness) == (4, 3) and "701.3a" in armor.rules
    assert armor.complete
    # Its trigger attaches it; Equip (702.6a) is an activated ability nobody activated.
    [attached] = [s for s in armor.steps if s.kind == "resolve.attach"]
    assert "701.3a" in attached.rules and "702.6a" not in armor.rules
    sword = run_scenario_text(
        'pila criaturas:"Grizzly Bears" criaturas_rival:"Hill Giant" hechizo:"Coral Sword"', cards
    )
    bears = next(p for p in sword.final.permanents if p.name == "Grizzly Bears")
    assert bears.power == 3 and "first_strike" in bears.keywords
    giant = next(p for p in sword.final.permanents if p.name == "Hill Giant")
    assert "first_strike" not in giant.keywords  # "target creature you control" (603.3d)
    with pytest.raises(ScenarioQuestion):  # two of its controller's creatures: which one?
        run_scenario_text(
            'pila criaturas:"Grizzly Bears; Hill Giant" hechizo:"Bramble Armor"', cards
        )


def test_an_aura_spell_enters_attached_to_its_target(cards: CardCatalog) -> None:
    # 303.4a, 608.3c: Pacifism targets what it will enchant and enters attached to it; its
    # "Enchanted creature can't attack or block." is read and applies to that creature.
    outcome = run_scenario_text(
        'escenario criaturas_rival:"Grizzly Bears" '
        'eventos:"lanzo Pacifism: Grizzly Bears; resuelve"',
        cards,
    )
    assert "608.3c" in outcome.rules and outcome.complete
    assert _on_board(outcome)["Pacifismo"] == "Jugador A"
    [step] = [s for s in outcome.steps if s.kind == "entering.spell_enters"]
    assert step.args["attached"]["name"] == "Grizzly Bears"
    blocked = run_scenario_text(
        'combate atacante:"Hill Giant" bloqueadores:"Grizzly Bears" '
        'hechizo:"Pacifism: Grizzly Bears"',
        cards,
    )
    assert "608.3c" in blocked.rules  # cast after blocks (509.2): it was already blocking


def test_an_aura_spell_whose_target_is_gone_never_enters(cards: CardCatalog) -> None:
    # 608.3b: its target is illegal as it resolves; it goes to the graveyard, not the
    # battlefield (so nothing of it enters or leaves).
    outcome = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears" hechizo:"Pacifism: Grizzly Bears" '
        'hechizo:"Lightning Bolt (rival): Grizzly Bears"',
        cards,
    )
    assert "608.3c" not in outcome.rules and "608.3b" in outcome.rules
    assert "Pacifismo" not in _on_board(outcome)
    unwritten = run_scenario_text('pila criaturas_rival:"Grizzly Bears" hechizo:"Pacifism"', cards)
    assert not unwritten.complete  # no target written: its text is not read, and it says so
