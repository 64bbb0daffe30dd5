"""602.5: "A player can't begin to activate an ability that's prohibited from being activated":
Arrest's "Enchanted creature can't attack or block, and its activated abilities can't be
activated" (its combat part is a restriction, 508.1c and 509.1b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def test_arrest_stops_the_enchanted_creatures_abilities(cards: CardCatalog) -> None:
    arrest = cards.card_named("Arrest")
    assert arrest is not None and not read_card(arrest).unread
    stopped = run_scenario_text(
        'escenario criaturas:"Prodigal Pyromancer" criaturas_rival:"Oso 2/1" '
        'auras:"Arrest encanta:1" eventos:"activa Prodigal Pyromancer: Oso"',
        cards,
    )
    assert stopped.complete
    assert stopped.final.died == [] and "602.5" in stopped.rules
    free = run_scenario_text(
        'escenario criaturas:"Prodigal Pyromancer" criaturas_rival:"Oso 2/1" '
        'eventos:"activa Prodigal Pyromancer: Oso"',
        cards,
    )
    assert [d.name for d in free.final.died] == ["Oso"]


def test_the_sentence_gives_the_restriction_and_the_prohibition() -> None:
    from bot.engine.language.recipients import Refs
    from bot.engine.language.statics import whole_sentence_static

    refs = Refs(names={}, you="Jugador A", source="a")
    text = (
        "Enchanted creature can't attack or block, and its activated abilities can't be activated."
    )
    found = whole_sentence_static(text, refs)
    assert found is not None
    assert [e.type for e in found.effects] == ["combat_restriction", "no_activating"]
    only = whole_sentence_static(
        "Enchanted creature's activated abilities can't be activated.", refs
    )
    assert only is not None and [e.type for e in only.effects] == ["no_activating"]
    unless = text.removesuffix(".") + " unless they're mana abilities."
    assert whole_sentence_static(unless, refs) is None
