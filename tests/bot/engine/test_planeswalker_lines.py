"""Lines of planeswalker cards read by general constructs (issue 49): an ability that works only
before the game (903.3a), and targets a loyalty ability may leave unchosen ("up to one target",
115.6), each from the rules' text and real cards of the bundled data."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pytest

from bot.engine import Outcome, ScenarioError, ScenarioQuestion, run_scenario_text
from bot.engine.language.before_game import works_before_the_game
from bot.engine.language.board import board_refs
from bot.engine.language.effects import parse_effects
from bot.engine.language.reading import read_card
from bot.engine.state import Permanent, Player

if TYPE_CHECKING:
    from bot.engine.outcome import PermanentSummary
    from index.cards.catalog import CardCatalog


def test_can_be_your_commander_works_before_the_game() -> None:
    """903.3a: the ability "modifies the rules for deck construction, and it functions before
    the game begins"; other sentences about commanders act during the game."""
    assert works_before_the_game("Aminatou, the Fateshifter can be your commander.")
    assert works_before_the_game("This card can be your commander.")
    assert not works_before_the_game("Commander creatures you own have haste.")
    assert not works_before_the_game(
        "Whenever you cast your commander, draw a card. This can be your commander."
    )


def test_a_commander_line_is_set_aside_never_read(cards: CardCatalog) -> None:
    """In a scenario (a game under way) the line changes nothing: set aside, not read, and
    never counted as unread either; the card's other lines are read or not on their own."""
    card = cards.card_named("Aminatou, the Fateshifter")
    assert card is not None
    reading = read_card(card)
    line = "Aminatou, the Fateshifter can be your commander."
    assert line in reading.set_aside_lines
    assert line not in reading.read and line not in reading.unread
    assert reading.unread  # its exile-and-return and left-or-right lines are still unread


# ------------------------------------------- one target, several effects; "up to one" (115)


def _perm(outcome: Outcome, name: str) -> PermanentSummary:
    return next(p for p in outcome.final.permanents if p.name == name)


_PUMP = (
    'escenario permanentes:"Jace planeswalker lealtad:3 activada:+1: target creature gets +2/+2 '
    'and gains first strike until end of turn" criaturas:"Oso 2/2" eventos:"activa Jace +1{}"'
)


def test_one_target_word_is_one_target_for_every_effect_on_it() -> None:
    """115.1: "target creature gets +2/+2 and gains first strike" has one target; the name the
    activation gives fills both effects (it was refused before, as if two were missing)."""
    outcome = run_scenario_text(_PUMP.format(": Oso"))
    oso = _perm(outcome, "Oso")
    assert (oso.power, oso.toughness) == (4, 4)
    assert "first_strike" in oso.keywords
    assert _perm(outcome, "Jace").loyalty == 4


def test_a_required_target_left_unnamed_is_still_asked_for() -> None:
    """Only "up to one" may be left with none (115.6): "target creature" is not activated."""
    outcome = run_scenario_text(_PUMP.format(""))
    assert "turn.needs_target" in [s.kind for s in outcome.steps]
    assert (_perm(outcome, "Oso").power, _perm(outcome, "Jace").loyalty) == (2, 3)


def test_the_pronoun_after_a_target_names_that_target(cards: CardCatalog) -> None:
    """The Wandering Emperor, "[+1]: Put a +1/+1 counter on up to one target creature. It gains
    first strike until end of turn.": "It" is the creature, never the planeswalker."""
    outcome = run_scenario_text(
        'escenario permanentes:"The Wandering Emperor" criaturas:"Grizzly Bears" '
        'eventos:"activa The Wandering Emperor +1: Grizzly Bears"',
        cards,
    )
    bears = _perm(outcome, "Grizzly Bears")
    assert (bears.power, bears.plus_counters) == (3, 1)
    assert "first_strike" in bears.keywords
    assert "first_strike" not in _perm(outcome, "The Wandering Emperor").keywords
    card = cards.card_named("The Wandering Emperor")
    assert card is not None
    line = (
        "[+1]: Put a +1/+1 counter on up to one target creature. It gains first strike until "
        "end of turn."
    )
    reading = read_card(card)
    assert line in reading.read
    first, then = reading.models[line].effects
    assert first.up_to_one and then.same_targets_as == 1 and then.up_to_one


