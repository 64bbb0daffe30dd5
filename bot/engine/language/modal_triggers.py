"""Modal triggered abilities of a card (700.2, 603.3c):

    When this creature enters, choose one —
    • Create a 1/1 white Bird creature token with flying.
    • Return another target nonland permanent to its owner's hand.
    • Draw a card.

Each bullet is read as the ability's effect, with the trigger written before it. A mode the
language does not read stays unread, as a spell's does: chosen, the answer is conditional; not
chosen (``modo:N`` names another), it does nothing and is set aside (700.2b). The ability is
not read when no mode is. Its controller chooses the mode as it puts the ability on the stack
(603.3c): the scenario says which with ``modo:N`` on the permanent (``modo:0`` for none, when
the card says "choose up to one"), and the engine asks when it triggers without one
(bot/engine/trigger_modes.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from index.fold import fold

from ..abilities import TriggeredAbility
from ..errors import ScenarioError
from .modal_lines import HEADER_WORDS, MODE_COUNTS, bullets_under, mode_texts

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..abilities import Ability
    from ..effects import Effect
    from .cards import CardFacts
    from .recipients import Refs


def modal_ability(
    card: CardFacts,
    header: tuple[str, str, str],
    refs: Refs,
    parse: Callable[[str, str, Refs], Ability],
) -> TriggeredAbility | None:
    """The modal trigger whose header line is ``header``, its bullets read as its modes: each
    mode read or not on its own, the header read when one is."""
    found = HEADER_WORDS.match(header[1].strip())
    bullets = bullets_under(card.lines, header)
    if found is None or not bullets:
        card.reading.note_unread(header[2])
        return None
    first: TriggeredAbility | None = None
    modes: list[list[Effect]] = []
    unread: list[str] = []
    for text, line in bullets:
        try:
            ability = parse("triggered", f"{found['when']}, {text}", refs)
        except (ScenarioError, ValueError):
            ability = None
        if isinstance(ability, TriggeredAbility):
            modes.append(ability.effects)
            first = first or ability
        else:
            modes.append([])  # a mode not read: it does nothing the engine can tell
            unread.append(line)
    if first is None:  # not one mode read: the trigger itself is not known
        for line in (header[2], *(line for _, line in bullets)):
            card.reading.note_unread(line)
        return None
    low, high = MODE_COUNTS[fold(found["how"], "words")]
    ability = TriggeredAbility(
        trigger=first.trigger,
        effects=[e for mode in modes for e in mode],
        modes=modes,
        mode_texts=mode_texts(bullets),
        choose=(low, min(high, len(modes))),
    )
    card.reading.note_read(header[2], ability)
    chosen = set(card.trigger_modes)
    for n, (_, line) in enumerate(bullets, start=1):
        if chosen and n not in chosen:
            card.reading.set_aside(line)  # 700.2b: a mode not chosen does nothing
        elif line in unread:
            card.reading.note_unread(line)  # chosen, or not yet: the answer stays conditional
        else:
            card.reading.note_read(line, ability)
    return ability
