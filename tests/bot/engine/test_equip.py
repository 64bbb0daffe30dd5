"""Equip read from an Equipment card's text (702.6a): an activated ability that attaches it
to target creature you control, activated only as a sorcery (602.5d)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _pt(outcome, name):  # type: ignore[no-untyped-def]
    perm = next(p for p in outcome.final.permanents if p.name == name)
    return perm.power, perm.toughness


def test_equip_in_a_main_phase_attaches_it(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario permanentes:"Grizzly Bears; Bonesplitter" '
        'eventos:"activa Bonesplitter: Grizzly Bears"',
        cards,
    )
    assert _pt(outcome, "Grizzly Bears") == (4, 2)
    assert {"702.6a", "701.3a", "613.7e"} <= set(outcome.rules)
    assert all(not c.unread for c in outcome.cards)


def test_equip_is_not_activated_outside_a_main_phase(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario permanentes:"Grizzly Bears; Bonesplitter" '
        'eventos:"combate: activa Bonesplitter: Grizzly Bears"',
        cards,
    )
    assert _pt(outcome, "Grizzly Bears") == (2, 2)
    assert "602.5d" in outcome.rules


def test_equip_only_targets_a_creature_you_control(cards: CardCatalog) -> None:
    # The ability's target is checked again as it resolves (608.2b): not the opponent's.
    outcome = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears" equipos:"Bonesplitter" '
        'habilidad:"Bonesplitter: Grizzly Bears"',
        cards,
    )
    assert _pt(outcome, "Grizzly Bears") == (2, 2)
    assert "608.2b" in outcome.rules
