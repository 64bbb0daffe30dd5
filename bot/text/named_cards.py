"""The cards a question names, as a search answer carries them (index.lookups.answers.NamedCard:
names, text, what each does) and how they meet: text for every front end, without the card
client (a search's answer may name cards without Scryfall ever being asked)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from bot.text.layout import PLAIN, Style
from index.lookups.answers import LookupResult, NamedCard

if TYPE_CHECKING:
    from bot.services.models import QuestionRuling


def what_it_does(named: NamedCard, style: Style = PLAIN) -> str:
    """What a named card does, as the search read it: "Qué hace: efecto de reemplazo (614.1),
    capa 4: cambio de tipo (613.1d)" ("" when nothing worth a line)."""
    if not named.kinds:
        return ""
    kinds = ", ".join(
        f"{k.label} ({', '.join(k.rules)})" if k.rules else k.label for k in named.kinds
    )
    return f"{style.soft('Qué hace:')} {kinds}"


def named_card_head(named: NamedCard) -> str:
    """ "Blood Moon · Luna de sangre {2}{R}": the names and the cost."""
    names = named.name
    if named.name_es and named.name_es.casefold() != named.name.casefold():
        names += f" · {named.name_es}"
    return f"{names} {named.mana_cost}".rstrip()


def named_card_body(named: NamedCard, style: Style = PLAIN) -> str:
    """Type, Oracle text, P/T and what the card does, in a few lines."""
    lines = [named.type_line, named.oracle_text, named.stats or "", what_it_does(named, style)]
    return "\n".join(line for line in lines if line)


def how_they_meet(
    result: LookupResult, unknown: Sequence[str] = (), style: Style = PLAIN
) -> list[str]:
    """How the named cards meet, each with the rules that govern it; and the names read as
    cards that were found nowhere."""
    lines = [
        f"{style.soft('Cómo se combinan:')} {m.label} ({', '.join(m.rules)}): "
        + " y ".join(m.cards)
        for m in result.meetings
    ]
    if unknown:
        names = ", ".join(f"«{n}»" for n in unknown)
        lines.append(
            f"No encuentro ninguna carta llamada {names}: se buscó sin ella. Comprueba el "
            "nombre con /carta (por ejemplo: /carta Llanowar Elves)."
        )
    return lines


def question_card_blocks(
    result: LookupResult, unknown: Sequence[str] = (), style: Style = PLAIN
) -> list[str]:
    """The cards a question names, what each does and how they meet, one block each (none
    for a question that names no card): shown before the rules the search found."""
    blocks = [
        f"Carta: {named_card_head(n)}\n{named_card_body(n, style)}".rstrip() for n in result.cards
    ]
    return blocks + how_they_meet(result, unknown, style)


def ruling_line(ruling: QuestionRuling, style: Style = PLAIN) -> str:
    """ "Fallo oficial de «Torpor Orb» (2011-06-01): …": the ruling as published (English),
    flagged when the rule it concerns changed since it was written."""
    head = style.soft(f"Fallo oficial de «{ruling.card}» ({ruling.date}):")
    line = f"{head} {ruling.text}"
    if ruling.changed and ruling.rule:
        line += f" (anterior a un cambio de la regla {ruling.rule}: compruébalo)"
    return line


def ruling_lines(rulings: Sequence[QuestionRuling], style: Style = PLAIN) -> list[str]:
    """The rulings that answer the question, one line each (none: no line)."""
    return [ruling_line(r, style) for r in rulings]
