"""What was sacrificed to pay a spell's additional cost ("As an additional cost to cast this
spell, sacrifice a creature"): named after the spell's name, before its targets
(``hechizo:"Village Rites: Oso"``), and only a permanent that could pay it."""

from __future__ import annotations

from index.fold import fold

from ..errors import ScenarioError
from .recipients import Refs


def paid_sacrifice(refs: Refs, written: str, kind: str, spell: str) -> str:
    """The id of the permanent written to pay "sacrifice a ``kind``"; a Spanish error when it
    could not pay it: a player sacrifices only a permanent they control (701.21a), of the kind
    the cost names, or the cost is not paid and the spell is not cast (601.2h)."""
    pid = refs.names[fold(written, "words")]
    name, types = refs.kinds_of.get(pid, (written, frozenset()))
    fits = kind == "permanent" or kind in types
    if pid in refs.kinds_of and fits and refs.owner_of.get(pid) == refs.you:
        return pid
    why = "no la controla quien lo lanza" if fits else f"no es {_KIND_ES[kind]}"
    raise ScenarioError(
        f"«{spell}» pide sacrificar {_KIND_ES[kind]} al lanzarlo y «{name}» {why}: no puede "
        "pagar ese coste (reglas 601.2h y 701.21a).",
        fragment=written,
        example=f'pila criaturas:"Oso 2/2" hechizo:"{spell}: Oso"',
    )


_KIND_ES = {
    "creature": "una criatura",
    "artifact": "un artefacto",
    "permanent": "un permanente",
    "land": "una tierra",
    "enchantment": "un encantamiento",
}
