"""Effects as Oracle text writes them, read from real cards (issue 49).

111.4: "If the spell or ability doesn't specify the name of the token, its name is the same as
its subtype(s) plus the word 'Token.'" 111.3: a token's colour, subtypes, P/T and abilities are
the ones the effect that created it states. 122.1 / 122.6: "put a +1/+1 counter on …"."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from bot.engine import run_scenario_text
from bot.engine.language.tokens import written_token
from bot.engine.language.words import Words

if TYPE_CHECKING:
    from index.cards.catalog import CardCatalog


def test_a_dies_trigger_creates_the_token_it_describes(cards: CardCatalog) -> None:
    # Doomed Traveler: "When this creature dies, create a 1/1 white Spirit creature token
    # with flying."
    outcome = run_scenario_text(
        'combate atacante:"Doomed Traveler" bloqueadores:"Grizzly Bears"', cards
    )
    assert outcome.complete
    spirit = next(p for p in outcome.final.permanents if p.name == "Spirit Token")
    assert (spirit.power, spirit.toughness) == (1, 1)
    assert "flying" in spirit.keywords and spirit.controller == "Jugador atacante"


def test_a_spell_creates_two_tokens(cards: CardCatalog) -> None:
    outcome = run_scenario_text('pila hechizo:"Raise the Alarm"', cards)
    assert outcome.complete
    made = [p for p in outcome.final.permanents if p.name == "Soldier Token"]
    assert len(made) == 2


def test_a_counter_on_this_creature_when_you_gain_life(cards: CardCatalog) -> None:
    # Ajani's Pridemate: "Whenever you gain life, put a +1/+1 counter on this creature."
    outcome = run_scenario_text(
        'pila criaturas:"Ajani\'s Pridemate" hechizo:"Cura: ganas 2 vidas"', cards
    )
    assert outcome.complete
    cat = next(p for p in outcome.final.permanents if p.name == "Ajani's Pridemate")
    assert (cat.power, cat.toughness) == (3, 3)


@pytest.mark.parametrize(
    ("text", "name", "colors", "types", "keywords"),
    [
        ("2/2 black Zombie creature token", "Zombie Token", {"black"}, {"creature"}, set()),
        (
            "1/1 colorless Thopter artifact creature tokens with flying",
            "Thopter Token",
            set(),
            {"artifact", "creature"},
            {"flying"},
        ),
        (
            "1/1 blue and red Elf Warrior creature token",
            "Elf Warrior Token",
            {"blue", "red"},
            {"creature"},
            set(),
        ),
    ],
)
def test_the_token_phrase(text, name, colors, types, keywords) -> None:  # type: ignore[no-untyped-def]
    got = written_token(Words.of(text))
    assert got is not None
    assert (got["name"], got["colors"], got["types"], got["keywords"]) == (
        name,
        colors,
        types,
        keywords,
    )


@pytest.mark.parametrize(
    "text",
    [
        "Treasure token",  # predefined: its abilities are implied (111.10), not written
        '1/1 white Soldier creature token with "This creature can\'t block."',
        "tapped 2/2 black Zombie creature token",
        "4/4 white Angel enchantment token",  # not a creature token
    ],
)
def test_what_it_does_not_describe_is_left_unread(text: str) -> None:
    words = Words.of(text)
    assert written_token(words) is None and words.i == 0
