"""A cost to attack a player, as a permanent's text says it (508.1h):

    Creatures can't attack you unless their controller pays {2} for each creature they control
    that's attacking you.
    Creatures can't attack you or planeswalkers you control unless their controller pays {1}
    for each of those creatures.
    las criaturas no pueden atacarte a menos que su controlador pague {2} por cada criatura que
    te ataque

A cost of X, of life or of anything but generic mana is left unread.
"""

from __future__ import annotations

import re

from index.fold import fold

from ..effects import AttackTax

_TAX = re.compile(
    r"^creatures can't attack you(?P<pw> or planeswalkers you control)? unless their "
    r"controller pays \{(?P<n>\d+)\} for each (?P<each>creature they control that's attacking "
    r"you|of those creatures)\.?$|"
    r"^las criaturas no pueden atacarte a menos que su controlador pague \{(?P<es>\d+)\} por "
    r"cada criatura que te ataque\.?$"
)


def attack_tax(text: str) -> AttackTax | None:
    found = _TAX.match(fold(text.strip(), "words"))
    if found is None:
        return None
    if found["es"]:
        return AttackTax(mana=int(found["es"]))
    if bool(found["pw"]) != (found["each"] == "of those creatures"):
        return None  # "each of those creatures" names what "you or planeswalkers" attacks
    return AttackTax(mana=int(found["n"]), planeswalkers=bool(found["pw"]))
