"""Cards taken out of a graveyard by a spell's text (115.1, 608.2b, 400.7, 110.2a, 110.5b):
"Return target creature card from your graveyard to your hand" (Raise Dead), "… to the
battlefield" (Zombify), "Put target creature card from a graveyard onto the battlefield under
your control" (Reanimate), "Return up to two target creature cards …" (Macabre Waltz), "Exile
target card from a graveyard" (Return to Nature). A graveyard card is one the scenario names;
a card it does not name is asked for, never guessed."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import run_scenario_text
from bot.engine.errors import ScenarioQuestion
from bot.engine.language.reading import read_card
from bot.text.outcome import render_text

if TYPE_CHECKING:
    from bot.engine.outcome import Outcome
    from bot.engine.state import Player
    from index.cards.catalog import CardCatalog


def _player(outcome: Outcome, name: str) -> Player:
    return next(p for p in outcome.final.players if p.name == name)


def _battlefield(outcome: Outcome) -> dict[str, object]:
    return {p.name: p for p in outcome.final.permanents}


@pytest.mark.parametrize(
    "name",
    ["Raise Dead", "Zombify", "Regrowth", "Disentomb", "Breath of Life", "Macabre Waltz"],
)
def test_graveyard_return_spells_are_read_whole(cards: CardCatalog, name: str) -> None:
    card = cards.card_named(name)
    assert card is not None
    reading = read_card(card)
    assert reading.unread == [] and reading.read


def test_the_exile_mode_of_return_to_nature_is_read(cards: CardCatalog) -> None:
    card = cards.card_named("Return to Nature")
    assert card is not None
    assert "• Exile target card from a graveyard." in read_card(card).read


def test_a_creature_card_returns_to_its_owners_hand_and_the_hand_count_grows(
    cards: CardCatalog,
) -> None:
    line = (
        'escenario cementerio:"Grizzly Bears; Hill Giant" mano:2 hechizo:"Raise Dead: Hill Giant"'
    )
    outcome = run_scenario_text(line, cards)
    assert outcome.complete
    assert _player(outcome, "Jugador A").hand == 3
    assert "Hill Giant" not in _battlefield(outcome)
    assert "400.7" in outcome.rules
    text = render_text(outcome)
    assert (
        "«Hill Giant» vuelve del cementerio a la mano" in text
        and "Grizzly Bears» vuelve" not in text
    )


def test_a_card_returned_to_the_battlefield_is_a_new_untapped_permanent(
    cards: CardCatalog,
) -> None:
    outcome = run_scenario_text(
        'escenario cementerio:"Hill Giant" hechizo:"Zombify: Hill Giant"', cards
    )
    giant = _battlefield(outcome)["Hill Giant"]
    assert outcome.complete and not giant.tapped and giant.controller == "Jugador A"
    assert {"400.7", "110.2a", "110.5b"} <= set(outcome.rules)


def test_reanimate_takes_an_opponents_card_under_your_control(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario cementerio_rival:"Hill Giant" hechizo:"Reanimate: Hill Giant"', cards
    )
    giant = _battlefield(outcome)["Hill Giant"]
    assert giant.controller == "Jugador A"
    # Its second line ("You lose life equal to that card's mana value") is not read: said so.
    assert not outcome.complete


def test_a_card_that_enters_tapped_by_its_own_text_does(cards: CardCatalog) -> None:
    # Regrowth returns any card; a land returned to the battlefield needs another text. The
    # language's own event puts it there, and its "enters tapped" (614.1d) still applies.
    line = (
        'escenario cementerio:"Gruul Guildgate" '
        'eventos:"devuelve Gruul Guildgate de tu cementerio al campo de batalla"'
    )
    outcome = run_scenario_text(line, cards)
    commons = _battlefield(outcome)["Gruul Guildgate"]
    assert commons.tapped and "614.1d" in outcome.rules


def test_written_tapped_returns_it_tapped() -> None:
    line = (
        'escenario cementerio:"Oso 2/2" eventos:"devuelve Oso de tu cementerio al campo de '
        'batalla girada"'
    )
    outcome = run_scenario_text(line)
    assert _battlefield(outcome)["Oso"].tapped


def test_up_to_two_cards_take_the_two_names_written(cards: CardCatalog) -> None:
    line = (
        'escenario cementerio:"Grizzly Bears; Hill Giant; Forest" mano:1 '
        'hechizo:"Macabre Waltz: Grizzly Bears, Hill Giant"'
    )
    outcome = run_scenario_text(line, cards)
    assert outcome.complete
    assert render_text(outcome).count("vuelve del cementerio a la mano") == 2
    # Two cards came back, then it discarded one: 1 + 2 - 1.
    assert _player(outcome, "Jugador A").hand == 2


def test_a_target_gone_from_the_graveyard_makes_the_spell_do_nothing(cards: CardCatalog) -> None:
    # Raise Dead on the stack; in response its target is exiled (Return to Nature's mode 3).
    line = (
        'pila cementerio:"Grizzly Bears" hechizo:"Raise Dead: Grizzly Bears" '
        'hechizo:"Return to Nature modo 3: Grizzly Bears"'
    )
    outcome = run_scenario_text(line, cards)
    assert outcome.complete
    assert _player(outcome, "Jugador activo").hand == 0
    assert "608.2b" in outcome.rules
    assert "ya no está en ese cementerio" in render_text(outcome)


def test_the_only_card_that_fits_is_the_target() -> None:
    outcome = run_scenario_text(
        'escenario cementerio:"Bosque tierra; Oso 2/2" hechizo:"Resurrección: devuelve la '
        'carta de criatura objetivo de tu cementerio al campo de batalla"'
    )
    assert "Oso" in _battlefield(outcome) and "Bosque" not in _battlefield(outcome)


def test_several_cards_that_fit_are_asked_for_never_guessed(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion) as asked:
        run_scenario_text(
            'escenario cementerio:"Grizzly Bears; Hill Giant" hechizo:"Raise Dead"', cards
        )
    assert "«Grizzly Bears», «Hill Giant»" in str(asked.value)


def test_a_card_of_the_wrong_graveyard_or_type_cannot_be_chosen(cards: CardCatalog) -> None:
    for line in (
        'escenario cementerio_rival:"Grizzly Bears" hechizo:"Raise Dead: Grizzly Bears"',
        'escenario cementerio:"Forest; Grizzly Bears" hechizo:"Raise Dead: Forest"',
    ):
        with pytest.raises(ScenarioQuestion, match="601.2c"):
            run_scenario_text(line, cards)


def test_a_permanent_on_the_battlefield_is_not_a_graveyard_card(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioQuestion, match="cementerio:"):
        run_scenario_text(
            'escenario criaturas:"Grizzly Bears" hechizo:"Raise Dead: Grizzly Bears"', cards
        )


def test_a_bounce_to_hand_is_still_read_as_before() -> None:
    # "return … to its owner's hand" with no graveyard stays the bounce of a permanent.
    outcome = run_scenario_text(
        'escenario criaturas_rival:"Oso 2/2" eventos:"devuelve Oso a la mano de su propietario"'
    )
    assert "Oso" not in _battlefield(outcome)
    assert _player(outcome, "Jugador B").hand == 1
    assert "vuelve del cementerio" not in render_text(outcome)


def test_a_mana_value_bound_is_checked_on_the_card(cards: CardCatalog) -> None:
    # Unearth: "Return target creature card with mana value 3 or less from your graveyard to
    # the battlefield." Grizzly Bears (2) returns; Hill Giant (4) was never a legal target.
    bears = run_scenario_text(
        'escenario cementerio:"Grizzly Bears" hechizo:"Unearth: Grizzly Bears"', cards
    )
    assert "Grizzly Bears" in _battlefield(bears)
    giant = run_scenario_text(
        'escenario cementerio:"Hill Giant" hechizo:"Unearth: Hill Giant"', cards
    )
    assert "Hill Giant" not in _battlefield(giant)
    assert "608.2b" in giant.rules and "valor de maná" in render_text(giant)


def test_a_card_put_into_its_owners_library_counts_there(cards: CardCatalog) -> None:
    card = cards.card_named("Reito Lantern")  # "{3}: Put target card from a graveyard on the
    assert card is not None and read_card(card).unread == []  # bottom of its owner's library."
    line = (
        'escenario cementerio_rival:"Grizzly Bears" biblioteca_rival:5 '
        'eventos:"pon Grizzly Bears del cementerio en el fondo de la biblioteca de su propietario"'
    )
    outcome = run_scenario_text(line, cards)
    assert _player(outcome, "Jugador B").library == 6


def test_an_enters_trigger_returning_an_instant_is_read(cards: CardCatalog) -> None:
    card = cards.card_named("Archaeomancer")
    assert card is not None and read_card(card).unread == []
