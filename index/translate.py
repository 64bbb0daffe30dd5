"""Spanish game vocabulary mapped to the English rules' words, for cross-language search.

Most of the rules exist only in English; a judge asking in Spanish still needs them. Rather
than translate sentences, each Spanish word of a query that is a known game term also looks for
its English counterpart in the English fields (at a lower weight, so Spanish text still wins
when it exists). The table holds the words of the rules, not of cards; keyword names come from
the bundled alias list on top of it.
"""

from __future__ import annotations

import csv
import re
from functools import cache
from pathlib import Path

from index.fold import fold
from index.spelling import Speller
from index.vocabulary.game import Spelling, in_english

DATA_DIR = Path(__file__).resolve().parent / "data"

# Spanish stem-ish word (accents folded, lowercase) -> English words. Multiword Spanish terms
# are matched before single words. The card types and the other things effects name come from
# the one game vocabulary (index/vocabulary/game.py), each where it always stood in the table.
_BOTH: tuple[Spelling, ...] = ("es", "es_plural")
_TERMS: dict[str, str] = {
    "robar": "draw", "robo": "draw", "roba": "draw", "robas": "draw", "robado": "draw",
    "biblioteca": "library", "mazo": "library deck", "mano": "hand", "cementerio": "graveyard",
    "exilio": "exile", "exiliar": "exile", "exilia": "exile", "pila": "stack",
    "campo de batalla": "battlefield", "mando": "command", "zona": "zone", "zonas": "zone",
    "carta": "card", "cartas": "card", "ficha": "token", "fichas": "token",
    **in_english(("creature", "player"), _BOTH),
    "oponente": "opponent", "rival": "opponent", "vida": "life", "total de vida": "life total",
    "dano": "damage", "danar": "damage", "hace": "deal", "letal": "lethal",
    "veneno": "poison", "contador": "counter", "contadores": "counter",
    "resistencia": "toughness", "fuerza": "power", "lealtad": "loyalty",
    "atacar": "attack", "ataca": "attack", "atacante": "attacking attacker",
    "atacantes": "attacking attacker", "bloquear": "block", "bloquea": "block",
    "bloqueadora": "blocking blocker", "bloqueadoras": "blocking blocker",
    "bloqueada": "blocked", "combate": "combat", "paso": "step", "fase": "phase",
    "turno": "turn", "mantenimiento": "upkeep", "limpieza": "cleanup", "enderezar": "untap",
    "girar": "tap", "girada": "tapped", "enderezada": "untapped",
    "hechizo": "spell", "hechizos": "spell", "habilidad": "ability", "habilidades": "ability",
    "disparada": "triggered trigger", "activada": "activated", "estatica": "static",
    "lanzar": "cast", "lanza": "cast", "jugar": "play", **in_english(("land",), _BOTH),
    "mana": "mana", "coste": "cost", "costo": "cost", "pagar": "pay", "objetivo": "target",
    "objetivos": "target", "ilegal": "illegal", "contrarrestar": "counter",
    "sacrificar": "sacrifice", "destruir": "destroy", "destruye": "destroy",
    "muere": "dies", "morir": "dies", "regenerar": "regenerate", "prevenir": "prevent",
    "prevencion": "prevention", "reemplazo": "replacement", "efecto": "effect",
    "efectos": "effect", "continuo": "continuous", "capa": "layer", "capas": "layer",
    "dependencia": "dependency", "marca de tiempo": "timestamp", "controlador": "controller",
    "propietario": "owner", "control": "control", **in_english(("permanent",), _BOTH),
    **in_english(("enchantment", "artifact"), ("es",)),
    "equipo": "equipment", "aura": "aura", "anexar": "attach", "anexada": "attached",
    "legendario": "legendary", "legendaria": "legendary", "leyenda": "legend",
    **in_english(("planeswalker", "instant", "sorcery"), ("es",)),
    "prioridad": "priority", "acciones basadas en estado": "state-based actions",
    "accion basada en estado": "state-based action", "perder": "lose", "pierde": "loses",
    "ganar": "win", "gana": "wins", "empate": "draw game", "partida": "game", "juego": "game",
    "mulligan": "mulligan", "copia": "copy", "copiar": "copy", "boca abajo": "face down",
    "transformar": "transform", "doble cara": "double-faced", "color": "color",
    "incoloro": "colorless", "multijugador": "multiplayer", "comandante": "commander",
    "vacia": "empty", "sin": "no", "sin pagar": "without paying", "cero": "0",
    "simultaneamente": "simultaneously",
    "orden": "order", "asignar": "assign", "asigna": "assign", "reparto": "assign divide",
    "primero": "first", "reserva de mana": "mana pool", "mano inicial": "opening hand",
    "banquillo": "sideboard", "rendirse": "concede", "rendir": "concede", "conceder": "concede",
    "dueno": "owner", "mareo": "summoning sickness", "mareo de invocacion": "summoning sickness",
    "descartar": "discard", "revelar": "reveal", "barajar": "shuffle", "monstruo": "creature",
    "dos veces": "double", "interrumpir": "respond", "respuesta": "respond",
    "usar": "activate", "activar": "activate", "bajar": "play", "anulan": "removed",
    "anular": "removed", "quita": "removed", "desaparece": "leaves", "encantada": "enchanted",
    "encantado": "enchanted", "recien": "summoning sickness",
    "resuelve": "resolves", "resolver": "resolve", "legal": "legal", "sigue": "still",
    "destruyen": "destroy", "destruida": "destroyed", "daño de comandante": "commander damage",
    "mazo de comandante": "commander deck", "copias": "copies", "iguales": "same name",
}  # fmt: skip

