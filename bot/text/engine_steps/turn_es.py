"""Spanish wording of the turn moving on: steps, draws, cleanup, spells cast later."""

from __future__ import annotations

from bot.engine.vocabulary import the_step

from .words import Args, Table, join, qty


def _cast(a: Args, verb: str) -> str:
    response = " en respuesta a lo que hay en ella" if a.raw["response"] else ""
    targets = a.each("targets")
    aim = " con objetivo " + join(targets) if targets else ""
    return f"{a['player']} {verb}{response}{aim}; después vuelve a tener prioridad."


def _cleanup(a: Args) -> str:
    bits = []
    if a.raw["damaged"]:
        bits.append(f"se quita todo el daño marcado ({join(a.each('damaged'))})")
    if a.raw["ends"]:
        bits.append("terminan los efectos «hasta el final del turno» y «este turno»")
    text = "Paso de limpieza: a la vez, " + " y ".join(bits) + "."
    changed = [f"«{c['name']}» vuelve a ser {c['pt'][0]}/{c['pt'][1]}" for c in a.raw["changed"]]
    return text + (" " + join(changed) + "." if changed else "")


def _until_next_turn_ends(a: Args) -> str:
    aimed = f" sobre {join(a.each('to'))}" if a.raw["to"] else ""
    changed = [f"«{c['name']}» vuelve a ser {c['pt'][0]}/{c['pt'][1]}" for c in a.raw["changed"]]
    return (
        f"Al empezar su turno terminan los efectos «hasta tu próximo turno» de {a['player']} "
        f"({join(a.each('effects'))}{aimed})." + (" " + join(changed) + "." if changed else "")
    )


TURN: Table = {
    "turn.game_already_over": lambda a: (
        "La partida ya ha terminado: lo que quedaba por ocurrir no llega a pasar."
    ),
    "turn.needs_target": lambda a: (
        f"{a['item']} necesita un objetivo y el escenario no dice cuál, así que "
        "no se activa (escríbelo así: «activa Pinger: 1 daño a Oso»)."
    ),
    "turn.cast": lambda a: _cast(a, f"lanza {a['item']}: va a la pila"),
    "turn.activate": lambda a: _cast(a, f"activa {a['item']}: la habilidad va a la pila"),
    "turn.action": lambda a: f"En {the_step(a.raw['step'])} ocurre: {a['what']}.",
    "turn.begins": lambda a: f"Empieza el turno de {a['player']}.",
    "turn.extra": lambda a: (
        f"El siguiente turno es el turno adicional de {a['player']}: el último turno adicional "
        "creado es el primero que se toma."
    ),
    "turn.step_begins": lambda a: f"Empieza {the_step(a.raw['step'])}.",
    "turn.draw_empty": lambda a: (
        f"{a['player']} tiene que robar en su paso de robo, pero su biblioteca está vacía."
    ),
    "turn.draw": lambda a: f"{a['player']} roba una carta en su paso de robo.",
    "turn.lore": lambda a: (
        f"Al empezar la fase principal precombate, su controlador pone un contador de sabiduría "
        f"en la Saga {a['saga']}: ahora tiene {a['lore']}"
        + (", y se dispara su capítulo." if a.raw["chapter"] else ".")
    ),
    "turn.cleanup_ends": lambda a: (
        "En el paso de limpieza no se realizan acciones de estado ni se dispara "
        "nada, así que nadie recibe prioridad y el turno termina."
    ),
    "turn.cleanup_again": lambda a: (
        "Como en el paso de limpieza se realizaron acciones de estado o se dispararon "
        "habilidades, el jugador activo recibe prioridad; cuando la pila se vacíe y "
        "todos pasen, hay otro paso de limpieza."
    ),
    "turn.discard": lambda a: (
        f"{a['player']} tiene más de {a['limit']} cartas en la mano: descarta "
        f"{qty(a.raw['amount'], 'carta')}."
    ),
    "turn.cleanup": _cleanup,
    "turn.sorcery_speed_no": lambda a: (
        f"{a['item']} solo se puede activar como un conjuro: en la fase principal de su "
        "controlador y con la pila vacía"
        + (f" (ahora hay {a.raw['stack']} en la pila)" if a.raw["stack"] else "")
        + ". No se activa."
    ),
    "turn.until_next_turn_ends": _until_next_turn_ends,
}
