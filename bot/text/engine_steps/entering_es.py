"""Spanish wording of a permanent spell entering the battlefield as it resolves and of what
an "until … leaves the battlefield" exile does (bot/engine/permanent_spells.py,
bot/engine/exile_until.py)."""

from __future__ import annotations

from bot.engine.vocabulary import COLOR_ES

from .words import Args, Table


def _chosen_es(chosen: str) -> str:
    """A colour in Spanish (105.1); a creature type as the rules spell it (205.3m)."""
    return f"el color {COLOR_ES[chosen]}" if chosen in COLOR_ES else f"el tipo de criatura {chosen}"


def _enters(a: Args) -> str:
    text = (
        f"{a['who']} es un hechizo de permanente: al resolverse se convierte en un permanente y "
        f"entra en el campo de batalla bajo el control de {a['player']}"
    )
    text += ", girado, como dice su texto" if a.raw["tapped"] else ", enderezado"
    if a.raw.get("attached"):
        text += f", anexado a {a['attached']}, el objeto al que apuntaba"
    if a.raw["sick"]:
        text += "; es una criatura que acaba de pasar a su control: no puede atacar este turno"
        text += " (mareo)"
    return text + "."


ENTERING: Table = {
    "entering.spell_enters": _enters,
    "entering.chosen": lambda a: (
        f"{a['player']} elige {_chosen_es(a.raw['chosen'])} para {a['who']}: se elige al "
        "entrar, antes de que esté en el campo de batalla, y lo que su texto dice de lo elegido "
        "lo usa."
    ),
    "entering.exiled_until": lambda a: (
        f"{a['who']} se exilia hasta que {a['source']} deje el campo de batalla."
    ),
    "entering.not_exiled_source_gone": lambda a: (
        f"{a['source']} ya dejó el campo de batalla antes de que se resolviera su habilidad: "
        f"{a['who']} no se exilia."
    ),
    "entering.returns_from_exile": lambda a: (
        (
            f"{a['who']}, exiliado por una habilidad de {a['source']}, vuelve"
            if a.raw.get("linked")
            else f"{a['source']} ha dejado el campo de batalla: {a['who']} vuelve"
        )
        + " del exilio al campo de batalla bajo el control de su propietario "
        f"({a['player']}); es un objeto nuevo."
    ),
    "entering.exiled_to_hand": lambda a: (
        f"{a['who']}, exiliado por una habilidad de {a['source']}, vuelve del exilio a la mano "
        f"de su propietario ({a['player']}); es un objeto nuevo."
    ),
    "entering.nothing_exiled": lambda a: (
        f"No hay en el exilio ninguna carta exiliada por una habilidad de {a['source']}: no "
        "vuelve nada."
    ),
    "entering.alternative_paid": lambda a: (
        f"{a['who']} se lanzó pagando su coste de "
        + {"dash": "rapidez", "evoke": "evocar", "warp": "warp"}[a.raw["keyword"]]
        + " en vez de su coste de maná: "
        + {
            "dash": "tiene prisa mientras sea este permanente, y al comienzo del próximo paso "
            "final vuelve a la mano de su propietario (una habilidad disparada retardada).",
            "evoke": "al entrar se dispara su habilidad, y su controlador lo sacrificará.",
            "warp": "al comienzo del próximo paso final se exiliará (una habilidad disparada "
            "retardada), y su propietario podrá lanzarlo desde el exilio después de este turno.",
        }[a.raw["keyword"]]
    ),
}
