"""What a "dies" ability does with the card that died, now in its owner's graveyard:

    When this Aura is put into a graveyard from the battlefield, return it to its owner's hand.
    When this creature dies, return it to its owner's hand.
    When enchanted creature dies, return that card to the battlefield under your control.
    When enchanted creature dies, return that card to its owner's hand.

The card is a new object in the graveyard (400.7), and these abilities find it there: it moves
like a card a spell takes out of a graveyard (FromGraveyard, bot/engine/graveyard_returns.py),
to its owner's hand or onto the battlefield under the ability's controller's control (110.2a),
untapped (110.5b). If it is no longer there when the ability resolves, nothing moves; a token
ceased to exist (111.7). Only the whole sentence is read: returned "under its owner's control",
"transformed", "at the beginning of the next end step" or with counters stays unread.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..effects import Effect, FromGraveyard

if TYPE_CHECKING:
    from ..abilities import Trigger
    from .recipients import Refs

_RETURN = re.compile(
    r"^return (it|this card|this aura|this creature|this artifact|that card) "
    r"to (?:(its owner's hand)|the battlefield under your control)\.?$",
    re.IGNORECASE,
)


def card_return(text: str, trigger: Trigger, refs: Refs) -> list[Effect] | None:
    """The effect of a "dies" ability that returns the card that died; None when ``text`` is
    not one of those sentences (the ability is then read as any other)."""
    found = _RETURN.match(text.strip())
    if found is None or trigger.event != "dies":
        return None
    to = "hand" if found[2] else "battlefield"
    if trigger.subject is None and found[1].lower() != "that card" and refs.source is not None:
        return [FromGraveyard(objects=[refs.source], to=to)]  # itself (700.4: it died)
    if (
        trigger.subject is not None
        and trigger.subject.attached
        and found[1].lower()
        in (
            "that card",
            "it",
        )
    ):
        # What it enchanted: bound to the creature that died as it triggers (603.7c).
        return [FromGraveyard(event_ref="event_object", to=to)]
    return None
