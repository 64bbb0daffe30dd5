"""What a permanent's static ability changes about playing now: more land plays (305.2, "You
may play an additional land on each of your turns") and players who can't cast spells (101.2:
the "can't" wins), read from the real cards' text and from the language."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.play_limits import cant_cast, extra_lands
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def test_the_sentences() -> None:
    one = extra_lands("You may play an additional land on each of your turns.")
    assert one is not None and (one.amount, one.whose) == (1, "you")
    two = extra_lands("You may play two additional lands on each of your turns.")
    assert two is not None and two.amount == 2
    each = extra_lands("Each player may play an additional land on each of their turns.")
    assert each is not None and each.whose == "any"
    assert extra_lands("You may play an additional land this turn.") is None  # a spell's
    dromoka = cant_cast("Your opponents can't cast spells during your turn.")
    assert dromoka is not None and (dromoka.who, dromoka.during) == ("opponent", "your_turn")
    combat = cant_cast("Players can't cast spells during combat.")
    assert combat is not None and (combat.who, combat.during) == ("any", "combat")
    hands = cant_cast("Your opponents can't cast spells from anywhere other than their hands.")
    assert hands is not None and hands.only_from_hand
    assert cant_cast("Players can't cast spells from graveyards or libraries.") is None
    assert cant_cast("Your opponents can't cast noncreature spells during combat.") is None
    spanish = cant_cast("tus oponentes no pueden lanzar hechizos durante tu turno")
    assert spanish is not None and spanish.during == "your_turn"


def test_an_additional_land(cards: CardCatalog) -> None:
    exploration = cards.card_named("Exploration")
    assert exploration is not None and not read_card(exploration).unread
    second = run_scenario_text(
        'momento carta:"tierra" paso:"principal" tierras:1 permanentes:"Exploration"', cards
    )
    assert second.final.verdict is not None and second.complete
    assert second.final.verdict["kind"] == "verdict.can_play"
    third = run_scenario_text(
        'momento carta:"tierra" paso:"principal" tierras:2 permanentes:"Exploration"', cards
    )
    assert third.final.verdict is not None and third.final.verdict["kind"] != "verdict.can_play"
    rivals = run_scenario_text(
        'momento carta:"tierra" paso:"principal" tierras:1 permanentes_rival:"Exploration"',
        cards,
    )
    assert rivals.final.verdict is not None and rivals.final.verdict["kind"] != "verdict.can_play"
    assert "305.2" in second.rules


def test_opponents_cant_cast_during_its_controllers_turn(cards: CardCatalog) -> None:
    dromoka = cards.card_named("Dragonlord Dromoka")
    assert dromoka is not None
    assert "Your opponents can't cast spells during your turn." in read_card(dromoka).read
    on_its_turn = run_scenario_text(
        'momento carta:"instantáneo" paso:"combate" turno:ajeno '
        'permanentes_rival:"Dragonlord Dromoka"',
        cards,
    )
    assert "101.2" in on_its_turn.rules
    assert on_its_turn.final.verdict is not None
    assert on_its_turn.final.verdict["kind"] != "verdict.can_play"
    on_mine = run_scenario_text(
        'momento carta:"instantáneo" paso:"combate" turno:propio '
        'permanentes_rival:"Dragonlord Dromoka"',
        cards,
    )
    assert on_mine.final.verdict is not None and on_mine.final.verdict["kind"] == "verdict.can_play"
    its_controller = run_scenario_text(
        'momento carta:"instantáneo" paso:"combate" turno:propio permanentes:"Dragonlord Dromoka"',
        cards,
    )
    assert its_controller.final.verdict is not None
    assert its_controller.final.verdict["kind"] == "verdict.can_play"


def test_a_player_with_hexproof_is_no_legal_target_of_an_opponents_spell(
    cards: CardCatalog,
) -> None:
    aegis = cards.card_named("Aegis of the Gods")
    assert aegis is not None and not read_card(aegis).unread
    guarded = run_scenario_text(
        'pila permanentes_rival:"Aegis of the Gods" hechizo:"Rayo: 3 daños a Jugador no activo"',
        cards,
    )
    rival = next(p for p in guarded.final.players if p.name == "Jugador no activo")
    assert rival.life == 20 and "702.11c" in guarded.rules
    own = run_scenario_text(
        'pila permanentes:"Aegis of the Gods" hechizo:"Rayo: 3 daños a Jugador activo"', cards
    )
    me = next(p for p in own.final.players if p.name == "Jugador activo")
    assert me.life == 17  # hexproof stops only the opponents' spells


def test_an_opening_hand_line_is_set_aside_not_read(cards: CardCatalog) -> None:
    """103.6a acts before the first turn: in a game under way the line changes nothing, so it
    is set aside (said in --json), never counted as read."""
    leyline = cards.card_named("Leyline of Sanctity")
    assert leyline is not None
    reading = read_card(leyline)
    assert not reading.unread
    line = (
        "If this card is in your opening hand, you may begin the game with it on the battlefield."
    )
    assert line in reading.set_aside_lines and line not in reading.read
    assert "You have hexproof." in reading.read
