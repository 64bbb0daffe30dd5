"""Discarding (701.9) and shuffling a graveyard into a library (701.24), from the rules'
words and from real cards: Mind Rot, Megrim, Liliana's Caress, Reminisce."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine_helpers import cited, player, run

from bot.engine import run_scenario_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog

_RIVAL = "Jugador no activo"


def test_a_player_discards_as_many_as_they_have() -> None:
    out = run(
        'pila mano_rival:1 hechizo:"Podredumbre: el jugador objetivo Jugador no activo '
        'descarta dos cartas"'
    )
    step = next(s for s in out.steps if s.kind == "resolve.discard")
    assert (step.args["got"], step.args["wanted"], step.args["hand"]) == (1, 2, 0)
    assert {"701.9a", "701.9b"} <= cited(out)


def test_discarding_the_hand() -> None:
    out = run('pila mano:4 hechizo:"Fin: descarta tu mano"')
    step = next(s for s in out.steps if s.kind == "resolve.discard")
    assert (step.args["got"], step.args["wanted"]) == (4, None)


def test_whenever_an_opponent_discards_triggers_once_a_card(cards: CardCatalog) -> None:
    out = run_scenario_text(
        'pila mano_rival:3 permanentes:"Liliana\'s Caress" hechizo:"Mind Rot: Jugador no activo"',
        cards,
    )
    assert player(out, _RIVAL).life == 16  # two cards, two triggers, 2 life each
    caress = next(c for c in out.cards if c.card == "Liliana's Caress")
    assert caress.unread == []


def test_that_player_is_the_one_who_discarded(cards: CardCatalog) -> None:
    out = run_scenario_text(
        'pila mano_rival:1 permanentes:"Megrim" hechizo:"Mind Rot: Jugador no activo"', cards
    )
    assert player(out, _RIVAL).life == 18 and player(out, "Jugador activo").life == 20


def test_discarded_cards_count_as_cards_in_the_graveyard() -> None:
    out = run(
        'pila mano_rival:2 cementerio_rival:"Oso 2/2" criaturas:"Contador 0/0 otorga:la '
        "fuerza y la resistencia de esta criatura son iguales a la cantidad de cartas en "
        'todos los cementerios" '
        'habilidad:"Contador: el jugador objetivo Jugador no activo descarta dos cartas"'
    )
    counter = next(p for p in out.final.permanents if p.name == "Contador")
    # The Oso and the two discarded cards (an ability is no card: it goes nowhere).
    assert (counter.power, counter.toughness) == (3, 3)


def test_shuffling_a_graveyard_into_an_empty_library(cards: CardCatalog) -> None:
    out = run_scenario_text(
        'pila biblioteca_rival:0 cementerio_rival:"Grizzly Bears; Lightning Bolt" '
        'hechizo:"Reminisce: Jugador no activo"',
        cards,
    )
    assert player(out, _RIVAL).library == 2
    assert "701.24a" in cited(out)
    reminisce = next(c for c in out.cards if c.card == "Reminisce")
    assert reminisce.unread == []


def test_cleanup_discard_triggers_too() -> None:
    out = run(
        'escenario mano:9 permanentes_rival:"Tormento encantamiento disparo:cuando un oponente '
        'descarta una carta, ese jugador pierde 1 vida" eventos:"fin del turno"'
    )
    assert player(out, "Jugador A").life == 18  # 9 cards: discards 2 in cleanup (514.1)
