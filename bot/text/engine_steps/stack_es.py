"""Spanish wording of the stack: triggers put on it (APNAP), the order it resolves in,
and each object resolving."""

from __future__ import annotations

from .words import Args, Table


def _items(a: Args, key: str = "items") -> str:
    return ", ".join(a.each(key))


STACK: Table = {
    "stack.already": lambda a: f"Ya en la pila (de abajo arriba): {_items(a)}.",
    "stack.cast_triggers": lambda a: (
        f"Al lanzar «{a.raw['spell']['name']}» se disparó: {_items(a)}; va a la pila encima "
        "de ese hechizo."
    ),
    "stack.target_triggers": lambda a: (
        f"Al hacer objetivo «{a.raw['spell']['name']}» se disparó: {_items(a)}; va a la pila "
        "encima de esa habilidad."
    ),
    "stack.on_stack": lambda a: f"En la pila, de abajo arriba: {_items(a)}.",
    "stack.apnap": lambda a: (
        "Las habilidades disparadas a la vez se ponen en la pila la próxima vez que "
        "un jugador fuera a recibir prioridad, en orden APNAP: primero el jugador "
        "activo pone todas las suyas en el orden que elija, luego cada jugador no "
        "activo en orden de turno."
    ),
    "stack.player_puts": lambda a: (
        f"{a['player']} ({'jugador activo' if a.raw['active'] else 'jugador no activo'}) "
        "pone sus disparos en la pila"
        + (
            " (en el orden indicado; ese jugador puede elegir otro)"
            if len(a.raw["items"]) > 1
            else ""
        )
        + f": {_items(a)}. Cada uno queda encima de lo que ya había."
    ),
    "stack.empty": lambda a: "La pila está vacía: si todos pasan, termina el paso o la fase.",
    "stack.top_down": lambda a: f"La pila queda así, de arriba abajo: {_items(a)}.",
    "stack.resolution_order": lambda a: (
        "Cada vez que todos los jugadores pasan seguidos, se resuelve el objeto de arriba "
        "(el último que entró). Orden de resolución: "
        + ", ".join(f"{i}) {name}" for i, name in enumerate(a.raw["names"], 1))
        + "."
    ),
    "stack.why_first": lambda a: (
        f"Por eso {a['first']} se resuelve primero aunque «{a.raw['last']['name']}» entrara "
        "antes; tras cada resolución el jugador activo recibe prioridad y se puede responder "
        "de nuevo."
    ),
    "stack.sacrificed_cost": lambda a: (
        f"Para lanzar {a['item']} se pagó su coste adicional: se sacrificó {a['who']}, que va "
        "al cementerio."
        + (
            f" Lo que el hechizo lea de esa criatura es cómo era al final: fuerza {a['power']}."
            if a.raw["power"] is not None
            else ""
        )
    ),
}
