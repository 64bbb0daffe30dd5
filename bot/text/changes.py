"""`juez cambios`, `/cambios` and `juez indice alineacion` as text.

Word diffs are marked the way each screen reads best: ``[-removed-]{+added+}`` in a terminal
(git's word diff), ``~~removed~~ __added__`` in Discord. Long unchanged runs are cut to a few
words of context on each side, so a one-word change in a long rule stays readable.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.text.layout import MARKDOWN, PLAIN, Style
from index.editions.changes import ChangeReport, RuleChange
from index.editions.diff import Change, Piece
from index.editions.links import DOUBT_ES, Doubt, LinkStatus
from index.editions.report import AlignmentReport

CONTEXT = 8  # words kept on each side of a change
CLIP = 200  # characters of a new or removed rule shown in a list

PLURAL = {
    LinkStatus.SAME: "iguales",
    LinkStatus.REWORDED: "con otras palabras",
    LinkStatus.RENUMBERED: "renumeradas",
    LinkStatus.RENUMBERED_REWORDED: "renumeradas y con otras palabras",
    LinkStatus.REMOVED: "eliminadas",
    LinkStatus.NEW: "nuevas",
}
SINGULAR = {
    LinkStatus.SAME: "igual",
    LinkStatus.REWORDED: "con otras palabras",
    LinkStatus.RENUMBERED: "renumerada, mismo texto",
    LinkStatus.RENUMBERED_REWORDED: "renumerada y con otras palabras",
    LinkStatus.REMOVED: "eliminada",
    LinkStatus.NEW: "nueva",
}
# Section answers list the changes in this order.
ORDER = (
    LinkStatus.RENUMBERED,
    LinkStatus.RENUMBERED_REWORDED,
    LinkStatus.REWORDED,
    LinkStatus.NEW,
    LinkStatus.REMOVED,
)


@dataclass(frozen=True)
class DiffMarks:
    removed: tuple[str, str]
    added: tuple[str, str]


TERMINAL = DiffMarks(removed=("[-", "-]"), added=("{+", "+}"))
DISCORD = DiffMarks(removed=("~~", "~~"), added=("__", "__"))


def clip(text: str, limit: int = CLIP) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def diff_text(pieces: Sequence[Piece], marks: DiffMarks, context: int = CONTEXT) -> str:
    """The diff as one line of marked text; unchanged runs longer than twice ``context``
    words keep ``context`` words on each side of the change."""
    out = []
    last = len(pieces) - 1
    for i, piece in enumerate(pieces):
        if piece.change is Change.REMOVED:
            out.append(f"{marks.removed[0]}{piece.text}{marks.removed[1]}")
            continue
        if piece.change is Change.ADDED:
            out.append(f"{marks.added[0]}{piece.text}{marks.added[1]}")
            continue
        words = piece.text.split()
        head = words[:context] if i > 0 else []
        tail = words[-context:] if i < last else []
        if len(words) <= len(head) + len(tail) + 2 or (i == 0 and i == last):
            out.append(piece.text)
        else:
            out.append(" ".join([*head, "…", *tail]).strip())
    return " ".join(out)


def counts_line(counts: dict[LinkStatus, int]) -> str:
    parts = [f"{n} {s.label if n == 1 else PLURAL[s]}" for s, n in counts.items() if n]
    return ", ".join(parts) if parts else "sin reglas"


def _numbers(change: RuleChange) -> str:
    if change.old_id and change.new_id and change.old_id != change.new_id:
        return f"{change.old_id} → {change.new_id}"
    return change.new_id or change.old_id or ""


def _change(change: RuleChange, style: Style, marks: DiffMarks, *, full: bool) -> str:
    label = SINGULAR[change.status]
    if change.merged:
        label += f", se unió a la {change.new_id}"
    if change.doubts:
        label += "; dudoso: " + ", ".join(DOUBT_ES[Doubt(d)] for d in change.doubts)
    top = f"{style.strong(_numbers(change))} · {label}"
    if change.diff:
        return f"{top}\n{diff_text(change.diff, marks)}"
    text = change.new_text if change.new_text is not None else change.old_text
    if text and (full or change.status in (LinkStatus.NEW, LinkStatus.REMOVED)):
        return f"{top}\n{text if full else clip(text)}"
    return top


def _heading(report: ChangeReport) -> str:
    title = f" · {report.title}" if report.title else ""
    if report.scope == "summary":
        return "Cambios por sección"
    what = "la sección" if report.scope == "section" else "la regla"
    return f"Cambios en {what} {report.query.strip()}{title}"


def change_blocks(
    report: ChangeReport, *, style: Style = PLAIN, marks: DiffMarks = TERMINAL
) -> tuple[str, list[str]]:
    """The title and the blocks of a change report, in reading order."""
    title = _heading(report)
    if report.message and not report.counts:
        return title, [report.message]
    span = f"De {report.old_edition} a {report.new_edition}"
    blocks = [style.soft(f"{span}: {counts_line(report.counts)}.")]
    if report.scope == "summary":
        changed = [
            s for s in report.sections if s.counts.get(LinkStatus.SAME, 0) != sum(s.counts.values())
        ]
        lines = [f"{style.strong(s.section)} {s.title}: {counts_line(s.counts)}" for s in changed]
        blocks.append("\n".join(lines))
        unchanged = len(report.sections) - len(changed)
        if unchanged:
            blocks.append(f"Secciones sin cambios: {unchanged}.")
    elif report.scope == "rule":
        blocks.extend(_change(c, style, marks, full=True) for c in report.changes)
    else:
        for status in ORDER:
            mine = [c for c in report.changes if c.status is status]
            if not mine:
                continue
            if status is LinkStatus.RENUMBERED:
                pairs = "\n".join(f"{c.old_id} → {c.new_id}" for c in mine)
                blocks.append(f"{style.strong(PLURAL[status].capitalize() + ':')}\n{pairs}")
                continue
            blocks.append(style.strong(PLURAL[status].capitalize() + ":"))
            blocks.extend(_change(c, style, marks, full=False) for c in mine)
        if not report.changes:
            blocks.append("Nada cambió en esta sección.")
    if report.message:
        blocks.append(f"{style.soft('Nota:')} {report.message}")
    blocks.append(
        style.soft(
            f"Texto anterior: {report.old_label} [{report.old_edition}]; "
            f"vigente: {report.new_label} [{report.new_edition}]."
        )
    )
    return title, blocks


def render_changes(report: ChangeReport) -> str:
    """For the terminal."""
    title, blocks = change_blocks(report)
    return "\n\n".join([title, *blocks])


def discord_change_blocks(report: ChangeReport) -> tuple[str, list[str]]:
    return change_blocks(report, style=MARKDOWN, marks=DISCORD)


def render_alignment(report: AlignmentReport) -> str:
    """`juez indice alineacion`: counts per status and every doubtful link."""
    lines = [f"Alineación con las reglas vigentes: {report.current_label} [{report.current}]"]
    for edition in report.editions:
        inherits = (
            f" (traducción: usa los enlaces de {edition.inherits_from})"
            if edition.inherits_from
            else ""
        )
        lines.append("")
        lines.append(f"{edition.edition}{inherits}: {counts_line(edition.counts)}.")
        if edition.inherits_from and edition.doubtful:
            lines.append(f"  Enlaces dudosos: {len(edition.doubtful)} (los de su original).")
            continue
        lines.append(f"  Enlaces dudosos: {len(edition.doubtful)}")
        for d in edition.doubtful:
            why = ", ".join(DOUBT_ES[Doubt(x)] for x in d.doubts)
            second = f"; la otra candidata: {d.runner_up}" if d.runner_up else ""
            lines.append(
                f"  - {d.old_id} → {d.new_id or '—'} · {SINGULAR[d.status]} · "
                f"similitud {d.similarity:.2f} · {why}{second}"
            )
            lines.append(f"      antes: {d.old_text}")
            if d.new_text:
                lines.append(f"      ahora: {d.new_text}")
    return "\n".join(lines)
