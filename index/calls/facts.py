"""The facts of a floor call, read from what was told in Spanish chat.

Only what decides an infraction or its penalty is read: the REL (named, or through the event's
name, MTR appendix F), minutes late, whether a missed trigger is usually detrimental to its
controller, whether the player knew and sought an advantage, whether it happened again, when it
was discovered. A fact not told stays ``None``: the call then says it is missing instead of
assuming it (penalties.py asks for the ones that decide).
"""

from __future__ import annotations

import re
from enum import StrEnum
from functools import cache

from pydantic import BaseModel, ConfigDict

from index.fold import fold


class Rel(StrEnum):
    REGULAR = "regular"
    COMPETITIVE = "competitive"
    PROFESSIONAL = "professional"

    @property
    def spanish(self) -> str:
        return {"regular": "Regular", "competitive": "Competitivo", "professional": "Profesional"}[
            self.value
        ]


def whole(pattern: str) -> str:
    """``pattern`` matched as whole words only: no alternative may start or end inside a word
    (the stem "mient" of a lie once matched inside "mientras", "acos" inside "tacos"). A stem
    that needs its endings lists them (``mient(e|en|es)``) or takes ``\\w*`` when no other word
    starts with it."""
    return rf"(?<!\w)(?:{pattern})(?!\w)"


# What players call the programs of MTR appendix F (the English names as printed there). The
# REL of each comes from the appendix itself (rel_of_programs), not from this table.
PROGRAM_NAMES = {
    "Friday Night Magic": r"\bfnm\b|friday night magic|viernes? de magic",
    "Prerelease": r"\bpre-? ?release\b|\bprerelease\b|\bpresentacion(es)?\b|\bpre\b",
    "Game Day": r"\bgame ?day\b",
    "Launch Party": r"\blaunch party\b|fiesta de lanzamiento",
    "Store Championship": r"\bstore championship\b|campeonato de (la )?tienda",
    "Eternal Weekend": r"\beternal weekend\b",
    "Regional Championship Qualifiers": (
        r"\brcqs?\b|regional championship qualifiers?|clasificatori[oa]s? (para|del|al) (el )?"
        r"(regional|campeonato regional)"
    ),
    "Regional Championships": r"\brc\b|regional championships?\b|campeonato regional|\bregional\b",
    "Pro Tour Qualifier": r"\bptqs?\b|pro tour qualifiers?",
    "Pro Tour": r"\bpro ?tour\b(?! qualifier)",
    "World Championship": r"\bworld championship\b|\bmundial\b|campeonato del mundo",
}
# Events players name that the 2024 appendix F does not list: retired programs (their REL as
# the appendix F of their time gave it: qualifiers and Grand Prix Competitive) and a store's own
# events, which MTR 1.6 puts at Regular ("Most tournaments are run at this level unless they
# offer sizeable prizes or invitations"). Read after the appendix's programs, so "un RCQ en mi
# tienda" is an RCQ.
OTHER_EVENTS: dict[str, tuple[str, Rel]] = {
    r"\bpptqs?\b|preliminary pro tour qualifier": (
        "PPTQ, clasificatorio retirado",
        Rel.COMPETITIVE,
    ),
    r"\bmcqs?\b|mythic championship qualifier": ("MCQ, clasificatorio retirado", Rel.COMPETITIVE),
    r"\bgpts?\b|grand prix trial": ("GPT, clasificatorio retirado", Rel.COMPETITIVE),
    r"\bgrand prix\b|\bgp\b": ("Grand Prix, programa retirado", Rel.COMPETITIVE),
    r"\btienda\b|\bliga\b|commander night|noche de commander|\bcasual\b|\bkitchen table\b": (
        "torneo de tienda, MTR 1.6",
        Rel.REGULAR,
    ),
}
_REL_WORDS = {
    Rel.REGULAR: r"\brel regular\b|\bregular rel\b|\b(en|a|de) (rel )?regular\b|\bregular\b",
    Rel.COMPETITIVE: r"\bcompetitiv[oa]\b|\bcompetitive\b",
    Rel.PROFESSIONAL: r"\bprofesional\b|\bprofessional\b",
}
_LEVEL = re.compile(r"(Regular|Competitive|Professional)(?: \(Competitive recommended\))?")


