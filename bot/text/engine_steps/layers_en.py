"""English wording of layers 1-7: what applies in each layer and what a creature ends as."""

from __future__ import annotations

from .vocabulary_en import LAYER_EN, keywords_en, n
from .words import Args, Table

_SUBLAYER = {
    "a": "7a (characteristic-defining abilities)",
    "b": "7b (effects that set power and/or toughness)",
    "c": "7c (effects and counters that modify them)",
    "d": "7d (switching power and toughness)",
}


def _pt(pt: list[int]) -> str:
    return f"{pt[0]}/{pt[1]}"


def _from(a: Args) -> str:
    source = a.raw["source"]
    return f"from “{source}”, " if source is not None else ""


def _counters(a: Args) -> str:
    bits = []
    if a.raw["plus"]:
        bits.append(n(a.raw["plus"], "+1/+1 counter"))
    if a.raw["minus"]:
        bits.append(n(a.raw["minus"], "-1/-1 counter"))
    return " and ".join(bits) + f" → {_pt(a.raw['pt'])}"


def _start(a: Args) -> str:
    printed = a.raw["printed"]
    where = (
        f"the printed power and toughness of {a['who']}: {_pt(printed)}"
        if printed is not None
        else f"0/0, because {a['who']} has no printed power or toughness"
    )
    return (
        f"Start from {where}. Power/toughness effects apply in layer 7, sublayer by "
        "sublayer, and within each sublayer in timestamp order."
    )


def _result(a: Args) -> str:
    keywords = a.raw["keywords"]
    extra = f", with {keywords_en(keywords)}" if keywords else ""
    return f"Result: {a['who']} is {_pt(a.raw['pt'])}{extra}."


LAYERS: Table = {
    "layers.no_pt": lambda a: (
        f"{a['who']} is not a creature after the layers are applied: it has no power or toughness."
    ),
    "layers.start": _start,
    "layers.sublayer": lambda a: (
        f"Sublayer {_SUBLAYER[a.raw['sublayer']]}: " + "; ".join(a.each("applied")) + "."
    ),
    "layers.result": _result,
    "layers.damage_stays": lambda a: (
        f"{a['who']} has {n(a.raw['damage'], 'damage', 'damage')} marked: damage stays marked "
        "even if its power and toughness change, and counts the next time state-based actions "
        "are checked."
    ),
    "layers.zero_toughness": lambda a: (
        f"With toughness {a['toughness']}, {a['who']} will be put into its owner's graveyard "
        "as soon as state-based actions are checked (indestructible doesn't stop it)."
    ),
    "layers.brief": lambda a: (
        f"{a['who']} is {_pt(a.raw['pt'])}: printed {_pt(a.raw['printed'])}, and in layer 7 "
        + "; ".join(a.each("applied"))
        + "."
    ),
    "layers.counters": _counters,
    "layers.effect": lambda a: (
        f"“{a['effect']}” ({_from(a)}timestamp {a['timestamp']}) → {_pt(a.raw['pt'])}"
    ),
    "layers.note": lambda a: (
        f"{LAYER_EN[a.raw['layer']]}: “{a['effect']}” ({_from(a)}timestamp {a['timestamp']})"
        + (
            " (it depends on another effect in this layer, which changes what it applies to: "
            "it waits for that one to apply, even though its timestamp is earlier)"
            if a.raw["dependent"]
            else ""
        )
    ),
    "layers.note_gone": lambda a: (
        f"{LAYER_EN[a.raw['layer']]}: “{a['effect']}” ({_from(a)}timestamp {a['timestamp']}) "
        "depends on another effect in this layer that removes the ability it comes from: it "
        "applies later and no longer exists, so it changes nothing"
    ),
    "layers.one_to_six": lambda a: (
        f"Layers 1 to 6 for {a['who']}, in layer order (before any timestamp): "
        + "; ".join(a.each("notes"))
        + "."
    ),
}
