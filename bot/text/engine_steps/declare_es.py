"""Spanish wording of checks on declared attackers and blockers (508.1, 509.1)."""

from __future__ import annotations

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
}
