"""Spanish wording of the permanents whose face or level changes what they are: level
counters (702.87, 711), transforming (701.27, 712) and day and night (730, 702.145)."""

from __future__ import annotations

from .words import Args, Table, qty


def _band(a: Args) -> str:
    if a.raw["band"]:
        return f"está en la franja {a.raw['band']}: tiene su F/R base y sus habilidades"
    return "no llega a la primera franja de nivel: tiene la F/R impresa arriba"


FACES: Table = {
    "level.counters": lambda a: (
        f"Se {'pone' if a.raw['amount'] == 1 else 'ponen'} "
        f"{qty(a.raw['amount'], 'contador', 'contadores')} de nivel en {a['who']}: ahora "
        f"tiene {a.raw['level']} y {_band(a)}."
    ),
    "faces.transformed": lambda a: (
        f"{a['who']} se transforma: ahora tiene su cara "
        f"{'trasera' if a.raw['back'] else 'frontal'} hacia arriba y es {a['now']}. Sigue siendo "
        "el mismo objeto: conserva sus contadores, su daño y lo que tenga anexado."
    ),
    "faces.cant_transform": lambda a: (
        f"{a['who']} no es una carta de dos caras que se transforme: no pasa nada."
    ),
    "faces.becomes": lambda a: f"Se hace de {'día' if a.raw['now'] == 'day' else 'noche'}.",
    "faces.check": lambda a: (
        f"En el paso de enderezar se mira el turno anterior: {a['player']} lanzó "
        f"{qty(a.raw['cast'], 'hechizo', 'hechizos')}."
    ),
    "faces.stays": lambda a: (
        f"En el paso de enderezar se mira el turno anterior: {a['player']} lanzó "
        f"{qty(a.raw['cast'], 'hechizo', 'hechizos')}, así que sigue siendo de "
        f"{'día' if a.raw['now'] == 'day' else 'noche'}."
    ),
    "faces.locked": lambda a: (
        f"{a['who']} no se transforma: con Daybound o Nightbound solo se transforma por esas "
        "habilidades."
    ),
    "faces.returns": lambda a: (
        f"{a['who']} vuelve al campo de batalla desde el exilio"
        + (f" transformada, como {a['now']}" if a.raw["transformed"] else "")
        + ": es un objeto nuevo, sin nada de su pasado."
    ),
}