def rel_of_programs(appendix_text: str) -> dict[str, Rel]:
    """MTR appendix F as program -> REL. Its text comes from a two-column table, so the program
    names come first in a row and the levels after in the same order: the names are split by
    the known program names (longest first) and zipped with the levels; an appendix that no
    longer splits that way gives nothing (the event names are then not read)."""
    head, _, tail = appendix_text.partition("Rules Enforcement Level")
    programs_text = head.split("Program", 1)[-1].strip()
    levels = [Rel(m[1].lower()) for m in _LEVEL.finditer(tail)]
    known = sorted(PROGRAM_NAMES, key=len, reverse=True)
    programs: list[str] = []
    rest = programs_text
    while rest:
        name = next((n for n in known if rest.startswith(n)), None)
        if name is None:
            return {}
        programs.append(name)
        rest = rest[len(name) :].lstrip()
    if len(programs) != len(levels):
        return {}
    return dict(zip(programs, levels, strict=True))


_NUMBERS = {
    "un": 1, "uno": 1, "una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6,
    "siete": 7, "ocho": 8, "nueve": 9, "diez": 10, "once": 11, "doce": 12, "trece": 13,
    "catorce": 14, "quince": 15, "veinte": 20, "media": 30, "treinta": 30,
}  # fmt: skip
_MINUTES = re.compile(
    r"(?P<n>\d+(?:[.,]\d+)?|"
    + "|".join(_NUMBERS)
    + r")\s*(?P<u>minutos?|mins?\b|segundos?|seg\b|h\b|horas?)"
)
_HALF_MINUTE = re.compile(r"\bmedio minuto\b")


def _minutes(text: str) -> float | None:
    if _HALF_MINUTE.search(text):
        return 0.5
    found = None
    for m in _MINUTES.finditer(text):
        raw = m["n"].replace(",", ".")
        n = float(raw) if raw[0].isdigit() else float(_NUMBERS[raw])
        unit = m["u"]
        value = n / 60 if unit.startswith("s") else n * 60 if unit.startswith("h") else n
        found = value if found is None else max(found, value)
    return found


def _any(patterns: str, text: str) -> bool:
    return re.search(patterns, text) is not None


# Words that tell each fact (folded: lowercase, no accents), whole words only. Both ways where
# both are told.
_DETRIMENTAL = whole(
    r"perjudic\w*|en su contra|en mi contra|le hace perder|me hace perder|malo para|"
    r"le hace da[nñ]o|me hace da[nñ]o|le hace sacrificar|me hace sacrificar|detrimental|"
    r"negativ[oa]s?"
)
_BENEFICIAL = whole(r"benefici\w*|bueno para|a su favor|a mi favor|le ayuda|me ayuda|positiv[oa]s?")
_LIE = (
    r"mint(io|ieron|iendo|amos)|mient(e|en|es|o)|mentir|mentira|mentiras|mentia|mentian|"
    r"mentiroso|mentirosa|enga[nñ]\w*"
)
_KNOWING = whole(
    r"a sabiendas|a proposito|adrede|aposta|sabiendo|sabia que|intencion\w*|queriendo|"
    r"conscientemente|deliberad\w*|reconocio que|admitio que|" + _LIE
)
_UNKNOWING = whole(
    r"sin querer|sin darse cuenta|sin darme cuenta|por error|accidental\w*|sin saber|"
    r"se equivoc\w*|me equivoque|por despiste|no sabian? que|no sabiamos que"
)
_ADVANTAGE = whole(
    r"(para|por) (sacar|ganar|tener|obtener|conseguir) (una )?ventaja|para ganar|"
    r"para tener razon|para evitar|para no (recibir|llevarse|perder|tener que)|para salirse con|"
    r"en su beneficio|para beneficiarse|para que no (le|me) (atacara|atacase|bloqueara)"
)
# An earlier offense of the same kind: "again" said of the offense, not of an action ("volvió
# a poner la carta" is not a repeat; "lo volvió a hacer" is).
_REPEATED = whole(
    r"(lo|la|le) (hizo|hace|ha hecho|repite|repitio) (otra vez|de nuevo)|otra vez lo mismo|"
    r"(lo|le) (vuelve|volvio|ha vuelto) a (hacer|pasar|ocurrir)|volvio a (pasar|ocurrir)|"
    r"vuelve a pasar|varias veces|lo repite|segunda vez|tercera vez|reincid\w*|cada ronda|"
    r"ya (le|lo|me|nos) (habian |habia |han |ha )?(avis\w*|advirt\w*|record\w*)|"
    r"despues de que .*(avisar\w*|advirt\w*)|sigue (haciendolo|igual)|siguen (haciendolo|igual)"
)
_PERMITTED_DELAY = whole(r"permiso|autoriz\w*")
_DECK_CHECK = whole(
    r"deck ?check|revision de mazo|comprobacion de mazo|al presentar\w*|presentar(le|me)? el mazo|"
    r"antes de empezar"
)
# What a judge believes or decided, told as a fact of the call ("el juez principal considera
# que…"): a penalty the IPG conditions on the Head Judge's belief is then decided.
_JUDGED = whole(
    r"(el |la )?(head judge|hj|juez principal|jueza principal|juez|jueza) (ya )?"
    r"(considera|considero|cree|creia|creyo|piensa|penso|opina|estima|juzga|juzgo|ve|vio) que"
)
_DECIDED_ON = whole(
    r"tom[oa] decisiones|decidio .*por|jugo (segun|por)|por ello|en base a|basandose"
)


