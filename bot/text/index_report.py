"""`juez indice estado` and `juez indice informe` as text."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from index.models import Anomaly, AnomalyKind

KIND_ES = {
    AnomalyKind.REPAIRED: "Reparaciones",
    AnomalyKind.GAP: "Lagunas (números que faltan en la fuente)",
    AnomalyKind.DUPLICATE: "Duplicados sin reparar",
    AnomalyKind.ORPHAN: "Fragmentos sin número (unidos a la regla anterior)",
    AnomalyKind.SKIPPED: "Omitido a propósito",
}


def render_anomalies(anomalies: list[Anomaly]) -> str:
    if not anomalies:
        return "Sin anomalías: todas las fuentes se leyeron sin reparaciones ni lagunas."
    by_kind: dict[AnomalyKind, list[Anomaly]] = defaultdict(list)
    for a in anomalies:
        by_kind[a.kind].append(a)
    blocks = [f"Informe del corpus: {len(anomalies)} anomalías."]
    for kind in AnomalyKind:
        items = by_kind.get(kind)
        if not items:
            continue
        lines = [f"{KIND_ES[kind]} ({len(items)}):"]
        for a in items:
            found = f" (impreso «{a.found}»)" if a.found else ""
            lines.append(f"  - [{a.edition}] {a.id}{found}: {a.detail}  ({a.source})")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def render_status(status: dict[str, Any]) -> str:
    built = status.get("built") or {}
    lines = [
        f"Índice: {status['path']}",
        "Estado: " + _state(status),
        f"Huella del corpus: {built.get('corpus_hash', '—')} "
        f"(esquema {built.get('schema_version', '—')}), "
        f"{built.get('records', '—')} registros, construido en {built.get('seconds', '—')} s",
        "Fuentes:",
    ]
    counts = status.get("records_by_edition", {})
    for edition, label in status.get("editions", {}).items():
        detail = ", ".join(f"{n} {k}" for k, n in sorted(counts.get(edition, {}).items()))
        lines.append(f"  - {edition}: {label}: {detail or 'sin registros'}")
    lines.append("Archivos: " + ", ".join(status.get("files", [])))
    return "\n".join(lines)


def _state(status: dict[str, Any]) -> str:
    if status.get("damaged"):  # files that fail their manifest: rebuilt when next opened
        return (
            f"dañado ({status['damaged']}); Juez lo reconstruye solo al usarlo, "
            "o ahora con `juez indice construir`"
        )
    return "al día" if status["up_to_date"] else "hay que reconstruirlo"
