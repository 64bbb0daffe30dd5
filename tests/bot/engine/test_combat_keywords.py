"""Battle cry (702.91a), Rampage N (702.23a) and Afflict N (702.130a), read from their rules
(bot/engine/combat_keywords.py), in combats where each changes the result."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _life(outcome, name: str = "Jugador defensor") -> int:  # type: ignore[no-untyped-def]
    return next(p.life for p in outcome.final.players if p.name == name)


def _died(outcome) -> set[str]:  # type: ignore[no-untyped-def]
    return {d.name for d in outcome.final.died}


def test_battle_cry_pumps_each_other_attacker(cards: CardCatalog) -> None:
    # Goblin Wardriver (2/2, battle cry) and a 2/2: 2 + (2 + 1) damage.
    outcome = run_scenario_text('combate atacantes:"Goblin Wardriver; Oso 2/2" vida:20', cards)
    assert outcome.complete
    assert _life(outcome) == 15
    assert "702.91a" in outcome.rules


def test_battle_cry_does_not_pump_its_own_creature(cards: CardCatalog) -> None:
    outcome = run_scenario_text('combate atacante:"Goblin Wardriver" vida:20', cards)
    assert _life(outcome) == 18


def test_rampage_counts_blockers_beyond_the_first(cards: CardCatalog) -> None:
    # Aerathi Berserker (2/4, rampage 3) blocked by three: +6/+6, 8/10; it survives 4 damage
    # and kills all three (without rampage it would assign only 2).
    outcome = run_scenario_text(
        'combate atacante:"Aerathi Berserker" bloqueadores:"Oso 2/2; Lobo 2/2; Muro 0/4"', cards
    )
    assert _died(outcome) == {"Oso", "Lobo", "Muro"}
    berserker = next(p for p in outcome.final.permanents if p.name == "Aerathi Berserker")
    assert (berserker.power, berserker.toughness) == (8, 10)
    assert "702.23a" in outcome.rules


def test_rampage_with_one_blocker_gives_nothing(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'combate atacante:"Aerathi Berserker" bloqueadores:"Muro 0/4"', cards
    )
    berserker = next(p for p in outcome.final.permanents if p.name == "Aerathi Berserker")
    assert (berserker.power, berserker.toughness) == (2, 4)


def test_afflict_makes_the_defending_player_lose_life_when_blocked(cards: CardCatalog) -> None:
    # Khenra Eternal (2/2, afflict 1): blocked, no combat damage to the player, 1 life lost.
    outcome = run_scenario_text(
        'combate atacante:"Khenra Eternal" bloqueadores:"Oso 2/2" vida:20', cards
    )
    assert _life(outcome) == 19
    assert "702.130a" in outcome.rules
    unblocked = run_scenario_text('combate atacante:"Khenra Eternal" vida:20', cards)
    assert _life(unblocked) == 18  # not blocked: no trigger, only the 2 damage


def test_the_keywords_are_read_beside_others(cards: CardCatalog) -> None:
    for name, line, rule in (
        ("Goblin Wardriver", "Battle cry", "702.91a"),
        ("Craw Giant", "Rampage 2", "702.23a"),
        ("Khenra Eternal", "Afflict 1", "702.130a"),
    ):
        card = cards.card_named(name)
        assert card is not None
        reading = read_card(card)
        assert reading.keyword_rules[line] == rule and not reading.unread


def test_melee_counts_the_opponent_attacked(cards: CardCatalog) -> None:
    # Deputized Protester (2/1, melee) attacks the player: +1/+1, 3 damage.
    outcome = run_scenario_text('combate atacante:"Deputized Protester" vida:20', cards)
    assert _life(outcome) == 17
    assert "702.121a" in outcome.rules


def test_melee_attacking_a_planeswalker_counts_no_opponent(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'combate atacante:"Deputized Protester" planeswalker:"Jace lealtad:5"', cards
    )
    jace = next(p for p in outcome.final.permanents if p.name == "Jace")
    assert jace.loyalty == 3  # 2 damage: the melee bonus is +0/+0


def test_training_needs_a_stronger_creature_attacking_with_it(cards: CardCatalog) -> None:
    # Gryff Rider (2/1, flying, training) with a 3/3: a +1/+1 counter, 3 damage.
    outcome = run_scenario_text('combate atacantes:"Gryff Rider; Lobo 3/3" vida:20', cards)
    assert _life(outcome) == 14
    alone = run_scenario_text('combate atacantes:"Gryff Rider; Oso 2/2" vida:20', cards)
    assert _life(alone) == 16  # 2/2 is not greater: no trigger
    assert "702.149a" not in alone.rules


def test_dethrone_when_the_attacked_player_has_the_most_life(cards: CardCatalog) -> None:
    # Enraged Revolutionary (2/1, dethrone). Tied for most life (20 and 20) counts.
    tied = run_scenario_text('combate atacante:"Enraged Revolutionary" vida:20', cards)
    assert _life(tied) == 17
    behind = run_scenario_text(
        'combate atacante:"Enraged Revolutionary" vida:10 vida_atacante:15', cards
    )
    assert _life(behind) == 8  # the defender has less life: no counter
    assert "702.105a" not in behind.rules


def test_myriad_creates_nothing_with_two_players(cards: CardCatalog) -> None:
    # 702.116a: "for each opponent other than defending player": with two players there is none.
    outcome = run_scenario_text('combate atacante:"Caller of the Pack" vida:20', cards)
    assert outcome.complete
    assert _life(outcome) == 12
    assert not outcome.final.resolution_order


def test_myriad_with_more_players_is_refused_not_guessed() -> None:
    # Three players: its controller may create copies attacking the third; that choice is not
    # modelled, so the scenario is refused in Spanish instead of answered without it.
    from bot.engine import ScenarioError, run_scenario
    from bot.engine.scenario import Scenario

    scenario = Scenario.model_validate(
        {
            "kind": "combat",
            "state": {
                "players": [{"name": "Ana"}, {"name": "Beto"}, {"name": "Carla"}],
                "permanents": [
                    {
                        "id": "c1",
                        "name": "Caller of the Pack",
                        "controller": "Ana",
                        "power": 8,
                        "toughness": 6,
                        "combat_keywords": [["myriad", 0]],
                    }
                ],
                "combat": {"attacks": [{"attacker": "c1", "target": "Beto"}]},
            },
        }
    )
    try:
        run_scenario(scenario)
    except ScenarioError as refused:
        assert "702.116a" in str(refused) and "Ejemplo válido" in str(refused)
    else:
        raise AssertionError("a multiplayer myriad attack was answered")
