"""Which infraction a call's facts are: the IPG's own tests, in the IPG's order of precedence.

Each infraction is recognised by what its Definition names (an extra card drawn into a hidden
hand, a card seen and not added, an offer of an incentive for a result…), written as the
Spanish words players use for those elements. Precedence follows the IPG, not a score:
intent first (IPG 2 and 3: "if the judge believes that the error was intentional, they
should first consider whether an Unsporting Conduct — Cheating infraction has occurred"; 4.3
and 4.4: "if the player was aware … the infraction is Unsporting Conduct — Cheating"), then
conduct, then tournament errors, then game play errors from the most to the least specific
(2.5 Game Rule Violation covers what no other Game Play Error does). A call none of these reads
is left to the policy search (index.search.policy), as before.

At Regular REL the JAR decides: ``JAR_OF`` names the JAR entry that covers each IPG infraction.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from index.calls.facts import CallFacts
from index.fold import fold


@dataclass(frozen=True)
class Situation:
    id: str  # "ipg-2.3", or an MTR section when the MTR decides and no infraction applies
    told: str  # the words of the call that decided it


def _first(pattern: str, text: str) -> str | None:
    m = re.search(pattern, text)
    return m.group(0) if m else None


# The elements of each infraction's Definition, as told in Spanish (folded text).
_CARD = r"(carta|cartas|una|dos|tres|cuatro)"
SIGNS: dict[str, str] = {
    # 4.8: lies, hides an offense, alters results; the Definition's own acts.
    "ipg-4.8": (
        r"\bmint|\bmient|cambio el resultado|altero el resultado|modifico el resultado|"
        r"no llamo al juez|sin llamar al juez|no aviso al juez|no dijo nada para|se callo para|"
        r"a[nñ]adio cartas a su (pool|sellado)|mir(o|a) las (elecciones|picks|cartas) de otro"
    ),
    "ipg-4.5": (
        r"amenaz|\bpegar(le|te|me)?\b|\ble pego\b|golpe|empuj|le quito la silla|volco la mesa|"
        r"tiro la mesa|rompio (una|la|sus) carta|"
        r"rompio (la|una) carta de|agresi|violen"
    ),
    "ipg-4.6": (
        r"\b(le|les|me|te) rob\w*|rob\w* .*(del banquillo|del sideboard|de la mesa|material|"
        r"numero de mesa|de su (rival|oponente))|"
        r"hurt|escondi|se llevo (el|la|las|los)|se quedo con"
    ),
    "ipg-4.2": (
        r"insulto (racista|homofobo|machista|sexista)|racis|homofob|xenofob|acos|hostig|intimid|"
        r"fotos? (a|de) (otro|otra|su|el|la)|sacar fotos|saco fotos|misgener|malgener|"
        r"redes sociales|insista|cita .*rechaz"
    ),
    "ipg-4.3": (
        r"dado|moneda|cara o cruz|piedra,? papel|pulso|echar a suertes|a suertes|"
        r"quien (ganaria|habria ganado)|decidir (quien|el ganador)|determinar (quien|el ganador)"
    ),
    "ipg-4.4": (
        r"ofrec\w* .*(a cambio|para que|por (el|un) empate|dinero|dolares|euros)|a cambio de|"
        r"soborn|apost|\bapuesta|\bbet\b|reparto de premios? a cambio|dinero para que"
    ),
    "ipg-4.7": (
        r"(lento|despacio|reloj|tiempo).*(a proposito|adrede|para que|gastar|agotar|consumir)|"
        r"(a proposito|adrede|para gastar|para agotar).*(lento|despacio|reloj|tiempo)|"
        r"gastar el reloj|agotar el tiempo"
    ),
    "ipg-4.1": (
        r"palabrot|tacos|vulgar|grosero|insult|tiro (su|el) mazo|lanzo (su|el) mazo|basura|"
        r"exig\w* .*(penaliz|castig)|apel\w* .*antes|no hizo caso al juez|no obedec|"
        r"se nego a (irse|salir)"
    ),
    "ipg-3.2": (
        r"consejo|le dijo (a \w+ )?(cual|que) (era la mejor|jugar|jugada)|mejor jugada|que jugar|"
        r"hacia se[nñ]as|le hacia se[nñ]as|apunt\w* .*jugada|notas|chuleta|apuntes|guia de juego"
    ),
    "ipg-3.1": (
        r"tarde|no aparec|no se presento|lleg\w* .*(de (empezar|comenzar|iniciar)|"
        r"despues de que empez\w*) (la )?ronda|no estaba sentad|no llego|retras|mesa equivocada|"
        r"asiento equivocado|rival equivocado|oponente equivocado|contra quien no (era|tocaba)|"
        r"(entrego|entregue|presento) (la )?(decklist|lista) (tarde|despues)|despues de la hora|"
        r"tardo \d+|tarde \d+|fuera de hora"
    ),
    "ipg-3.6": (
        r"\bdraft\b.*(sobre|pick|elegir|seleccion|izquierda|derecha|tiempo|pila)|paso el sobre|"
        r"pase el sobre|sobre a la (izquierda|derecha)"
    ),
    "ipg-3.4": (
        r"decklist|\blista\b|registr\w* .*(mal|prohibid|ilegal)|(apunte|apunto|puso|puse|anoto|"
        r"anote) .*(lista|prohibid)|"
        r"prohibid|baneada|banned"
    ),
    "ipg-3.5": (
        r"(mazo|banquillo|sideboard) tenia \d+|cartas? (de|del) (mi|su|un) (rival|"
        r"oponente) anterior|"
        r"deck ?check|en el mazo pero|del banquillo|del sideboard|no desbanquill|desideboard|"
        r"\d+ cartas en (el|mi|su) mazo|"
        r"mi mazo tenia|su mazo tenia|carta de otro jugador en (mi|su) mazo"
    ),
    "ipg-3.8": r"marcad|marcas|funda|dorso|foil|doblad|esquina",
    "ipg-3.9": r"barajar|baraj[oeé]|riffle|mezclar? (bien|mal)|no mezclo|poco barajad",
    "ipg-3.7": (
        r"(pregunt\w*|dijo|dije|le dije).*(cuantas|cuantos|vida|cartas en la mano).*(sin querer|"
        r"error|equivoc|en realidad|pero tenia|tenia)|"
        r"mezclad\w* con las tierras|entre las tierras|pensando que|creyendo que|"
        r"no le record\w* .*(buscar|tierra)"
    ),
    "ipg-3.3": (
        r"lento|despacio|tarda (mucho|muchisimo|demasiado)|muchisimo tiempo|una y otra vez|"
        r"revisa .*cementerio|"
        r"bucle|se levanto .*(clasificacion|ba[nñ]o)|se fue al ba[nñ]o sin|sin permiso de un juez"
    ),
    "ipg-2.1": (
        r"disparo|trigger|habilidad disparada|exaltad|contador de tiempo|suspend|"
        r"al principio de|cuando entra|olvid\w* (exiliar|sacrificar|perder)"
    ),
    "ipg-2.4": r"mulligan|mano inicial|(siete|ocho|7|8) cartas de mano|para la mano inicial",
    "ipg-2.6": (
        r"no me di cuenta|no nos dimos cuenta|no lo vi|yo no dije nada|no dije nada|"
        r"no lo se[nñ]ale|"
        r"que me (toca|ponen|dan) a mi|no avise|tampoco lo vi|tampoco me di cuenta"
    ),
    "ipg-2.2": (
        r"(vi|vio|ver|viendo|vimos) (la|una|las|dos) (carta|cartas)? ?(de (abajo|arriba|mas)|"
        r"siguiente|segunda)|"
        r"se (me|le) (cayo|cayeron|pegaron|pego)|boca arriba|levanto (una|dos) carta|levante (una|"
        r"dos) carta|"
        r"vi la (carta de )?(abajo|segunda|siguiente)|vio la (carta de )?(abajo|segunda|"
        r"siguiente)|vio una carta|vi una carta|"
        r"la vio|la vi\b|carta de (la )?biblioteca que no"
    ),
    "ipg-2.3": (
        r"rob\w* (una|dos|tres|cuatro|\d+) (cartas? )?(de mas|extra|en vez|de sobra)|"
        r"rob\w* (una )?de mas|"
        r"cartas? de mas|de mas en la mano|mas cartas de las que|"
        r"(robo|robe) (\w+ ){0,3}(cuatro|cinco|\d+) cartas en vez|"
        r"robo (carta )?en su primer turno|empezaba jugando,? robo|"
        r"adivin\w* (\d|dos|tres)|scry|sin (ense[nñ]ar|revelar|mostrar)|cogio las (\w+ )?cartas|"
        r"cogi las|"
        r"boca abajo .*no tiene|morph|disfraz"
    ),
}
# Card handling a Game Rule Violation is told by: a cost, a creature, a rule of the game.
_GAME_ERROR = (
    r"pagando|coste|mana|ataco|atacar|bloque|criatura|da[nñ]o letal|cementerio|hechizo|jugo|jugue|"
    r"lanzo|no devolvio|encima de la biblioteca|no puso|ilegal|enderez|objetivo"
)
# Phone use (MTR 2.12): only advice makes it Outside Assistance.
_DEVICE = r"movil|telefono|celular|tablet|portatil|dispositivo|smartwatch|reloj inteligente"

# The order in which the IPG's tests apply (see the module's docstring).
PRECEDENCE = (
    "ipg-4.5", "ipg-4.6", "ipg-4.2", "ipg-4.7", "ipg-4.8", "ipg-4.3", "ipg-4.4", "ipg-3.2",
    "ipg-4.1", "ipg-3.6", "ipg-3.1", "ipg-3.7", "ipg-3.4", "ipg-3.5", "ipg-2.4",
    "ipg-2.1", "ipg-2.6", "ipg-3.8", "ipg-2.2", "ipg-3.3", "ipg-3.9", "ipg-2.3",
)  # fmt: skip

# The JAR entry for each IPG infraction at Regular REL (JAR "Common Issues" 1.1–1.5, "General
# Unwanted Behaviors" 2, "Serious Problems" 3; conduct that upsets others: its introduction).
JAR_OF = {
    "ipg-2.1": "jar-1.1", "ipg-2.2": "jar-1.2", "ipg-2.3": "jar-1.3", "ipg-2.4": "jar-1.3",
    "ipg-2.5": "jar-1.4", "ipg-2.6": "jar-1.4", "ipg-3.7": "jar-1.4", "ipg-3.6": "jar-1.4",
    "ipg-3.4": "jar-1.5", "ipg-3.5": "jar-1.5", "ipg-3.8": "jar-1.5",
    "ipg-3.1": "jar-2", "ipg-3.2": "jar-2", "ipg-3.3": "jar-2", "ipg-3.9": "jar-2",
    "ipg-4.3": "jar-2", "ipg-4.4": "jar-2", "ipg-4.1": "jar-intro",
    "ipg-4.2": "jar-3", "ipg-4.5": "jar-3", "ipg-4.6": "jar-3", "ipg-4.7": "jar-3",
    "ipg-4.8": "jar-3",
}  # fmt: skip


def situation_of(facts: CallFacts) -> Situation | None:
    """The infraction the facts are (an IPG id), the MTR section when the MTR decides and no
    infraction applies, or ``None`` when nothing here reads the call."""
    text = fold(facts.text)
    if (device := _first(_DEVICE, text)) is not None:
        advice = _first(SIGNS["ipg-3.2"] + r"|mensajes? .*(jugar|jugada)|que jugar", text)
        if advice is None:
            return Situation("mtr-2.12", device)
    found = {i: w for i in PRECEDENCE if (w := _first(SIGNS[i], text)) is not None}
    # Knowingly breaking a rule for an advantage is Cheating whatever it looks like (IPG 4.8).
    if facts.knowing and facts.advantage and "ipg-4.7" not in found:
        return Situation("ipg-4.8", found.get("ipg-4.8") or "a sabiendas, para sacar ventaja")
    for infraction in PRECEDENCE:
        if infraction in found:
            return Situation(infraction, found[infraction])
    if (w := _first(_GAME_ERROR, text)) is not None:
        return Situation("ipg-2.5", w)
    return None
