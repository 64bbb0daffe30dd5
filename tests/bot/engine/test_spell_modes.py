"""Modal spells beyond "Choose one —" (issue 49): the same mode chosen more than once, and the
keywords of modal spells, read from the bundled cards (language/spell_modes.py).

700.2d: "some modal spells include the instruction 'You may choose the same mode more than
once.' If a particular mode is chosen multiple times, the spell is treated as if that mode
appeared that many times in sequence." 702.42a: Entwine means "You may choose all modes of this
spell instead of just the number specified. If you do, you pay an additional [cost]."
702.120a: Escalate, "[cost]" more "for each mode you choose beyond the first". 702.172a: Spree,
"Choose one or more modes. As an additional cost to cast this spell, pay the costs associated
with those modes." Every mode is told by the scenario, never guessed."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario_text
from bot.engine.language.reading import read_card
from bot.text.outcome import render_text

from .engine_helpers import died, load_rules, player

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog

# Fiery Confluence: "Choose three. You may choose the same mode more than once. • Fiery
# Confluence deals 1 damage to each creature. • … deals 2 damage to each opponent. • Destroy
# target artifact."


def test_a_mode_chosen_twice_happens_twice_in_sequence(cards: CardCatalog) -> None:
    # Twice 1 damage to each creature: the 2/2 dies, the 3/3 Hill Giant lives; then 2 to the
    # opponent once.
    outcome = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears; Hill Giant" hechizo:"Fiery Confluence modos 1+1+2"',
        cards,
    )
    assert outcome.complete and died(outcome) == ["Grizzly Bears"]
    assert player(outcome, "Jugador no activo").life == 18
    assert "700.2d" in outcome.rules
    thrice = run_scenario_text(
        'pila criaturas_rival:"Hill Giant" hechizo:"Fiery Confluence modos 1+1+1"', cards
    )
    assert died(thrice) == ["Hill Giant"] and player(thrice, "Jugador no activo").life == 20


def test_a_draw_mode_chosen_twice_draws_two(cards: CardCatalog) -> None:
    # Mystic Confluence: "• Return target creature to its owner's hand. • Draw a card."
    outcome = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears" '
        'hechizo:"Mystic Confluence modos 2+3+3: Grizzly Bears"',
        cards,
    )
    assert player(outcome, "Jugador activo").hand == 2
    assert "roba 2 cartas" in render_text(outcome)


@pytest.mark.parametrize(
    ("spell", "rule"),
    [
        ("Fiery Confluence modos 1+2", "700.2a"),  # three must be chosen
        ("Abrade modos 1+1: Grizzly Bears", "700.2d"),  # no sentence allowing it
        ("Fiery Confluence modos 1+4+4", "700.2a"),  # there is no fourth mode
    ],
)
def test_counts_the_card_does_not_allow_are_refused(
    cards: CardCatalog, spell: str, rule: str
) -> None:
    with pytest.raises(ScenarioError, match=rule.replace(".", r"\.")):
        run_scenario_text(f'pila criaturas_rival:"Grizzly Bears" hechizo:"{spell}"', cards)


def test_without_modes_the_count_sentence_stays_unread(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears" hechizo:"Fiery Confluence"', cards
    )
    assert not outcome.complete
    unread = {line for card in outcome.cards for line in card.unread}
    assert "Choose three. You may choose the same mode more than once." in unread


# Barbed Lightning: "Choose one — • … 3 damage to target creature. • … 3 damage to target
# player or planeswalker. Entwine {2}".


def test_entwined_every_mode_happens_and_the_cost_is_named(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears" '
        'hechizo:"Barbed Lightning entrelazado: Grizzly Bears, Jugador no activo"',
        cards,
    )
    assert outcome.complete and died(outcome) == ["Grizzly Bears"]
    assert player(outcome, "Jugador no activo").life == 17
    assert {"702.42a", "702.42b", "601.2f"} <= set(outcome.rules)
    assert "pagando {2} más por entrelazar" in render_text(outcome)


def test_both_modes_without_entwine_are_refused_with_the_way_to_say_it(
    cards: CardCatalog,
) -> None:
    with pytest.raises(ScenarioError, match="entrelazado"):
        run_scenario_text(
            'pila criaturas_rival:"Grizzly Bears" '
            'hechizo:"Barbed Lightning modos 1 y 2: Grizzly Bears, Jugador no activo"',
            cards,
        )
    one = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears" hechizo:"Barbed Lightning modo 1: Grizzly Bears"',
        cards,
    )
    assert one.complete and "702.42a" not in one.rules  # not paid: nothing added


def test_entwine_on_a_spell_without_it_is_refused(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError, match="no tiene entrelazar"):
        run_scenario_text(
            'pila criaturas_rival:"Grizzly Bears" hechizo:"Abrade entrelazado: Grizzly Bears"',
            cards,
        )


def test_escalate_costs_more_for_each_mode_beyond_the_first(cards: CardCatalog) -> None:
    # Borrowed Hostility: "Escalate {3} … Choose one or both — • Target creature gets +3/+0
    # until end of turn. • Target creature gains first strike until end of turn."
    both = run_scenario_text(
        'pila criaturas:"Grizzly Bears" '
        'hechizo:"Borrowed Hostility modos 1 y 2: Grizzly Bears, Grizzly Bears"',
        cards,
    )
    assert both.complete and "702.120a" in both.rules
    assert "pagando {3} más por expandir" in render_text(both)
    one = run_scenario_text(
        'pila criaturas:"Grizzly Bears" hechizo:"Borrowed Hostility modo 2: Grizzly Bears"',
        cards,
    )
    assert one.complete and "702.120a" not in one.rules


def test_spree_modes_add_their_own_costs(cards: CardCatalog) -> None:
    # Explosive Derailment: "Spree • + {2} — … 4 damage to target creature. • + {2} — Destroy
    # target artifact."
    outcome = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears" permanentes_rival:"Ornithopter" '
        'hechizo:"Explosive Derailment modos 1 y 2: Grizzly Bears, Ornithopter"',
        cards,
    )
    assert outcome.complete and sorted(died(outcome)) == ["Grizzly Bears", "Ornithopter"]
    assert {"702.172a", "700.2h"} <= set(outcome.rules)
    assert "pagando {2}{2} más por arrebato" in render_text(outcome)
    only = run_scenario_text(
        'pila permanentes_rival:"Ornithopter" hechizo:"Explosive Derailment modo 2: Ornithopter"',
        cards,
    )
    assert died(only) == ["Ornithopter"] and "pagando {2} más" in render_text(only)


@pytest.mark.parametrize(
    ("name", "line"),
    [
        ("Fiery Confluence", "Choose three. You may choose the same mode more than once."),
        ("Barbed Lightning", "Entwine {2}"),
        ("Borrowed Hostility", "Escalate {3}"),
        ("Explosive Derailment", "Spree"),
    ],
)
def test_the_card_alone_is_read_whole(cards: CardCatalog, name: str, line: str) -> None:
    card = cards.card_named(name)
    assert card is not None
    reading = read_card(card)
    assert reading.unread == [] and line in reading.read


def test_the_rules_cited_say_what_the_reading_does() -> None:
    rules = load_rules()
    assert "that many times in sequence" in rules["700.2d"]
    assert "choose all modes" in rules["702.42a"]
    assert "beyond the first" in rules["702.120a"]
    assert "pay the costs associated with those modes" in rules["702.172a"]


# Akroma's Will: "Choose one. If you control a commander as you cast this spell, you may
# choose both instead. • Creatures you control gain flying, vigilance, and double strike until
# end of turn. • Creatures you control gain lifelink, indestructible, and protection from each
# color until end of turn."
_INSTEAD = "If you control a commander as you cast this spell, you may choose both instead."


def test_one_mode_leaves_the_condition_for_more_aside(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila criaturas:"Grizzly Bears" hechizo:"Akroma\'s Will modo 1"', cards
    )
    assert outcome.complete
    bears = next(p for p in outcome.final.permanents if p.name == "Grizzly Bears")
    assert set(bears.keywords) == {"flying", "vigilance", "double_strike"}


def test_both_modes_rest_on_a_condition_the_engine_does_not_tell(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila criaturas:"Grizzly Bears" hechizo:"Akroma\'s Will modos 1 y 2"', cards
    )
    assert not outcome.complete
    assert _INSTEAD in {line for card in outcome.cards for line in card.unread}
    with pytest.raises(ScenarioError, match="700.2a"):
        run_scenario_text(
            'pila criaturas:"Grizzly Bears" hechizo:"Akroma\'s Will modos 1 y 1"', cards
        )


def test_the_card_alone_reads_the_count_not_its_condition(cards: CardCatalog) -> None:
    card = cards.card_named("Akroma's Will")
    assert card is not None
    reading = read_card(card)
    assert "Choose one." in reading.read and _INSTEAD in reading.unread
