"""Spanish wording of state-based actions (704) and of why things leave the battlefield."""

from __future__ import annotations

from typing import Any

from index.vocabulary.game import spanish_names

from .effects_es import qualities_es
from .words import Args, Table, join, qty

_DIES_WORD = spanish_names("keyword")  # undying, persist: their Spanish names
_ZONE = {
    "exile": "al exilio",
    "hand": "a la mano de su propietario",
    "game": "fuera de la partida con su propietario",
}
# How a permanent leaves the battlefield, one wording for the step that moves it (resolve_es)
# and for the reason shown later (why.moved). The verbs are reflexive ("se destruye") so they
# agree with any card, whatever its name's gender; "{n}" is the plural ending.
_MOVED = {
    "destroy": "se destruye{n}",
    "exile": "se exilia{n}",
    "sacrifice": "se sacrifica{n}",
    "to_graveyard": "va{n} al cementerio de su propietario (muere{n}, sin destruirse)",
    "return_to_hand": "vuelve{n} a la mano de su propietario",
}


def moved(how: str, several: bool = False) -> str:
    """``moved("destroy")`` -> "se destruye"; with ``several``, "se destruyen"."""
    return _MOVED[how].format(n="n" if several else "")


def _whys(a: Args) -> str:
    return " y ".join(a.each("why"))


def _static_change(change: dict[str, Any]) -> str:
    pt = change["pt"]
    text = (
        f"«{change['name']}» ahora es {pt[0]}/{pt[1]}"
        if pt is not None
        else f"«{change['name']}» ya no tiene fuerza ni resistencia"
    )
    damage = int(change["damage"])
    if damage:
        text += (
            f", y sigue teniendo {qty(damage, 'daño marcado', 'daños marcados')} "
            "(el daño permanece hasta el paso de limpieza)"
        )
    return text


