"""Effect text that takes cards out of a graveyard (bot/engine/graveyard_returns.py runs it):

    "Return target creature card from your graveyard to your hand."
    "Return target creature card from your graveyard to the battlefield tapped."
    "Return up to two target creature cards from your graveyard to your hand."
    "Put target creature card from a graveyard onto the battlefield under your control."
    "Exile target card from a graveyard."
    "Put target card from a graveyard on the bottom of its owner's library."
    "devuelve Oso de tu cementerio al campo de batalla" (a timeline's event: not a target)

A graveyard is public (404.2), so its cards are named in the scenario (``cementerio:``) and a
target there is one of them (115.1): the name written after the spell, or the only card of
that graveyard that fits. A card the scenario did not name is never guessed: with several or
none that fit, the error says which cards there are.
"""

from __future__ import annotations

import re

from index.vocabulary.game import spelled

from ..effects import Effect
from ..errors import ScenarioQuestion
from ..selectors import Filter
from .aliases import CARD_TYPE_ALIASES
from .effect_build import build
from .recipients import Refs, longest_name
from .target_counts import TargetCountError
from .words import NUMBER_WORDS, Words

# Graveyard cards of the board are "g1", "g2"… (board.py); a card that dies later is named by
# its battlefield id, and is not a graveyard card when the text is read.
_GRAVEYARD_ID = re.compile(r"^g\d+$")
_VERBS = {
    "return": "hand",
    "returns": "hand",
    "devuelve": "hand",
    "devuelves": "hand",
    "regresa": "hand",
    "put": "hand",
    "puts": "hand",
    "pon": "hand",
    "exile": "exile",
    "exiles": "exile",
    "exilia": "exile",
    "exilias": "exile",
}
# Card types as the one vocabulary spells them (index/vocabulary/game.py), and "permanent".
# "Aura" is a subtype (303.4), not the card type it stands for elsewhere in the language.
_TYPES = {
    **{k: v for k, v in CARD_TYPE_ALIASES.items() if k != "aura"},
    **spelled(("permanent",), ("es", "en")),
}
_CARD = ("card", "cards", "carta", "cartas", "carta de", "cartas de")
_FROM = {
    "from your graveyard": "you",
    "de tu cementerio": "you",
    "from a graveyard": None,
    "de un cementerio": None,
    "del cementerio": None,
    "from an opponent's graveyard": "opponent",
    "del cementerio de un oponente": "opponent",
    "del cementerio del rival": "opponent",
}
_TO = {
    "to your hand": "hand",
    "to its owner's hand": "hand",
    "to their owner's hand": "hand",
    "to their owners' hands": "hand",
    "into your hand": "hand",
    "a tu mano": "hand",
    "a la mano de su propietario": "hand",
    "a la mano": "hand",
    "to the battlefield": "battlefield",
    "onto the battlefield": "battlefield",
    "al campo de batalla": "battlefield",
    "en el campo de batalla": "battlefield",
    "on the bottom of its owner's library": "library",
    "on top of its owner's library": "library",
    "en el fondo de la biblioteca de su propietario": "library",
    "encima de la biblioteca de su propietario": "library",
}
_TAPPED = ("tapped", "girada", "girado")
_UNDER_YOU = ("under your control", "bajo tu control")
_UP_TO = ("up to", "hasta")
_SINGLE = ("from a single graveyard", "de un solo cementerio")


_UP_TO_CARDS = re.compile(r"\bup to (\w+) $", re.IGNORECASE)


def names_aimed(match: re.Match[str]) -> int:
    """How many names written after a card go where the text says ``match`` ("target
    creature"): one, or N for "up to N target creature cards" (several cards of a graveyard
    chosen at once, 115.6)."""
    before = _UP_TO_CARDS.search(match.string[: match.start()])
    if before is None or not match.string[match.end() :].startswith(" cards"):
        return 1
    word = before[1].lower()
    return int(word) if word.isdigit() else NUMBER_WORDS.get(word, 1)


