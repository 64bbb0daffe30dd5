""" "That much life" is the amount of the trigger event (603.7c): «Whenever enchanted creature
deals damage, you gain that much life» (Spirit Loop), «Whenever you gain life, each opponent
loses that much life». With no such amount in its event the line stays unread."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from bot.engine.outcome import Outcome
    from index.cards.catalog import CardCatalog


def _life(outcome: Outcome, name: str) -> int:
    return next(p.life for p in outcome.final.players if p.name == name)


def test_spirit_loop_gains_what_the_enchanted_creature_dealt(cards: CardCatalog) -> None:
    card = cards.card_named("Spirit Loop")
    assert card is not None and read_card(card).unread == []
    line = 'combate atacante:"Oso 3/3" auras:"Spirit Loop encanta:Oso" vida_atacante:10'
    outcome = run_scenario_text(line, cards)
    assert outcome.complete
    assert (_life(outcome, "Jugador atacante"), _life(outcome, "Jugador defensor")) == (13, 17)


def test_a_life_gain_trigger_reads_the_life_gained() -> None:
    line = (
        'pila criaturas:"Sangrador 1/1 disparo:whenever you gain life, each opponent loses '
        'that much life" hechizo:"Bálsamo: ganas 3 vidas"'
    )
    outcome = run_scenario_text(line)
    assert (_life(outcome, "Jugador activo"), _life(outcome, "Jugador no activo")) == (23, 17)


def test_that_much_with_no_amount_in_the_event_is_not_read() -> None:
    from bot.engine.errors import ScenarioError

    try:
        run_scenario_text(
            'estado criaturas:"Oso 2/2 disparo:when this creature enters, you gain that much life"'
        )
    except ScenarioError as error:
        assert "that much" in str(error)
    else:
        raise AssertionError("an amount with nothing to read it from was accepted")
