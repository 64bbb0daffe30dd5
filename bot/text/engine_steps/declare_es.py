"""Spanish wording of checks on declared attackers and blockers (508.1, 509.1)."""

from __future__ import annotations

from bot.engine.vocabulary import KEYWORD_ES

from .effects_es import qualities_es
from .words import Table

DECLARE: Table = {
    "declare.tapped_attacker": lambda a: (
        f"{a['who']} está girada: solo atacan criaturas enderezadas, así que no puede atacar."
    ),
    "declare.tapped_blocker": lambda a: (
        f"{a['blocker']} está girada: solo bloquean criaturas enderezadas, así que no puede "
        f"bloquear a {a['who']}."
    ),
    "declare.defender": lambda a: (
        f"{a['who']} tiene defensor y no puede atacar: la declaración de atacantes es ilegal."
    ),
    "declare.flyer_blocked": lambda a: (
        f"{a['who']} vuela y {a['blocker']} tiene "
        f"{'alcance' if a.raw['reach'] else 'volar'}: puede bloquearla."
    ),
    "declare.flyer_cant_be_blocked": lambda a: (
        f"{a['who']} vuela y {a['blocker']} no tiene volar ni alcance, así que no puede bloquearla."
    ),
    "declare.menace_ok": lambda a: (
        f"{a['who']} tiene amenaza y la bloquean {a['count']} criaturas: el bloqueo es legal."
    ),
    "declare.menace_one": lambda a: (
        f"{a['who']} tiene amenaza: no puede ser bloqueada por una sola criatura."
    ),
    "declare.protection": lambda a: (
        f"{a['who']} tiene protección contra {qualities_es(a.raw['qualities'])}: "
        f"{a['blocker']} no puede bloquearla."
    ),
    "declare.illegal": lambda a: (
        "Como la declaración es ilegal, el juego vuelve al momento anterior a ella y no "
        "se calcula el daño de este combate."
    ),
    "declare.attack_cost": lambda a: (
        f"«{a['source']}» hace que atacar cueste {{{a['each']}}} por cada criatura: "
        f"{a['player']} pagó {{{a['total']}}} por {a['count']} al declarar el ataque (se paga "
        "entero o no se ataca con ellas; sin pagarlo no habrían podido atacar)."
    ),
    "declare.cant_attack": lambda a: (
        f"{a['who']} no puede atacar: la declaración de atacantes es ilegal."
    ),
    "declare.cant_block": lambda a: (
        f"{a['blocker']} no puede bloquear, así que no puede bloquear a {a['who']}."
    ),
    "declare.unblockable": lambda a: (
        f"{a['who']} no puede ser bloqueada"
        + (f" por {a['by']}" if a.raw.get("by") else "")
        + f": {a['blocker']} no puede bloquearla."
    ),
    "declare.restriction": lambda a: (
        f"{a['who']} no puede ser bloqueada por criaturas con fuerza "
        + (
            f"{a.raw['at_most']} o menos"
            if a.raw["at_most"] is not None
            else f"{a.raw['at_least']} o más"
        )
        + (
            f": {a['blocker']} no puede bloquearla."
            if a.raw["broken"]
            else f"; {a['blocker']} sí puede bloquearla."
        )
    ),
    "declare.evasion": lambda a: (
        (
            f"{a['blocker']} tiene «{KEYWORD_ES['shadow']}» (sombra) y solo puede bloquear "
            "criaturas con esa habilidad"
            if a.raw["blocker_has"] and a.raw["keyword"] == "shadow" and not a.raw["allowed"]
            else f"{a['who']} tiene «{KEYWORD_ES[a.raw['keyword']]}»"
        )
        + (
            f": {a['blocker']} sí puede bloquearla."
            if a.raw["allowed"]
            else f": {a['blocker']} no puede bloquearla."
        )
    ),
    "declare.skulk": lambda a: (
        f"{a['who']} tiene escurridizo: no la bloquean criaturas con más fuerza que ella; "
        + (
            f"{a['blocker']} sí puede bloquearla."
            if a.raw["allowed"]
            else f"{a['blocker']} tiene más fuerza y no puede bloquearla."
        )
    ),
    "declare.landwalk": lambda a: (
        f"{a['who']} tiene {a.raw['keyword'].capitalize()} (cruzar tierras: "
        f"{a.raw['land_type']}): "
        + (
            f"{a['defender']} controla «{a.raw['land']}», una tierra de ese tipo, así que "
            "no puede ser bloqueada."
            if a.raw["land"]
            else f"{a['defender']} no controla ninguna tierra de ese tipo, así que puede "
            "ser bloqueada."
        )
    ),
    "declare.block_only": lambda a: (
        f"{a['blocker']} solo puede bloquear {a['group']}"
        + (
            f": puede bloquear a {a['who']}."
            if a.raw["allowed"]
            else f"; {a['who']} no es una de ellas, así que no puede bloquearla."
        )
    ),
    "declare.attack_unless": lambda a: (
        f"{a['who']} no puede atacar a menos que {a['defender']} controle una tierra de tipo "
        f"{a.raw['land_type']}: "
        + (
            f"controla «{a.raw['land']}», así que puede atacar."
            if a.raw["land"]
            else "no controla ninguna, así que la declaración de atacantes es ilegal."
        )
    ),
    "declare.one_blocker": lambda a: (
        f"{a['who']} no puede ser bloqueada por más de una criatura, y la bloquean {a['count']}."
    ),
    "declare.sick_attacker": lambda a: (
        f"{a['who']} entró o pasó a ser de su controlador este turno y no tiene prisa: no puede "
        "atacar."
    ),
    "declare.must_attack": lambda a: (
        f"{a['who']} ataca en cada combate si puede, "
        + {
            "tapped": "pero está girada: no podía atacar y no estaba obligada.",
            "sick": "pero no la controla desde el principio del turno: no podía atacar y no "
            "estaba obligada.",
            "restricted": "pero una restricción le impide atacar, y la restricción manda: no "
            "estaba obligada.",
            "cost": "pero atacar cuesta, y nadie está obligado a pagar para cumplir un "
            "requisito: no estaba obligada.",
        }.get(
            a.raw["why"],
            "y podía atacar pero no se ha declarado como atacante: la declaración de atacantes "
            "es ilegal.",
        )
    ),
    "declare.min_blockers": lambda a: (
        f"{a['who']} no puede ser bloqueada salvo por {a['least']} criaturas o más, y la "
        f"bloquean {a['count']}."
    ),
    "declare.alone": lambda a: (
        f"{a['who']} no puede {'atacar' if a.raw['attack'] else 'bloquear'} sola, y es la única "
        f"criatura declarada como {'atacante' if a.raw['attack'] else 'bloqueadora'}."
    ),
    "declare.weaker_cant_block": lambda a: (
        f"{a['who']} no puede ser bloqueada por criaturas con menos fuerza que ella, y "
        f"{a['blocker']} tiene menos."
    ),
    "declare.cant_block_power": lambda a: (
        f"{a['blocker']} no puede bloquear criaturas con fuerza {a['power']} o más, y "
        f"{a['who']} la tiene."
    ),
}