def graveyard_effect(words: Words, refs: Refs) -> Effect | None:
    """The effect if the words here move cards out of a graveyard; None (nothing read) if not."""
    start = words.i
    found = _read(words, refs)
    if found is None:
        words.i = start
    return found


def _read(words: Words, refs: Refs) -> Effect | None:
    verb = words.peek()
    if verb not in _VERBS:
        return None
    words.take()
    at_most = _up_to(words)
    targeted = bool(words.accept("target", "objetivo")) or at_most is not None
    words.accept("la", "el", "una", "un")
    said = _what(words, refs)
    if said is None:
        return None
    flt, names = said
    bound = mana_value_bound(words)
    # "Exile up to two target cards from a single graveyard": all from one (115.3, 601.2c)
    single = bool(words.accept(*_SINGLE))
    if single and refs.source is not None:  # an ability's choice isn't checked for it yet
        return None
    if not single and words.at(*_FROM) is None:
        return None  # not from a graveyard: another reader's ("return … to its owner's hand")
    whose = None if single else _FROM[words.accept(*_FROM) or ""]
    if _VERBS[verb] == "exile":
        to = "exile"
    else:
        dest = words.accept(*_TO)
        if dest is None:
            return None
        to = _TO[dest]
    tapped = False
    while True:  # "under your control" and "tapped", in either order (110.2a, 110.5b)
        if words.accept(*_TAPPED):
            tapped = True
        elif not words.accept(*_UNDER_YOU):
            break
    if tapped and to != "battlefield":
        return None
    chosen = _chosen(words, refs, names, flt, whose, targeted, at_most or 1)
    if single and len({refs.owner_of.get(n, "") for n in names}) > 1:
        raise TargetCountError(
            f"En {refs.where} las cartas elegidas son de cementerios distintos y el texto las "
            "pide de uno solo («from a single graveyard», reglas 115.1 y 601.2c).",
            example='escenario cementerio_rival:"Hill Giant; Grizzly Bears" '
            'hechizo:"Decompose: Hill Giant, Grizzly Bears"',
        )
    return build(
        refs,
        words,
        {
            "type": "from_graveyard",
            "to": to,
            "tapped": tapped,
            "whose": whose,
            "at_most": at_most or 1,
            "target_filter": flt,
            "up_to_one": at_most is not None,
            **bound,
            **chosen,
        },
    )


def _up_to(words: Words) -> int | None:
    """ "up to two" (115.6: zero may be chosen): how many at most; None when not written."""
    mark = words.i
    if not words.accept(*_UP_TO):
        return None
    word = words.take()
    if word.isdigit():
        return int(word)
    if word in NUMBER_WORDS:
        return NUMBER_WORDS[word]
    words.i = mark
    return None


def _what(words: Words, refs: Refs) -> tuple[Filter | None, list[str]] | None:
    """The card asked for ("creature card", "artifact or enchantment card", "card") and the
    names written in it (a spell's targets go after the type: "creature Oso card")."""
    names = _names(words, refs)
    kinds: set[str] = set()
    spanish = bool(words.accept(*_CARD))  # "carta de criatura"
    while words.peek() in _TYPES:
        kinds.add(_TYPES[words.take()])
        if not words.accept(",", "or", "o", "and/or"):
            break
        words.accept("or", "o")
    names += _names(words, refs)
    card = spanish or bool(words.accept(*_CARD))
    if not card and not names:
        return None
    names += _names(words, refs)
    words.accept("objetivo")
    names += _names(words, refs)
    return _filter(kinds), names


def mana_value_bound(words: Words) -> dict[str, int]:
    """ "with mana value 3 or less" / "or greater" (202.3): the bound, as the effect's fields;
    nothing read (and {}) when the words say something else."""
    mark = words.i
    if words.accept("with mana value", "con valor de mana"):
        word = words.take()
        if word.isdigit():
            value = int(word)
            if words.accept("or less", "o menos"):
                return {"mana_value_at_most": value}
            if words.accept("or greater", "or more", "o mas"):
                return {"mana_value_at_least": value}
    words.i = mark
    return {}


