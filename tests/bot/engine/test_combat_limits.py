"""Limits a card's text puts on attacking and blocking (issue 49), with real cards:

509.1b: "The defending player checks each creature they control to see whether it's affected
by any restrictions (effects that say a creature can't block, or that it can't block unless
some condition is met)." 508.1c: the same for attackers. A declaration that disobeys one is
illegal (508.1c, 509.1) and no damage is dealt."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, ScenarioQuestion, run_scenario_text
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog

# Belbe's Percher (2/2, flying): "This creature can block only creatures with flying."
# Armored Galleon (5/4): "This creature can't attack unless defending player controls an
# Island." Air Bladder (Aura): "Enchanted creature has flying. Enchanted creature can block
# only creatures with flying."


def _illegal(outcome) -> bool:  # type: ignore[no-untyped-def]
    return any(s.kind == "declare.illegal" for s in outcome.steps)


def _life(outcome, who: str = "Jugador defensor") -> int:  # type: ignore[no-untyped-def]
    return next(p.life for p in outcome.final.players if p.name == who)


def test_a_blocker_limited_to_flyers_cannot_block_a_ground_creature(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'combate atacante:"Grizzly Bears" bloqueadores:"Belbe\'s Percher"', cards
    )
    assert outcome.complete and _illegal(outcome)
    assert "509.1b" in outcome.rules and _life(outcome) == 20


def test_a_blocker_limited_to_flyers_blocks_a_flyer(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'combate atacante:"Birds of Paradise" bloqueadores:"Belbe\'s Percher"', cards
    )
    assert outcome.complete and not _illegal(outcome)
    assert [d.name for d in outcome.final.died] == ["Birds of Paradise"]


def test_an_aura_limits_the_creature_it_enchants(cards: CardCatalog) -> None:
    blocked = 'combate atacante:"Grizzly Bears" bloqueadores:"Oso 2/2" '
    enchanted = run_scenario_text(blocked + 'auras:"Air Bladder encanta:Oso"', cards)
    assert _illegal(enchanted)
    alone = run_scenario_text(blocked, cards)
    assert not _illegal(alone)


@pytest.mark.parametrize(("lands", "legal"), [("Island", True), ("Forest", False), ("", False)])
def test_it_attacks_only_a_player_with_an_island(
    cards: CardCatalog, lands: str, legal: bool
) -> None:
    board = f' permanentes_rival:"{lands}"' if lands else ""
    outcome = run_scenario_text('combate atacante:"Armored Galleon"' + board, cards)
    assert outcome.complete and _illegal(outcome) is not legal
    assert "508.1c" in outcome.rules
    assert _life(outcome) == (15 if legal else 20)


def test_the_island_is_a_land_type_not_a_name(cards: CardCatalog) -> None:
    # Tropical Island is a land with types Forest and Island (205.3i).
    outcome = run_scenario_text(
        'combate atacante:"Armored Galleon" permanentes_rival:"Tropical Island"', cards
    )
    assert not _illegal(outcome)


def test_a_made_up_land_is_asked_not_guessed(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError, match="508.1c"):
        run_scenario_text(
            'combate atacante:"Armored Galleon" permanentes_rival:"Isla tierra"', cards
        )


@pytest.mark.parametrize("name", ["Belbe's Percher", "Armored Galleon", "Air Bladder"])
def test_the_cards_are_read_whole(cards: CardCatalog, name: str) -> None:
    card = cards.card_named(name)
    assert card is not None
    assert read_card(card).unread == []


# Bristling Boar (4/3): "This creature can't be blocked by more than one creature." Alpha
# Authority (Aura): "Enchanted creature has hexproof and can't be blocked by more than one
# creature."


@pytest.mark.parametrize(("blockers", "legal"), [("Oso 2/2", True), ("Oso 2/2; Lobo 3/3", False)])
def test_one_blocker_at_most(cards: CardCatalog, blockers: str, legal: bool) -> None:
    outcome = run_scenario_text(
        f'combate atacante:"Bristling Boar" bloqueadores:"{blockers}"', cards
    )
    assert outcome.complete and _illegal(outcome) is not legal
    assert ("509.1b" in outcome.rules) is not legal


def test_an_aura_gives_the_one_blocker_limit(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'combate atacante:"Oso 4/4" bloqueadores:"Lobo 2/2; Gato 2/2" '
        'auras:"Alpha Authority encanta:Oso"',
        cards,
    )
    assert outcome.complete and _illegal(outcome)


# Goblin Brigand (2/2): "This creature attacks each combat if able." 508.1d: a requirement
# obeyed as far as it can be without breaking a restriction; a creature that can't attack
# (tapped, 508.1a; not controlled since the turn began, 302.6) is not required to.


def test_a_required_attacker_left_home_makes_the_declaration_illegal(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'combate atacante:"Oso 2/2" criaturas:"Goblin Brigand mareo:no"', cards
    )
    assert outcome.complete and _illegal(outcome)
    assert "508.1d" in outcome.rules and _life(outcome) == 20


@pytest.mark.parametrize(("how", "rule"), [("mareo:sí", "302.6"), ("girada", "508.1a")])
def test_a_creature_that_could_not_attack_is_not_required(
    cards: CardCatalog, how: str, rule: str
) -> None:
    outcome = run_scenario_text(
        f'combate atacante:"Oso 2/2" criaturas:"Goblin Brigand {how}"', cards
    )
    assert outcome.complete and not _illegal(outcome)
    assert {"508.1d", rule} <= set(outcome.rules) and _life(outcome) == 18


def test_a_restriction_wins_over_the_requirement(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'combate atacante:"Oso 2/2" criaturas:"Goblin Brigand mareo:no" '
        'auras:"Pacifism encanta:Goblin_Brigand"',
        cards,
    )
    assert not _illegal(outcome) and _life(outcome) == 18


def test_when_it_is_not_said_whether_it_just_came_the_answer_asks(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion, match="302.6") as asked:
        run_scenario_text('combate atacante:"Oso 2/2" criaturas:"Goblin Brigand"', cards)
    assert "mareo:no" in str(asked.value)


def test_haste_needs_no_answer(cards: CardCatalog) -> None:
    # Akoum Firebird: flying, haste, "This creature attacks each combat if able."
    outcome = run_scenario_text('combate atacante:"Oso 2/2" criaturas:"Akoum Firebird"', cards)
    assert _illegal(outcome) and "508.1d" in outcome.rules


def test_an_attacker_that_came_this_turn_without_haste_cannot_attack(cards: CardCatalog) -> None:
    outcome = run_scenario_text('combate atacante:"Grizzly Bears mareo:sí"', cards)
    assert _illegal(outcome) and "302.6" in outcome.rules
    hasty = run_scenario_text('combate atacante:"Raging Goblin mareo:sí"', cards)
    assert not _illegal(hasty) and _life(hasty) == 19


def test_an_aura_that_adds_the_requirement_is_read(cards: CardCatalog) -> None:
    # Furor of the Bitten: "Enchanted creature gets +2/+2 and attacks each combat if able."
    card = cards.card_named("Furor of the Bitten")
    assert card is not None and read_card(card).unread == []
    outcome = run_scenario_text(
        'combate atacante:"Oso 2/2" criaturas:"Lobo 2/2 mareo:no" '
        'auras:"Furor of the Bitten encanta:Lobo"',
        cards,
    )
    assert _illegal(outcome)


def test_a_resolved_requirement_is_worded_as_what_it_is() -> None:
    # A spell's "… attacks this turn if able" becomes a continuous effect (611.2a): the step
    # that creates it says the requirement, in both languages.
    from bot.text.outcome import render_text

    outcome = run_scenario_text(
        'pila criaturas_rival:"Oso 2/2" hechizo:"Provocar: Oso ataca este turno si puede"'
    )
    assert "ataca en cada combate si puede" in render_text(outcome)
    assert "attacks each combat if able" in render_text(outcome, "en")
    assert "ganar la partida" not in render_text(outcome)


# Bonded Construct (2/1): "This creature can't attack alone." 506.5: a creature attacks alone
# if it's the only creature declared as an attacker. Phyrexian Colossus (8/8): "This creature
# can't be blocked except by three or more creatures."


@pytest.mark.parametrize(
    ("attackers", "legal"), [("Bonded Construct", False), ("Bonded Construct; Oso 2/2", True)]
)
def test_it_cannot_attack_alone(cards: CardCatalog, attackers: str, legal: bool) -> None:
    outcome = run_scenario_text(f'combate atacantes:"{attackers}"', cards)
    assert outcome.complete and _illegal(outcome) is not legal
    assert ("506.5" in outcome.rules) is not legal


@pytest.mark.parametrize(
    ("blockers", "legal"),
    [("Oso 2/2", False), ("Oso 2/2; Lobo 3/3", False), ("Oso 2/2; Lobo 3/3; Gato 1/1", True)],
)
def test_three_blockers_or_none(cards: CardCatalog, blockers: str, legal: bool) -> None:
    outcome = run_scenario_text(
        f'combate atacante:"Phyrexian Colossus" bloqueadores:"{blockers}"', cards
    )
    assert _illegal(outcome) is not legal


# Aura Gnarlid (2/2): "Creatures with power less than this creature's power can't block it."
# Brassclaw Orcs (3/2): "This creature can't block creatures with power 2 or greater."


@pytest.mark.parametrize(("blocker", "legal"), [("Oso 1/1", False), ("Oso 2/2", True)])
def test_a_weaker_creature_cannot_block_it(cards: CardCatalog, blocker: str, legal: bool) -> None:
    outcome = run_scenario_text(f'combate atacante:"Aura Gnarlid" bloqueadores:"{blocker}"', cards)
    assert outcome.complete and _illegal(outcome) is not legal


@pytest.mark.parametrize(("attacker", "legal"), [("Oso 1/1", True), ("Oso 2/2", False)])
def test_it_cannot_block_the_strong(cards: CardCatalog, attacker: str, legal: bool) -> None:
    outcome = run_scenario_text(
        f'combate atacante:"{attacker}" bloqueadores:"Brassclaw Orcs"', cards
    )
    assert outcome.complete and _illegal(outcome) is not legal
