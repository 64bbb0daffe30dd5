"""Spanish wording of activating an ability: which one, when, and its cost paid."""

from __future__ import annotations

from .words import Args, Table, join, qty

_WHY = {
    "gone": "su fuente ya no está en el campo de batalla",
    "loyalty": "no tiene bastantes contadores de lealtad",
    "tapped": "ya está girado y no se puede girar para pagarlo",
    "life": "no tiene tantas vidas",
    "counters": "no tiene esos contadores para quitarlos",
}


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else "−" + str(-n) if n < 0 else "0"


def _loyalty_when(a: Args) -> str:
    if a.raw["used"]:
        why = "ya se activó una habilidad de lealtad de ese permanente este turno"
    elif not a.raw["main"]:
        why = "solo se activa en una fase principal del turno de su controlador"
    else:
        why = f"la pila no está vacía (hay {a.raw['stack']})"
    return (
        f"La habilidad de lealtad {a['item']} no se puede activar: {why}. "
        "Una habilidad de lealtad se activa solo con prioridad, en una fase principal del turno "
        "de su controlador y con la pila vacía, y solo una por permanente y turno."
    )


def _loyalty_paid(a: Args) -> str:
    change, who = a.raw["change"], a["who"]
    counters = qty(abs(change), "contador", "contadores") + " de lealtad"
    if change > 0:
        what = f"se {'pone' if change == 1 else 'ponen'} {counters} en {who}"
    elif change < 0:
        what = f"se {'quita' if change == -1 else 'quitan'} {counters} de {who}"
    else:
        what = f"no se pone ni se quita ningún contador de {who}"
    return (
        f"Coste de la habilidad de lealtad ({_signed(change)}): {what}, que queda con lealtad "
        f"{a.raw['loyalty']}."
    )


ACTIVATION: Table = {
    # The untap step: what a cost ({T}) or an effect tapped untaps again.
    "activation.loyalty_when": _loyalty_when,
    "activation.restricted": lambda a: (
        f"{a['item']} no se puede activar ahora: "
        + {
            "once": "solo se activa una vez por turno y ya se activó este turno",
            "your_turn": "solo se activa durante el turno de su controlador",
            "step": "solo se activa durante el mantenimiento de su controlador",
            "class_level": f"solo se activa si la Clase es de nivel {a.raw.get('needed')}",
        }[a.raw["why"]]
        + ". La restricción que dice la habilidad se cumple siempre."
    ),
    "activation.cant_pay": lambda a: (
        f"No se puede pagar el coste de {a['item']} ({a['cost']}): {_WHY[a.raw['why']]}"
        + (
            f" (lealtad {a.raw['loyalty']})"
            if a.raw["why"] == "loyalty" and a.raw["loyalty"] is not None
            else ""
        )
        + ". Un coste que no se puede pagar entero no se paga: la habilidad no se activa."
    ),
    "activation.loyalty_paid": _loyalty_paid,
    "activation.cycling_discard": lambda a: (
        f"Coste del ciclo: {a['player']} descarta {a['card']} de su mano (va a su cementerio); "
        "el ciclo solo se activa mientras la carta está en la mano."
    ),
    "activation.tapped": lambda a: f"Coste: se gira {a['who']}.",
    "activation.life_paid": lambda a: (
        f"Coste: {a['player']} paga {qty(a.raw['amount'], 'vida')} y queda con {a.raw['life']}."
    ),
    "activation.sacrificed": lambda a: (
        f"Coste: se sacrifica {join(a.each('who'))}"
        + (
            "; la habilidad ya está en la pila y se resuelve igual, con la última información "
            "conocida de su fuente."
            if a.raw["source"]
            else "."
        )
    ),
    "activation.sacrifice_which": lambda a: (
        f"El coste de {a['item']} («{a['cost']}») pide sacrificar un permanente: "
        + f"{a['named']} no es uno que su controlador pueda sacrificar para pagarlo"
        + ". Sin pagar el coste, la habilidad no se activa."
    ),
    "activation.counters_removed": lambda a: (
        "Coste: se "
        + join(
            [
                f"quita{'n' if c > 1 else ''} {qty(c, 'contador', 'contadores')} {kind}"
                for kind, c in (("+1/+1", a.raw["plus"]), ("-1/-1", a.raw["minus"]))
                if c
            ]
        )
        + f" de {a['who']}."
    ),
    "activation.crew_unpaid": lambda a: (
        f"No se puede pagar el coste de {'ensillar' if a.raw.get('saddle') else 'tripular'} "
        f"de {a['item']} (fuerza total "
        f"{a.raw['needed']} o más): "
        + (
            f"{join(a.each('wrong'))} no es otra criatura enderezada de su controlador"
            if a.raw["wrong"]
            else f"{join(a.each('named'))} suma{'n' if len(a.raw['named']) > 1 else ''} "
            f"fuerza {a.raw['total']}"
        )
        + ". Un coste que no se puede pagar entero no se paga: la habilidad no se activa."
    ),
    "activation.crewed": lambda a: (
        f"Coste de {'ensillar' if a.raw.get('saddle') else 'tripular'} {a.raw['needed']}: "
        f"se gira{'n' if len(a.raw['who']) > 1 else ''} "
        f"{join(a.each('who'))}, con fuerza total {a.raw['total']}."
    ),
    "activation.mana_ability": lambda a: (
        f"{a['player']} activa {a['item']}, una habilidad de maná: no usa la pila y se resuelve "
        "en cuanto se activa."
    ),
    "activation.zero_targets": lambda a: (
        f"{a['item']} dice «hasta un objetivo» y no se elige ninguno: va a la pila con cero "
        "objetivos, que es una elección legal; lo que haría a ese objetivo no se hace a nada, y "
        "el resto de la habilidad sí ocurre."
    ),
    "activation.sick": lambda a: (
        f"{a['who']} entró o pasó a ser de su controlador este turno y no tiene prisa: no se "
        f"puede activar {a['item']}, que lleva {{T}} en su coste."
    ),
    "activation.saddled": lambda a: f"{a['who']} queda ensillada hasta el final del turno.",
    "activation.ninjutsu_return": lambda a: (
        f"Para pagar el ninjutsu de {a['card']} se revela la carta y {a['who']}, atacante no "
        "bloqueada, vuelve a la mano de su propietario: sale del combate."
    ),
    "activation.station_unpaid": lambda a: (
        f"No se puede pagar el coste «gira otra criatura enderezada que controles» de "
        f"{a['item']}: {a['who']} no es otra criatura enderezada que controle quien la activa."
    ),
    "activation.stationed": lambda a: (
        f"Coste{' de estación' if a.raw.get('station') else ''}: se gira {a['who']}, otra "
        f"criatura enderezada, con fuerza {a.raw['power']}."
    ),
}
