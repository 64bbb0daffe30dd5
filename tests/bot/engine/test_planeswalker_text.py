"""Planeswalker text read by general constructs (issue 49, session 7): the shortened name a
planeswalker's text calls itself by (201.5c), numbers written as words past ten, and "until
your next turn" (611.2b); each from the rules' text and real cards of the bundled data."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import Outcome, ScenarioQuestion, run_scenario_text
from bot.engine.language.board import board_refs
from bot.engine.language.own_short_name import name_itself, short_names
from bot.engine.language.reading import read_card
from bot.engine.language.recipients import Recipients
from bot.engine.language.target_groups import targets_whose
from bot.engine.language.words import Words
from bot.engine.selectors import Filter
from bot.engine.state import Player

if TYPE_CHECKING:
    from bot.engine.outcome import PermanentSummary
    from index.cards.catalog import CardCatalog


def _perm(outcome: Outcome, name: str) -> PermanentSummary | None:
    return next((p for p in outcome.final.permanents if p.name == name), None)


def _life(outcome: Outcome, name: str) -> int:
    return next(p.life for p in outcome.final.players if p.name == name)


# ----------------------------------------------------------------- 201.5c: shortened names


def test_a_shortened_name_is_the_card_itself(cards: CardCatalog) -> None:
    """201.5c: "Instances of a card's shortened name used in this manner are treated as
    though they used the card's full name." Ajani Vengeant's "[−2]: Ajani deals 3 damage to
    any target and you gain 3 life." is the planeswalker dealing the damage."""
    card = cards.card_named("Ajani Vengeant")
    assert card is not None and short_names(card) == {"Ajani"}
    line = "[−2]: Ajani deals 3 damage to any target and you gain 3 life."
    assert line in read_card(card).read
    outcome = run_scenario_text(
        'escenario permanentes:"Ajani Vengeant" criaturas_rival:"Grizzly Bears" '
        'eventos:"activa el -2 de Ajani Vengeant: Grizzly Bears"',
        cards,
    )
    assert _perm(outcome, "Grizzly Bears") is None  # 3 damage to a 2/2
    assert _life(outcome, "Jugador A") == 23
    ajani = _perm(outcome, "Ajani Vengeant")
    assert ajani is not None and ajani.loyalty == 1  # printed 3 (306.5b), minus 2 (606.4)


def test_the_same_word_naming_other_permanents_is_left_as_written(cards: CardCatalog) -> None:
    """205.3j: the word is also a planeswalker type, which other permanents have: "each
    Garruk you control", "Ajani's Pridemate", "a Chandra planeswalker card" are not the card."""
    garruk = cards.card_named("Garruk, Cursed Huntsman")
    assert garruk is not None and short_names(garruk) == {"Garruk"}
    kept = "put a loyalty counter on each Garruk you control."
    assert name_itself(kept, garruk, "~") == kept
    ajani = cards.card_named("Ajani Vengeant")
    assert ajani is not None
    for other in ("a token named Ajani's Pridemate", "an Ajani planeswalker card"):
        assert name_itself(other, ajani, "~") == other
    assert name_itself("exile Ajani and each artifact", ajani, "~") == "exile ~ and each artifact"


def test_a_card_that_is_not_a_planeswalker_has_no_shortened_name(cards: CardCatalog) -> None:
    """Only a planeswalker type that is a word of the card's own name: a creature's first word
    ("Sliver" of Sliver Queen) is the creature type other permanents share, never the card."""
    for name in ("Sliver Queen", "Grizzly Bears", "The Royal Scions"):
        card = cards.card_named(name)
        assert card is not None and short_names(card) == set(), name


# ------------------------------------------------------------------- numbers past ten


def test_numbers_written_as_words_past_ten(cards: CardCatalog) -> None:
    """Jace Beleren, "[−10]: Target player mills twenty cards.": read whole, and the player
    named mills twenty (701.17a), while Jace goes to the graveyard with 0 loyalty (704.5i)."""
    card = cards.card_named("Jace Beleren")
    assert card is not None
    reading = read_card(card)
    assert reading.unread == [] and "[−10]: Target player mills twenty cards." in reading.read
    outcome = run_scenario_text(
        'escenario permanentes:"Jace Beleren lealtad:10" '
        'eventos:"activa el -10 de Jace Beleren: Jugador B"',
        cards,
    )
    milled = [s for s in outcome.steps if "wanted" in s.args and "got" in s.args]
    assert [s.args["wanted"] for s in milled] == [20]
    assert _perm(outcome, "Jace Beleren") is None and "704.5i" in outcome.rules


