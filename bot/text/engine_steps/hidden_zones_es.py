"""Spanish wording of cards moving to and from the zones a scenario counts or names: a card
returned from a graveyard (bot/engine/graveyard_returns.py)."""

from __future__ import annotations

from bot.engine.vocabulary import CARD_TYPE_ES

from .words import Args, Table, join, qty


def _to_hand(a: Args) -> str:
    text = f"{a['who']} vuelve del cementerio a la mano de {a['player']}: es un objeto nuevo"
    if a.raw["hand"] is not None:
        text += f" (ahora tiene {qty(a.raw['hand'], 'carta')} en la mano)"
    return text + "."


_GRAVEYARD: Table = {
    "graveyard.target_gone": lambda a: f"{a['who']} ya no está en ese cementerio",
    "graveyard.target_unfit": lambda a: (
        f"{a['who']} no es la carta que pide el objetivo (su tipo, su valor de maná o de qué "
        "cementerio)"
    ),
    "graveyard.nothing": lambda a: "No queda ninguna carta del cementerio a la que afecte.",
    "graveyard.to_hand": _to_hand,
    "graveyard.to_library": lambda a: (
        f"{a['who']} va del cementerio a la biblioteca de {a['player']}: es un objeto nuevo"
        + (
            f" (ahora tiene {qty(a.raw['library'], 'carta')} en la biblioteca)."
            if a.raw["library"] is not None
            else "."
        )
    ),
    "graveyard.to_battlefield": lambda a: (
        f"{a['who']} vuelve del cementerio al campo de batalla bajo el control de "
        f"{a['player']}"
        + (", girada" if a.raw["tapped"] else ", enderezada")
        + ": es un objeto nuevo, sin daño, contadores ni efectos de antes."
    ),
    "graveyard.exiled": lambda a: f"{a['who']} se exilia desde el cementerio: es un objeto nuevo.",
    "graveyard.not_a_permanent": lambda a: (
        f"{a['who']} no es una carta de permanente: no puede entrar en el campo de batalla y "
        "se queda en el cementerio."
    ),
}


def _revealed(a: Args) -> str:
    hand = a.raw["hand"]
    if hand == 0:
        return f"{a['player']} revela su mano, que está vacía."
    text = f"{a['player']} revela su mano ({qty(hand, 'carta')})"
    named, unnamed = a.raw["named"], a.raw["unnamed"]
    if named:
        text += ": " + ", ".join(f"«{n}»" for n in named)
        if unnamed:
            text += f" y {qty(unnamed, 'carta')} que el escenario no nombra"
    return text + "; las cartas siguen en su mano."


def _types(a: Args) -> str:
    parts = []
    if a.raw["any_types"]:
        parts.append("de " + " o ".join(CARD_TYPE_ES[t] for t in a.raw["any_types"]))
    if a.raw["not_types"]:
        parts.append("que no sea " + " ni ".join(CARD_TYPE_ES[t] for t in a.raw["not_types"]))
    return " ".join(parts)


def _left(n: int) -> str:
    return f"le queda {qty(n, 'carta')}" if n == 1 else f"le quedan {qty(n, 'carta')}"


def _discards_chosen(a: Args) -> str:
    choices = [f"«{n}»" for n in a.raw["choices"]]
    if a.raw["others"]:
        choices.append(qty(a.raw["others"], "carta") + " que el escenario no nombra")
    return (
        f"{a['chooser']} elige una carta entre " + ", ".join(choices) + f" y {a['player']} "
        f"la descarta: cuál es decisión de quien elige; {a['player']} se queda con "
        f"{qty(a.raw['hand'], 'carta')} en la mano."
    )


def _surveil(a: Args) -> str:
    looks, moved = a.raw["looks"], a.raw["moved"]
    text = f"{a['player']} vigila {a.raw['amount']}: mira " + (
        "la carta de arriba de su biblioteca" if looks == 1 else f"las {looks} cartas de arriba"
    )
    if moved is None:
        return (
            text + " y pone en su cementerio las que quiera y el resto encima, en el orden que "
            "quiera; el escenario no dice cuántas, y nada de lo que sigue depende de ello."
        )
    text += f" y pone {qty(moved, 'carta')} en su cementerio y el resto encima"
    if a.raw["library"] is not None:
        text += f" (le quedan {qty(a.raw['library'], 'carta')} en la biblioteca)"
    return text + "."


