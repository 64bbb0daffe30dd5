"""What every wording table shares: how an object, a player, a number or a nested phrase
reads inside a step, whatever the language."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

Wording = Callable[["Args"], str]
Table = Mapping[str, Wording]


def qty(n: int, singular: str, plural: str | None = None) -> str:
    """``qty(1, "daño")`` -> "1 daño"; ``qty(2, "daño")`` -> "2 daños"."""
    return f"{n} {singular if n == 1 else plural or singular + 's'}"


def join(parts: list[str], last: str = " y ") -> str:
    """["a", "b", "c"] -> "a, b y c"."""
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + last + parts[-1]


def label(obj: Mapping[str, Any], loyalty: str = "lealtad", quotes: str = "«»") -> str:
    """An object as a step names it: «Oso» (2/2), «Jace» (lealtad 3), «Rayo» (Ana)."""
    name = f"{quotes[0]}{obj['name']}{quotes[1]}"
    if obj.get("pt") is not None:
        power, toughness = obj["pt"]
        return f"{name} ({power}/{toughness})"
    if obj.get("loyalty") is not None:
        return f"{name} ({loyalty} {obj['loyalty']})"
    if obj.get("controller") is not None:
        return f"{name} ({obj['controller']})"
    return name


class Args:
    """A step's args as its wording reads them: ``a.raw`` as stored, ``a[key]`` said."""

    def __init__(self, raw: Mapping[str, Any], table: Table) -> None:
        self.raw = raw
        self.table = table

    def __getitem__(self, key: str) -> str:
        return self.say(self.raw[key])

    def get(self, key: str, default: Any = None) -> Any:
        return self.raw.get(key, default)

    def each(self, key: str) -> list[str]:
        return [self.say(v) for v in self.raw.get(key) or []]

    def say(self, value: Any) -> str:
        """A nested phrase in its wording, an object by its label, anything else as is."""
        if isinstance(value, Mapping):
            if "kind" in value:
                return render(value["kind"], value, self.table)
            return self.table["object"](Args(value, self.table))
        return str(value)


def render(kind: str, raw: Mapping[str, Any], table: Table) -> str:
    return table[kind](Args(raw, table))


def say(table: Table, kind: str, **args: Any) -> str:
    """A wording of ``table`` filled with ``args``: ``say(SPANISH, "outcome.told", line=…)``."""
    return render(kind, args, table)
