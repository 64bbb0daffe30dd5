"""Where every card ended, said the same way by the summary, the result and ``--json``: a card
exiled "until" its exiler leaves (610.3) or by a linked ability that returns it (607.2a) left
the battlefield and came back to it (610.3c: under its owner's control), so the answer never
lists it as off the battlefield while the final state shows it there."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import run_scenario_text
from bot.text.outcome import final_lines, outcome_json, summary_lines

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog

BEARS = "Grizzly Bears"


@pytest.mark.parametrize(
    ("events", "exiler"),
    [
        (  # 610.3: exiled until the Priest leaves; Lightning Bolt kills the Priest
            "lanzo Banisher Priest; resuelve; lanza Lightning Bolt (rival): Banisher Priest",
            "Banisher Priest",
        ),
        (  # 610.3: the same from an enchantment, destroyed
            "lanzo Banishing Light: Grizzly Bears; resuelve; destruye Banishing Light",
            "Banishing Light",
        ),
        (  # 607.2a: its leaves-the-battlefield trigger returns what its ETB exiled
            "lanzo Oblivion Ring; resuelve; lanza Disenchant (rival): Oblivion Ring",
            "Oblivion Ring",
        ),
    ],
)
def test_a_card_that_came_back_is_said_to_be_on_the_battlefield(
    cards: CardCatalog, events: str, exiler: str
) -> None:
    outcome = run_scenario_text(f'escenario criaturas_rival:"{BEARS}" eventos:"{events}"', cards)
    on_board = {p.name: p.controller for p in outcome.final.permanents}
    assert on_board.get(BEARS) == "Jugador B" and exiler not in on_board
    by_name = {d.name: d for d in outcome.final.died}
    assert by_name[BEARS].back and not by_name[exiler].back
    # Every card the result or the summary puts off the battlefield is not on it at the end,
    # and the one that came back is said to be there, under its owner's control.
    result = final_lines(outcome)
    summary = summary_lines(outcome)
    for line in result + summary:
        if line.startswith(("- Fuera del campo de batalla", "Deja el campo de batalla:")):
            assert BEARS not in line and exiler in line
    [back_line] = [line for line in result if BEARS in line and "deja el campo" in line]
    assert "vuelve a él" in back_line and "bajo el control de Jugador B" in back_line
    assert f"Deja el campo de batalla y vuelve a él: «{BEARS}»." in summary
    # --json: the same facts, as fields.
    data = outcome_json(outcome)
    [left] = [d for d in data["final"]["died"] if d["name"] == BEARS]
    assert left["back"] is True
    assert BEARS in {p["name"] for p in data["final"]["permanents"]}


def test_a_card_exiled_for_good_is_still_off_the_battlefield(cards: CardCatalog) -> None:
    # The Ring left before its exile resolved (610.3b / 607.2a): the Bears stay in exile.
    outcome = run_scenario_text(
        f'escenario criaturas_rival:"{BEARS}" eventos:"lanzo Oblivion Ring; resuelve 1; '
        'lanza Disenchant (rival): Oblivion Ring; resuelve"',
        cards,
    )
    [bears] = [d for d in outcome.final.died if d.name == BEARS]
    assert not bears.back and bears.to == "exile"
    assert BEARS not in {p.name for p in outcome.final.permanents}
    assert any(
        line.startswith(f"- Fuera del campo de batalla: «{BEARS}»") for line in final_lines(outcome)
    )


def test_a_creature_that_dies_and_returns_with_undying_is_marked_back(
    cards: CardCatalog,
) -> None:
    # Young Wolf, undying (702.93a): it dies, and returns with a +1/+1 counter.
    outcome = run_scenario_text(
        'escenario criaturas:"Young Wolf" eventos:"destruye Young Wolf"', cards
    )
    [wolf] = [d for d in outcome.final.died if d.name == "Young Wolf"]
    assert wolf.back and "Young Wolf" in {p.name for p in outcome.final.permanents}
