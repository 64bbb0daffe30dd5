"""Combat restrictions read from card text (issue 49): "can't attack", "can't block", "can't be
blocked [by …]".

508.1c: "The active player checks each creature they control to see whether it's affected by
any restrictions (effects that say a creature can't attack, or that it can't attack unless some
condition is met). If any restrictions are being disobeyed, the declaration of attackers is
illegal." 509.1b says the same of blockers ("effects that say a creature can't block, or that
it can't block unless some condition is met")."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario_text
from bot.engine.effects import CombatRestriction
from bot.engine.language import parse_scenario_text
from bot.engine.language.abilities import parse_ability
from bot.engine.language.board import board_refs
from bot.engine.state import Permanent, Player
from bot.text.outcome import render_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def test_a_creature_that_cant_be_blocked_read_from_its_card(cards: CardCatalog) -> None:
    # Phantom Warrior: "This creature can't be blocked." (issue 49: both died before).
    outcome = run_scenario_text(
        'combate atacante:"Phantom Warrior" bloqueadores:"Grizzly Bears"', cards
    )
    assert outcome.complete
    assert outcome.final.verdict is not None and outcome.final.died == []
    assert {"509.1b", "509.1"} <= set(outcome.rules)
    assert "no puede ser bloqueada: «Grizzly Bears»" in render_text(outcome)


def test_unblocked_it_deals_its_damage(cards: CardCatalog) -> None:
    outcome = run_scenario_text('combate atacante:"Phantom Warrior" bloqueadores:ninguno', cards)
    assert outcome.complete and outcome.final.verdict is None
    defender = next(p for p in outcome.final.players if p.name == "Jugador defensor")
    assert defender.life == 18


def test_a_creature_that_cant_block_makes_the_block_illegal(cards: CardCatalog) -> None:
    # Goblin Raider: "This creature can't block."
    outcome = run_scenario_text(
        'combate atacante:"Grizzly Bears" bloqueadores:"Goblin Raider"', cards
    )
    assert outcome.complete and outcome.final.verdict is not None
    assert "509.1b" in outcome.rules and "508.1c" not in outcome.rules


def test_it_may_still_attack(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'combate atacante:"Goblin Raider" bloqueadores:"Grizzly Bears"', cards
    )
    assert outcome.complete and outcome.final.verdict is None
    assert {d.name for d in outcome.final.died} == {"Goblin Raider", "Grizzly Bears"}


def test_an_attack_restriction_on_a_group_from_another_permanent() -> None:
    outcome = run_scenario_text(
        'combate atacante:"Oso 2/2" '
        'criaturas:"Señor 1/1 otorga:las criaturas que controlas no pueden atacar"'
    )
    assert outcome.final.verdict is not None and "508.1c" in outcome.rules
    rival = run_scenario_text(
        'combate atacante:"Oso 2/2" '
        'criaturas_rival:"Señor 1/1 otorga:las criaturas que controlas no pueden atacar"'
    )
    assert rival.final.verdict is None  # it names its own controller's creatures only


@pytest.mark.parametrize(
    ("blocker", "legal"),
    [("Estatua artefacto criatura 0/4", False), ("Muro 0/4", True)],
)
def test_cant_be_blocked_by_a_group(blocker: str, legal: bool) -> None:
    outcome = run_scenario_text(
        'combate atacante:"Fantasma 2/2 otorga:esta criatura no puede ser bloqueada por '
        f'criaturas artefacto" bloqueadores:"{blocker}"'
    )
    assert (outcome.final.verdict is None) is legal


def test_a_spell_restricts_until_end_of_turn() -> None:
    scenario = parse_scenario_text(
        'pila criaturas:"Oso 2/2" hechizo:"Susto: target creature Oso can\'t attack or block '
        'this turn"'
    )
    (effect,) = scenario.state.turn.stack[0].effects
    assert isinstance(effect, CombatRestriction)
    assert (effect.attack, effect.block, effect.duration) == (True, True, "end_of_turn")


@pytest.mark.parametrize(
    "line",
    [
        # ("can't attack unless defending player controls an Island" is read now, a limit
        # checked against the defender's lands: test_combat_limits.py.)
        "This creature can't attack unless defending player controls an Island or a Swamp.",
        "This creature can't block creatures with flying.",
        # ("can't attack or block alone" is read now: test_combat_limits.py.)
        "This creature can't block unless you control an artifact.",
    ],
)
def test_a_condition_it_cannot_check_keeps_the_line_unread(line: str) -> None:
    perm = Permanent(id="c1", name="X", controller="A", types={"creature"}, power=1, toughness=1)
    refs = replace(board_refs([Player(name="A"), Player(name="B")], [perm]), source="c1")
    with pytest.raises(ScenarioError):
        parse_ability("static", line.replace("This creature", "esta criatura"), refs)
