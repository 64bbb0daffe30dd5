"""What the helpers of the reading (state.py, blocks.py, missing.py, activating.py,
attaching.py) use of a Telling and of a clause's words, as protocols: they read and change what
was told so far without importing telling.py, which imports them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from .things import Thing

if TYPE_CHECKING:
    from .clauses import Clause
    from .spell import Spell
    from .text import Told


class SaidSoFar(Protocol):
    """A clause's words (telling.Said): its object and its subject, typed and folded."""

    @property
    def typed(self) -> str: ...
    @property
    def folded(self) -> str: ...
    @property
    def subject_typed(self) -> str: ...
    @property
    def subject(self) -> str: ...
    @property
    def player(self) -> str | None: ...


class ToldSoFar(Protocol):
    """The part of telling.Telling the helpers use."""

    combat: list[tuple[str, list[Thing]]]
    board: list[Thing]
    life: dict[str, int]
    attached: list[tuple[str, Thing, Thing]]
    _owners: dict[str, str]
    _whose_life: list[int]
    _unaimed: list[Any]  # telling.Spell
    _aims: dict[str, tuple[str, str]]
    _unkinded: list[tuple[Thing, Thing]]
    _kinds: dict[str, str]
    _pts: dict[str, str]
    _last_things: list[Thing]
    told: Told
    spells: list[Spell]
    _aimed_by: Spell | None
    _paid: list[Clause]
    _tapped_for_costs: list[Thing]
    attacker: str | None  # the attacking player, once said or inferred

    def told_text(self, text: str) -> str: ...
    def told_objects(self) -> list[Thing]: ...
    def _unread(self, span: tuple[int, int]) -> None: ...
    def _known(self, target: Thing) -> Thing | None: ...
    def _same(self, target: Thing) -> Thing | None: ...
    def _attackers(self, side: str | None, attackers: list[Thing]) -> None: ...
    def _target(self, typed: str, folded: str, spell: Thing | None = None) -> Thing | str: ...


__all__ = ["SaidSoFar", "ToldSoFar"]
