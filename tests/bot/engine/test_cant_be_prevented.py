"""615.12: damage that can't be prevented: protection and prevention shields prevent none of
it, and the shields are not used up. From a spell ("Damage can't be prevented this turn") or a
permanent ("Combat damage that would be dealt by creatures you control can't be prevented")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card
from bot.engine.language.statics import cant_prevent

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _gone(outcome) -> list[str]:  # type: ignore[no-untyped-def]
    return [d.name for d in outcome.final.died]


def test_the_sentences() -> None:
    every = cant_prevent("Damage can't be prevented.")
    assert every is not None and not every.combat_only and every.by is None
    combat = cant_prevent(
        "Combat damage that would be dealt by creatures you control can't be prevented."
    )
    assert combat is not None and combat.combat_only and combat.by is not None
    assert cant_prevent("Damage that would be dealt to you can't be prevented.") is None


def test_a_spell_makes_the_next_damage_unpreventable() -> None:
    # Bottom to top: Rayo, Leyes, Escudo. The shield is there first, yet prevents nothing.
    outcome = run_scenario_text(
        'pila criaturas_rival:"Oso 2/2" hechizo:"Rayo: 3 daños a Oso" '
        'hechizo:"Leyes: el daño no se puede prevenir este turno" '
        'hechizo:"Escudo (rival): previene los próximos 3 daños a Oso"'
    )
    assert _gone(outcome) == ["Oso"]
    assert "615.12" in outcome.rules
    shielded = run_scenario_text(
        'pila criaturas_rival:"Oso 2/2" hechizo:"Rayo: 3 daños a Oso" '
        'hechizo:"Escudo (rival): previene los próximos 3 daños a Oso"'
    )
    assert _gone(shielded) == []  # without it, the shield works


def test_questing_beast_goes_through_protection(cards: CardCatalog) -> None:
    beast = cards.card_named("Questing Beast")
    assert beast is not None
    line = "Combat damage that would be dealt by creatures you control can't be prevented."
    assert line in read_card(beast).read
    outcome = run_scenario_text(
        'combate atacante:"Questing Beast" bloqueadores:"Caballero 3/3 protección contra verde"',
        cards,
    )
    assert "Caballero" in _gone(outcome)
    # Every line of it is read now: its planeswalker trigger has no target on this board.
    assert outcome.complete
