"""Spanish words of tournament policy: the official Spanish names of the IPG's infractions and
penalties, and the words a Spanish-speaking judge or player uses for what the English MTR, IPG
and JAR say.

Two uses. The names are shown beside the English ones ("Hidden Card Error (Error de carta
oculta)"), and indexed with each infraction (the ``policy_es`` field), so a question that
names an infraction in Spanish finds it. The phrase table carries a Spanish question to the
English words of the documents ("llegar tarde" → tardy tardiness late), the way
index.translate carries game terms to the Comprehensive Rules; it is read first, so a
policy word never takes a game meaning ("ronda" is a tournament round here, not prowl).

The Spanish names follow the Spanish translations of the IPG and MTR that Wizards publishes
(Guía de procedimientos de infracción); where a document has no official name the common
judge usage is given.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from index.fold import fold
from index.models import Infraction, PolicySection

PENALTIES = {
    "No Penalty": "Sin penalización",
    "Warning": "Amonestación",
    "Game Loss": "Pérdida de juego",
    "Match Loss": "Pérdida de partida",
    "Disqualification": "Descalificación",
}

CATEGORIES = {
    "Game Play Error": "Error de juego",
    "Tournament Error": "Error de torneo",
    "Unsporting Conduct": "Conducta antideportiva",
}

INFRACTIONS = {
    "Missed Trigger": "Disparo olvidado",
    "Looking at Extra Cards": "Mirar cartas adicionales",
    "Hidden Card Error": "Error de carta oculta",
    "Mulligan Procedure Error": "Error en el procedimiento de mulligan",
    "Game Rule Violation": "Violación de las reglas del juego",
    "Failure to Maintain Game State": "No mantener el estado del juego",
    "Tardiness": "Tardanza",
    "Outside Assistance": "Ayuda externa",
    "Slow Play": "Juego lento",
    "Decklist Problem": "Problema con la lista de mazo",
    "Deck Problem": "Problema con el mazo",
    "Limited Procedure Violation": "Violación del procedimiento de Limitado",
    "Communication Policy Violation": "Violación de la política de comunicación",
    "Marked Cards": "Cartas marcadas",
    "Insufficient Shuffling": "Barajado insuficiente",
    "Minor": "Menor",
    "Major": "Mayor",
    "Improperly Determining a Winner": "Determinar incorrectamente un ganador",
    "Bribery and Wagering": "Soborno y apuestas",
    "Aggressive Behavior": "Comportamiento agresivo",
    "Theft of Tournament Material": "Robo de material del torneo",
    "Stalling": "Demorar el juego",
    "Cheating": "Hacer trampa",
}

# How people describe each infraction's situation in Spanish: indexed with the infraction
# (policy_es), so a description finds it without naming it. Words of the IPG's own
# definition, said in Spanish, never a question's wording.
SITUATIONS = {
    "Missed Trigger": "olvidar olvido disparo habilidad disparada trigger obligatorio",
    "Looking at Extra Cards": "ver vi mirar biblioteca levantar revelar accidente",
    "Hidden Card Error": "robar robo de más carta extra mano oculta escrutar",
    "Mulligan Procedure Error": "mulligan mano inicial siete cartas",
    "Game Rule Violation": "jugada ilegal error regla acción ilegal objetivo coste",
    "Failure to Maintain Game State": "oponente no se dio cuenta permitir error estado",
    "Tardiness": "tarde llegar tarde retraso minutos asiento mesa",
    "Outside Assistance": "ayuda consejo espectador amigo notas estrategia",
    "Slow Play": "lento tiempo tardar pensar",
    "Decklist Problem": "lista decklist registrar ilegal",
    "Deck Problem": "mazo banquillo cartas no coinciden lista",
    "Limited Procedure Violation": "draft booster sellado pasar sobre",
    "Communication Policy Violation": "comunicación información derivada mentir vidas",
    "Marked Cards": "marcadas fundas marca",
    "Insufficient Shuffling": "barajar barajado insuficiente",
    "Minor": "insultar palabrotas lenguaje ensuciar",
    "Major": "acoso amenaza insulto grave",
    "Improperly Determining a Winner": "dado moneda decidir ganador",
    "Bribery and Wagering": "soborno apuesta dinero premio dividir",
    "Aggressive Behavior": "agresivo amenazar violencia golpear",
    "Theft of Tournament Material": "hurtar sustraer llevarse quitar material ajeno",
    "Stalling": "demorar deliberadamente tiempo agotar reloj",
    "Cheating": "trampa mentir intencional engañar",
}

# Spanish words of tournament talk -> the English words the documents use. Longest first
# when read (index.search.policy), so "pérdida de juego" wins over "juego".
PHRASES: dict[str, str] = {
    # penalties and their words
    "sin penalizacion": "no penalty",
    "amonestacion": "warning",
    "warning": "warning",
    "perdida de juego": "game loss",
    "perdida de partida": "match loss",
    "perdida de la partida": "match loss",
    "perdida de ronda": "match loss",
    "game loss": "game loss",
    "match loss": "match loss",
    "descalificacion": "disqualification",
    "descalificar": "disqualification disqualified",
    "descalifican": "disqualification disqualified",
    "penalizacion": "penalty",
    "penalizaciones": "penalty",
    "penalizar": "penalty",
    "sancion": "penalty",
    "infraccion": "infraction",
    "infracciones": "infraction",
    "mejora de la penalizacion": "upgrade",
    "subir la penalizacion": "upgrade",
    "aumenta la penalizacion": "upgrade",
    "reduccion": "downgrade",
    "remedio": "remedy fix",
    "arreglo": "fix remedy",
    "arreglar": "fix remedy",
    "solucion": "fix remedy",
    "marcha atras": "backup backing up",
    "volver atras": "backup backing up",
    "deshacer": "backup",
    # people and levels
    "juez principal": "head judge",
    "juez de piso": "floor judge",
    "juez": "judge",
    "jueces": "judge",
    "organizador": "tournament organizer",
    "espectador": "spectator",
    "espectadores": "spectator",
    "anotador": "scorekeeper",
    "scorekeeper": "scorekeeper",
    "nivel de aplicacion de reglas": "rules enforcement level",
    "nivel de reglas": "rules enforcement level",
    "rel competitivo": "competitive rel",
    "rel regular": "regular rel",
    "nivel regular": "regular rel",
    "nivel competitivo": "competitive rel",
    "nivel profesional": "professional rel",
    "profesional": "professional",
    "competitivo": "competitive",
    "regular": "regular",
    "casual": "casual",
    "prerelease": "prerelease",
    "presentacion": "prerelease",
    "fnm": "friday night magic regular",
    # tournament structure and time
    "torneo": "tournament",
    "torneos": "tournament",
    "ronda": "round",
    "rondas": "round rounds",
    "cuanto dura": "time limit minutes",
    "limite de tiempo": "time limit",
    "tiempo": "time",
    "minutos": "minutes",
    "se acaba el tiempo": "end of round time additional turns",
    "fin de ronda": "end of round additional turns",
    "final de ronda": "end of round additional turns",
    "turnos adicionales": "additional turns end of match",
    "turnos extra": "additional turns end of match",
    "extension de tiempo": "time extension",
    "tiempo extra": "time extension",
    "suizo": "swiss rounds",
    "rondas suizas": "swiss rounds",
    "emparejamiento": "pairing",
    "emparejamientos": "pairing",
    "desempate": "tiebreaker",
    "desempates": "tiebreaker",
    "puntos de partida": "match points",
    "bye": "bye",
    "abandonar": "drop dropping",
    "retirarse": "drop dropping",
    "dropear": "drop dropping",
    "conceder": "concede concession",
    "concesion": "concede concession",
    "empate": "draw intentional draw",
    "empatar": "draw intentional draw",
    "empate intencional": "intentional draw",
    "al mejor de tres": "best of three match",
    "quien empieza": "play draw play first",
    "empieza jugando": "play first",
    "jugar o robar": "play draw",
    "elegir empezar": "play draw",
    "primera partida": "first game",
    "partida": "match",
    "jugada": "play",
    "jugadas": "play plays",
    "empezar": "play first",
    "partidas": "match games",
    "juego": "game",
    "juegos": "games",
    "mano inicial": "opening hand",
    "robar de mas": "drew extra draw",
    "de mas": "extra",
    "carta de mas": "extra card",
    "cartas de mas": "extra cards",
    "carta extra": "extra card",
    "cartas extra": "extra cards",
    "robo": "draw drew",
    "robar": "draw drew",
    "robe": "drew draw",
    "robo una carta": "drew card",
    "llegar tarde": "tardy tardiness late",
    "llego tarde": "tardy tardiness late",
    "llega tarde": "tardy tardiness late",
    "tarde": "tardy tardiness late",
    "retraso": "tardy tardiness late",
    "no se presenta": "tardy tardiness seat",
    "asiento": "seat",
    "mesa": "table seat",
    # decks and lists
    "lista de mazo": "decklist",
    "lista": "decklist",
    "listas": "decklist",
    "decklist": "decklist",
    "registrar": "register registration",
    "registro": "registration",
    "mazo": "deck",
    "mazos": "deck",
    "banquillo": "sideboard",
    "sideboard": "sideboard",
    "revision de mazo": "deck check",
    "comprobacion de mazo": "deck check",
    "deck check": "deck check",
    "proxy": "proxy",
    "proxies": "proxy",
    "carta sustituta": "substitute card",
    "sustituta": "substitute",
    "fundas": "sleeves",
    "funda": "sleeves",
    "marcadas": "marked",
    "marcada": "marked",
    "barajar": "shuffle shuffling randomize",
    "barajado": "shuffle shuffling randomize",
    "barajo": "shuffle shuffling",
    "cortar": "cut shuffle",
    "formato": "format",
    "prohibida": "banned",
    "prohibidas": "banned",
    "baneada": "banned",
    "restringida": "restricted",
    "legal": "legal",
    "ilegal": "illegal",
    "sellado": "sealed deck",
    "draft": "draft booster draft",
    # "sobre" alone is mostly the preposition ("mintió sobre sus vidas"): a pack only as a noun
    "el sobre": "booster pack",
    "un sobre": "booster pack",
    "del sobre": "booster pack",
    "los sobres": "booster packs",
    "de sobres": "booster packs",
    "abrir sobres": "booster packs open",
    "pasar": "pass",
    "dos cabezas": "two-headed giant",
    "gigante de dos cabezas": "two-headed giant",
    "equipo": "team",
    "compañero": "teammate team",
    "companero": "teammate team",
    # communication and conduct
    "disparo": "trigger triggered",
    "disparos": "trigger triggered",
    "trigger": "trigger triggered",
    "triggers": "trigger triggered",
    "olvido": "missed forget forgot",
    "olvida": "missed forget forgot",
    "olvidar": "missed forget forgot",
    "olvidado": "missed forget forgot",
    "olvide": "missed forget forgot",
    "se olvido": "missed forgot",
    "se me olvido": "missed forgot",
    "obligatorio": "mandatory",
    "atajo": "shortcut",
    "atajos": "shortcut tournament shortcuts",
    "bucle": "loop",
    "bucles": "loop",
    "comunicacion": "communication",
    "informacion libre": "free information",
    "informacion derivada": "derived information",
    "informacion de estado": "status information",
    "informacion privada": "private information",
    "mentir": "lie lying",
    "miente": "lie lying",
    "mintio": "lie lying",
    "farol": "bluff",
    "notas": "notes",
    "apuntar": "notes",
    "movil": "electronic devices phone",
    "telefono": "electronic devices phone",
    "dispositivos": "electronic devices",
    "ayuda externa": "outside assistance",
    "consejo": "advice outside assistance",
    "consejos": "advice outside assistance",
    "juego lento": "slow play",
    "lento": "slow",
    "demorar": "stalling",
    "insulto": "unsporting conduct",
    "insultar": "unsporting conduct",
    "antideportiva": "unsporting conduct",
    "antideportivo": "unsporting conduct",
    "trampa": "cheating",
    "trampas": "cheating",
    "hacer trampa": "cheating",
    "soborno": "bribery",
    "apuesta": "wagering",
    "apuestas": "wagering",
    "dividir premios": "prize split",
    "repartir premios": "prize split",
    "premio": "prize",
    "premios": "prize",
    "dado": "die roll dice",
    "dados": "die roll dice",
    "moneda": "coin flip",
    "tirar un dado": "die rolling",
    "apelar": "appeal",
    "apelacion": "appeal",
    "grabar": "video recording",
    "video": "video",
    "cementerio": "graveyard order",
    "orden del cementerio": "graveyard order",
    "marcadores": "game markers",
    "contadores": "game markers counters",
    "dia noche": "day night",
    "dia y noche": "day night",
    "disposicion": "game layout",
    "vidas": "life total",
    "vida": "life total",
    "revertir": "reversing decisions",
    "cambiar de opinion": "reversing decisions",
    "fuera de orden": "out-of-order sequencing",
    "mulligan": "mulligan",
    "biblioteca": "library",
    "ver": "saw seen looking",
    "vio": "saw seen looking",
    "mirar": "looking",
    "que pasa": "",  # "what happens": not the verb "pasar" (pass a draft pack)
    "grave": "serious major",
    "gravemente": "serious major",
    "problema grave": "serious problem",
    "cartas": "cards",
    "carta": "card",
    "mano": "hand",
    "oponente": "opponent",
    "rival": "opponent",
    "jugador": "player",
    "dinero": "money bribery",
    "ofrecer": "offer bribery",
    "amenazar": "threat aggressive",
    "amenaza": "threat aggressive",
    "palabrotas": "profanity language unsporting",
    "insultos": "insult unsporting",
    "insulto grave": "insult harassing unsporting conduct major",
    "acoso": "harassment",
    "acosar": "harassment",
    "mentira": "lie lying",
    "retirar": "drop dropping",
    "retirarme": "drop dropping",
    "minimo": "minimum",
    "minimos": "minimum",
    "maximo": "maximum",
    "colocar": "layout arrange",
    "dia": "day",
    "noche": "night",
    "hablar": "talk communication",
    "amigo": "friend outside assistance",
    "perder": "lose loss",
    "gano": "win",
    "ganador": "winner",
    "resultado": "result outcome",
    "investigacion": "investigation",
    "preguntar": "ask question",
    "pregunta": "ask question",
    "verdad": "truthfully honest",
    "coincide": "match",
    "coincidir": "match",
    "formatos": "format",
    "construido": "constructed",
    "oficial": "sanctioned",
    "sancionado": "sanctioned",
    "gastadas": "worn",
    "mezclado": "shuffled",
    "llevar": "took",
    "enfrentamiento": "match",
    "siguiente": "next",
    "edad": "age",
    "menor de edad": "age",
    "participar": "participation eligibility",
}


def fingerprint() -> str:
    """Changes when the Spanish indexed with the policy sections changes (see build)."""
    import hashlib
    import json

    tables = [PENALTIES, CATEGORIES, INFRACTIONS, SITUATIONS]
    return hashlib.sha256(json.dumps(tables, sort_keys=True).encode()).hexdigest()[:12]


def spanish_name(english: str) -> str | None:
    """The official Spanish name of an infraction ("Game Play Error — Hidden Card Error"),
    a penalty ("Game Loss") or a category, or None."""
    if english in PENALTIES:
        return PENALTIES[english]
    if english in CATEGORIES:
        return CATEGORIES[english]
    category, _, name = english.partition(" — ")
    if name and category in CATEGORIES and name in INFRACTIONS:
        return f"{CATEGORIES[category]} — {INFRACTIONS[name]}"
    return INFRACTIONS.get(english)


def spanish_penalty(penalty: str) -> str:
    """The Spanish of a penalty line as printed ("Warning", "Game Loss"); unknown lines as
    they are."""
    return PENALTIES.get(penalty.strip(), penalty)


def spanish_terms_of(record: PolicySection) -> list[str]:
    """What the ``policy_es`` field holds for a record: its Spanish names and situation words."""
    terms: list[str] = []
    if isinstance(record, Infraction):
        name = record.title.partition(" — ")[2]
        terms += [INFRACTIONS.get(name, ""), CATEGORIES.get(record.category, "")]
        terms += [PENALTIES.get(record.penalty, ""), SITUATIONS.get(name, "")]
    return [t for t in terms if t]


@cache
def _stemmer() -> Callable[[str], str]:
    from whoosh.lang import stemmer_for_language

    stem: Callable[[str], str] = stemmer_for_language("es")
    return stem


def _stems(text: str) -> list[str]:
    """Folded Spanish stems: "concediera" and "conceder" meet, as "mintió" and "mentir" do
    not (the table lists both)."""
    stem = _stemmer()
    return [stem(w) for w in re.findall(r"\w+", fold(text))]


@cache
def _phrases() -> list[tuple[str, str]]:
    table: dict[str, str] = {}
    for spanish, english in PHRASES.items():
        table.setdefault(" ".join(_stems(spanish)), english)
    return sorted(table.items(), key=lambda kv: -len(kv[0]))


def english_words(question: str) -> tuple[list[str], list[str]]:
    """The English policy words for a Spanish question (its words stemmed, so any form of a
    verb counts), and the words left unread, as typed."""
    words = re.findall(r"\w+", fold(question))
    stems = _stems(question)
    text = " " + " ".join(stems) + " "
    found: list[str] = []
    for spanish, english in _phrases():
        needle = f" {spanish} "
        if needle in text:
            found.extend(english.split())
            text = text.replace(needle, " ")
    left = set(text.split())
    return list(dict.fromkeys(found)), [w for w, s in zip(words, stems, strict=True) if s in left]
