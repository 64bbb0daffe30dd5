"""Spanish wording of what spells and abilities do as they resolve (608.2, 701)."""

from __future__ import annotations

from bot.engine.vocabulary import the_step

from .layers_es import LAYER_ES
from .monstrosity_es import life_es
from .sba_es import moved
from .words import Args, Table, join, qty

_LAYER_NAME = {
    **LAYER_ES,
    "7a": "capa 7a",
    "7b": "capa 7b (fijar fuerza/resistencia)",
    "7c": "capa 7c (modificar fuerza/resistencia)",
    "7d": "capa 7d (intercambiar)",
}

# What the resolve step adds after the move itself (sba_es.moved); "{n}" is the plural ending.
_AFTER_MOVE = {
    "destroy": ": va{n} al cementerio de su propietario",
    "sacrifice": (
        ": va{n} al cementerio de su propietario (no es destruir: "
        "indestructible y regenerar no lo impiden)"
    ),
    "return_to_hand": (
        ": deja{n} el campo de batalla sin morir, y si vuelve a jugarse es un objeto nuevo, "
        "sin contadores, daño ni efectos de antes"
    ),
}


def _move(how: str, several: bool) -> str:
    return moved(how, several) + _AFTER_MOVE.get(how, "").format(n="n" if several else "")


def _draw(a: Args) -> str:
    text = f"{a['player']} roba {qty(a.raw['got'], 'carta')}, una a una"
    if a.raw["library"] is not None:
        text += f" (le quedan {qty(a.raw['library'], 'carta')} en la biblioteca)"
    if a.raw["got"] < a.raw["wanted"]:
        text += (
            f"; tenía que robar {a['wanted']} e intentó robar de una biblioteca vacía: "
            "perderá la partida la próxima vez que un jugador fuera a recibir prioridad"
        )
    return text + "."


def _discard(a: Args) -> str:
    got, wanted = a.raw["got"], a.raw["wanted"]
    if wanted is None:
        text = f"{a['player']} descarta su mano: {qty(got, 'carta')}"
    else:
        text = f"{a['player']} descarta {qty(got, 'carta')}, que elige"
        if got < wanted:
            text += f" (tenía que descartar {wanted}, pero solo tenía {got} en la mano)"
    return text + ", de su mano a su cementerio."


def _shuffle_graveyard(a: Args) -> str:
    text = (
        f"{a['player']} baraja su cementerio en su biblioteca: "
        f"{qty(a.raw['moved'], 'carta')} pasa{'n' if a.raw['moved'] != 1 else ''} a ella"
    )
    if a.raw["library"] is not None:
        text += f", que ahora tiene {qty(a.raw['library'], 'carta')}"
    return text + "."


def _continuous(a: Args) -> str:
    layers = a.raw["layers"]
    where = f" Se aplica en la {' y la '.join(_LAYER_NAME[la] for la in layers)}." if layers else ""
    locked = " Afecta solo a lo que afectaba al empezar." if a.raw["locked"] else ""
    return (
        f"Se crea un efecto continuo con marca de tiempo {a['timestamp']}: "
        f"{join(a.each('to'))}: {a['effect']}.{locked}{where}"
    )


# Counter kinds the engine names in English ("+1/+1" reads the same in both languages).
_COUNTER_ES = {"loyalty": "de lealtad", "poison": "de veneno", "level": "de nivel"}


def _counter_es(a: Args) -> str:
    return _COUNTER_ES.get(str(a.raw["counter"]), str(a["counter"]))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _copied(a: Args) -> str:
    copies = [
        f"«{c['name']}»" + (f" (objetivos: {join(c['targets'])})" if c["targets"] else "")
        for c in a.raw["copies"]
    ]
    several = len(copies) > 1
    text = (
        f"{a['controller']} pone en la pila {'copias' if several else 'una copia'} de "
        f"{a['item']}: {join(copies)}. Una copia no se lanza (nada que se dispare al lanzar "
        "un hechizo la ve) y copia también las decisiones tomadas para el hechizo (modos, "
        "objetivos, X)"
    )
    if a.raw["retarget"]:
        text += (
            "; su controlador eligió nuevos objetivos"
            if a.raw["changed"]
            else "; su controlador mantuvo los mismos objetivos"
        )
    return text + "."


