"""What the card is before what its text says: its layout (709 split, 712 double-faced, 714
sagas, 715 adventures, 716 classes...), supertypes and subtypes with rules of their own
(704.5j legend rule, 303.4 Auras, 301.5 Equipment...), and its keywords (702.x, 701.x).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..records import CardFaceRecord, CardRecord
from .keywords import ABILITY_WORDS, KEYWORD_RULES, keyword_rule, keyword_slug, spanish
from .model import Kind
from .text import Line

Make = Callable[..., Kind]

_LAYOUTS: dict[str, tuple[str, tuple[str, ...], str]] = {
    "split": ("split", ("709.3", "709.1"), "carta partida"),
    "aftermath": ("split", ("709.3", "702.127a"), "carta partida (secuela)"),
    "flip": ("flip", ("710.2", "710.1"), "carta invertible"),
    "transform": (
        "double_faced",
        ("712.2", "712.8", "701.27a"),
        "carta de dos caras (transformable)",
    ),
    "modal_dfc": ("double_faced", ("712.3", "712.11b", "712.8"), "carta de dos caras modal"),
    "meld": ("double_faced", ("712.4", "701.42a"), "carta de fusión (meld)"),
    "adventure": ("adventure", ("715.3", "715.1"), "carta de aventura"),
    "saga": ("saga", ("714.2b", "714.3b", "714.4"), "saga"),
    "class": ("class", ("716.2a", "716.1"), "clase"),
    "case": ("case", ("719.1",), "caso"),
    "leveler": ("leveler", ("711.2", "711.1"), "carta de nivel"),
    "prototype": ("prototype", ("718.2",), "prototipo"),
    "mutate": ("mutate", ("702.140a", "729.2"), "mutar (permanente fusionado)"),
}

_SUBTYPES: tuple[tuple[str, str, tuple[str, ...], str], ...] = (
    ("Aura", "aura", ("303.4", "303.4a", "702.5a"), "Aura"),
    ("Equipment", "equipment", ("301.5", "702.6"), "Equipo"),
    ("Vehicle", "vehicle", ("301.7", "702.122"), "Vehículo"),
    ("Fortification", "fortification", ("301.6",), "Fortificación"),
    ("Saga", "saga", ("714.2b", "714.3b", "714.4"), "saga"),
    ("Class", "class", ("716.2a", "716.1"), "clase"),
    ("Case", "case", ("719.1",), "caso"),
)
_BASIC_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
_PERMANENT = re.compile(
    r"\b(?:Artifact|Creature|Enchantment|Land|Planeswalker|Battle|Kindred|Tribal)\b"
)


def is_permanent(face: CardFaceRecord) -> bool:
    return bool(_PERMANENT.search(face.type_line.split("—")[0])) and not re.search(
        r"\b(?:Instant|Sorcery)\b", face.type_line
    )


def frame_kinds(card: CardRecord, face: CardFaceRecord, first: bool, make: Make) -> list[Kind]:
    kinds: list[Kind] = []
    if first and card.layout in _LAYOUTS:
        key, rules, label = _LAYOUTS[card.layout]
        kinds.append(make(key, rules, label, evidence=card.name))
    supertypes, _, subtypes = face.type_line.partition("—")
    subtype_words = subtypes.split()
    if "Legendary" in supertypes:
        if re.search(r"\b(?:Instant|Sorcery)\b", supertypes):
            kinds.append(
                make("legendary", ("205.4e",), "legendario (hechizo)", evidence=face.type_line)
            )
        else:
            kinds.append(
                make(
                    "legendary",
                    ("704.5j", "205.4d"),
                    "legendario (regla de leyendas)",
                    evidence=face.type_line,
                )
            )
    if "Planeswalker" in supertypes:
        kinds.append(
            make(
                "loyalty",
                ("306.5b", "606.3"),
                "planeswalker: lealtad",
                evidence=face.loyalty or face.type_line,
            )
        )
    if "Battle" in supertypes:
        kinds.append(make("battle", ("310.4b", "310.1"), "batalla", evidence=face.type_line))
    if "Kindred" in supertypes or "Tribal" in supertypes:
        kinds.append(make("kindred", ("308.1",), "tribal", evidence=face.type_line))
    for subtype, key, rules, label in _SUBTYPES:
        if subtype in subtype_words and not (first and _LAYOUTS.get(card.layout, ("",))[0] == key):
            kinds.append(make(key, rules, label, evidence=face.type_line))
    if "Land" in supertypes and any(t in subtype_words for t in _BASIC_TYPES):
        kinds.append(
            make(
                "mana_ability",
                ("305.6", "605.1a"),
                "habilidad de maná (tipo de tierra básica)",
                evidence=face.type_line,
            )
        )
    return kinds


def keyword_kinds(
    face: CardFaceRecord, keywords: tuple[str, ...], lines: list[Line], make: Make
) -> list[Kind]:
    kinds: list[Kind] = []
    for name in keywords:
        found = keyword_rule(name)
        lower = name.lower()
        if found is None:
            continue
        heading, rule = found
        evidence = next((ln.printed for ln in lines if ln.read.startswith(lower)), None)
        evidence = evidence or next((ln.printed for ln in lines if lower in ln.read), name)
        slug = keyword_slug(heading)
        if rule.startswith("702."):
            key, label = f"keyword:{slug}", f"palabra clave: {spanish(name)}"
        else:
            key, label = f"action:{slug}", f"acción de palabra clave: {spanish(name)}"
        kinds.append(make(key, (rule,), label, evidence=evidence))
    return kinds


_ROMAN = re.compile(r"^[ivx]+(?:, [ivx]+)*$")
_NOT_A_WORD = re.compile(r"[{}:,.•|]|\bchoose\b|\d")


def ability_word(line: Line, make: Make) -> tuple[Line, list[Kind]]:
    """The line without its ability word (207.2c) or flavor word (207.2d, no rules meaning),
    and the ability word's kind."""
    head, sep, rest = line.read.partition(" — ")
    if (
        not sep
        or not rest
        or _ROMAN.match(head)
        or _NOT_A_WORD.search(head)
        or len(head.split()) > 6
    ):
        return line, []
    if head not in ABILITY_WORDS:
        printed = line.printed.split(" — ", 1)[-1]
        stripped = Line(printed, rest, line.outer.partition(" — ")[2])
        found = keyword_rule(head)
        if found and found[1].startswith("702."):  # "Visit — ...": a keyword with its text
            key, label = f"keyword:{keyword_slug(found[0])}", f"palabra clave: {spanish(head)}"
            return stripped, [make(key, (found[1],), label)]
        return stripped, []
    printed = line.printed.split(" — ", 1)[1] if " — " in line.printed else line.printed
    outer = line.outer.partition(" — ")[2]
    kind = make(
        f"ability_word:{keyword_slug(head)}", ("207.2c",), f"palabra de habilidad: {spanish(head)}"
    )
    return Line(printed, rest, outer), [kind]


_KEYWORD_START = re.compile(
    "(?:"
    + "|".join(
        re.escape(k)
        for k in sorted(
            (k for k, r in KEYWORD_RULES.items() if r.startswith("702.")), key=len, reverse=True
        )
    )
    + r")(?=$| |—)"
)
_VERBS = re.compile(
    r"\b(?:get|gets|have|has|can't|deals?|is|are|gains?|loses?|enters?|attacks?|dies|becomes?)\b"
)


def _starts(text: str, name: str) -> bool:
    return text.startswith(name) and (len(text) == len(name) or text[len(name)] in " —")


def keyword_line(line: Line, extra: tuple[str, ...]) -> bool:
    """A line that only lists keyword abilities ("Flying, vigilance", "Equip {2}"); ``extra``
    holds the face's own keyword names that are forms of a heading ("swampwalk")."""
    parts = [p for p in re.split(r",\s*|;\s*", line.outer) if p]
    for part in parts:
        match = _KEYWORD_START.match(part)
        end = match.end() if match else next((len(n) for n in extra if _starts(part, n)), 0)
        if not end:
            return False
        rest = part[end:]
        if not rest.startswith("—") and _VERBS.search(rest):
            return False
    return bool(parts)

