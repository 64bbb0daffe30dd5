"""Spanish wording of speed (702.179; bot/engine/speed.py)."""

from __future__ import annotations

from .words import Table

SPEED: Table = {
    "speed.starts": lambda a: (
        f"{a['player']} controla «{a['source']}», con ¡Arranquen motores!, y no tenía "
        "velocidad: su velocidad pasa a ser 1 (acción basada en estado)."
    ),
    "speed.rises": lambda a: (
        f"La velocidad de {a['player']} sube de {a.raw['speed'][0]} a {a.raw['speed'][1]}"
        + (" (velocidad máxima)." if a.raw["speed"][1] >= 4 else ".")
    ),
    "speed.at_max": lambda a: (
        f"La velocidad de {a['player']} ya es 4 al resolverse: no sube (es una condición "
        "«si» que se comprueba otra vez)."
    ),
}
