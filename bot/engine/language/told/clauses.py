"""The sentence cut into clauses at the verbs players use ("ataco con", "lo bloquean con", "le
tiro", "en respuesta", "estoy a 3 vidas", "tengo"), each with the words before its verb (its
subject) and after it (its object).

Between two verbs, the last separator (",", ";", ".", "y", "pero", "luego", "entonces") ends
the first verb's object; what follows it is the second verb's subject: in "ataco con un 2/2
con toque mortal y el rival bloquea con un 5/5", "el rival" is who blocks.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .keyword_verbs import verb_pattern

# How many: a digit or a number word.
NUMBER_WORDS = {
    "un": 1,
    "una": 1,
    "uno": 1,
    "a": 1,
    "an": 1,
    "one": 1,
    "dos": 2,
    "two": 2,
    "tres": 3,
    "three": 3,
    "cuatro": 4,
    "four": 4,
    "cinco": 5,
    "five": 5,
    "seis": 6,
    "six": 6,
    "siete": 7,
    "seven": 7,
    "ocho": 8,
    "eight": 8,
    "nueve": 9,
    "nine": 9,
    "diez": 10,
    "ten": 10,
}
_N = r"(?:\d+|" + "|".join(w for w in NUMBER_WORDS if len(w) > 1) + ")"
_CLITIC = r"(?:(?:me|te|se|le|les|lo|la|los|las|nos)\s+){0,2}"
_LIFE = r"(?:vidas?|puntos de vida|de vida|life)"
_POISON = r"(?:contadores de veneno|contador de veneno|venenos?|poison(?: counters?)?)"
_LIBRARY = r"(?:de|con|desde)\s+(?:una|la|mi|su|tu)\s+biblioteca\s+(?:vacia|sin\s+cartas)"
# The attacker a block is on, between the verb and "con": "a mi 3/3", "al Oso", "uno de mis
# atacantes", "a uno".
WHICH = (
    r"(?:(?:a\s+)?un[oa](?:\s+de\s+(?:mis|sus|tus|los|las)\s+(?:atacantes|bichos|criaturas))?\s+"
    r"|(?:a|al)\s+(?:(?:mi|su|tu|el|la)\s+)?[^\s,;.]+(?:\s+[^\s,;.]+){0,3}?\s+)?"
)
# A loyalty cost said after the verb ("hago el -3", "activa su +1").
_LOYALTY_COST = r"\s+(?:el|la|su)\s+(?:habilidad\s+(?:de\s+)?)?(?:[+\-−]\s?\d+|0)"
_NOT_ADJECTIVE = r"(?<!jugador\s)(?<!no\s)(?<!el\s)"
_FIRST = r"(?:o|amos)"  # ataco, atacamos: the teller
_OTHER = r"(?:a|as|an|e|es|en)"  # ataca, atacas, atacan: someone else (or a creature)


@dataclass(frozen=True)
class Cue:
    kind: str  # attack, attacked, block, blocked_by, no_block, cast, respond, respond_to,
    # damage, life, poison, board
    pattern: re.Pattern[str]
    # Who acts when the subject does not say: "me" (the teller), "other" or "subject".
    actor: str


def _cue(kind: str, pattern: str, actor: str) -> Cue:
    return Cue(kind, re.compile(rf"(?<![\w§])(?:{pattern})(?![\w§])"), actor)


# Longer cues first: where two overlap, the one listed first (then the longer) wins.
CUES: tuple[Cue, ...] = (
    _cue(
        "no_block",
        rf"no\s+{_CLITIC}bloque(?:o|amos|a|as|an)|sin\s+(?:ser\s+)?bloque(?:ar|os?)"
        r"|sin\s+bloqueadores|nadie\s+(?:lo\s+|la\s+|me\s+)?bloquea|no\s+es\s+bloquead[oa]"
        r"|sin\s+que\s+(?:me\s+|le\s+|lo\s+|la\s+)?bloquee?n?"
        # What the defender lacks: "no tengo bloqueadores", "no tiene nada para bloquear".
        r"|no\s+(?:tengo|tiene|tienes|tenemos)\s+(?:(?:ningun|ningún)\s+)?bloqueador(?:es)?"
        r"|no\s+(?:tengo|tiene|tienes|tenemos)\s+(?:nada|ninguna\s+criatura|criaturas)?\s*"
        r"(?:para|con\s+(?:que|q))\s+bloquear"
        r"|no blocks?|unblocked|isn't blocked|is not blocked",
        "subject",
    ),
    _cue("respond_to", r"en\s+respuesta\s+(?:a|al)(?!\s+(?:eso|esto|ello)\b)", "subject"),
    _cue("respond", r"en\s+respuesta(?:\s+a\s+(?:eso|esto|ello))?|in\s+response", "subject"),
    _cue(
        "life",
        rf"(?:estoy|estamos|esta|estas|estan|is|am|are)\s+a\s+{_N}\s+{_LIFE}"
        rf"|(?:tengo|tenemos|tiene|tienes|tienen|me quedan|le quedan|te quedan|quedan|has|have)"
        rf"\s+{_N}\s+{_LIFE}|(?:at|with)\s+{_N}\s+{_LIFE}"
        # chat drops the verb: "el rival a 2 vidas" (whose is the subject's, or asked back).
        rf"|a\s+{_N}\s+{_LIFE}",
        "subject",
    ),
    _cue(
        "poison", rf"(?:tengo|tenemos|tiene|tienes|tienen|has|have)\s+{_N}\s+{_POISON}", "subject"
    ),
    _cue(
        "damage",
        rf"{_CLITIC}(?:hago|hacemos|hace|haces|hacen|hice|hizo|hiciste|hicimos|hicieron|deals?|dealt)"
        rf"\s+{_N}\s+"
        r"(?:de\s+)?(?:danos?|puntos?\s+de\s+dano|damage)"
        # chat drops "de daño" before whom it is dealt to: "le hago 1 al rival".
        r"|(?:le|les|me|te)\s+(?:hago|hace|haces|hacen|hice|hizo)\s+\d+(?=\s+(?:a|al)\s)",
        "subject",
    ),
    # Earlier in the game (704.5b, 305.2): "antes intenté robar con la biblioteca vacía",
    # "ya jugué una tierra este turno"; the first person is the teller.
    _cue(
        "earlier_draw",
        rf"(?:antes\s+)?(?:ya\s+)?(?:intente|trate)\s+(?:de\s+)?robar\s+{_LIBRARY}"
        rf"|(?:antes\s+)?(?:ya\s+)?robe\s+{_LIBRARY}|i\s+(?:tried|attempted)\s+to\s+draw\s+"
        r"from\s+an\s+empty\s+library",
        "me",
    ),
    _cue(
        "earlier_draw",
        rf"(?:antes\s+)?(?:ya\s+)?(?:intento|trato|intentaste|trataste)\s+(?:de\s+)?robar\s+"
        rf"{_LIBRARY}|(?:antes\s+)?(?:ya\s+)?(?:robo|robaste)\s+{_LIBRARY}"
        r"|(?:tried|attempted)\s+to\s+draw\s+from\s+an\s+empty\s+library",
        "subject",
    ),
    _cue(
        "earlier_land",
        rf"(?:antes\s+)?(?:ya\s+)?jugue\s+{_N}\s+tierras?(?:\s+este\s+turno)?"
        rf"|i\s+(?:already\s+)?played\s+{_N}\s+lands?(?:\s+this\s+turn)?",
        "me",
    ),
    _cue(
        "earlier_land",
        rf"(?:antes\s+)?(?:ya\s+)?(?:jugo|jugaste)\s+{_N}\s+tierras?(?:\s+este\s+turno)?"
        rf"|(?:already\s+)?played\s+{_N}\s+lands?(?:\s+this\s+turn)?",
        "subject",
    ),
    _cue(
        "play",
        r"(?:puedo|podria|quiero|podemos|voy\s+a|se\s+puede|can\s+i|may\s+i)\s+"
        r"(?:jugar|lanzar|tirar|bajar|castear|meter|echar|sacar|play|cast)",
        "me",
    ),
    # Cards in a hand or a library: "tengo 3 cartas en la mano", "no me quedan cartas en la
    # biblioteca", "y 2 cartas en la mano" (whose: the verb's, else the clause before).
    _cue(
        "cards",
        rf"(?:(?P<verb>tengo|tenemos|tiene|tienes|tienen|(?:no\s+)?(?:me|le|te)\s+quedan"
        rf"|(?:no\s+)?quedan|no\s+tengo|no\s+tiene)\s+)?(?:{_N}|0|ninguna\s+)?\s*cartas?\s+en\s+"
        r"(?:la|mi|su|tu)\s+(?:mano|biblioteca)",
        "subject",
    ),
    # "tengo que robar", "le toca robar": a draw (from an empty library, a loss, 704.5b).
    _cue(
        "draw",
        r"(?:tengo\s+que|me\s+toca|debo|tiene\s+que|le\s+toca|debe)\s+robar(?:\s+una\s+carta)?",
        "subject",
    ),
    _cue("attack", rf"{_CLITIC}atac{_FIRST}\s+con|i\s+attack\s+with|attack\s+with", "me"),
    # "ataco y me bloquea …": an attack naming no creature (the teller's one creature, or asked).
    _cue(
        "attack_alone",
        rf"atac{_FIRST}(?:\s+(?:al|a\s+mi|a\s+su)\s+(?:rival|oponente))?"
        r"(?=\s*(?:$|[,.;:?!]|\s(?:y|e|pero)\s))",
        "me",
    ),
    _cue("attack", rf"{_CLITIC}atac{_OTHER}\s+con|attacks\s+with", "subject"),
    _cue("attacked", rf"{_CLITIC}atac{_OTHER}|attacks", "subject"),
    # "bloqueo uno con …", "bloquea a mi 3/3 con …": which attacker is blocked (WHICH, read by
    # telling.py: the one named, or asked back when "uno" of different attackers is blocked).
    _cue("block", rf"{_CLITIC}bloque{_FIRST}\s+{WHICH}con|i\s+block\s+with", "me"),
    _cue("block", rf"{_CLITIC}bloque{_OTHER}\s+{WHICH}con|blocks?\s+with", "subject"),
    _cue(
        "blocked_by",
        rf"{_CLITIC}bloque{_OTHER}|es\s+bloquead[oa]\s+por|(?:is\s+)?blocked\s+by",
        "subject",
    ),
    _cue("cast", rf"{_CLITIC}(?:tir|lanz|caste|met|ech){_FIRST}|{_CLITIC}metemos|i\s+cast", "me"),
    _cue(
        "cast", rf"{_CLITIC}(?:(?:tir|lanz|caste|ech)(?:a|as|an)|met(?:e|es|en))|casts", "subject"
    ),
    # Abilities told by what is done (activating.py): "hago el -3 (de Liliana)", "activo la
    # habilidad de …", "uso mi …", "sacrifico mi Mogg Fanatic para …", "lo sacrifico con …".
    # Not "el jugador activo" (the adjective), nor "se sacrifica" (an outcome told).
    _cue(
        "activate",
        rf"(?:(?:quiero|queria|voy\s+a|intento)\s+(?:hacer|activar|usar)|hago|hacemos|activo"
        rf"|activamos|uso|usamos|hice|hicimos){_LOYALTY_COST}",
        "me",
    ),
    _cue(
        "activate",
        rf"(?:hace|haces|hacen|hizo|hiciste|hicieron|activa|activas|activan|usa|usas)"
        rf"{_LOYALTY_COST}",
        "subject",
    ),
    # Life paid as a cost, said beside the ability it pays for ("pago 2 vidas y activo …"):
    # the engine pays the card's own cost (activating.py).
    _cue("pay_life", rf"(?:pago|pagamos|paga|pagas|pagan|pagando)\s+{_N}\s+{_LIFE}", "subject"),
    # "regenero mi River Boa", "lo regenero": its own ability that regenerates it.
    _cue("activate", r"(?<!se\s)(?:(?:lo|la)\s+)?regener(?:o|amos)", "me"),
    _cue("activate", r"(?<!se\s)(?:(?:lo|la)\s+)?regener(?:a|as|an)", "subject"),
    # "le engancho un disparo con mi Pyromancer": a ping (a damage ability) told as slang.
    _cue("activate", rf"{_CLITIC}enganch(?:o|amos)", "me"),
    _cue("activate", rf"{_CLITIC}enganch(?:a|as|an)", "subject"),
    # "tapeo mi Pyromancer para …": an ability with {T} in its cost (ability_fit.py).
    _cue("activate", r"(?:tapeo|tapeamos)(?=\s+(?:mi|su|el|la|a)\s)", "me"),
    # "giro mi Oso para hacerle 2 a …": tapped for what it does, told after «para».
    _cue("activate", r"(?:giro|giramos)(?=\s+(?:mi|su|el|la|a)\s[^.;?!]*?\spara\s)", "me"),
    _cue("activate", r"(?:tapea|tapeas|tapean)(?=\s+(?:mi|su|el|la|a)\s)", "subject"),
    _cue("activate", rf"{_NOT_ADJECTIVE}(?:activo|activamos|uso|usamos)", "me"),
    _cue("activate", rf"{_NOT_ADJECTIVE}(?:activa|activas|activan|usa|usas|usan)", "subject"),
    _cue("activate", r"(?<!se\s)(?:(?:lo|la|los|las)\s+)?(?:sacrifico|sacrificamos)", "me"),
    _cue("activate", r"(?<!se\s)(?:(?:lo|la|los|las)\s+)?(?:sacrifica|sacrificas)", "subject"),
    # "mi Oso pelea con su elfo": the targets of the spell told before it (a fight, 701.14).
    _cue("fight", r"pelean|pelea|peleen|pelee|luchan|lucha|luchen|luche|fight|fights", "subject"),
    # Attaching: "le equipo una Bonesplitter a mi Oso", "le pongo un Pacifism a su Ángel",
    # "le pongo 2 contadores +1/+1 a mi Oso"; "mi Oso lleva una Bonesplitter".
    # Not "el equipo" (the noun): an article before it says so.
    _cue("attach", rf"(?<!el\s)(?<!un\s){_CLITIC}(?:equip|pong|encant|anex){_FIRST}", "me"),
    _cue(
        "attach",
        rf"(?<!el\s)(?<!un\s){_CLITIC}(?:equip|pon|encant|anex)(?:a|e|as|es|an|en)",
        "subject",
    ),
    _cue("wears", r"lleva|llevan|porta|portan", "subject"),
    # The answers to a question asked back, added to the message: "el Oso es del rival",
    # "Pacifism es un Aura" (told/__init__.py adds them when a button or a reply says so).
    _cue(
        "owned",
        r"(?:es|son)\s+(?:del\s+rival|del\s+oponente|suy[oa]s?|tuy[oa]s?|mi[oa]s?|nuestr[oa]s?)",
        "subject",
    ),
    _cue("kind_is", r"(?:es|son)\s+(?:un|una)\s+(?:aura|equipo)", "subject"),
    # A card's state said after it was told: "(el messenger es 5/4)", "el goyf ahora es 4/5".
    _cue(
        "is_pt",
        r"(?:ahora\s+(?:mismo\s+)?|ya\s+)?(?:es|son|era|eran|esta\s+como|queda\s+como)\s+"
        r"(?:ahora\s+(?:mismo\s+)?)?(?:un\s+|una\s+)?\d+/\d+"
        # "(es 5/5 ahora)": the word of time after the P/T is the same state, not an object.
        r"(?:\s+(?:ahora(?:\s+mismo)?|en\s+este\s+momento|now))?",
        "subject",
    ),
    _cue("aims", r"va\s+(?:a|al|sobre|contra)|apunta\s+a", "subject"),
    # Not "tengo que asignar …": what one must do is not what one has.
    _cue("board", rf"(?:teng|control){_FIRST}(?!\s+(?:que|q)\s)|i\s+(?:have|control)", "me"),
    # A creature put onto the battlefield: "bajo un Oso", "saqué otra Thalia" (not "bajo su
    # control", the preposition).
    _cue("board", r"(?:bajo|baje|bajamos|saco|saque)(?!\s+(?:su|mi|tu|el)\s+control)", "me"),
    # "hay un Oso 2/2": there is, but whose is not said (a possessive may still say it).
    _cue("board", r"hay|there\s+is|there\s+are", "nobody"),
    _cue(
        "board",
        # "el rival tenía …", "yo tenía …": a story's past is the board it starts from.
        r"(?:tiene|tienes|tienen|tenia|tenias|tenian|teniamos|controla|controlas|controlan)"
        r"(?!\s+(?:que|q)\s)|(?:has|controls)",
        "subject",
    ),
    # A keyword action or ability told by its verb ("ensillo mi …", "devoro mis dos …"):
    # named for what the cards' text says of it (keyword_told.py).
    _cue("keyword", verb_pattern(), "subject"),
    # Mana paid with what it does and whose ability it is: "pago 3 y le quito defensor a mi
    # Gargoyle Sentinel", "pago {R} para darle +1/+0 a mi …" (activating.py, pay_mana).
    _cue(
        "pay_mana",
        r"(?:pago|pagamos|paga|pagas|pagan)\s+(?:\d+|\{[^}]+\}(?:\{[^}]+\})*)"
        r"(?!\s*(?:vidas?|de\s+vida|puntos|life))(?=\s+(?:y|para)\s)",
        "subject",
    ),
)

_SEPARATOR = re.compile(
    # ", y el rival …": a comma and a conjunction are one separator (the conjunction is not the
    # next clause's subject).
    r"\s*(?:[,;:.](?:\s+(?:y|e|pero|luego|entonces|and|then)(?=\s))?"
    r"|\s(?:y|e|pero|luego|entonces|and|then|y\s+luego|y\s+entonces))\s+"
)


# "para que" before the creatures a spell makes fight (701.14): the purpose is the fight.
_FOR_A_FIGHT = re.compile(r"\s+para\s+(?:que|q)\s+")

# The end of a sentence: a full stop, a semicolon, an ellipsis or an exclamation not inside a
# word ("mana., al final" ends one; "1.5" does not).
SENTENCE_END = re.compile(r"[.;!…]+(?![\w§])")

_COUNTED = {"life", "poison", "damage", "earlier_land", "cards"}


@dataclass(frozen=True)
class Clause:
    cue: Cue
    verb: str  # the folded words of the verb, as matched
    number: int | None  # the number a life, poison or damage verb holds
    subject: tuple[int, int]  # spans of the folded sentence
    object: tuple[int, int]


def find_clauses(folded: str) -> list[Clause]:
    """Every clause of the sentence, in the order told; empty when no verb is known."""
    hits: list[tuple[int, int, int, re.Match[str]]] = []
    for rank, cue in enumerate(CUES):
        hits += [(m.start(), -m.end(), rank, m) for m in cue.pattern.finditer(folded)]
    hits.sort(key=lambda h: (h[0], h[2], h[1]))
    chosen: list[tuple[Cue, re.Match[str]]] = []
    for start, _, rank, match in sorted(hits, key=lambda h: (h[2], h[0])):
        if all(match.end() <= m.start() or start >= m.end() for _, m in chosen):
            chosen.append((CUES[rank], match))
    chosen.sort(key=lambda c: c[1].start())
    clauses: list[Clause] = []
    begin = 0
    for i, (cue, match) in enumerate(chosen):
        end = chosen[i + 1][1].start() if i + 1 < len(chosen) else len(folded)
        gap_end, next_begin = end, end
        stops = list(SENTENCE_END.finditer(folded, match.end(), end))
        if stops:  # an object ends with its sentence; the next verb's subject starts after one
            gap_end, next_begin = stops[0].start(), stops[-1].end()
        elif i + 1 < len(chosen):
            separators = list(_SEPARATOR.finditer(folded, match.end(), end))
            if separators:
                gap_end, next_begin = separators[-1].start(), separators[-1].end()
        purpose = _FOR_A_FIGHT.search(folded, match.end(), gap_end)
        if i + 1 < len(chosen) and chosen[i + 1][0].kind == "fight" and purpose is not None:
            # "lanzo Prey Upon para q mi Oso pelee con …": the fighters are the fight's subject
            gap_end, next_begin = purpose.start(), purpose.end()
        if cue.kind == "respond" and i + 1 < len(chosen) and next_begin == gap_end == end:
            # "en respuesta el rival le tira …": the words up to the next verb are its subject
            gap_end = next_begin = match.end()
        number = next(
            (
                w
                for w in match[0].split()
                if w.isdigit() or len(w) > 2 and w in NUMBER_WORDS or w in {"un", "una"}
            ),
            None,
        )
        clauses.append(
            Clause(
                cue=cue,
                verb=match[0],
                number=_number(number) if number and cue.kind in _COUNTED else None,
                subject=(begin, match.start()),
                object=(match.end(), gap_end),
            )
        )
        begin = next_begin
    return clauses


def _number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBER_WORDS[word]
