"""Spanish wording of damage being dealt, prevented and what it does (120, 615, 702)."""

from __future__ import annotations

from typing import Any

from index.vocabulary.game import spanish_names

from .effects_es import qualities_es
from .words import Args, Table, qty


def _player_change(change: dict[str, Any]) -> str:
    life_before, life_after = change["life"]
    poison_before, poison_after = change["poison"]
    bits = [f"{life_before} → {life_after} vidas"] if life_before != life_after else []
    if poison_before != poison_after:
        bits.append(f"{poison_before} → {poison_after} contadores de veneno")
    return f"{change['player']}: " + ", ".join(bits)


def _deals(a: Args) -> str:
    return f"{a['source']} hace {qty(a.raw['amount'], 'daño')} a {a['target']}"


_WITH = spanish_names("keyword")  # infect, wither: their Spanish names

DAMAGE: Table = {
    "source.effect": lambda a: "El efecto",
    "damage.none_assigned": lambda a: (
        "Nadie asigna daño de combate en este paso, así que no se hace daño."
    ),
    "damage.zero": lambda a: "No se hace daño (0 daños no es hacer daño).",
    "damage.simultaneous": lambda a: (
        "Todo el daño de combate asignado se hace a la vez, como un único evento."
    ),
    "damage.prevented_shield": lambda a: (
        f"Se previene(n) {qty(a.raw['amount'], 'daño')} de {a['source']} a {a['target']} "
        "por un efecto de prevención."
    ),
    "damage.prevented_protection": lambda a: (
        f"Se previene(n) {qty(a.raw['amount'], 'daño')} de {a['source']} a {a['target']} "
        f"por su protección contra {qualities_es(a.raw['qualities'])}."
    ),
    "damage.commander": lambda a: (
        f"{a['source']} es un comandante: {a['player']} lleva "
        f"{qty(a.raw['total'], 'punto', 'puntos')} de daño de combate de ese comandante en "
        "la partida (se cuenta aparte para cada comandante)."
    ),
    "damage.toxic": lambda a: (
        f"{a['source']} tiene tóxico {a['amount']}: además, {a['player']} recibe "
        f"{qty(a.raw['amount'], 'contador', 'contadores')} de veneno."
    ),
    "damage.lifelink": lambda a: (
        f"{a['source']} tiene vínculo vital: {a['player']} gana "
        f"{qty(a.raw['amount'], 'vida')} por ese daño."
    ),
    "damage.to_player_infect": lambda a: (
        f"{a['source']} hace {qty(a.raw['amount'], 'daño')} a {a['player']} con infectar: "
        f"no pierde vidas, recibe {qty(a.raw['amount'], 'contador', 'contadores')} de veneno."
    ),
    "damage.to_player": lambda a: (
        f"{a['source']} hace {qty(a.raw['amount'], 'daño')} a {a['player']}, que pierde "
        f"{qty(a.raw['amount'], 'vida')}."
    ),
    "damage.to_player_floor": lambda a: (
        f"{a['source']} hace {qty(a.raw['amount'], 'daño')} a {a['player']}; ese daño lo "
        f"dejaría con menos de {a.raw['life'][1]} vida, así que su total de vidas pasa a ser "
        f"{a.raw['life'][1]} en su lugar: {a.raw['life'][0]} → {a.raw['life'][1]}."
    ),
    "damage.floor_already_below": lambda a: (
        f"{a['player']} ya tenía menos de {a.raw['floor']} vida antes de ese daño: el efecto "
        "que deja su total en ese mínimo solo sustituye el daño que lo bajaría por debajo, "
        f"no sube un total que ya está por debajo ({a.raw['life'][0]} → {a.raw['life'][1]})."
    ),
    "damage.to_planeswalker": lambda a: (
        f"{_deals(a)}: se le quitan {qty(a.raw['lost'], 'contador', 'contadores')} de "
        f"lealtad (queda con {a['loyalty']})."
    ),
    "damage.to_creature_counters": lambda a: (
        f"{_deals(a)} con {_WITH[a.raw['keyword']]}: el daño no se marca, se ponen "
        f"{qty(a.raw['amount'], 'contador', 'contadores')} -1/-1."
    ),
    "damage.to_creature": lambda a: f"{_deals(a)}; daño marcado en total: {a['total']}.",
    "damage.deathtouch": lambda a: (
        f"Ese daño viene de una fuente con toque mortal: {a['target']} se destruirá "
        "en la próxima comprobación de acciones de estado si su resistencia es mayor "
        "que 0."
    ),
    "damage.players_after": lambda a: (
        "Tras el daño, " + "; ".join(_player_change(c) for c in a.raw["changes"]) + "."
    ),
}
