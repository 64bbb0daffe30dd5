"""305.4: putting a land onto the battlefield is not playing it, and does not use the land
play of the turn; playing one does (305.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def test_a_land_put_onto_the_battlefield_leaves_the_land_play(cards: CardCatalog) -> None:
    outcome = run_scenario_text('momento carta:"Forest" paso:"principal" tierras_puestas:2', cards)
    assert outcome.final.verdict is not None and outcome.final.playable
    assert "305.4" in outcome.rules


def test_a_land_played_still_uses_it(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'momento carta:"Forest" paso:"principal" tierras_puestas:1 tierras:1', cards
    )
    assert outcome.final.playable is False
    assert {"305.4", "305.2"} <= set(outcome.rules)
