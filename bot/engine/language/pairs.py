"""Splitting a scenario line into ``clave:valor`` pairs, and reading simple values."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from index.fold import fold

from ..errors import ScenarioError
from ..vocabulary import StepName
from .aliases import STEP_ALIASES

if TYPE_CHECKING:
    from collections.abc import Callable

    from .specs import ObjectSpec

EXAMPLES = {
    "combat": 'combate atacante:"5/5 arrollar" bloqueadores:"2/2; 1/1 toque mortal"',
    "sba": 'estado criaturas:"3/3 daño:3; 2/2 contadores:-1/-1 x2" vida:0',
    "layers": 'capas base:"2/2" efectos:"+1/+1 contador; 0/1 fijar; intercambiar"',
    "timing": 'momento carta:"instantáneo" paso:"combate" pila:vacía turno:propio',
    "triggers": 'disparos activo:"Disparo A; Disparo B" noactivo:"Disparo C"',
    "timeline": 'escenario criaturas:"Señor 2/2 otorga:+1/+1 a otras; Oso 2/2 daño:2" '
    'eventos:"muere Señor"',
}

_PAIR = re.compile(r'\s*([^\s:"]+)\s*:\s*(?:"([^"]*)"|([^\s"]+))')
YES = {"si", "s", "yes", "y", "true", "1", "verdadero"}
NO = {"no", "n", "false", "0", "falso"}


@dataclass(frozen=True)
class Pair:
    key: str
    raw_key: str
    value: str
    fragment: str
    # Objects given as Python values (bot/engine/builder.py): read as they are, instead of
    # reading ``value`` (which then only names them in messages). Built when the order's
    # builder reaches the pair, as a value in words is read, so a board built and the same
    # board written out read their cards in the same order.
    objects: Callable[[], tuple[ObjectSpec, ...]] | None = None

    def built_objects(self) -> tuple[ObjectSpec, ...] | None:
        return None if self.objects is None else self.objects()


def normalise_key(raw: str) -> str:
    return fold(raw, "words").replace(" ", "_")


def split_pairs(body: str, example: str) -> list[Pair]:
    pairs, pos = [], 0
    while body[pos:].strip():
        m = _PAIR.match(body, pos)
        if m is None:
            rest = body[pos:].strip()
            if rest.count('"') % 2 == 1:
                raise ScenarioError(
                    f"Hay unas comillas sin cerrar en «{rest}».", fragment=rest, example=example
                )
            bad = rest.split()[0]
            raise ScenarioError(
                f"No entiendo «{bad}»: cada opción se escribe clave:valor o "
                'clave:"valor con espacios".',
                fragment=bad,
                example=example,
            )
        value = m[2] if m[2] is not None else m[3]
        pairs.append(Pair(normalise_key(m[1]), m[1], value.strip(), m[0].strip()))
        pos = m.end()
    return pairs


def unknown_key(pair: Pair, order: str, keys: list[str], example: str) -> ScenarioError:
    return ScenarioError(
        f"No conozco la opción «{pair.raw_key}» para «{order}». Opciones: " + ", ".join(keys) + ".",
        fragment=pair.fragment,
        example=example,
    )


def parse_bool(pair: Pair, example: str) -> bool:
    value = fold(pair.value, "words")
    if value in YES:
        return True
    if value in NO:
        return False
    raise ScenarioError(
        f"En «{pair.fragment}» esperaba sí o no.", fragment=pair.fragment, example=example
    )


def pair_int(pair: Pair, example: str, minimum: int | None = None) -> int:
    try:
        number = int(pair.value)
    except ValueError:
        raise ScenarioError(
            f"En «{pair.fragment}» esperaba un número entero.",
            fragment=pair.fragment,
            example=example,
        ) from None
    if minimum is not None and number < minimum:
        raise ScenarioError(
            f"En «{pair.fragment}» el número no puede ser menor que {minimum}.",
            fragment=pair.fragment,
            example=example,
        )
    return number


STEP_KEYS = ("paso", "fase", "step", "phase")
TURN_KEYS = ("turno", "turn")
_OWN = {"propio", "mio", "tuyo", "own", "mine", "si", "yours"}
_THEIRS = {"ajeno", "rival", "oponente", "opponent", "otro", "del rival", "no", "theirs"}


# Whose turn a step is in, as people write it in the step itself: "mantenimiento del rival",
# "fase principal del oponente", "tu paso final", "upkeep of your opponent". Markers say whose
# turn; the other words only join them to the step name.
_THEIR_MARKS = {"rival", "oponente", "contrario", "adversario", "ajeno", "opponent", "opponents"}
_OWN_MARKS = {"propio", "mio", "tuyo", "own"}
_OWNER_JOINERS = {"del", "de", "en", "el", "turno", "tu", "mi", "su", "of", "the", "your", "my"}
_OWN_PREFIXES = {"tu", "mi", "your", "my"}


def step_and_owner(value: str) -> tuple[str, bool | None]:
    """The step's name without its owner words, and whose turn they say (True = yours)."""
    words = fold(value, "words").split()
    if " ".join(words) in STEP_ALIASES:
        return " ".join(words), None
    owner: bool | None = None
    while words and (words[-1] in _THEIR_MARKS | _OWN_MARKS | _OWNER_JOINERS):
        last = words.pop()
        if owner is None and last in _THEIR_MARKS:
            owner = False
        elif owner is None and last in _OWN_MARKS:
            owner = True
    if owner is None and words and words[0] in _OWN_PREFIXES:
        words, owner = words[1:], True
    return " ".join(words), owner


def pair_step_owner(pair: Pair, example: str) -> tuple[StepName, bool | None]:
    """``paso:"mantenimiento del rival"``: the step and whose turn it names (None: not said)."""
    name, owner = step_and_owner(pair.value)
    if name not in STEP_ALIASES:
        return pair_step(pair, example), None  # raises, quoting the step as it was written
    return STEP_ALIASES[name], owner  # type: ignore[return-value]


def pair_step(pair: Pair, example: str) -> StepName:
    """``paso:"principal 2"`` and the other names of the steps (aliases.py)."""
    value = fold(pair.value, "words")
    if value not in STEP_ALIASES:
        raise ScenarioError(
            f"No conozco el paso «{pair.value}». Pasos: mantenimiento, robo, principal, "
            "principal 2, inicio de combate, declarar atacantes, declarar bloqueadores, daño de "
            "combate, fin de combate, combate, final, limpieza, enderezar; y, si quieres, de "
            "quién es el turno: «mantenimiento del rival», «tu paso final».",
            fragment=pair.fragment,
            example=example,
        )
    return STEP_ALIASES[value]  # type: ignore[return-value]


def pair_own_turn(pair: Pair, example: str) -> bool:
    """``turno:propio`` (True) or ``turno:ajeno`` (False)."""
    value = fold(pair.value, "words")
    if value not in _OWN | _THEIRS:
        raise ScenarioError(
            f"En «{pair.fragment}» usa turno:propio o turno:ajeno.",
            fragment=pair.fragment,
            example=example,
        )
    return value in _OWN
