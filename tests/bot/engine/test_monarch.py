"""The monarch (724): "you become the monarch" (724.1), one monarch at a time (724.3), and the
two inherent triggers (724.2): "At the beginning of the monarch's end step, that player draws a
card" and "Whenever a creature deals combat damage to the monarch, its controller becomes the
monarch" (bot/engine/monarch.py). Real cards: Feast of Succession (a sorcery ending "You
become the monarch."), Court of Ambition and Archon of Coronation (an enters trigger)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _steps(outcome, kind):  # type: ignore[no-untyped-def]
    return [s for s in outcome.steps if s.kind == kind]


def test_a_spell_makes_its_controller_the_monarch(cards: CardCatalog) -> None:
    outcome = run_scenario_text('escenario monarca_rival:sí hechizo:"Feast of Succession"', cards)
    assert outcome.complete
    (became,) = _steps(outcome, "monarch.becomes")
    assert (became.args["player"], became.args["before"]) == ("Jugador A", "Jugador B")
    assert {"724.1", "724.3"} <= set(outcome.rules)


def test_an_enters_trigger_makes_its_controller_the_monarch(cards: CardCatalog) -> None:
    outcome = run_scenario_text('escenario hechizo:"Court of Ambition"', cards)
    (became,) = _steps(outcome, "monarch.becomes")
    assert became.args["player"] == "Jugador A" and became.args["before"] is None


def test_the_monarch_draws_a_card_as_their_end_step_begins(cards: CardCatalog) -> None:
    outcome = run_scenario_text('escenario monarca:sí biblioteca:10 eventos:"paso final"', cards)
    me = next(p for p in outcome.final.players if p.name == "Jugador A")
    assert me.library == 9
    assert "724.2" in outcome.rules


def test_not_at_another_players_end_step(cards: CardCatalog) -> None:
    # "the monarch's end step": the rival is the monarch, and this is Jugador A's turn.
    outcome = run_scenario_text(
        'escenario monarca_rival:sí biblioteca_rival:10 eventos:"paso final"', cards
    )
    rival = next(p for p in outcome.final.players if p.name == "Jugador B")
    assert rival.library == 10
    assert not outcome.final.resolution_order


def test_combat_damage_to_the_monarch_takes_it(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'combate atacante:"Oso 2/2" bloqueadores:ninguno monarca_rival:sí', cards
    )
    (became,) = _steps(outcome, "monarch.becomes")
    assert (became.args["player"], became.args["before"]) == (
        "Jugador atacante",
        "Jugador defensor",
    )
    # The trigger is the monarch's: its controller is who was the monarch (724.2).
    assert outcome.final.resolution_order[0].startswith("Monarca")


def test_damage_to_a_player_who_is_not_the_monarch_takes_nothing(cards: CardCatalog) -> None:
    outcome = run_scenario_text('combate atacante:"Oso 2/2" bloqueadores:ninguno', cards)
    assert not _steps(outcome, "monarch.becomes")


def test_two_monarchs_is_a_clear_error(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError) as error:
        run_scenario_text('escenario monarca:sí monarca_rival:sí eventos:"paso final"', cards)
    assert "724.3" in str(error.value) and "Ejemplo válido" in str(error.value)


def test_the_become_the_monarch_lines_are_read(cards: CardCatalog) -> None:
    for name in ("Feast of Succession", "Court of Ambition", "Archon of Coronation"):
        reading = read_card(cards.card_named(name))
        assert any("monarch" in line for line in reading.read), name
    # "As long as you're the monarch, damage doesn't cause you to lose life." is not read.
    archon = read_card(cards.card_named("Archon of Coronation"))
    assert any("As long as you're the monarch" in line for line in archon.unread)
