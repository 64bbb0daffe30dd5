"""614.1a: "If that creature would die this turn, exile it instead" (a spell's rider on its
target) and "If a creature an opponent controls would die, exile it instead" (a permanent's
static ability) are replacement effects: the creature goes to exile and never dies (700.4), so
nothing that says "dies" triggers, undying and persist included."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _exiled(outcome) -> list[str]:  # type: ignore[no-untyped-def]
    return [d.name for d in outcome.final.died if d.to == "exile"]


def _to_graveyard(outcome) -> list[str]:  # type: ignore[no-untyped-def]
    return [d.name for d in outcome.final.died if d.to == "graveyard"]


def test_the_rider_exiles_its_target_and_persist_does_not_trigger(cards: CardCatalog) -> None:
    # Lava Coil: "deals 4 damage to target creature. If that creature would die this turn,
    # exile it instead." Kitchen Finks has persist (702.79a): it never dies, so no return.
    coil = cards.card_named("Lava Coil")
    assert coil is not None and not read_card(coil).unread
    outcome = run_scenario_text(
        'pila criaturas_rival:"Kitchen Finks" hechizo:"Lava Coil: Kitchen Finks"', cards
    )
    assert outcome.complete
    assert _exiled(outcome) == ["Kitchen Finks"]
    assert not any(p.name == "Kitchen Finks" for p in outcome.final.permanents)
    assert {"614.1a", "700.4"} <= set(outcome.rules)


def test_the_rider_lasts_this_turn_only(cards: CardCatalog) -> None:
    # The target survives the damage (indestructible); the rider ends in the cleanup step
    # (514.2), so dying next turn puts it into the graveyard.
    outcome = run_scenario_text(
        'escenario criaturas_rival:"Dios 5/5 indestructible" hechizo:"Lava Coil: Dios" '
        'eventos:"fin del turno; siguiente turno; Dios pierde indestructible; destruye Dios"',
        cards,
    )
    assert _to_graveyard(outcome) == ["Dios"] and _exiled(outcome) == []


def test_a_static_replacement_exiles_only_the_opponents_creatures(cards: CardCatalog) -> None:
    # Misery's Shadow: "If a creature an opponent controls would die, exile it instead."
    shadow = cards.card_named("Misery's Shadow")
    assert shadow is not None and not read_card(shadow).unread
    outcome = run_scenario_text(
        'pila criaturas:"Misery\'s Shadow; Grizzly Bears" criaturas_rival:"Llanowar Elves" '
        'hechizo:"Ira: destruye cada criatura"',
        cards,
    )
    assert outcome.complete
    assert _exiled(outcome) == ["Llanowar Elves"]  # dies at the same time as the Shadow
    assert sorted(_to_graveyard(outcome)) == ["Grizzly Bears", "Misery's Shadow"]


def test_no_dies_trigger_when_exiled_instead(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        "estado criaturas:\"Misery's Shadow; Sangrador 2/2 disparo:cuando muere una criatura "
        'rival, ganas 1 vida" criaturas_rival:"Oso 2/2 daño:2"',
        cards,
    )
    assert _exiled(outcome) == ["Oso"]
    assert outcome.final.players[0].life == 20  # the trigger never fired


def test_a_written_ability_by_its_source_alone_is_its_one_ability() -> None:
    # habilidad:"Esqueleto" with no effects written: the source's only activated ability
    # (602.2). Regenerated, it is never destroyed, so it never would die: nothing to exile.
    outcome = run_scenario_text(
        'pila criaturas:"Esqueleto 1/1 activada:{B}: regenera esta criatura" '
        'hechizo:"Bobina (rival): 2 daños a Esqueleto. Si esa criatura fuera a morir este '
        'turno, exíliala en su lugar" habilidad:"Esqueleto"'
    )
    assert outcome.final.died == []
    assert "701.19a" in outcome.rules
    two = run_scenario_text(
        'pila criaturas:"Esqueleto 1/1 activada:{B}: regenera esta criatura '
        'activada:{1}: esta criatura obtiene +1/+1" hechizo:"Rayo (rival): 2 daños a Esqueleto" '
        'habilidad:"Esqueleto"'
    )
    assert any(s.kind == "priority.no_effects" for s in two.steps)  # which one: not guessed
