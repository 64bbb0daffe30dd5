"""A Class card's level bars read as the abilities they stand for (716.2a):

    {2}{G}: Level 2
    You may play an additional land on each of your turns.

"[Cost]: Level N — [Abilities]" means "[Cost]: This Class's level becomes N. Activate only if
this Class is level N-1 and only as a sorcery" and "As long as this Class is level N or greater,
it has [abilities]". Each bar becomes that activated ability, and every ability printed under it
(up to the next bar, 716.2) is read as the language reads any other and carries
``class_level``: it exists only from that level on. A line under a bar the language does not
read stays unread, as "When this Class becomes level N, …" does. The engine's half is
bot/engine/class_levels.py.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from ..abilities import Ability, ActivatedAbility, Trigger, TriggeredAbility
from ..effects import ClassLevel, Effect
from ..errors import ScenarioError
from .band_lines import Reader
from .class_lines import ClassBar

if TYPE_CHECKING:
    from .cards import CardFacts
    from .recipients import Refs

Effects = Callable[[str, "Refs"], list[Effect]]  # the effect grammar (language/effects.py)
_BECOMES = re.compile(r"^When this Class becomes level (\d+),\s*(.+)$")


def _becomes_level(text: str, refs: Refs, effects_of: Effects) -> TriggeredAbility | None:
    """ "When this Class becomes level N, …" (716.2a): it triggers as the level bar's ability
    resolves; its effects are read as any triggered ability's (a target chosen as it
    triggers, 603.3d)."""
    found = _BECOMES.match(text.strip())
    if found is None:
        return None
    effects = effects_of(found[2], replace(refs, targeting=True, unchosen=True))
    return TriggeredAbility(
        trigger=Trigger(event="class_level", level=int(found[1])), effects=effects
    )


def class_abilities(
    card: CardFacts, refs: Refs, read: Reader, effects_of: Effects
) -> list[Ability]:
    """Every level bar's activated ability and the abilities printed under it."""
    out: list[Ability] = []
    for bar in card.class_bars:
        assert isinstance(bar, ClassBar)
        level = bar.low
        gain = ClassLevel(level=level, objects=[refs.source] if refs.source else [])
        out.append(ActivatedAbility(name=f"Level {level}", cost=bar.cost, effects=[gain]))
        out[-1] = out[-1].model_copy(update={"sorcery_speed": True})
        card.reading.note_read(bar.symbol, out[-1])
        for kind, text, line in bar.lines:
            if kind == "keywords":
                card.reading.note_unread(line)
                continue
            try:
                got = _becomes_level(text, refs, effects_of) or read(kind, text, refs)
            except (ScenarioError, ValueError):
                card.reading.note_unread(line)
                continue
            if got.condition_level is not None or getattr(got, "loyalty_x", False):
                card.reading.note_unread(line)
                continue
            out.append(got.model_copy(update={"class_level": level}))
            card.reading.note_read(line, out[-1])
    return out
