"""Rule answers told as what they are: the rule in force, or an older text of it.

``annotate`` fills a rule hit's edition fields from the alignment: its number in force, its
link status, the other editions that hold the same rule (with their numbers there), and, for an
older text, a Spanish note saying its year, its number then and whether it still says the same.
Numbers an older text points to (its parent, subrules, "see rule …") become numbers in force,
so that opening them shows the right rule; ``refs_then`` keeps them as printed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from index.editions.catalog import Alignment
from index.editions.links import Link, LinkStatus
from index.lookups.answers import Hit, make_hit
from index.models import Edition, Kind, Rule


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
        LinkStatus.REWORDED: f"hoy sigue siendo la {link.new}, pero su texto cambió",
        LinkStatus.RENUMBERED_REWORDED: f"hoy es la {link.new}, y su texto cambió",
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


def edition_fields(
    edition: str,
    number: str,
    *,
    parent: str | None,
    children: Sequence[str],
    refs: Sequence[str],
    alignment: Alignment,
    editions: Mapping[str, Edition],
) -> dict[str, Any]:
    """The edition fields of Hit for an edition's rule: its number in force, its status, the
    other editions holding it and, for an older text, its note and numbers in force.

    Worked out once per rule (the alignment never changes); callers must not change the
    dictionary or the lists in it."""
    key = (edition, number)
    found = alignment.notes_memo.get(key)
    if found is None:
        found = _fields(edition, number, parent, children, refs, alignment, editions)
        alignment.notes_memo[key] = found
    return found


def rule_hit(rule: Rule, role: str, alignment: Alignment, editions: Mapping[str, Edition]) -> Hit:
    """A rule as an answer, with its edition fields."""
    fields = edition_fields(
        rule.edition, rule.id, parent=rule.parent, children=rule.children, refs=rule.refs,
        alignment=alignment, editions=editions,
    )  # fmt: skip
    return make_hit(rule, editions, role=role, **fields)


def _fields(
    edition: str, number: str, parent: str | None, children: Sequence[str],
    refs: Sequence[str], alignment: Alignment, editions: Mapping[str, Edition],
) -> dict[str, Any]:  # fmt: skip
    if edition == alignment.current:
        link = alignment.link(edition, number)
        others = {e: n for e, n in alignment.versions(number).items() if e != edition}
        return {
            "current_id": number,
            "status": link.status.value if link else None,
            "other_editions": sorted(others),
            "other_numbers": others,
        }
    link = alignment.link(edition, number)
    current_id = link.new if link else None
    if link is not None and link.merged:
        others = {alignment.current: link.new} if link.new else {}
    else:
        versions = alignment.versions(current_id) if current_id else {}
        others = {e: n for e, n in versions.items() if e != edition}
    now_refs: list[str] = []
    refs_then: dict[str, str | None] = {}
    for ref in refs:
        known, now = _in_force(alignment, edition, ref)
        if not known:
            now_refs.append(ref)  # a number this edition does not have: left as printed
            continue
        if now != ref:
            refs_then[ref] = now
        if now is not None and now not in now_refs:
            now_refs.append(now)
    return {
        "current_id": current_id,
        "status": (link.status if link else LinkStatus.REMOVED).value,
        "edition_note": edition_note(editions[edition], number, link, alignment, editions),
        "other_editions": sorted(others),
        "other_numbers": others,
        "refs": now_refs,
        "refs_then": refs_then,
        "parent": _in_force(alignment, edition, parent)[1] if parent else None,
        "children": [
            now for c in children if (now := _in_force(alignment, edition, c)[1]) is not None
        ],
    }


def annotate(hit: Hit, alignment: Alignment, editions: Mapping[str, Edition]) -> Hit:
    """A rule hit with its edition fields filled in (other hits unchanged)."""
    if hit.kind is not Kind.RULE or not alignment.knows(hit.edition):
        return hit
    fields = edition_fields(
        hit.edition, hit.id, parent=hit.parent, children=hit.children, refs=hit.refs,
        alignment=alignment, editions=editions,
    )  # fmt: skip
    # model_copy does not copy what it is given: the lists and dicts are the hit's own.
    own = {k: v.copy() if isinstance(v, list | dict) else v for k, v in fields.items()}
    return hit.model_copy(update=own)
