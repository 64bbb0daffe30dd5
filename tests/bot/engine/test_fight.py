"""Fight (701.14), from a real card's text and from the scenario language."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def test_each_fighter_deals_damage_equal_to_its_power_to_the_other(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila criaturas:"Hill Giant" criaturas_rival:"Grizzly Bears" '
        'hechizo:"Prey Upon: Hill Giant y Grizzly Bears"',
        cards,
    )
    assert [d.name for d in outcome.final.died] == ["Grizzly Bears"]
    giant = next(p for p in outcome.final.permanents if p.name == "Hill Giant")
    assert giant.damage == 2
    assert {"701.14a", "701.14d"} <= set(outcome.rules)
    assert all(not c.unread for c in outcome.cards)


def test_an_illegal_target_means_neither_fights(cards: CardCatalog) -> None:
    # "target creature you don't control": the Bears are the caster's own (608.2b, 701.14b).
    outcome = run_scenario_text(
        'pila criaturas:"Hill Giant; Grizzly Bears" '
        'hechizo:"Prey Upon: Hill Giant y Grizzly Bears"',
        cards,
    )
    assert outcome.final.died == []
    assert all(p.damage == 0 for p in outcome.final.permanents)
    assert "701.14b" in outcome.rules


def test_fight_damage_keeps_the_fighters_abilities() -> None:
    # Not combat damage (701.14d), but deathtouch still applies to any damage (702.2b).
    outcome = run_scenario_text(
        'pila criaturas:"Oso 2/2 toque mortal" criaturas_rival:"Wurm 6/6" '
        'hechizo:"Pelea: Oso lucha con Wurm"'
    )
    assert sorted(d.name for d in outcome.final.died) == ["Oso", "Wurm"]
    assert "704.5h" in outcome.rules
