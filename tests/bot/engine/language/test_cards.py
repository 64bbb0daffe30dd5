"""Real cards as scenario objects (language/cards.py), against the bundled card data."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario_text
from bot.engine.language import parse_scenario_text
from bot.engine.language.cards import colors_of, keyword_line, mana_value
from bot.engine.language.reading import read_card
from bot.engine.outcome import ILLEGAL_DECLARATION
from bot.text.engine_steps import step_text
from bot.text.outcome import outcome_json, render_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _perm(outcome, name):  # type: ignore[no-untyped-def]
    return next(p for p in outcome.final.permanents if p.name == name)


def test_a_card_gives_its_characteristics_and_names_what_it_does_not_read(
    cards: CardCatalog,
) -> None:
    outcome = run_scenario_text(
        'combate atacante:"Brimaz, King of Oreskos" bloqueadores:"Hill Giant"', cards
    )
    assert [d.name for d in outcome.final.died] == ["Hill Giant"]
    brimaz = _perm(outcome, "Brimaz, King of Oreskos")
    assert (brimaz.power, brimaz.toughness, brimaz.damage) == (3, 4, 3)
    read = {c.card: c for c in outcome.cards}
    assert read["Brimaz, King of Oreskos"].mana_value == 3
    assert "Vigilance" in read["Brimaz, King of Oreskos"].read
    # Its attack trigger makes an attacking token: a line the engine does not read, and one
    # that could change the combat, so the result is not stated as fact.
    assert any("Whenever Brimaz attacks" in line for line in read["Brimaz, King of Oreskos"].unread)
    text = render_text(outcome)
    assert not outcome.complete
    assert "Sin leer, de «Brimaz, King of Oreskos»: «Whenever Brimaz attacks" in text
    assert "Resultado, solo si el texto sin leer no cambia nada:" in text
    assert text.index("Sin leer") < text.index("1. ")  # the warning comes before the steps
    data = outcome_json(outcome)
    assert data["cards"][0]["card"] == "Brimaz, King of Oreskos"
    assert data["complete"] is False
    unread = read["Brimaz, King of Oreskos"].unread[0]
    assert {"card": "Brimaz, King of Oreskos", "text": unread} in data["unread"]


def test_a_spanish_name_is_the_same_card_shown_as_typed(cards: CardCatalog) -> None:
    outcome = run_scenario_text('estado criaturas:"Osos pardos daño:2"', cards)
    assert [d.name for d in outcome.final.died] == ["Osos pardos"]
    assert outcome.cards[0].card == "Grizzly Bears"


def test_a_written_pt_after_a_card_name_is_the_card_as_it_is_now(cards: CardCatalog) -> None:
    # The card (its colour, types and text) with the P/T the player says it has now: before,
    # a made-up object that dropped the card's text and still answered as complete.
    outcome = run_scenario_text('estado criaturas:"Grizzly Bears 5/5 daño:2"', cards)
    assert outcome.final.died == [] and [c.card for c in outcome.cards] == ["Grizzly Bears"]
    bears = _perm(outcome, "Grizzly Bears")
    assert (bears.power, bears.toughness, bears.damage) == (5, 5, 2)


def test_without_card_data_a_name_alone_still_asks_for_its_pt() -> None:
    with pytest.raises(ScenarioError, match="fuerza/resistencia"):
        run_scenario_text('estado criaturas:"Grizzly Bears"')


def test_card_text_is_read_into_abilities(cards: CardCatalog) -> None:
    # Persist (keyword line) and "When this creature enters, you gain 2 life" (its text).
    outcome = run_scenario_text('estado criaturas:"Kitchen Finks daño:2"', cards)
    finks = _perm(outcome, "Kitchen Finks")
    assert (finks.power, finks.toughness, finks.minus_counters) == (2, 1, 1)
    assert outcome.final.players[0].life == 22
    assert outcome.cards[0].unread == []


def test_a_spell_card_takes_its_targets_after_its_name(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'pila criaturas:"Grizzly Bears" hechizo:"Lightning Bolt (rival): Grizzly Bears"', cards
    )
    assert [d.name for d in outcome.final.died] == ["Grizzly Bears"]
    wrath = run_scenario_text(
        'pila criaturas:"Darksteel Colossus; Grizzly Bears" hechizo:"Wrath of God"', cards
    )
    assert [d.name for d in wrath.final.died] == ["Grizzly Bears"]


def test_timing_reads_the_card_types(cards: CardCatalog) -> None:
    bolt = run_scenario_text('momento carta:"Lightning Bolt" paso:"mantenimiento"', cards)
    arbor = run_scenario_text('momento carta:"Dryad Arbor" paso:"principal" tierras:1', cards)
    assert bolt.final.verdict is not None and bolt.final.playable
    assert arbor.final.playable is False


def test_graveyard_cards_keep_their_types(cards: CardCatalog) -> None:
    scenario = parse_scenario_text(
        'estado criaturas:"Grizzly Bears" cementerio:"Lightning Bolt" cementerio_rival:"Forest"',
        cards,
    )
    kinds = {p.name: (p.types, p.controller) for p in scenario.state.graveyard}
    assert kinds["Lightning Bolt"][0] == {"instant"}
    assert kinds["Forest"] == ({"land"}, "Jugador no activo")


def test_colours_and_mana_value_come_from_the_mana_cost() -> None:
    assert colors_of("{1}{G/W}{G/W}") == {"green", "white"}  # 202.2d: hybrid is both
    assert colors_of("{7}") == set()
    assert mana_value("{1}{G/W}{G/W}") == 3
    assert mana_value("{X}{R}") == 1  # 202.3e: X is 0 off the stack
    assert mana_value("{2/W}{2/W}") == 4


def test_keyword_lines_and_protection_lists() -> None:
    got = keyword_line("Flying, first strike, protection from black and from red")
    assert got is not None and not got.unread
    assert got.keywords == {"flying", "first_strike"} and got.protection == {"black", "red"}
    assert keyword_line("Soulbond") is None  # not modelled: left unread


def test_a_keyword_line_is_read_clause_by_clause() -> None:
    # One clause the engine does not model drops only itself, never the keywords beside it.
    got = keyword_line("Flying, first strike, soulbond, lifelink")
    assert got is not None
    assert got.keywords == {"flying", "first_strike", "lifelink"}
    assert got.unread == ["soulbond"]
    # Protection from subtypes (702.16a), as Oracle text prints them: capitalised plurals.
    got = keyword_line("Flying, protection from Demons and from Dragons")
    assert got is not None and not got.unread
    assert got.protection == {"subtype:demon", "subtype:dragon"}
    assert keyword_line("Protection from Elves")
    assert keyword_line("Protection from Elves").protection == {"subtype:elf"}  # type: ignore[union-attr]


def test_reading_one_card_alone_sorts_its_lines(cards: CardCatalog) -> None:
    vanilla = cards.card_named("Grizzly Bears")
    brimaz = cards.card_named("Brimaz, King of Oreskos")
    assert vanilla is not None and brimaz is not None
    assert read_card(vanilla).unread == []
    reading = read_card(brimaz)
    assert reading.read and reading.unread


def test_protection_from_a_subtype_forbids_its_blocks(cards: CardCatalog) -> None:
    # Baneslayer Angel: "Flying, first strike, lifelink, protection from Demons and from
    # Dragons": a Dragon cannot block it (702.16f), every clause of the line is read.
    outcome = run_scenario_text(
        'combate atacante:"Baneslayer Angel" bloqueadores:"Shivan Dragon"', cards
    )
    assert outcome.complete
    assert outcome.final.verdict == {"kind": ILLEGAL_DECLARATION}
    assert any("702.16f" in s.rules for s in outcome.steps)
    assert not outcome.final.died
    # Against an Angel it blocks: first strike kills the blocker first, lifelink gains 5.
    angel = run_scenario_text(
        'combate atacante:"Baneslayer Angel" bloqueadores:"Serra Angel"', cards
    )
    assert [d.name for d in angel.final.died] == ["Serra Angel"]
    assert {p.name: p.life for p in angel.final.players}["Jugador atacante"] == 25


def test_an_answer_on_unread_text_is_conditional_everywhere(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'combate atacante:"Brimaz, King of Oreskos" bloqueadores:"Grizzly Bears"', cards
    )
    assert not outcome.complete and outcome.unread()
    text = render_text(outcome)
    assert text.count("solo si el texto sin leer no cambia nada") >= 2  # warning and heading
    vanilla = run_scenario_text('combate atacante:"Grizzly Bears" bloqueadores:"Hill Giant"', cards)
    assert vanilla.complete and outcome_json(vanilla)["unread"] == []
    plain = render_text(vanilla)
    assert "Atención" not in plain and "\nResultado:" in plain


def test_mana_abilities_are_read(cards: CardCatalog) -> None:
    # 106.4, 605.1a: "{T}: Add {G}." and "Add one mana of any color." are read, so a creature
    # whose only text is a mana ability is read whole (and its combat answer is a fact).
    for name in ("Llanowar Elves", "Birds of Paradise"):
        outcome = run_scenario_text(f'combate atacante:"{name}"', cards)
        assert outcome.complete, outcome.unread()
    ritual = run_scenario_text('pila hechizo:"Dark Ritual"', cards)  # "Add {B}{B}{B}."
    assert ritual.complete
    step = next(s for s in ritual.steps if s.kind == "resolve.add_mana")
    assert step.args["options"] == ["{B}{B}{B}"] and "106.4" in step.rules
    assert "añade {B}{B}{B} a su reserva de maná" in step_text(step)


def test_tapped_creatures_neither_attack_nor_block_and_effects_tap(cards: CardCatalog) -> None:
    # 508.1a, 509.1a: the chosen creatures must be untapped.
    blocked = run_scenario_text('combate atacante:"3/3" bloqueadores:"2/2 girada"', cards)
    assert blocked.final.verdict == {"kind": ILLEGAL_DECLARATION}
    assert any("509.1a" in s.rules for s in blocked.steps)
    attacked = run_scenario_text('combate atacante:"3/3 tapped" bloqueadores:"2/2"', cards)
    assert any(s.kind == "declare.tapped_attacker" for s in attacked.steps)
    untapped = run_scenario_text('combate atacante:"3/3" bloqueadores:"2/2"', cards)
    assert untapped.final.verdict is None  # the same block, untapped, is legal
    # 701.26a: an effect taps a permanent.
    spell = run_scenario_text('pila criaturas:"Oso 2/2" hechizo:"Helada: gira Oso"', cards)
    assert any(s.kind == "resolve.tap" and s.args["changed"] for s in spell.steps)


def test_enters_tapped_is_read_from_the_card(cards: CardCatalog) -> None:
    # "This land enters tapped." (614.1d) is read, so a tapland is read whole.
    outcome = run_scenario_text('estado permanentes:"Tranquil Cove"', cards)
    assert outcome.complete, outcome.unread()


def test_a_card_named_with_its_current_pt_keeps_its_colour_and_text(cards: CardCatalog) -> None:
    # A player describes an equipped or pumped card by its name and what it is now: it stays
    # that card (green Grizzly Bears meets Mirran Crusader's protection from green, 702.16e),
    # never a colourless made-up object whose card text is silently dropped.
    outcome = run_scenario_text(
        'combate atacante:"Grizzly Bears 3/3" bloqueadores:"Mirran Crusader"', cards
    )
    assert [d.name for d in outcome.final.died] == ["Grizzly Bears"]
    assert any("702.16e" in s.rules for s in outcome.steps)
    assert outcome.cards and outcome.cards[0].card == "Grizzly Bears"
    bears = _perm(outcome, "Mirran Crusader")
    assert bears.damage == 0


def test_regeneration_is_read_and_the_regenerated_creature_is_tapped(cards: CardCatalog) -> None:
    # "{B}: Regenerate this creature." is read (701.19a): Drudge Skeletons is read whole.
    assert run_scenario_text('estado permanentes:"Drudge Skeletons"', cards).complete
    outcome = run_scenario_text(
        'pila criaturas:"Drudge Skeletons" hechizo:"Terror: destruye Drudge Skeletons" '
        'habilidad:"Drudge Skeletons: regenera Drudge Skeletons"',
        cards,
    )
    kinds = [s.kind for s in outcome.steps]
    assert kinds.index("resolve.regeneration_shield") < kinds.index("regenerates")
    assert not outcome.final.died
    # 701.19a: "instead remove all damage marked on it and its controller taps it".
    skeletons = next(p for p in outcome.final.permanents if p.name == "Drudge Skeletons")
    assert skeletons.tapped


def test_a_token_that_copies_another_object_is_not_read_as_a_token_named_by_the_rest(
    cards,
) -> None:
    """ "Create a token that's a copy of target … Sacrifice it at the beginning of the next end
    step" is a copy (707.2) with a delayed trigger: the line is unread, not a token whose name
    is the rest of the line (which also hid the sacrifice from search's card kinds)."""
    from bot.engine.language.reading import read_card

    kiki = read_card(cards.card_named("Kiki-Jiki, Mirror Breaker"))
    assert kiki.read == ["Haste"] and len(kiki.unread) == 1
    assert "copy of target nonlegendary creature" in kiki.unread[0]
    fodder = read_card(cards.card_named("Dragon Fodder"))
    assert fodder.read == ["Create two 1/1 red Goblin creature tokens."]


def test_a_card_is_read_the_same_in_every_process(cards) -> None:
    """The card's names are replaced longest first in a fixed order: "Archangel Avacyn" before
    "Avacyn" (the short name of its back face), whatever order a set gives this process."""
    import os
    import subprocess
    import sys

    script = (
        "from index.cards.records import read_cards\n"
        "from bot.engine.language.reading import read_card\n"
        "card = next(c for c in read_cards() if c.name.startswith('Archangel Avacyn'))\n"
        "print(len(read_card(card).read))\n"
    )
    runs = {
        subprocess.run(
            [sys.executable, "-c", script],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PYTHONHASHSEED": str(seed)},
        ).stdout.strip()
        for seed in (1, 2, 3)
    }
    assert runs == {"3"}  # Flash; Flying, vigilance; the enters trigger
