"""A card's state told in a clause of its own, written as the scenario language reads it after
the card's name, before the clauses are found:

    mi Grizzly Bears que entró este turno        → mi Grizzly Bears mareo:sí     (302.6)
    su Hill Giant, que está girado               → su Hill Giant girado          (110.5)
    mi Mogg Fanatic entró este turno, lo …       → tengo mi Mogg Fanatic mareo:sí, lo …
    mi Prodigal Pyromancer está girado, …        → tengo mi Prodigal Pyromancer girado, …
    tengo un Grizzly Bears atacando y …          → ataco con mi Grizzly Bears y …

Only a card named by the card data (a mask, text.py) takes the state: "un 2/2 que entró este
turno" names no card whose clause could be cut this way and is left to the rest of the reader.
Whether a creature came under its controller's control this turn decides whether it may attack
or use its own {T} abilities (302.6, 602.5a); told, it is written down (``mareo:sí``), never
assumed when it is not said. Before this, the clause stayed glued to the name and the whole
message was refused («que entró este turno … no lo sé leer»).
"""

from __future__ import annotations

import re
from dataclasses import replace

from index.fold import fold

from .plain import _sub_folded
from .text import Told

# Came under its controller's control this turn: entered, was cast or played this turn.
_CAME = (
    r"(?:entro|ha\s+entrado|llego|ha\s+llegado|salio|bajo|baje|he\s+bajado|jugue|he\s+jugado"
    r"|lance|he\s+lanzado|invoque|he\s+invocado)\s+este\s+turno"
    r"|(?:acabo|acaba)\s+de\s+(?:entrar|llegar|bajar|jugar|lanzar|invocar)"
)
_TAPPED = r"(?P<state>girad[oa]s?|tapead[oa]s?)"
_CARD = r"(?P<card>§\d+§)"
_START = r"(?:^|(?<=[.;,!?]\s)|(?<=\sy\s))"  # a sentence's or a clause's first words
# A relative clause right after the card: "§0§ que entró este turno", "§0§, que está girado".
_REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(rf"{_CARD}\s*,?\s+(?:que|q)\s+(?:{_CAME})(?![\w§])"), r"\g<card> mareo:sí"),
    (
        re.compile(rf"{_CARD}\s*,?\s+(?:que|q)\s+(?:esta|estaba|ya\s+esta)\s+{_TAPPED}(?![\w§])"),
        r"\g<card> \g<state>",
    ),
    # The card as a sentence's subject, its state the whole clause: "mi §0§ entró este turno".
    (
        re.compile(rf"(?:^|(?<=[.;,!?]\s)|(?<=\sy\s))mi\s+{_CARD}\s+(?:{_CAME})(?![\w§])"),
        r"tengo mi \g<card> mareo:sí",
    ),
    (
        re.compile(rf"(?:^|(?<=[.;,!?]\s)|(?<=\sy\s))su\s+{_CARD}\s+(?:{_CAME})(?![\w§])"),
        r"el rival tiene su \g<card> mareo:sí",
    ),
    (
        re.compile(rf"(?:^|(?<=[.;,!?]\s)|(?<=\sy\s))mi\s+{_CARD}\s+(?:esta|estaba)\s+{_TAPPED}"),
        r"tengo mi \g<card> \g<state>",
    ),
    (
        re.compile(rf"(?:^|(?<=[.;,!?]\s)|(?<=\sy\s))su\s+{_CARD}\s+(?:esta|estaba)\s+{_TAPPED}"),
        r"el rival tiene su \g<card> \g<state>",
    ),
    # Attacking (506.4): "tengo un §0§ atacando", "su §0§ está atacando" is the attack told.
    (
        re.compile(
            rf"{_START}(?:(?:tengo|tenia)\s+(?:un|una|mi)|mi\s+)\s*{_CARD}\s+"
            rf"(?:(?:esta|estaba)\s+)?atacando(?![\w§])"
        ),
        r"ataco con mi \g<card>",
    ),
    (
        re.compile(
            rf"{_START}(?:(?:el\s+rival|el\s+oponente|mi\s+rival)\s+(?:tiene|tenia)\s+"
            rf"(?:un|una|su)|su\s+)\s*{_CARD}\s+(?:(?:esta|estaba)\s+)?atacando(?![\w§])"
        ),
        r"el rival ataca con su \g<card>",
    ),
)


def states_told(told: Told) -> Told:
    """``told`` with each state clause of a named card written after its name."""
    typed = told.typed
    for pattern, replacement in _REWRITES:
        typed = _sub_folded(pattern, replacement, typed)
    if typed == told.typed:
        return told
    return replace(told, typed=typed, folded=fold(typed, "aligned"))


__all__ = ["states_told"]
