"""What happened earlier in the game that a rule looks back at (``antes:``; engine/earlier.py):
each fact is written into the state and told first, citing the rule that reads it."""

from __future__ import annotations

import pytest

from bot.engine import Outcome, ScenarioError, run_scenario, run_scenario_text
from bot.engine.scenario import scenario_from_data
from bot.text.outcome import render_text


def _player(outcome, name: str):
    return next(p for p in outcome.final.players if p.name == name)


def test_704_5b_an_earlier_draw_from_an_empty_library_loses_at_the_next_check(
    rules_text: dict[str, str],
) -> None:
    assert "since the last time state-based actions were checked" in rules_text["704.5b"]
    outcome = run_scenario_text('estado antes:"el rival intentó robar con la biblioteca vacía"')
    assert _player(outcome, "Jugador no activo").lost
    assert not _player(outcome, "Jugador activo").lost
    assert outcome.steps[0].kind == "earlier.empty_draw" and outcome.steps[0].rules == ["704.5b"]


def test_704_5b_looks_back_only_to_the_last_check_unlike_life_at_zero() -> None:
    """The attempt was checked while the player could not lose: once the Angel is gone, only
    the life total still counts (704.5a looks at the life now)."""
    angel = 'permanentes:"Ángel 4/4 otorga:no puedes perder la partida"'
    later = 'eventos:"principal 2: destruye Ángel"'
    drew_line = f'escenario {angel} antes:"intenté robar con la biblioteca vacía" {later}'
    drew = run_scenario_text(drew_line)
    assert not _player(drew, "Jugador A").lost
    at_zero = run_scenario_text(f"escenario {angel} vida:0 {later}")
    assert _player(at_zero, "Jugador A").lost


def test_305_2_a_land_played_earlier_uses_the_land_play(rules_text: dict[str, str]) -> None:
    assert "one land during their turn" in rules_text["305.2"]
    no = run_scenario_text('momento carta:"tierra" paso:principal antes:"ya jugué una tierra"')
    assert no.final.playable is False
    assert {"305.2", "305.2b"} <= set(no.rules)
    two = 'momento carta:"tierra" paso:principal max_tierras:2 antes:"jugué una tierra"'
    assert run_scenario_text(two).final.playable  # type: ignore[union-attr]
    both = 'momento carta:"tierra" paso:principal max_tierras:2 antes:"jugué 2 tierras"'
    assert run_scenario_text(both).final.playable is False  # type: ignore[union-attr]


def test_120_6_damage_dealt_earlier_this_turn_adds_to_later_damage(
    rules_text: dict[str, str],
) -> None:
    assert "remains until the cleanup step" in rules_text["120.6"]
    outcome = run_scenario_text(
        'pila criaturas_rival:"Lobo 3/3" antes:"Lobo recibió 2 de daño" '
        'hechizo:"Shock: 1 daño a Lobo"'
    )
    assert [d.name for d in outcome.final.died] == ["Lobo"]
    assert "120.6" in outcome.rules
    kept = run_scenario_text('estado criaturas:"Lobo 3/3" antes:"Lobo recibió 2 de daño"')
    assert kept.final.died == [] and kept.final.permanents[0].damage == 2


def test_704_5h_earlier_deathtouch_damage_destroys_at_the_next_check(
    rules_text: dict[str, str],
) -> None:
    assert "deathtouch" in rules_text["704.5h"]
    outcome = run_scenario_text(
        'estado criaturas:"Gigante 5/5" '
        'antes:"Gigante recibió 1 de daño de una fuente con toque mortal"'
    )
    assert [d.name for d in outcome.final.died] == ["Gigante"]
    assert {"704.5h", "120.6"} <= set(outcome.rules)
    assert "toque mortal" in render_text(outcome)


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ('estado criaturas:"Oso 2/2" antes:"el perro ladró"', "como algo que pasó antes"),
        ('estado criaturas:"Oso 2/2" antes:"Lobo recibió 2 de daño"', "no hay en el campo"),
        ('estado antes:"el vecino intentó robar con la biblioteca vacía"', "¿Quién es"),
        ('estado criaturas:"Oso 2/2" antes:"Oso recibió 2 de daño ayer"', "No entiendo «ayer»"),
    ],
)
def test_what_cannot_be_read_is_named_in_spanish_with_an_example(line: str, said: str) -> None:
    with pytest.raises(ScenarioError, match=said) as caught:
        run_scenario_text(line)
    assert "antes:" in str(caught.value.example)


