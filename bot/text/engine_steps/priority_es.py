"""Spanish wording of priority and resolution: triggers noticed, the top object resolving,
its targets checked again (608.2b), the game ending."""

from __future__ import annotations

from index.vocabulary.game import spanish_names

from .effects_es import qualities_es
from .words import Table, join

_TYPE = spanish_names("type")
_COLOUR = spanish_names("color")

PRIORITY: Table = {
    "priority.triggered": lambda a: (
        "Se dispara(n): "
        + join([f"«{t['name']}» (de {t['owner']})" for t in a.raw["items"]])
        + ". Nada ocurre todavía: cada habilidad disparada la controla "
        "quien controlaba su fuente y va a la pila la próxima vez que un jugador fuera a "
        "recibir prioridad."
    ),
    "priority.trigger_targets": lambda a: (
        f"{a['item']} va a la pila con objetivo {join(a.each('targets'))}"
        + (
            ": es el único objetivo legal."
            if a.raw["forced"]
            else ", elegido por su controlador al ponerla en la pila."
        )
    ),
    "priority.trigger_no_target": lambda a: (
        f"{a['item']} necesita un objetivo y no hay ninguno legal: se quita de la pila sin "
        "hacer nada."
    ),
    "priority.loop": lambda a: (
        f"Se han resuelto {a['count']} objetos y la pila sigue sin vaciarse: "
        "el escenario parece un bucle, así que el motor se detiene aquí."
    ),
    "priority.game_over": lambda a: (
        "La partida ha terminado" + (f": gana {a['winner']}." if a.raw["winner"] else ".")
    ),
    "priority.resolves": lambda a: (
        f"Todos los jugadores pasan seguidos: se resuelve {a['item']}, el objeto de arriba de "
        "la pila (el último que entró)."
    ),
    "priority.response_first": lambda a: (
        f"{a['item']} se lanzó o activó en respuesta a {a['under']}, que está debajo en la "
        f"pila: por eso se resuelve antes; {a['under']} sigue esperando."
    ),
    "priority.no_effects": lambda a: (
        f"{a['item']} se resuelve y no hace nada: todo lo que hacía era a un objetivo que no "
        "se eligió."
        if a.raw.get("zero")
        else f"{a['item']} se resuelve; el escenario no detalla sus efectos."
    ),
    "priority.target_illegal": lambda a: (
        f"Al resolverse se comprueban de nuevo sus objetivos: {a['why']}, así que ese "
        "objetivo es ilegal y no se ve afectado."
    ),
    "priority.all_targets_illegal": lambda a: (
        f"El objetivo de {a['item']} es ilegal: no se resuelve, no entra en el campo de "
        "batalla y va al cementerio de su propietario."
        if a.raw.get("permanent")
        else f"Todos los objetivos de {a['item']} son ilegales: no se resuelve (no hace nada) "
        + "y "
        + ("va al cementerio de su propietario" if a.raw["spell"] else "deja de existir")
        + "."
    ),
    "priority.in_order": lambda a: f"{a['item']} hace lo que dice en el orden escrito.",
    "priority.spell_done": lambda a: (
        f"{a['item']} termina de resolverse y "
        + (
            "deja de existir, como toda copia de un hechizo fuera de la pila"
            if a.get("copy")
            else "se exilia en vez de ir al cementerio (rebote: se lanzó desde la mano)"
            if a.get("rebound")
            else "va al cementerio de su propietario"
        )
        + "; después, el jugador activo recibe prioridad."
    ),
    "priority.source_gone": lambda a: (
        f"La fuente de {a['item']}, {a['source']}, ya no está en el campo de batalla: la "
        "habilidad sigue en la pila y usa su última información conocida."
    ),
    "target.left_stack": lambda a: f"{a['who']} ya no está en la pila",
    "target.player_lost": lambda a: "ha perdido la partida y ya no está en el juego",
    "target.left_battlefield": lambda a: f"{a['who']} ya no está en el campo de batalla",
    "target.unfit": lambda a: (
        f"{a['who']} no cumple lo que pide el objetivo ({a['wanted']}): no se podía elegir o "
        "dejó de ser legal"
    ),
    "target.not_damageable": lambda a: (
        f"{a['who']} ya no es una criatura, un planeswalker ni una batalla"
    ),
    "target.protection": lambda a: (
        f"{a['who']} tiene protección contra {qualities_es(a.raw['qualities'])}"
    ),
    "priority.modes": lambda a: (
        f"{a['item']} es modal: "
        + (
            "se puso en la pila eligiendo "
            if a.raw.get("trigger")
            else "se activó eligiendo "
            if a.raw.get("activated")
            else "se lanzó eligiendo "
        )
        + " y ".join(f"«{m}»" for m in a.raw["modes"])
        + _mode_cost_es(a.raw.get("cost"))
        + "; solo eso hace al resolverse."
    ),
    "target.spell_unfit": lambda a: (
        f"{a['who']} no es el hechizo que pide el objetivo ("
        + ", ".join(
            [f"de {_TYPE[t]}" for t in a.raw["types"]]
            + [f"que no sea de {_TYPE[t]}" for t in a.raw["not_types"]]
            + [f"{_COLOUR[c]}" for c in a.raw["colors"]]
        )
        + "): no se podía elegir o dejó de ser legal"
    ),
    "target.not_that_ability": lambda a: (
        f"{a['who']} no es una habilidad "
        + {"activated": "activada", "triggered": "disparada"}.get(
            a.raw["wanted"], "activada ni disparada"
        )
        + ", y solo eso puede ser su objetivo"
    ),
    "target.not_a_spell": lambda a: (
        f"{a['who']} es una habilidad, no un hechizo, y solo se puede contrarrestar un hechizo"
    ),
    "target.shroud": lambda a: (
        f"{a['who']} tiene velo: no puede ser objetivo de ningún hechizo ni habilidad"
    ),
    "target.hexproof": lambda a: (
        f"{a['who']} tiene antimaleficio y la habilidad o el hechizo es de un oponente"
    ),
    "target.own_hexproof": lambda a: (
        f"{a['who']} tiene antimaleficio, pero eso solo impide que sea objetivo "
        f"de hechizos y habilidades de sus oponentes; {a['item']} es de "
        f"{a['player']}, que la controla, así que es un objetivo legal."
    ),
    "priority.no_mode": lambda a: (
        f"No se eligió ningún modo para {a['item']}: se quita de la pila sin hacer nada."
    ),
}


_MODE_KEYWORD_ES = {"entwine": "entrelazar", "escalate": "expandir", "spree": "arrebato"}


def _mode_cost_es(cost: list[str] | None) -> str:
    """What choosing those modes added to its total cost (702.42a, 702.120a, 702.172a)."""
    if not cost:
        return ""
    return f", pagando {cost[1]} más por {_MODE_KEYWORD_ES[cost[0]]}"
