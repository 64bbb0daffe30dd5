"""`juez indice añadir` and `juez actualizar` as text: what was added and what was repaired."""

from __future__ import annotations

from collections import Counter

from bot.text.changes import PLURAL
from bot.text.index_report import KIND_ES
from index.add_edition import AddReport
from index.add_policy import PolicyAddReport
from index.editions.links import LinkStatus

SHOWN_ANOMALIES = 8  # the rest are in `juez indice informe`


def render_added(report: AddReport | PolicyAddReport) -> str:
    if isinstance(report, PolicyAddReport):
        return render_added_policy(report)
    edition = report.edition
    lines = [
        f"Añadida la edición {edition.id}: {edition.label}.",
        f"Leído de {report.source_name}"
        + (f" ({', '.join(report.reading)})" if report.reading else "")
        + f": {report.rules} reglas, de la {report.first_rule} a la {report.last_rule}"
        + (f", y {report.glossary} entradas de glosario." if report.glossary else "."),
    ]
    lines += _repairs(report)
    lines += _place(report)
    lines.append("Índice y alineación reconstruidos: ya responde con ella.")
    return "\n".join(lines)


def render_added_policy(report: PolicyAddReport) -> str:
    """A tournament policy edition (MTR, IPG, JAR): its sections and whether it answers now."""
    edition = report.edition
    infractions = f", {report.infractions} de ellas infracciones" if report.infractions else ""
    lines = [
        f"Añadida la edición {edition.id}: {edition.label}.",
        f"Leído de {report.source_name}"
        + (f" ({', '.join(report.reading)})" if report.reading else "")
        + f": {report.sections} secciones{infractions}.",
        *_repairs(report),
    ]
    if report.in_force:
        lines.append(
            "Ahora es la edición vigente de su documento: /mtr, /ipg, /jar, /infraccion y "
            "buscar responden con ella"
            + (f" (antes, {report.previous_in_force})." if report.previous_in_force else ".")
        )
    else:
        lines.append("Edición anterior a la vigente de su documento: se guarda, pero no responde.")
    lines += policy_change_lines(report)
    lines.append("Índice reconstruido.")
    return "\n".join(lines)


SHOWN_CHANGES = 12  # sections listed one by one; the rest are counted


def policy_change_lines(report: PolicyAddReport) -> list[str]:
    """Sections added, removed and changed between the two editions (older to newer), each
    changed one with the sentence it had and the one it has now."""
    changes = report.changes
    if changes is None:
        return []
    head = (
        f"Cambios de {changes.older} a {changes.newer}: {len(changes.added)} secciones "
        f"nuevas, {len(changes.removed)} retiradas, {len(changes.changed)} cambiadas."
    )
    if not changes.count:
        return [f"De {changes.older} a {changes.newer}: ninguna sección cambia de texto."]
    lines = [head]
    listed = 0
    for label, entries in (
        ("nueva", changes.added),
        ("retirada", changes.removed),
        ("cambiada", changes.changed),
    ):
        for entry in entries:
            if listed == SHOWN_CHANGES:
                break
            listed += 1
            lines.append(f"  - {entry.section} {entry.title} ({label})")
            if entry.before or entry.after:
                lines.append(f"      antes: «{entry.before or '—'}»")
                lines.append(f"      ahora: «{entry.after or '—'}»")
    rest = changes.count - listed
    if rest > 0:
        lines.append(f"  … y {rest} más (`juez mtr|ipg|jar NÚMERO` muestra cada una).")
    return lines


def _repairs(report: AddReport | PolicyAddReport) -> list[str]:
    if not report.anomalies:
        return ["Sin reparaciones: el texto se leyó tal cual."]
    kinds = Counter(a.kind for a in report.anomalies)
    summary = ", ".join(f"{KIND_ES[kind].lower()}: {n}" for kind, n in kinds.items())
    lines = [f"Reparado o anotado al leerlo ({len(report.anomalies)}): {summary}."]
    for a in report.anomalies[:SHOWN_ANOMALIES]:
        found = f" (impreso «{a.found}»)" if a.found else ""
        lines.append(f"  - {a.id}{found}: {a.detail}")
    rest = len(report.anomalies) - SHOWN_ANOMALIES
    if rest > 0:
        lines.append(f"  … y {rest} más: `juez indice informe` las lista todas.")
    return lines


def _counts(counts: dict[LinkStatus, int]) -> str:
    return ", ".join(f"{n} {PLURAL[s]}" for s, n in counts.items() if n) or "ninguna"


def _place(report: AddReport) -> list[str]:
    if report.in_force:
        lines = ["Ahora es la edición vigente: un número de regla se refiere a ella."]
        if report.previous_in_force:
            lines.append(
                f"Frente a la vigente hasta ahora ({report.previous_in_force}): "
                f"{_counts(report.counts)} (detalle: `juez cambios --resumen`)."
            )
        return lines
    if report.edition.language.value == "en":
        return [f"Edición anterior a la vigente; sus reglas hoy: {_counts(report.counts)}."]
    if report.linked_with is None:
        return [
            "Ninguna edición en inglés tiene todos sus números: se muestra tal cual, sin decir "
            "qué regla vigente es cada una. Añade las reglas en inglés de la misma fecha."
        ]
    lines = [
        f"Traducción enlazada con {report.linked_with}; sus reglas hoy: {_counts(report.counts)}."
    ]
    if not report.same_day_original:
        when = report.edition.date.strftime("%d/%m/%Y") if report.edition.date else "su fecha"
        lines.append(
            f"Ojo: no hay reglas en inglés del {when}; se enlaza con {report.linked_with}, la "
            "más antigua que tiene todos sus números. Para enlazarla exactamente, añade las "
            "reglas en inglés de esa fecha con `juez indice añadir`."
        )
    return lines
