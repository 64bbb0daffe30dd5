"""English wording of damage being dealt, prevented and what it does (120, 615, 702)."""

from __future__ import annotations

from typing import Any

from .effects_en import qualities_en
from .vocabulary_en import n
from .words import Args, Table


def _player_change(change: dict[str, Any]) -> str:
    life_before, life_after = change["life"]
    poison_before, poison_after = change["poison"]
    bits = [f"{life_before} → {life_after} life"] if life_before != life_after else []
    if poison_before != poison_after:
        bits.append(f"{poison_before} → {poison_after} poison counters")
    return f"{change['player']}: " + ", ".join(bits)


def _damage(amount: int) -> str:
    return n(amount, "damage", "damage")


def _deals(a: Args) -> str:
    return f"{a['source']} deals {_damage(a.raw['amount'])} to {a['target']}"


DAMAGE: Table = {
    "source.effect": lambda a: "The effect",
    "damage.none_assigned": lambda a: (
        "Nobody assigns combat damage in this step, so no damage is dealt."
    ),
    "damage.zero": lambda a: "No damage is dealt (0 damage is not dealing damage).",
    "damage.simultaneous": lambda a: (
        "All the combat damage assigned is dealt at the same time, as one event."
    ),
    "damage.prevented_shield": lambda a: (
        f"{_damage(a.raw['amount'])} from {a['source']} to {a['target']} is prevented "
        "by a prevention effect."
    ),
    "damage.prevented_protection": lambda a: (
        f"{_damage(a.raw['amount'])} from {a['source']} to {a['target']} is prevented "
        f"by its protection from {qualities_en(a.raw['qualities'])}."
    ),
    "damage.commander": lambda a: (
        f"{a['source']} is a commander: {a['player']} has been dealt "
        f"{_damage(a.raw['total'])} of combat damage by that commander this game (counted "
        "separately for each commander)."
    ),
    "damage.toxic": lambda a: (
        f"{a['source']} has toxic {a['amount']}: {a['player']} also gets "
        f"{n(a.raw['amount'], 'poison counter')}."
    ),
    "damage.lifelink": lambda a: (
        f"{a['source']} has lifelink: {a['player']} gains {a.raw['amount']} life for that damage."
    ),
    "damage.to_player_infect": lambda a: (
        f"{a['source']} deals {_damage(a.raw['amount'])} to {a['player']} with infect: "
        f"no life is lost, they get {n(a.raw['amount'], 'poison counter')}."
    ),
    "damage.to_player": lambda a: (
        f"{a['source']} deals {_damage(a.raw['amount'])} to {a['player']}, who loses "
        f"{a.raw['amount']} life."
    ),
    "damage.to_player_floor": lambda a: (
        f"{a['source']} deals {_damage(a.raw['amount'])} to {a['player']}; that damage would "
        f"leave them with less than {a.raw['life'][1]} life, so their life total becomes "
        f"{a.raw['life'][1]} instead: {a.raw['life'][0]} → {a.raw['life'][1]}."
    ),
    "damage.floor_already_below": lambda a: (
        f"{a['player']} already had less than {a.raw['floor']} life before that damage: the "
        "effect that keeps their total at that minimum only replaces damage that would take it "
        f"below, it does not raise a total already below ({a.raw['life'][0]} → "
        f"{a.raw['life'][1]})."
    ),
    "damage.to_planeswalker": lambda a: (
        f"{_deals(a)}: {n(a.raw['lost'], 'loyalty counter')} "
        f"{'is' if a.raw['lost'] == 1 else 'are'} removed (loyalty {a['loyalty']} left)."
    ),
    "damage.to_creature_counters": lambda a: (
        f"{_deals(a)} with {a.raw['keyword']}: the damage is not marked; "
        f"{n(a.raw['amount'], '-1/-1 counter')} {'is' if a.raw['amount'] == 1 else 'are'} "
        "put on it instead."
    ),
    "damage.to_creature": lambda a: f"{_deals(a)}; total damage marked: {a['total']}.",
    "damage.deathtouch": lambda a: (
        f"That damage comes from a source with deathtouch: {a['target']} will be destroyed "
        "the next time state-based actions are checked if its toughness is greater than 0."
    ),
    "damage.players_after": lambda a: (
        "After damage, " + "; ".join(_player_change(c) for c in a.raw["changes"]) + "."
    ),
}