def test_the_file_form_says_the_same_and_checks_what_it_names() -> None:
    data = {
        "kind": "sba",
        "state": {"players": [{"name": "Ana"}, {"name": "Beto"}]},
        "earlier": [{"kind": "empty_draw", "who": "Beto"}],
    }
    outcome = run_scenario(scenario_from_data(data))
    assert _player(outcome, "Beto").lost
    data["earlier"] = [{"kind": "damage", "who": "x", "amount": 2}]
    with pytest.raises(ScenarioError, match="no está en el campo de batalla"):
        scenario_from_data(data)


def _commander_game(power: int, before: str, extra: str = "") -> Outcome:
    return run_scenario_text(
        f'combate atacante:"Kenrith {power}/{power}" {extra} vida_rival:40 antes:"{before}"'
    )


@pytest.mark.parametrize(("power", "loses"), [(3, True), (2, False), (5, True)])
def test_903_10a_combat_damage_from_the_same_commander_adds_up_over_the_game(
    rules_text: dict[str, str], power: int, loses: bool
) -> None:
    """18 earlier and the commander's combat damage now: 21 or more loses, 20 does not,
    whatever the life total (40 here, far above 0)."""
    assert "21 or more combat damage by the same commander" in rules_text["903.10a"]
    assert "21 or more combat damage by the same commander" in rules_text["704.6c"]
    earlier = "el comandante Kenrith le hizo 18 de daño de combate al rival"
    outcome = _commander_game(power, earlier)
    defender = _player(outcome, "Jugador defensor")
    assert defender.life == 40 - power
    assert defender.lost is loses
    assert outcome.steps[0].kind == "earlier.commander_damage"
    assert ("704.6c" in outcome.rules) is loses
    assert "903.10a" in outcome.rules


def test_903_10a_damage_from_two_commanders_is_counted_separately() -> None:
    outcome = run_scenario_text(
        'combate atacante:"Kenrith 7/7" atacante:"Atraxa 4/4" comandante:"Kenrith; Atraxa" '
        'antes:"el comandante Atraxa le hizo 12 de daño de combate al rival; el comandante '
        'Kenrith le hizo 12 de daño de combate al rival" vida_rival:40'
    )
    defender = _player(outcome, "Jugador defensor")
    assert not defender.lost and defender.life == 29  # 19 and 16: neither reaches 21
    text = render_text(outcome)
    assert "19 puntos de daño de combate" in text and "16 puntos de daño de combate" in text


def test_903_10a_only_a_commander_counts_and_only_its_combat_damage() -> None:
    """The same 21 combat damage from a creature not marked as a commander: life only."""
    plain = run_scenario_text('combate atacante:"Kenrith 21/21" vida_rival:40')
    assert not _player(plain, "Jugador defensor").lost
    marked = run_scenario_text('combate atacante:"Kenrith 21/21" comandante:Kenrith vida_rival:40')
    assert _player(marked, "Jugador defensor").lost


def test_commander_facts_name_what_they_cannot_find() -> None:
    with pytest.raises(ScenarioError, match="Atraxa"):
        run_scenario_text('combate atacante:"Kenrith 5/5" comandante:Atraxa')
    with pytest.raises(ScenarioError, match="Atraxa"):
        _commander_game(5, "el comandante Atraxa le hizo 18 de daño de combate al rival")


def test_903_10a_damage_a_commander_deals_with_an_ability_is_not_combat_damage(
    rules_text: dict[str, str],
) -> None:
    """The commander's ability deals 3 to a player who has 18 combat damage from it: life
    goes down, the commander damage stays at 18 (only combat damage counts)."""
    assert "combat damage" in rules_text["903.10a"]
    outcome = run_scenario_text(
        'pila criaturas:"Kenrith 5/5" comandante:Kenrith vida_rival:40 '
        'antes:"el comandante Kenrith le hizo 18 de daño de combate al rival" '
        'habilidad:"Kenrith: 3 daños al rival"'
    )
    rival = _player(outcome, "Jugador no activo")
    assert rival.life == 37 and not rival.lost
    assert "704.6c" not in outcome.rules