_SEARCH_TO = {
    "hand": "en su mano",
    "battlefield": "en el campo de batalla",
    "graveyard": "en su cementerio",
    "top": "encima de su biblioteca, después de barajar el resto",
}


def _search(a: Args) -> str:
    """701.23: what was found, and where it went."""
    wanted = f" «{a.raw['quality']}»" if a.raw["quality"] else ""
    found = a.raw["found"]
    if found:
        got = "encuentra " + join([f"«{n}»" for n in found])
        if a.raw.get("split"):
            got += f"; pone «{found[0]}»"
        else:
            got += " y las pone" if len(found) > 1 else " y la pone"
    elif a.raw["quality"]:
        got = "no encuentra ninguna (puede no encontrarla aunque esté) y no pone nada"
    else:
        got = f"encuentra {qty(a.raw['count'], 'carta')} y " + (
            "las pone" if a.raw["count"] != 1 else "la pone"
        )
    text = f"{a['player']} busca en su biblioteca{wanted}: {got}"
    if found or not a.raw["quality"]:
        text += " " + _SEARCH_TO[a.raw["to"]]
    if a.raw["to"] != "top":
        text += "; después baraja su biblioteca"
    if a.raw["library"] is not None:
        text += f" (le quedan {qty(a.raw['library'], 'carta')} en ella)"
    return text + "."


def _look_top(a: Args) -> str:
    text = f"{a['player']} mira las {qty(a.raw['seen'], 'carta')} de arriba de su biblioteca"
    if a.raw["found"]:
        text += " y se lleva a la mano " + join([f"«{n}»" for n in a.raw["found"]])
    elif a.raw["quality"] and not a.raw["taken"]:
        text += f" y, según el escenario, no se lleva ninguna carta ({a.raw['quality']})"
    elif a.raw["taken"]:
        text += f" y se lleva {qty(a.raw['taken'], 'carta')} a la mano"
    if a.raw["rest"]:
        text += (
            f"; las otras {a.raw['rest']} van al fondo de su biblioteca, en el orden que elija"
            if a.raw["to"] == "bottom"
            else f"; las otras {a.raw['rest']} van a su cementerio"
        )
    library = a.raw["library"]
    tail = f" (le quedan {qty(library, 'carta')} en la biblioteca)" if library is not None else ""
    return text + tail + ". No se baraja."


HIDDEN_ZONES: Table = {
    **_GRAVEYARD,
    **{
        "hand.revealed": _revealed,
        "library.surveil": _surveil,
        "turn.no_max_hand": lambda a: (
            f"{a['player']} no tiene tamaño máximo de mano por «{a['source']}»: no descarta "
            "nada en el paso de limpieza."
        ),
        "hand.nothing_to_choose": lambda a: f"{a['player']} no tiene cartas: no descarta nada.",
        "hand.none_fits": lambda a: (
            f"En la mano de {a['player']} no hay ninguna carta {_types(a)}: no descarta nada."
        ),
        "hand.discards": lambda a: (
            f"{a['chooser']} elige «{a['card']}», la única que vale, y {a['player']} la "
            f"descarta (queda en su cementerio); {_left(a.raw['hand'])} en la mano."
        ),
        "hand.discards_chosen": _discards_chosen,
        "library.search": _search,
        "library.search_rest": lambda a: (
            "Las demás cartas encontradas ("
            + join([f"«{n}»" for n in a.raw["found"]])
            + f") van {_SEARCH_TO[a.raw['to']]}."
        ),
        "library.look_top": _look_top,
        "library.search_enters": lambda a: (
            f"«{a.raw['who']['name']}» entra en el campo de batalla bajo el control de "
            f"{a['player']}, {'girada' if a.raw['tapped'] else 'enderezada'}, como un objeto "
            "nuevo" + (": poner una tierra así no es jugarla." if a.raw["land"] else ".")
        ),
    },
}
