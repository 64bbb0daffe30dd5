"""A real card's power and toughness as a player tells it: its value now (issue 42, session 6,
class A).

In the scenario language a P/T written after a card's name replaces the printed one, and the
counters on it and the effects on the board (an anthem, a lord) are applied on top: right for
a line, wrong for a chat message. A player who says «mi Grizzly Bears 4/4 con un contador
+1/+1», with a Glorious Anthem out, tells what the creature is now, not a new printed value;
read as printed, the counter and the anthem count twice and the bear survives damage it does
not survive. So, for a real card whose P/T the message tells while something modifies it:

- the told P/T is what the printed P/T with those modifiers gives: the current value, so the
  card is left with its printed P/T (the modifiers make it the told value, once);
- it is the printed P/T: the modifiers apply to it as told, the same line;
- it is neither: which it is, is asked back in one question, never guessed.

The modifiers are found by the engine itself (layer 7 on the line with the printed P/T),
so no list of what modifies what is kept here. A card with no modifier keeps the told P/T
(«el goyf es 4/5»: a value the teller read off the table).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ...errors import ScenarioError, ScenarioQuestion
from ..cards import card_data_open, find_card

_VALUE = re.compile(r'"([^"]*)"')
# A card's name, then its P/T: the name is everything before the first P/T of the part.
_NAMED_PT = re.compile(r"(?P<name>[^;\"]*?[^\s;\"])\s+(?P<p>\d+)/(?P<t>\d+)(?![\w/])")


def _printed(name: str) -> tuple[int, int] | None:
    record = find_card(name)
    if record is None or record.power is None or record.toughness is None:
        return None
    if not (record.power.isdigit() and record.toughness.isdigit()):
        return None  # */*, 1+*: defined by its text, what the teller reads off is kept
    return int(record.power), int(record.toughness)


def _now(line: str, name: str, parse: Callable[[str], Any]) -> tuple[int, int] | None:
    """The P/T the engine gives every permanent ``name`` of ``line`` before anything happens
    (None when they differ or the line does not parse)."""
    from ...layers import power_toughness

    try:
        state = parse(line).state
    except ScenarioError:
        return None
    values = {power_toughness(state, p) for p in state.permanents if p.name == name}
    if len(values) != 1:
        return None
    power, toughness = values.pop()
    return (power, toughness) if power is not None and toughness is not None else None


def _candidates(line: str) -> list[tuple[re.Match[str], int]]:
    """Each part of a quoted value that starts with a name and a P/T, with its offset."""
    found = []
    for value in _VALUE.finditer(line):
        for part in re.finditer(r"[^;]+", value[1]):
            match = _NAMED_PT.match(part[0].lstrip())
            if match is not None:
                lead = len(part[0]) - len(part[0].lstrip())
                found.append((match, value.start(1) + part.start() + lead))
    return found


def current_pts(line: str, parse: Callable[[str], Any]) -> str:
    """``line`` with each real card's told P/T read as its current value (see above);
    ``parse`` reads a line into a Scenario with the card data."""
    if not card_data_open():
        return line
    start = 0
    while True:
        found = next((c for c in _candidates(line) if c[1] + c[0].start() >= start), None)
        if found is None:
            return line
        match, offset = found
        start = offset + match.end()
        name, told = match["name"], (int(match["p"]), int(match["t"]))
        printed = _printed(name)
        if printed is None:
            continue
        cut = line[: offset + match.end("name")] + line[offset + match.end() :]
        now = _now(cut, name, parse)
        if now is None or now == printed:  # nothing modifies it: the told value stands
            continue
        if told in {now, printed}:
            line, start = cut, offset + match.end("name")
            continue
        shown = f"{told[0]}/{told[1]}"
        raise ScenarioQuestion(
            f"¿Qué fuerza y resistencia tiene ahora «{name}»: {shown} o {now[0]}/{now[1]}?",
            why=(
                f"Dices que «{name}» es {shown}, pero su fuerza y resistencia impresas son "
                f"{printed[0]}/{printed[1]} y, con lo que cuentas que la modifica (contadores, "
                f"efectos en el campo), sería {now[0]}/{now[1]}."
            ),
            example=f"mi {name} es {now[0]}/{now[1]}",
            read_as=line,
        )


__all__ = ["current_pts"]
