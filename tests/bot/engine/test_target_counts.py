"""Several targets from one spell or ability (issue 49), from the bundled rules and real cards.

115.3 / 601.2c: one word "target" may ask for several targets ("Tap up to two target
creatures", "Untap two target lands"); the player says how many and which, and never the same
one twice for that one word. Several words "target" are targets of their own, each with what
it asks for ("Destroy target nonblack creature and target land"). 608.2b: as the spell
resolves an illegal target is left alone, and the spell does nothing only when every target of
every word is illegal. 506.4/508.1/509.1: "target attacking or blocking creature" asks what it
is doing in the combat.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pytest

from bot.engine import run_scenario_text
from bot.engine.errors import ScenarioError, ScenarioQuestion
from bot.engine.language.board import board_refs
from bot.engine.language.effects import parse_effects
from bot.engine.language.reading import read_card
from bot.engine.state import Player
from bot.text.outcome import render_text

if TYPE_CHECKING:
    from bot.engine import Outcome
    from index.cards.catalog import CardCatalog


def _alone(text: str):  # type: ignore[no-untyped-def]
    """``text`` read as an ability's text, its targets still to choose."""
    refs = board_refs([Player(name="A"), Player(name="B")], [])
    return parse_effects(text, replace(refs, targeting=True, unchosen=True, own_name=None))


def _tapped(outcome: Outcome) -> set[str]:
    return {p.name for p in outcome.final.permanents if p.tapped}


@pytest.mark.parametrize(
    ("text", "least", "most"),
    [
        ("Tap up to two target creatures.", 0, 2),
        ("Untap two target lands.", 2, 2),
        ("One or two target creatures each gain haste until end of turn.", 1, 2),
        ("Destroy any number of target creatures.", 0, None),
        ("Put a +1/+1 counter on each of up to three target creatures.", 0, 3),
    ],
)
def test_a_count_before_target_is_how_many_that_word_takes(
    text: str, least: int, most: int | None
) -> None:
    [effect] = _alone(text)
    assert effect.unchosen_target and effect.target_count is not None
    assert (effect.target_count.least, effect.target_count.most) == (least, most)
    assert effect.up_to_one == (least == 0)  # 115.6: zero may be chosen


@pytest.mark.parametrize(
    "name",
    [
        "Frost Breath",
        "Argothian Elder",
        "Garruk Wildspeaker",
        "Fire Shrine Keeper",
        "Intrusive Packbeast",
        "Plague Spores",
        "Decimate",
        "Peel from Reality",
        "Divine Verdict",
        "Righteousness",
        "Forked Bolt",
        "Arc Lightning",
        "Decompose",
    ],
)
def test_the_bundled_cards_are_read_whole(cards: CardCatalog, name: str) -> None:
    card = cards.card_named(name)
    assert card is not None
    reading = read_card(card)
    assert reading.read and not reading.unread


def test_one_word_target_takes_every_name_up_to_its_count(cards: CardCatalog) -> None:
    # Frost Breath: "Tap up to two target creatures. Those creatures don't untap during their
    # controller's next untap step."
    both = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears; Hill Giant" '
        'hechizo:"Frost Breath: Grizzly Bears, Hill Giant"',
        cards,
    )
    assert both.complete
    assert _tapped(both) == {"Grizzly Bears", "Hill Giant"}
    assert "no se endereza" in render_text(both)
    one = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears; Hill Giant" hechizo:"Frost Breath: Hill Giant"',
        cards,
    )
    assert _tapped(one) == {"Hill Giant"}


def test_the_same_target_twice_for_one_word_is_refused(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError, match="115.3") as refused:
        run_scenario_text(
            'pila criaturas_rival:"Grizzly Bears" '
            'hechizo:"Frost Breath: Grizzly Bears, Grizzly Bears"',
            cards,
        )
    assert "Ejemplo válido" in str(refused.value)


def test_how_many_targets_is_never_guessed(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError, match="faltan los objetivos"):
        run_scenario_text('pila criaturas_rival:"Grizzly Bears" hechizo:"Frost Breath"', cards)


