"""Angel's Grace from its card text: "You can't lose the game this turn …" (104.3b) and a
replacement effect (614.1a): damage that would reduce your life total to less than 1 reduces
it to 1 instead. Life loss that is not damage is not replaced, and a life total already below 1
is not raised (the card's rulings). Every drop of a life total goes through
``bot.engine.life.reduce_life``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.text.engine_steps import step_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog

_GRACE = 'hechizo:"Angel\'s Grace"'


def _player(outcome, name):  # type: ignore[no-untyped-def]
    return next(p for p in outcome.final.players if p.name == name)


def test_damage_that_would_take_you_below_one_leaves_you_at_one(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        f'pila vida:3 hechizo:"Lightning Bolt (rival): Jugador activo" {_GRACE}', cards
    )
    assert _player(outcome, "Jugador activo").life == 1
    assert "614.1a" in outcome.rules
    grace = next(c for c in outcome.cards if c.card == "Angel's Grace")
    # Split second is read from its rule (702.61a): nothing was cast after the Grace here.
    assert not grace.unread and grace.keywords == {"Split second": "702.61a"}


def test_at_zero_life_damage_lowers_the_total_further(cards: CardCatalog) -> None:
    # The drain takes the player to 0 (no loss: 104.3b); Bolt's damage then finds a life total
    # already below 1, which the floor does not raise (ruling: "if your life total goes below
    # 1, being dealt damage will not increase it back up to 1"): 0 → -3, still not lost.
    outcome = run_scenario_text(
        'pila vida:2 hechizo:"Lightning Bolt (rival): Jugador activo" '
        f'hechizo:"Drenaje (rival): Jugador activo pierde 2 vidas" {_GRACE}',
        cards,
    )
    me = _player(outcome, "Jugador activo")
    assert (me.life, me.lost) == (-3, False)
    assert {"614.1a", "104.3b"} <= set(outcome.rules)
    kinds = [s.kind for s in outcome.steps]
    assert "damage.floor_already_below" in kinds and "damage.to_player_floor" not in kinds


def test_damage_at_exactly_the_floor_leaves_it_there(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        f'pila vida:1 hechizo:"Lightning Bolt (rival): Jugador activo" {_GRACE}', cards
    )
    me = _player(outcome, "Jugador activo")
    assert (me.life, me.lost) == (1, False)


def test_life_loss_is_not_damage(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        f'pila vida:3 hechizo:"Drenaje (rival): Jugador activo pierde 5 vidas" {_GRACE}', cards
    )
    me = _player(outcome, "Jugador activo")
    assert (me.life, me.lost) == (-2, False)
    said = next(s for s in outcome.steps if s.kind == "resolve.life_floor_not_damage")
    assert {"614.1a", "119.3"} <= set(said.rules)
    assert "perder vidas no es daño" in step_text(said)


def test_without_it_the_damage_is_lethal(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila vida:3 hechizo:"Lightning Bolt (rival): Jugador activo"', cards
    )
    assert _player(outcome, "Jugador activo").lost


def test_paying_life_goes_through_the_same_place_and_ignores_the_floor() -> None:
    # The engine reads no "pay N life" cost yet; the one life function already knows it:
    # payable only with enough life (119.4), and a damage floor does not apply to it.
    from bot.engine.effects import LifeFloor
    from bot.engine.life import can_pay_life, reduce_life
    from bot.engine.state import ContinuousEffect, GameState, Player

    me = Player(name="Ana", life=3)
    floor = ContinuousEffect(effect=LifeFloor(duration="end_of_turn"), affected=["Ana"])
    state = GameState(players=[me, Player(name="Bea")], continuous=[floor])
    assert not can_pay_life(me, 4) and can_pay_life(me, 3) and can_pay_life(me, 0)
    drop = reduce_life(state, me, 3, "payment")
    assert (drop.before, drop.after, drop.floor, drop.floored) == (3, 0, 1, False)
    assert reduce_life(state, me, 5, "damage").after == -5  # already below 1: not raised


def test_a_static_floor_applies_only_while_its_condition_holds(cards: CardCatalog) -> None:
    # Worship: "If you control a creature, damage that would reduce your life total to less
    # than 1 reduces it to 1 instead." A static ability, active only while you control one.
    bolt = 'hechizo:"Lightning Bolt (rival): Jugador activo"'
    held = run_scenario_text(
        f'pila vida:3 criaturas:"Grizzly Bears" permanentes:"Worship" {bolt}', cards
    )
    assert (_player(held, "Jugador activo").life, _player(held, "Jugador activo").lost) == (
        1,
        False,
    )
    assert next(c for c in held.cards if c.card == "Worship").unread == []
    alone = run_scenario_text(f'pila vida:3 permanentes:"Worship" {bolt}', cards)
    assert _player(alone, "Jugador activo").lost