RESOLVE: Table = {
    "resolve.equal_to": lambda a: (
        f"La {'fuerza' if a.raw['which'] == 'power' else 'resistencia'} de {a['what']} es "
        f"{a.raw['value']}"
        + (
            ""
            if a.raw["on_battlefield"]
            else " (ya no está en el campo de batalla: cuenta su última información conocida)"
        )
        + f"; esa es la cantidad de vidas, para {a['player']}."
    ),
    "resolve.class_level": lambda a: (
        f"{_capital(a['who'])} pasa a ser de nivel {a['level']}: desde ahora tiene las "
        "habilidades de su barra de nivel (y las de los niveles anteriores)."
    ),
    "resolve.extra_turn": lambda a: (
        f"{a['player']} tomará un turno adicional justo después de este."
    ),
    "resolve.set_life": lambda a: (
        f"El total de vidas de {a['player']} pasa a ser {a['life']}: "
        + (
            "ya lo era, así que no gana ni pierde vidas."
            if not a.raw["change"]
            else f"{'gana' if a.raw['change'] > 0 else 'pierde'} la diferencia, "
            f"{abs(a.raw['change'])}."
        )
    ),
    "resolve.per_count": lambda a: (
        f"Se cuenta al resolverse: {a['times']} × {a['each']} = {a['total']}."
    ),
    "resolve.nothing_to_act_on": lambda a: (
        f"{_capital(a['what'])}: no hay nada sobre lo que actúe ahora, así que no hace nada."
    ),
    "resolve.attach": lambda a: (
        f"{a['what']} queda anexado a {a['to']}, con una marca de tiempo nueva."
    ),
    "resolve.attach_none": lambda a: (
        "No se anexa nada: la fuente o su objetivo ya no están en el campo de batalla."
    ),
    "resolve.fight": lambda a: (
        f"{a['first']} y {a['second']} luchan: cada una hace a la otra tanto daño como su "
        "fuerza, a la vez (no es daño de combate)."
    ),
    "resolve.fight_none": lambda a: (
        "No hay lucha: una de las dos criaturas ya no está en el campo de batalla, ya no es "
        "una criatura o es un objetivo ilegal, así que ninguna hace daño."
    ),
    "resolve.damage": lambda a: (
        f"{a['source']} hace {qty(a.raw['amount'], 'daño')} a {join(a.each('to'))}"
        + (
            ", repartidos como anunció al lanzarlo, todo a la vez."
            if a.raw.get("divided")
            else ", todo a la vez."
            if len(a.raw["to"]) > 1
            else "."
        )
    ),
    "resolve.life": lambda a: (
        f"{a['player']} {'gana' if a.raw['gain'] else 'pierde'} "
        f"{qty(a.raw['amount'], 'vida')}: {a.raw['life'][0]} → {a.raw['life'][1]}."
    ),
    "resolve.life_floor_not_damage": lambda a: (
        f"El efecto que impide que el daño deje a {a['player']} con menos de "
        f"{qty(a.raw['floor'], 'vida')} no se aplica: perder vidas no es daño."
    ),
    "resolve.draw": _draw,
    "resolve.tap": lambda a: (
        f"{a['who']} se gira." if a.raw["changed"] else f"{a['who']} ya estaba girada."
    ),
    "resolve.untap": lambda a: (
        f"{a['who']} se endereza." if a.raw["changed"] else f"{a['who']} ya estaba enderezada."
    ),
    "resolve.enters_tapped": lambda a: f"{a['who']} entra girada, como dice su texto.",
    "resolve.add_mana": lambda a: (
        f"{a['player']} añade "
        + (
            " o ".join(a.raw["options"]) + ", a su elección,"
            if len(a.raw["options"]) > 1
            else a.raw["options"][0]
        )
        + " a su reserva de maná, que se vacía al final de cada paso y fase."
    ),
    "resolve.discard": _discard,
    "resolve.shuffle_graveyard": _shuffle_graveyard,
    "resolve.mill": lambda a: (
        f"{a['player']} muele {a.raw['wanted']}: pone "
        + ("la carta de arriba" if a.raw["got"] == 1 else f"las {a.raw['got']} cartas de arriba")
        + " de su biblioteca en su cementerio"
        + (
            f" (solo tenía {a.raw['got']}: no se muele más de lo que hay)"
            if a.raw["got"] < a.raw["wanted"]
            else ""
        )
        + (
            f"; le quedan {a.raw['library']} en la biblioteca."
            if a.raw["library"] is not None
            else "."
        )
    ),
    "resolve.scry": lambda a: (
        f"{a['player']} adivina {a.raw['amount']}: mira "
        + (
            "la carta de arriba de su biblioteca y la deja encima o la pone en el fondo"
            if a.raw["looks"] == 1
            else f"las {a.raw['looks']} cartas de arriba de su biblioteca y pone las que "
            "quiera en el fondo y el resto encima, en el orden que quiera"
        )
        + "; ninguna cambia de zona, así que su biblioteca tiene las mismas cartas."
    ),
    "resolve.poison": lambda a: (
        f"{a['player']} tiene ahora {qty(a.raw['poison'], 'contador', 'contadores')} de veneno."
    ),
    "resolve.counters_put": lambda a: (
        f"Se {'pone' if a.raw['amount'] == 1 else 'ponen'} "
        f"{qty(a.raw['amount'], 'contador', 'contadores')} {_counter_es(a)} en {a['who']}."
    ),
    "resolve.counters_removed": lambda a: (
        f"Se {'quita' if a.raw['amount'] == 1 else 'quitan'} "
        f"{qty(a.raw['amount'], 'contador', 'contadores')} {_counter_es(a)} de {a['who']}."
    ),
    "resolve.indestructible": lambda a: f"{a['who']} es indestructible: no se destruye.",
    "resolve.cant_regenerate": lambda a: (
        f"{a['who']} tiene un escudo de regeneración, pero no puede ser regenerada: el "
        "escudo no se aplica."
    ),
    "resolve.regeneration_shield": lambda a: (
        f"{a['who']} queda protegida por un escudo de regeneración este turno: la próxima vez "
        "que fuera a destruirse, en su lugar se le quita el daño, se gira y sale del combate."
    ),
    "regenerates": lambda a: (
        f"{a['who']} iba a destruirse, pero se regenera: se le quita todo el "
        "daño, se gira y sale del combate."
    ),
    "resolve.move": lambda a: (
        f"{join(a.each('who'))} {_move(a.raw['how'], len(a.raw['who']) > 1)}."
    ),
    "resolve.cant_gain_life": lambda a: (
        f"{a['player']} no puede ganar vidas"
        + (f" («{a['source']}»)" if a["source"] else "")
        + f": no gana las {a['amount']} vidas; el «no puede» prevalece."
    ),
    "resolve.emblem": lambda a: (
        f"{a['player']} obtiene un emblema con «{a['text']}» ({a['emblem']}): va a la zona de "
        "mando, no es una carta ni un permanente, y su habilidad funciona desde allí el resto "
        "de la partida."
    ),
    "resolve.tokens": lambda a: (
        f"{a['player']} crea {qty(a.raw['count'], 'ficha')} «{a['token']}»"
        + (f" {a.raw['pt'][0]}/{a.raw['pt'][1]}" if a.raw["pt"] is not None else "")
        + ": entra(n) en el campo de batalla bajo su control."
    ),
    "resolve.prevention": lambda a: (
        "Se crea un efecto de prevención: se prevendrá "
        + (
            "todo el daño"
            if a.raw["amount"] is None
            else f"los próximos {qty(a.raw['amount'], 'daño')}"
        )
        + f" que se fuera a hacer a {join(a.each('to'))} este turno."
    ),
    "resolve.continuous": _continuous,
    "resolve.no_return_token": lambda a: f"{a['who']} es una ficha: no vuelve.",
    "resolve.no_return_token_gone": lambda a: (
        f"{a['who']} era una ficha: al dejar el campo de batalla no puede volver, y ya ha "
        "dejado de existir, así que no vuelve."
    ),
    "resolve.no_return_gone": lambda a: f"{a['who']} ya no está en el cementerio: no vuelve.",
    "resolve.returns": lambda a: (
        f"{a['who']} vuelve del cementerio al campo de batalla con un contador "
        f"{a['counter']}: es un objeto nuevo, sin el daño ni los efectos de antes."
    ),
    "resolve.cant_be_countered": lambda a: (
        f"{a['item']} no puede ser contrarrestado: sigue en la pila, y lo que dice «no puede» "
        "prevalece sobre lo que manda contrarrestarlo."
    ),
    "resolve.delayed": lambda a: (
        f"{a['item']} crea una habilidad disparada retardada: la próxima vez que empiece "
        f"{the_step(a.raw['step'])}, {a['effects']}. Se dispara una sola vez."
    ),
    "resolve.evolve_no_longer": lambda a: (
        f"Al resolverse se comprueba de nuevo su condición: {a['who']} es "
        f"{a.raw['power']}/{a.raw['toughness']} y la criatura que entró, "
        f"{a.raw['new_power']}/{a.raw['new_toughness']}, ya no tiene más fuerza ni más "
        "resistencia; la habilidad no hace nada."
    ),
    "resolve.unless_paid": lambda a: (
        f"{a['who']} paga {life_es(a['cost'])}: {a['item']} no queda contrarrestado y sigue "
        "en la pila."
    ),
    "resolve.unless_not_paid": lambda a: (
        f"{a['who']} no paga {life_es(a['cost'])}, lo único que evitaba que {a['item']} fuera "
        "contrarrestado."
    ),
    "resolve.countered": lambda a: (
        f"{a['item']} queda contrarrestado: sale de la pila sin resolverse, ninguno de sus "
        "efectos ocurre y "
        + ("va al cementerio de su propietario" if a.raw["spell"] else "deja de existir")
        + "."
    ),
    "resolve.age_counter": lambda a: (
        f"Se pone un contador de edad en {a['who']}: ya tiene {a.raw['age']}."
    ),
    "resolve.upkeep_paid": lambda a: (
        f"{a['player']} paga {a['cost']}"
        + ("" if a.raw["echo"] else " (el coste, una vez por cada contador de edad)")
        + f": conserva {a['who']}."
    ),
    "resolve.upkeep_not_paid": lambda a: (
        f"{a['player']} no paga {a['cost']}"
        + ("" if a.raw["echo"] else " (el coste, una vez por cada contador de edad)")
        + f", así que sacrifica {a['who']}."
    ),
    "face_down.turned_up": lambda a: (
        f"{a['player']} pone boca arriba {a['who']} pagando su coste de "
        + {"morph": "metamorfosis", "megamorph": "megamorfosis", "disguise": "disfraz"}[
            a.raw["keyword"]
        ]
        + f", {a['cost']}: es una acción especial, no usa la pila. Recupera sus características "
        "normales y sigue siendo el mismo permanente (su daño, sus contadores y los efectos que "
        "le afectaban siguen; no «entra» otra vez)"
        + (", y recibe un contador +1/+1" if a.raw["keyword"] == "megamorph" else "")
        + f"; después {a['player']} recibe prioridad."
    ),
    "resolve.buyback": lambda a: (
        f"Se pagó la recompra de {a['item']} ({a.raw['cost']}): al resolverse vuelve a la mano "
        "de su propietario en vez de ir a su cementerio."
    ),
    "resolve.unearth": lambda a: (
        f"{a['who']} vuelve del cementerio al campo de batalla como un objeto nuevo, con prisa; "
        "al comienzo del próximo paso final se exiliará, y si fuera a dejar el campo de "
        "batalla, se exilia en su lugar."
    ),
    "resolve.unearth_gone": lambda a: (
        f"{a['card']} ya no está en el cementerio: la habilidad no hace nada."
    ),
    "replacement.unearth_exile": lambda a: (
        f"{a['who']} fue desenterrada: en vez de ir "
        + {"graveyard": "al cementerio", "hand": "a la mano", "library": "a la biblioteca"}.get(
            a.raw["to"], "a otra zona"
        )
        + ", se exilia."
    ),
    "resolve.copies_none": lambda a: (
        f"No se lanzó ningún otro hechizo antes que {a['item']} en este turno: la tormenta "
        "no hace ninguna copia."
    ),
    "resolve.copied": _copied,
    "resolve.cascade_exiles": lambda a: (
        f"{a['player']} exilia cartas de arriba de su biblioteca hasta exiliar una que no sea "
        f"tierra con valor de maná menor que {a.raw['mana_value']} (el de {a['item']}): "
        + (
            f"se detiene en «{a.raw['hit']}», como dice el escenario."
            if a.raw["hit"]
            else "según el escenario no encuentra ninguna."
        )
    ),
    "resolve.cascade_bottom": lambda a: (
        ("No lanza «" + a.raw["hit"] + "»: " if a.raw["hit"] else "")
        + "las cartas exiliadas van al fondo de la biblioteca de "
        f"{a['player']} en orden aleatorio; ninguna deja la biblioteca."
    ),
    "resolve.cascade_cast": lambda a: (
        f"{a['player']} lanza {a['item']} sin pagar su coste de maná"
        + (f", con objetivos: {join(a.raw['targets'])}" if a.raw["targets"] else "")
        + "; es un hechizo lanzado (lo ven los disparos de «cuando lanzas»). Las demás cartas "
        "exiliadas van al fondo de la biblioteca en orden aleatorio."
    ),
    "resolve.rebound_exiled": lambda a: (
        f"Se crea una habilidad disparada retardada: al comienzo del próximo mantenimiento de "
        f"{a['player']}, puede lanzar {a['item']} desde el exilio sin pagar su coste de maná. "
        "Se dispara una sola vez."
    ),
    "resolve.rebound_gone": lambda a: (
        f"{a['item']} ya no está en el exilio: si volvió a otra zona es un objeto nuevo, y no "
        "hay nada que lanzar."
    ),
    "resolve.rebound_not_cast": lambda a: (
        f"Su controlador decide no lanzar {a['item']}: se queda en el exilio."
    ),
    "resolve.rebound_cast": lambda a: (
        f"{a['player']} lanza {a['item']} desde el exilio sin pagar su coste de maná"
        + (f", con objetivos: {join(a.raw['targets'])}" if a.raw["targets"] else "")
        + ". Se ha lanzado (lo ven los disparos de «cuando lanzas»), pero no desde la mano: "
        "al resolverse irá al cementerio."
    ),
    "resolve.ninjutsu": lambda a: (
        f"{a['who']} entra en el campo de batalla desde la mano girada y atacando a "
        f"{a['target']}, no bloqueada; no fue declarada como atacante, así que lo que se "
        "dispara «cuando ataca» no la ve."
    ),
    "resolve.station": lambda a: (
        f"{_capital(a['who'])} recibe {a.raw['amount']} contadores de carga (tiene "
        f"{a.raw['charge']})"
        + (
            ": desde ahora tiene lo impreso tras "
            + ", ".join(f"{n}+" for n in a.raw["reached"])
            + "."
            if a.raw["reached"]
            else "."
        )
    ),
}