# ------------------------------------------------------- 611.2a: "until your next turn"

_LILIANA = (
    'escenario permanentes:"Liliana, the Last Hope" criaturas_rival:"Grizzly Bears" '
    'eventos:"activa el +1 de Liliana, the Last Hope: Grizzly Bears{}"'
)


def _bears(outcome: Outcome) -> tuple[int | None, int | None]:
    bears = _perm(outcome, "Grizzly Bears")
    assert bears is not None
    return bears.power, bears.toughness


def test_until_your_next_turn_outlasts_the_turn_it_was_made_in(cards: CardCatalog) -> None:
    """611.2a: the effect lasts as long as it says. Liliana, the Last Hope's "[+1]: Up to one
    target creature gets -2/-1 until your next turn." still shrinks the creature through its
    controller's turn (the cleanup step ends only "until end of turn" effects, 514.2), and
    ends as Liliana's controller's next turn begins."""
    card = cards.card_named("Liliana, the Last Hope")
    assert card is not None
    line = "[+1]: Up to one target creature gets -2/-1 until your next turn."
    reading = read_card(card)
    assert line in reading.read
    assert reading.models[line].effects[0].duration == "until_your_next_turn"
    assert _bears(run_scenario_text(_LILIANA.format(""), cards)) == (0, 1)
    rival_turn = run_scenario_text(_LILIANA.format("; siguiente turno"), cards)
    assert _bears(rival_turn) == (0, 1)
    assert "turn.until_next_turn_ends" not in [s.kind for s in rival_turn.steps]
    back = run_scenario_text(_LILIANA.format("; siguiente turno; siguiente turno"), cards)
    assert _bears(back) == (2, 2)
    ended = [s for s in back.steps if s.kind == "turn.until_next_turn_ends"]
    assert len(ended) == 1 and ended[0].args["player"] == "Jugador A"
    assert "611.2a" in ended[0].rules


def test_until_end_of_turn_still_ends_in_the_cleanup_step() -> None:
    """The other duration is unchanged: gone by the next turn (514.2)."""
    text = (
        'escenario permanentes:"Jace planeswalker lealtad:3 activada:+1: target creature gets '
        '{} until end of turn" criaturas_rival:"Oso 2/2" eventos:"activa Jace +1: Oso; '
        'siguiente turno"'
    )
    oso = _perm(run_scenario_text(text.format("-2/-1")), "Oso")
    assert oso is not None and (oso.power, oso.toughness) == (2, 2)


def test_until_your_next_turn_leads_or_ends_the_sentence(cards: CardCatalog) -> None:
    """Written first (Mu Yanling, Sky Dancer: "Until your next turn, up to one target creature
    gets -2/-0 and loses flying.") it is the duration of every effect of the sentence; written
    last (Kaito, Dancing Shadow: "can't attack or block until your next turn") too."""
    for name, line in (
        (
            "Mu Yanling, Sky Dancer",
            "[+2]: Until your next turn, up to one target creature gets -2/-0 and loses flying.",
        ),
        (
            "Kaito, Dancing Shadow",
            "[+1]: Up to one target creature can't attack or block until your next turn.",
        ),
    ):
        card = cards.card_named(name)
        assert card is not None
        reading = read_card(card)
        assert line in reading.read, name
        effects = reading.models[line].effects
        assert effects and all(e.duration == "until_your_next_turn" for e in effects), name


# ------------------------------------------- [−X]: X announced as it is activated (107.3a)

_CHANDRA = (
    'escenario permanentes:"Chandra Nalaar" criaturas_rival:"Grizzly Bears" '
    'eventos:"activa el -X de Chandra Nalaar{}: Grizzly Bears{}"'
)


def test_minus_x_is_read_with_its_x_left_to_announce(cards: CardCatalog) -> None:
    """107.3a: the controller "chooses and announces the value of X as part of … activating
    the ability": the card read alone reads the line, and marks that X is still to choose."""
    card = cards.card_named("Chandra Nalaar")
    assert card is not None
    line = "[−X]: Chandra Nalaar deals X damage to target creature."
    reading = read_card(card)
    assert line in reading.read
    ability = reading.models[line]
    assert ability.loyalty_x and ability.loyalty is None


