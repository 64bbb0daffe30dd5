"""615.1a: effects that prevent all damage of a kind: a Fog ("Prevent all combat damage that
would be dealt this turn"), an Aura ("… dealt to and dealt by enchanted creature"). Auras and
Equipment may be attached to the attackers and blockers of a combat, by name."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario, run_scenario_text
from bot.engine.language.reading import read_card
from bot.engine.scenario import Scenario

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _gone(outcome) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(d.name for d in outcome.final.died)


def test_an_aura_on_a_blocker_prevents_its_combat_damage(cards: CardCatalog) -> None:
    # Gaseous Form: "Prevent all combat damage that would be dealt to and dealt by enchanted
    # creature."
    form = cards.card_named("Gaseous Form")
    assert form is not None and not read_card(form).unread
    outcome = run_scenario_text(
        'combate atacante:"Oso 2/2" bloqueadores:"Lobo 3/3" auras:"Gaseous Form encanta:Lobo"',
        cards,
    )
    assert outcome.complete and _gone(outcome) == []
    assert "615.1a" in outcome.rules
    plain = run_scenario_text('combate atacante:"Oso 2/2" bloqueadores:"Lobo 3/3"', cards)
    assert _gone(plain) == ["Oso"]


def test_equipment_on_an_attacker_by_name() -> None:
    outcome = run_scenario_text(
        'combate atacante:"Oso 2/2" bloqueadores:"Lobo 3/3" '
        'equipos:"Hacha equipa:Oso otorga:la criatura equipada obtiene +2/+0"'
    )
    assert _gone(outcome) == ["Lobo", "Oso"]  # 4 damage kills the 3/3 now


def test_a_fog_prevents_combat_damage_only(cards: CardCatalog) -> None:
    fog = cards.card_named("Fog")
    assert fog is not None and not read_card(fog).unread
    fogged = {
        "effect": {"type": "prevent_all", "combat_only": True, "duration": "end_of_turn"},
        "affected": ["Jugador A"],
        "controller": "Jugador A",
    }
    combat = Scenario.model_validate(
        {
            "kind": "combat",
            "state": {
                "permanents": [
                    {
                        "id": "x",
                        "name": "Oso",
                        "controller": "Jugador A",
                        "power": 2,
                        "toughness": 2,
                    },
                    {
                        "id": "b",
                        "name": "Lobo",
                        "controller": "Jugador B",
                        "power": 3,
                        "toughness": 3,
                    },
                ],
                "continuous": [fogged],
                "combat": {
                    "attacks": [{"attacker": "x", "target": "Jugador B", "blockers": ["b"]}]
                },
            },
        }
    )
    assert _gone(run_scenario(combat)) == []
    burn = run_scenario_text(
        'pila criaturas:"Oso 2/2" hechizo:"Rayo: 3 daños a Oso" '
        'hechizo:"Niebla: previene todo el daño de combate que se fuera a hacer este turno"'
    )
    assert _gone(burn) == ["Oso"]  # not combat damage
