"""A written amount of life lost or gained by "its controller", read from card text (issue 49):
"Destroy target artifact or land. Its controller loses 2 life." (Despoil).

608.2c: "its" is the object the earlier instruction chose; 608.2h: once it has left the
battlefield its controller is read from its last known information; 608.2b: an illegal
target is not affected, and a spell whose every target is illegal does nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from bot.engine.outcome import Outcome
    from index.cards.catalog import CardCatalog


def _life(outcome: Outcome, name: str) -> int:
    return next(p.life for p in outcome.final.players if p.name == name)


def test_despoil_is_read_whole(cards: CardCatalog) -> None:
    card = cards.card_named("Despoil")
    assert card is not None
    reading = read_card(card)
    assert len(reading.read) == 1 and not reading.unread


def test_the_destroyed_lands_controller_loses_the_life(cards: CardCatalog) -> None:
    theirs = run_scenario_text('pila permanentes_rival:"Forest" hechizo:"Despoil: Forest"', cards)
    assert theirs.complete
    assert _life(theirs, "Jugador no activo") == 18
    assert _life(theirs, "Jugador activo") == 20
    mine = run_scenario_text('pila permanentes:"Forest" hechizo:"Despoil: Forest"', cards)
    assert _life(mine, "Jugador activo") == 18
    assert _life(mine, "Jugador no activo") == 20


def test_no_one_loses_life_when_the_target_is_illegal(cards: CardCatalog) -> None:
    # A creature is neither an artifact nor a land: the only target is illegal (608.2b).
    outcome = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears" hechizo:"Despoil: Grizzly Bears"', cards
    )
    assert outcome.final.died == []
    assert _life(outcome, "Jugador no activo") == 20
    assert _life(outcome, "Jugador activo") == 20
    assert "608.2b" in outcome.rules


def test_its_is_left_unread_where_it_names_a_spell(cards: CardCatalog) -> None:
    # Undermine: "Counter target spell. Its controller loses 3 life." (a spell's controller):
    # not read as the spell's own controller.
    card = cards.card_named("Undermine")
    assert card is not None
    assert "Its controller loses 3 life." in read_card(card).unread


def test_its_after_an_auras_dies_trigger_is_the_enchanted_creatures_controller(
    cards: CardCatalog,
) -> None:
    # Decomposition: "When enchanted creature dies, its controller loses 2 life." The
    # creature's controller, not the Aura's (603.7c): the rival's creature, the rival loses.
    card = cards.card_named("Decomposition")
    assert card is not None
    assert "When enchanted creature dies, its controller loses 2 life." in read_card(card).read
    line = (
        'pila criaturas_rival:"Oso 2/2 negra" auras:"Decomposition encanta:r1" '
        'hechizo:"Rayo: destruye Oso"'
    )
    outcome = run_scenario_text(line, cards)
    assert _life(outcome, "Jugador no activo") == 18
    assert _life(outcome, "Jugador activo") == 20
