"""``objetivos:"Flametongue Kavu: Oso; Fiend Hunter: Lobo"``: the targets a permanent's
controller chooses for its triggered abilities as they go on the stack (603.3d). Each item is
the permanent's name, a colon and its targets (several separated by ","), in the order its
abilities ask for them; the engine checks each is legal when the ability triggers
(bot/engine/trigger_targets.py)."""

from __future__ import annotations

from index.fold import fold

from ..errors import ScenarioError
from ..state import Permanent, Player
from ..trigger_targets import TARGETS_EXAMPLE
from .countering import payment_said
from .specs import split_items

TARGET_KEYS = {"objetivos", "objetivo", "targets", "target"}


def assign_targets(
    values: list[str],
    perms: list[Permanent],
    players: list[Player],
    later: list[str] | None = None,
) -> None:
    """Put each ``objetivos:`` item on the permanent it names (``trigger_targets``). With
    ``later``, an item naming no permanent of ``perms`` waits there: it may name a permanent
    spell of the stack, read after the board (permanent_spells.py)."""
    for value in values:
        for item in split_items(value):
            holder_name, sep, said = item.rpartition(":")
            if not sep or not holder_name.strip() or not said.strip():
                raise ScenarioError(
                    f"En objetivos: falta el nombre del permanente, «:» y su objetivo: «{item}».",
                    fragment=item,
                    example=TARGETS_EXAMPLE,
                )
            holder = _named(holder_name, perms)
            if holder is None and later is not None:
                later.append(item)
                continue
            if holder is None:
                raise _unknown(holder_name, perms, players)
            paid, said = payment_said(said)  # ward's cost, if a target has ward (702.21a)
            if paid is not None:
                holder.trigger_pays = paid
            for one in said.split(","):
                target = _target(one, perms, players, holder)
                if target is None:
                    raise _unknown(one, perms, players)
                holder.trigger_targets.append(target)


def _key(name: str) -> str:
    return fold(name.replace("_", " "), "words").strip()


def _named(name: str, perms: list[Permanent]) -> Permanent | None:
    """By its whole name, or by the part before its comma ("Kenrith")."""
    wanted = _key(name)
    for perm in perms:
        if wanted in (_key(perm.name), _key(perm.name.split(",")[0]), perm.id):
            return perm
    return None


# The players as a scenario names them without their names (two players: the other one).
_RIVAL = {"rival", "el rival", "oponente", "el oponente", "opponent", "an opponent"}
_ME = {"yo", "tu", "ti", "mi", "you", "me"}


def _target(
    name: str, perms: list[Permanent], players: list[Player], holder: Permanent
) -> str | None:
    for player in players:
        if _key(player.name) == _key(name):
            return player.name
    if _key(name) in _ME | _RIVAL and len(players) == 2:
        mine = _key(name) in _ME
        return next(p.name for p in players if (p.name == holder.controller) == mine)
    perm = _named(name, perms)
    return perm.id if perm is not None else None


def _unknown(name: str, perms: list[Permanent], players: list[Player]) -> ScenarioError:
    shown = ", ".join(f"«{n}»" for n in [*(p.name for p in perms), *(p.name for p in players)])
    return ScenarioError(
        f"«{name.strip()}» no es un nombre del escenario (en objetivos:). Nombres que puedes "
        f"usar: {shown or 'ninguno'}.",
        fragment=name.strip(),
        example=TARGETS_EXAMPLE,
    )
