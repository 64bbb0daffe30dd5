"""What a player says right after a spell's name, and what a play is for (issue 42, session 6:
told/after_name.py, told/unanswered.py), read with the real card data: the X chosen is kept
as the language writes it, a clause saying what the card does is set aside (its text decides)
and a purpose is set aside (the run says whether it happens); each is named to the user, never
read as part of a card's name."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario_text
from bot.engine.language import read_text
from bot.text.outcome import outcome_json, render_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def test_the_x_said_after_a_spell_is_its_x(cards: CardCatalog) -> None:
    told = (
        "el rival lanza Black Sun's Zenith con X=2 y yo tengo mi Strangleroot Geist con un "
        "contador +1/+1. vuelve?"
    )
    outcome = run_scenario_text(told, cards)
    assert outcome.told == (
        'pila criaturas:"Strangleroot Geist con un contador +1/+1" '
        'hechizo:"Black Sun\'s Zenith X=2 (rival)"'
    )
    # Two -1/-1 counters on a 2/2 with a +1/+1 counter: it dies, and undying looks back at the
    # counter it had (704.8), so it does not return: the run shows what «¿vuelve?» asked.
    assert [d.name for d in outcome.final.died] == ["Strangleroot Geist"]
    assert not outcome.final.permanents
    assert "702.93a" in render_text(outcome)
    assert outcome.unanswered == ["vuelve"]


def test_an_x_said_of_a_card_with_no_x_stays_unread(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError, match="«con X=3», dicho junto a ella"):
        read_text("le tiro un Lightning Bolt con X=3 a su Grizzly Bears", cards, None, [])
    out: list[tuple[str, str, str]] = []
    _, line = read_text("lanzo Fireball con X=3 a su Grizzly Bears", cards, None, out)
    assert line == 'pila criaturas_rival:"Grizzly Bears" hechizo:"Fireball X=3: Grizzly Bears"'


def test_what_the_teller_says_a_card_does_is_set_aside_and_named(cards: CardCatalog) -> None:
    told = "lanzo Wrath of God q destruye todas las criaturas y el rival tiene dos Grizzly Bears"
    out: list[tuple[str, str, str]] = []
    _, line = read_text(told, cards, None, out)
    assert line == 'pila criaturas_rival:"Grizzly Bears; Grizzly Bears" hechizo:"Wrath of God"'
    assert out == [("said", "q destruye todas las criaturas", "Wrath of God")]
    outcome = run_scenario_text(told, cards)
    text = render_text(outcome)
    assert text.startswith(
        "No leo «q destruye todas las criaturas», dicho de «Wrath of God»: lo que hace lo leo"
    )
    assert sorted(d.name for d in outcome.final.died) == ["Grizzly Bears", "Grizzly Bears"]
    assert outcome_json(outcome)["set_aside"][0]["card"] == "Wrath of God"
    # A caller that cannot say so (the search's verdicts) gets the refusal, as before.
    with pytest.raises(ScenarioError, match="Leo la carta «Wrath of God»"):
        read_text(told, cards)


def test_a_purpose_is_set_aside_and_one_naming_an_object_is_not(cards: CardCatalog) -> None:
    out: list[tuple[str, str, str]] = []
    told = "mi 3/3 ataca y lo bloquea un 3/3, le tiro un Giant Growth a mi 3/3 para q no muera"
    _, line = read_text(told, cards, None, out)
    assert line == (
        'combate atacante:"Mi bicho 3/3" bloqueadores:"3/3" hechizo:"Giant Growth: Mi bicho"'
    )
    assert out == [("purpose", "para q no muera", "")]
    outcome = run_scenario_text(told, cards)
    assert render_text(outcome).startswith("No leo «para q no muera»: es lo que se busca")
    # "para q mi Grizzly Bears pelee con su Llanowar Elves" names the spell's targets: it is
    # not set aside (that would run the spell at nothing); it is read as the fight it tells
    # (session 7: the purpose of a spell is the fight, clauses.py).
    out = []
    told = "lanzo Prey Upon para q mi Grizzly Bears pelee con su Llanowar Elves"
    assert read_text(told, cards, None, out)[1] == (
        'pila criaturas:"Grizzly Bears" criaturas_rival:"Llanowar Elves" '
        'hechizo:"Prey Upon: Grizzly Bears, Llanowar Elves"'
    )
    assert not out
