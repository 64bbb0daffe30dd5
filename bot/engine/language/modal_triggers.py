"""Modal triggered abilities of a card (700.2, 603.3c):

    When this creature enters, choose one —
    • Create a 1/1 white Bird creature token with flying.
    • Return another target nonland permanent to its owner's hand.
    • Draw a card.

Each bullet is read as the ability's effect, with the trigger written before it; the ability is
read only if every mode is (a mode left unread would leave the card partly read, and the
ability unknown if it were chosen). Its controller chooses the mode as it puts the ability on
the stack (603.3c): the scenario says which with ``modo:N`` on the permanent, and the engine
asks when it triggers without one (bot/engine/trigger_modes.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from index.fold import fold

from ..abilities import TriggeredAbility
from ..errors import ScenarioError
from .modal_lines import HEADER_WORDS, MODE, MODE_COUNTS

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..abilities import Ability
    from .cards import CardFacts
    from .recipients import Refs


def modal_ability(
    card: CardFacts,
    header: tuple[str, str, str],
    refs: Refs,
    parse: Callable[[str, str, Refs], Ability],
) -> TriggeredAbility | None:
    """The modal trigger whose header line is ``header``, its bullets read as its modes; its
    lines noted read, or all unread when any mode is not read."""
    found = HEADER_WORDS.match(header[1].strip())
    at = card.lines.index(header)
    bullets = []
    for kind, text, line in card.lines[at + 1 :]:
        if kind != MODE:
            break
        bullets.append((text, line))
    if found is None or not bullets:
        card.reading.note_unread(header[2])
        return None
    modes, read = [], []
    for text, line in bullets:
        try:
            ability = parse("triggered", f"{found['when']}, {text}", refs)
        except (ScenarioError, ValueError):
            continue
        if isinstance(ability, TriggeredAbility):
            modes.append(ability)
            read.append(line)
    if len(modes) < len(bullets):
        for line in (header[2], *(line for _, line in bullets)):
            card.reading.note_unread(line)
        return None
    low, high = MODE_COUNTS[fold(found["how"], "words")]
    ability = TriggeredAbility(
        trigger=modes[0].trigger,
        effects=[e for mode in modes for e in mode.effects],
        modes=[mode.effects for mode in modes],
        mode_texts=[line.removeprefix("•").strip() for _, line in bullets],
        choose=(low, min(high, len(modes))),
    )
    card.reading.note_read(header[2], ability)
    for line in read:
        card.reading.note_read(line, ability)
    return ability
