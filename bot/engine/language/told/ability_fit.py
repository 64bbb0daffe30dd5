"""Which ability of a named card a player means, from the cost and the effect they tell.

Players tell an activated ability by what they pay and what it does, not by its place in the
text: "pago 2 vidas y activo mi …", "tapeo mi Prodigal Pyromancer para …", "activo mi Shade
para +1/+1", "activo mi Dimir Guildmage para robar". The card's Oracle text decides: each of
its activated abilities ("[cost]: effect", 602.1) is kept when its cost holds what was told
({T}, "Pay N life", "Sacrifice", loyalty by sign and number) and its effect holds the told
effect's words (a P/T change, a keyword gained or lost, an effect verb, a number of damage).
Exactly one kept: that ability is named in the line by its cost ("activa el {T} de …"); several:
one question listing them; none: the words are named as not read, never another ability
guessed in their place.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from index.fold import fold

from ...errors import ScenarioError
from ..aliases import KEYWORD_ALIASES
from ..cards import without_reminder
from .printed_reading import ask_which, is_unread, listed, refuse_unread

# "[cost]: effect": a cost is symbols, a loyalty cost or cost words before the first colon.
_ACTIVATED = re.compile(r"^(?P<cost>[^:\"“”.]{1,90}?):\s*(?P<effect>.+)$")
_COST_WORDS = re.compile(
    r"^(?:\[?[+−-]?(?:\d+|X)\]?$|\{|(?:pay|sacrifice|discard|exile|remove|tap|untap|return)\b)",
    re.IGNORECASE,
)
_SYMBOLS = re.compile(r"^(?:\{[^}]+\})+")
_PT = re.compile(r"[+-]\d+/[+-]\d+")
# The everyday Spanish verbs of what an effect does (folded stems), and the Oracle words each
# one is printed with (701's keyword actions and the basic effects, 120-122).
_EFFECT_VERBS: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = tuple(
    (re.compile(rf"\b(?:{stems})"), words)
    for stems, words in (
        (r"rob", ("draw",)),
        (r"dan|hac\w*\s+\d+|peg", ("damage",)),
        (r"gan\w*\s+(?:\d+\s+)?vida", ("gain",)),
        (r"destru", ("destroy",)),
        (r"mat", ("destroy", "damage")),
        (r"exili", ("exile",)),
        (r"regener", ("regenerate",)),
        (r"(?:anad|sac)\w*\s+mana|mana\b", ("add",)),
        (r"ender", ("untap",)),
        (r"contrarr", ("counter target",)),
        (r"devolv|devuelv|rebot", ("return",)),
        (r"busc|tutor", ("search",)),
        (r"escudri|scry", ("scry",)),
        (r"descart", ("discard",)),
        (r"cre\w*\s+(?:una?\s+)?fich|ficha", ("token",)),
    )
)
_LOSE = re.compile(r"\b(?:quit|pierd|perd)")


@dataclass(frozen=True)
class Printed:
    """One activated ability of the card's Oracle text."""

    cost: str
    effect: str
    line: str


@dataclass
class ToldAbility:
    """What the player told of the ability: its cost parts and its effect's words."""

    tap: bool = False
    life: int | None = None
    sacrifice: bool = False
    effect: str = ""  # folded words after «para»
    mana: str = ""  # the mana told paid: "3" (its total) or symbols ("{R}")

    def shown(self, verb: str) -> str:
        """What was told of it, as the user said it: «pago 2 vidas», «tapeo», «para robar»."""
        parts = [f"«pago {self.life} vidas»"] if self.life is not None else []
        parts += [f"«pago {self.mana}»"] if self.mana else []
        if not verb.startswith("pag"):  # «pago 2 vidas para …»: the verb is the life paid
            parts.append(f"«{verb}»")
        if self.effect:
            parts.append(f"«para {self.effect}»")
        return " y ".join(parts)

    def said(self) -> bool:
        return self.tap or self.life is not None or self.sacrifice or bool(self.effect or self.mana)


def printed_abilities(oracle: str) -> list[Printed]:
    """The activated abilities of an Oracle text, in printed order."""
    found = []
    for line in oracle.splitlines():
        plain = without_reminder(line)
        shape = _ACTIVATED.match(plain)
        if shape is None or _COST_WORDS.match(shape["cost"].strip()) is None:
            continue
        found.append(Printed(shape["cost"].strip(), shape["effect"].strip(), plain))
    return found


def effect_cues(words: str) -> list[tuple[str, ...]] | None:
    """What the told effect's words require of the printed effect (each cue: any of its
    words); None when no word of them is one this reader knows (nothing to compare)."""
    folded = fold(words, "words")
    cues: list[tuple[str, ...]] = [(pt,) for pt in _PT.findall(words.replace("−", "-"))]
    for stems, printed in _EFFECT_VERBS:
        if stems.search(folded):
            cues.append(printed)
    for alias, keyword in KEYWORD_ALIASES.items():
        if re.search(rf"\b{re.escape(alias)}\b", folded):
            lose = _LOSE.search(folded) is not None
            cues.append((f"loses {keyword}",) if lose else (keyword,))
    damage = re.search(r"\b(\d+)\s+(?:de\s+)?dan", folded) or re.search(r"\bhac\w*\s+(\d+)", folded)
    if damage is not None:
        cues.append((f"{damage[1]} damage",))
    return cues or None


