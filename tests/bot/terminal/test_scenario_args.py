"""bot/terminal/scenario_args.py: one line, however the shell split it."""

from __future__ import annotations

import pytest

from bot.terminal.scenario_args import scenario_line
from index.errors import UserError

LINE = 'pila vida:3 hechizo:"Lightning Bolt: 3 de daño a Oso"'


@pytest.mark.parametrize(
    "argv",
    [
        [LINE],  # one quoted argument
        ["pila", "vida:3", "hechizo:Lightning Bolt: 3 de daño a Oso"],  # the shell ate the quotes
        ["pila", "vida:3", 'hechizo:"Lightning Bolt: 3 de daño a Oso"'],  # quotes kept
        ["pila vida:3", "hechizo:Lightning Bolt: 3 de daño a Oso"],  # a mix
        ["pila vida:3 hechizo:“Lightning Bolt: 3 de daño a Oso”"],  # a phone's quotes
    ],
)
def test_every_way_of_passing_the_line_gives_the_same_line(argv: list[str]) -> None:
    assert scenario_line(argv) == LINE


def test_a_told_sentence_keeps_its_words_and_apostrophes() -> None:
    told = "mi 3/3 ataca y lo bloquean con un 1/1"
    assert scenario_line([told]) == scenario_line(told.split()) == told
    assert scenario_line(["I'm", "attacking"]) == "I'm attacking"


def test_an_unbalanced_quote_is_a_spanish_error_with_an_example() -> None:
    with pytest.raises(UserError, match="comillas sin cerrar") as caught:
        scenario_line(['pila hechizo:"Lightning Bolt: 3 de daño'])
    assert "Ejemplo: juez escenario" in str(caught.value)
