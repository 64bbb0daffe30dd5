"""Spanish wording of layers 1-7: what applies in each layer and what a creature ends as."""

from __future__ import annotations

from .effects_es import keywords_es
from .words import Args, Table, qty

LAYER_ES = {
    "1": "capa 1 (copia)",
    "2": "capa 2 (control)",
    "4": "capa 4 (tipos)",
    "5": "capa 5 (color)",
    "6": "capa 6 (habilidades)",
}
_SUBLAYER = {
    "a": "7a (habilidades que definen características)",
    "b": "7b (efectos que fijan la fuerza/resistencia)",
    "c": "7c (efectos y contadores que modifican)",
    "d": "7d (intercambiar fuerza y resistencia)",
}


def _pt(pt: list[int]) -> str:
    return f"{pt[0]}/{pt[1]}"


def _from(a: Args) -> str:
    source = a.raw["source"]
    return f"de «{source}», " if source is not None else ""


def _counters(a: Args) -> str:
    bits = []
    if a.raw["plus"]:
        bits.append(f"{a['plus']} contador(es) +1/+1")
    if a.raw["minus"]:
        bits.append(f"{a['minus']} contador(es) -1/-1")
    return " y ".join(bits) + f" → {_pt(a.raw['pt'])}"


def _start(a: Args) -> str:
    printed = a.raw["printed"]
    where = (
        f"la fuerza y resistencia impresas de {a['who']}: {_pt(printed)}"
        if printed is not None
        else f"0/0, porque {a['who']} no tiene fuerza ni resistencia impresas"
    )
    return (
        f"Se parte de {where}. Los efectos de fuerza/resistencia se aplican en la capa 7, "
        "subcapa por subcapa, y dentro de cada subcapa por orden de marca de tiempo."
    )


def _result(a: Args) -> str:
    keywords = a.raw["keywords"]
    extra = f", con {keywords_es(keywords)}" if keywords else ""
    return f"Resultado: {a['who']} es {_pt(a.raw['pt'])}{extra}."


LAYERS: Table = {
    "layers.no_pt": lambda a: (
        f"{a['who']} no es una criatura después de aplicar las capas: no tiene fuerza ni "
        "resistencia."
    ),
    "layers.start": _start,
    "layers.sublayer": lambda a: (
        f"Subcapa {_SUBLAYER[a.raw['sublayer']]}: " + "; ".join(a.each("applied")) + "."
    ),
    "layers.result": _result,
    "layers.damage_stays": lambda a: (
        f"{a['who']} tiene {qty(a.raw['damage'], 'daño marcado', 'daños marcados')}: el daño "
        "sigue marcado aunque cambien su fuerza y su resistencia, y cuenta en la próxima "
        "comprobación de acciones de estado."
    ),
    "layers.zero_toughness": lambda a: (
        f"Con resistencia {a['toughness']}, {a['who']} irá al cementerio de su propietario en "
        "cuanto se comprueben las acciones de estado (indestructible no lo evita)."
    ),
    "layers.brief": lambda a: (
        f"{a['who']} es {_pt(a.raw['pt'])}: impresa {_pt(a.raw['printed'])}, y en la capa 7 "
        + "; ".join(a.each("applied"))
        + "."
    ),
    "layers.counters": _counters,
    "layers.effect": lambda a: (
        f"«{a['effect']}» ({_from(a)}marca de tiempo {a['timestamp']}) → {_pt(a.raw['pt'])}"
    ),
    "layers.note": lambda a: (
        f"{LAYER_ES[a.raw['layer']]}: «{a['effect']}» ({_from(a)}marca de tiempo "
        f"{a['timestamp']})"
        + (
            " (depende de otro efecto de esta capa, que cambia a qué se aplica: espera a que "
            "ese se aplique, aunque su marca de tiempo sea anterior)"
            if a.raw["dependent"]
            else ""
        )
    ),
    "layers.note_gone": lambda a: (
        f"{LAYER_ES[a.raw['layer']]}: «{a['effect']}» ({_from(a)}marca de tiempo "
        f"{a['timestamp']}) depende de otro efecto de esta capa, que le quita la habilidad de "
        "la que sale: se aplica después y ya no existe, así que no cambia nada"
    ),
    "layers.one_to_six": lambda a: (
        f"Capas 1 a 6 para {a['who']}, en orden de capa (antes que cualquier marca de "
        "tiempo): " + "; ".join(a.each("notes")) + "."
    ),
}
