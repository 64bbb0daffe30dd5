"""Modal activated abilities of a card (700.2a):

    {1}, Sacrifice this creature: Choose one —
    • Destroy target artifact.
    • Destroy target enchantment.
    • Proliferate.

Each bullet is read as the ability's effect, with the cost (and any restriction after the
instruction, "Activate only as a sorcery.") written before it. A mode the language does not
read stays unread on its own, so the answer is conditional whichever mode is told (the mode
is only known once it is activated); the ability is not read when no mode is. Its controller
chooses the modes as they activate it (700.2a, 602.2b): ``activa Cankerbloom modo 1: …``
(bot/engine/activated_modes.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..abilities import ActivatedAbility
from ..errors import ScenarioError
from .modal_lines import ACTIVATED_HEADER_WORDS, MODE_COUNTS, bullets_under, mode_texts

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..abilities import Ability
    from ..effects import Effect
    from .cards import CardFacts
    from .recipients import Refs


def modal_activated(
    card: CardFacts,
    header: tuple[str, str, str],
    refs: Refs,
    parse: Callable[[str, str, Refs], Ability],
) -> ActivatedAbility | None:
    """The modal activated ability whose header line is ``header``, its bullets read as its
    modes; each mode read or not on its own, the header read when one is."""
    found = ACTIVATED_HEADER_WORDS.match(header[1].strip())
    bullets = bullets_under(card.lines, header)
    if found is None or len(bullets) < 2:
        card.reading.note_unread(header[2])
        return None
    first: ActivatedAbility | None = None
    modes: list[list[Effect]] = []
    for text, line in bullets:
        try:
            ability = parse("activated", f"{found['cost']}: {text}{found['rest']}", refs)
        except (ScenarioError, ValueError):
            ability = None
        if isinstance(ability, ActivatedAbility):
            modes.append(ability.effects)
            first = first or ability
            card.reading.note_read(line, ability)
        else:
            modes.append([])  # not read: it does nothing the engine can tell
            card.reading.note_unread(line)
    if first is None:  # not one mode read: its cost and restrictions are not known either
        card.reading.note_unread(header[2])
        return None
    low, high = MODE_COUNTS[found["how"]]
    ability = first.model_copy(
        update={
            "effects": [e for mode in modes for e in mode],
            "modes": modes,
            "mode_texts": mode_texts(bullets),
            "choose": (low, min(high, len(modes))),
        }
    )
    card.reading.note_read(header[2], ability)
    return ability


__all__ = ["modal_activated"]
