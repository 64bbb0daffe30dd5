"""Level up (702.87) and leveler cards (711), read from the rules text with real cards of the
bundled data.

702.87a: "Level up [cost]" means "[Cost]: Put a level counter on this permanent. Activate only
as a sorcery." 711.2a/711.2b: "{LEVEL N1-N2} [Abilities] [P/T]" means "As long as this creature
has at least N1 level counters on it, but no more than N2 …, it has base power and toughness
[P/T] and has [abilities]"; 711.5: with fewer than N1 it has its uppermost P/T.

Beastbreaker of Bala Ged (2/2): "Level up {2}{G} / LEVEL 1-3 4/4 / LEVEL 4+ 6/6 Trample".
Brimstone Mage (2/2): "LEVEL 1-2 2/3 {T}: 1 damage to any target / LEVEL 3+ 2/4 {T}: 3 damage".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import run_scenario_text
from bot.engine.language.level_lines import level_symbol, pt_box
from bot.engine.language.reading import read_card

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def _attacker(outcome, name: str):  # type: ignore[no-untyped-def]
    return next(p for p in outcome.final.permanents if p.name == name)


def test_level_symbols_and_pt_boxes_are_shapes() -> None:
    band = level_symbol("LEVEL 1-3")
    assert band is not None and (band.low, band.high) == (1, 3)
    band = level_symbol("LEVEL 12+")
    assert band is not None and (band.low, band.high) == (12, None)
    assert level_symbol("Level up {2}{G}") is None
    assert pt_box("4/4") == (4, 4) and pt_box("Flying") is None


@pytest.mark.parametrize("name", ["Beastbreaker of Bala Ged", "Brimstone Mage"])
def test_a_levelers_whole_text_is_read(cards: CardCatalog, name: str) -> None:
    reading = read_card(cards.card_named(name))  # type: ignore[arg-type]
    assert reading.unread == []
    assert "LEVEL 4+" in reading.read or "LEVEL 3+" in reading.read


@pytest.mark.parametrize(
    ("level", "pt", "trample"),
    [
        (0, (2, 2), False),
        (1, (4, 4), False),
        (3, (4, 4), False),
        (4, (6, 6), True),
        (9, (6, 6), True),
    ],
)
def test_the_level_counters_choose_the_band(
    cards: CardCatalog, level: int, pt: tuple[int, int], trample: bool
) -> None:
    # 711.5: below the first band, the printed (uppermost) P/T; 711.2a/b: a band's base P/T and
    # its keyword (trample only from LEVEL 4+, never from the card's keyword list).
    outcome = run_scenario_text(
        f'combate atacantes:"Beastbreaker of Bala Ged nivel:{level}" bloqueadores:"Oso 2/2"', cards
    )
    assert outcome.complete
    defender = next(p for p in outcome.final.players if p.name != "Jugador atacante")
    assert defender.life == 20 - (pt[0] - 2 if trample else 0)


def test_counters_and_pumps_still_apply_on_a_bands_base_pt(cards: CardCatalog) -> None:
    # 711.2a sets the *base* P/T (layer 7b): a +1/+1 counter applies after it (613.4).
    outcome = run_scenario_text(
        'estado permanentes:"Beastbreaker of Bala Ged nivel:2 contadores:+1/+1"', cards
    )
    beast = _attacker(outcome, "Beastbreaker of Bala Ged")
    assert (beast.power, beast.toughness) == (5, 5)


def test_level_up_puts_a_counter_and_the_next_band_applies(cards: CardCatalog) -> None:
    outcome = run_scenario_text(
        'escenario permanentes:"Beastbreaker of Bala Ged nivel:3" '
        'eventos:"activa Beastbreaker of Bala Ged"',
        cards,
    )
    beast = _attacker(outcome, "Beastbreaker of Bala Ged")
    assert (beast.power, beast.toughness) == (6, 6)
    assert "trample" in beast.keywords
    assert {"702.87a", "711.2b"} <= set(outcome.rules)


def test_level_up_is_activated_only_as_a_sorcery(cards: CardCatalog) -> None:
    # 702.87a: "Activate only as a sorcery" (602.5d): not in the opponent's turn.
    outcome = run_scenario_text(
        'escenario turno:ajeno permanentes:"Beastbreaker of Bala Ged nivel:3" '
        'eventos:"activa Beastbreaker of Bala Ged"',
        cards,
    )
    beast = _attacker(outcome, "Beastbreaker of Bala Ged")
    assert (beast.power, beast.toughness) == (4, 4)
    assert "711.2b" not in outcome.rules


@pytest.mark.parametrize(("level", "damage"), [(2, 1), (3, 3)])
def test_an_activated_ability_of_a_band_is_the_bands_own(
    cards: CardCatalog, level: int, damage: int
) -> None:
    outcome = run_scenario_text(
        f'escenario permanentes:"Brimstone Mage nivel:{level}" criaturas_rival:"Oso 5/5" '
        'eventos:"activa el {T} de Brimstone Mage: Oso"',
        cards,
    )
    assert outcome.complete
    bear = _attacker(outcome, "Oso")
    assert bear.damage == damage


def test_below_the_first_band_a_bands_ability_is_not_there(cards: CardCatalog) -> None:
    # 711.2a: the {T} abilities exist only from LEVEL 1; with no level counter Level up is its
    # only activated ability, so "{T}" names nothing and Juez asks rather than picks one.
    from bot.engine import ScenarioError

    with pytest.raises(ScenarioError) as err:
        run_scenario_text(
            'escenario permanentes:"Brimstone Mage" criaturas_rival:"Oso 5/5" '
            'eventos:"activa el {T} de Brimstone Mage: Oso"',
            cards,
        )
    assert "{T}" in str(err.value)
