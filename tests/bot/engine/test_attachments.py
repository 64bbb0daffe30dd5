"""Equipment (301.5) and what Auras and Equipment do to the permanent they are attached to:
"enchanted creature gets +N/+N" applies to that one permanent, only while the Aura or
Equipment is on the battlefield and attached (611.3a-b); an Equipment whose creature left
stays on the battlefield, unattached (704.5n), where an Aura goes to the graveyard (704.5m)."""

from __future__ import annotations

import pytest
from engine_helpers import cited, died, run

from bot.engine import ScenarioError


def _pt(outcome, name: str) -> str:
    perm = next(p for p in outcome.final.permanents if p.name == name)
    return f"{perm.power}/{perm.toughness}"


def test_an_equipment_stays_on_the_battlefield_when_its_creature_dies():
    out = run('estado criaturas:"Oso 2/2" equipos:"Hacha equipa:1" eventos:"destruye Oso"')
    assert died(out) == ["Oso"]
    assert "Hacha" in {p.name for p in out.final.permanents}
    assert "704.5n" in cited(out)


def test_an_aura_beside_the_equipment_still_goes_to_the_graveyard():
    out = run(
        'estado criaturas:"Oso 2/2" auras:"Manto encanta:1" equipos:"Hacha equipa:1" '
        'eventos:"destruye Oso"'
    )
    assert sorted(died(out)) == ["Manto", "Oso"]


def test_the_aura_bonus_applies_only_to_the_enchanted_creature():
    out = run(
        'estado criaturas:"Oso 2/2; Lobo 2/2" auras:"Fuerza encanta:2 otorga:enchanted '
        'creature gets +3/+3"'
    )
    assert (_pt(out, "Oso"), _pt(out, "Lobo")) == ("2/2", "5/5")


def test_the_equipment_bonus_keeps_its_creature_alive_against_a_bolt():
    out = run(
        'pila criaturas:"Oso 2/2" equipos:"Espada equipa:1 otorga:la criatura equipada obtiene '
        '+2/+2" hechizo:"Rayo (rival): 3 daños a Oso"'
    )
    assert died(out) == []
    assert _pt(out, "Oso") == "4/4"


def test_when_the_equipment_leaves_its_bonus_ends_and_marked_damage_is_lethal():
    out = run(
        'estado criaturas:"Oso 2/2 daño:2" equipos:"Hacha equipa:1 otorga:la criatura equipada '
        'obtiene +1/+1" eventos:"destruye Hacha"'
    )
    assert died(out) == ["Hacha", "Oso"]
    assert {"611.3b", "704.5g"} <= cited(out)


def test_an_equipped_creature_can_be_granted_a_keyword():
    out = run(
        'estado criaturas:"Oso 2/2" equipos:"Botas equipa:1 otorga:la criatura equipada tiene '
        'volar"'
    )
    oso = next(p for p in out.final.permanents if p.name == "Oso")
    assert "flying" in oso.keywords


def test_an_aura_or_equipment_may_name_its_creature_instead_of_its_number():
    out = run(
        'estado criaturas:"Oso 2/2; Lobo 2/2 daño:3" auras:"Fuerza encanta:Lobo otorga:la '
        'criatura encantada obtiene +2/+2" equipos:"Hacha equipa:oso otorga:la criatura '
        'equipada obtiene +1/+0"'
    )
    assert died(out) == []
    assert (_pt(out, "Oso"), _pt(out, "Lobo")) == ("3/2", "4/4")


def test_an_unknown_creature_name_is_refused_with_the_way_to_write_it():
    with pytest.raises(ScenarioError, match="su nombre"):
        run('estado criaturas:"Oso 2/2" equipos:"Hacha equipa:Lobo"')