# How judges and players write in a Spanish chat: slang, English loans, abbreviations. General
# vocabulary of the game's conversation (as in QUESTIONS.md), never taken from one question.
_CHAT: dict[str, str] = {
    "bicho": "creature", "bichos": "creature", "mesa": "battlefield", "en mesa": "battlefield",
    "tapear": "tap", "tapea": "tap", "tapeo": "tap", "tapeas": "tap", "tapeado": "tapped",
    "tapeada": "tapped", "tapeados": "tapped", "destapear": "untap", "destapea": "untap",
    "pegar": "deal damage", "pega": "deals damage", "pego": "deal damage",
    "pegan": "deal damage", "bajar": "cast play", "bajo": "cast play", "baja": "cast play",
    "tirar": "cast", "tiro": "cast", "tira": "cast", "tiran": "cast", "lanzo": "cast",
    "lanzas": "cast", "biblio": "library", "gy": "graveyard", "removal": "destroy exile",
    "etb": "enters the battlefield", "ltb": "leaves the battlefield", "pw": "planeswalker",
    "cmc": "mana value", "valor de mana": "mana value", "coste de mana convertido": "mana value",
    "ganar vida": "gain life", "gano vida": "gain life", "gana vida": "gains life",
    "salvo": "except", "excepto": "except", "excepcion": "except",
    "sobra": "excess", "sobrante": "excess", "exceso": "excess", "excedente": "excess",
    "ganas vida": "gain life", "ganar vidas": "gain life", "gana vidas": "gains life",
    "ganas vidas": "gain life", "ganes vidas": "gain life",
    "perder vida": "lose life", "pierdo vida": "lose life",
    "pierde vida": "loses life", "bounce": "return owner hand", "rebotar": "return owner hand",
    "devolver a la mano": "return owner hand", "vuelve a la mano": "return owner hand",
    "flicker": "exile return battlefield", "blink": "exile return battlefield",
    "matar": "destroy dies", "mato": "destroy dies", "mata": "destroy dies",
    "matan": "destroy dies", "se muere": "dies", "mueren": "die", "respondo": "respond",
    "responder": "respond", "responde": "respond", "kickeado": "kicked kicker",
    "kickeada": "kicked kicker", "trigger": "trigger", "triggers": "trigger",
    "se dispara": "triggers", "disparan": "trigger", "dispara": "triggers",
    "daño de combate": "combat damage", "dano de combate": "combat damage",
    "doble golpe": "double strike", "regla de leyendas": "legend rule",
    "zona de mando": "command zone", "vidas": "life", "manos": "hand", "sacar mana": "add mana",
    "deck": "library", "upkeep": "upkeep", "end step": "end step", "main": "main phase",
    "contraatacar": "counter", "anulo": "counter", "bloqueo": "block", "bloqueas": "block",
    "bloquean": "block", "bloqueado": "blocked", "bloqueada": "blocked", "ataco": "attack",
    "atacas": "attack", "atacan": "attack", "cartas": "card", "descarto": "discard",
    "exilian": "exile", "exiliado": "exiled", "exiliada": "exiled", "sacrifico": "sacrifice",
    "cuesta": "cost", "coste adicional": "additional cost", "coste alternativo": "alternative cost",
    "no activo": "nonactive", "no activa": "nonactive",
    "jajna": "active player nonactive player order",
    "apnap": "active player nonactive player order",
    "sba": "state-based actions", "abe": "state-based actions",
    "publica": "public", "publicas": "public", "oculta": "hidden", "ocultas": "hidden",
    # Verbs of the game's actions as people conjugate them in chat, and the colours.
    "vuelve": "return", "vuelven": "return", "volver": "return", "volvio": "return",
    "regresa": "return", "regresar": "return",
    "poner": "put", "pongo": "put", "pone": "put", "pones": "put", "ponen": "put",
    "entrar": "enter", "entra": "enters", "entran": "enter", "entro": "entered",
    "elegir": "choose", "elijo": "choose", "elige": "chooses", "eliges": "choose",
    "declarar": "declare", "declaro": "declare", "declara": "declares",
    "buscar": "search", "busco": "search", "busca": "searches",
    "gratis": "without paying mana cost", "a la vez": "simultaneously",
    "al mismo tiempo": "simultaneously", "mismo": "same", "misma": "same",
    "empezar": "begin start", "empieza": "begins starts", "empiezo": "begin start",
    "volador": "flying", "voladora": "flying", "voladores": "flying",
    "blanco": "white", "blanca": "white", "azul": "blue", "negro": "black", "negra": "black",
    "rojo": "red", "roja": "red", "verde": "green", "hasta": "until",
    # "equip" is a stem the learned terms read as Two-Headed Giant's "team" (equipo).
    "equipar": "equip", "equipa": "equip", "equipado": "equipped",
    "equipada": "equipped", "pro": "protection", "p t": "power toughness",
    # "vez" is "time" ("dos veces", "cada vez que"); the learned terms read it as "instead",
    # from "en vez de" in the translated rules.
    "vez": "time", "veces": "times", "cada vez": "each time", "en vez de": "instead",
    "en lugar de": "instead", "regeneracion": "regenerate", "regenera": "regenerate",
    # Words the tables dropped from the development half's questions (issue 48): the game's
    # ordinary vocabulary, not one question's.
    "modo": "mode", "modos": "modes",
    "decide": "chooses", "decidir": "choose", "desde": "from",
    "segunda": "second", "segundo": "second", "tercera": "third", "tercer": "third",
    "mayor": "greater", "sale": "leaves", "salir": "leave",
    "propio": "own", "propia": "own", "fin": "end", "lado": "face",
}  # fmt: skip


