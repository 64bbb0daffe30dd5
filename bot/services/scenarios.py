"""Game situations checked by the rules engine (imported on first use: lookups never need it)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.engine import Outcome, Scenario
    from index.cards.catalog import CardCatalog
    from index.cards.mentions import Mention
    from index.cards.records import CardRecord
    from index.cards.short_names import Called


class _CardsOnDemand:
    """The card catalog, opened the first time a description names something without a P/T
    or a situation is told in words (its cards are looked for): a scenario of made-up objects
    written in the language never opens it."""

    def __init__(self, open_catalog: Callable[[], CardCatalog]) -> None:
        self._open = open_catalog

    def card_named(self, typed: str) -> CardRecord | None:
        return self._open().card_named(typed)

    def called(self, typed: str) -> Called:
        """The cards a short name may mean («Brimaz», «Snapcaster»)."""
        return self._open().called(typed)

    def mentions(self, question: str, *, limit: int = 5) -> list[Mention]:
        """The cards a told scenario names ("le tiro un Lightning Bolt a su Grizzly Bears")."""
        return self._open().mentions(question, limit=limit)

    def card(self, number: int) -> CardRecord:
        """A mentioned card's record: its type line and Oracle text answer what would else be
        asked back («¿De qué planeswalker…?», «¿Aura o Equipo?»: told/answered.py)."""
        return self._open().card(number)


class Scenarios:
    """Bad input raises ScenarioError (a UserError naming the part that failed, with an example).

    ``cards``: opens the card data, so an object may be a real card by name ("Questing Beast").
    """

    def __init__(self, cards: Callable[[], CardCatalog] | None = None) -> None:
        self._cards = _CardsOnDemand(cards) if cards is not None else None

    def read(self, text: str) -> Scenario:
        """The scenario read and checked, not yet run: a line of the scenario language, or a
        situation told as players tell it ("mi 3/3 con arrollar ataca y lo bloquean…")."""
        from bot.engine import read_text

        return read_text(text, self._cards)[0]

    def run(self, scenario: str | Scenario) -> Outcome:
        from bot.engine import run_scenario, run_scenario_text

        if isinstance(scenario, str):
            return run_scenario_text(scenario, self._cards)
        return run_scenario(scenario)

    def run_file(self, path: Path) -> Outcome:
        from bot.engine import load_scenario, run_scenario

        return run_scenario(load_scenario(path))
