"""What a permanent spell's resolution cites, path by path (608.3): it has no target and enters
(608.3a); an Aura spell's target is still legal and it enters attached to it (608.3c); or that
target is illegal and it doesn't resolve, going to its owner's graveyard (608.3b). Rule 608.2 is
how instants, sorceries and abilities resolve: none of these steps cites it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import run_scenario_text

if TYPE_CHECKING:
    from bot.engine import Outcome
    from bot.engine.outcome import Step
    from index.cards.catalog import CardCatalog


def _its_resolution(outcome: Outcome, name: str) -> list[Step]:
    """The steps from ``name`` starting to resolve to the next object that resolves."""
    start = next(
        i
        for i, s in enumerate(outcome.steps)
        if s.kind == "priority.resolves" and s.args["item"]["name"] == name
    )
    out = [outcome.steps[start]]
    for step in outcome.steps[start + 1 :]:
        if step.kind == "priority.resolves":
            break
        out.append(step)
    return out


@pytest.mark.parametrize(
    ("scenario", "spell", "subrule", "enters"),
    [
        ('pila hechizo:"Grizzly Bears"', "Grizzly Bears", "608.3a", True),
        (
            'pila criaturas_rival:"Grizzly Bears" hechizo:"Pacifism: Grizzly Bears"',
            "Pacifismo",
            "608.3c",
            True,
        ),
        (  # its target left the battlefield (Lightning Bolt, in response)
            'pila criaturas_rival:"Grizzly Bears" hechizo:"Pacifism: Grizzly Bears" '
            'hechizo:"Lightning Bolt (rival): Grizzly Bears"',
            "Pacifismo",
            "608.3b",
            False,
        ),
        (  # its target is still there, but gained hexproof from its controller (702.11b)
            'pila criaturas_rival:"Grizzly Bears" hechizo:"Pacifism: Grizzly Bears" '
            'hechizo:"Ranger\'s Guile (rival): Grizzly Bears"',
            "Pacifismo",
            "608.3b",
            False,
        ),
        (  # cast in the events, its target destroyed before it resolves
            'escenario criaturas_rival:"Grizzly Bears" eventos:"lanzo Pacifism: Grizzly Bears; '
            'lanza Lightning Bolt (rival): Grizzly Bears; resuelve"',
            "Pacifismo",
            "608.3b",
            False,
        ),
    ],
)
def test_each_resolution_path_cites_its_608_3_subrule(
    cards: CardCatalog, scenario: str, spell: str, subrule: str, enters: bool
) -> None:
    outcome = run_scenario_text(scenario, cards)
    steps = _its_resolution(outcome, spell)
    cited = {r for s in steps for r in s.rules}
    assert subrule in cited
    assert not {r for r in cited if r.startswith("608.2")}, [(s.kind, s.rules) for s in steps]
    assert (spell in {p.name for p in outcome.final.permanents}) is enters
    if not enters:  # 608.3b: it is removed from the stack and put into its owner's graveyard
        [fizzled] = [s for s in steps if s.kind == "priority.all_targets_illegal"]
        assert fizzled.rules == ["608.3b"] and fizzled.args["permanent"]
        assert "608.3c" not in outcome.rules and "608.3a" not in outcome.rules


def test_an_instant_whose_targets_are_illegal_still_cites_608_2b(cards: CardCatalog) -> None:
    # The same check for an instant is 608.2b's: the permanent spell's rule is not borrowed.
    outcome = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears" hechizo:"Giant Growth: Grizzly Bears" '
        'hechizo:"Lightning Bolt (rival): Grizzly Bears"',
        cards,
    )
    [fizzled] = [s for s in outcome.steps if s.kind == "priority.all_targets_illegal"]
    assert fizzled.rules == ["608.2b"] and not fizzled.args["permanent"]
    assert "608.3b" not in outcome.rules
