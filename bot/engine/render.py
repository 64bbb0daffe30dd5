"""Plain-text Spanish rendering of an Outcome, for Discord messages and the console."""

from __future__ import annotations

from .outcome import Outcome
from .vocabulary import qty


def _cite(rules: list[str]) -> str:
    if not rules:
        return ""
    word = "regla" if len(rules) == 1 else "reglas"
    return f" [{word} {', '.join(rules)}]"


def render_text(outcome: Outcome) -> str:
    lines = [f"{i}. {step.text}{_cite(step.rules)}" for i, step in enumerate(outcome.steps, 1)]
    lines.append("")
    lines.append("Resultado:")
    lines += _final_lines(outcome)
    return "\n".join(lines)


def _final_lines(outcome: Outcome) -> list[str]:
    final = outcome.final
    out: list[str] = []
    if final.verdict:
        out.append(f"- {final.verdict}")
    if final.kind in ("combat", "sba"):
        for p in final.players:
            poison = f", {qty(p.poison, 'contador', 'contadores')} de veneno" if p.poison else ""
            lost = " — ha perdido la partida" if p.lost else ""
            out.append(f"- {p.name}: {p.life} vidas{poison}{lost}")
        for d in final.died:
            out.append(f"- Fuera del campo de batalla: «{d.name}» ({d.reason})"
                       f"{_cite(d.rules)}")
        for perm in final.permanents:
            bits = []
            if perm.damage:
                bits.append(qty(perm.damage, "daño marcado", "daños marcados"))
            if perm.minus_counters:
                bits.append(qty(perm.minus_counters, "contador", "contadores") + " -1/-1")
            if perm.plus_counters:
                bits.append(qty(perm.plus_counters, "contador", "contadores") + " +1/+1")
            if perm.loyalty is not None and perm.power is None:
                bits.append(f"lealtad {perm.loyalty}")
            if bits:
                pt = f" ({perm.power}/{perm.toughness})" if perm.power is not None else ""
                out.append(f"- «{perm.name}»{pt} sigue en juego: " + ", ".join(bits))
    if final.kind == "layers":
        for perm in final.permanents:
            out.append(f"- «{perm.name}»: {perm.power}/{perm.toughness}")
    if final.resolution_order:
        order = ", ".join(f"{i}) {name}" for i, name in enumerate(final.resolution_order, 1))
        out.append(f"- Orden de resolución: {order}")
    if not out:
        out.append("- Sin cambios.")
    return out
