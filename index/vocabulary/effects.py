"""THE table of what a one-shot effect does, as both readers of Oracle text name it: search's
card kind (key, rules, Spanish label, the event it makes happen) for each effect the scenario
engine models (its effect ids, bot.engine.effects). Search's patterns (index.cards.kinds.effects)
take the rules and labels of the same keys from here; the engine's reading of a line becomes
these kinds through ``EFFECT_KINDS`` (bot.services.card_kinds).
"""

from __future__ import annotations

from typing import NamedTuple

from index.vocabulary.events import Event


class EffectKind(NamedTuple):
    key: str  # search's kind key: "damage", "action:destroy"
    rules: tuple[str, ...]  # most specific first
    label_es: str
    event: Event | None = None  # the event the effect makes happen, when a kind carries it


def _action(name: str, rule: str, label: str) -> EffectKind:
    """A keyword action (701) done by an effect."""
    return EffectKind(f"action:{name}", (rule,), f"acción: {label}")


# Search's kinds of what an effect does, by key.
KINDS: dict[str, EffectKind] = {
    kind.key: kind
    for kind in (
        EffectKind("damage", ("120.3", "120.1"), "hace daño", Event.DAMAGE),
        EffectKind("draw", ("121.1", "121.2"), "roba cartas", Event.DRAW),
        EffectKind("gain_life", ("119.9", "119.10"), "gana vidas", Event.LIFE_GAIN),
        EffectKind(
            "onto_battlefield", ("110.2a", "400.7"), "pone en el campo de batalla", Event.ENTERS
        ),
        _action("sacrifice", "701.21a", "sacrificar"),
        _action("destroy", "701.8a", "destruir"),
        _action("exile", "701.13a", "exiliar"),
        _action("counter", "701.6a", "contrarrestar"),
        _action("create", "701.7a", "crear fichas"),
        _action("discard", "701.9a", "descartar"),
        _action("regenerate", "701.19a", "regenerar"),
        _action("attach", "701.3a", "anexar"),
        _action("search", "701.23a", "buscar en una biblioteca"),
    )
}

# The engine's effect ids (bot.engine.effects: each model's ``type``) -> search's kind key.
# An effect id not here (+N/+N, a keyword gained, a colour set…) is a continuous effect, read
# as its layer (index.vocabulary.events.Layer), or has no kind of its own.
EFFECT_KINDS: dict[str, str] = {
    "damage": "damage",
    "draw": "draw",
    "gain_life": "gain_life",
    "return_to_battlefield": "onto_battlefield",
    "sacrifice": "action:sacrifice",
    "destroy": "action:destroy",
    "exile": "action:exile",
    "counter": "action:counter",
    "create_token": "action:create",
    "discard": "action:discard",
    "regenerate": "action:regenerate",
    "attach": "action:attach",
}
# Not here yet: tap and untap (701.26a). As a new kind read from the engine it put 701.26a above
# the rule two blind questions wanted (Cryptic Command, Pressure Point: top-1 35.4 % -> 34.5 %);
# it needs its count in index.cards.interactions.KIND_FREQUENCY and a development set first.
