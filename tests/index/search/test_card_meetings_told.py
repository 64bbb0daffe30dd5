"""Meetings of two named cards (index.cards.interactions) that say what decides: an Aura or
Equipment beside a control change keeps its own controller (303.4e, 301.5d), no longer the rule
of an illegal object (303.4c); a copy of a legendary permanent meets the legend rule alone."""

from __future__ import annotations


def _ids(result) -> list[str]:
    return [hit.id for hit in result.results]


def test_an_aura_beside_a_control_change_points_to_its_own_controller(library):
    question = "el rival roba mi bicho con Control Magic, mi Rancor encima sigue siendo mio?"
    told = library.search(question)
    rules = [m.rules for m in told.meetings]
    assert ["303.4e"] in rules
    assert not any("303.4c" in r for r in rules)
    assert "303.4e" in _ids(told)[:3]


def test_an_equipment_beside_a_control_change_points_to_its_own_controller(library):
    question = (
        "el rival me roba con Treachery el bicho equipado con mi Loxodon Warhammer, de quien es?"
    )
    told = library.search(question)
    assert any(m.rules == ["301.5d"] for m in told.meetings)
    assert "301.5d" in _ids(told)[:3]


def test_a_type_change_still_makes_the_aura_fall_off(library):
    # An Aura beside a card that changes types: its object may stop being legal (303.4c).
    told = library.search("tengo Pacifism en un bicho y el rival baja Blood Moon, que pasa?")
    assert any(m.rules[0] == "303.4c" for m in told.meetings)


def test_a_copy_of_a_legendary_permanent_meets_the_legend_rule_not_a_plain_copy(library):
    # What is copied decides (704.5j); the plain copy's 707.2 tied with it and came first.
    told = library.search("copio mi propia Thalia con Phantasmal Image, q pasa con las dos?")
    rules = [m.rules for m in told.meetings]
    assert ["704.5j"] in rules and ["707.2"] not in rules
    assert told.results[0].id == "704.5j"


def test_a_card_that_copies_spells_meets_a_copied_spell_whatever_the_other_card(library):
    # Twincast copies spells (its kind's rule is 707.10): beside a question about storm and
    # prowess, whose object has no targets, it met a plain copy (707.2) before.
    told = library.search("las copias de Twincast cuentan pal storm o pa prowess?")
    rules = [m.rules for m in told.meetings]
    assert ["707.10", "707.10c"] in rules and ["707.2"] not in rules


def test_a_permanent_copier_beside_a_targeting_spell_meets_no_copied_spell(library):
    told = library.search("Clone entra copiando mi bicho y el rival le tira Lightning Bolt")
    assert not any(m.rules[0] == "707.10" for m in told.meetings)
