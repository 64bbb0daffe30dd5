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

from index.calls.facts import _LIE, CallFacts, whole
from index.calls.verb_forms import as_told, read_verbs
from index.fold import fold


@dataclass(frozen=True)
class Situation:
    id: str  # "ipg-2.3", or an MTR section when the MTR decides and no infraction applies
    told: str  # the words of the call that decided it


def _first(pattern: str, text: str) -> str | None:
    m = re.search(whole(pattern), text)
    return m.group(0) if m else None


# The elements of each infraction's Definition, as told in Spanish (folded text).
_CARD = r"(carta|cartas|una|dos|tres|cuatro)"
SIGNS: dict[str, str] = {
    # 4.8: lies, hides an offense, alters results; the Definition's own acts.
    "ipg-4.8": (
        _LIE + r"|cambio el resultado|altero el resultado|modifico el resultado|"
        r"no llamo al juez|sin llamar al juez|no aviso al juez|no dijo nada para|se callo para|"
        r"a[nñ]adio cartas a su (pool|sellado)|mir(o|a) las (elecciones|picks|cartas) de otro|"
        r"era falso|le dijo al juez .{0,60}(falso|no era verdad)"
    ),
    "ipg-4.5": (
        r"amenaz\w*|pegar(le|te|me)?|le pego|golpe\w*|empuj\w*|le quito la silla|volco la mesa|"
        r"tiro la mesa|rompio (una|la|sus) cartas?|"
        r"rompio (la|una) carta de|agresi\w*|violen\w*"
    ),
    "ipg-4.6": (
        r"(le|les|me|te) rob(o|aron|a|an|aba) (el|la|los|las|mi|mis|tu|tus|su|sus|dinero|cartera|"
        r"movil|mochila|carpeta|sobres)|"
        r"rob\w* .*(del banquillo|del sideboard|de la mesa|material|"
        r"numero de mesa|de su (rival|oponente))|"
        r"(le|les|me|te) rob(o|aron|aba) (\w+ ){1,2}a (otro|otra|otros|su|sus|un|una|mi|el|la)|"
        r"hurt\w*|escondi\w*|se llevo (el|la|las|los|una|unas|cartas|mi|mis|su|sus)|"
        r"se (habia|ha) llevado|se quedo con|se (la|las|lo|los) quedo|"
        r"de su (carpeta|binder|coleccion)"
    ),
    "ipg-4.2": (
        r"insulto (racista|homofobo|machista|sexista)|racist\w*|racism\w*|homofob\w*|"
        r"xenofob\w*|acos(o|a|an|ar|aba|ando|ador|adora)|hostig\w*|intimid\w*|"
        r"fotos? (a|de) (otro|otra|su|el|la)|sacar fotos|saco fotos|misgener\w*|malgener\w*|"
        r"redes sociales|insista|cita .*rechaz\w*"
    ),
    "ipg-4.3": (
        r"(un|el|los|unos|al|a los|tirar|tiraron|tiro) dados?|moneda|cara o cruz|"
        r"piedra,? papel|pulso|echar a suertes|a suertes|"
        r"quien (ganaria|habria ganado)|decidir (quien|el ganador)|determinar (quien|el ganador)"
    ),
    "ipg-4.4": (
        r"ofrec\w* .*(a cambio|para que|por (el|un) empate|dinero|dolares|euros)|a cambio de|"
        r"soborn\w*|apost(ar|aron|amos|o|aba|ando|ado)|apuestas?|bet|"
        r"reparto de premios? a cambio|dinero para que|"
        r"si (le|me|te) (daba|das|dabas|doy|diera|dieras) .{0,40}conced\w*"
    ),
    "ipg-4.7": (
        r"(lento|despacio|reloj|tiempo).*(a proposito|adrede|para que|gastar|agotar|consumir)|"
        r"(a proposito|adrede|para gastar|para agotar).*(lento|despacio|reloj|tiempo)|"
        r"gastar el reloj|agotar el tiempo"
    ),
    "ipg-4.1": (
        r"palabrot\w*|tacos|vulgar\w*|grosero|grosera|insult\w*|tiro (su|el) mazo|"
        r"lanzo (su|el) mazo|basura|envases|restos de comida|bebida derramada|"
        r"exig\w* .*(penaliz\w*|castig\w*)|apel\w* .*antes|no hizo caso al juez|no obedec\w*|"
        r"se nego a (irse|salir)"
    ),
    "ipg-3.2": (
        r"consejo|le dijo (a \w+ )?(cual|que) (era la mejor|jugar|jugada)|mejor jugada|que jugar|"
        r"hacia se[nñ]as|le hacia se[nñ]as|apunt\w* .*jugada|notas|chuleta|apuntes|guia de juego|"
        # someone outside the match telling a player what to do or what is hidden
        r"(espectador|espectadora|amigo|amiga|publico|mirando|de pie detras|ya habia terminado)"
        r".{0,80}(le dijo|dijo en voz alta|comentar\w*|le aconsej\w*|le se[nñ]al\w*|le sopl\w*)"
    ),
    "ipg-3.1": (
        r"tarde|no aparec\w*|no se presento|lleg\w* .*(de (empezar|comenzar|iniciar)|"
        r"despues de que empez\w*) (la )?ronda|no estaba sentad\w*|no llego|retras\w*|"
        r"mesa equivocada|"
        r"asiento equivocado|rival equivocado|oponente equivocado|contra quien no (era|tocaba)|"
        r"(entrego|entregue|presento) (la )?(decklist|lista) (tarde|despues)|despues de la hora|"
        r"tardo \d+|tarde \d+|fuera de hora"
    ),
    "ipg-3.6": (
        r"draft.*(sobre|pick|elegir|seleccion|izquierda|derecha|tiempo|pila)|paso el sobre|"
        r"pase el sobre|sobre a la (izquierda|derecha)"
    ),
    "ipg-3.4": (
        r"decklist|lista|registr\w* .*(mal|prohibid\w*|ilegal)|(apunte|apunto|puso|puse|anoto|"
        r"anote) .*(lista|prohibid\w*)|"
        r"prohibid\w*|baneada|banned"
    ),
    # Where it was found ("en un deck check") is not what was wrong: the deck's own contents.
    "ipg-3.5": (
        r"(mazo|banquillo|sideboard) tenia \d+|cartas? (de|del) (mi|su|un) (rival|"
        r"oponente) anterior|"
        r"en el mazo pero|del banquillo|del sideboard|no desbanquill\w*|desideboard\w*|"
        r"\d+ cartas en (el|mi|su) mazo|mazo de \d+ cartas|no devolvi\w* lo del banquillo|"
        r"mi mazo tenia|su mazo tenia|carta de otro jugador en (mi|su) mazo"
    ),
    "ipg-3.8": (r"marcad\w*|marcas|fundas?|dorsos?|foil|doblad\w*|esquinas?|curvad\w*"),
    "ipg-3.9": (
        r"barajar|baraj(o|e|é|aba|ado)|riffles?|mezclar? (bien|mal)|no mezclo|poco barajad\w*|"
        r"en montones|apil\w* .{0,30}montones"
    ),
    "ipg-3.7": (
        r"(pregunt\w*|dijo|dije|le dije).*(cuantas|cuantos|vida|cartas en la mano).*(sin querer|"
        r"error|equivoc\w*|en realidad|pero tenia|tenia)|"
        r"mezclad\w* con las tierras|entre las tierras|pensando que|creyendo que|"
        r"no le record\w* .*(buscar|tierra)"
    ),
    "ipg-3.3": (
        r"lento|lenta|despacio|tarda (mucho|muchisimo|demasiado)|muchisimo tiempo|"
        r"una y otra vez|revisa .*cementerio|"
        r"bucle|se levanto .*(clasificacion|ba[nñ]o)|se fue al ba[nñ]o sin|sin permiso de un juez|"
        r"sin pedir permiso"
    ),
    "ipg-2.1": (
        r"disparo|trigger|habilidad disparada|exaltad\w*|contador de tiempo|suspend\w*|"
        r"al principio del?|cuando entra|olvid\w* (exiliar|sacrificar|perder)"
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
        r"se (me|le) (cayo|cayeron|pegaron|pego|levanto|levantaron)|boca arriba|"
        r"levanto (una|dos) carta|levante (una|dos) carta|"
        r"vi la (carta de )?(abajo|segunda|siguiente)|vio la (carta de )?(abajo|segunda|"
        r"siguiente)|vio una carta|vi una carta|"
        r"la vio|la vi|carta de (la )?biblioteca que no"
    ),
    "ipg-2.3": (
        r"(rob\w*|draw) (una|dos|tres|cuatro|\d+) (cartas? )?(de mas|extra|en vez|de sobra)|"
        r"(rob\w*|draw) (una )?de mas|"
        r"cartas? de mas|de mas en la mano|mas cartas de las que|"
        r"(robo|robe) (\w+ ){0,3}(cuatro|cinco|\d+) cartas en vez|"
        r"robo (carta )?en su primer turno|robe en mi primer turno|empezaba jugando,? robo|"
        r"adivin\w* (\d|dos|tres)|scry|sin (ense[nñ]ar\w*|revelar\w*|mostrar\w*)|"
        r"cogio las (\w+ )?cartas|cogi las|"
        r"boca abajo .*no tiene|morph|disfraz"
    ),
}
# IPG 2.4: "Once the mulligan process is complete and the game begins, excess cards arising
# from an improper mulligan is a Game Play Error — Hidden Card Error and too few cards is a Game
# Play Error — Game Rule Violation." The words that tell the game had begun, and which way the
# hand was wrong; a mulligan error told before the game began stays 2.4.
_GAME_BEGUN = (
    r"(la partida|el juego|la primera partida) (ya )?(habia |ha )?(empezado|comenzado|empezo|"
    r"comenzo)|(empezo|empece|comenzo|comence) (a jugar|la partida)|"
    r"ya (estaba|estabamos|estaban) jugando|ya en (su|mi) (primer )?turno"
)
_TOO_FEW = (
    r"cartas? de menos|(puso|puse) (\w+ )?cartas? de mas debajo|"
    r"(cuatro|cinco|seis|4|5|6) cartas en vez de (cinco|seis|siete|5|6|7)|le faltaba\w*"
)
_EXCESS = (
    r"cartas? de mas|no (puso|puse) (ninguna|la|las|una|su|sus) (cartas? )?debajo|"
    r"sin poner (ninguna |la |las )?(cartas? )?debajo|(ocho|8) cartas|"
    r"(siete|seis|cinco|7|6|5) cartas en vez de (seis|cinco|cuatro|6|5|4)"
)
# Card handling a Game Rule Violation is told by: a cost, a creature, a rule of the game.
_GAME_ERROR = (
    r"pagando|coste|mana|ataco|atacar|bloque|criatura|da[nñ]o letal|cementerio|hechizo|jugo|jugue|"
    r"lanzo|no devolvio|encima de la biblioteca|no puso|ilegal|enderez|objetivo"
)
# A missed trigger is a trigger forgotten or not done: a trigger told as resolved is not one
# (its error is another: a card put in hand without revealing it is a Hidden Card Error).
_MISSED = (
    r"olvid\w*|no (lo |la )?(hizo|hace|resolvio|puso|pago|anuncio|dijo|pidio|eligio|exilio|"
    r"sacrifico)|se (le|me) (paso|pasaron)|paso por alto|ignor\w*|"
    # An infinitive may carry its pronoun ("sin hacerlo"): whole words only, so say them.
    r"sin (hacer|resolver|anunciar)(lo|la|los|las)?|missed|perdio el disparo"
)
# Sharing prizes is not Bribery unless it is in exchange for a result (MTR 5.2).
_PRIZE_SPLIT = r"repart\w* (el|los|un|unos) premios?|reparto de premios?|split|repartiamos"
# Words that are not facts told: an infraction's name in a question ("¿es soborno si…?") and
# an exchange told as not having happened ("nadie habló de conceder a cambio").
_NOT_TOLD = (
    r"¿?(es|seria|cuenta como|se considera) (esto |eso )?(un |una )?(soborno|trampas?|apuesta)"
    r"|(nadie|no|ni) (hablo|hablaron|dijo|dijeron|menciono|mencionaron|pidio|pidieron)"
    r"( nada)? de [^.;,?]*"
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
    infraction applies, or ``None`` when nothing here reads the call. The signs read the verb
    forms of game words as verbs (verb_forms.py); the words shown are the user's own."""
    folded = fold(facts.text)
    text = re.sub(whole(_NOT_TOLD), " ", read_verbs(folded))
    found = _situation_in(text, facts)
    return found and Situation(found.id, as_told(found.told, folded))


def _situation_in(text: str, facts: CallFacts) -> Situation | None:
    if (device := _first(_DEVICE, text)) is not None:
        advice = _first(SIGNS["ipg-3.2"] + r"|mensajes? .*(jugar|jugada)|que jugar", text)
        if advice is None:
            return Situation("mtr-2.12", device)
    found = {i: w for i in PRECEDENCE if (w := _first(SIGNS[i], text)) is not None}
    if "ipg-2.1" in found and _first(_MISSED, text) is None:
        del found["ipg-2.1"]
    if (split := _first(_PRIZE_SPLIT, text)) is not None and "ipg-4.4" not in found:
        return Situation("mtr-5.2", split)
    # Knowingly breaking a rule for an advantage is Cheating whatever it looks like (IPG 4.8).
    if facts.knowing and facts.advantage and "ipg-4.7" not in found:
        return Situation("ipg-4.8", found.get("ipg-4.8") or "a sabiendas, para sacar ventaja")
    for infraction in PRECEDENCE:
        if infraction == "ipg-2.4" and infraction in found:
            return _mulligan(text, found[infraction])
        if infraction in found:
            return Situation(infraction, found[infraction])
    if (w := _first(_GAME_ERROR, text)) is not None:
        return Situation("ipg-2.5", w)
    return None


def _mulligan(text: str, told: str) -> Situation:
    """A mulligan error, or (IPG 2.4) what its wrong hand is once the game has begun."""
    if _first(_GAME_BEGUN, text) is not None:
        if (few := _first(_TOO_FEW, text)) is not None:
            return Situation("ipg-2.5", few)
        if (excess := _first(_EXCESS, text)) is not None:
            return Situation("ipg-2.3", excess)
    return Situation("ipg-2.4", told)
