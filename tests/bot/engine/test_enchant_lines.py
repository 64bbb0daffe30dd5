"""What an Aura may enchant, read from its card's "Enchant …" line (issue 49).

702.5a: "Enchant is a static ability, written 'Enchant [object or player].' The enchant ability
restricts what an Aura spell can target and what an Aura can enchant." 704.5m: an Aura attached
to an illegal object is put into its owner's graveyard."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.cards import enchant_filter
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _gone(outcome) -> list[str]:  # type: ignore[no-untyped-def]
    return [d.name for d in outcome.final.died]


def test_enchant_creature_you_control(cards: CardCatalog) -> None:
    # Aspect of Lamprey: "Enchant creature you control".
    lamprey = cards.card_named("Aspect of Lamprey")
    assert lamprey is not None and "Enchant creature you control" in read_card(lamprey).read
    mine = run_scenario_text(
        'estado criaturas:"Grizzly Bears" auras:"Aspect of Lamprey encanta:1"', cards
    )
    assert mine.complete and _gone(mine) == []
    theirs = run_scenario_text(
        'estado criaturas:"Grizzly Bears" criaturas_rival:"Llanowar Elves" '
        'auras:"Aspect of Lamprey encanta:r1"',
        cards,
    )
    assert _gone(theirs) == ["Aspect of Lamprey"]
    assert {"704.5m", "702.5a"} <= set(theirs.rules)


def test_enchant_land_on_a_creature_is_illegal(cards: CardCatalog) -> None:
    # Conquer: "Enchant land / You control enchanted land."
    outcome = run_scenario_text('estado criaturas:"Grizzly Bears" auras:"Conquer encanta:1"', cards)
    assert outcome.complete and _gone(outcome) == ["Conquer"]


def test_the_enchant_words_become_a_filter() -> None:
    found = enchant_filter("artifact or enchantment")
    assert found is not None and found.any_types == {"artifact", "enchantment"}
    assert enchant_filter("player") is not None
    # More than the language reads stays unread (None), never half read.
    assert enchant_filter("creature with a +1/+1 counter on it") is None
