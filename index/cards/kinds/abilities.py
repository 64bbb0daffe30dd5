"""The shape of one ability line (113.3): loyalty, activated, mana, triggered (with the event
it waits for), chapter, or static; and where its effect part starts, for the effect readers.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from .events import TRIGGER_RULES, trigger_events
from .keywords import KEYWORD_RULES
from .model import EVENT_ES, Event, Kind
from .reading import LineReading

_LOYALTY = re.compile(r"^\[?(?:[+−-]?\d+|[+−-]x|0)\]?: ")
_CHAPTER = re.compile(r"^(?:[ivx]+)(?:, [ivx]+)* — ")
_TRIGGER = re.compile(r"^(?:when|whenever|at)\b")
_COST_START = re.compile(
    r"^(?:\{|sacrifice|discard|pay|tap|untap|exile|remove|return|reveal|put|collect|forage|"
    r"exert|mill|\d|[+−-]|~|\w+ ~)"
)
_MANA = re.compile(r"\badd(?:s)? (?:\{|one|two|three|x|an amount|that much|mana|\w+ mana)")
_DELAYED = re.compile(
    r"\bat the beginning of\b|\bwhen (?:that|the|those|this) [^,.]*(?:dies|die|leaves)\b|"
    r"\bat end of combat\b|\bwhen(?:ever)? [^,.]* this turn, |\buntil your next turn\b.*\bwhen"
)
_REFLEXIVE = re.compile(r"\bwhen (?:you|they|that player) do(?:es)?\b|\bwhen you don't\b")
_INTERVENING = re.compile(r"^(?:when|whenever|at) [^,]*, if ")

Make = Callable[..., Kind]


@dataclass(frozen=True, slots=True)
class Shape:
    kinds: list[Kind]
    effect: str  # the part that does something (after the cost or trigger condition)
    static: bool  # a static ability (its effects apply continuously, 611.3)


# A mode ("• ...") or a die result ("10—19 | ...") belongs to the ability above it.
_PART = re.compile(r"^(?:•|\d+(?:—\d+)? \|)\s*")


def shape(
    outer: str, permanent: bool, planeswalker: bool, make: Make, known: LineReading | None = None
) -> Shape:
    """``known``: the engine's reading of the line, when it read one (its trigger's events
    replace the patterns')."""
    if _PART.match(outer):
        effect = _PART.sub("", outer)
        return Shape(_inner(effect, make), effect, False)
    if planeswalker and _LOYALTY.match(outer):
        cost, effect = outer.split(": ", 1)
        return Shape(
            [make("loyalty_ability", ("606.1", "606.3"), "habilidad de lealtad")], effect, False
        )
    if _CHAPTER.match(outer):
        effect = outer.split(" — ", 1)[1]
        kind = make(
            "chapter_ability", ("714.2b", "714.3b"), "habilidad de capítulo", event=Event.COUNTERS
        )
        return Shape([kind, *_inner(effect, make)], effect, False)
    if _TRIGGER.match(outer):
        return _triggered(outer, make, known.triggers if known is not None else ())
    head, sep, effect = outer.partition(": ")
    if sep and _COST_START.match(head) and "." not in head and len(head) < 120:
        if _MANA.search(effect) and "target" not in effect:
            kind = make("mana_ability", ("605.1a", "605.3b"), "habilidad de maná")
        elif _MANA.search(effect):
            # It adds mana but targets: no mana ability, it uses the stack (605.5a).
            label = "da maná pero tiene objetivo: usa la pila"
            kind = make("activated", ("605.5a", "605.1a", "602.1"), label)
        else:
            kind = make("activated", ("602.1", "113.3b"), "habilidad activada")
        return Shape([kind, *_inner(effect, make)], effect, False)
    if not permanent:
        return Shape(_inner(outer, make), outer, False)
    return Shape(
        [make("static", ("604.1", "611.3a"), "habilidad estática"), *_inner(outer, make)],
        outer,
        True,
    )


def _triggered(outer: str, make: Make, engine_events: tuple[Event, ...] = ()) -> Shape:
    # The condition ends at the first comma after which the event is named ("whenever a
    # nontoken, non-Angel creature you control dies, ...").
    pieces = outer.split(", ")
    condition, events, cut = pieces[0], [Event.OTHER], 1
    for cut in range(1, min(len(pieces), 4)):
        condition = ", ".join(pieces[:cut])
        events = trigger_events(condition)
        if events != [Event.OTHER]:
            break
    else:
        condition, cut = pieces[0], 1
    effect = ", ".join(pieces[cut:])
    if engine_events:  # the engine read the condition: its model names the event
        events = list(engine_events)
    extra = ("603.4",) if _INTERVENING.match(outer) else ()
    kinds: list[Kind] = []
    for event in events:
        if event is Event.MANA and _MANA.search(effect):
            kinds.append(
                make("mana_ability", ("605.1b",), "habilidad de maná disparada", event=event)
            )
            continue
        rules = (*TRIGGER_RULES[event], *extra, *_actions(condition, event), "603.2")
        label = f"habilidad disparada ({EVENT_ES[event]})"
        kinds.append(make(f"trigger:{event.value}", rules, label, event=event))
    return Shape([*kinds, *_inner(effect, make)], effect, False)


_ACTION_WORDS = [
    (re.compile(rf"\b{re.escape(name)}(?:s|es)?\b"), rule)
    for name, rule in KEYWORD_RULES.items()
    if rule.startswith("701.") and name not in ("cast", "activate", "play", "counter", "double")
]


def _actions(condition: str, event: Event) -> tuple[str, ...]:
    """The rule of a keyword action a trigger waits for ("whenever you scry": 701.22)."""
    if event is not Event.OTHER:
        return ()
    return tuple(rule for pattern, rule in _ACTION_WORDS if pattern.search(condition))


def _inner(effect: str, make: Make) -> list[Kind]:
    """Delayed (603.7) and reflexive (603.12) triggers an effect creates."""
    kinds = []
    if _DELAYED.search(effect):
        kinds.append(make("delayed_trigger", ("603.7", "603.7a"), "habilidad disparada retardada"))
    if _REFLEXIVE.search(effect):
        kinds.append(make("reflexive_trigger", ("603.12",), "habilidad disparada reflexiva"))
    return kinds
