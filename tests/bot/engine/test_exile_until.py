"""Exile "until this … leaves the battlefield" (610.3), read from real cards (Banisher Priest,
Banishing Light): what the ETB ability exiles returns, under its owner's control (610.3c), as
soon as the permanent leaves; if the permanent left before its ability resolved, nothing is
exiled (610.3b); a token exiled this way ceases to exist (111.7) and does not come back."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from bot.engine import Outcome
    from index.cards.catalog import CardCatalog


@pytest.mark.parametrize(
    ("name", "line"),
    [
        (
            "Banisher Priest",
            "When this creature enters, exile target creature an opponent controls until this "
            "creature leaves the battlefield.",
        ),
        (
            "Banishing Light",
            "When this enchantment enters, exile target nonland permanent an opponent controls "
            "until this enchantment leaves the battlefield.",
        ),
    ],
)
def test_the_until_line_is_read(cards: CardCatalog, name: str, line: str) -> None:
    card = cards.card_named(name)
    assert card is not None
    assert line in read_card(card).read


def _where(outcome: Outcome, name: str) -> str | None:
    """Who controls ``name`` on the battlefield at the end (None: not there)."""
    return next((p.controller for p in outcome.final.permanents if p.name == name), None)


def test_it_comes_back_under_its_owner_when_the_priest_leaves(cards: CardCatalog) -> None:
    kept = run_scenario_text(
        'escenario criaturas_rival:"Grizzly Bears" eventos:"lanzo Banisher Priest; resuelve"',
        cards,
    )
    assert _where(kept, "Grizzly Bears") is None and "610.3" in kept.rules
    back = run_scenario_text(
        'escenario criaturas_rival:"Grizzly Bears" '
        'eventos:"lanzo Banisher Priest; resuelve; lanza Lightning Bolt (rival): Banisher Priest"',
        cards,
    )
    assert _where(back, "Grizzly Bears") == "Jugador B"  # its owner (610.3c)
    assert _where(back, "Banisher Priest") is None
    assert {"610.3c", "400.7"} <= set(back.rules)
    assert back.complete


def test_nothing_is_exiled_if_the_priest_left_before_its_ability_resolved(
    cards: CardCatalog,
) -> None:
    outcome = run_scenario_text(
        'escenario criaturas_rival:"Grizzly Bears" eventos:"lanzo Banisher Priest; resuelve 1; '
        'lanza Lightning Bolt (rival): Banisher Priest; resuelve"',
        cards,
    )
    assert "610.3b" in outcome.rules
    assert _where(outcome, "Grizzly Bears") == "Jugador B"
    assert outcome.final.resolution_order == [
        "Banisher Priest",
        "Lightning Bolt",
        "Disparo de Banisher Priest",
    ]


def test_an_enchantment_returns_what_it_exiled_and_a_token_never_returns(
    cards: CardCatalog,
) -> None:
    light = run_scenario_text(
        'escenario permanentes_rival:"Hardened Scales" '
        'eventos:"lanzo Banishing Light: Hardened Scales; resuelve; destruye Banishing Light"',
        cards,
    )
    assert _where(light, "Hardened Scales") == "Jugador B"
    token = run_scenario_text(
        'escenario criaturas_rival:"Soldado 1/1 ficha" '
        'eventos:"lanzo Banisher Priest; resuelve; destruye Banisher Priest"',
        cards,
    )
    assert _where(token, "Soldado") is None and "111.7" in token.rules
    assert "610.3c" not in token.rules


@pytest.mark.parametrize(
    ("name", "line"),
    [
        (
            "Oblivion Ring",
            "When this enchantment enters, exile another target nonland permanent.",
        ),
        (
            "Oblivion Ring",
            "When this enchantment leaves the battlefield, return the exiled card to the "
            "battlefield under its owner's control.",
        ),
        ("Faceless Butcher", "When this creature enters, exile another target creature."),
    ],
)
def test_the_linked_lines_are_read(cards: CardCatalog, name: str, line: str) -> None:
    card = cards.card_named(name)
    assert card is not None
    assert line in read_card(card).read


def test_a_linked_return_brings_back_what_its_permanent_exiled(cards: CardCatalog) -> None:
    # 607.2a: the leaves-the-battlefield trigger returns the card the ETB trigger exiled.
    back = run_scenario_text(
        'escenario criaturas_rival:"Grizzly Bears" '
        'eventos:"lanzo Oblivion Ring; resuelve; lanza Disenchant (rival): Oblivion Ring"',
        cards,
    )
    assert _where(back, "Grizzly Bears") == "Jugador B" and "607.2a" in back.rules


def test_the_ring_leaving_before_its_exile_resolves_exiles_for_good(cards: CardCatalog) -> None:
    # Disenchant in response to the ETB trigger: the leaves trigger resolves first and finds
    # nothing exiled; then the ETB trigger exiles the Bears, and nothing will return them.
    outcome = run_scenario_text(
        'escenario criaturas_rival:"Grizzly Bears" eventos:"lanzo Oblivion Ring; resuelve 1; '
        'lanza Disenchant (rival): Oblivion Ring; resuelve"',
        cards,
    )
    assert _where(outcome, "Grizzly Bears") is None
    assert any(s.kind == "entering.nothing_exiled" for s in outcome.steps)
    assert "Grizzly Bears" in {d.name for d in outcome.final.died}


def test_another_target_is_never_its_own_source(cards: CardCatalog) -> None:
    # Faceless Butcher alone: "another target creature" has no legal target, so the ability
    # is removed from the stack (603.3d) instead of exiling the Butcher itself.
    alone = run_scenario_text('pila hechizo:"Faceless Butcher"', cards)
    assert _where(alone, "Faceless Butcher") == "Jugador activo"
    assert "603.3d" in alone.rules
    other = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears" hechizo:"Faceless Butcher"', cards
    )
    assert _where(other, "Grizzly Bears") is None
