"""The tournament policy documents in force: one edition a family (MTR, IPG, JAR).

The newest dated edition of each family is in force (an added MTR of a later date replaces
the bundled one). The policy search reads only these sections, and the rules site shows them.
"""

from __future__ import annotations

import datetime as dt

from index.corpus import Corpus
from index.models import PolicySection


def policy_in_force(corpus: Corpus) -> dict[str, str]:
    """Document family ("mtr", "ipg", "jar") -> the id of its edition in force."""
    newest: dict[str, tuple[dt.date, str]] = {}
    for e in corpus.editions.values():
        if e.family == "rules" or e.date is None:
            continue
        if e.family not in newest or (e.date, e.id) > newest[e.family]:
            newest[e.family] = (e.date, e.id)
    return {family: pair[1] for family, pair in newest.items()}


def policy_sections(corpus: Corpus, in_force: dict[str, str] | None = None) -> list[PolicySection]:
    """Every section in force, in document order (MTR, IPG, JAR)."""
    editions = set((in_force or policy_in_force(corpus)).values())
    return [r for r in corpus.records if isinstance(r, PolicySection) and r.edition in editions]
