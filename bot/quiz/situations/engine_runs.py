"""The rules engine's answer to a situation (its EngineRun), in the words of the key.

The templates write each situation's key and its misreadings; where the engine can state the
board, it decides the answer too: tests/bot/quiz/test_situation_engine.py runs every board of
every such template and holds the key to the engine's outcome, and the bench counts the share
of situations the engine confirms.
"""

from __future__ import annotations

from bot.engine import CardSource, Outcome, run_scenario_text
from bot.quiz.situations.model import EngineRun, Situation


def engine_answer(run: EngineRun, cards: CardSource | None) -> str:
    """What the engine says of ``run.about``: its 'P/T', 'Muere' / 'Sobrevive', or how many
    times its ability triggered."""
    outcome = run_scenario_text(run.scenario, cards if run.cards else None)
    return answer_of(run, outcome)


def answer_of(run: EngineRun, outcome: Outcome) -> str:
    died = {d.name for d in outcome.final.died} | {d.id for d in outcome.final.died}
    if run.asks == "triggers":
        return str(outcome.final.resolution_order.count(f"Disparo de {run.about}"))
    if run.asks == "fate":
        return "Muere" if run.about in died else "Sobrevive"
    if run.about in died:
        return "Muere"
    for permanent in outcome.final.permanents:
        if run.about in (permanent.name, permanent.id):
            return f"{permanent.power}/{permanent.toughness}"
    raise LookupError(f"the engine run has no {run.about!r}")


def states(run: EngineRun, option: str, cards: CardSource | None) -> bool:
    """Whether an option says what the engine's run gives."""
    said = engine_answer(run, cards)
    if run.asks == "triggers":  # "3 veces", "1 vez", "Ninguna vez"
        first = option.split()[0]
        return (first if first.isdigit() else "0") == said
    if run.asks == "fate" or said == "Muere":  # "Muere: …", "0/0: muere como acción…"
        return option.startswith(said) or (said == "Muere" and "muere" in option.lower())
    return option == said


def agrees(situation: Situation, cards: CardSource | None) -> bool | None:
    """Whether the key states the engine's outcome; None when the engine cannot run it."""
    run = situation.engine
    return None if run is None else states(run, situation.key.text, cards)


def misreadings_agree(situation: Situation, cards: CardSource | None) -> list[str]:
    """The misread options whose text is not the engine's outcome of their misreading (empty
    when every one is)."""
    return [text for text, run in situation.misread if not states(run, text, cards)]
