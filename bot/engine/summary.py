"""A few sentences that come before the steps of a long explanation: how it ends."""

from __future__ import annotations

from .describe import join
from .outcome import Outcome
from .vocabulary import qty

LONG_TRACE = 10  # steps; shorter explanations are read at a glance


def summary_lines(before: dict[str, tuple[int, int]], outcome: Outcome) -> list[str]:
    """``before``: each player's life and poison when the scenario started."""
    if len(outcome.steps) <= LONG_TRACE:
        return []
    final = outcome.final
    out = [final.verdict] if final.verdict else []
    for player in final.players:
        life, poison = before.get(player.name, (player.life, player.poison))
        if player.lost:
            out.append(f"{player.name} pierde la partida.")
        elif (life, poison) != (player.life, player.poison):
            bits = [f"{life} → {player.life} vidas"] if life != player.life else []
            if poison != player.poison:
                bits.append(f"{qty(player.poison, 'contador', 'contadores')} de veneno")
            out.append(f"{player.name}: {', '.join(bits)}.")
    if final.died:
        names = join([f"«{d.name}»" for d in final.died])
        out.append(
            f"Dejan el campo de batalla: {names}."
            if len(final.died) > 1
            else f"Deja el campo de batalla: {names}."
        )
    if final.board and final.resolution_order:
        out.append(
            "Se resuelve(n), en este orden: "
            + join([f"«{n}»" for n in final.resolution_order])
            + "."
        )
    if final.kind == "layers":
        out += [
            f"«{p.name}» es {p.power}/{p.toughness}."
            for p in final.permanents
            if p.power is not None
        ]
    return out or ["Nada cambia."]