def test_an_illegal_target_is_left_alone_and_the_others_still_happen(
    cards: CardCatalog,
) -> None:
    # 608.2b: the hexproof creature is an illegal target of the opponent's spell; the other
    # target is still tapped.
    partly = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears; Gladecover Scout" '
        'hechizo:"Frost Breath: Grizzly Bears, Gladecover Scout"',
        cards,
    )
    assert _tapped(partly) == {"Grizzly Bears"}
    assert "608.2b" in partly.rules


def test_an_exact_count_needs_that_many_targets(cards: CardCatalog) -> None:
    # Garruk Wildspeaker "[+1]: Untap two target lands." (601.2c: the text says how many)
    board = 'escenario permanentes:"Garruk Wildspeaker; Forest girada; Island girada" '
    two = run_scenario_text(board + 'eventos:"activa Garruk Wildspeaker +1: Forest, Island"', cards)
    assert _tapped(two) == set()
    with pytest.raises(ScenarioError, match="601.2c"):
        run_scenario_text(board + 'eventos:"activa Garruk Wildspeaker +1: Forest"', cards)


def test_a_trigger_takes_its_counted_targets_or_asks(cards: CardCatalog) -> None:
    # Intrusive Packbeast: "When this creature enters, tap up to two target creatures your
    # opponents control." Chosen as it goes on the stack (603.3d); zero is a choice (115.6).
    board = 'escenario criaturas_rival:"Grizzly Bears; Hill Giant" '
    named = run_scenario_text(
        board + 'eventos:"lanzo Intrusive Packbeast: Grizzly Bears, Hill Giant"', cards
    )
    assert _tapped(named) == {"Grizzly Bears", "Hill Giant"}
    with pytest.raises(ScenarioQuestion, match="hasta 2"):
        run_scenario_text(board + 'eventos:"lanzo Intrusive Packbeast"', cards)


def test_each_word_target_asks_its_own_kind(cards: CardCatalog) -> None:
    # Plague Spores: "Destroy target nonblack creature and target land." Before, the creature
    # was checked against "land" and survived.
    both = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears" permanentes_rival:"Forest" '
        'hechizo:"Plague Spores: Grizzly Bears, Forest"',
        cards,
    )
    assert sorted(d.name for d in both.final.died) == ["Forest", "Grizzly Bears"]


def test_an_object_chosen_for_two_words_takes_the_part_it_still_fits(
    cards: CardCatalog,
) -> None:
    # 608.2b's example: the creature land chosen as both targets of Plague Spores is black
    # (Darkest Hour: "All creatures are black."): illegal for "target nonblack creature",
    # still destroyed by "destroy target land".
    out = run_scenario_text(
        'pila permanentes_rival:"Dryad Arbor" permanentes:"Darkest Hour" '
        'hechizo:"Plague Spores: Dryad Arbor, Dryad Arbor"',
        cards,
    )
    assert [d.name for d in out.final.died] == ["Dryad Arbor"]
    assert "608.2b" in out.rules


def test_those_creatures_after_several_target_words_is_not_guessed(cards: CardCatalog) -> None:
    # Arm the Cathars: three words "target", then "Those creatures gain vigilance": all three,
    # which the effect model can't say yet, so the sentence is unread, never the last one only.
    card = cards.card_named("Arm the Cathars")
    assert card is not None
    assert read_card(card).unread == ["Those creatures gain vigilance until end of turn."]


def test_an_attacking_or_blocking_target(cards: CardCatalog) -> None:
    # Divine Verdict: "Destroy target attacking or blocking creature."
    attacker = run_scenario_text(
        'combate atacante:"Grizzly Bears" bloqueadores:"Hill Giant" criaturas:"Llanowar Elves" '
        'hechizo:"Divine Verdict (rival): Grizzly Bears"',
        cards,
    )
    assert "Grizzly Bears" in [d.name for d in attacker.final.died]
    idle = run_scenario_text(
        'pila criaturas:"Llanowar Elves" hechizo:"Divine Verdict (rival): Llanowar Elves"', cards
    )
    assert idle.final.died == []
    assert "atacante o bloqueadora" in render_text(idle)


