""" "… doesn't untap during its controller's next untap step" (issue 49), as card text writes it.

502.3: the active player untaps their permanents, but "effects can keep one or more of a
player's permanents from untapping". A resolved spell's "next untap step" keeps it tapped in
one untap step only: the next one of its controller; at the one after, it untaps."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog

_FREEZE = "tap target creature Oso. It doesn't untap during its controller's next untap step."


def _untaps(outcome):  # type: ignore[no-untyped-def]
    """(who untapped, who was kept) at each untap step, in order."""
    return [
        ([u["name"] for u in s.args["untapped"]], [k["name"] for k in s.args["kept"]])
        for s in outcome.steps
        if s.kind == "turn.untap"
    ]


def test_kept_tapped_at_the_next_untap_step_only(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        f'escenario criaturas_rival:"Oso 2/2" hechizo:"Hielo: {_FREEZE}" '
        'eventos:"siguiente turno; siguiente turno; siguiente turno"',
        cards,
    )
    assert outcome.complete
    assert _untaps(outcome) == [([], ["Oso"]), (["Oso"], [])]
    assert "502.3" in outcome.rules


def test_the_next_untap_step_is_its_controllers_not_the_next_one(cards: CardCatalog) -> None:
    # The caster's own untap step comes first here: the rival's creature is not affected by
    # it (it does not untap then anyway), and it is still kept at its controller's.
    outcome = run_scenario_text(
        f'escenario turno:ajeno criaturas_rival:"Oso 2/2" hechizo:"Hielo (no activo): {_FREEZE}" '
        'eventos:"siguiente turno; siguiente turno"',
        cards,
    )
    assert _untaps(outcome) == [([], ["Oso"])]


def test_read_from_a_real_card(cards: CardCatalog) -> None:
    # Frost Lynx: "When this creature enters, tap target creature an opponent controls. That
    # creature doesn't untap during its controller's next untap step."
    card = cards.card_named("Frost Lynx")
    assert card is not None
    assert not read_card(card).unread
