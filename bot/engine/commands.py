"""Which builder reads the pairs of each order of the Spanish language."""

from __future__ import annotations

from .cmd_combat import build_combat
from .cmd_queries import build_layers, build_timing, build_triggers
from .cmd_state import build_state

BUILDERS = {
    "combat": build_combat,
    "sba": build_state,
    "layers": build_layers,
    "timing": build_timing,
    "triggers": build_triggers,
}
