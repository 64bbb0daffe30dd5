"""A Saga's chapter lines (714.2): "I — Scry 2.", "I, II — Create a 2/2 white Knight creature
token with vigilance." Each numeral is a chapter ability of its own (714.2c): a triggered
ability whose trigger is lore counters reaching that number (714.2b; the engine's half is
bot/engine/sagas.py). The effect after the dash is read by the effect language, as a
triggered ability's is; a line whose effect the language does not read stays unread whole.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..abilities import Trigger, TriggeredAbility
from ..errors import ScenarioError
from .chapter_lines import chapter_line, numerals
from .effects import parse_effects

if TYPE_CHECKING:
    from .cards import CardFacts
    from .recipients import Refs


def chapter_abilities(card: CardFacts, text: str, line: str, refs: Refs) -> list[TriggeredAbility]:
    """One triggered ability a numeral of ``line`` (714.2c), its effect read from ``text`` (the
    effect with the card's name as the language says it); [] and the line unread otherwise.
    Its targets are chosen as it triggers (603.3d), as any trigger's are."""
    said = chapter_line(text)
    numbers, effect = said if said is not None else ([], "")
    try:
        effects = parse_effects(effect, replace(refs, targeting=True, unchosen=True))
    except (ScenarioError, ValueError):
        effects = []
    if not numbers or not effects:
        card.reading.note_unread(line)
        return []
    out = [
        TriggeredAbility(
            name=f"Capítulo {numeral} de {card.reading.shown}",
            trigger=Trigger(event="chapter", chapter=n),
            effects=effects,
        )
        for n, numeral in zip(numbers, numerals(line), strict=True)
    ]
    card.reading.note_read(line, out[0])
    return out
