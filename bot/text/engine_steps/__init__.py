"""The engine's steps in words. The engine records each step as data (a kind, its args, the
rules), and its verdict, summary and final state too; these tables, one per feature, word them.
Spanish is what every front end shows by default; English is the same kinds in another set of
tables (a contract test keeps their keys the same)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

# English: the same kinds, one module per feature (module_en beside module_es).
from . import (
    activation_en,
    bloodthirst_en,
    combat_en,
    damage_en,
    declare_en,
    earlier_en,
    effects_en,
    entering_en,
    faces_en,
    hidden_zones_en,
    layers_en,
    monarch_en,
    monstrosity_en,
    outcome_en,
    permanents_en,
    priority_en,
    proliferate_en,
    renown_en,
    resolve_en,
    sba_en,
    speed_en,
    stack_en,
    timing_en,
    turn_en,
)
from .activation_es import ACTIVATION
from .bloodthirst_es import BLOODTHIRST
from .combat_es import COMBAT
from .damage_es import DAMAGE
from .declare_es import DECLARE
from .earlier_es import EARLIER
from .effects_es import EFFECTS
from .entering_es import ENTERING
from .faces_es import FACES
from .hidden_zones_es import HIDDEN_ZONES
from .layers_es import LAYERS
from .monarch_es import MONARCH
from .monstrosity_es import MONSTROSITY
from .outcome_es import OUTCOME
from .permanents_es import PERMANENTS
from .priority_es import PRIORITY
from .proliferate_es import PROLIFERATE
from .renown_es import RENOWN
from .resolve_es import RESOLVE
from .sba_es import SBA
from .speed_es import SPEED
from .stack_es import STACK
from .timing_es import TIMING
from .turn_es import TURN
from .words import Table, render


class StepData(Protocol):
    """What a step of the engine holds (bot.engine.outcome.Step)."""

    @property
    def kind(self) -> str: ...

    @property
    def args(self) -> dict[str, Any]: ...


SPANISH: Table = {
    **ACTIVATION,
    **COMBAT,
    **DAMAGE,
    **DECLARE,
    **EARLIER,
    **EFFECTS,
    **HIDDEN_ZONES,
    **LAYERS,
    **OUTCOME,
    **PERMANENTS,
    **PRIORITY,
    **RESOLVE,
    **SBA,
    **STACK,
    **TIMING,
    **TURN,
    **ENTERING,
    **FACES,
    **PROLIFERATE,
    **MONARCH,
    **RENOWN,
    **BLOODTHIRST,
    **MONSTROSITY,
    **SPEED,
}
ENGLISH: Table = {
    **activation_en.ACTIVATION,
    **combat_en.COMBAT,
    **damage_en.DAMAGE,
    **declare_en.DECLARE,
    **earlier_en.EARLIER,
    **effects_en.EFFECTS,
    **hidden_zones_en.HIDDEN_ZONES,
    **layers_en.LAYERS,
    **outcome_en.OUTCOME,
    **permanents_en.PERMANENTS,
    **priority_en.PRIORITY,
    **resolve_en.RESOLVE,
    **sba_en.SBA,
    **stack_en.STACK,
    **timing_en.TIMING,
    **turn_en.TURN,
    **entering_en.ENTERING,
    **faces_en.FACES,
    **proliferate_en.PROLIFERATE,
    **monarch_en.MONARCH,
    **renown_en.RENOWN,
    **bloodthirst_en.BLOODTHIRST,
    **monstrosity_en.MONSTROSITY,
    **speed_en.SPEED,
}
TABLES: dict[str, Table] = {"es": SPANISH, "en": ENGLISH}


def step_text(step: StepData, lang: str = "es") -> str:
    return render(step.kind, step.args, TABLES[lang])


def phrase_text(phrase: Mapping[str, Any], lang: str = "es") -> str:
    """A phrase the engine keeps as data (a reason, a problem) in words."""
    return render(str(phrase["kind"]), phrase, TABLES[lang])


__all__ = ["ENGLISH", "SPANISH", "TABLES", "phrase_text", "step_text"]
