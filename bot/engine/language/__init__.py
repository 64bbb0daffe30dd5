"""The Spanish scenario language typed on Discord or the console (syntax in SCHEMA.md).

    combate atacante:"5/5 arrollar" bloqueadores:"2/2; 1/1 toque mortal"

A line is an order word followed by ``clave:valor`` or ``clave:"valor con espacios"`` pairs.
Keys and words are read case- and accent-insensitively, in Spanish or English. This module
finds the order and hands its pairs to that order's builder:

    pairs.py     the line split into pairs, and simple values (numbers, sí/no)
    specs.py     one object description ("Osos 2/2 arrollar daño:1")
    aliases.py   the words players type for keywords, colours, card types and steps
    build.py     descriptions turned into state models, and the final validation
    combat.py    ``combate``
    state.py     ``estado``
    queries.py   ``capas``, ``momento`` and ``disparos``
    timeline.py  ``escenario``: a board, the stack and later events
    told/        a scenario told the way players tell it ("mi 3/3 con arrollar ataca y lo
                 bloquean con un 1/1"), read into one line of this language
    board.py     the board options the orders share; scene.py: stack, triggers and events
    words.py, recipients.py, effects.py, abilities.py, stack.py, events.py: effect text
"""

from __future__ import annotations

from collections.abc import Callable

from index.fold import fold

from ..errors import ScenarioError, ScenarioQuestion
from ..outcome import ScenarioCard
from ..scenario import Kind, Scenario
from .cards import CardSource, use_cards
from .combat import build_combat
from .pairs import EXAMPLES, Pair, split_pairs
from .queries import build_layers, build_timing, build_triggers
from .state import build_state
from .timeline import build_timeline

ORDERS: dict[str, Kind] = {
    "combate": "combat",
    "combat": "combat",
    "estado": "sba",
    "sba": "sba",
    "state": "sba",
    "capas": "layers",
    "capa": "layers",
    "layers": "layers",
    "momento": "timing",
    "timing": "timing",
    "cuando": "timing",
    "disparos": "triggers",
    "disparadas": "triggers",
    "pila": "triggers",
    "triggers": "triggers",
    "stack": "triggers",
    "escenario": "timeline",
    "partida": "timeline",
    "turno": "timeline",
    "game": "timeline",
    "timeline": "timeline",
    "sucesos": "timeline",
}

# Which builder reads the pairs of each order.
BUILDERS: dict[Kind, Callable[[list[Pair], str], Scenario]] = {
    "combat": build_combat,
    "sba": build_state,
    "layers": build_layers,
    "timing": build_timing,
    "triggers": build_triggers,
    "timeline": build_timeline,
}

# Phones and Discord turn straight quotes into typographic ones.
_QUOTES = str.maketrans({"“": '"', "”": '"', "«": '"', "»": '"', "„": '"', "″": '"', "＂": '"'})


def straight_quotes(text: str) -> str:
    """``text`` with the typographic quotes a phone writes turned into straight ones."""
    return text.translate(_QUOTES)


def parse_scenario_text(text: str, cards: CardSource | None = None) -> Scenario:
    """Read one line of the Spanish language into a validated Scenario; with ``cards`` (the
    card data), an object may be a real card by name."""
    line = straight_quotes(text or "").strip().lstrip("!/").lstrip()
    if not line:
        raise ScenarioError("El escenario está vacío.", example=EXAMPLES["combat"])
    head, _, body = line.partition(" ")
    if ":" in head:
        raise ScenarioError(
            f"Falta la orden al principio (antes de «{head}»): usa combate, "
            "estado, capas, momento, disparos (o pila) o escenario.",
            fragment=head,
            example=EXAMPLES["combat"],
        )
    kind = ORDERS.get(fold(head, "words"))
    if kind is None:
        raise ScenarioError(
            f"No conozco la orden «{head}». Órdenes: combate, estado, capas, "
            "momento, disparos (o pila), escenario.",
            fragment=head,
            example=EXAMPLES["combat"],
        )
    return build_order(kind, lambda: split_pairs(body, EXAMPLES[kind]), cards)


