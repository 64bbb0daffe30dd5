"""508.1h: a cost to attack from the defending player's permanent ("Creatures can't attack you
unless their controller pays {2} for each creature they control that's attacking you"): the
answer says what the attack cost; attacks on a planeswalker cost nothing unless it says so."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine import run_scenario_text
from bot.engine.language.attack_costs import attack_tax
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def test_the_sentences() -> None:
    prison = attack_tax(
        "Creatures can't attack you unless their controller pays {2} for each creature they "
        "control that's attacking you."
    )
    assert prison is not None and (prison.mana, prison.planeswalkers) == (2, False)
    sphere = attack_tax(
        "Creatures can't attack you or planeswalkers you control unless their controller pays "
        "{1} for each of those creatures."
    )
    assert sphere is not None and sphere.planeswalkers
    assert (
        attack_tax(
            "Creatures can't attack you unless their controller pays {X} for each creature they "
            "control that's attacking you, where X is the number of enchantments you control."
        )
        is None
    )


def test_ghostly_prison_taxes_attacks_on_its_controller_only(cards: CardCatalog) -> None:
    prison = cards.card_named("Ghostly Prison")
    assert prison is not None and not read_card(prison).unread
    outcome = run_scenario_text(
        'combate atacantes:"Oso 2/2; Lobo 3/3" bloqueadores:ninguno '
        'permanentes_rival:"Ghostly Prison"',
        cards,
    )
    assert outcome.complete and "508.1h" in outcome.rules
    [cost] = [s for s in outcome.steps if s.kind == "declare.attack_cost"]
    assert (cost.args["count"], cost.args["total"]) == (2, 4)
    walker = run_scenario_text(
        'combate atacante:"Oso 2/2" planeswalker:"Jace lealtad:3" '
        'permanentes_rival:"Ghostly Prison"',
        cards,
    )
    assert "508.1h" not in walker.rules
    own = run_scenario_text(
        'combate atacante:"Oso 2/2" bloqueadores:ninguno permanentes:"Ghostly Prison"', cards
    )
    assert "508.1h" not in own.rules  # its controller's own attacks cost nothing
