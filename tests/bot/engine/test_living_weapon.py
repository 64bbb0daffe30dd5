"""Living weapon (702.92a): "When this Equipment enters, create a 0/0 black Phyrexian Germ
creature token, then attach this Equipment to it." (bot/engine/living_weapon.py). Real cards:
Flayer Husk ("Living weapon / Equipped creature gets +1/+1. / Equip {2}") and Batterskull
(+4/+4, vigilance and lifelink)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _germ(outcome):  # type: ignore[no-untyped-def]
    return next(p for p in outcome.final.permanents if p.name == "Phyrexian Germ")


def test_the_equipment_enters_and_equips_a_new_germ(cards: CardCatalog) -> None:
    outcome = run_scenario_text('escenario hechizo:"Batterskull"', cards)
    assert outcome.complete
    germ = _germ(outcome)
    assert (germ.power, germ.toughness) == (4, 4)
    assert {"vigilance", "lifelink"} <= set(germ.keywords)
    assert {"702.92a", "701.3a"} <= set(outcome.rules)


def test_the_germ_dies_when_the_equipment_leaves(cards: CardCatalog) -> None:
    # Without the Equipment the Germ is 0/0 and dies as a state-based action (704.5f).
    outcome = run_scenario_text(
        'escenario hechizo:"Flayer Husk" eventos:"resuelve; destruye Flayer Husk"', cards
    )
    assert {d.name for d in outcome.final.died} == {"Flayer Husk", "Phyrexian Germ"}
    assert "704.5f" in outcome.rules


def test_an_equipment_already_on_the_battlefield_does_not_trigger(cards: CardCatalog) -> None:
    outcome = run_scenario_text('escenario equipos:"Flayer Husk" eventos:"paso final"', cards)
    assert not any(p.name == "Phyrexian Germ" for p in outcome.final.permanents)


def test_the_lines_are_read(cards: CardCatalog) -> None:
    for name in ("Flayer Husk", "Batterskull"):
        reading = read_card(cards.card_named(name))
        assert not reading.unread, (name, reading.unread)
