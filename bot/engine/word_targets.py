"""Which targets are illegal for each word "target" of a resolving spell or ability (608.2b).

"If all its targets, for every instance of the word "target," are now illegal, the spell or
ability doesn't resolve. … Illegal targets, if any, won't be affected by parts of a resolving
spell's effect for which they're illegal. Other parts of the effect for which those targets
are not illegal may still affect them." Each effect of a stack object that chose its own
targets is one word "target" (language/target_words.py reads one effect a word); an effect
that refers back to an earlier one's target ("Untap that creature", ``same_targets_as``) is
part of that word and shares its check. So the object chosen for "target nonblack creature"
and for "target land" of Plague Spores, turned black, is still destroyed as the land.
"""

from __future__ import annotations

from .damage import DamageSource
from .state import GameState, StackItem
from .targeting import illegal_targets


def illegal_by_word(
    state: GameState, item: StackItem, source: DamageSource
) -> list[frozenset[str]]:
    """For each effect of ``item``, in order, its targets that are illegal for it now."""
    out: list[frozenset[str]] = []
    for at, effect in enumerate(item.effects):
        back = effect.same_targets_as
        if back and at - back >= 0:  # the word it refers back to decides (608.2c)
            out.append(out[at - back])
            continue
        alone = item.model_copy(update={"effects": [effect]})
        out.append(
            frozenset(illegal_targets(state, alone, source)) if effect.targets else frozenset()
        )
    return out


def all_illegal(item: StackItem, by_word: list[frozenset[str]]) -> bool:
    """Every target of every word is illegal (608.2b: then it doesn't resolve)."""
    words = [(e.targets, bad) for e, bad in zip(item.effects, by_word, strict=True) if e.targets]
    return bool(words) and all(set(targets) <= bad for targets, bad in words)