# Spanish names the community list lacks, as the judge material titles them. Like the list,
# they are hints: a name only counts once a 701/702 rule carries the English title.
_EXTRA_KEYWORDS = {
    "transformar": "Transform",
    "combinar": "Meld",
    "armadura totem": "Umbra armor",  # renamed from Totem armor in 2023
    "volar": "Flying",
    "danar primero": "First strike",
    "danar dos veces": "Double strike",
    # Common alternatives beside the printed names (the list itself says it is only a hint).
    "doble golpe": "Double strike",
    "golpe doble": "Double strike",
    "primer golpe": "First strike",
    "mutacion": "Mutate",
    "rebatir": "Ward",  # the community list's old, wrong name for Custodia: people still type it
}


@cache
def keyword_aliases(data_dir: Path = DATA_DIR) -> dict[str, str]:
    """Spanish keyword names (as printed on cards, folded) -> English name, from the alias list.

    The list is community-made and only a hint: callers verify names against the rules text.
    Parenthesised variants ("Protección (Protección contra [cualidad])") give the bare name.
    """
    table: dict[str, str] = {}
    path = data_dir / "aliases" / "keywords-en-es.tsv"
    with path.open(encoding="utf-8") as fh:
        for row in csv.DictReader(fh, delimiter="\t"):
            english = (row.get("en_keyword") or "").strip()
            spanish = (row.get("es_keyword_as_printed") or "").split("(")[0].strip()
            if english and spanish:
                table.setdefault(fold(spanish), english)
    for spanish, english in _EXTRA_KEYWORDS.items():
        table.setdefault(spanish, english)
    return table


@cache
def english_keyword_names() -> frozenset[str]:
    """The keywords' English names of one word, folded ("haste", "persist", "trample"):
    chat writes them in English inside Spanish sentences."""
    return frozenset(
        fold(english) for english in keyword_aliases().values() if " " not in english.strip()
    )


@cache
def _phrase_table() -> list[tuple[str, str]]:
    table = {**_TERMS, **{fold(k): v for k, v in _CHAT.items() if fold(k) not in _TERMS}}
    for spanish, english in keyword_aliases().items():
        table.setdefault(spanish, english.lower())
    # Longest first, so "campo de batalla" wins over "campo".
    return sorted(table.items(), key=lambda kv: -len(kv[0]))


@cache
def _speller() -> Speller:
    return Speller.of(w for spanish, _ in _phrase_table() for w in spanish.split())


def corrected(word: str) -> str:
    """A typo of a table word ("estao", "vitl") read as that word; other words unchanged."""
    if len(word) < 5:  # "meto" is no typo of "mato": short words are taken as typed
        return word
    found = _speller().candidates(word, 1 if len(word) < 7 else 2)
    return found[0] if found else word


def english_terms(query: str) -> list[str]:
    """English words for the Spanish game terms found in ``query`` (may be empty)."""
    words = [corrected(w) for w in re.findall(r"\w+", fold(query))]
    text = " " + " ".join(words) + " "
    found: list[str] = []
    for spanish, english in _phrase_table():
        needle = f" {spanish} "
        if needle in text:
            found.extend(english.split())
            text = text.replace(needle, " ")
    return list(dict.fromkeys(found))


def spanish_game_terms() -> dict[str, str]:
    """Every Spanish game term the table knows (folded) -> its English words.

    Public so other packages (the quiz's term list) can reuse the vocabulary without reaching
    into the search-side internals.
    """
    return dict(_phrase_table())