def test_minus_x_removes_x_counters_and_deals_x(cards: CardCatalog) -> None:
    """606.4: its cost removes X loyalty counters; the text reads with that X (107.3c)."""
    outcome = run_scenario_text(_CHANDRA.format(" X=2", ""), cards)
    assert _perm(outcome, "Grizzly Bears") is None
    chandra = _perm(outcome, "Chandra Nalaar")
    assert chandra is not None and chandra.loyalty == 4  # printed 6 (306.5b)
    paid = [s for s in outcome.steps if s.kind == "activation.loyalty_paid"]
    assert [s.args["change"] for s in paid] == [-2]
    one = run_scenario_text(_CHANDRA.format(" X=1", ""), cards)
    bears = _perm(one, "Grizzly Bears")
    assert bears is not None and bears.damage == 1


def test_minus_x_greater_than_loyalty_is_not_activated(cards: CardCatalog) -> None:
    """606.6: "An activated loyalty ability with a negative loyalty cost can't be activated
    unless the permanent has at least that many loyalty counters": X=7 with loyalty 6."""
    outcome = run_scenario_text(_CHANDRA.format(" X=7", ""), cards)
    assert "activation.cant_pay" in [s.kind for s in outcome.steps] and "606.6" in outcome.rules
    chandra = _perm(outcome, "Chandra Nalaar")
    assert chandra is not None and chandra.loyalty == 6
    assert _perm(outcome, "Grizzly Bears") is not None


def test_minus_x_without_x_is_asked_never_guessed(cards: CardCatalog) -> None:
    """Without X=N, by its cost or by its place in the text, the answer asks for X."""
    with pytest.raises(ScenarioQuestion, match="X=3"):
        run_scenario_text(_CHANDRA.format("", ""), cards)
    with pytest.raises(ScenarioQuestion, match="107.3a"):
        run_scenario_text(
            'escenario permanentes:"Chandra Nalaar" criaturas_rival:"Grizzly Bears" '
            'eventos:"activa la habilidad 2 de Chandra Nalaar: Grizzly Bears"',
            cards,
        )


def test_minus_x_counts_as_the_turns_loyalty_ability(cards: CardCatalog) -> None:
    """606.3: one loyalty ability of a permanent each turn, [−X] included."""
    outcome = run_scenario_text(
        _CHANDRA.format(" X=1", "; activa el +1 de Chandra Nalaar: Jugador B"), cards
    )
    assert "activation.loyalty_when" in [s.kind for s in outcome.steps]
    chandra = _perm(outcome, "Chandra Nalaar")
    assert chandra is not None and chandra.loyalty == 5


# ---------------------------------------- a group named by the player the sentence targets


def _gone(outcome: Outcome, *names: str) -> set[str]:
    return set(names) - {p.name for p in outcome.final.permanents}


_AJANI = (
    'escenario permanentes:"Ajani Vengeant lealtad:7; Forest" permanentes_rival:"Mountain; '
    'Island" criaturas_rival:"Grizzly Bears" eventos:"activa el -7 de Ajani Vengeant: {}"'
)


def test_all_lands_target_player_controls(cards: CardCatalog) -> None:
    """Ajani Vengeant, "[−7]: Destroy all lands target player controls.": the player is the
    target (115.1), the lands are that player's, looked at as it resolves (608.2h)."""
    card = cards.card_named("Ajani Vengeant")
    assert card is not None
    reading = read_card(card)
    assert reading.unread == []
    (destroy,) = reading.models["[−7]: Destroy all lands target player controls."].effects
    assert destroy.unchosen_target and [f.of_target for f in destroy.each] == [True]
    rival = run_scenario_text(_AJANI.format("Jugador B"), cards)
    board = ("Forest", "Mountain", "Island", "Grizzly Bears")
    assert _gone(rival, *board) == {"Mountain", "Island"}  # not Forest, not the creature
    mine = run_scenario_text(_AJANI.format("Jugador A"), cards)
    assert _gone(mine, *board) == {"Forest"}


_CHANDRA_8 = (
    'escenario permanentes:"Chandra Nalaar lealtad:8" criaturas:"Llanowar Elves" '
    'criaturas_rival:"Grizzly Bears" permanentes_rival:"Jace Beleren" '
    'eventos:"activa el -8 de Chandra Nalaar: {}"'
)


