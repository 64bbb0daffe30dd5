"""Modal triggered abilities read from card text (issue 49): "When this creature enters, choose
one —", "Whenever … attacks, choose one —" and the bullets under them.

603.3c: "If a triggered ability is modal, its controller announces the mode choice when putting
the ability on the stack." The scenario says it with ``modo:N`` on the permanent; without it
the answer asks which mode, never guesses. A mode the language cannot read stays unread on its
own: chosen, the answer is conditional; not chosen, it does nothing (700.2b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, ScenarioQuestion, run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog

# Titanium Man (3/4): "Whenever Titanium Man attacks, choose one — • Titanium Man gains flying
# until end of turn. • Titanium Man deals 1 damage to any target."
# Putrid Warrior (2/2): "Whenever this creature deals damage, choose one — • Each player loses
# 1 life. • Each player gains 1 life."


def _life(outcome, who: str) -> int:  # type: ignore[no-untyped-def]
    return next(p.life for p in outcome.final.players if p.name == who)


def test_the_mode_chosen_is_the_one_that_happens(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'combate atacante:"Titanium Man modo:2" objetivos:"Titanium Man: rival"', cards
    )
    assert outcome.complete and _life(outcome, "Jugador defensor") == 16
    assert {"603.3c", "700.2a"} <= set(outcome.rules)
    flying = run_scenario_text('combate atacante:"Titanium Man modo:1"', cards)
    assert flying.complete and _life(flying, "Jugador defensor") == 17


@pytest.mark.parametrize(("mode", "attacker", "defender"), [(1, 19, 17), (2, 21, 19)])
def test_each_mode_of_a_damage_trigger(
    cards: CardCatalog, mode: int, attacker: int, defender: int
) -> None:
    outcome = run_scenario_text(f'combate atacante:"Putrid Warrior modo:{mode}"', cards)
    assert outcome.complete
    assert (_life(outcome, "Jugador atacante"), _life(outcome, "Jugador defensor")) == (
        attacker,
        defender,
    )


def test_without_a_mode_the_answer_asks_naming_each(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion, match="603.3c") as asked:
        run_scenario_text('combate atacante:"Titanium Man"', cards)
    text = str(asked.value)
    assert "gains flying" in text and "deals 1 damage" in text and "modo:" in text


def test_a_mode_that_does_not_exist_is_refused(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError, match="700.2a"):
        run_scenario_text('combate atacante:"Titanium Man modo:3"', cards)


def test_a_creature_whose_modes_are_all_read_is_read_whole(cards: CardCatalog) -> None:
    # Apothecary Stomper: "When this creature enters, choose one — • Put two +1/+1 counters
    # on target creature you control. • You gain 4 life."
    card = cards.card_named("Apothecary Stomper")
    assert card is not None
    reading = read_card(card)
    assert reading.unread == [] and "• You gain 4 life." in reading.read


def test_an_unread_mode_is_unread_alone(cards: CardCatalog) -> None:
    # Ainok Guide: "• Put a +1/+1 counter on this creature. • Search your library for a basic
    # land card, reveal it, then shuffle and put that card on top." (a library the engine
    # does not hold). The trigger and the mode read are read; the other mode is said unread.
    card = cards.card_named("Ainok Guide")
    assert card is not None
    reading = read_card(card)
    assert "When this creature enters, choose one —" in reading.read
    assert "• Put a +1/+1 counter on this creature." in reading.read
    assert reading.unread == [
        "• Search your library for a basic land card, reveal it, then shuffle and put that card "
        "on top."
    ]


def _counters(outcome, name: str) -> int:  # type: ignore[no-untyped-def]
    return next(p.plus_counters for p in outcome.final.permanents if p.name == name)


def test_the_mode_told_with_a_permanent_spell_is_its_trigger_mode(cards: CardCatalog) -> None:
    # 603.3c: chosen as the trigger goes on the stack, after the spell resolves; told after
    # the spell's name. The read mode chosen: the unread one is set aside, the answer complete.
    read = run_scenario_text('pila hechizo:"Ainok Guide modo 1"', cards)
    assert read.complete and _counters(read, "Ainok Guide") == 1
    assert {"603.3c", "700.2a"} <= set(read.rules)
    # The unread mode chosen: the answer is conditional and names it.
    unread = run_scenario_text('pila hechizo:"Ainok Guide modo 2"', cards)
    assert not unread.complete and _counters(unread, "Ainok Guide") == 0
    said = {line for card in unread.cards for line in card.unread}
    assert any(line.startswith("• Search your library") for line in said)


def test_a_permanent_spell_s_trigger_mode_is_asked_when_not_told(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion, match="603.3c"):
        run_scenario_text('pila hechizo:"Ainok Guide"', cards)


def test_up_to_one_mode_none_chosen_is_told_with_mode_zero(cards: CardCatalog) -> None:
    # Sawblade Slinger: "When this creature enters, choose up to one — • Destroy target
    # artifact an opponent controls. • This creature fights target Zombie an opponent
    # controls." (700.2b: none may be chosen; the fight mode is not read).
    with pytest.raises(ScenarioQuestion, match="modo:0"):
        run_scenario_text('pila hechizo:"Sawblade Slinger"', cards)
    none = run_scenario_text(
        'pila permanentes_rival:"Ornithopter" hechizo:"Sawblade Slinger modo 0"', cards
    )
    assert none.complete and none.final.died == [] and "700.2b" in none.rules
    destroy = run_scenario_text(
        'pila permanentes_rival:"Ornithopter" hechizo:"Sawblade Slinger modo 1: Ornithopter"',
        cards,
    )
    assert destroy.complete and [d.name for d in destroy.final.died] == ["Ornithopter"]
