"""What comes before the steps of a long explanation: how it ends, as phrases (worded by
bot/text/engine_steps, like the steps)."""

from __future__ import annotations

from typing import Any

from .outcome import Outcome, phrase

LONG_TRACE = 10  # steps; shorter explanations are read at a glance


def summary(before: dict[str, tuple[int, int]], outcome: Outcome) -> list[dict[str, Any]]:
    """``before``: each player's life and poison when the scenario started."""
    if len(outcome.steps) <= LONG_TRACE:
        return []
    final = outcome.final
    out = [dict(final.verdict)] if final.verdict else []
    for player in final.players:
        life, poison = before.get(player.name, (player.life, player.poison))
        if player.lost:
            out.append(phrase("summary.lost", player=player.name))
        elif (life, poison) != (player.life, player.poison):
            out.append(
                phrase(
                    "summary.player",
                    player=player.name,
                    life_before=life,
                    life=player.life,
                    poison=player.poison if poison != player.poison else None,
                )
            )
    last = {d.id: d for d in final.died}  # each card as it ended: some came back (610.3)
    gone = [d.name for d in last.values() if not d.back]
    back = [d.name for d in last.values() if d.back]
    if gone:
        out.append(phrase("summary.died", names=gone))
    if back:
        out.append(phrase("summary.came_back", names=back))
    if final.board and final.resolution_order:
        out.append(phrase("summary.order", names=list(final.resolution_order)))
    if final.kind == "layers":
        out += [
            phrase("summary.pt", name=p.name, pt=[p.power, p.toughness])
            for p in final.permanents
            if p.power is not None
        ]
    return out or [phrase("summary.nothing")]
