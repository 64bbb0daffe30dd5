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
