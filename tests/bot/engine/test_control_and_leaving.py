"""Control against ownership from real cards: "You control enchanted creature." is a layer-2
static ability (Control Magic); a card leaves to its owner's graveyard (400.3); and a player
who leaves a multiplayer game takes what they own with them (800.4a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import Scenario, parse_scenario_text, run_scenario, run_scenario_text
from bot.text.engine_steps import step_text

if TYPE_CHECKING:
    from bot.engine.outcome import Outcome
    from index.cards.catalog import CardCatalog

STOLEN = 'criaturas_rival:"Grizzly Bears" auras:"Control Magic encanta:r1"'
YOU, RIVAL = "Jugador activo", "Jugador no activo"


def _with_players(text: str, cards: CardCatalog, *more: str) -> Outcome:
    """The scenario line with more players after its two (the file form, SCHEMA.md 2)."""
    data = parse_scenario_text(text, cards).model_dump(mode="json")
    data["state"]["players"] += [{"name": name} for name in more]
    return run_scenario(Scenario.model_validate(data))


def _where(outcome: Outcome) -> dict[str, tuple[str, str | None]]:
    return {d.name: (d.to, d.owner) for d in outcome.final.died}


def test_control_magic_gives_its_controller_the_creature(cards: CardCatalog) -> None:
    outcome = run_scenario_text(f"estado {STOLEN}", cards)
    bears = next(p for p in outcome.final.permanents if p.name == "Grizzly Bears")
    assert bears.controller == YOU
    aura = next(c for c in outcome.cards if c.card == "Control Magic")
    assert aura.unread == []


def test_the_same_aura_without_its_static_leaves_control_alone(cards: CardCatalog) -> None:
    # An Aura that only pumps: the creature stays its owner's to control.
    outcome = run_scenario_text(
        'estado criaturas_rival:"Grizzly Bears" auras:"Holy Strength encanta:r1"', cards
    )
    bears = next(p for p in outcome.final.permanents if p.name == "Grizzly Bears")
    assert bears.controller == RIVAL


def test_a_swept_stolen_creature_goes_to_its_owners_graveyard(cards: CardCatalog) -> None:
    outcome = run_scenario_text(f'pila {STOLEN} hechizo:"Wrath of God (rival)"', cards)
    assert _where(outcome) == {
        "Grizzly Bears": ("graveyard", RIVAL),
        "Control Magic": ("graveyard", YOU),
    }
    assert "704.5m" in outcome.rules
    assert "800.4a" not in outcome.rules


def test_in_a_two_player_game_losing_ends_the_game_and_nothing_leaves(
    cards: CardCatalog,
) -> None:
    outcome = run_scenario_text(f"estado {STOLEN} vida_rival:0", cards)
    assert outcome.final.died == []
    assert "800.4a" not in outcome.rules


def test_the_owner_leaving_a_multiplayer_game_takes_the_creature(cards: CardCatalog) -> None:
    outcome = _with_players(f"estado {STOLEN} vida_rival:0", cards, "Beto", "Carla")
    assert _where(outcome) == {
        "Grizzly Bears": ("game", RIVAL),
        "Control Magic": ("graveyard", YOU),
    }
    kinds = [s.kind for s in outcome.steps]
    # The owner leaves after the check in which they lost; the Aura goes in the next check.
    assert kinds.index("sba.loses") < kinds.index("leaving.player_leaves")
    assert "800.4a" in outcome.rules and "704.5m" in outcome.rules
    assert [p.name for p in outcome.final.players if p.lost] == [RIVAL]


def test_the_controller_leaving_takes_the_aura_and_the_creature_goes_back(
    cards: CardCatalog,
) -> None:
    outcome = _with_players(f"estado {STOLEN} vida:0", cards, "Beto", "Carla")
    assert _where(outcome) == {"Control Magic": ("game", YOU)}
    bears = next(p for p in outcome.final.permanents if p.name == "Grizzly Bears")
    assert bears.controller == RIVAL


def test_what_the_leaver_still_controls_is_exiled(cards: CardCatalog) -> None:
    # A creature the leaving player controls but does not own, by an effect that is not one
    # that ends with them: here its owner is set to a third player in the file form and the
    # leaver controls it outright (the third step of 800.4a).
    data = parse_scenario_text('estado criaturas:"Grizzly Bears" vida:0', cards).model_dump(
        mode="json"
    )
    data["state"]["players"] += [{"name": "Beto"}, {"name": "Carla"}]
    data["state"]["permanents"][0]["owner"] = "Beto"
    outcome = run_scenario(Scenario.model_validate(data))
    assert _where(outcome) == {"Grizzly Bears": ("exile", "Beto")}
    assert "leaving.exiled" in [s.kind for s in outcome.steps]
    assert all(step_text(s) for s in outcome.steps)  # every step is worded
