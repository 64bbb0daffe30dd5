"""What the helpers of the reading (state.py, blocks.py, missing.py) use of a Telling, as a
protocol: they read and change what was told so far without importing telling.py, which imports
them."""

from __future__ import annotations

from typing import Any, Protocol

from .things import Thing


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

    def told_text(self, text: str) -> str: ...
    def told_objects(self) -> list[Thing]: ...
    def _unread(self, span: tuple[int, int]) -> None: ...
    def _known(self, target: Thing) -> Thing | None: ...
    def _same(self, target: Thing) -> Thing | None: ...
    def _target(self, typed: str, folded: str) -> Thing | str: ...


__all__ = ["ToldSoFar"]
