"""Spanish wording of what happened earlier in the game that a rule looks back at."""

from __future__ import annotations

from .words import Args, Table, qty


def _damage(a: Args) -> str:
    by = " de una fuente con toque mortal" if a.raw["deathtouch"] else ""
    dies = (
        " y, por el toque mortal, se destruye en la próxima comprobación de las acciones de estado"
        if a.raw["deathtouch"]
        else ""
    )
    return (
        f"Antes, este turno, {a['who']} recibió {qty(a.raw['n'], 'daño')}{by}: el daño "
        f"marcado sigue en ella hasta el paso de limpieza{dies}."
    )


EARLIER: Table = {
    "earlier.empty_draw": lambda a: (
        f"Antes, desde la última comprobación de las acciones de estado, {a['player']} intentó "
        "robar de una biblioteca sin cartas: la próxima comprobación lo tiene en cuenta."
    ),
    "earlier.land_played": lambda a: (
        f"Tierras jugadas antes este turno ({a['player']}): {a.raw['n']}; cuentan para el "
        "límite de tierras jugadas por turno."
    ),
    "earlier.damage": _damage,
    "earlier.command_cast": lambda a: (
        f"Lanzamientos anteriores de {a['source']} desde la zona de mando en esta partida "
        f"({a['player']}): {a.raw['n']}; cada uno suma {{2}} al coste de volver a lanzarlo desde "
        "allí."
    ),
    "earlier.hand_cast": lambda a: (
        f"Lanzamientos anteriores de {a['source']} desde la mano ({a['player']}): {a.raw['n']}; "
        "no suman impuesto de comandante, que solo cuenta los lanzamientos desde la zona de "
        "mando."
    ),
    "earlier.commander_damage": lambda a: (
        f"Antes, en esta partida, el comandante {a['source']} hizo "
        f"{qty(a.raw['n'], 'punto', 'puntos')} de daño de combate a {a['player']}: se cuenta "
        "aparte para cada comandante, a lo largo de toda la partida."
    ),
}