SBA: Table = {
    "sba.check": lambda a: (
        (
            "Se repite la comprobación porque en la anterior se realizaron acciones. "
            if a.raw["again"]
            else ""
        )
        + "Se comprueban las acciones de estado: todas las que se cumplen se realizan a la "
        "vez, como un único evento."
    ),
    "sba.done": lambda a: "Ya no se cumple ninguna acción de estado.",
    "sba.none": lambda a: "No se realiza ninguna acción de estado: la situación no cambia.",
    "sba.none_after_layers": lambda a: (
        "Con estos valores se comprueban las acciones de estado: no se realiza ninguna."
    ),
    "sba.cant_lose": lambda a: (
        f"{a['player']} {_whys(a)}, lo que le haría perder la partida, pero un efecto dice que "
        "no puede perder la partida: el «no puede» prevalece y sigue jugando."
    ),
    "sba.indestructible_zero": lambda a: (
        f"{a['who']} es indestructible, pero eso no lo impide: ir al "
        "cementerio por resistencia 0 o menos no es destruir."
    ),
    "sba.indestructible": lambda a: (
        f"{a['who']} {_whys(a)}, pero es indestructible: no se destruye (el daño sigue marcado)."
    ),
    "sba.same_name_not_legendary": lambda a: (
        f"Hay {a['count']} permanentes llamados «{a['name']}», pero no son legendarios: la "
        "regla de leyendas no se aplica."
    ),
    "sba.legends_different_controllers": lambda a: (
        f"Hay varias permanentes legendarias llamadas «{a['name']}», pero cada una la "
        "controla un jugador distinto: la regla de leyendas solo mira las de un mismo "
        "controlador."
    ),
    "sba.legend_rule": lambda a: (
        f"{a['player']} controla {a['count']} permanentes legendarias llamadas «{a['name']}»: "
        "elige una y las demás van al cementerio; "
        + (
            "se conserva la que eligió"
            if a.raw["chose"]
            else "no se indicó cuál conservar, así que por defecto se conserva la más "
            "reciente (la última que entró)"
        )
        + "."
    ),
    "sba.loses": lambda a: f"{a['player']} {_whys(a)}: pierde la partida.",
    "sba.draw": lambda a: "Todos los jugadores pierden a la vez: la partida es un empate.",
    "sba.token_ceases": lambda a: (
        f"{a['who']} es una ficha fuera del campo de batalla: deja de existir (lo que se "
        "disparó al cambiar de zona ya se disparó antes)."
    ),
    "sba.life_above_zero": lambda a: (
        f"{a['player']} ha bajado a {qty(a.raw['life'], 'vida', 'vidas')}, pero solo se pierde "
        "la partida con 0 vidas o menos: sigue jugando."
    ),
    "sba.counters_cancel": lambda a: (
        f"{a['who']} tenía contadores +1/+1 y -1/-1: se quitan {a['count']} de cada tipo."
    ),
    "sba.unattached": lambda a: (
        f"{a['who']} {a['why']}: queda desanexado y sigue en el campo de batalla."
    ),
    "sba.leaves": lambda a: (
        f"{a['who']} {_whys(a)}: "
        + ("se destruye" if a.raw["destroyed"] else "va al cementerio de su propietario")
        + "."
    ),
    "sba.dies_trigger_blocked": lambda a: (
        f"{a['who']} muere con {_DIES_WORD[a.raw['keyword']]}, pero la última vez que estuvo "
        f"en el campo de batalla tenía {qty(a.raw['count'], 'contador', 'contadores')} "
        f"{a['counter']}: la habilidad no se dispara."
    ),
    "sba.dies_trigger_token": lambda a: (
        f"{a['who']} muere sin contadores {a['counter']}, así que "
        f"{_DIES_WORD[a.raw['keyword']]} se dispara; pero es una ficha, y una ficha que ha "
        "dejado el campo de batalla no puede volver a él: no regresa, y deja de existir en la "
        "siguiente comprobación de acciones de estado."
    ),
    "sba.dies_trigger": lambda a: (
        f"{a['who']} muere sin contadores {a['counter']}: {_DIES_WORD[a.raw['keyword']]} se "
        f"dispara y volverá al campo de batalla con un contador {a['counter']}."
    ),
    "zones.no_dies_trigger": lambda a: (
        f"{a['who']} va {_ZONE[a.raw['to']]}, no al cementerio: no muere, así que su "
        f"{_DIES_WORD[a.raw['keyword']]} no se dispara."
    ),
    "zones.statics_gone": lambda a: (
        f"{', '.join(a.each('sources'))} ha dejado el campo de batalla, así que los efectos "
        "de sus habilidades estáticas dejan de existir: "
        + "; ".join(_static_change(c) for c in a.raw["changes"])
        + "."
    ),
    "leaving.player_leaves": lambda a: (
        f"{a['player']} deja la partida, que sigue sin él"
        + (
            f": {join(a.each('objects'))}, que posee, la "
            + ("dejan" if len(a.raw["objects"]) > 1 else "deja")
            + " también"
            if a.raw["objects"]
            else ""
        )
        + ", y terminan los efectos que le daban el control de algo."
    ),
    "leaving.exiled": lambda a: (
        f"{a['player']} aún controlaba {join(a.each('objects'))}: "
        + ("se exilian" if len(a.raw["objects"]) > 1 else "se exilia")
        + "."
    ),
    # Why a permanent leaves or a player loses: parts of the steps above and of the final list.
    "why.all": lambda a: _whys(a),
    "why.moved": lambda a: (
        moved(a.raw["how"]) + (f" por efecto de «{a['by']}»" if a.raw["by"] else "")
    ),
    "why.owner_left": lambda a: f"su propietario, {a['player']}, ha dejado la partida",
    "why.controller_left": lambda a: f"lo controlaba {a['player']}, que ha dejado la partida",
    "why.life": lambda a: f"tiene {qty(a.raw['life'], 'vida')}",
    "why.empty_library": lambda a: "intentó robar de una biblioteca vacía",
    "why.poison": lambda a: f"tiene {a['poison']} contadores de veneno",
    "why.commander_damage": lambda a: (
        f"ha recibido {qty(a.raw['total'], 'punto', 'puntos')} de daño de combate del "
        f"comandante {a['commander']} a lo largo de la partida (21 o más)"
    ),
    "why.no_longer_protected": lambda a: (
        f"{a['why']} y ya no hay ningún efecto que le impida perder"
    ),
    "why.toughness": lambda a: f"tiene resistencia {a['toughness']}",
    "why.loyalty": lambda a: "tiene lealtad 0",
    "why.saga": lambda a: (
        f"es una Saga con {qty(a.raw['lore'], 'contador', 'contadores')} de sabiduría y su "
        f"último capítulo es el {a['final']}, sin ningún capítulo suyo esperando ni en la pila: "
        "su controlador la sacrifica"
    ),
    "why.lethal": lambda a: (
        f"tiene {qty(a.raw['damage'], 'daño marcado', 'daños marcados')} y resistencia "
        f"{a['toughness']} (daño letal"
        + (
            "; el daño marcado antes no se va al bajar la resistencia: sigue hasta el paso de "
            "limpieza)"
            if a.raw.get("stays")
            else ")"
        )
    ),
    "why.deathtouch": lambda a: "recibió daño de una fuente con toque mortal",
    "why.legend_rule": lambda a: "sobra por la regla de leyendas",
    "attach.aura_unattached": lambda a: "es un Aura que no está anexada a nada",
    "attach.aura_on_player": lambda a: "es un Aura de encantar permanente anexada a un jugador",
    "attach.aura_host_gone": lambda a: (
        "es un Aura y lo que encantaba ya no está en el campo de batalla"
    ),
    "attach.aura_cant_enchant": lambda a: "es un Aura anexada a algo que no puede encantar",
    "attach.aura_not_allowed": lambda a: (
        f"solo puede encantar {a['wanted']} (su habilidad de encantar), y {a['host']} no lo es"
    ),
    "attach.aura_not_creature": lambda a: (
        f"es un Aura de encantar criatura y {a['host']} ya no es una criatura"
    ),
    "attach.equipment_on_player": lambda a: "es un Equipo anexado a un jugador",
    "attach.equipment_host_gone": lambda a: (
        "es un Equipo y la criatura que equipaba ya no está en el campo de batalla"
    ),
    "attach.equipment_not_creature": lambda a: (
        f"es un Equipo y {a['host']} no es una criatura que pueda equipar"
    ),
    "attach.protection": lambda a: (
        f"es {'un Aura' if a.raw['what'] == 'aura' else 'un Equipo'} y {a['host']} tiene "
        f"protección contra {qualities_es(a.raw['qualities'])}"
    ),
}
