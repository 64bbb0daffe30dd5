"""Cards as text, shared by the terminal (`juez carta`, the console) and the Discord embeds.

A card answer is a title, the card's blocks (cost, type, Oracle text, the Spanish printed text,
P/T or loyalty, keywords with their rules) and, when asked, the rulings and legalities, which
front ends may put on pages of their own. The Oracle text is the one in force; the Spanish text
is shown as what it is: the translation printed on a card, which never receives errata.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass, field

from bot.cards.models import Card, CardFace
from bot.services.models import CardAnswer, CardSearch, KeywordLink
from bot.text.layout import MARKDOWN, PLAIN, Style
from bot.text.render import WIDTH, render_result

__all__ = ["MARKDOWN", "PLAIN", "CardLayout", "card_layout", "render_card"]


@dataclass(frozen=True)
class CardLayout:
    title: str
    card: list[str]  # the card itself, in blocks
    rulings: list[str] = field(default_factory=list)  # when asked: a heading, one line each
    formats: str | None = None  # when asked: where the card is legal
    footer: str = ""


def _names(card: Card) -> str:
    if card.spanish_name and card.spanish_name != card.name:
        return f"{card.name} · {card.spanish_name}"
    return card.name


def _face_blocks(face: CardFace, style: Style, *, several: bool) -> list[str]:
    blocks = []
    if several:
        heading = face.name
        if face.printed_name and face.printed_name != face.name:
            heading += f" · {face.printed_name}"
        blocks.append(style.strong(heading))
    lines = []
    if face.mana_cost:
        lines.append(f"{style.strong('Coste:')} {face.mana_cost}")
    if face.type_line:
        lines.append(f"{style.strong('Tipo:')} {face.type_line}")
    if face.printed_type_line and face.printed_type_line != face.type_line:
        lines.append(f"{style.strong('Tipo impreso en español:')} {face.printed_type_line}")
    stats = face.stats
    if stats is not None:
        label = "Fuerza/resistencia:" if "/" in stats else ""
        lines.append(f"{style.strong(label)} {stats}" if label else style.strong(stats))
    if lines:
        blocks.append("\n".join(lines))
    if face.oracle_text:
        blocks.append(f"{style.strong('Texto Oracle (vigente, en inglés):')}\n{face.oracle_text}")
    if face.printed_text:
        blocks.append(
            f"{style.strong('Texto impreso en español')} "
            f"{style.soft('(traducción de la carta impresa; no recibe erratas)')}:\n"
            f"{face.printed_text}"
        )
    return blocks


def _keyword_line(link: KeywordLink, style: Style) -> str:
    name = f"{link.spanish} ({link.name})" if link.spanish else link.name
    if link.kind == "ability_word":
        return (
            f"• {style.strong(name)}: palabra de habilidad, sin reglas propias (regla {link.rule})"
        )
    if link.rule is None:
        return f"• {style.strong(name)}"
    what = "acción de palabra clave" if link.kind == "action" else "regla"
    return f"• {style.strong(name)}: {what} {link.rule} · {link.command}"


def card_layout(answer: CardAnswer, style: Style = PLAIN) -> CardLayout:
    card = answer.card
    several = len(card.faces) > 1
    blocks: list[str] = []
    for face in card.faces:
        blocks += _face_blocks(face, style, several=several)
    if card.spanish_checked and not card.spanish_name:
        blocks.append(style.soft("Scryfall no tiene una impresión en español de esta carta."))
    if answer.keywords:
        lines = [_keyword_line(k, style) for k in answer.keywords]
        blocks.append(f"{style.strong('Palabras clave:')}\n" + "\n".join(lines))
    blocks += [f"{style.strong('Nota:')} {note}" for note in answer.notes]
    rulings: list[str] = []
    formats = None
    if answer.rulings_asked:
        if answer.rulings:
            rulings.append(style.strong(f"Fallos oficiales ({len(answer.rulings)}, en inglés):"))
            rulings += [
                f"• {r.date}{'' if r.source == 'wotc' else ' (nota de Scryfall)'}: {r.comment}"
                for r in answer.rulings
            ]
        elif answer.rulings is not None:
            rulings.append(style.strong("Esta carta no tiene fallos oficiales."))
        legal = card.legal_in()
        if legal:
            formats = f"{style.strong('Formatos:')} " + " · ".join(f"{f}: {s}" for f, s in legal)
    day = answer.fetched_at.strftime("%d/%m/%Y")
    footer = f"Fuente: {answer.source}, datos del {day}"
    if card.spanish_set:
        footer += f"; texto en español de {card.spanish_set}"
    return CardLayout(_names(card), blocks, rulings, formats, footer)


def _wrap(block: str) -> str:
    out = []
    for line in block.split("\n"):
        indent = "  " if line.startswith("• ") else ""
        out.append(textwrap.fill(line, WIDTH, subsequent_indent=indent) if line.strip() else "")
    return "\n".join(out)


def render_card(answer: CardAnswer) -> str:
    """The whole answer for a terminal."""
    layout = card_layout(answer, PLAIN)
    blocks = [layout.title, *layout.card, "\n".join(layout.rulings), layout.formats or ""]
    return "\n\n".join(_wrap(b) for b in [*blocks, layout.footer] if b)


def render_card_search(found: CardSearch) -> str:
    """A rules search for a question naming cards: the cards first, then the rules."""
    return render_result(
        found.result, found.unknown, found.rulings, found.verdict, found.engine_note
    )
