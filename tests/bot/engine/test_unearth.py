"""Unearth (702.84a), read from its rule (bot/engine/unearth.py), with the real Dregscape
Zombie (2/1, "Unearth {B}")."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import run_scenario_text
from bot.engine.errors import ScenarioError
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from bot.engine.outcome import Outcome
    from index.cards.catalog import CardCatalog

_ZOMBIE = "Dregscape Zombie"


def _run(cards: CardCatalog, events: str, board: str = "") -> Outcome:
    return run_scenario_text(
        f'escenario cementerio:"{_ZOMBIE}" {board} eventos:"desentierra {_ZOMBIE}; {events}"',
        cards,
    )


def _where(outcome: Outcome) -> list[str]:
    return [d.to for d in outcome.final.died if d.name == _ZOMBIE]


def test_unearth_is_read_from_its_rule(cards: CardCatalog) -> None:
    card = cards.card_named(_ZOMBIE)
    assert card is not None
    reading = read_card(card)
    assert reading.read == ["Unearth {B}"] and not reading.unread
    assert reading.keyword_rules["Unearth {B}"] == "702.84a"


def test_it_returns_with_haste_and_is_exiled_at_the_next_end_step(cards: CardCatalog) -> None:
    back = _run(cards, "resuelve")
    zombie = next(p for p in back.final.permanents if p.name == _ZOMBIE)
    assert "haste" in zombie.keywords
    assert back.complete and "702.84a" in back.rules
    ended = _run(cards, "fin del turno")
    assert _where(ended) == ["exile"]


def test_if_it_would_leave_it_is_exiled_instead(cards: CardCatalog) -> None:
    destroyed = _run(cards, "principal 2: destruye Dregscape Zombie")
    assert _where(destroyed) == ["exile"]
    bounced = _run(cards, "principal 2: devuelve Dregscape Zombie a la mano de su propietario")
    assert _where(bounced) == ["exile"]
    assert "614.1a" in bounced.rules


def test_only_as_a_sorcery(cards: CardCatalog) -> None:
    # 602.5d: in the opponent's turn it is not activated, and the card stays where it is.
    outcome = run_scenario_text(
        f'escenario turno:ajeno cementerio:"{_ZOMBIE}" eventos:"desentierra {_ZOMBIE}"', cards
    )
    assert "turn.sorcery_speed_no" in [s.kind for s in outcome.steps]
    assert not any(p.name == _ZOMBIE for p in outcome.final.permanents)


def test_the_card_must_be_in_the_graveyard(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError, match="cementerio"):
        run_scenario_text(f'escenario eventos:"desentierra {_ZOMBIE}"', cards)
    with pytest.raises(ScenarioError, match="702.84a"):
        run_scenario_text(
            'escenario cementerio:"Grizzly Bears" eventos:"desentierra Grizzly Bears"', cards
        )
