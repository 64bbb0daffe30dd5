"""A few sentences that come before the steps of a long explanation: how it ends."""

from __future__ import annotations

from .describe import join
from .outcome import Outcome
from .state import GameState
from .vocabulary import qty

LONG_TRACE = 10  # steps; shorter explanations are read at a glance


def summary_lines(before: GameState, outcome: Outcome) -> list[str]:
    if len(outcome.steps) <= LONG_TRACE:
        return []
    final = outcome.final
    out = [final.verdict] if final.verdict else []
    for player in final.players:
        old = before.player(player.name)
        if player.lost:
            out.append(f"{player.name} pierde la partida.")
        elif old is not None and (old.life, old.poison) != (player.life, player.poison):
            bits = [f"{old.life} → {player.life} vidas"] if old.life != player.life else []
            if old.poison != player.poison:
                bits.append(f"{qty(player.poison, 'contador', 'contadores')} de veneno")
            out.append(f"{player.name}: {', '.join(bits)}.")
    if final.died:
        names = join([f"«{d.name}»" for d in final.died])
        out.append(f"Dejan el campo de batalla: {names}." if len(final.died) > 1 else
                   f"Deja el campo de batalla: {names}.")
    if final.board and final.resolution_order:
        out.append("Se resuelve(n), en este orden: " + join(
            [f"«{n}»" for n in final.resolution_order]) + ".")
    if final.kind == "layers":
        out += [f"«{p.name}» es {p.power}/{p.toughness}." for p in final.permanents
                if p.power is not None]
    return out or ["Nada cambia."]
