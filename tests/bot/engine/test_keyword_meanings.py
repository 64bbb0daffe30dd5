"""Keyword abilities read from what their rule in 702 says they mean (keyword_meanings.py):
each row of the table is the rule's own wording, and each keyword read works where it matters."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pytest

from bot.engine import run_scenario_text
from bot.engine.language.cards import keyword_line
from bot.engine.language.keyword_meanings import MEANINGS, keyword_clause
from bot.engine.language.reading import read_card
from bot.text.outcome import render_text

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _rule(rules_text: dict[str, str], number: str) -> str:
    return rules_text[number].replace("“", '"').replace("”", '"').replace("’", "'")


@pytest.mark.parametrize("row", MEANINGS, ids=lambda m: m.keyword)
def test_each_row_is_its_rules_wording(row, rules_text: dict[str, str]) -> None:  # type: ignore[no-untyped-def]
    text = _rule(rules_text, row.rule)
    assert row.keyword.lower() in text.lower()
    if row.rule.startswith("702."):  # the meaning is the rule's quoted text, word for word
        parts = re.split(r"\{n\}|\{cost\}|\{text\}", row.means)  # the rule: N, [cost], [text]
        assert all(part in text for part in parts), (row.rule, text)


def test_an_unknown_partner_text_is_not_read() -> None:
    # 702.124i lists the "partner—[text]" abilities; one it does not list is not guessed.
    assert keyword_clause("Partner—Survivors") is not None
    assert keyword_clause("Partner—Something else") is None
    assert keyword_clause("Exalted 2") is None  # exalted takes no number


def test_a_line_mixing_keywords_reads_each_clause() -> None:
    # Cumulative upkeep is read through its rule (702.24a); vanishing is not (yet).
    got = keyword_line("Flying, exalted, cumulative upkeep {1}, vanishing 2")
    assert got is not None
    assert got.keywords == {"flying"}
    assert [clause for clause, _ in got.meanings] == ["exalted", "cumulative upkeep {1}"]
    assert got.unread == ["vanishing 2"]  # said, never dropped with the others


def _pt(outcome, name):  # type: ignore[no-untyped-def]
    perm = next(p for p in outcome.final.permanents if p.name == name)
    return perm.power, perm.toughness


def test_exalted_pumps_a_creature_attacking_alone(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'combate atacante:"Oso 2/2" criaturas:"Akrasan Squire" vida:20', cards
    )
    assert outcome.final.players[1].life == 17  # 2 + 1 (702.83a)
    assert outcome.complete
    assert outcome.cards[0].keywords == {"Exalted": "702.83a"}
    assert "Lee «Exalted» (regla 702.83a)" in render_text(outcome)


def test_exalted_does_not_trigger_when_two_attack(cards: CardCatalog) -> None:
    # 702.83b: "attacks alone" is the only creature declared as an attacker.
    outcome = run_scenario_text(
        'combate atacante:"Oso 2/2" atacante:"Lobo 3/3" criaturas:"Akrasan Squire" vida:20',
        cards,
    )
    assert outcome.final.players[1].life == 15
    assert not outcome.final.resolution_order


def test_two_exalted_instances_each_trigger(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'combate atacante:"Oso 2/2" criaturas:"Akrasan Squire; Aven Squire" vida:20', cards
    )
    assert outcome.final.players[1].life == 16
    assert len(outcome.final.resolution_order) == 2


def test_that_creature_is_only_read_as_the_object_of_an_attack_trigger(
    cards: CardCatalog,
) -> None:
    card = cards.card_named("Akrasan Squire")
    assert card is not None
    reading = read_card(card)
    assert reading.read == ["Exalted"] and not reading.unread
    # Elsewhere "that creature" has no event object to name: the line stays unread.
    from bot.engine.language.abilities import parse_ability
    from bot.engine.language.board import board_refs
    from bot.engine.state import Permanent, Player

    perm = Permanent(id="c1", name="X", controller="A", types={"creature"}, power=1, toughness=1)
    refs = board_refs([Player(name="A"), Player(name="B")], [perm])
    refs.source = "c1"
    with pytest.raises(Exception):  # noqa: B017 - ScenarioError or ValueError, both unread
        parse_ability("triggered", "When this creature enters, that creature gets +1/+1.", refs)


def test_changeling_has_every_creature_type(cards: CardCatalog) -> None:
    # 702.73a: a Merfolk lord pumps a changeling; a creature with no Merfolk type it does not.
    outcome = run_scenario_text(
        'capas criaturas:"Avian Changeling; Lord of Atlantis; Oso 2/2"', cards
    )
    assert _pt(outcome, "Avian Changeling") == (3, 3)
    assert _pt(outcome, "Oso") == (2, 2)
    assert outcome.complete
    assert outcome.cards[0].keywords == {"Changeling": "702.73a"}


@pytest.mark.parametrize(
    ("name", "line", "rule"),
    [
        ("Ardenn, Intrepid Archaeologist", "Partner", "702.124h"),
        ("Wilson, Refined Grizzly", "Choose a Background", "702.124k"),
    ],
)
def test_deck_construction_keywords_are_read_as_that(
    cards: CardCatalog, name: str, line: str, rule: str
) -> None:
    # 113.6n: they function before the game begins and do nothing in it.
    card = cards.card_named(name)
    assert card is not None
    reading = read_card(card)
    assert line in reading.read
    assert reading.keyword_rules[line] == rule


def test_can_be_your_commander_is_set_aside_not_a_keyword(cards: CardCatalog) -> None:
    # 903.3a: it modifies deck construction and works before the game begins; it is no keyword
    # ability, so it is set aside like the opening-hand lines, never read as one of the table.
    card = cards.card_named("Estrid, the Masked")
    assert card is not None
    reading = read_card(card)
    line = "Estrid, the Masked can be your commander."
    assert line in reading.set_aside_lines
    assert line not in reading.read and line not in reading.keyword_rules
    assert keyword_clause(line) is None


def _perm(outcome, name):  # type: ignore[no-untyped-def]
    return next(p for p in outcome.final.permanents if p.name == name)


def test_crew_taps_creatures_with_enough_power_and_animates_the_vehicle(
    cards: CardCatalog,
) -> None:
    # 702.122a: "Crew 4" — tap other untapped creatures with total power 4 or greater.
    outcome = run_scenario_text(
        'escenario permanentes:"Aradara Express; Grizzly Bears; Lobo 3/3" '
        'eventos:"activa Aradara Express: Grizzly Bears, Lobo"',
        cards,
    )
    vehicle = _perm(outcome, "Aradara Express")
    assert "creature" in vehicle.types and (vehicle.power, vehicle.toughness) == (8, 6)
    assert _perm(outcome, "Grizzly Bears").tapped and _perm(outcome, "Lobo").tapped
    assert "702.122a" in outcome.rules
    assert outcome.cards[0].keywords == {"Crew 4": "702.122a"}


@pytest.mark.parametrize(
    "crew",
    [
        'permanentes:"Aradara Express; Grizzly Bears"',  # power 2 < 4
        'permanentes:"Aradara Express; Lobo 5/5 girada"',  # tapped: can't be tapped again
        'permanentes:"Aradara Express" permanentes_rival:"Lobo 5/5"',  # not its controller's
    ],
)
def test_crew_not_paid_leaves_the_vehicle_a_noncreature(cards: CardCatalog, crew: str) -> None:
    named = "Grizzly Bears" if "Grizzly" in crew else "Lobo"
    outcome = run_scenario_text(
        f'escenario {crew} eventos:"activa Aradara Express: {named}"', cards
    )
    assert "creature" not in _perm(outcome, "Aradara Express").types
    assert "118.3" in outcome.rules and not outcome.final.resolution_order


def test_crew_asks_which_creatures_when_none_is_named(cards: CardCatalog) -> None:
    from bot.engine import ScenarioError

    with pytest.raises(ScenarioError, match="702.122a"):
        run_scenario_text(
            'escenario permanentes:"Aradara Express; Grizzly Bears" '
            'eventos:"activa Aradara Express"',
            cards,
        )


@pytest.mark.parametrize(
    "fight",
    [
        'atacante:"Devoted Retainer" bloqueadores:"Oso 2/2"',  # it becomes blocked
        'atacante:"Oso 2/2" bloqueadores:"Devoted Retainer"',  # it blocks
    ],
)
def test_bushido_pumps_when_it_blocks_or_becomes_blocked(cards: CardCatalog, fight: str) -> None:
    # 702.45a: "Bushido 1" — +1/+1 until end of turn, so the 1/1 trades with a 2/2.
    outcome = run_scenario_text(f"combate {fight}", cards)
    assert {d.name for d in outcome.final.died} == {"Devoted Retainer", "Oso"}
    assert "509.1i" in outcome.rules
    assert outcome.cards[0].keywords == {"Bushido 1": "702.45a"}


def test_bushido_does_not_trigger_unblocked(cards: CardCatalog) -> None:
    outcome = run_scenario_text('combate atacante:"Devoted Retainer" bloqueadores:ninguno', cards)
    assert outcome.final.players[1].life == 19
    assert not outcome.final.resolution_order


def test_it_in_an_attack_trigger_about_another_creature_is_that_creature(
    cards: CardCatalog,
) -> None:
    # 603.7c: "Whenever a creature you control attacks, it gets +1/+1" pumps the attacker,
    # not the ability's source.
    outcome = run_scenario_text(
        'combate atacante:"Oso 2/2" vida:20 criaturas:"Señor 1/1 disparo:whenever a creature '
        'you control attacks, it gets +1/+1 until end of turn"',
        cards,
    )
    assert outcome.final.players[1].life == 17
    assert _pt(outcome, "Señor") == (1, 1)


def test_flashback_casts_from_the_graveyard_for_its_flashback_cost(cards: CardCatalog) -> None:
    # 702.34a: cast from the graveyard by paying {G} rather than its mana cost {2}{R} (118.9),
    # and exiled when it leaves the stack (said in the step).
    outcome = run_scenario_text('momento carta:"Ancient Grudge" desde:cementerio', cards)
    assert outcome.final.playable is True
    assert outcome.final.cost == 1
    assert {"702.34a", "118.9"} <= set(outcome.rules)
    assert "se exilia" in render_text(outcome)
    assert outcome.complete


def test_a_card_without_flashback_is_not_cast_from_the_graveyard(cards: CardCatalog) -> None:
    outcome = run_scenario_text('momento carta:"Shatter" desde:cementerio', cards)
    assert outcome.final.playable is False
    assert "601.3" in outcome.rules


def test_flashback_keeps_the_timing_of_its_type(cards: CardCatalog) -> None:
    # A sorcery with flashback is still cast only in its owner's main phase, stack empty.
    sorcery = next(
        name
        for name in ("Think Twice", "Firebolt", "Deep Analysis")
        if (card := cards.card_named(name)) is not None and "Sorcery" in card.type_line
    )
    outcome = run_scenario_text(
        f'momento carta:"{sorcery}" desde:cementerio paso:final turno:rival', cards
    )
    assert outcome.final.playable is False
    assert "702.34a" in outcome.rules


def test_afterlife_makes_flying_spirits_when_it_dies(cards: CardCatalog) -> None:
    # 702.135a: "Afterlife 1" — a 1/1 white and black Spirit token with flying.
    outcome = run_scenario_text('estado criaturas:"Tithe Taker daño:5"', cards)
    spirits = [p for p in outcome.final.permanents if "Spirit" in p.name]
    assert len(spirits) == 1
    assert (spirits[0].power, spirits[0].toughness) == (1, 1) and "flying" in spirits[0].keywords
    assert outcome.cards[0].keywords == {"Afterlife 1": "702.135a"}


@pytest.mark.parametrize(
    ("board", "total"),
    [
        ('permanentes:"Ornithopter; Ornithopter; Memnite"', 1),  # {4} less {3} (702.41a)
        ('permanentes:"Ornithopter; Grizzly Bears" desde:mano', 3),  # only artifacts count
        ('permanentes_rival:"Ornithopter; Memnite" desde:mano', 4),  # only the caster's
        ('permanentes:"Ornithopter; Ornithopter; Memnite; Memnite; Memnite"', 0),  # not below 0
    ],
)
def test_affinity_takes_one_off_for_each_artifact_you_control(
    cards: CardCatalog, board: str, total: int
) -> None:
    outcome = run_scenario_text(f'momento carta:"Frogmite" {board}', cards)
    assert outcome.final.cost == total
    assert "702.41a" in outcome.rules
    assert outcome.cards[0].keywords == {"Affinity for artifacts": "702.41a"}


def test_affinity_for_what_the_language_does_not_read_stays_unread() -> None:
    from index.cards.records import CardFaceRecord, CardRecord

    text = "Affinity for historic permanents"
    face = CardFaceRecord(name="X", mana_cost="{5}", type_line="Artifact", oracle_text=text)
    card = CardRecord(name="X", layout="normal", faces=(face,), type_line="Artifact")
    assert read_card(card).unread == [text]


def _tap_step(outcome):  # type: ignore[no-untyped-def]
    return next(s for s in outcome.steps if s.kind == "costs.tap_to_pay").args


def test_convoke_pays_with_untapped_creatures_of_the_right_colour(cards: CardCatalog) -> None:
    # 702.51a/b: Siege Wurm {5}{G}{G} still costs 7; two green creatures pay {G}{G}, a
    # colourless one pays {1}, a tapped one pays nothing, and an opponent's does not count.
    outcome = run_scenario_text(
        'momento carta:"Siege Wurm" desde:mano permanentes:"Grizzly Bears; Llanowar Elves; '
        'Ornithopter; Lobo 3/3 girada" permanentes_rival:"Oso 2/2"',
        cards,
    )
    assert outcome.final.cost == 7
    assert (_tap_step(outcome)["payable"], _tap_step(outcome)["rest"]) == (3, 4)
    assert "702.51a" in outcome.rules


def test_convoke_colour_needs_a_creature_of_that_colour(cards: CardCatalog) -> None:
    # Two colourless creatures pay generic mana only: {G}{G} stays to pay.
    outcome = run_scenario_text(
        'momento carta:"Siege Wurm" desde:mano permanentes:"Ornithopter; Memnite; Ornithopter"',
        cards,
    )
    assert (_tap_step(outcome)["payable"], _tap_step(outcome)["rest"]) == (3, 4)


def test_improvise_pays_generic_mana_with_artifacts(cards: CardCatalog) -> None:
    # 702.126a: Reverse Engineer {3}{U}{U}: two artifacts pay {2}; a creature pays nothing.
    outcome = run_scenario_text(
        'momento carta:"Reverse Engineer" desde:mano permanentes:"Ornithopter; Memnite; '
        'Grizzly Bears"',
        cards,
    )
    assert outcome.final.cost == 5
    assert (_tap_step(outcome)["payable"], _tap_step(outcome)["rest"]) == (2, 3)
    assert "702.126a" in outcome.rules
