"""Angel's Grace from its card text: "You can't lose the game this turn …" (104.3b) and a
replacement effect (614.1a): damage that would reduce your life total to less than 1 reduces
it to 1 instead. Life loss that is not damage is not replaced."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text

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
    assert grace.unread == ["Split second"]  # the keyword is named, not guessed


def test_at_zero_life_damage_still_sets_the_life_total_to_one(cards: CardCatalog) -> None:
    # The drain takes the player to 0 (no loss: 104.3b); then Bolt's 3 damage would reduce
    # 0 to less than 1, so the life total becomes 1.
    outcome = run_scenario_text(
        'pila vida:2 hechizo:"Lightning Bolt (rival): Jugador activo" '
        f'hechizo:"Drenaje (rival): Jugador activo pierde 2 vidas" {_GRACE}',
        cards,
    )
    me = _player(outcome, "Jugador activo")
    assert (me.life, me.lost) == (1, False)
    assert {"614.1a", "104.3b"} <= set(outcome.rules)


def test_life_loss_is_not_damage(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        f'pila vida:3 hechizo:"Drenaje (rival): Jugador activo pierde 5 vidas" {_GRACE}', cards
    )
    me = _player(outcome, "Jugador activo")
    assert (me.life, me.lost) == (-2, False)


def test_without_it_the_damage_is_lethal(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila vida:3 hechizo:"Lightning Bolt (rival): Jugador activo"', cards
    )
    assert _player(outcome, "Jugador activo").lost
