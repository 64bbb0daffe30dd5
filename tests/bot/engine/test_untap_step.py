"""502.3: in the untap step the active player untaps all their permanents at once, except those
an effect keeps tapped ("Enchanted creature doesn't untap during its controller's untap step",
"This creature doesn't untap during your untap step")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _tapped(outcome, name: str) -> bool:  # type: ignore[no-untyped-def]
    return next(p for p in outcome.final.permanents if p.name == name).tapped


def test_the_active_player_untaps_only_their_own() -> None:
    outcome = run_scenario_text(
        'escenario criaturas:"Oso 2/2 girada" criaturas_rival:"Lobo 3/3 girada" '
        'eventos:"siguiente turno"'
    )
    assert not _tapped(outcome, "Lobo")  # Jugador B's turn: B untaps
    assert _tapped(outcome, "Oso")
    assert "502.3" in outcome.rules


def test_an_aura_keeps_the_enchanted_creature_tapped(cards: CardCatalog) -> None:
    # Bonds of Quicksilver: "Enchanted creature doesn't untap during its controller's untap step."
    bonds = cards.card_named("Bonds of Quicksilver")
    assert bonds is not None and not read_card(bonds).unread
    outcome = run_scenario_text(
        'escenario criaturas_rival:"Oso 2/2 girada; Lobo 3/3 girada" '
        'auras:"Bonds of Quicksilver encanta:r1" eventos:"siguiente turno"',
        cards,
    )
    assert outcome.complete
    assert _tapped(outcome, "Oso") and not _tapped(outcome, "Lobo")
    # Once the Aura is gone, nothing keeps it tapped (611.3b).
    freed = run_scenario_text(
        'escenario criaturas_rival:"Oso 2/2 girada" auras:"Bonds of Quicksilver encanta:r1" '
        'eventos:"destruye Bonds of Quicksilver; siguiente turno"',
        cards,
    )
    assert not _tapped(freed, "Oso")


def test_its_own_text_in_spanish() -> None:
    outcome = run_scenario_text(
        'escenario criaturas:"Coloso 9/9 girada otorga:esta criatura no se endereza durante tu '
        'paso de enderezar; Oso 2/2 girada" eventos:"siguiente turno; siguiente turno"'
    )
    assert _tapped(outcome, "Coloso") and not _tapped(outcome, "Oso")
