"""A colour chosen as the permanent entered (614.1c: "As this Aura enters, choose a color"),
and the lines that read "the chosen color": the scenario says which with ``elegido:rojo``;
without it Juez asks; a word that is no colour of 105.1, or the colour the card's text leaves
out ("choose a color other than red"), is refused with an example."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import ScenarioError, run_scenario_text
from bot.engine.language.cards import facts
from bot.engine.language.choices import with_choice
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _perm(outcome, name: str):  # type: ignore[no-untyped-def]
    return next(p for p in outcome.final.permanents if p.name == name)


def test_the_colour_takes_the_place_of_the_words() -> None:
    assert with_choice("Creatures you control of the chosen color get +1/+0.", "red") == (
        "Red creatures you control get +1/+0."
    )
    assert with_choice("Whenever a player casts a spell of the chosen color, draw.", "blue") == (
        "Whenever a player casts a blue spell, draw."
    )
    assert with_choice("{T}: Add {W} or one mana of the chosen color.", "green") == (
        "{T}: Add {W} or {G}."
    )
    assert with_choice("This creature has protection from the chosen color.", "black") == (
        "This creature has protection from black."
    )


def test_the_chosen_colour_gets_the_bonus(cards: CardCatalog) -> None:
    # Heraldic Banner: "As this artifact enters, choose a color. / Creatures you control of
    # the chosen color get +1/+0. / {T}: Add one mana of the chosen color."
    banner = cards.card_named("Heraldic Banner")
    assert banner is not None and not read_card(banner).unread
    outcome = run_scenario_text(
        'estado permanentes:"Heraldic Banner elegido:rojo" '
        'criaturas:"Hill Giant; Grizzly Bears" criaturas_rival:"Gray Ogre"',
        cards,
    )
    assert outcome.complete
    assert (_perm(outcome, "Hill Giant").power, _perm(outcome, "Hill Giant").toughness) == (4, 3)
    assert _perm(outcome, "Grizzly Bears").power == 2  # green
    assert _perm(outcome, "Gray Ogre").power == 2  # red, but not yours


def test_protection_from_the_chosen_colour_changes_the_fight(cards: CardCatalog) -> None:
    # Voice of All: "As this creature enters, choose a color. / Flying / This creature has
    # protection from the chosen color." A red 3/3 blocked by it deals it no damage (702.16e).
    red = run_scenario_text(
        'combate atacante:"Hill Giant" bloqueadores:"Voice of All elegido:rojo"', cards
    )
    assert red.complete and red.final.died == []
    assert _perm(red, "Voice of All").damage == 0 and "702.16e" in red.rules
    green = run_scenario_text(
        'combate atacante:"Hill Giant" bloqueadores:"Voice of All elegido:verde"', cards
    )
    assert green.complete and [d.name for d in green.final.died] == ["Voice of All"]


def test_without_the_colour_juez_asks(cards: CardCatalog) -> None:
    with pytest.raises(ScenarioError) as asked:
        run_scenario_text('combate atacante:"Hill Giant" bloqueadores:"Voice of All"', cards)
    assert "elegido:" in str(asked.value) and "Ejemplo válido" in str(asked.value)
    with pytest.raises(ScenarioError) as wrong:
        run_scenario_text(
            'combate atacante:"Hill Giant" bloqueadores:"Voice of All elegido:incoloro"', cards
        )
    assert "105.1" in str(wrong.value)


def test_a_colour_the_text_leaves_out_is_refused(cards: CardCatalog) -> None:
    # Thriving Bluff: "This land enters tapped. As it enters, choose a color other than red. /
    # {T}: Add {R} or one mana of the chosen color."
    bluff = cards.card_named("Thriving Bluff")
    assert bluff is not None and not read_card(bluff).unread
    assert facts(bluff, bluff.name).enters_tapped  # the same line says both (614.1d)
    with pytest.raises(ScenarioError) as wrong:
        run_scenario_text('estado permanentes:"Thriving Bluff elegido:rojo"', cards)
    assert "distinto de rojo" in str(wrong.value) and "elegido:blanco" in str(wrong.value)
    run_scenario_text('estado permanentes:"Thriving Bluff elegido:azul"', cards)  # accepted


# Cho-Manno's Blessing: "Flash / Enchant creature / As this Aura enters, choose a color. /
# Enchanted creature has protection from the chosen color. This effect doesn't remove this
# Aura." It is white: protection from white that it grants leaves it where it is.
BLESSING = 'auras:"Cho-Manno\'s Blessing encanta:1 elegido:blanco"'


def test_the_protection_an_aura_grants_does_not_remove_it(cards: CardCatalog) -> None:
    blessing = cards.card_named("Cho-Manno's Blessing")
    assert blessing is not None and not read_card(blessing).unread
    kept = run_scenario_text(f'estado criaturas:"Oso 2/2" {BLESSING}', cards)
    assert kept.complete and kept.final.died == []


def test_without_the_exception_the_same_aura_would_fall_off(
    cards: CardCatalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The control: the sentence is what keeps it (702.16c alone would remove it, 704.5m).
    monkeypatch.setattr("bot.engine.attachments._spares_itself", lambda _aura: False)
    gone = run_scenario_text(f'estado criaturas:"Oso 2/2" {BLESSING}', cards)
    assert [d.name for d in gone.final.died] == ["Cho-Manno's Blessing"]


def test_protection_from_elsewhere_still_removes_it(cards: CardCatalog) -> None:
    gone = run_scenario_text(
        f'estado criaturas:"Oso 2/2 protección contra blanco" {BLESSING}', cards
    )
    assert [d.name for d in gone.final.died] == ["Cho-Manno's Blessing"]
    assert {"704.5m", "702.16c"} <= set(gone.rules)
