"""Floor calls a judge trainer would ask about, told in Spanish: the situations of the policy
questions (bot.quiz.policy_questions).

Each case is one situation the IPG's Definitions describe, written as a floor judge hears it,
with the infraction its IPG section names (``source``). The key of a question is never this
table: it is what the floor-call reader (index.calls.make_call) answers for the case's text at
the REL the stem gives, and a case whose reading does not agree with its source, or whose
penalty is conditional on a fact the text does not tell, is not asked (the honesty of the
situations with cards, applied to policy).

A case may take two variations that are concepts of their own, not skins: the same offence
again later in the tournament (``again``: the IPG's escalation for Tournament Errors and the
JAR's Game Loss after education), and the same act done knowingly for an advantage
(``cheating``: IPG 4.8's test, which turns any Game Play or Tournament Error into Cheating).
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class PolicyCase:
    id: str
    source: str  # the IPG infraction the situation is ("ipg-2.1")
    text: str  # what happened, in Spanish; never names the REL nor the infraction
    who: str  # the player the question asks about
    again: bool = False  # the "second time in this tournament" variation makes sense
    cheating: bool = False  # the "knowingly, for an advantage" variation makes sense
    # Told after the text when the case is asked as an honest error: intent decides between
    # an error and Cheating, and a judge is told it before ruling.
    honest: str = "Fue sin querer, por error."


# The Spanish sentences of the two variations (read by index.calls.facts: "segunda vez",
# "a sabiendas", "para sacar ventaja").
AGAIN = "Es la segunda vez en este torneo que le pasa."
THIRD = "Es la tercera vez en este torneo que le pasa."
CHEATING = "Lo hizo a sabiendas de que era ilegal, para sacar ventaja."

# The cast the cases are written with; a question draws other names for them (cast_for), so
# one call does not come back word for word while its set-up, names aside, stays one.
CAST = ("Ana", "Luis", "Pablo")
_CAST = re.compile(r"\b(" + "|".join(CAST) + r")\b")
NAMES = (
    "Alba", "Carmen", "Elena", "Irene", "Julia", "Lucía", "Marta", "Nerea", "Paula", "Sara",
    "Andrés", "Bruno", "Carlos", "Diego", "Hugo", "Iván", "Jorge", "Marcos", "Óscar", "Raúl",
)  # fmt: skip


def cast_for(text: str, names: dict[str, str]) -> str:
    """``text`` with each name of the cast replaced by its name in ``names``, as «name»."""
    return _CAST.sub(lambda m: f"«{names[m[1]]}»", text)


CASES: tuple[PolicyCase, ...] = (
    # Game Play Errors (IPG 2)
    PolicyCase(
        "disparo-perjudica", "ipg-2.1",
        "Ana controla una criatura de la que es dueña, con un disparo obligatorio al principio "
        "de su mantenimiento que la perjudica: pierde 2 vidas. Lo olvida y ya está en su fase "
        "de combate.",
        "Ana",
    ),
    PolicyCase(
        "disparo-beneficia", "ipg-2.1",
        "Luis olvida el disparo de su encantamiento que le hace ganar 2 vidas al principio "
        "de su paso final, un disparo a su favor; se da cuenta en el turno de su rival.",
        "Luis",
    ),
    PolicyCase(
        "disparo-sacrificio", "ipg-2.1",
        "Al principio del mantenimiento de Ana debía sacrificar una ficha por una habilidad "
        "disparada de un encantamiento que controla y del que es dueña, que va en su contra; "
        "pasa a robar sin hacerlo.",
        "Ana",
    ),
    PolicyCase(
        "vio-carta-cayo", "ipg-2.2",
        "Al barajar el mazo de su rival, a Luis se le cayó una carta boca arriba.",
        "Luis", again=True,
    ),
    PolicyCase(
        "vio-segunda-carta", "ipg-2.2",
        "Al robar, a Ana se le pegaron dos cartas y vio la segunda carta de su biblioteca "
        "antes de devolverla.",
        "Ana", again=True, cheating=True,
    ),
    PolicyCase(
        "robo-de-mas", "ipg-2.3",
        "Luis resuelve un hechizo que le hace robar dos cartas, pero roba una de más y la "
        "junta con su mano antes de que nadie lo note.",
        "Luis", again=True, cheating=True,
    ),
    PolicyCase(
        "robo-cuatro", "ipg-2.3",
        "Ana robó cuatro cartas en vez de tres con un hechizo y las juntó con su mano.",
        "Ana", again=True, cheating=True,
    ),
    PolicyCase(
        "robo-primer-turno", "ipg-2.3",
        "Luis empezaba jugando, robó una carta en su primer turno y la juntó con su mano.",
        "Luis", again=True, cheating=True,
    ),
    PolicyCase(
        "mulligan-ocho", "ipg-2.4",
        "Ana roba su mano inicial y se queda con ocho cartas en la mano inicial sin contarlas.",
        "Ana", again=True, cheating=True,
    ),
    PolicyCase(
        # IPG 2.4: once the game begins, the excess cards of a mulligan are a Hidden Card Error.
        "mulligan-debajo", "ipg-2.3",
        "Luis hizo mulligan y, al quedarse la mano, no puso ninguna carta debajo de su "
        "biblioteca; la partida empezó con siete cartas en su mano.",
        "Luis", again=True, cheating=True,
    ),
    PolicyCase(
        "coste-mal-pagado", "ipg-2.5",
        "Ana lanzó un hechizo pagando un coste de maná menor del que tenía.",
        "Ana", again=True, cheating=True,
    ),
    PolicyCase(
        "ataco-recien-llegada", "ipg-2.5",
        "Luis atacó con una criatura sin prisa que había entrado al campo de batalla ese "
        "mismo turno.",
        "Luis", again=True, cheating=True,
    ),
    PolicyCase(
        "objetivo-ilegal", "ipg-2.5",
        "Ana eligió como objetivo de su hechizo una criatura con protección contra ese color, "
        "un objetivo ilegal.",
        "Ana", again=True, cheating=True,
    ),
    PolicyCase(
        "no-lo-vi", "ipg-2.6",
        "Ana jugó dos tierras en su turno. Su rival, Luis, lo vio pasar y dice: no me di "
        "cuenta.",
        "Luis", honest="",
    ),
    # Tournament Errors (IPG 3)
    PolicyCase(
        "tarde-cuatro", "ipg-3.1",
        "Luis llegó a su asiento 4 minutos después de empezar la ronda.",
        "Luis", honest="",
    ),
    PolicyCase(
        "tarde-doce", "ipg-3.1",
        "Ana llegó 12 minutos tarde a su mesa, ya empezada la ronda.",
        "Ana", honest="",
    ),
    PolicyCase(
        "tarde-medio-minuto", "ipg-3.1",
        "Luis llegó medio minuto tarde a su asiento, ya empezada la ronda.",
        "Luis", honest="",
    ),
    PolicyCase(
        "lista-tarde", "ipg-3.1",
        "Ana entregó la lista de su mazo tarde, después de la hora límite del organizador.",
        "Ana", again=True, honest="",
    ),
    PolicyCase(
        "consejo-espectador", "ipg-3.2",
        "Un espectador, Pablo, que también juega en el torneo, le dijo a Ana cuál era la mejor "
        "jugada en mitad de la partida.",
        "Pablo", honest="",
    ),
    PolicyCase(
        "notas-estrategia", "ipg-3.2",
        "Luis consultó unas notas con consejos de estrategia para su mazo durante la partida.",
        "Luis", honest="",
    ),
    PolicyCase(
        "lento-cementerio", "ipg-3.3",
        "Ana tarda muchísimo cada turno: revisa su cementerio entero antes de cada decisión "
        "sencilla.",
        "Ana", again=True, honest="",
    ),
    PolicyCase(
        "lista-prohibida", "ipg-3.4",
        "Luis registró en su lista una carta prohibida en el formato.",
        "Luis", again=True,
    ),
    PolicyCase(
        "mazo-sesenta-uno", "ipg-3.5",
        "En una revisión de mazo, los jueces ven que Ana registró 60 cartas pero su mazo "
        "tenía 61. Lo que registró era lo que quería jugar.",
        "Ana", again=True,
    ),
    PolicyCase(
        "no-desbanquillo", "ipg-3.5",
        "Luis no desbanquilló: empezó la primera partida de la siguiente ronda con cartas "
        "del banquillo en el mazo.",
        "Luis", again=True,
    ),
    PolicyCase(
        "draft-direccion", "ipg-3.6",
        "Durante el draft, Ana pasó el sobre a la izquierda cuando tocaba a la derecha.",
        "Ana", again=True,
    ),
    PolicyCase(
        "vidas-mal-dichas", "ipg-3.7",
        "Su rival le preguntó a Luis cuántas cartas tenía en la mano y Luis dijo cuatro por "
        "error, pero tenía cinco. Creyéndolo, su rival decidió no lanzar un hechizo.",
        "Luis", again=True, honest="",
    ),
    PolicyCase(
        "fundas-marcadas", "ipg-3.8",
        "Varias fundas de Ana tienen la esquina doblada, todas en cartas distintas y sin "
        "relación entre ellas.",
        "Ana", again=True,
    ),
    PolicyCase(
        "baraja-poco", "ipg-3.9",
        "Luis hizo un único riffle antes de presentar su mazo a su rival.",
        "Luis", again=True,
    ),
    # Unsporting Conduct (IPG 4)
    PolicyCase(
        "palabrotas", "ipg-4.1",
        "Ana soltó palabrotas en voz alta al perder la partida, molestando a las mesas de al "
        "lado.",
        "Ana", again=True, honest="",
    ),
    PolicyCase(
        "tiro-mazo", "ipg-4.1",
        "Luis tiró su mazo contra la mesa al terminar la partida.",
        "Luis", again=True, honest="",
    ),
    PolicyCase(
        "racista", "ipg-4.2",
        "Ana le hizo a su rival comentarios racistas durante la partida.",
        "Ana", honest="",
    ),
    PolicyCase(
        "dado-ganador", "ipg-4.3",
        "Al acabar el tiempo de la ronda, Luis y su rival decidieron quién ganaba la partida "
        "con un dado, sin saber que estaba prohibido.",
        "Luis", honest="",
    ),
    PolicyCase(
        "dinero-concede", "ipg-4.4",
        "Ana le ofreció dinero a su rival para que le concediera la partida, sin saber que "
        "estaba prohibido.",
        "Ana", honest="",
    ),
    PolicyCase(
        "amenaza", "ipg-4.5",
        "Luis amenazó a su rival con pegarle al salir del torneo.",
        "Luis", honest="",
    ),
    PolicyCase(
        "se-llevo-cartas", "ipg-4.6",
        "Ana se llevó las cartas del banquillo de otro jugador que no eran suyas.",
        "Ana", honest="",
    ),
    PolicyCase(
        "lento-adrede", "ipg-4.7",
        "Luis va ganando y juega despacio a propósito para que se acabe el tiempo de la ronda.",
        "Luis", honest="",
    ),
    PolicyCase(
        "mintio-mano", "ipg-4.8",
        "Ana mintió a su rival sobre cuántas cartas tenía en la mano, para sacar ventaja.",
        "Ana", honest="",
    ),
)  # fmt: skip