def test_divided_damage_gives_each_target_its_announced_part(cards: CardCatalog) -> None:
    # Arc Lightning: "deals 3 damage divided as you choose among one, two, or three targets."
    # 601.2d: the division is announced as it is cast; 608.2b: the hexproof creature's part is
    # not dealt, the others keep theirs.
    out = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears; Gladecover Scout" '
        'hechizo:"Arc Lightning: Grizzly Bears 1, Gladecover Scout 1, Jugador no activo 1"',
        cards,
    )
    assert out.complete and "601.2d" in out.rules
    rival = next(p for p in out.final.players if p.name == "Jugador no activo")
    assert rival.life == 19
    bears = next(p for p in out.final.permanents if p.name == "Grizzly Bears")
    assert bears.damage == 1
    scout = next(p for p in out.final.permanents if p.name == "Gladecover Scout")
    assert scout.damage == 0


def test_one_target_of_a_divided_spell_gets_it_all(cards: CardCatalog) -> None:
    out = run_scenario_text(
        'pila criaturas_rival:"Grizzly Bears" hechizo:"Forked Bolt: Grizzly Bears"', cards
    )
    assert [d.name for d in out.final.died] == ["Grizzly Bears"]


@pytest.mark.parametrize(
    ("told", "said"),
    [
        ("Forked Bolt: Grizzly Bears, Hill Giant", "falta cómo se reparten"),
        ("Forked Bolt: Grizzly Bears 2, Hill Giant 1", "601.2d"),
        ("Frost Breath: Grizzly Bears 1", "divided as you choose"),
    ],
)
def test_a_division_is_never_guessed_nor_made_up(cards: CardCatalog, told: str, said: str) -> None:
    with pytest.raises(ScenarioError, match=said):
        run_scenario_text(
            f'pila criaturas_rival:"Grizzly Bears; Hill Giant" hechizo:"{told}"', cards
        )


def test_cards_from_a_single_graveyard(cards: CardCatalog) -> None:
    # Decompose: "Exile up to three target cards from a single graveyard."
    one = run_scenario_text(
        'escenario cementerio_rival:"Hill Giant; Grizzly Bears" '
        'hechizo:"Decompose: Hill Giant, Grizzly Bears"',
        cards,
    )
    assert one.complete
    assert "se exilia" in render_text(one)
    with pytest.raises(ScenarioError, match="cementerios distintos"):
        run_scenario_text(
            'escenario cementerio:"Grizzly Bears" cementerio_rival:"Hill Giant" '
            'hechizo:"Decompose: Hill Giant, Grizzly Bears"',
            cards,
        )


def test_an_attack_trigger_may_target_only_another_attacking_creature(cards: CardCatalog) -> None:
    # Aerial Guide: "Whenever this creature attacks, another target attacking creature gains
    # flying until end of turn." The Elves are not attacking (508.1): the Bears are the only
    # legal target, so the trigger takes them without asking (603.3d).
    out = run_scenario_text(
        'combate atacantes:"Aerial Guide; Grizzly Bears" bloqueadores:ninguno '
        'criaturas:"Llanowar Elves"',
        cards,
    )
    assert "único objetivo legal" in render_text(out)
    bears = next(p for p in out.final.permanents if p.name == "Grizzly Bears")
    assert "flying" in bears.keywords


def test_an_other_target_of_a_spell_is_not_one_chosen_before(cards: CardCatalog) -> None:
    # Arm the Cathars: "target creature gets +3/+3, up to one other target creature gets +2/+2,
    # and up to one other target creature gets +1/+1" (601.2c).
    board = 'pila criaturas:"Grizzly Bears; Hill Giant; Llanowar Elves" '
    fine = run_scenario_text(
        board + 'hechizo:"Arm the Cathars: Grizzly Bears, Hill Giant, Llanowar Elves"', cards
    )
    bears = next(p for p in fine.final.permanents if p.name == "Grizzly Bears")
    assert (bears.power, bears.toughness) == (5, 5)
    with pytest.raises(ScenarioError, match="other target"):
        run_scenario_text(
            board + 'hechizo:"Arm the Cathars: Grizzly Bears, Grizzly Bears, Hill Giant"', cards
        )