class CallFacts(BaseModel):
    """What a call told that decides an infraction or its penalty; ``None``: not told."""

    model_config = ConfigDict(frozen=True)

    text: str
    rel: Rel | None = None
    rel_told_by: str | None = None  # the words that told it ("RCQ", "competitivo")
    minutes: float | None = None
    detrimental: bool | None = None  # a missed trigger, usually detrimental to its controller
    knowing: bool | None = None  # the player knew it was against the rules
    advantage: bool | None = None  # the player sought an advantage
    repeated: bool = False
    permitted_delay: bool = False  # a delay a judge allowed (bathroom, replacement cards)
    at_deck_check: bool = False  # found while presenting the deck or during a deck check
    decided_on_it: bool = False  # the opponent made decisions based on it
    judged: bool = False  # the call tells what the judge believes of it


@cache
def _program_patterns(
    programs: tuple[tuple[str, Rel], ...],
) -> list[tuple[re.Pattern[str], str, Rel]]:
    ordered = sorted(programs, key=lambda p: len(p[0]), reverse=True)
    return [(re.compile(PROGRAM_NAMES[name]), name, rel) for name, rel in ordered]


def read_rel(text: str, programs: dict[str, Rel]) -> tuple[Rel | None, str | None]:
    """The REL a call names, or the one MTR appendix F gives the event it names."""
    folded = fold(text)
    for rel, pattern in _REL_WORDS.items():
        if (m := re.search(pattern, folded)) is not None:
            return rel, m.group(0).strip()
    for compiled, name, rel in _program_patterns(tuple(programs.items())):
        if (m := compiled.search(folded)) is not None:
            return rel, f"{m.group(0).strip()} ({name})"
    for pattern, (why, rel) in OTHER_EVENTS.items():
        if (m := re.search(pattern, folded)) is not None:
            return rel, f"{m.group(0).strip()} ({why})"
    return None, None


def read_facts(
    text: str, programs: dict[str, Rel] | None = None, rel: Rel | None = None
) -> CallFacts:
    """The facts ``text`` tells; ``rel`` (the command's option) wins over the text's."""
    folded = fold(text)
    told_rel, told_by = read_rel(text, programs or {})
    if rel is not None:
        told_rel, told_by = rel, "opción rel"
    detrimental = (
        True if _any(_DETRIMENTAL, folded) else False if _any(_BENEFICIAL, folded) else None
    )
    knowing = True if _any(_KNOWING, folded) else False if _any(_UNKNOWING, folded) else None
    return CallFacts(
        text=text,
        rel=told_rel,
        rel_told_by=told_by,
        minutes=_minutes(folded),
        detrimental=detrimental,
        knowing=knowing,
        advantage=True if _any(_ADVANTAGE, folded) else None,
        repeated=_any(_REPEATED, folded),
        permitted_delay=_any(_PERMITTED_DELAY, folded),
        at_deck_check=_any(_DECK_CHECK, folded),
        decided_on_it=_any(_DECIDED_ON, folded),
        judged=_any(_JUDGED, folded),
    )
