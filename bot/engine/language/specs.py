"""Reading one object description of the Spanish scenario language, e.g. "Osos 2/2 arrollar".

A description is: optional name words, then power/toughness, then keywords, colours and
``clave:valor`` options in any order. Anything unreadable after the P/T raises a
ScenarioError that quotes the word, suggests the closest known word and shows an example.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from index.fold import fold
from index.fuzzy import close_matches

from ..errors import ScenarioError
from ..selectors import Filter
from .aliases import CARD_TYPE_ALIASES, COLOR_ALIASES, KEYWORD_ALIASES
from .cards import CardFacts, card_words, facts, require_in_play
from .modal_lines import parse_modes
from .qualities import match_protection
from .sickness import parse_sick
from .upkeep_words import parse_yes_no
from .words import NUMBER_WORDS

CREATURE_EXAMPLE = '"Osos 2/2 arrollar daño:1 contadores:+1/+1 x2"'
_PT = re.compile(r"^(-?\d+)/(-?\d+)$")
_COUNTER = re.compile(r"^([+-])1/\1?1(?:[x×](\d+))?$")
_MULT = re.compile(r"^[x×](\d+)$")
_SIGNED = re.compile(r"^([+-])1/\1?1$")
_TOXIC = {"toxico", "toxic"}
_COUNTER_NOUNS = {"contador", "contadores", "counter", "counters"}
_DAMAGE_NOUNS = {"dano", "danos", "damage"}
_MARKED = {"marcado", "marcados", "marked"}
# Words that only join the parts of a description after its P/T: "2/2 con toque mortal y
# arrollar", "3/3 with flying and trample". Before the P/T they belong to the name.
_JOINERS = {"con", "y", "with", "and", "e"}
_FLAGS = {
    "legendaria": "legendary",
    "legendario": "legendary",
    "legendary": "legendary",
    "ficha": "token",
    "token": "token",
    "regenerar": "regen",
    "regeneracion": "regen",
    "regenerate": "regen",
    # 110.5: tapped status, as players say it ("un 2/2 girado", "tapped").
    "girada": "tapped",
    "girado": "tapped",
    "giradas": "tapped",
    "girados": "tapped",
    "tapeada": "tapped",
    "tapeado": "tapped",
    "tapped": "tapped",
    # 701.27g: a double-faced permanent with its back face up (faces.py).
    "transformada": "transformed",
    "transformado": "transformed",
    "transformed": "transformed",
    # 702.171b: a Mount saddled this turn, as players say it ("mi Quilled Charger ensillado").
    "ensillada": "saddled",
    "ensillado": "saddled",
    "saddled": "saddled",
    # 702.112b: a creature that became renowned (renown.py).
    "renombrada": "renowned",
    "renombrado": "renowned",
    "renowned": "renowned",
    # 701.37b: a permanent that became monstrous (monstrosity.py).
    "monstruosa": "monstrous",
    "monstruoso": "monstrous",
    "monstrous": "monstrous",
}
_KEYS = {
    "dano": "damage",
    "damage": "damage",
    "dano mortal": "dt_damage",
    "deathtouch damage": "dt_damage",
    "contadores": "counters",
    "contador": "counters",
    "counters": "counters",
    "lealtad": "loyalty",
    "loyalty": "loyalty",
    # A Saga's lore counters (714.3): "historia:2".
    "historia": "lore",
    "lore": "lore",
    "nombre": "name",
    "name": "name",
    "gana": "gain",
    "gains": "gain",
    "pierde": "lose",
    "loses": "lose",
    "color": "color",
    "encanta": "enchants",
    "enchants": "enchants",
    # An Equipment's creature, written like an Aura's: the same list number.
    "equipa": "enchants",
    "equips": "enchants",
    "equipada": "enchants",
    "equipado": "enchants",
    "tipo": "type",
    "type": "type",
    # The creature type or colour chosen as it entered ("As this creature enters, choose a …").
    "elegido": "chosen",
    "elegida": "chosen",
    "tipo elegido": "chosen",
    "chosen": "chosen",
    # 302.6: whether it came under its controller's control this turn ("summoning sickness").
    "mareo": "sick",
    "sick": "sick",
    # The mode chosen for its modal triggered ability (603.3c): modo:2, modos:1+3.
    "modo": "modes",
    "modos": "modes",
    "mode": "modes",
    "modes": "modes",
    # Echo (702.30a): whether it came under its controller's control since their last upkeep.
    "eco": "echo",
    "echo": "echo",
    # Whether its controller pays its echo or cumulative upkeep cost (702.30a, 702.24a).
    "paga": "pays",
    "pays": "pays",
    # Age counters (702.24a): "edad:2".
    "edad": "age",
    "age": "age",
    # A leveler's level counters (702.87a, 711.2): "nivel:3".
    "nivel": "level",
    "level": "level",
    # Charge counters (122.1): what a station card's "N+" striations look at (721.2a).
    "carga": "charge",
    "charge": "charge",
}
# Ability options: each takes the rest of the description (up to the next one) as its text.
ABILITY_KEYS = {
    "otorga": "static",
    "estatica": "static",
    "static": "static",
    "disparo": "triggered",
    "dispara": "triggered",
    "trigger": "triggered",
    "cuando": "triggered",
    "whenever": "triggered",
    "when": "triggered",
    "activada": "activated",
    "habilidad": "activated",
    "activated": "activated",
}
_ABILITY = re.compile(
    r"(?:(?<=\s)|^)("
    + "|".join(
        [
            "otorga",
            "est[aá]tica",
            "static",
            "disparo",
            "dispara",
            "trigger",
            "cuando",
            "whenever",
            "when",
            "activada",
            "habilidad",
            "activated",
        ]
    )
    + r"):",
    re.IGNORECASE,
)
# Words that name a card type in a description ("Yermo tierra"); instants and sorceries are
# not permanents, and "aura" is an enchantment with its own list in ``estado``.
_TYPE_WORDS = {
    k: v for k, v in CARD_TYPE_ALIASES.items() if v not in ("instant", "sorcery") and k != "aura"
}


@dataclass
class ObjectSpec:
    name: str | None = None
    power: int | None = None
    toughness: int | None = None
    keywords: set[str] = field(default_factory=set)
    colors: set[str] = field(default_factory=set)
    protection: set[str] = field(default_factory=set)
    damage: int = 0
    deathtouch_damage: bool = False
    plus: int = 0
    minus: int = 0
    loyalty: int | None = None
    legendary: bool = False
    token: bool = False
    regen: int = 0
    toxic: int = 0
    gain_later: set[str] = field(default_factory=set)
    lose_later: set[str] = field(default_factory=set)
    enchants: str | None = None
    enchant: Filter | None = None  # from an Aura card's "Enchant …" line (702.5a)
    types: set[str] = field(default_factory=set)
    abilities: list[tuple[str, str]] = field(default_factory=list)  # (kind, text)
    subtypes: set[str] = field(default_factory=set)
    supertypes: set[str] = field(default_factory=set)
    card: CardFacts | None = None  # the card of the card data this object is
    tapped: bool = False
    chosen: str | None = None  # elegido:Elf or elegido:rojo, chosen as it entered (614.1c)
    sick: bool | None = None  # mareo:sí / mareo:no (302.6); None: not said
    modes: list[int] = field(default_factory=list)  # modo:2, its modal trigger's (603.3c)
    lore: int | None = None  # historia:2, a Saga's lore counters (714.3)
    echo_due: bool | None = None  # eco:sí / eco:no (702.30a); None: not said
    upkeep_pays: bool | None = None  # paga:sí / paga:no, its upkeep cost (702.30a, 702.24a)
    age: int = 0  # edad:2, its age counters (702.24a)
    face_down: bool = False  # boca abajo: a 2/2 face-down creature (708.2a, face_down.py)
    level: int = 0  # nivel:3, a leveler's level counters (711.2)
    transformed: bool = False  # transformada: its back face up (701.27g, 712.8e)
    saddled: bool = False  # ensillada: saddled this turn (702.171b)
    renowned: bool = False  # renombrada: renowned (702.112b; renown.py)
    monstrous: bool = False  # monstruosa: monstrous (701.37b; monstrosity.py)
    charge: int = 0  # carga:8, its charge counters (721.2a; station.py)


def split_items(value: str) -> list[str]:
    return [part.strip() for part in value.split(";") if part.strip()]


_PLAIN_PT = re.compile(r"^\d+/\d+$")
_LIST_JOINERS = {",", "y", "and", "e"}


def _starts_name(words: list[str], i: int) -> bool:
    """Whether words[i] can begin the next object (a name or its P/T), not more of this one."""
    folded = fold(words[i], "words")
    return not (
        _match_keyword(words, i)[0]
        or match_protection(words, i)[1]
        or folded in COLOR_ALIASES
        or folded in _FLAGS
        or folded in _TYPE_WORDS
        or folded in _LIST_JOINERS | _JOINERS
        or ":" in folded
        or _counted(words, i)
    )


def split_objects(value: str) -> list[str]:
    """A list of object descriptions: split on ";" and also, as people type them, on a comma
    or "y" before the next object's name ("Oso 2/2, Lobo 2/2", "Oso 2/2 y Muro 0/5"): each
    piece keeps one P/T. A piece with abilities is left whole (their text has commas)."""
    out: list[str] = []
    for part in split_items(value):
        words = part.replace(",", " , ").split()
        pts = [n for n, w in enumerate(words) if _PLAIN_PT.match(w)]
        if len(pts) < 2 or _ABILITY.search(part):
            out.append(part)
            continue
        cuts: list[int] = []
        for before, pt in zip(pts, pts[1:], strict=False):
            joiners = [
                n
                for n in range(before + 1, pt)
                if fold(words[n], "words") in _LIST_JOINERS and _starts_name(words, n + 1)
            ]
            if not joiners:
                cuts = []
                break
            cuts.append(joiners[0])
        if not cuts:
            out.append(part)
            continue
        start = 0
        for cut in [*cuts, len(words)]:
            out.append(" ".join(words[start:cut]).replace(" , ", ", ").strip())
            start = cut + 1
    return out


def parse_int(text: str, where: str, example: str) -> int:
    try:
        return int(text.strip())
    except ValueError:
        raise ScenarioError(
            f"En {where} esperaba un número entero y encontré «{text}».",
            fragment=text,
            example=example,
        ) from None


def _match_keyword(words: list[str], i: int) -> tuple[str | None, int]:
    """Longest keyword alias starting at ``words[i]``; returns (keyword, words used)."""
    for size in (4, 3, 2, 1):
        phrase = fold(" ".join(words[i : i + size]), "words")
        if len(words[i : i + size]) == size and phrase in KEYWORD_ALIASES:
            return KEYWORD_ALIASES[phrase], size
    return None, 0


def _unknown(
    word: str, where: str, text: str, example: str, following: str | None = None
) -> ScenarioError:
    """Name the unreadable word, or the two-word phrase when that looks like a typo."""
    vocab = list(KEYWORD_ALIASES) + list(COLOR_ALIASES) + list(_FLAGS)
    if following:
        pair = f"{word} {following}"
        close = close_matches(fold(pair, "words"), vocab, n=1, cutoff=0.75)
        if close:
            return ScenarioError(
                f'No entiendo «{pair}» en {where}: "{text}". ¿Quisiste decir «{close[0]}»?',
                fragment=pair,
                example=example,
            )
    close = close_matches(fold(word, "words"), vocab, n=1, cutoff=0.7)
    hint = f" ¿Quisiste decir «{close[0]}»?" if close else ""
    return ScenarioError(
        f'No entiendo «{word}» en {where}: "{text}".{hint}', fragment=word, example=example
    )


def split_abilities(text: str) -> tuple[str, list[tuple[str, str]]]:
    """The description before its first ability option, and each ability (kind, text)."""
    marks = list(_ABILITY.finditer(text))
    if not marks:
        return text, []
    out = []
    for n, m in enumerate(marks):
        end = marks[n + 1].start() if n + 1 < len(marks) else len(text)
        key = fold(m[1], "words")
        body = text[m.end() : end].strip()
        if key in ("cuando", "when", "whenever"):
            body = f"{key} {body}"  # the word is part of the trigger condition
        out.append((ABILITY_KEYS[key], body))
    return text[: marks[0].start()], out


def parse_object(
    text: str, where: str, example: str = CREATURE_EXAMPLE, need_pt: bool = True
) -> ObjectSpec:
    text, abilities = split_abilities(text)
    # Parentheses only group words as people write them: "Oso 2/2 (2 daños)".
    words = text.replace(",", " , ").replace("(", " ").replace(")", " ").split()
    spec, i = ObjectSpec(abilities=abilities), 0
    name_words: list[str] = []
    # A short name («Brimaz») only for a description that gives no P/T, loyalty or card type of
    # its own: "Angel 4/4", "Chandra lealtad:2" and "Guardián artefacto" are made-up objects,
    # whatever cards are so called.
    short = not any(
        _PT.match(w)
        or fold(w, "words") in _TYPE_WORDS
        or _KEYS.get(fold(w.partition(":")[0], "words")) == "loyalty"
        for w in words
    )
    found = None if abilities else card_words(words, short=short)
    if found is not None and any(fold(w, "words") in _TYPE_WORDS for w in words[found[1] :]):
        found = None  # "Llanowar Elves artefacto": a made-up object wearing a card's name
    # A P/T written after a card's name is what the card is now ("Primeval Titan 9/6 arrollar",
    # equipped): still that card, with its colours and text, never a made-up object that
    # silently drops them.
    typed_pt = found is not None and any(_PT.match(w) for w in words[found[1] :])
    if found is not None:
        # A card's whole name ("Abzan Battle Priest": a type word inside a name is the name's)
        # with no type or abilities written after it: the card says them (an object whose
        # abilities are written is made up, whatever its name).
        record, i = found
        card = facts(record, " ".join(words[:i]).replace(" , ", ", "))
        require_in_play(card, where, example)
        if need_pt and "creature" in card.types and card.power is None and not typed_pt:
            raise ScenarioError(
                f"En {where}, los datos de «{card.reading.shown}» no dan su fuerza y "
                "resistencia: escríbelas tú, como un objeto inventado con su nombre "
                f"(«{card.reading.shown} 2/2»).",
                fragment=card.reading.shown,
                example=example,
            )
        from_card(spec, card)
    while i < len(words):
        word = words[i]
        if word == ",":
            # A comma inside a name stays ("Thalia, Guardian of Thraben"); elsewhere it only
            # separates keywords ("vuela, vigilancia").
            if name_words and spec.power is None and not spec.keywords:
                name_words[-1] += ","
            i += 1
            continue
        pt = _PT.match(word)
        if pt and (spec.power is None or typed_pt):
            spec.power, spec.toughness = int(pt[1]), int(pt[2])
            typed_pt = False  # one P/T: a second one is an error as before
            i += 1
            continue
        if _face_down_words(words, i):  # 708.2a: "boca abajo", "face down", "bocabajo"
            spec.face_down = True
            i += 1 if fold(word, "words") in _FACE_DOWN_ONE else 2
            continue
        if ":" in word:
            i = _option(spec, words, i, where, text, example)
            continue
        if spec.power is not None or spec.card is not None:
            counted = _counted(words, i)
            if counted:
                kind, count, used = counted
                if kind == "+":
                    spec.plus += count
                elif kind == "-":
                    spec.minus += count
                else:
                    spec.damage += count
                i += used
                continue
            if fold(word, "words") in _JOINERS:
                i += 1
                continue
        qualities, used = match_protection(words, i)
        if used:
            spec.protection |= qualities
            i += used
            continue
        if fold(word, "words") in _TOXIC and i + 1 < len(words) and words[i + 1].isdigit():
            spec.toxic += int(words[i + 1])  # "tóxico 2": the number is part of the keyword
            i += 2
            continue
        keyword, used = _match_keyword(words, i)
        if keyword:
            spec.keywords.add(keyword)
            i += used
            continue
        folded = fold(word, "words")
        if folded in COLOR_ALIASES:
            spec.colors.add(COLOR_ALIASES[folded])
        elif folded in _TYPE_WORDS and (
            name_words or spec.power is not None or len(words) == 1 or spec.types
        ):
            spec.types.add(_TYPE_WORDS[folded])
        elif folded in _FLAGS:
            _flag(spec, _FLAGS[folded])
        elif spec.power is None and spec.card is None and not (need_pt and spec.keywords):
            # Names come before the P/T; after a keyword, an unknown word is likely a typo.
            name_words.append(word)
        elif folded in _TOXIC:
            raise ScenarioError(
                f'En {where} «{word}» lleva su número: «tóxico 2» (toxic 2). "{text}"',
                fragment=word,
                example=example,
            )
        elif folded in _COUNTER_NOUNS | _DAMAGE_NOUNS:
            raise ScenarioError(
                f'En {where} no sé cuántos ni cuáles: "{text}". Escribe «2 contadores -1/-1», '
                "«un contador +1/+1» o «3 daños» (o contadores:-1/-1 x2, daño:3).",
                fragment=word,
                example=example,
            )
        else:
            following = words[i + 1] if i + 1 < len(words) else None
            raise _unknown(word, where, text, example, following)
        i += 1
    if need_pt and spec.power is None and not (spec.types - {"creature"}) and spec.card is None:
        raise ScenarioError(
            f'Falta la fuerza/resistencia (como «2/2») en {where}: "{text}".',
            fragment=text,
            example=example,
        )
    if name_words and spec.name is None:
        spec.name = " ".join(name_words).rstrip(",")
    return spec


def from_card(spec: ObjectSpec, card: CardFacts) -> None:
    spec.card = card
    spec.name = card.reading.shown
    spec.types |= card.types
    spec.subtypes |= card.subtypes
    spec.supertypes |= card.supertypes
    spec.legendary = "legendary" in card.supertypes
    spec.colors |= card.colors
    spec.power, spec.toughness = card.power, card.toughness
    spec.loyalty = card.loyalty
    spec.keywords |= card.keywords
    spec.enchant = card.enchant
    spec.protection |= card.protection
    spec.toxic += card.toxic


def _count_at(words: list[str], i: int) -> int | None:
    if i >= len(words):
        return None
    word = fold(words[i], "words")
    return int(word) if word.isdigit() else NUMBER_WORDS.get(word)


def _counted(words: list[str], i: int) -> tuple[str, int, int] | None:
    """Counters or damage written in words after the P/T: "un contador +1/+1", "2 contadores
    -1/-1", "+1/+1 counter x2", "-1/-1 x2", "3 daños marcados", "2 de daño". Returns
    ("+" | "-" | "damage", how many, words used), or None when the words say something else.
    """
    j, count = i, _count_at(words, i)
    if count is not None:
        j += 1
    folded = [fold(w.replace("−", "-"), "words") for w in words[j : j + 4]]
    if folded[:1] == ["de"] and folded[1:2] and folded[1] in _DAMAGE_NOUNS:
        folded, j = folded[1:], j + 1  # "2 de daño"
    if count is not None and folded[:1] and folded[0] in _DAMAGE_NOUNS:
        used = j + 1 - i
        return "damage", count, used + (1 if folded[1:2] and folded[1] in _MARKED else 0)
    sign: str | None = None
    if folded[:1] and folded[0] in _COUNTER_NOUNS:
        rest = folded[2:] if folded[1:2] == ["de"] else folded[1:]
        skip = 2 if folded[1:2] == ["de"] else 1
        if rest and (signed := _SIGNED.match(rest[0])):
            sign, j = signed[1], j + skip + 1
    elif folded[:1] and (signed := _SIGNED.match(folded[0])):
        sign, j = signed[1], j + 1
        if j < len(words) and fold(words[j], "words") in _COUNTER_NOUNS:
            j += 1
    if sign is None:
        return None
    if j < len(words) and (times := _MULT.match(words[j])):
        count, j = int(times[1]) * (count or 1), j + 1
    return sign, count or 1, j - i


_FACE_DOWN_ONE = {"bocabajo", "boca_abajo", "facedown", "face-down"}
_FACE_DOWN_TWO = {("boca", "abajo"), ("face", "down")}


def _face_down_words(words: list[str], i: int) -> bool:
    here = fold(words[i], "words")
    if here in _FACE_DOWN_ONE:
        return True
    after = fold(words[i + 1], "words") if i + 1 < len(words) else ""
    return (here, after) in _FACE_DOWN_TWO


def _flag(spec: ObjectSpec, flag: str) -> None:
    if flag == "legendary":
        spec.legendary = True
    elif flag == "token":
        spec.token = True
    elif flag == "tapped":
        spec.tapped = True
    elif flag == "transformed":
        spec.transformed = True
    elif flag == "saddled":
        spec.saddled = True
    elif flag == "renowned":
        spec.renowned = True
    elif flag == "monstrous":
        spec.monstrous = True
    else:
        spec.regen += 1


def _option(spec: ObjectSpec, words: list[str], i: int, where: str, text: str, example: str) -> int:
    raw_key, _, value = words[i].partition(":")
    key = _KEYS.get(fold(raw_key, "words"))
    if key is None:
        raise ScenarioError(
            f'No conozco la opción «{raw_key}:» en {where}: "{text}". Opciones: '
            "daño:, daño_mortal:, contadores:, lealtad:, historia:, nivel:, nombre:, gana:, "
            "pierde:, color:, encanta:, equipa:, tipo:, elegido:, mareo:, modo:, eco:, paga:, "
            "edad:, carga:; y, al final, habilidades: "
            "otorga:, disparo:, cuando:, activada:.",
            fragment=words[i],
            example=example,
        )
    i += 1
    if not value and i < len(words):
        value, i = words[i], i + 1
    if key in ("gain", "lose"):
        keyword, used = _match_keyword([value, *words[i:]], 0)
        if keyword is None:
            raise _unknown(value, where, text, example)
        (spec.gain_later if key == "gain" else spec.lose_later).add(keyword)
        return i + used - 1
    if key == "counters":
        return _counters(spec, value, words, i, where, text, example)
    if key == "name":
        spec.name = value.replace("_", " ")
    elif key == "color":
        if fold(value, "words") not in COLOR_ALIASES:
            raise _unknown(value, where, text, example)
        spec.colors.add(COLOR_ALIASES[fold(value, "words")])
    elif key == "enchants":  # a name of several words joined by "_", as in nombre:
        spec.enchants = fold(value.replace("_", " "), "words")
    elif key == "chosen":
        spec.chosen = value.replace("_", " ")
    elif key == "sick":
        spec.sick = parse_sick(value, where, example)
    elif key == "modes":
        spec.modes += parse_modes(value, where, example)
    elif key == "type":
        if fold(value, "words") not in _TYPE_WORDS:
            raise _unknown(value, where, text, example)
        spec.types.add(_TYPE_WORDS[fold(value, "words")])
    elif key == "loyalty":
        spec.loyalty = parse_int(value, where, example)
    elif key == "lore":
        spec.lore = parse_int(value, where, example)
    elif key in ("echo", "pays"):
        said = parse_yes_no(value, raw_key, where)
        if key == "echo":
            spec.echo_due = said
        else:
            spec.upkeep_pays = said
    elif key == "age":
        spec.age = parse_int(value, where, example)
    elif key == "level":
        spec.level = parse_int(value, where, example)
    elif key == "charge":
        spec.charge = parse_int(value, where, example)
    else:
        spec.damage += parse_int(value, where, example)
        spec.deathtouch_damage = spec.deathtouch_damage or key == "dt_damage"
    return i


def _counters(
    spec: ObjectSpec, value: str, words: list[str], i: int, where: str, text: str, example: str
) -> int:
    m = _COUNTER.match(value.replace("−", "-"))
    if m is None:
        raise ScenarioError(
            f"En {where} los contadores se escriben «+1/+1» o «-1/-1» (y «x2» "
            f"para varios); encontré «{value}».",
            fragment=value,
            example=example,
        )
    count = int(m[2]) if m[2] else 1
    if m[2] is None and i < len(words) and (times := _MULT.match(words[i])):
        count, i = int(times[1]), i + 1
    if m[1] == "+":
        spec.plus += count
    else:
        spec.minus += count
    return i
