"""The scenario line that says what a ScenarioBuilder says, written so that nothing in it can
be read two ways (a made-up object's name in ``nombre:``, its colours in ``color:``): the
tests hold the builder's model to the model the language gives for this line."""

from __future__ import annotations

from bot.engine.builder import Real, ScenarioBuilder, Thing

ORDER = {
    "combat": "combate",
    "sba": "estado",
    "layers": "capas",
    "timing": "momento",
    "triggers": "pila",
    "timeline": "escenario",
}
_ABILITY = {"static": "otorga", "triggered": "disparo", "activated": "activada"}


def thing_words(thing: Thing) -> str:
    counters = [("+1/+1", thing.plus), ("-1/-1", thing.minus)]
    said = [f"contadores:{kind} x{n}" for kind, n in counters if n]
    if isinstance(thing, Real):
        said += ["regenerar"] * thing.regenerate
        said += [f"encanta:{thing.attached_to.replace(' ', '_')}"] if thing.attached_to else []
        said += [f"daño:{thing.damage}"] if thing.damage else []
        said += ["girada"] if thing.tapped else []
        said += [f"historia:{thing.lore}"] if thing.lore is not None else []
        return " ".join([thing.name, *said])
    words = [f"nombre:{thing.name.replace(' ', '_')}"]
    words += [f"{thing.power}/{thing.toughness}"] if thing.power is not None else []
    words += list(thing.keywords)
    words += [f"color:{c}" for c in thing.colors] + [f"tipo:{t}" for t in thing.types]
    words += said + (["girada"] if thing.tapped else []) + (["ficha"] if thing.token else [])
    words += [f"{_ABILITY[a.kind]}:{a.text}" for a in thing.abilities]
    return " ".join(words)


def line_of(plan: ScenarioBuilder) -> str:
    pairs = []
    for part in plan.parts:
        if part.things is None:
            pairs.append(f'{part.key}:"{part.value}"')
        else:
            pairs.append(f'{part.key}:"{"; ".join(thing_words(t) for t in part.things)}"')
    return " ".join([ORDER[plan.kind], *pairs])
