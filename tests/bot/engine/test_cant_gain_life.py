"""«Players can't gain life», «Your opponents can't gain life» (Leyline of Punishment, Tibalt,
Rakish Instigator) and «Players can't gain life this turn» (Skullcrack): the "can't" wins over
every gain, lifelink's included (101.2); no life is gained, so nothing that triggers on gaining
life triggers (119.10)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card
from bot.text.outcome import render_text

if TYPE_CHECKING:
    from bot.engine.outcome import Outcome
    from index.cards.catalog import CardCatalog


def _life(outcome: Outcome, name: str) -> int:
    return next(p.life for p in outcome.final.players if p.name == name)


@pytest.mark.parametrize(
    "name", ["Leyline of Punishment", "Skullcrack", "Knight of Dusk's Shadow", "Giant Cindermaw"]
)
def test_cant_gain_life_cards_are_read_whole(cards: CardCatalog, name: str) -> None:
    card = cards.card_named(name)
    assert card is not None
    assert read_card(card).unread == []


def test_lifelink_gains_nothing_while_players_cant_gain_life(cards: CardCatalog) -> None:
    line = (
        'combate atacante:"Oso 2/2 vínculo vital" vida_atacante:10 '
        'permanentes:"Leyline of Punishment"'
    )
    outcome = run_scenario_text(line, cards)
    assert outcome.complete
    assert _life(outcome, "Jugador atacante") == 10
    assert _life(outcome, "Jugador defensor") == 18
    assert "101.2" in outcome.rules


def test_without_it_lifelink_gains(cards: CardCatalog) -> None:
    outcome = run_scenario_text('combate atacante:"Oso 2/2 vínculo vital" vida_atacante:10')
    assert _life(outcome, "Jugador atacante") == 12


def test_your_opponents_cant_gain_life_leaves_you_gaining() -> None:
    # The effect names the opponents of its controller only (Tibalt's wording).
    line = (
        'pila permanentes:"Verdugo 2/2 otorga:tus oponentes no pueden ganar vidas" '
        'hechizo:"Bálsamo: ganas 3 vidas" hechizo:"Ofrenda: el rival gana 3 vidas"'
    )
    outcome = run_scenario_text(line)
    assert _life(outcome, "Jugador activo") == 23
    assert _life(outcome, "Jugador no activo") == 20


def test_a_spells_this_turn_stops_later_gains_and_their_triggers(cards: CardCatalog) -> None:
    # Skullcrack resolves first; the gain after it is 0, so "whenever you gain life" (Ajani's
    # Pridemate) does not trigger (119.10: no life-gain event for 0 life).
    line = (
        'escenario criaturas:"Ajani\'s Pridemate" hechizo:"Skullcrack: Jugador B" '
        'eventos:"resuelve; ganas 3 vidas"'
    )
    outcome = run_scenario_text(line, cards)
    assert _life(outcome, "Jugador A") == 20
    assert _life(outcome, "Jugador B") == 17
    assert "Disparo de Ajani's Pridemate" not in outcome.final.resolution_order
    assert "no puede ganar vidas" in render_text(outcome)