def test_each_creature_that_player_or_that_planeswalkers_controller_controls(
    cards: CardCatalog,
) -> None:
    """Chandra Nalaar, "[−8]: … deals 10 damage to target player or planeswalker and each
    creature that player or that planeswalker's controller controls.": targeting the rival's
    planeswalker, the damage removes its loyalty (120.3c) and reaches the rival's creatures,
    never its controller's own."""
    card = cards.card_named("Chandra Nalaar")
    assert card is not None
    assert read_card(card).unread == []  # with [−X] above, the card is read whole
    outcome = run_scenario_text(_CHANDRA_8.format("Jace Beleren"), cards)
    board = ("Grizzly Bears", "Llanowar Elves")
    assert _gone(outcome, *board) == {"Grizzly Bears"}
    assert _perm(outcome, "Jace Beleren") is None and "120.3c" in outcome.rules
    at_player = run_scenario_text(_CHANDRA_8.format("Jugador B"), cards)
    assert _life(at_player, "Jugador B") == 10 and _gone(at_player, *board) == {"Grizzly Bears"}
    assert _perm(at_player, "Jace Beleren") is not None  # not a creature


def test_each_creature_and_planeswalker_they_control(cards: CardCatalog) -> None:
    """Chandra, Bold Pyromancer: "… to target player and each creature and planeswalker they
    control": one group of both types, the targeted player's."""
    card = cards.card_named("Chandra, Bold Pyromancer")
    assert card is not None
    reading = read_card(card)
    assert reading.unread == []
    line = (
        "[−7]: Chandra deals 10 damage to target player and each creature and planeswalker "
        "they control."
    )
    (damage,) = reading.models[line].effects
    (group,) = damage.each
    assert group.of_target and group.any_types == {"creature", "planeswalker"}


def test_that_player_without_a_target_is_not_read_as_one() -> None:
    """ "that player controls" refers back to a target: with none in the sentence, the group
    is not the targeted player's (and the words are left for the reader after it)."""
    refs = board_refs([Player(name="Jugador A"), Player(name="Jugador B")], [])
    words = Words.of("that player controls")
    flt = Filter(kind="creature")
    assert targets_whose(words, refs, Recipients(), flt) is flt
    assert words.i == 0
    aimed = Recipients(targets=["Jugador B"])
    assert targets_whose(words, refs, aimed, flt).of_target and words.done()


# ------------------------------- a planeswalker that becomes a creature, shielded from damage


def test_gideon_becomes_a_creature_and_damage_to_him_is_prevented(cards: CardCatalog) -> None:
    """Gideon Jura, "[0]: Until end of turn, Gideon Jura becomes a 6/6 Human Soldier creature
    that's still a planeswalker. Prevent all damage that would be dealt to him this turn.":
    "him" is Gideon; the 3 damage that would remove 3 loyalty (120.3c) is prevented
    (615.1a), and he is a planeswalker again, not a creature, once the turn ends (514.2)."""
    card = cards.card_named("Gideon Jura")
    assert card is not None
    line = (
        "[0]: Until end of turn, Gideon Jura becomes a 6/6 Human Soldier creature that's still "
        "a planeswalker. Prevent all damage that would be dealt to him this turn."
    )
    assert line in read_card(card).read
    base = 'escenario permanentes:"Gideon Jura" eventos:"{}3 daños a Gideon Jura{}"'
    hit = _perm(run_scenario_text(base.format("", ""), cards), "Gideon Jura")
    assert hit is not None and hit.loyalty == 3
    shielded = run_scenario_text(base.format("activa el 0 de Gideon Jura; ", ""), cards)
    gideon = _perm(shielded, "Gideon Jura")
    assert gideon is not None and (gideon.power, gideon.toughness) == (6, 6)
    assert gideon.loyalty == 6 and gideon.damage == 0 and "615.1a" in shielded.rules
    later = run_scenario_text(
        base.format("activa el 0 de Gideon Jura; ", "; siguiente turno"), cards
    )
    gideon = _perm(later, "Gideon Jura")
    assert gideon is not None and gideon.power is None


def test_gideon_ally_of_zendikar_and_martial_paragon_are_read_whole(cards: CardCatalog) -> None:
    """The same shape with "with indestructible" (its keyword, 702.12) read whole."""
    for name in ("Gideon, Ally of Zendikar", "Gideon, Martial Paragon"):
        card = cards.card_named(name)
        assert card is not None
        assert read_card(card).unread == [], name
