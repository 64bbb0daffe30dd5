"""Keyword actions and keyword abilities told by their verb: "ensillo mi District Mascot",
"devoro mis dos Llanowar Elves", "su Goblin Guide revela un Grizzly Bears".

The words come from the keyword table (index/vocabulary explanations: each keyword of rules
701 and 702 with its printed Spanish name; a few everyday verbs players use instead, such as
«revelar» for Reveal, whose printed Spanish name is «mostrar»). The named cards' Oracle text
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
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from index.fold import fold
from index.vocabulary.explanations import keyword_explanations

from ...errors import ScenarioError
from ..cards import without_reminder
from .printed_reading import unread_lines

if TYPE_CHECKING:
    from .clauses import Clause
    from .so_far import SaidSoFar, ToldSoFar

# Read elsewhere by their verbs, or too common a word to be told as the keyword.
_READ_ELSEWHERE = {
    *("Activate", "Attach", "Cast", "Counter", "Create", "Destroy", "Discard", "Exile"),
    *("Fight", "Play", "Regenerate", "Sacrifice", "Search", "Tap and Untap", "Enchant"),
    *("Equip", "Shuffle", "Double", "Triple", "Exchange", "Assist", "Recover", "Buyback"),
    *("Learn", "Visit", "Detain", "Hideaway", "Fading", "Exhaust", "Discover", "Suspend"),
    *("Backup", "Reinforce", "Provoke", "Craft", "Plot", "Demonstrate", "Convert", "Boast"),
}
# Everyday verbs for a keyword whose printed Spanish name players seldom use.
_EVERYDAY = {"revelar": "Reveal", "explorar": "Explore", "ensillar": "Saddle"}
_ENDINGS = r"(?:o|a|as|an|amos|e|es|en|emos|imos)"
# After the verb, what it is done to or with: a card told ("mi District Mascot", "mis dos …").
_OBJECT = r"\s+(?:(?:a|al|con)\s+)?(?:(?:mi|su|tu|el|la|los|las|un|una|mis|sus|dos|tres)\s+)*§"


@dataclass(frozen=True)
class Keyword:
    english: str
    spanish: str
    rule: str


@cache
def _keywords() -> dict[str, Keyword]:
    """Verb stems (folded) to their keyword."""
    stems: dict[str, Keyword] = {}
    entries = [(one.name_es, one.english, rule) for rule, one in keyword_explanations().items()]
    by_english = {english: (spanish, rule) for spanish, english, rule in entries}
    for verb, english in _EVERYDAY.items():
        spanish, rule = by_english.get(english, (verb, ""))
        entries.append((verb, english, rule))
        del spanish
    for spanish, english, rule in entries:
        verb = fold(spanish or "", "words")
        if english in _READ_ELSEWHERE or " " in verb or not verb.endswith(("ar", "er", "ir")):
            continue
        stems.setdefault(verb[:-2], Keyword(english, spanish, rule))
    return stems


@cache
def verb_pattern() -> str:
    """The cue pattern (clauses.py) of every such verb followed by a card told."""
    stems = "|".join(sorted(map(re.escape, _keywords()), key=len, reverse=True))
    return rf"(?:{stems}){_ENDINGS}(?={_OBJECT})"


def keyword_of(verb: str) -> Keyword | None:
    for stem, keyword in _keywords().items():
        if re.fullmatch(rf"{re.escape(stem)}{_ENDINGS}", verb.split()[-1]):
            return keyword
    return None


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
    raise ScenarioError(
        f"Leo {told} como {named} de «{card}» ({shown}), que sé leer en su texto, pero todavía "
        "no sé leerlo contado así en el chat: escribe la jugada en el lenguaje de escenarios.",
        fragment=told,
        example='estado criaturas:"Grizzly Bears" eventos:"activa Grizzly Bears"',
    )


__all__ = ["Keyword", "keyword_of", "told_keyword", "verb_pattern"]
