"""Juez rules engine: explains combat damage, state-based actions, layers 1-7, timing, the stack
resolving spells and abilities (effects as data, triggers, continuous effects tied to their
sources) and what happens later in the turn.

Entry points for the rest of the app (nothing here imports discord):

    run_scenario_text(text) -> Outcome     # Spanish scenario language, see SCHEMA.md, or
                                           # told as players tell it (language/told/):
                                           # Outcome.told is the line it was read as
    run_scenario(scenario) -> Outcome      # an already-built or loaded Scenario
    load_scenario(path) -> Scenario        # YAML or JSON file

The engine answers with data only (steps, verdict and summary as phrases); their words, in
Spanish or English, are bot/text's: ``bot.text.outcome.render_text(outcome, lang)``.

Bad input raises ScenarioError (a UserError): ``str(error)`` is Spanish and ready to show the user.
"""

from __future__ import annotations

from .claims import check_claims
from .errors import ScenarioError, ScenarioQuestion
from .language import CardSource, parse_scenario_text, read_text
from .outcome import Outcome, Step
from .runner import run_fresh, run_scenario
from .scenario import Scenario, load_scenario
from .trigger_targets import TargetQuestion


def run_scenario_text(text: str, cards: CardSource | None = None) -> Outcome:
    """``cards``: the card data (e.g. ``Library.cards``), so objects may be real cards."""
    claims: list[str] = []
    unanswered: list[tuple[str, str, str]] = []  # set aside: the play is run, they are named
    scenario, told = read_text(text, cards, claims, unanswered)
    try:
        outcome = run_fresh(scenario)  # a new scenario: no copy needed
    except TargetQuestion as question:
        # Each answer is the line run with its ``objetivos:`` pair added: what a button runs.
        line = told if told is not None else text.strip()
        question.choices = tuple((label, f"{line} {pair}") for label, pair in question.pairs)
        question.read_as = told
        raise
    outcome.told = told
    outcome.claims = check_claims(claims, outcome)  # "se matan los dos": does the run agree?
    outcome.unanswered = [words for kind, words, _ in unanswered if kind == "question"]
    outcome.set_aside = [
        (card, words)
        for kind, words, card in unanswered
        if kind not in {"question", "reason", "answer"}
    ]
    outcome.reasons = [words for kind, words, _ in unanswered if kind == "reason"]
    outcome.answers = [words for kind, words, _ in unanswered if kind == "answer"]
    return outcome


__all__ = [
    "CardSource",
    "Outcome",
    "Scenario",
    "ScenarioError",
    "ScenarioQuestion",
    "Step",
    "load_scenario",
    "parse_scenario_text",
    "read_text",
    "run_scenario",
    "run_scenario_text",
]
