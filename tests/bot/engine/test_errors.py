"""ScenarioError is a UserError: its Spanish message is ``str(error)`` and ``error.message``."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError, parse_scenario_text
from index.errors import UserError


def test_message_names_the_fragment_and_ends_with_an_example():
    err = ScenarioError("No entiendo esto.", fragment="xyz", example="combate atacante:2/2")
    assert isinstance(err, UserError)
    assert err.message == (
        "No entiendo esto. Parte problemática: «xyz». Ejemplo válido: combate atacante:2/2"
    )
    assert str(err) == err.message
    assert (err.fragment, err.example) == ("xyz", "combate atacante:2/2")


def test_a_fragment_already_quoted_is_not_repeated():
    err = ScenarioError("No entiendo «xyz».  ", fragment="xyz")
    assert str(err) == "No entiendo «xyz»."
    assert err.example is None


def test_parser_errors_are_user_errors():
    with pytest.raises(UserError) as info:
        parse_scenario_text("ataque")
    assert str(info.value).startswith("No conozco la orden «ataque».")
    assert isinstance(info.value, ScenarioError)
