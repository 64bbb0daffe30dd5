"""Spanish wording of the timing question: can this card be played right now?"""

from __future__ import annotations

from bot.engine.vocabulary import CARD_TYPE_ES, STEP_ES

from .words import Args, Table, qty


def _situation(a: Args) -> str:
    kind = " ".join(CARD_TYPE_ES[t] for t in a.raw["types"])
    turn = "de tu turno" if a.raw["own_turn"] else "del turno de otro jugador"
    stack = a.raw["stack"]
    pile = "la pila está vacía" if not stack else f"hay {stack} objeto(s) en la pila"
    flash = " con destello" if a.raw["flash"] else ""
    return (
        f"Situación: carta de tipo {kind}{flash}; momento: {STEP_ES[a.raw['step']]} {turn}; {pile}."
    )


def _failures(a: Args) -> str:
    return ", ".join(a.each("failures"))


def _cost(a: Args) -> str:
    card, total = f"«{a['card']}»", a.raw["total"]
    printed = f"{card} cuesta {a['mana_cost']} (valor de maná {a.raw['mana_value']})"
    if a.raw.get("exile") in ("plotted", "suspended_last"):
        return f"Coste total: se lanza sin pagar su coste de maná: {total} de maná."
    if a.raw.get("exile") == "madness":
        return (
            f"Coste total: se paga su coste de locura, {a['mana_cost']}, en lugar de su coste "
            f"de maná (un coste alternativo): {total} de maná."
        )
    if a.raw.get("exile") == "foretold":
        return (
            f"Coste total: desde el exilio se paga su coste de presagio, {a['mana_cost']}, en "
            f"lugar de su coste de maná (un coste alternativo): {total} de maná."
        )
    if a.raw.get("flashback"):
        return (
            f"Coste total: desde el cementerio se paga su coste de retrospectiva, "
            f"{a['mana_cost']}, en lugar de su coste de maná (un coste alternativo); nada lo "
            f"aumenta ni lo reduce: {total} de maná."
        )
    if not a.raw["command"]:
        return f"Coste total: {printed}; nada lo aumenta ni lo reduce: {total} de maná."
    casts = a.raw["casts"]
    if not casts:
        return (
            f"Coste total: {printed}. Se lanza desde la zona de mando por primera vez en la "
            f"partida, así que no hay impuesto de comandante: {total} de maná."
        )
    return (
        f"Coste total: {printed}, más {{2}} por cada vez anterior que su lanzador lo lanzó desde "
        f"la zona de mando ({qty(casts, 'vez', 'veces')}): {a.raw['mana_value']} + 2 × {casts} "
        f"= {total} de maná. Su valor de maná no cambia: es el de su coste impreso."
    )


def _tap_to_pay(a: Args) -> str:
    ways = [("convocar", a.raw["convoke"]), ("improvisar", a.raw["improvise"])]
    taps = [
        (
            "criaturas enderezadas tuyas (una de un color paga un maná de ese color o uno "
            "genérico)",
            a.raw["convoke"],
        ),
        ("artefactos enderezados tuyos (cada uno, un maná genérico)", a.raw["improvise"]),
    ]
    rest = a.raw["rest"]
    return (
        f"«{a['card']}» tiene {' y '.join(w for w, on in ways if on)}: no cambia su coste "
        f"total, pero se puede pagar parte girando {' o '.join(w for w, on in taps if on)}. "
        f"Con lo que controlas, como mucho {a.raw['payable']} de los {a.raw['total']}: "
        f"queda{'n' if rest != 1 else ''} {rest} de maná por pagar."
    )


