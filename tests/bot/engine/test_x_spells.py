"""X in a spell's mana cost (issue 49): the caster announces X as the spell is cast (107.3a,
601.2b), so a scenario says it (``X=3``) and, when it does not, the answer asks it back. Also
"It can't be regenerated." after a destruction read sentence by sentence (701.19c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioQuestion, run_scenario_text
from bot.engine.language.cards import facts
from bot.engine.language.reading import read_card
from bot.engine.language.x_value import announces_x

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog

# Blaze {X}{R} Sorcery: "Blaze deals X damage to any target."


def _died(outcome) -> list[str]:  # type: ignore[no-untyped-def]
    return [d.name for d in outcome.final.died]


@pytest.mark.parametrize(("x", "dies"), [(2, False), (3, True)])
def test_the_x_written_is_the_damage_dealt(cards: CardCatalog, x: int, dies: bool) -> None:
    outcome = run_scenario_text(
        f'pila criaturas_rival:"Hill Giant" hechizo:"Blaze X={x}: Hill Giant"', cards
    )
    assert outcome.complete
    assert _died(outcome) == (["Hill Giant"] if dies else [])


def test_without_x_the_answer_asks_it(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion, match="107.3a") as asked:
        run_scenario_text('pila criaturas_rival:"Hill Giant" hechizo:"Blaze: Hill Giant"', cards)
    assert "X=3" in str(asked.value) and "Hill Giant" in str(asked.value)


def test_a_card_alone_reads_its_x_line(cards: CardCatalog) -> None:
    blaze = cards.card_named("Blaze")
    assert blaze is not None
    reading = read_card(blaze)
    assert reading.read == ["Blaze deals X damage to any target."] and not reading.unread


@pytest.mark.parametrize(
    ("name", "announced"),
    [("Blaze", True), ("Stroke of Genius", True), ("Lightning Bolt", False)],
)
def test_only_an_x_of_the_mana_cost_is_announced(
    cards: CardCatalog, name: str, announced: bool
) -> None:
    card = cards.card_named(name)
    assert card is not None
    assert announces_x(facts(card, name)) is announced


def test_it_cant_be_regenerated_stays_with_its_destruction(cards: CardCatalog) -> None:
    # Afterlife: "Destroy target creature. It can't be regenerated. Its controller creates a
    # 1/1 white Spirit creature token with flying." The last sentence is not read; the first
    # two are, together.
    outcome = run_scenario_text(
        'pila criaturas_rival:"Oso 2/2 regenerar" hechizo:"Afterlife: Oso"', cards
    )
    assert _died(outcome) == ["Oso"] and "701.19c" in outcome.rules
    afterlife = next(c for c in outcome.cards if c.card == "Afterlife")
    assert "It can't be regenerated." in afterlife.read
    assert afterlife.unread == [
        "Its controller creates a 1/1 white Spirit creature token with flying."
    ]