def _names(words: Words, refs: Refs) -> list[str]:
    found = []
    while (named := longest_name(words, refs.names)) is not None:
        found.append(named)
        if not words.accept("and", "y", ","):
            break
    return found


def _filter(kinds: set[str]) -> Filter | None:
    """The card types asked for, as a filter ``card_fits`` reads; None for "card" alone."""
    if not kinds:
        return None  # "target card": any card
    single = next(iter(kinds)) if len(kinds) == 1 else None
    if single in ("creature", "artifact", "land", "enchantment", "planeswalker", "permanent"):
        return Filter.model_validate({"kind": single})
    return Filter.model_validate({"kind": "permanent", "any_types": kinds - {"permanent"}})


def _chosen(
    words: Words,
    refs: Refs,
    names: list[str],
    flt: Filter | None,
    whose: str | None,
    targeted: bool,
    at_most: int,
) -> dict[str, object]:
    """The cards the effect acts on: the names written, each a card of a graveyard; else the
    only card that fits, or left to choose when a card is read alone (``refs.unchosen``)."""
    for named in names:
        if not _GRAVEYARD_ID.match(named):
            name = refs.kinds_of.get(named, (named, frozenset()))[0]
            raise GraveyardQuestion(
                f"¿Está «{name}» en un cementerio? Escríbela en cementerio: (o cementerio_rival:).",
                why=f"En {refs.where}, «{name}» está en el campo de batalla, y el texto elige "
                "una carta de un cementerio (regla 115.1).",
                example='escenario cementerio:"Grizzly Bears" hechizo:"Raise Dead: Grizzly Bears"',
            )
    for named in names:  # 601.2c: only a card that fits can be chosen
        name = refs.kinds_of.get(named, (named, frozenset()))[0]
        if named not in _candidates(refs, flt, whose):
            raise GraveyardQuestion(
                "¿Qué otra carta eligió como objetivo?",
                why=f"En {refs.where}, «{name}» no puede ser el objetivo: no es la carta que "
                "pide (su tipo, o de qué cementerio: «your graveyard» es el de quien lo lanza; "
                "reglas 115.1, 601.2c).",
                example='escenario cementerio:"Grizzly Bears" hechizo:"Raise Dead: Grizzly Bears"',
            )
    if len(names) > at_most:
        raise refs.error(words, f"más cartas de las que permite («{at_most}»)")
    key = "targets" if targeted or refs.targeting else "objects"
    if names:
        return {key: names}
    if refs.unchosen:
        return {"unchosen_target": True}
    fits = _candidates(refs, flt, whose)
    if len(fits) == 1 and at_most == 1:
        return {key: fits}
    shown = [refs.kinds_of[c][0] for c in fits]
    raise GraveyardQuestion(
        "¿Qué carta del cementerio elige como objetivo?"
        if shown
        else "¿Qué carta del cementerio eligió? El escenario no nombra ninguna que valga.",
        why=(
            f"{refs.where[:1].upper()}{refs.where[1:]} elige al lanzarse una carta de un "
            "cementerio (reglas 115.1, 601.2c) y "
            + (
                "pueden ser " + ", ".join(f"«{n}»" for n in shown) + "."
                if shown
                else "sin un objetivo legal no se puede lanzar (601.2c)."
            )
        ),
        example='escenario cementerio:"Grizzly Bears" hechizo:"Raise Dead: Grizzly Bears"',
    )


class GraveyardQuestion(ScenarioQuestion):
    """Which card of a graveyard a spell chose, when the scenario leaves it open: asked, never
    taken as "no effect" or guessed."""


def _candidates(refs: Refs, flt: Filter | None, whose: str | None) -> list[str]:
    from ..graveyard_returns import card_fits
    from ..state import Permanent

    out = []
    for pid, (name, types) in refs.kinds_of.items():
        if not _GRAVEYARD_ID.match(pid):
            continue
        owner = refs.owner_of.get(pid, "")
        if (whose == "you" and owner != refs.you) or (whose == "opponent" and owner == refs.you):
            continue
        card = Permanent(id=pid, name=name, controller=owner, types=set(types))
        if card_fits(flt, card):
            out.append(pid)
    return out
