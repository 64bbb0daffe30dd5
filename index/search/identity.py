"""What a record stands for, to fuse rankings and keep one entry per answer: a rule is the
rule in force it is a text of.

The 2019 rule 112.2 and the rule 112.2 in force are different rules (about 40 % of the 2019
numbers now hold another): adding their scores let a Spanish 2019 text ride on an unrelated
English rule's score.
"""

from __future__ import annotations

from collections.abc import Callable

from index.models import Record, Rule

# The number in force of an older edition's rule (None: it holds no rule in force), from the
# alignment of editions (index.editions).
InForce = Callable[[str, str], str | None]


def record_key(record: Record, current: str, in_force: InForce | None) -> tuple[str, str]:
    """(kind, id) of the answer ``record`` stands for; ``current``: the edition in force."""
    if not isinstance(record, Rule) or in_force is None:
        return (record.kind.value, record.id)
    if record.edition == current:
        return (record.kind.value, record.id)
    now = in_force(record.edition, record.id)
    return (record.kind.value, now if now else f"{record.edition}:{record.id}")
