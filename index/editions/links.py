"""What the alignment produces: one link per rule, between an older edition and a newer one."""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple


class LinkStatus(StrEnum):
    SAME = "same"  # same number, same words
    REWORDED = "reworded"  # same number, other words
    RENUMBERED = "renumbered"  # other number, same words
    RENUMBERED_REWORDED = "renumbered_reworded"  # other number, other words
    REMOVED = "removed"  # in the older edition only
    NEW = "new"  # in the newer edition only

    @property
    def label(self) -> str:
        """Spanish, for people."""
        return STATUS_ES[self]

    @property
    def still_holds(self) -> bool:
        """The older text still says what the rule in force says."""
        return self in (LinkStatus.SAME, LinkStatus.RENUMBERED)


STATUS_ES = {
    LinkStatus.SAME: "igual",
    LinkStatus.REWORDED: "con otras palabras",
    LinkStatus.RENUMBERED: "renumerada",
    LinkStatus.RENUMBERED_REWORDED: "renumerada y con otras palabras",
    LinkStatus.REMOVED: "eliminada",
    LinkStatus.NEW: "nueva",
}


class Doubt(StrEnum):
    """Why a link deserves a look by a person (listed by `juez indice alineacion`)."""

    LOW_SIMILARITY = "low_similarity"  # linked, but the texts share little
    MANY_TO_ONE = "many_to_one"  # several older rules onto one rule in force
    CLOSE_CALL = "close_call"  # another candidate was nearly as similar

    @property
    def label(self) -> str:
        return DOUBT_ES[self]


DOUBT_ES = {
    Doubt.LOW_SIMILARITY: "poca similitud",
    Doubt.MANY_TO_ONE: "varias reglas en una",
    Doubt.CLOSE_CALL: "otra candidata casi igual de parecida",
}


class Link(NamedTuple):
    """The same rule in two editions: ``old`` in the older one, ``new`` in the newer one.

    A removed rule has no ``new``; a new rule has no ``old``. ``similarity`` is the share of
    words the two texts have in common, in order (1.0 for the same words).
    """

    old: str | None
    new: str | None
    status: LinkStatus
    similarity: float = 1.0
    doubts: tuple[Doubt, ...] = ()
    runner_up: str | None = None  # the other candidate, for a close call
    merged: bool = False  # one of several older rules onto one newer rule, not its main one

    @property
    def doubtful(self) -> bool:
        return bool(self.doubts)

    def to_json(self) -> list[object]:
        return [
            self.old,
            self.new,
            self.status.value,
            round(self.similarity, 4),
            [d.value for d in self.doubts],
            self.runner_up,
            self.merged,
        ]

    @classmethod
    def from_json(cls, row: list[object]) -> Link:
        old, new, status, similarity, doubts, runner_up, merged = row
        if not (
            (old is None or isinstance(old, str))
            and (new is None or isinstance(new, str))
            and isinstance(status, str)
            and isinstance(similarity, int | float)
            and isinstance(doubts, list)
            and (runner_up is None or isinstance(runner_up, str))
            and isinstance(merged, bool)
        ):
            raise ValueError(f"not a link: {row!r}")
        # The enums by value from a table, not by calling them: a cold `juez buscar` reads the
        # 3,000 links of every rule, and an enum's call cost a third of reading them.
        found = _STATUSES.get(status)
        said: tuple[Doubt, ...] = ()
        if doubts:  # most links have none
            said = tuple(_DOUBTS[d] for d in doubts if isinstance(d, str) and d in _DOUBTS)
        if found is None or len(said) != len(doubts):
            raise ValueError(f"not a link: {row!r}")
        return cls(old, new, found, float(similarity), said, runner_up, merged)


_STATUSES: dict[str, LinkStatus] = {s.value: s for s in LinkStatus}
_DOUBTS: dict[str, Doubt] = {d.value: d for d in Doubt}
