"""`juez cartas actualizar` and `juez cartas estado` as text (Spanish)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.cards.refresh import CardDataStatus, RefreshReport


def _share(part: int, whole: int) -> str:
    return f"{part} ({part / whole:.0%})" if whole else str(part)


def render_refresh(report: RefreshReport) -> str:
    done = report.conversion
    lines = [
        f"Cartas actualizadas desde {report.url} "
        f"({report.downloaded_bytes / 1_048_576:.1f} MB descargados"
        + (f", datos de MTGJSON del {done.meta_date}" if done.meta_date else "")
        + ").",
        f"{done.cards} cartas ({done.multi_face} de varias caras); con nombre en español "
        f"{_share(done.with_name_es, done.cards)}, con texto en español "
        f"{_share(done.with_text_es, done.cards)}.",
    ]
    if done.skipped:
        left = ", ".join(f"{why}: {n}" for why, n in sorted(done.skipped.items()))
        lines.append(f"Dejadas fuera: {left}.")
    lines.append(
        f"Guardadas en {report.path}; Juez las usa en lugar de las incluidas "
        "(`juez cartas restaurar` vuelve a aquellas)."
    )
    return "\n".join(lines)


def render_status(status: CardDataStatus) -> str:
    which = "los incluidos con Juez" if status.bundled else "descargados"
    lines = [f"Datos de cartas en uso: {which}, {status.path}."]
    if status.date:
        lines.append(f"Fecha de los datos (MTGJSON): {status.date}.")
    if status.url:
        when = f" el {status.downloaded_at}" if status.downloaded_at else ""
        lines.append(f"Descargados de {status.url}{when}.")
    lines.append(
        f"{status.cards} cartas; con nombre en español {_share(status.with_name_es, status.cards)}."
    )
    return "\n".join(lines)
