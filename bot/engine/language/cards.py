"""Real cards as scenario objects: "Questing Beast", "Luna de sangre", "Urborg, Tomb of Yawgmoth".

A description with no P/T and no card-type word whose name is a card of the card data becomes
that card: its types, subtypes, supertypes, P/T, colours (from the mana cost, 202.2), mana
value and keywords always; each line of its Oracle text is offered to the engine's own
language (a keyword line, a static, triggered or activated ability, a spell's effect). A line
the language does not read is kept as unread and named in the answer, never guessed.

The card data comes from whoever runs the scenario (``use_cards``): the service passes the
catalog the index already opened; without one, a name is only a name, as before.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal, Protocol

from index.fold import fold

from ..errors import ScenarioError
from ..selectors import Filter
from ..ward import life_cost
from .ability_words import without_ability_word
from .aliases import KEYWORD_ALIASES
from .backup import BACKUP, backup_text
from .before_game import works_before_the_game
from .chapter_lines import CHAPTER, chapter_line
from .choices import choice_kind, color_not_allowed, enters_tapped_too
from .class_lines import class_bar
from .costs import is_cost
from .creature_types import creature_types
from .entering import EnteringCounters, entering_counters
from .information import only_information
from .keyword_meanings import KeywordClause, keyword_clause
from .level_lines import LevelBand, level_symbol, pt_box
from .modal_lines import (
    ACTIVATED_HEADER,
    HEADER,
    MODE,
    flavor_free,
    is_modal_activated,
    is_modal_header,
)
from .own_short_name import name_itself
from .qualities import match_protection
from .station_lines import station_symbol

if TYPE_CHECKING:
    from index.cards.records import CardRecord

    from ..abilities import Ability
    from ..effects import Effect


class CardSource(Protocol):
    """What the engine asks of the card data (index.cards.catalog.CardCatalog has it)."""

    def card_named(self, typed: str) -> CardRecord | None: ...


_SOURCE: ContextVar[CardSource | None] = ContextVar("scenario_cards", default=None)
_READINGS: ContextVar[list[CardReading] | None] = ContextVar("card_readings", default=None)


@contextmanager
def use_cards(source: CardSource | None) -> Iterator[list[CardReading]]:
    """Within the block, descriptions may name cards of ``source``; yields every card read."""
    readings: list[CardReading] = []
    token, seen = _SOURCE.set(source), _READINGS.set(readings)
    try:
        yield readings
    finally:
        _SOURCE.reset(token)
        _READINGS.reset(seen)


_TYPES = {
    "artifact",
    "battle",
    "creature",
    "enchantment",
    "instant",
    "land",
    "planeswalker",
    "sorcery",
}
_SUPERTYPES = {"legendary", "basic", "snow", "world"}
# Card types of 205.2a that are never a permanent or a spell: they stay in the command zone
# (the rule that says so); sticker sheets are not cards at all (123.2).
OUTSIDE_PLAY = {
    "conspiracy": "315.3",
    "dungeon": "309.2c",
    "phenomenon": "312.2",
    "plane": "311.2",
    "scheme": "314.2",
    "vanguard": "313.2",
    "stickers": "123.2",
}
# Kindred (308; "Tribal" before 2024) adds no rules of its own, but it is a card type of its
# own: a Kindred Instant counts two card types in a graveyard (Tarmogoyf, 604.3).
_KINDRED = {"kindred": "kindred", "tribal": "kindred"}
# Every card type of 205.2a.
_RULES_TYPES = _TYPES | set(OUTSIDE_PLAY) | set(_KINDRED)
_COLORS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
_SYMBOL = re.compile(r"\{([^}]*)\}")
_REMINDER = re.compile(r"\s*\([^)]*\)")


def without_reminder(line: str) -> str:
    """An Oracle line without its reminder text (in parentheses: no rules meaning, 207.2a)."""
    return _REMINDER.sub("", line).strip()


_NUMBER = re.compile(r"^\d+$")


@dataclass
class CardReading:
    """One card as the scenario read it: what was taken from its data, and what was not."""

    shown: str  # the name the scenario uses (as printed in the language typed)
    card: str  # English Oracle name
    type_line: str
    mana_value: int
    read: list[str] = field(default_factory=list)  # Oracle lines the engine reads
    unread: list[str] = field(default_factory=list)  # Oracle lines it does not
    mana_cost: str = ""  # as printed ("{4}{R}{G}{W}"), for a total cost (601.2f)
    # Lines offered to the language that nothing has read yet: a line counts as read only
    # when a reader took it (an ability, a spell's effect), never for having been offered.
    pending: list[str] = field(default_factory=list)
    # Lines that cannot change what was asked (an effect, for whether it may be cast now).
    set_aside_lines: list[str] = field(default_factory=list)
    # The ability each line read as one was read into (search's card kinds derive from them).
    models: dict[str, Ability] = field(default_factory=dict)
    spell_effects: dict[str, list[Effect]] = field(default_factory=dict)  # a spell's lines read
    # Keyword lines (or clauses) read through the rule of 702 that says what they mean.
    keyword_rules: dict[str, str] = field(default_factory=dict)

    def set_aside(self, line: str) -> None:
        if line in self.pending:
            self.pending.remove(line)
            self.set_aside_lines.append(line)

    def note_read(
        self, line: str, model: Ability | None = None, effects: list[Effect] | None = None
    ) -> None:
        if model is not None:
            self.models[line] = model
        if effects is not None:
            self.spell_effects[line] = effects
        if line in self.pending:
            self.pending.remove(line)
        if line not in self.read and line not in self.unread:
            self.read.append(line)

    def note_unread(self, line: str) -> None:
        if line in self.pending:
            self.pending.remove(line)
        if line not in self.unread:
            self.unread.append(line)
        if line in self.read:
            self.read.remove(line)

    def close(self) -> CardReading:
        """What no reader took is unread: said in the answer, so no result rests on it."""
        for line in list(self.pending):
            self.note_unread(line)
        return self


UpkeepKind = Literal["echo", "cumulative"]  # 702.30a, 702.24a (bot/engine/upkeep_costs.py)
FaceDownKind = Literal["morph", "megamorph", "disguise"]  # 702.37, 702.168 (face_down.py)
FACE_DOWN_KINDS: dict[str, FaceDownKind] = {
    "morph": "morph",
    "megamorph": "megamorph",
    "disguise": "disguise",
}


@dataclass
class CardFacts:
    """What a card gives an ObjectSpec: characteristics, and its text lines to read."""

    reading: CardReading
    types: set[str]
    subtypes: set[str]
    supertypes: set[str]
    colors: set[str]
    power: int | None
    toughness: int | None
    loyalty: int | None
    keywords: set[str]
    protection: set[str]
    toxic: int
    # Text lines offered to the language: (ability kind or "spell", engine text, Oracle line).
    lines: list[tuple[str, str, str]]
    sacrifice: str | None = None  # what was sacrificed to cast it (its additional cost)
    # "Enchant land", "Enchant creature you control", "Enchant player" (702.5a).
    enchant: Filter | None = None
    uncounterable: bool = False  # "This spell can't be countered." (113.6g)
    enters_tapped: bool = False  # "This land enters tapped." (614.1d)
    enters_with: EnteringCounters | None = None  # "… enters with two +1/+1 counters" (614.1c)
    # "As this creature enters, choose a creature type." or "… choose a color." (614.1c): what
    # is chosen ("type", "color"; choices.py) and the choice.
    choice: str | None = None
    chosen: str | None = None
    not_chosen: str | None = None  # "choose a color other than red"
    # Flashback (702.34a): the alternative cost (118.9) to cast it from its owner's graveyard.
    graveyard_cost: str | None = None
    # Affinity (702.41a): it costs {1} less for each permanent its caster controls that fits.
    affinity: list[Filter] = field(default_factory=list)
    # Convoke (702.51a), Improvise (702.126a): "convoke", "improvise".
    tap_to_pay: set[str] = field(default_factory=set)
    # Kicker (702.33a): the optional additional mana cost its caster may pay as it is cast.
    kicker: str | None = None
    # Ward (702.21a): the mana cost of each instance, triggered by bot/engine/ward.py.
    ward: list[str] = field(default_factory=list)
    flanking: int = 0  # Flanking (702.25a): how many instances, each triggered by flanking.py
    cycling: str | None = None  # Cycling (702.29a): its mana cost, activated from the hand
    split_second: bool = False  # Split second (702.61a): bot/engine/split_second.py
    evolve: int = 0  # Evolve (702.100a): how many instances, each triggered by evolve.py
    # Battle cry, rampage N, afflict N (bot/engine/combat_keywords.py), each with its N.
    combat_keywords: list[tuple[str, int]] = field(default_factory=list)
    # The rule that keeps the card out of every scenario (a conspiracy: 315.3), if one does;
    # "205.2a" when its type line names no card type of the rules (a casual card, 100.7).
    outside: str | None = None
    # Echo (702.30a) and Cumulative upkeep (702.24a): each instance as ("echo", cost) or
    # ("cumulative", cost), a mana cost, triggered by bot/engine/upkeep_costs.py.
    upkeep_costs: list[tuple[UpkeepKind, str]] = field(default_factory=list)
    # Morph, Megamorph or Disguise (702.37a, 702.37b, 702.168a): the keyword and the mana cost
    # that turns it face up (bot/engine/face_down.py).
    face_up_cost: tuple[FaceDownKind, str] | None = None
    # Buyback (702.27a): its mana cost; paid, the spell goes to its owner's hand (buyback.py).
    buyback: str | None = None
    unearth: str | None = None  # Unearth (702.84a): its mana cost, from a graveyard (unearth.py)
    # A leveler card's level symbols and their striations (711.2; language/levelers.py).
    level_bands: list[LevelBand] = field(default_factory=list)
    # A transforming double-faced card (712.2): its back face read as a card of its own (the
    # face a permanent has while transformed, 712.8e; language/transforming.py).
    back: CardFacts | None = None
    daybound: bool = False  # 702.145b
    nightbound: bool = False  # 702.145e
    storm: int = 0  # Storm (702.40a, 702.40b): instances, triggered by spell_copies.py
    rebound: bool = False  # Rebound (702.88a): exiled as it resolves (rebound.py)
    cascade: int = 0  # Cascade (702.85a, 702.85c): instances, triggered by cascade.py
    # Dash, Evoke or Warp (702.109a, 702.74a, 702.185a): the keyword ("dash", "evoke",
    # "warp") and its mana cost, an alternative cost (118.9; bot/engine/alternative_casts.py).
    alternative: tuple[str, str] | None = None
    # Foretell, Plot, Retrace (702.143a, 702.170a, 702.81a): each keyword ("foretell",
    # "plot", "retrace") and its mana cost ("" for retrace), what lets it be cast from exile or
    # the graveyard (601.3; bot/engine/zone_casts.py).
    zone_casts: dict[str, str] = field(default_factory=dict)
    # Entwine, Escalate or Spree (702.42a, 702.120a, 702.172a): the keyword (folded), its cost
    # and its line; what it changes is read with the modes (spell_modes.py).
    mode_cost: tuple[str, str, str] | None = None
    # The modes told for its modal triggered abilities (``modo:2``, 603.3c): a mode not
    # chosen is set aside, read or not (modal_triggers.py).
    trigger_modes: list[int] = field(default_factory=list)
    # A Class card's level bars and the lines under each (716.2a; language/class_bars.py).
    class_bars: list[LevelBand] = field(default_factory=list)
    bloodthirst: int = 0  # Bloodthirst N (702.54a, 702.54c): the Ns added (bloodthirst.py)
    living_weapon: int = 0  # Living weapon (702.92a): instances (living_weapon.py)
    ninjutsu: str | None = None  # Ninjutsu (702.49a): its mana cost, from a hand (ninjutsu.py)
    start_your_engines: bool = False  # 702.179a (speed.py)
    # A station card's "N+ |" symbols and the lines in each striation (721.2; stations.py).
    station_bands: list[LevelBand] = field(default_factory=list)


def card_data_open() -> bool:
    """Whether the scenario is read with the card data (a name can then be checked)."""
    return _SOURCE.get() is not None


def find_card(name: str, *, short: bool = False) -> CardRecord | None:
    """The card ``name`` names whole (either language, or one face's). With ``short``, also
    the one card it is the short name of («Brimaz», «Snapcaster»: short_names.py), and a
    question back (CardQuestion) when several cards answer to it."""
    source = _SOURCE.get()
    typed = name.strip().rstrip(",")
    if source is None or not typed:
        return None
    card = source.card_named(typed)
    # Without ``short``, only a card's whole name: the short names the catalog also knows
    # ("Jace", "Liliana") are what players call made-up objects too.
    if card is not None and fold(typed, "words") in _whole_names(card):
        return card
    if not short:
        return None
    from .short_names import card_called

    one = card_called(source, typed)
    return source.card_named(one) if one is not None else None


def _whole_names(card: CardRecord) -> set[str]:
    names = {card.name, *(card.name_es_alt or ())}
    if card.name_es:
        names.add(card.name_es)
    for face in card.faces:
        names |= {face.name, face.name_es or ""}
    return {fold(n, "words") for n in names if n}


def card_words(words: list[str], *, short: bool = False) -> tuple[CardRecord, int] | None:
    """The card the first words name (the longest name wins) and how many words it took; with
    ``short``, a short name when no whole name is there (``find_card``)."""
    if _SOURCE.get() is None:
        return None
    for shorter in (False, True) if short else (False,):
        for size in range(len(words), 0, -1):
            if any(":" in w for w in words[:size]):
                continue
            card = find_card(" ".join(words[:size]).replace(" , ", ", "), short=shorter)
            if card is not None:
                return card, size
    return None


def mana_value(cost: str) -> int:
    """202.3: the total of the cost's symbols; X is 0, a hybrid {2/W} counts its largest part."""
    total = 0
    for symbol in _SYMBOL.findall(cost.split(" // ")[0]):
        parts = symbol.upper().split("/")
        if parts[0] == "X":
            continue
        total += max((int(p) if _NUMBER.match(p) else 1) for p in parts if p != "P")
    return total


def colors_of(cost: str) -> set[str]:
    """202.2: the colours of the mana symbols in the cost (hybrid and Phyrexian included)."""
    found: set[str] = set()
    for symbol in _SYMBOL.findall(cost.split(" // ")[0]):
        found |= {_COLORS[c] for c in symbol.upper().split("/") if c in _COLORS}
    return found


def _pt(value: str | None) -> int | None:
    """A printed P/T; "*" and "1+*" count their number (a characteristic-defining ability
    supplies the rest, 604.3)."""
    if value is None:
        return None
    number = re.match(r"-?\d+", value.strip())
    return int(number[0]) if number else 0


def _type_line(line: str, printed_pt: bool = False) -> tuple[set[str], set[str], set[str]]:
    front = line.split(" // ")[0]
    left, _, right = front.partition("—")
    words = [w.lower() for w in left.split()]
    subtypes = set(right.split())
    if "summon" in words:
        # Obsolete "Summon [creature type]" (glossary: errata says "Creature — [type]").
        at = words.index("summon")
        subtypes |= {w.capitalize() for w in words[at + 1 :]}
        words = [*words[:at], "creature"]
    types = {w for w in words if w in _TYPES}
    if types:
        types |= {_KINDRED[w] for w in words if w in _KINDRED}
    if not types and not any(w in _RULES_TYPES for w in words) and printed_pt:
        # No card type of 205.2a, but a printed P/T, which only creatures (and Vehicles,
        # artifacts) have (208.3): a casual card's joke type line (100.7) is a creature's.
        types = {"creature"}
    supertypes = {w for w in words if w in _SUPERTYPES}
    return types, supertypes, subtypes


_OUTSIDE_ES = {
    "315.3": "una carta de conspiración",
    "309.2c": "una mazmorra",
    "312.2": "un fenómeno",
    "311.2": "un plano",
    "314.2": "un plan (Archenemy)",
    "313.2": "una carta de vanguardia",
}


def require_in_play(card: CardFacts, where: str, example: str) -> None:
    """Refuse, in Spanish and citing the rule, a card that is never an object in a game."""
    rule, shown = card.outside, card.reading.shown
    if rule is None:
        return
    if rule == "123.2":
        why = f"«{shown}» es una hoja de pegatinas, que no es una carta (regla 123.2)"
    elif rule == "205.2a":
        why = (
            f"la línea de tipo de «{shown}» («{card.reading.type_line}») no nombra ningún "
            "tipo de carta de las reglas (regla 205.2a): es una carta de juego casual "
            "(regla 100.7)"
        )
    else:
        why = (
            f"«{shown}» es {_OUTSIDE_ES[rule]}: no es un permanente y no se puede lanzar "
            f"(regla {rule})"
        )
    raise ScenarioError(
        f"En {where}, {why}, así que no puede estar en un escenario.",
        fragment=shown,
        example=example,
    )


def outside_play(type_line: str) -> str | None:
    """Why a card with this type line is never an object of a scenario, as the rule that
    says so: a card type that is never a permanent or a spell (``OUTSIDE_PLAY``), or a type
    line naming no card type of the rules at all (205.2a; a casual card, 100.7)."""
    words = [w.lower() for w in type_line.split(" // ")[0].partition("—")[0].split()]
    for word in words:
        if word in OUTSIDE_PLAY:
            return OUTSIDE_PLAY[word]
    return None


@dataclass
class KeywordLine:
    """A line of keywords, read clause by clause: what the engine models, and the clauses it
    does not ("protection from Demons" beside "Flying, first strike" drops only itself)."""

    keywords: set[str] = field(default_factory=set)
    protection: set[str] = field(default_factory=set)
    toxic: int = 0
    unread: list[str] = field(default_factory=list)
    # Clauses read as the keyword rule 702 defines ("Exalted", "Partner"), and the clauses the
    # engine's own keywords took (so a line mixing both can say which part is which).
    meanings: list[tuple[str, KeywordClause]] = field(default_factory=list)
    plain: list[str] = field(default_factory=list)

    @property
    def anything_read(self) -> bool:
        return bool(self.keywords or self.protection or self.toxic or self.meanings)


def _keyword_clause(part: str, into: KeywordLine) -> bool:
    """Read one clause of a keyword line into ``into``; False when the engine does not model it."""
    words = part.split()
    folded = fold(part, "words")
    if folded in KEYWORD_ALIASES:
        into.keywords.add(KEYWORD_ALIASES[folded])
        return True
    if fold(words[0], "words") == "toxic" and len(words) == 2 and words[1].isdigit():
        into.toxic += int(words[1])
        return True
    # "protection from black and from red": the second "from" repeats the first.
    words = re.sub(r"\b(and|or) from\b", r"\1", part).split()
    qualities, used = match_protection(words, 0, subtypes=True)
    if used == len(words) and qualities:
        into.protection |= qualities
        return True
    return False


def keyword_line(line: str) -> KeywordLine | None:
    """A line that lists keywords ("Flying, first strike", "Toxic 2", "Protection from black
    and from red"), read clause by clause; None when its first clause is no keyword the engine
    models (then it is a sentence: an ability or a spell's text, read elsewhere)."""
    # Older Oracle lines list keywords with ";" ("Trample; haste; shroud"), as "," does.
    parts = [p.strip() for p in re.split(r"[,;]", line) if p.strip()]
    got = KeywordLine()
    for n, part in enumerate(parts):
        if _keyword_clause(part, got):
            got.plain.append(part)
            continue
        meant = keyword_clause(part)  # a keyword read from its rule in 702
        if meant is not None:
            got.meanings.append((part, meant))
        elif n == 0:
            return None
        else:
            got.unread.append(part)
    return got if got.anything_read else None


def own_keyword_line(text: str) -> KeywordLine | None:
    """A line that is one keyword of 702 naming its own card ("Grist, the Hunger Tide can be
    your commander.", read with the name as "esta criatura")."""
    meant = keyword_clause(text)
    return KeywordLine(meanings=[(text, meant)]) if meant is not None else None


def expand_keyword(
    meant: KeywordClause,
    said: str,
    text: str,
    reading: CardReading,
    lines: list[tuple[str, str, str]],
) -> set[str]:
    """Read the keyword clause ``said`` of a card through its rule: an ability kind is offered
    to its reader as ``text`` (the meaning with the card named as the language names it) and
    counts as read only once that reader takes it; a deck-construction keyword is read as one;
    Changeling gives every creature type, returned as the subtypes the card adds."""
    reading.keyword_rules[said] = meant.meaning.rule
    kind = meant.meaning.kind
    if kind in (
        "cast_from_graveyard",
        "costs_less_for_each",
        "pays_by_tapping",
        "optional_additional_cost",
        "counters_targeting",  # ward: triggered by bot/engine/ward.py as the target is chosen
        "weakens_blockers",  # flanking: triggered by bot/engine/flanking.py on blocks
        "activated_from_hand",  # cycling: ``cicla`` in eventos (bot/engine/cycling.py)
        "locks_the_stack",  # split second: bot/engine/split_second.py, while on the stack
        "grows_on_entering",  # evolve: triggered by bot/engine/evolve.py
        "combat_trigger",  # battle cry, rampage, afflict: bot/engine/combat_keywords.py
        "pays_by_exiling",  # delve: momento (bot/engine/delve.py)
        "upkeep_cost",  # echo, cumulative upkeep: bot/engine/upkeep_costs.py at upkeep
        "face_down",  # morph, disguise: ``boca abajo``, turned up by bot/engine/face_down.py
        "buyback",  # momento and the stack (bot/engine/buyback.py)
        "unearth",  # ``desentierra`` in eventos (bot/engine/unearth.py)
        "copies_on_cast",  # storm: triggered as it is cast (bot/engine/spell_copies.py)
        "exiles_on_resolve",  # rebound: exiled as it resolves (bot/engine/rebound.py)
        "cascades_on_cast",  # cascade: triggered as it is cast (bot/engine/cascade.py)
        "alternative_cost",  # dash, evoke, warp: the stack (bot/engine/alternative_casts.py)
        "cast_from_zone",  # foretell, plot, retrace: momento desde: (bot/engine/zone_casts.py)
        "mode_cost",  # entwine, escalate, spree: with the modes (language/spell_modes.py)
        "enters_with_if_bled",  # bloodthirst: as it enters (bot/engine/bloodthirst.py)
        "germ_on_entering",  # living weapon: bot/engine/living_weapon.py
        "ninjutsu",  # ``habilidad:"ninjutsu …"`` in a combat (bot/engine/ninjutsu.py)
        "starts_speed",  # start your engines!: a state-based action (bot/engine/speed.py)
    ):  # momento
        reading.note_read(said)
        return set()
    if kind == "deck":  # 113.6n: it functions before the game begins, and does nothing in it
        reading.note_read(said)
        return set()
    if kind == "every_creature_type":  # 702.73a, 604.3: a characteristic, in every zone
        types = set(creature_types().values())
        if not types:  # without the rules' list the card's types are not all known
            reading.note_unread(said)
            return set()
        reading.note_read(said)
        return types
    lines.append((kind, text, said))
    reading.pending.append(said)  # read only once the reader of its kind takes it
    return set()


# A cost of mana symbols only, with no X (whose value a timing question is not told).
_MANA_ONLY = re.compile(r"^(?:\{[0-9WUBRGC]\}|\{[WUBRG]/[WUBRGP]\})+$")
_EQUIP = re.compile(r"^Equip ((?:\{[^}]*\})+)$")


def mana_only(value: str, said: str, reading: CardReading, fits: bool = True) -> str | None:
    """A keyword's cost, when it is mana symbols only with no X (a cost the engine can add
    up and pay) and ``fits`` (the card may have it: a spell's buyback, a first cycling); else
    the clause ``said`` is noted unread and None: "Cycling—Pay 2 life." is never guessed."""
    if fits and _MANA_ONLY.match(value or ""):
        return value
    reading.note_unread(said)
    return None


# Also as older cards say it with their own name ("~ enters the battlefield tapped."), which
# the engine's text reads as "esta criatura".
_ENTERS_TAPPED = re.compile(
    r"^(?:This (?:land|creature|artifact|enchantment|permanent)|esta criatura) enters "
    r"(?:the battlefield )?tapped\.$",
    re.IGNORECASE,
)
# 103.6a: a card that lets a player begin the game with it on the battlefield acts before the
# first turn; a scenario is a game already under way, where the line can change nothing.
_OPENING_HAND = re.compile(
    r"^If (?:this card|[^,]+) is in your opening hand, you may begin the game with it on the "
    r"battlefield\.$"
)
_UNCOUNTERABLE = re.compile(r"^This spell can't be countered\.$")
_TRIGGER_START = re.compile(r"^(when|whenever|at)\b", re.IGNORECASE)
_ACTIVATED = re.compile(r"^([^\"]*?\{[^:]*|[^:\"]{1,40}?):\s+(.+)$")
_SELF_WORDS = re.compile(
    r"\bthis (creature|artifact|enchantment|land|permanent|planeswalker|Aura|Equipment|card)\b",
    re.IGNORECASE,
)


def _engine_text(line: str, card: CardRecord) -> str:
    """The line with the card's own name as the language names a source ("esta criatura")."""
    names = {card.name, *(f.name for f in card.faces)} - {""}
    names |= {name.split(",")[0] for name in names}  # "Avacyn" for "Avacyn, the Purifier"
    # Longest first, in a fixed order: "Archangel Avacyn" before "Avacyn" (a set's order
    # changes from run to run, and the line read with it).
    text = line
    for name in sorted(names, key=lambda n: (-len(n), n)):
        text = text.replace(name, "esta criatura")
    text = name_itself(text, card, "esta criatura")  # "Ajani deals…" (201.5c)
    return _SELF_WORDS.sub("esta criatura", text)


def facts(card: CardRecord, typed: str) -> CardFacts:
    face = card.faces[0]
    shown = _shown_name(card, typed)
    printed_pt = face.power is not None or face.toughness is not None
    types, supertypes, subtypes = _type_line(face.type_line or card.type_line, printed_pt)
    cost = face.mana_cost or card.mana_cost
    reading = CardReading(
        shown, card.name, face.type_line or card.type_line, mana_value(cost), mana_cost=cost
    )
    keywords: set[str] = set()
    protection: set[str] = set()
    toxic = 0
    enters_tapped = False
    enters_with: EnteringCounters | None = None
    choice: str | None = None
    not_chosen: str | None = None
    uncounterable = False
    enchant: Filter | None = None
    graveyard_cost: str | None = None
    affinity: list[Filter] = []
    kicker: str | None = None
    ward: list[str] = []
    flanking = 0
    cycling: str | None = None
    split_second = False
    evolve = 0
    combat_keywords: list[tuple[str, int]] = []
    upkeep_costs: list[tuple[UpkeepKind, str]] = []
    face_up_cost: tuple[FaceDownKind, str] | None = None
    buyback: str | None = None
    unearth: str | None = None
    storm = 0
    rebound = False
    cascade = 0
    alternative: tuple[str, str] | None = None
    zone_casts: dict[str, str] = {}
    mode_cost: tuple[str, str, str] | None = None
    bloodthirst = 0
    living_weapon = 0
    ninjutsu: str | None = None
    engines = False
    tap_to_pay: set[str] = set()
    lines: list[tuple[str, str, str]] = []
    bands: list[LevelBand] = []
    bars: list[LevelBand] = []  # a Class's level bars (716.2a)
    stations: list[LevelBand] = []  # a station card's striations (721.2)
    spell = bool(types & {"instant", "sorcery"})
    for raw in (face.oracle_text or "").split("\n"):
        line = without_reminder(raw)
        if not line:
            continue
        bound = _DAY_NIGHT.get(line) if card.layout in (*TRANSFORMING, BACK) else None
        if bound is not None:  # 702.145b, 702.145e: read by bot/engine/day_night.py
            reading.read.append(line)
            reading.keyword_rules[line] = bound
            continue
        bar = class_bar(line) if "Class" in subtypes else None
        if bar is not None or bars:  # 716.2: a level bar and the lines under it (class_bars.py)
            _band_line(bar, line, _engine_text(without_ability_word(line), card), bars)
            reading.pending.append(line)
            continue
        mark = station_symbol(line) if not spell else None
        if mark is not None or stations:  # 721.2-721.3: a station symbol's striation
            _station_line(mark, line, card, stations)
            reading.pending.append(line)
            continue
        band = level_symbol(line) if not spell else None
        if band is not None or bands:  # 711.2-711.3: a level symbol's striation (levelers.py)
            _band_line(band, line, _engine_text(without_ability_word(line), card), bands)
            reading.pending.append(line)
            continue
        if line == "Enchant creature" and "Aura" in subtypes:
            # 303.4a: what an Aura may enchant; the engine's Auras enchant creatures (704.5m).
            reading.read.append(line)
            continue
        if line.startswith("Enchant ") and "Aura" in subtypes and enchant is None:
            enchant = enchant_filter(line.removeprefix("Enchant "))
            if enchant is not None:  # 702.5a: checked as a state-based action (704.5m)
                reading.read.append(line)
                continue
        if _ENTERS_TAPPED.match(_engine_text(line, card)):  # 614.1d: as it enters (110.5b)
            reading.read.append(line)
            enters_tapped = True
            continue
        kind = choice_kind(line, {card.name, *(f.name for f in card.faces)})
        if kind is not None:
            choice = kind  # read once the choice is known (``choices``)
            enters_tapped = enters_tapped or enters_tapped_too(line)  # 614.1d, same line
            not_chosen = color_not_allowed(line)
            lines.append(("choice", line, line))
            reading.pending.append(line)
            continue
        if _UNCOUNTERABLE.match(line) and not spell:
            # 113.6g: a permanent card's "This spell can't be countered." works while it is a
            # spell on the stack, where a spell that counters it does nothing to it (701.6a).
            reading.read.append(line)
            uncounterable = True
            continue
        if _OPENING_HAND.match(line) or works_before_the_game(line) or only_information(line):
            reading.set_aside_lines.append(line)
            continue
        counters = entering_counters(line, {card.name, *(f.name for f in card.faces)})
        if counters is not None and enters_with is None:  # 614.1c: applied as it enters
            reading.read.append(line)
            enters_with = counters
            continue
        listed = keyword_line(line) or own_keyword_line(_engine_text(line, card))
        if listed is not None:
            keywords |= listed.keywords
            protection |= listed.protection
            toxic += listed.toxic
            if listed.unread:  # the clauses it models count; the rest is said, never dropped
                reading.unread.extend(listed.unread)
            elif not listed.meanings:
                reading.read.append(line)
            elif listed.plain:
                reading.read.append(", ".join(listed.plain))
            for clause, meant in listed.meanings:
                alone = len(listed.meanings) == 1 and not (listed.plain or listed.unread)
                said, kind = (line if alone else clause), meant.meaning.kind
                if kind == "costs_less_for_each":  # 702.41a: what each one counted must be
                    counted = enchant_filter(meant.value)
                    if counted is None:  # "Affinity for historic permanents": not read
                        reading.note_unread(said)
                        continue
                    affinity.append(counted.model_copy(update={"controller": "you"}))
                elif kind == "cast_from_graveyard":
                    graveyard_cost = meant.value
                elif kind in ("pays_by_tapping", "pays_by_exiling"):  # convoke…, delve
                    tap_to_pay.add(fold(meant.meaning.keyword, "words"))
                elif kind == "optional_additional_cost":  # 702.33a
                    # "Kicker—Sacrifice a land" stays unread
                    if (priced := mana_only(meant.value, said, reading)) is None:
                        continue
                    kicker = priced
                elif kind == "counters_targeting":  # 702.21a: mana, or life (ward.py), no X
                    # "Ward {X}": X is told by its card, and stays unread
                    if life_cost(meant.value):
                        ward.append(meant.value)
                    elif (priced := mana_only(meant.value, said, reading)) is not None:
                        ward.append(priced)
                    else:
                        continue
                elif kind == "weakens_blockers":
                    flanking += 1
                elif kind == "activated_from_hand":  # 702.29a ("Cycling—Pay 2 life.")
                    if (priced := mana_only(meant.value, said, reading, cycling is None)) is None:
                        continue
                    cycling = priced
                elif kind == "locks_the_stack":
                    split_second = True
                elif kind == "grows_on_entering":
                    evolve += 1
                elif kind == "combat_trigger":
                    word = fold(meant.meaning.keyword, "words")
                    combat_keywords.append((word, int(meant.value or 0)))
                elif kind == "upkeep_cost":  # 702.30a, 702.24a ("…—Pay 2 life.")
                    if (priced := mana_only(meant.value, said, reading)) is None:
                        continue
                    upkept: UpkeepKind = "echo" if meant.meaning.rule == "702.30a" else "cumulative"
                    upkeep_costs.append((upkept, priced))
                elif kind == "face_down":  # 702.37a, 702.168a ("Morph—Pay 5 life.")
                    priced = mana_only(meant.value, said, reading, face_up_cost is None)
                    if priced is None:
                        continue
                    down = fold(meant.meaning.keyword, "words")
                    face_up_cost = (FACE_DOWN_KINDS[down], priced)
                elif kind == "buyback":  # 702.27a: an instant's or sorcery's
                    if (priced := mana_only(meant.value, said, reading, spell)) is None:
                        continue
                    buyback = priced
                elif kind == "unearth":  # 702.84a
                    if (priced := mana_only(meant.value, said, reading, unearth is None)) is None:
                        continue
                    unearth = priced
                elif kind == "copies_on_cast":
                    storm += 1
                elif kind == "exiles_on_resolve":
                    rebound = True
                elif kind == "cascades_on_cast":
                    cascade += 1
                elif kind == "alternative_cost":  # 702.109a, 702.74a, 702.185a: a permanent's
                    # 601.2b: one alternative priced a spell; a second keyword stays unread
                    fits = alternative is None and not spell
                    if (priced := mana_only(meant.value, said, reading, fits)) is None:
                        continue
                    alternative = (fold(meant.meaning.keyword, "words"), priced)
                elif kind == "cast_from_zone":  # 702.143a, 702.170a, 702.81a
                    keyed = fold(meant.meaning.keyword, "words")
                    fits = keyed not in zone_casts
                    if keyed == "retrace" and fits:
                        zone_casts[keyed] = ""
                    elif (priced := mana_only(meant.value, said, reading, fits)) is None:
                        continue
                    else:
                        zone_casts[keyed] = priced
                elif kind == "mode_cost":  # 702.42a, 702.120a, 702.172a: a mana cost only
                    # Spree has no cost of its own: its modes have theirs
                    free = spell and not meant.value
                    if not free and mana_only(meant.value, said, reading, spell) is None:
                        continue
                    mode_cost = (fold(meant.meaning.keyword, "words"), meant.value, said)
                elif kind == "enters_with_if_bled":  # 702.54a (bloodthirst.py)
                    bloodthirst += int(meant.value)
                elif kind == "backup":  # 702.165a: with the abilities below it (backup.py)
                    printed = [without_reminder(r) for r in (face.oracle_text or "").split("\n")]
                    below = [_engine_text(b, card) for b in printed[printed.index(line) + 1 :] if b]
                    backed = backup_text(int(meant.value), below, keyword_line)
                    reading.keyword_rules[said] = meant.meaning.rule
                    if backed is None:
                        reading.note_unread(said)
                    else:
                        lines.append((BACKUP, backed, said))
                        reading.pending.append(said)
                    continue
                elif kind == "germ_on_entering":  # 702.92a: an Equipment's (living_weapon.py)
                    if "Equipment" not in subtypes:
                        reading.note_unread(said)
                        continue
                    living_weapon += 1
                elif kind == "ninjutsu":  # 702.49a: a creature card's, a mana cost only
                    fits = ninjutsu is None and "creature" in types
                    if (priced := mana_only(meant.value, said, reading, fits)) is None:
                        continue
                    ninjutsu = priced
                elif kind == "starts_speed":  # 702.179a (speed.py)
                    engines = True
                engine_text = _engine_text(meant.text, card)
                subtypes |= expand_keyword(meant, said, engine_text, reading, lines)
            _whole_line_read(line, listed, reading)
            continue
        if "Saga" in subtypes and chapter_line(line) is not None:  # 714.2 (sagas.py)
            lines.append((CHAPTER, _engine_text(line, card), line))
            reading.pending.append(line)
            continue
        # 207.2c: an ability word ("Landfall — ") has no rules meaning.
        bare = without_ability_word(line)
        text = _engine_text(bare, card)
        if _EQUIP.match(line) and "Equipment" in subtypes:
            lines.append(("equip", _EQUIP.match(line)[1], line))  # type: ignore[index]
            reading.pending.append(line)
            continue
        if spell:
            lines.append(("spell", text, line))
        elif _TRIGGER_START.match(bare) and is_modal_header(text):  # 603.3c
            lines.append((HEADER, text, line))
        elif is_modal_activated(text):  # "{1}, Sacrifice …: Choose one —" (700.2a)
            lines.append((ACTIVATED_HEADER, text, line))
        elif line.startswith("•") and lines and lines[-1][0] in (HEADER, MODE, ACTIVATED_HEADER):
            mode = flavor_free(line.removeprefix("•").strip())  # 207.2d
            lines.append((MODE, _engine_text(mode, card), line))
        elif _TRIGGER_START.match(bare):
            lines.append(("triggered", text, line))
        elif (m := _ACTIVATED.match(bare)) and ("{" in m[1] or is_cost(text.split(":")[0])):
            lines.append(("activated", text, line))
        else:
            lines.append(("static", text, line))
        reading.pending.append(line)  # read only once a reader takes it
    found = _READINGS.get()
    if found is not None:
        found.append(reading)
    back = _back_face(card, typed) if card.layout in TRANSFORMING else None
    return CardFacts(
        reading=reading,
        types=types,
        subtypes=subtypes,
        supertypes=supertypes,
        colors=set() if "devoid" in keywords else colors_of(cost),  # 702.114a
        power=_pt(face.power),
        toughness=_pt(face.toughness),
        loyalty=_pt(face.loyalty),
        keywords=keywords,
        protection=protection,
        toxic=toxic,
        lines=lines,
        outside=outside_play(face.type_line or card.type_line) or (None if types else "205.2a"),
        enters_tapped=enters_tapped,
        enters_with=enters_with,
        choice=choice,
        not_chosen=not_chosen,
        enchant=enchant,
        uncounterable=uncounterable,
        graveyard_cost=graveyard_cost,
        affinity=affinity,
        tap_to_pay=tap_to_pay,
        kicker=kicker,
        ward=ward,
        flanking=flanking,
        cycling=cycling,
        split_second=split_second,
        evolve=evolve,
        combat_keywords=combat_keywords,
        upkeep_costs=upkeep_costs,
        face_up_cost=face_up_cost,
        buyback=buyback,
        unearth=unearth,
        level_bands=bands,
        class_bars=bars,
        back=back,
        daybound="Daybound" in reading.keyword_rules,
        nightbound="Nightbound" in reading.keyword_rules,
        storm=storm,
        rebound=rebound,
        cascade=cascade,
        alternative=alternative,
        zone_casts=zone_casts,
        mode_cost=mode_cost,
        bloodthirst=bloodthirst,
        living_weapon=living_weapon,
        ninjutsu=ninjutsu,
        start_your_engines=engines,
        station_bands=stations,
    )


# 712.2: the layouts of nonmodal double-faced cards, whose faces transform into each other.
TRANSFORMING = ("transform",)
BACK = "back_face"  # the layout given to a back face read as a card of its own
_DAY_NIGHT = {"Daybound": "702.145b", "Nightbound": "702.145e"}


def _back_face(card: CardRecord, typed: str) -> CardFacts | None:
    """The back face of a transforming double-faced card read as a card (712.8e: only its
    characteristics), or None when the data has no text for it. The data gives no colour
    indicator (204), so its colours are the card's colour identity, which includes it."""
    if len(card.faces) != 2 or not card.faces[1].type_line:
        return None
    from index.cards.records import CardRecord

    face = card.faces[1]
    record = CardRecord(name=face.name, layout=BACK, faces=(face,))
    spanish = _shown_name(card, typed) != (card.faces[0].name or card.name)
    got = facts(record, face.name_es if spanish and face.name_es else face.name)
    got.colors = {_COLORS[c] for c in card.color_identity if c in _COLORS}
    got.reading.mana_value = mana_value(card.faces[0].mana_cost or card.mana_cost)  # 712.8e
    return got


def _band_line(band: LevelBand | None, line: str, text: str, bands: list[LevelBand]) -> None:
    """A leveler's line from its first level symbol on: a new symbol, its P/T box, or one of
    the abilities printed in its striation (711.2), each kept for the striation's reader."""
    if band is not None:
        bands.append(band)
        return
    last = bands[-1]
    pt = pt_box(line)
    if pt is not None and last.pt_line is None:
        last.power, last.toughness = pt
        last.pt_line = line
        return
    listed = keyword_line(line)
    if listed is not None:
        kind = "keywords"
    elif _TRIGGER_START.match(text):
        kind = "triggered"
    elif (m := _ACTIVATED.match(text)) and ("{" in m[1] or is_cost(text.split(":")[0])):
        kind = "activated"
    else:
        kind = "static"
    last.lines.append((kind, text, line))


def _station_line(
    mark: LevelBand | None, line: str, card: CardRecord, out: list[LevelBand]
) -> None:
    """A station card's line from its first station symbol on (721.2, 721.3): "N+ | text"
    starts a striation, whose text is its first line; a line after it is that striation's."""
    if mark is not None:
        out.append(mark)
    rest = line.split("|", 1)[1].strip() if mark is not None else line
    _band_line(None, rest, _engine_text(without_ability_word(rest), card), out)
    kind, text, _ = out[-1].lines[-1]
    out[-1].lines[-1] = (kind, text, line)  # counted as the Oracle line it is


def _whole_line_read(line: str, listed: KeywordLine, reading: CardReading) -> None:
    """A keyword line whose every clause is read already ("Flying, vigilance, ward {1}") is
    the line read: said as the line, as a line of one keyword is."""
    parts = [", ".join(listed.plain)] if listed.plain else []
    parts += [clause for clause, _ in listed.meanings]
    if listed.unread or len(parts) < 2 or not all(p in reading.read for p in parts):
        return
    for part in dict.fromkeys(parts):  # "Cascade, cascade, cascade" names one part thrice
        while part in reading.read:
            reading.read.remove(part)
    reading.read.append(line)


def enchant_filter(what: str) -> Filter | None:
    """ "land", "creature you control", "artifact or enchantment", "player": what follows
    "Enchant" (702.5a), as a filter; None when the words say more than the language reads."""
    from .recipients import group_alternatives
    from .words import Words

    words = Words.of(what)
    found = group_alternatives(words)
    return found if found is not None and words.done() else None


def _shown_name(card: CardRecord, typed: str) -> str:
    """The card's full name in the language it was typed in."""
    folded = fold(typed, "words")
    for face in card.faces:
        if face.name_es and (
            fold(face.name_es, "words") == folded or folded in fold(face.name_es, "words")
        ):
            return face.name_es
    if card.name_es and folded in fold(card.name_es, "words"):
        return card.name_es.split(" // ")[0]
    return card.faces[0].name or card.name


def facts_aside(card: CardRecord, typed: str) -> CardFacts:
    """``facts`` of a card read again for one of its lines (loyalty_x.py): not another card
    of the scenario, so not among the readings its answer lists."""
    token = _READINGS.set(None)
    try:
        return facts(card, typed)
    finally:
        _READINGS.reset(token)
