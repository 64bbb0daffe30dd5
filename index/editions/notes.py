"""Rule answers told as what they are: the rule in force, or an older text of it.

``annotate`` fills a rule hit's edition fields from the alignment: its number in force, its
link status, the other editions that hold the same rule (with their numbers there), and, for an
older text, a Spanish note saying its year, its number then and whether it still says the same.
Numbers an older text points to (its parent, subrules, "see rule …") become numbers in force,
so that opening them shows the right rule; ``refs_then`` keeps them as printed.
"""

from __future__ import annotations

from collections.abc import Mapping

from index.answers import Hit
from index.editions.catalog import Alignment
from index.editions.links import Link, LinkStatus
from index.models import Edition, Kind


def when(edition: Edition) -> str:
    """'de 2019', or 'sin fecha'."""
    return f"de {edition.date.year}" if edition.date else "sin fecha"


def what_it_is_now(link: Link | None) -> str:
    """The end of a note: what the rule is in the rules in force (Spanish)."""
    if link is None or link.new is None:
        return "ya no existe en las reglas vigentes"
    if link.merged:
        return f"hoy forma parte de la {link.new}, que dice más"
    return {
        LinkStatus.SAME: f"hoy sigue siendo la {link.new} y dice lo mismo",
        LinkStatus.RENUMBERED: f"hoy es la {link.new} y dice lo mismo",
        LinkStatus.REWORDED: f"hoy sigue siendo la {link.new}, pero con otras palabras",
        LinkStatus.RENUMBERED_REWORDED: f"hoy es la {link.new}, con otras palabras",
    }.get(link.status, f"hoy es la {link.new}")


def edition_note(
    edition: Edition, number: str, link: Link | None, alignment: Alignment,
    editions: Mapping[str, Edition],
) -> str:  # fmt: skip
    """'Traducción de 2019, regla 103.4: hoy es la 103.5 y dice lo mismo.'"""
    current = editions[alignment.current]
    kind = "Traducción" if edition.language != current.language else "Texto"
    note = f"{kind} {when(edition)}, regla {number}: {what_it_is_now(link)}"
    original = alignment.original_of(edition.id)
    if edition.date is None and original in editions:
        note += f" (comparada con el texto inglés {when(editions[original])})"
    return note + "."


def _in_force(alignment: Alignment, edition: str, number: str) -> tuple[bool, str | None]:
    """(known, number in force) of a number as an edition prints it."""
    link = alignment.link(alignment.original_of(edition), number)
    if link is None:
        return False, None
    return True, link.new


def annotate(hit: Hit, alignment: Alignment, editions: Mapping[str, Edition]) -> Hit:
    """A rule hit with its edition fields filled in (other hits unchanged)."""
    if hit.kind is not Kind.RULE or not alignment.knows(hit.edition):
        return hit
    if hit.edition == alignment.current:
        link = alignment.link(hit.edition, hit.id)
        versions = alignment.versions(hit.id)
        others = {e: n for e, n in versions.items() if e != hit.edition}
        return hit.model_copy(
            update={
                "current_id": hit.id,
                "status": link.status.value if link else None,
                "other_editions": sorted(others),
                "other_numbers": others,
            }
        )
    link = alignment.link(hit.edition, hit.id)
    current_id = link.new if link else None
    if link is not None and link.merged:
        others = {alignment.current: link.new} if link.new else {}
    else:
        versions = alignment.versions(current_id) if current_id else {}
        others = {e: n for e, n in versions.items() if e != hit.edition}
    refs: list[str] = []
    refs_then: dict[str, str | None] = {}
    for ref in hit.refs:
        known, now = _in_force(alignment, hit.edition, ref)
        if not known:
            refs.append(ref)  # a number this edition does not have: left as printed
            continue
        if now != ref:
            refs_then[ref] = now
        if now is not None and now not in refs:
            refs.append(now)
    parent = _in_force(alignment, hit.edition, hit.parent)[1] if hit.parent else None
    children = [
        now for c in hit.children if (now := _in_force(alignment, hit.edition, c)[1]) is not None
    ]
    return hit.model_copy(
        update={
            "current_id": current_id,
            "status": (link.status if link else LinkStatus.REMOVED).value,
            "edition_note": edition_note(editions[hit.edition], hit.id, link, alignment, editions),
            "other_editions": sorted(others),
            "other_numbers": others,
            "refs": refs,
            "refs_then": refs_then,
            "parent": parent,
            "children": children,
        }
    )
