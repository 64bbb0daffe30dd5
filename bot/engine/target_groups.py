"""The permanents of a group named by the player an effect targets ("all lands target player
controls", "each creature that player or that planeswalker's controller controls"; read in
language/target_groups.py): the targeted player's, or those of the controller of the
targeted planeswalker, looked at as the effect resolves (608.2h). A target that is no longer
legal names nobody (608.2b)."""

from __future__ import annotations

from collections.abc import Mapping

from .chars import Chars
from .selectors import Filter, matches
from .state import GameState


def target_group(
    state: GameState,
    flt: Filter,
    named: list[str],
    chars: Mapping[str, Chars],
    source: str | None,
) -> list[str]:
    """Ids of the permanents of ``flt`` that the targeted player controls."""
    whose = next((n for n in named if state.player(n) is not None), None)
    if whose is None:  # a planeswalker targeted: its controller's (the rules' "that
        whose = next((chars[n].controller for n in named if n in chars), None)  # player")
    if whose is None:
        return []
    theirs = flt.model_copy(update={"of_target": False, "controller": "you"})
    return [pid for pid, ch in chars.items() if matches(theirs, ch, whose, source)]
