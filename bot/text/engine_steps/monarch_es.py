"""Spanish wording of the monarch (724; bot/engine/monarch.py)."""

from __future__ import annotations

from .words import Args, Table


def _becomes(a: Args) -> str:
    before = a.raw.get("before")
    text = f"{a['player']} se convierte en el monarca"
    return text + (f"; {before} deja de serlo." if before else ".")


MONARCH: Table = {
    "monarch.becomes": _becomes,
    "monarch.already": lambda a: f"{a['player']} ya es el monarca: sigue siéndolo.",
}