def test_up_to_one_target_may_be_left_with_none(cards: CardCatalog) -> None:
    """115.6: zero targets is a legal choice; the ability is activated, its cost paid, and
    what it did to the target is done to nothing."""
    outcome = run_scenario_text(
        'escenario permanentes:"The Wandering Emperor" criaturas:"Grizzly Bears" '
        'eventos:"activa The Wandering Emperor +1"',
        cards,
    )
    assert _perm(outcome, "The Wandering Emperor").loyalty == 4
    bears = _perm(outcome, "Grizzly Bears")
    assert (bears.power, bears.plus_counters, bears.keywords) == (2, 0, [])
    assert "115.6" in outcome.rules
    assert "turn.needs_target" not in [s.kind for s in outcome.steps]


_TRIGGER = (
    'estado criaturas:"Oso 2/2 disparo:cuando esta criatura muere, up to one target creature '
    'an opponent controls gets -1/-1 until end of turn" {}eventos:"muere Oso"'
)


def test_a_trigger_with_up_to_one_and_no_legal_target_stays_on_the_stack() -> None:
    """603.3d removes a trigger only when it can't take its required targets; with "up to
    one", none is a legal choice (115.6): it goes on the stack and resolves doing nothing."""
    outcome = run_scenario_text(_TRIGGER.format(""))
    kinds = [s.kind for s in outcome.steps]
    assert "priority.trigger_no_target" not in kinds
    assert "activation.zero_targets" in kinds and "115.6" in outcome.rules


def test_a_trigger_with_up_to_one_is_asked_never_chosen_for_its_controller() -> None:
    """With a legal target, none is a choice too: Juez asks instead of taking the only one."""
    with pytest.raises(ScenarioQuestion):
        run_scenario_text(_TRIGGER.format('criaturas_rival:"Lobo 2/2" '))
    chosen = run_scenario_text(_TRIGGER.format('criaturas_rival:"Lobo 2/2" objetivos:"Oso: Lobo" '))
    assert (_perm(chosen, "Lobo").power, _perm(chosen, "Lobo").toughness) == (1, 1)


def test_a_pronoun_after_a_target_that_is_not_read_leaves_the_line_unread() -> None:
    """ "Tap target creature. It explores.": the second sentence is about the target; unread,
    it is said so, never read as the ability's source. (Merged with s5-49f, which reads "It
    doesn't untap during its controller's next untap step", the sentence this test first used:
    read, it is about the target too.)"""
    perm = Permanent(id="c1", name="Jace", controller="A", types={"planeswalker"}, loyalty=3)
    refs = replace(
        board_refs([Player(name="A"), Player(name="B")], [perm]), source="c1", unchosen=True
    )
    with pytest.raises(ScenarioError):
        parse_effects("Tap target creature. It explores.", refs)
    frozen = parse_effects(
        "Tap target creature. It doesn't untap during its controller's next untap step.", refs
    )
    assert frozen[1].same_targets_as == 1 and "c1" not in frozen[1].objects
    read = parse_effects("Tap target creature. It gains flying until end of turn.", refs)
    assert read[1].same_targets_as == 1 and "c1" not in read[1].objects


def test_a_list_of_keywords_with_a_serial_comma_grants_each() -> None:
    """ "have first strike, vigilance, and lifelink": the ", and" before the last keyword joins
    it like the commas before (the shape of many planeswalkers' "+1: … gains …" lines)."""
    outcome = run_scenario_text(
        'combate atacante:"Oso 2/2" bloqueadores:"Lobo 2/2" vida_atacante:10 '
        'permanentes:"Estandarte artefacto otorga:creatures you control have first strike, '
        'vigilance, and lifelink"'
    )
    assert {d.name for d in outcome.final.died} == {"Lobo"}  # first strike: Oso survives
    assert next(p.life for p in outcome.final.players if p.name == "Jugador atacante") == 12


# ---------------------------------------------------------------- emblems (114)


