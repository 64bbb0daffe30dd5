"""Life "equal to its power" (or toughness), and "its controller" as the player who gains it:

    Exile target creature. Its controller gains life equal to its power.   (Swords to Plowshares)
    Destroy target attacking creature. You gain life equal to its power.   (Chastise)
    When this creature dies, you gain life equal to its power.             (Bottle Golems)

"Its" is what an earlier instruction of the same text chose (608.2c), or, when none chose
anything, the source itself. The amount is read as the effect resolves, from the object's
last known information once it has left the battlefield (608.2h, engine/equal_life.py).
"""

from __future__ import annotations

from ..effects import Effect
from .effect_build import build
from .recipients import Recipients, Refs
from .words import Words

_IT = ("its", "that creature's", "this creature's", "su", "la", "de esa criatura")
_EQUAL = (
    "life equal to",
    "vidas igual a",
    "vida igual a",
    "vidas iguales a",
    "tantas vidas como",
)
_WHICH = {
    "power": "power",
    "fuerza": "power",
    "toughness": "toughness",
    "resistencia": "toughness",
}
_ITS_CONTROLLER = (
    "its controller",
    "that creature's controller",
    "su controlador",
    "el controlador de esa criatura",
)
_GAIN = ("gains", "gana")
_MOVED = ("destroy", "exile", "return_to_hand")
_LOSE = ("loses", "pierde")


def _object(refs: Refs) -> Recipients | None:
    """What "its" names: the earlier instruction's choice, else the source."""
    earlier = refs.earlier
    if earlier is not None:
        if earlier.player:
            return None  # "its power" of a player: nothing to read
        return Recipients(
            targets=list(earlier.targets),
            objects=list(earlier.objects),
            target_filter=earlier.target_filter,
            unchosen=earlier.unchosen,
            same_as=earlier.distance(),
        )
    if refs.event_object:  # "When enchanted creature dies, its controller …" (603.7c)
        return Recipients(event_ref="event_object")
    if refs.source is not None:
        return Recipients(objects=[refs.source])
    return None


def equal_to(words: Words) -> str | None:
    """ "life equal to its power": "power" or "toughness"; None, nothing read, otherwise."""
    mark = words.i
    if words.accept(*_EQUAL):
        words.accept(*_IT)  # "its power", "su fuerza", "la fuerza de esa criatura"
        which = _WHICH.get(words.peek())
        if which is not None:
            words.take()
            words.accept("de esa criatura", "de ella")
            return which
    words.i = mark
    return None


def life_equal(words: Words, refs: Refs, kind: str) -> Effect | None:
    """After "gain"/"lose" with no player named ("you"): the effect when "life equal to its
    power" follows; None, nothing read, otherwise."""
    mark = words.i
    which = equal_to(words)
    it = _object(refs) if which is not None else None
    if it is None:
        words.i = mark
        return None
    return build(refs, words, {"type": kind, "amount": 0, "equal_to": which, **it.fields()})


def _fixed(words: Words, refs: Refs, kind: str) -> Effect | None:
    """ "2 life" after "its controller loses": a written amount, the player still the object's
    controller as the effect resolves (or as it last was, 608.2h)."""
    word = words.peek()
    earlier = refs.earlier
    # Only after an instruction that chose a permanent and moved it ("Destroy target land."):
    # "its" after a trigger event ("Whenever a creature dies, its controller …") names the
    # event's object, and after "Counter target spell." a spell, neither of which this reads.
    # After a trigger about the enchanted permanent, "its" is that permanent (603.7c).
    about_event = earlier is None and refs.event_object
    if not about_event and (earlier is None or earlier.player or not earlier.chose()):
        return None
    if earlier is not None and (
        not earlier.effects or any(e.type not in _MOVED for e in earlier.effects)
    ):
        return None
    it = _object(refs)
    if not word.isdigit() or it is None or words.peek(1) not in ("life", "vida", "vidas"):
        return None
    words.take()
    words.take()
    return build(refs, words, {"type": kind, "amount": int(word), **it.fields()})


def its_controller(words: Words, refs: Refs) -> Effect | None:
    """ "Its controller gains life equal to its power": the player is the object's controller
    as the effect resolves (or as it last was); None, nothing read, otherwise."""
    mark = words.i
    if not words.accept(*_ITS_CONTROLLER):
        return None
    kind = "gain_life" if words.accept(*_GAIN) else "lose_life" if words.accept(*_LOSE) else None
    effect = life_equal(words, refs, kind) if kind is not None else None
    if effect is None and kind is not None:
        effect = _fixed(words, refs, kind)  # "Its controller loses 2 life." (Despoil)
    if effect is None:
        words.i = mark
        return None
    words.accept(".")
    return effect.model_copy(update={"its_controller": True})
