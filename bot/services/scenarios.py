"""Game situations checked by the rules engine (imported on first use: lookups never need it)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.engine import Outcome, Scenario


class Scenarios:
    """Bad input raises ScenarioError (a UserError naming the part that failed, with an example)."""

    def read(self, text: str) -> Scenario:
        """The scenario line read and checked, not yet run."""
        from bot.engine import parse_scenario_text

        return parse_scenario_text(text)

    def run(self, scenario: str | Scenario) -> Outcome:
        from bot.engine import run_scenario, run_scenario_text

        if isinstance(scenario, str):
            return run_scenario_text(scenario)
        return run_scenario(scenario)

    def run_file(self, path: Path) -> Outcome:
        from bot.engine import load_scenario, run_scenario

        return run_scenario(load_scenario(path))
