"""The words players type: keyword, colour and protection spellings."""

from __future__ import annotations

import pytest

from bot.engine import parse_scenario_text
from bot.engine.language.aliases import KEYWORD_ALIASES
from index.fold import fold


@pytest.mark.parametrize(
    "spelling, keyword",
    [
        ("arrollar", "trample"),
        ("Trample", "trample"),
        ("toque mortal", "deathtouch"),
        ("DEATHTOUCH", "deathtouch"),
        ("daña primero", "first_strike"),
        ("dañar primero", "first_strike"),
        ("dana primero", "first_strike"),
        ("first strike", "first_strike"),
        ("daña dos veces", "double_strike"),
        ("double strike", "double_strike"),
        ("vínculo vital", "lifelink"),
        ("vinculo vital", "lifelink"),
        ("lifelink", "lifelink"),
        ("infectar", "infect"),
        ("infect", "infect"),
        ("marchitar", "wither"),
        ("wither", "wither"),
        ("indestructible", "indestructible"),
        ("volar", "flying"),
        ("vuela", "flying"),
        ("flying", "flying"),
        ("alcance", "reach"),
        ("reach", "reach"),
        ("destello", "flash"),
        ("flash", "flash"),
    ],
)
def test_keyword_spellings(spelling, keyword):
    assert KEYWORD_ALIASES[fold(spelling, "words")] == keyword
    sc = parse_scenario_text(f'combate atacante:"3/3 {spelling}"')
    assert keyword in sc.state.permanent("atacante").keywords


@pytest.mark.parametrize(
    "text",
    [
        "protección contra rojo",
        "proteccion contra ROJO",
        "protection from red",
        "protección de roja",
    ],
)
def test_protection_spellings(text):
    sc = parse_scenario_text(f'combate atacante:"2/2" bloqueadores:"2/2 {text}"')
    assert sc.state.permanent("b1").protection_from == {"red"}