TIMING: Table = {
    "costs.kicker": lambda a: (
        f"«{a['card']}» tiene estímulo {a.raw['kicker']}: quien la lanza puede pagarlo además, "
        f"como coste adicional; si lo paga, el coste total es {a.raw['kicked']} en vez de "
        f"{a.raw['total']}, y el hechizo se lanzó con estímulo."
    ),
    "costs.buyback": lambda a: (
        f"«{a['card']}» tiene recompra {a.raw['buyback']}: quien la lanza puede pagarla además, "
        f"como coste adicional; si la paga, el coste total es {a.raw['bought']} en vez de "
        f"{a.raw['total']}, y al resolverse vuelve a su mano en vez de ir al cementerio."
    ),
    "costs.total": _cost,
    "costs.alternative": lambda a: (
        f"«{a['card']}» tiene "
        + {"dash": "rapidez", "evoke": "evocar", "warp": "warp"}[a.raw["keyword"]]
        + f" {a.raw['cost']}: quien la lanza puede pagar ese coste en vez de su coste de maná "
        f"(un coste alternativo); entonces el coste total es {a.raw['alternative']} en vez de "
        f"{a.raw['total']}"
        + {
            "dash": ", tiene prisa y vuelve a su mano al comienzo del próximo paso final.",
            "evoke": ", y al entrar se sacrifica.",
            "warp": " (solo desde la mano), y se exilia al comienzo del próximo paso final.",
        }[a.raw["keyword"]]
    ),
    "costs.affinity": lambda a: (
        f"«{a['card']}» tiene afinidad: cuesta {{1}} menos por cada permanente que controla quien "
        "la lanza y que cumple lo que dice; "
        + (
            f"cuenta {qty(len(a.raw['counted']), 'permanente')} ("
            + ", ".join(f"«{n}»" for n in a.raw["counted"])
            + ")."
            if a.raw["counted"]
            else "no controla ninguno, así que no reduce nada."
        )
    ),
    "costs.delve": lambda a: (
        f"Delve (exhumar): por cada maná genérico del coste total ({a.raw['total']}) puedes "
        "exiliar una carta de tu cementerio en vez de pagarlo: hasta "
        f"{a.raw['generic']} carta(s) pagan {a.raw['generic']} de maná, y quedan "
        f"{a.raw['rest']} de maná de color por pagar. El coste total no cambia."
    ),
    "costs.tap_to_pay": _tap_to_pay,
    "timing.not_from_graveyard": lambda a: (
        f"«{a['card']}» no se puede lanzar desde el cementerio: solo se empieza a lanzar un "
        "hechizo si una regla o un efecto lo permite, y nada lo permite desde ahí (por ejemplo, "
        "retrospectiva)."
    ),
    "timing.flashback": lambda a: (
        f"«{a['card']}» tiene retrospectiva {a['cost']}: se puede lanzar desde el cementerio "
        "pagando ese coste en lugar de su coste de maná, y con el momento de siempre de su tipo; "
        "si se lanza así, al dejar la pila se exilia en vez de ir a cualquier otro sitio."
    ),
    "timing.not_from_exile": lambda a: (
        f"«{a['card']}» no se puede lanzar ahora desde el exilio: solo se lanza un hechizo si "
        "una regla o un efecto lo permite, y "
        + (
            "una carta suspendida solo se lanza por su propio disparo, al quitarle el último "
            "contador de tiempo."
            if a.raw["how"] == "suspended"
            else "no tiene presagiar ni warp que lo permitan."
        )
    ),
    "timing.exiled_this_turn": lambda a: (
        f"«{a['card']}» llegó al exilio en este turno: una carta presagiada, tramada o "
        "exiliada por warp solo se puede lanzar desde ahí cuando ese turno haya terminado."
    ),
    "timing.from_exile": lambda a: (
        f"«{a['card']}» "
        + {
            "foretold": "se presagió en un turno anterior: se puede lanzar desde el exilio "
            "pagando su coste de presagio en lugar de su coste de maná, con el momento de "
            "siempre de su tipo.",
            "plotted": "se tramó en un turno anterior: su propietario puede lanzarla desde el "
            "exilio sin pagar su coste de maná, solo en su fase principal con la pila vacía "
            "(aunque sea un instantáneo).",
            "warped": "se exilió por su warp en un turno anterior: su propietario puede "
            "lanzarla desde el exilio pagando su coste de maná, con el momento de siempre de "
            "su tipo.",
            "madness": "se descartó con locura y se exilió: mientras se resuelve su disparo, "
            f"su propietario puede lanzarla pagando su coste de locura, {a.raw['cost']}, en "
            "lugar de su coste de maná; si no lo hace, va al cementerio.",
            "suspended_last": "está suspendida y se le acaba de quitar el último contador de "
            "tiempo: mientras se resuelve ese disparo, su propietario puede lanzarla sin pagar "
            "su coste de maná (una criatura lanzada así gana prisa); si no, sigue exiliada.",
        }[a.raw["how"]]
    ),
    "timing.during_resolution": lambda a: (
        f"«{a['card']}» se lanza mientras se resuelve un disparo, no con prioridad: su tipo "
        "no limita cuándo (aunque sea un conjuro, en el turno de otro o con la pila llena)."
    ),
    "timing.unpayable": lambda a: (
        f"«{a['card']}» no tiene coste de maná: es un coste que no se puede pagar, así que no "
        "se lanza salvo pagando otro coste en su lugar"
        + (
            f". Se puede suspender pagando {a.raw['suspend']} (una acción especial)."
            if a.raw["suspend"]
            else "."
        )
    ),
    "timing.retrace": lambda a: (
        f"«{a['card']}» tiene desandar: se puede lanzar desde el cementerio de su propietario "
        "descartando una carta de tierra como coste adicional, pagando su coste de maná y con "
        "el momento de siempre de su tipo."
    ),
    "timing.situation": _situation,
    "timing.cant_cast": lambda a: (
        f"«{a['source']}» dice que no puedes lanzar hechizos ahora: un «no puede» prevalece "
        "sobre lo que lo permitiría, así que no se puede lanzar."
    ),
    "timing.extra_lands": lambda a: (
        "Puedes jugar más tierras este turno: "
        + ", ".join(
            f"«{s['name']}» te deja jugar "
            + qty(int(s["amount"]), "tierra adicional", "tierras adicionales")
            for s in a.raw["sources"]
        )
        + f"; en total, {qty(a.raw['allowed'], 'tierra')} este turno."
    ),
    "timing.instant": lambda a: (
        "Un instantáneo (o una carta con destello) se puede lanzar en cualquier momento "
        "en que tengas prioridad, aunque la pila no esté vacía y sea el turno de otro."
    ),
    "timing.sorcery_no": lambda a: (
        "Sin destello, este hechizo solo se puede lanzar en una fase principal de tu "
        f"turno con la pila vacía y teniendo prioridad; aquí {_failures(a)}."
    ),
    "timing.sorcery_yes": lambda a: (
        "Es tu fase principal, tienes prioridad y la pila está vacía: puedes lanzarlo."
    ),
    "timing.untap": lambda a: (
        "Nadie recibe prioridad durante el paso de enderezar, así que no se puede lanzar nada."
    ),
    "timing.cleanup_no": lambda a: (
        "Normalmente nadie recibe prioridad en el paso de limpieza, así que no se "
        "puede lanzar nada, ni siquiera un instantáneo. Solo si en la limpieza se "
        "realizan acciones de estado o se dispara alguna habilidad, el jugador "
        "activo recibe prioridad (y después los demás) y entonces sí se puede."
    ),
    "timing.cleanup_yes": lambda a: (
        "En este paso de limpieza se realizaron acciones de estado o se disparó alguna "
        "habilidad: por eso el jugador activo recibe prioridad, y luego los demás; al "
        "terminar habrá otro paso de limpieza."
    ),
    "timing.no_priority": lambda a: (
        "Sin prioridad no se puede lanzar ningún hechizo: hay que esperar a recibirla."
    ),
    "timing.land_no": lambda a: (
        "Jugar una tierra es una acción especial que solo puedes hacer en una fase "
        "principal de tu turno, con la pila vacía, teniendo prioridad y si te quedan "
        f"tierras por jugar este turno; aquí {_failures(a)}."
    ),
    "timing.land_yes": lambda a: (
        "Puedes jugar la tierra: es tu fase principal, la pila está vacía, tienes "
        f"prioridad y has jugado {a['played']} de {a['allowed']} tierra(s) permitidas. No usa "
        "la pila, así que no se puede responder."
    ),
    "timing.not_your_turn": lambda a: "no es tu turno",
    "timing.not_main": lambda a: f"no es una fase principal ({STEP_ES[a.raw['step']]})",
    "timing.split_second": lambda a: (
        f"No: {a['spell']} está en la pila y tiene segundo rápido (split second); mientras siga "
        "ahí nadie lanza hechizos ni activa habilidades que no sean de maná (jugar una tierra, "
        "una acción especial, sí se puede si el momento lo permite)."
    ),
    "timing.stack_not_empty": lambda a: "la pila no está vacía",
    "timing.no_priority_now": lambda a: "no tienes prioridad",
    "timing.lands_used": lambda a: (
        f"ya jugaste {a['played']} tierra(s) este turno y solo puedes jugar {a['allowed']}"
    ),
    "timing.lands_put": lambda a: (
        f"Este turno un efecto puso {qty(a.raw['put'], 'tierra')} en el campo de batalla: "
        "poner una tierra no es jugarla y no cuenta como la tierra jugada del turno (tierras "
        f"jugadas: {a.raw['played']})."
    ),
}
