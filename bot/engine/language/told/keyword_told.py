"""Keyword actions and keyword abilities told by their verb: "ensillo mi District Mascot",
"devoro mis dos Llanowar Elves", "su Goblin Guide revela un Grizzly Bears".

The words come from the keyword table (keyword_verbs.py). The named cards' Oracle text
decides what such a clause is:

- a card told in the message prints the keyword, in a line the engine does not read: that
  line is named as unread (Saddle 1, Devour 1, Goblin Guide's reveal), never the clause
  dropped or another ability run for it;
- it prints it in a line the engine reads: the chat form is named as not read yet, with the
  card and the rule, so the user can write it in the language;
- no card told prints it: named as something those cards do not do.

Keyword actions the reader already reads by their verbs (activate, cast, sacrifice, fight,
regenerate, destroy, exile, attach, …: clauses.py, activating.py) are left out here.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ...errors import ScenarioError
from ..cards import without_reminder
from .crewing import crew_told
from .keyword_verbs import keyword_of
from .printed_reading import unread_lines

if TYPE_CHECKING:
    from .clauses import Clause
    from .so_far import SaidSoFar, ToldSoFar


def told_keyword(t: ToldSoFar, clause: Clause, said: SaidSoFar) -> None:
    """The clause is named for what the told cards' text says of its keyword; never run."""
    keyword = keyword_of(clause.verb)
    if keyword is None:  # the cue matched, so this does not happen; nothing read
        t._unread(clause.object)
        return
    told = f"«{t.told.restore(clause.subject[1], clause.object[1]).strip(' ,.')}»"
    rule = f", regla {keyword.rule}" if keyword.rule else ""
    named = f"{keyword.spanish.lower()} ({keyword.english}{rule})"
    printed = re.compile(rf"\b{re.escape(keyword.english)}(?:s|ed|d)?\b", re.IGNORECASE)
    holders: list[tuple[str, list[str]]] = []
    for at, name in enumerate(t.told.cards):
        oracle = t.told.texts[at] if at < len(t.told.texts) else ""
        lines = [without_reminder(line) for line in oracle.splitlines() if printed.search(line)]
        if lines:
            card = t.told.oracle[at] if at < len(t.told.oracle) and t.told.oracle[at] else name
            holders.append((card, lines))
    if not holders:
        cards = ", ".join(f"«{name}»" for name in dict.fromkeys(t.told.cards)) or "lo que cuentas"
        raise ScenarioError(
            f"Leo {told} como {named}, pero ninguna carta que cuentas ({cards}) lo tiene en su "
            "texto: no lo doy por leído.",
            fragment=told,
            example="mi 3/3 con arrollar ataca y lo bloquean con un 1/1 con toque mortal",
        )
    card, lines = holders[0]
    unread = unread_lines(card) or frozenset()
    shown = "; ".join(f"«{line}»" for line in lines)
    if any(line in unread for line in lines):
        raise ScenarioError(
            f"Leo {told} como {named} de «{card}» ({shown}): está en su texto, pero todavía no "
            "sé leer esa habilidad, así que no la doy por leída ni cuento la jugada sin ella.",
            fragment=told,
            example="mi 3/3 con arrollar ataca y lo bloquean con un 1/1 con toque mortal",
        )
    if keyword.english in ("Crew", "Saddle"):  # read; run as the ability (crewing.py)
        crew_told(t, clause, said, card, keyword.english)
        return
    raise ScenarioError(
        f"Leo {told} como {named} de «{card}» ({shown}), que sé leer en su texto, pero todavía "
        "no sé leerlo contado así en el chat: escribe la jugada en el lenguaje de escenarios.",
        fragment=told,
        example='estado criaturas:"Grizzly Bears" eventos:"activa Grizzly Bears"',
    )


__all__ = ["told_keyword"]
