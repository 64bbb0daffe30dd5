"""A fact the message does not say, on which the answer turns: asked back before anything else.

A judge who reads "le pongo Control Magic a su criatura; ¿puedo atacar con ella?" does not
answer yet: it depends on whether Control Magic was cast this turn (302.6). Each shape here is a
kind of fact, found from what the named cards' Oracle text does (the card data), never from one
card's name, and asked as one question naming the thing:

- **since when it is controlled** (302.6): a card that gains control of a creature, and a
  question on attacking or tapping it, with no word saying whether that was this turn;
- **which mana was spent** (Sunburst, Converge, "mana spent to cast": 702.44a, 702.145a…): a
  card whose result counts the mana spent to cast it, cast in the message, with no word saying
  how it was paid.

Each question offers its answers as choices (a button, a console reply, ``opciones`` in --json):
a sentence added to the message that says the fact, and that this module then reads as said.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from index.fold import fold

from ...errors import ScenarioQuestion
from .text import Told

_CONTROL = re.compile(r"\bgain control of\b|\byou control enchanted (?:creature|permanent)\b", re.I)
_HASTE = re.compile(r"\bhaste\b", re.I)
_ATTACK_OR_TAP = re.compile(
    r"(?<![\w§])(?:atac\w*|ataque\w*|mareo|girarl[oa]|girar|gira|tap\w*|attack\w*|haste)(?![\w§])"
)
_WHEN_SAID = re.compile(
    r"(?<![\w§])(?:este\s+turno|esta\s+ronda|(?:el|un|mi|su)\s+turno\s+(?:pasado|anterior)"
    r"|(?:turnos?|ronda)\s+(?:antes|atras)|hace\s+(?:\w+\s+)?turnos?|this\s+turn|last\s+turn)"
    r"(?![\w§])"
)
_SPENT = re.compile(
    r"^(?:sunburst|converge)\b|\bmana spent to cast\b|\bcolors of mana spent\b", re.I | re.M
)
_CAST = re.compile(
    r"(?<![\w§])(?:lanz\w*|tir[ao]\w*|tire|jueg\w*|jug\w*|baj[ao]\w*|baje|caste\w*|cast\w*|x\s*=)"
)
_PAID_SAID = re.compile(
    r"(?<![\w§])(?:pag\w*\s+(?:con|solo|todo)|incoloro|de\s+colou?r|colored|colorless"
    r"|(?:con|de)\s+(?:mana\s+)?(?:blanco|azul|negro|rojo|verde))(?![\w§])"
)

EXAMPLE = "Control Magic se lanzó este turno. le pongo Control Magic a su criatura, ¿puedo atacar?"


def ask_gap(told: Told, names: object = None) -> None:
    """Raise the one question a judge would ask first, when the message leaves one open.
    ``names``: the card data, to find a card named in lower case right after a verb that
    plays it ("le pongo control magic"), which the mentions leave as words."""
    cards = _played(told, names)
    for shape in _SHAPES:
        shape(told, cards)


# A verb that plays or puts a card, and the next words (a card's whole name, looked up).
_PLAYED = re.compile(
    r"(?<![\w§])(?:pong\w*|pon[ea]\w*|puse|pus[oi]\w*|tir[ao]\w*|tire|lanz\w*|lance|jueg\w*"
    r"|baj[ao]\w*|baje|caste\w*)\s+(?:(?:un|una|el|la|le|les|me)\s+)?((?:[\w'\-]+\s*){1,4})"
)


def _played(told: Told, names: object) -> list[tuple[str, str]]:
    """(Oracle name, Oracle text) of each card the message names: the masked ones, then
    whole names in lower case after a verb that plays a card."""
    cards = [(n, t) for n, t in zip(told.oracle, told.texts, strict=False) if t]
    card_named = getattr(names, "card_named", None)
    if card_named is None:
        return cards
    for m in _PLAYED.finditer(told.folded):
        words = m[1].split()
        for size in range(len(words), 1, -1):  # a name of two words or more, longest first
            typed = " ".join(words[:size])
            record = card_named(typed)
            if record is not None and fold(record.name, "words") == fold(typed, "words"):
                cards.append((record.name, record.oracle_text or ""))
                break
    return cards


def _cards_saying(cards: list[tuple[str, str]], text: re.Pattern[str]) -> list[str]:
    return [name for name, oracle in cards if text.search(oracle)]


def _since_when(told: Told, cards: list[tuple[str, str]]) -> None:
    """302.6: whether a creature may attack or use {T} depends on controlling it since the
    start of the turn; a control change with no time said is asked back."""
    # A card that also gives haste (Act of Treason) makes the time moot (702.10b).
    takers = [n for n, text in cards if _CONTROL.search(text) and not _HASTE.search(text)]
    if not takers or not _ATTACK_OR_TAP.search(told.folded) or _WHEN_SAID.search(told.folded):
        return
    if not _about_the_stolen(told):
        return  # "ataco con mi Oso": the time of the control change bears on no creature asked
    name = takers[0]
    raise ScenarioQuestion(
        f"¿«{name}» se lanzó este turno o en un turno anterior?",
        why=(
            # Neutral on purpose: the control may have gone either way ("me robó…").
            "Una criatura solo puede atacar o usar {T} si su controlador la controla de forma "
            "continua desde el principio de su turno (regla 302.6), y no dices cuándo cambió "
            "de controlador."
        ),
        example=EXAMPLE,
        choices=(
            ("Este turno", f"{name} se lanzó este turno"),
            ("En un turno anterior", f"{name} se lanzó en un turno anterior"),
        ),
    )


# The creature a control card is put on: "… Control Magic a su Serra Angel".
_PUT_ON = re.compile(r"§\d+§\s+(?:a|al|en|sobre)\s+(?:(?:su|mi|tu|la|el|un|una)\s+)?§(?P<it>\d+)§")
# What an attack or a tap is told with: "ataco con mi §2§", "giro mi §2§" (up to the clause end).
_WITH = re.compile(r"\s*(?:con\s+)?(?:(?:mi|mis|su|sus|tu|el|la|los|las|un|una)\s+)?§(?P<it>\d+)§")


def _about_the_stolen(told: Told) -> bool:
    """Whether an attack or a tap told may be the stolen creature's: one told with no creature
    named ("¿puedo atacar con ella?", "ataco"), or with that creature. Only when every attack
    and tap names another card ("ataco con mi Grizzly Bears") does the time of the control
    change leave the outcome as it is: then it is no gap (302.6 is about the creature taken)."""
    put_on = {m["it"] for m in _PUT_ON.finditer(told.folded)}
    for match in _ATTACK_OR_TAP.finditer(told.folded):
        named = _WITH.match(told.folded, match.end())
        if named is None or not put_on or named["it"] in put_on:
            return True
    return False


def _mana_spent(told: Told, cards: list[tuple[str, str]]) -> None:
    """Sunburst, Converge, "mana spent to cast": what the card does counts the mana paid for
    it, so a cast told without how it was paid is asked back."""
    counting = _cards_saying(cards, _SPENT)
    if not counting or not _CAST.search(told.folded) or _PAID_SAID.search(told.folded):
        return
    name = counting[0]
    raise ScenarioQuestion(
        f"¿Con qué maná se pagó «{name}»: solo incoloro o con maná de color (¿de cuántos colores)?",
        why=f"Lo que hace «{name}» cuenta el maná que se gastó para lanzarlo.",
        example=f"{name} se pagó con maná incoloro",
        choices=(
            ("Solo incoloro", f"{name} se pagó con maná incoloro"),
            ("Con maná de color", f"{name} se pagó con maná de color"),
        ),
    )


_SHAPES: tuple[Callable[[Told, list[tuple[str, str]]], None], ...] = (_since_when, _mana_spent)