def test_an_emblem_static_ability_applies_from_the_command_zone(cards: CardCatalog) -> None:
    """Elspeth, Sun's Champion, "[−7]: You get an emblem with "Creatures you control get +2/+2
    and have flying."": the emblem is no permanent (114.5); its ability functions from the
    command zone (114.4), so it outlives Elspeth, who goes to 0 loyalty paying the cost."""
    outcome = run_scenario_text(
        'escenario permanentes:"Elspeth, Sun\'s Champion lealtad:7" criaturas:"Grizzly Bears" '
        'criaturas_rival:"Lobo 2/2" eventos:"activa Elspeth, Sun\'s Champion -7"',
        cards,
    )
    bears = _perm(outcome, "Grizzly Bears")
    assert (bears.power, bears.toughness, bears.keywords) == (4, 4, ["flying"])
    assert (_perm(outcome, "Lobo").power, _perm(outcome, "Lobo").keywords) == (2, [])
    assert {d.name for d in outcome.final.died} == {"Elspeth, Sun's Champion"}
    assert {"114.2", "114.4"} <= set(outcome.rules)
    card = cards.card_named("Elspeth, Sun's Champion")
    assert card is not None
    line = '[−7]: You get an emblem with "Creatures you control get +2/+2 and have flying."'
    assert line in read_card(card).read


_JACE = 'escenario permanentes:"Jace planeswalker lealtad:3 activada:-1: {}" {}eventos:"{}"'


def test_an_emblem_outlives_its_planeswalker() -> None:
    """An emblem is not on the battlefield: destroying the planeswalker that made it leaves it
    (and the Spanish sentence of the language reads the same)."""
    outcome = run_scenario_text(
        _JACE.format(
            "obtienes un emblema con 'las criaturas que controlas obtienen +1/+1'",
            'criaturas:"Oso 2/2" ',
            "activa Jace -1; resuelve; destruye Jace",
        )
    )
    assert (_perm(outcome, "Oso").power, _perm(outcome, "Oso").toughness) == (3, 3)


def test_an_emblem_triggered_ability_triggers() -> None:
    """ "Whenever you cast a spell, draw a card.": after the emblem, a spell cast draws one."""
    outcome = run_scenario_text(
        _JACE.format(
            "You get an emblem with 'Whenever you cast a spell, draw a card.'",
            "",
            "activa Jace -1; resuelve; lanza Rayo: 3 daños a Jugador B",
        )
    )
    me = next(p for p in outcome.final.players if p.name == "Jugador A")
    assert me.hand == 1 and "resolve.emblem" in [s.kind for s in outcome.steps]


@pytest.mark.parametrize(
    "ability",
    [
        "Your opponents can't cast noncreature spells.",  # a rule of play, not a layer effect
        "You have no maximum hand size.",
        "Whenever you cast a spell, exile target permanent.",  # a target no one can name
    ],
)
def test_an_emblem_the_engine_would_not_run_is_not_read(ability: str) -> None:
    perm = Permanent(id="c1", name="Jace", controller="A", types={"planeswalker"}, loyalty=3)
    refs = replace(board_refs([Player(name="A"), Player(name="B")], [perm]), source="c1")
    with pytest.raises(ScenarioError):
        parse_effects(f'You get an emblem with "{ability}"', refs)


def test_those_creatures_are_the_group_the_sentence_before_acted_on() -> None:
    """ "Put a +1/+1 counter on each creature you control. Those creatures gain vigilance until
    end of turn." (Ajani's −1 shape): the same group, found again as it applies (608.2h)."""
    outcome = run_scenario_text(
        'escenario permanentes:"Jace planeswalker lealtad:3 activada:-1: Put a +1/+1 counter on '
        'each creature you control. Those creatures gain vigilance until end of turn" '
        'criaturas:"Oso 2/2" criaturas_rival:"Lobo 2/2" eventos:"activa Jace -1"'
    )
    oso, lobo = _perm(outcome, "Oso"), _perm(outcome, "Lobo")
    assert (oso.power, oso.plus_counters, oso.keywords) == (3, 1, ["vigilance"])
    assert (lobo.power, lobo.keywords) == (2, [])