def _fits(ability: Printed, told: ToldAbility, cues: list[tuple[str, ...]] | None) -> bool:
    cost = ability.cost.lower()
    if told.tap and "{t}" not in cost:
        return False
    if told.life is not None and f"pay {told.life} life" not in cost:
        return False
    if told.sacrifice and "sacrifice" not in cost:
        return False
    if told.mana and not _mana_fits(ability.cost, told.mana):
        return False
    effect = ability.effect.lower().replace("−", "-")
    return all(any(word in effect for word in cue) for cue in cues or [])


def _mana_fits(cost: str, told: str) -> bool:
    """Whether the mana told paid is the cost's mana: its total ("pago 3" for {3} or {2}{R})
    or its symbols ("pago {R}")."""
    from ..cards import mana_value

    symbols = "".join(re.findall(r"\{[^}]+\}", cost))
    if told.isdigit():
        return bool(symbols) and mana_value(symbols) == int(told)
    return told.lower() in symbols.lower()


def _name(ability: Printed, printed: list[Printed]) -> str | None:
    """How the line names it: its loyalty cost, or the symbols its cost starts with when no
    other ability's cost starts the same way (the engine names abilities by cost)."""
    loyalty = re.fullmatch(r"\[?([+−-]?)(\d+)\]?", ability.cost)
    if loyalty is not None:
        return f"{'+' if loyalty[1] == '+' else '-' if loyalty[1] else ''}{loyalty[2]}"
    symbols = _SYMBOLS.match(ability.cost)
    if symbols is None:
        return "" if len(printed) == 1 else None
    head = symbols[0]
    same = [
        one
        for one in printed
        if one.cost.lower() == head.lower() or one.cost.lower().startswith(head.lower() + ",")
    ]
    return head if same == [ability] else None


def chosen(card: str, oracle: str, told: ToldAbility, verb: str) -> str | None:
    """The ability of ``card`` the told cost and effect fit, as the line names it ("" its one
    ability, "{T}", "+1"); None when nothing was told of it or the card's text is not known
    (the line then names the source alone, as before)."""
    printed = printed_abilities(oracle)
    if not told.said():
        # Nothing told picks one: the engine takes the card's only read ability, or asks
        # among the read ones. When the card prints one it does not read, that choice would
        # leave it out, so every printed ability is offered here (printed_reading.py).
        if any(is_unread(card, one) for one in printed):
            said = f"«{verb}»"
            if len(printed) == 1:
                refuse_unread(card, printed[0], said, f"activo la habilidad de {card}")
            ask_which(card, printed, said, f"activo el {_example_cost(printed)} de {card}")
        return None
    if not printed:
        raise ScenarioError(
            f"«{card}» no tiene habilidades activadas en su texto: no leo {told.shown(verb)} "
            "como una de sus habilidades y no lo doy por leído.",
            fragment=verb,
            example="activo la habilidad de mi Prodigal Pyromancer sobre su Llanowar Elves",
        )
    cues = effect_cues(told.effect) if told.effect else None
    if told.effect and cues is None:
        raise ScenarioError(
            f"Leo que activas una habilidad de «{card}», pero no sé leer «para {told.effect}» "
            "y no elijo una de sus habilidades sin eso: di su coste o lo que hace.",
            fragment=told.effect,
            example=f"activo el {_example_cost(printed)} de {card}",
        )
    fit = [one for one in printed if _fits(one, told, cues)]
    if not fit:
        raise ScenarioError(
            f"«{card}» no tiene una habilidad activada que encaje con {told.shown(verb)} "
            f"(su texto: {listed(card, printed)}). No la doy por leída: di cuál activas por su "
            "coste.",
            fragment=verb,
            example=f"activo el {_example_cost(printed)} de {card}",
        )
    if len(fit) > 1:
        ask_which(card, fit, told.shown(verb), f"activo el {_example_cost(fit)} de {card}")
    refuse_unread(card, fit[0], told.shown(verb), f"activo el {_example_cost(printed)} de {card}")
    name = _name(fit[0], printed)
    if name is None:
        raise ScenarioError(
            f"Leo que activas «{fit[0].line}» de «{card}», pero todavía no sé nombrar esa "
            "habilidad en el lenguaje de escenarios; no la doy por leída.",
            fragment=verb,
            example=f"activo el {_example_cost(printed)} de {card}",
        )
    return name


def _example_cost(printed: list[Printed]) -> str:
    for one in printed:
        symbols = _SYMBOLS.match(one.cost)
        if symbols is not None:
            return symbols[0]
    return printed[0].cost


__all__ = ["Printed", "ToldAbility", "chosen", "effect_cues", "printed_abilities"]
