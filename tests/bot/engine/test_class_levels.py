"""Class cards (716), from the rules text with real cards of the bundled data.

716.2a: "[Cost]: Level N — [Abilities]" means "[Cost]: This Class's level becomes N. Activate
only if this Class is level N-1 and only as a sorcery" and "As long as this Class is level N or
greater, it has [abilities]." 716.2d: a permanent without a level is treated as level 1.
716.4: level counters and Class levels do not interact.

Wizard Class: "You have no maximum hand size. / {2}{U}: Level 2 / When this Class becomes level
2, draw two cards. / {4}{U}: Level 3 / …". Rogue Class: "{1}{U}{B}: Level 2 / Creatures you
control have menace. / …".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from bot.engine import run_scenario_text
from bot.engine.language.class_lines import class_bar
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _me(outcome: Any) -> Any:
    return next(p for p in outcome.final.players if p.name == "Jugador A")


def _on(outcome: Any, name: str) -> Any:
    return next(p for p in outcome.final.permanents if p.name == name)


def test_a_level_bar_is_a_shape() -> None:
    bar = class_bar("{2}{U}: Level 2")
    assert bar is not None and (bar.low, bar.cost) == (2, "{2}{U}")
    assert class_bar("Level up {2}") is None and class_bar("LEVEL 2-3") is None


@pytest.mark.parametrize("name", ["Wizard Class", "Druid Class", "Rogue Class"])
def test_the_bars_and_the_level_trigger_are_read(cards: CardCatalog, name: str) -> None:
    reading = read_card(cards.card_named(name))  # type: ignore[arg-type]
    assert any(line.endswith(": Level 2") for line in reading.read)
    assert any(line.endswith(": Level 3") for line in reading.read)
    assert not any("becomes level 2" in line for line in reading.unread)


def test_gaining_a_level_triggers_its_ability(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario paso:principal permanentes:"Wizard Class" biblioteca:10 '
        'eventos:"activa el {2}{U} de Wizard Class"',
        cards,
    )
    assert _me(outcome).library == 8  # "When this Class becomes level 2, draw two cards."
    assert "716.2a" in outcome.rules


def test_a_bar_skipping_a_level_cannot_be_activated(cards: CardCatalog) -> None:
    # Level 1 (716.2d): its level 3 bar needs level 2 first.
    outcome = run_scenario_text(
        'escenario paso:principal permanentes:"Wizard Class" biblioteca:10 '
        'eventos:"activa el {4}{U} de Wizard Class"',
        cards,
    )
    assert _me(outcome).library == 10
    assert any(s.kind == "activation.restricted" for s in outcome.steps)


def test_a_bar_is_activated_only_as_a_sorcery(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario turno:ajeno permanentes:"Wizard Class" biblioteca:10 '
        'eventos:"activa el {2}{U} de Wizard Class"',
        cards,
    )
    assert _me(outcome).library == 10


@pytest.mark.parametrize(("level", "menace"), [(1, False), (2, True), (3, True)])
def test_abilities_under_a_bar_apply_from_that_level(
    cards: CardCatalog, level: int, menace: bool
) -> None:
    outcome = run_scenario_text(
        f'estado permanentes:"Rogue Class nivel:{level}" criaturas:"Oso 2/2"', cards
    )
    assert ("menace" in _on(outcome, "Oso").keywords) == menace


def test_nivel_on_a_class_is_its_level(cards: CardCatalog) -> None:
    # nivel:2 on a Class is its level (716.2b), not level counters (716.4): its level 3 bar
    # may be activated now.
    outcome = run_scenario_text(
        'escenario paso:principal permanentes:"Wizard Class nivel:2" biblioteca:10 '
        'eventos:"activa el {4}{U} de Wizard Class"',
        cards,
    )
    assert not any(s.kind == "activation.restricted" for s in outcome.steps)
    assert any(s.kind == "resolve.class_level" and s.args["level"] == 3 for s in outcome.steps)
    assert _me(outcome).library == 10  # its level 2 trigger is not a level 3 one
