"""Spanish wording of proliferate (701.34a; bot/engine/proliferate.py)."""

from __future__ import annotations

from .words import Args, Table, join, qty

_COUNTER = {
    "+1/+1": "+1/+1",
    "-1/-1": "-1/-1",
    "loyalty": "de lealtad",
    "level": "de nivel",
    "lore": "de sabiduría",
    "age": "de edad",
}


def _chosen(a: Args) -> str:
    chosen = a.each("chosen")
    if not chosen:
        return f"{a['player']} prolifera y no elige nada: nadie recibe contadores."
    return (
        f"{a['player']} prolifera y elige {join(chosen)}: cada uno recibe otro contador de cada "
        "clase que ya tiene."
    )


PROLIFERATE: Table = {
    "proliferate.nothing": lambda a: (
        f"{a['player']} prolifera, pero ningún permanente ni jugador tiene contadores: no "
        "pasa nada."
    ),
    "proliferate.chosen": _chosen,
    "proliferate.no_counter": lambda a: (
        f"{a['who']} no tiene contadores: no se puede elegir al proliferar."
    ),
    "proliferate.put": lambda a: (
        f"{a['who']} recibe {qty(a.raw['amount'], 'contador', 'contadores')} "
        f"{_COUNTER.get(a.raw['counter'], a.raw['counter'])} más."
    ),
}
