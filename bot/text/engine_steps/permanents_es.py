"""Spanish wording of what a permanent's own text does as it enters or while it is on the
battlefield (replacement effects and statics read from card text, 614, 601.2f)."""

from __future__ import annotations

from .words import Args, Table, join, qty


def counters(a: Args) -> str:
    parts = []
    if a.raw["plus"]:
        parts.append(qty(a.raw["plus"], "contador +1/+1", "contadores +1/+1"))
    if a.raw["minus"]:
        parts.append(qty(a.raw["minus"], "contador -1/-1", "contadores -1/-1"))
    return join(parts)


def _change(change: dict[str, object]) -> str:
    amount = int(str(change["amount"]))
    way = "más" if amount > 0 else "menos"
    return f"«{change['source']}» hace que cueste {{{abs(amount)}}} {way}"


def _changed_total(a: Args) -> str:
    card, total, before = f"«{a['card']}»", a.raw["total"], a.raw["before"]
    changes = join([_change(c) for c in a.raw["changes"]])
    floor = (
        " (las reducciones solo quitan maná genérico y el coste no baja de lo que piden sus "
        "símbolos de color)"
        if any(int(c["amount"]) < 0 for c in a.raw["changes"])
        else ""
    )
    return (
        f"Coste total: {card} cuesta {a['mana_cost']} ({before} de maná antes de cambios); "
        f"{changes}, con su habilidad estática{floor}: {total} de maná."
    )


def _exiled(a: Args) -> str:
    source = f" de «{a['source']}»" if a.raw["source"] else ""
    return (
        f"{a['who']} iba a morir, pero el efecto de reemplazo{source} la exilia en su lugar: "
        "no muere, así que nada que diga «muere» se dispara."
    )


def _names(objs: list[dict[str, str]]) -> str:
    return join([f"«{o['name']}»" for o in objs])


def _untap(a: Args) -> str:
    untapped, kept = a.raw["untapped"], a.raw["kept"]
    done = f"{a['player']} endereza {_names(untapped)}" if untapped else ""
    held = (
        f"{_names(kept)} no se endereza{'n' if len(kept) > 1 else ''}: un efecto lo impide"
        if kept
        else ""
    )
    return "Paso de enderezar: " + "; ".join(p for p in (done, held) if p) + "."


def _how_many(event: str, n: int, counter: str | None) -> str:
    if event == "gain_life":
        return qty(n, "vida")
    if event == "create_token":
        return qty(n, "ficha")
    if event == "damage":
        return qty(n, "daño")
    kind = f" {counter}" if counter else ""
    return qty(n, f"contador{kind}", f"contadores{kind}")


def _amount(a: Args) -> str:
    event, counter = a.raw["event"], a.raw.get("counter")
    before = _how_many(event, a.raw["before"], counter)
    after = _how_many(event, a.raw["after"], counter)
    return (
        f"Efecto de reemplazo de «{a['source']}»: en vez de {before}, {after} (cada efecto de "
        "reemplazo se aplica una sola vez a cada suceso)."
    )


PERMANENTS: Table = {
    "replacement.amount": _amount,
    "damage.order_choice": lambda a: (
        f"Un efecto de reemplazo cambia este daño y hay un escudo de prevención: {a['player']} "
        "elige en qué orden se aplican; aquí se aplica primero el que cambia el daño."
    ),
    "replacement.amount_order": lambda a: (
        f"Unos efectos de reemplazo suman y otros multiplican, así que el orden cambia el "
        f"resultado: lo elige {a['player']}. Aplicando primero los que suman salen "
        f"{a['total']}; en el otro orden, {a['other']}."
    ),
    "damage.prevented_all": lambda a: (
        f"Se previene(n) {qty(a.raw['amount'], 'daño')} de {a['source']} a {a['target']}: un "
        "efecto previene todo ese daño."
    ),
    "turn.split_second": lambda a: (
        f"{a['item']} no se {'lanza' if a.raw['cast'] else 'activa'}: {a['spell']} está en la "
        "pila y tiene segundo rápido (split second); mientras siga ahí nadie lanza hechizos ni "
        "activa habilidades que no sean de maná."
    ),
    "turn.cant_activate": lambda a: (
        f"Las habilidades activadas de {a['source']} no se pueden activar (un efecto lo "
        "prohíbe): no se activa nada y nada va a la pila."
    ),
    "damage.cant_be_prevented": lambda a: (
        f"El daño de {a['source']} no se puede prevenir: la protección y los escudos de "
        "prevención no previenen nada de él (y los escudos no se gastan)."
    ),
    "turn.untap": _untap,
    "replacement.exile_instead": _exiled,
    "costs.changed_total": _changed_total,
    "entering.text_counters": lambda a: (
        f"{a['who']} tiene {counters(a)}: su texto dice que entra con ellos y no se han "
        "escrito otros (si ya no los tiene, escribe sus contadores, p. ej. «contadores:+1/+1 x1»)."
    ),
    "entering.enters_with": lambda a: (
        f"{a['who']} entra con {counters(a)} más, como dice su texto (efecto de reemplazo)."
    ),
}