def build_order(
    kind: Kind, pairs: Callable[[], list[Pair]], cards: CardSource | None = None
) -> Scenario:
    """The scenario an order's builder makes of its pairs, with the real cards it read.
    ``pairs`` is called with the card data in use, so the cards its objects name are read in
    the order written (the scenario line's, or bot/engine/builder.py's values)."""
    with use_cards(cards) as readings:
        scenario = BUILDERS[kind](pairs(), EXAMPLES[kind])
    seen: dict[str, ScenarioCard] = {}
    for reading in readings:
        reading.close()
        known = seen.setdefault(
            reading.shown,
            ScenarioCard(
                shown=reading.shown,
                card=reading.card,
                type_line=reading.type_line,
                mana_value=reading.mana_value,
            ),
        )
        known.read = list(dict.fromkeys([*known.read, *reading.read]))
        known.unread = list(dict.fromkeys([*known.unread, *reading.unread]))
        known.set_aside = list(dict.fromkeys([*known.set_aside, *reading.set_aside_lines]))
        known.keywords |= {k: r for k, r in reading.keyword_rules.items() if k in known.read}
    scenario.cards = list(seen.values())
    return scenario


def read_text(
    text: str,
    cards: CardSource | None = None,
    claims: list[str] | None = None,
    unanswered: list[tuple[str, str, str]] | None = None,
) -> tuple[Scenario, str | None]:
    """The scenario ``text`` gives, written in the language or told as players tell it, and
    the line a told text became (None when it was written in the language). ``cards`` may
    also find the cards a told sentence names (``mentions``). ``claims``, when given, gets what
    a told text claims about the outcome (checked against the run: bot/engine/claims.py).
    ``unanswered``, when given, gets what a told text says that is set aside, as (kind,
    words, card): questions no shape reads when the rest is a whole play to run (card "";
    told/unanswered.py), and what it says a card does after the card's name (its text decides;
    told/after_name.py). Without it they are refused as before."""
    from .short_names import CardQuestion
    from .told import EXAMPLE, is_structured, tell
    from .told.told_pt import current_pts

    try:
        if is_structured(text, set(ORDERS)):
            return parse_scenario_text(text, cards), None
        names = cards if hasattr(cards, "mentions") else None
        with use_cards(cards):  # the reader checks that a spell told by name is a card
            line = tell(text, set(ORDERS), names, claims, unanswered)  # type: ignore[arg-type]
            line = current_pts(line, lambda told: parse_scenario_text(told, cards))  # now, once
    except CardQuestion as question:  # «Brimaz»: which of the cards so called
        raise question.with_choices(text) from None
    try:
        return parse_scenario_text(line, cards), line
    except CardQuestion as question:
        raise question.with_choices(text) from None
    except ScenarioQuestion:
        raise  # a fact the line leaves open (the X of a spell): asked back, not refused
    except ScenarioError as error:
        said = error.message.split(" Ejemplo válido:")[0]  # the told form's example instead
        if error.fragment is not None and said.startswith("No entiendo «"):
            # Words of an object the language does not read: the line is not a reading of the
            # message, so it is not shown as one (the message names what was not read).
            raise ScenarioError(said, example=EXAMPLE) from error
        raise ScenarioError(f"{said} (Lo he leído así: {line})", example=EXAMPLE) from error


def answer_added(text: str, answer: str) -> str:
    """``text`` (told as players tell it) with the answer to the question it was asked back
    added in words the reader reads ("el rival está a 2 vidas")."""
    from .told import with_answer

    return with_answer(text, answer, set(ORDERS))


__all__ = [
    "CardSource",
    "answer_added",
    "build_order",
    "parse_scenario_text",
    "read_text",
    "straight_quotes",
]
