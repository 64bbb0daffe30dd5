"""English wording of the monarch (724; bot/engine/monarch.py)."""

from __future__ import annotations

from .words import Args, Table


def _becomes(a: Args) -> str:
    before = a.raw.get("before")
    text = f"{a['player']} becomes the monarch"
    return text + (f"; {before} stops being the monarch." if before else ".")


MONARCH: Table = {
    "monarch.becomes": _becomes,
    "monarch.already": lambda a: f"{a['player']} is already the monarch and stays so.",
}
