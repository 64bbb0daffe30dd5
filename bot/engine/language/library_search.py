"""A library search in effect text (701.23), as Oracle text writes it:

    Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.
    Search your library for up to two Forest cards, reveal them, put them into your hand, then
    shuffle.
    Search your library for a card, then shuffle and put that card on top.
    busca en tu biblioteca una carta de tierra básica, ponla en tu mano y baraja

What the search looks for is a card's types, supertypes and subtypes ("basic land", "Forest",
"legendary creature", "Plains, Island, Swamp, or Mountain"); anything more ("with mana value
3 or less", "with different names") is not read. A search for cards with a stated quality may
find fewer (701.23b): the scenario says what it found after the spell's name
(``hechizo:"Rampant Growth encuentra Forest"``, ``encuentra nada``), and without it Juez asks.
"""

from __future__ import annotations

import re
from typing import Any

from index.fold import fold
from index.vocabulary.game import ids_of, spelled

from ..effects import Effect
from .effect_build import build, number
from .graveyard_returns import GraveyardQuestion
from .recipients import Refs
from .words import Words

SEARCH = ("search", "searches", "busca", "buscas")
EXAMPLE = 'pila hechizo:"Rampant Growth encuentra Forest"'
_TYPES = spelled(ids_of("type"), ("en", "es"))  # the one game vocabulary
_SUPERTYPES = {
    "basic": "basic",
    "legendary": "legendary",
    "snow": "snow",
    "basica": "basic",
    "legendaria": "legendary",
}
_BASIC_TYPES = {"plains", "island", "swamp", "mountain", "forest"}
_PUT = ("put", "ponla", "ponlas", "pon")
_PRONOUN = ("it", "them", "that card", "those cards", "those")
_REVEAL = ("reveal", "revela", "revelala", "revelalas")
_TO = {
    "into your hand": "hand",
    "en tu mano": "hand",
    "onto the battlefield": "battlefield",
    "en el campo de batalla": "battlefield",
    "into your graveyard": "graveyard",
    "en tu cementerio": "graveyard",
}
_SHUFFLE = ("shuffle", "baraja", "barajas")


_FOUND = re.compile(r"\s+(?:encuentra|encontró|encontro|finds|found)\s+(.+)$", re.IGNORECASE)
_NOTHING = ("nada", "ninguna", "nothing", "none")


def found_said(head: str) -> tuple[str, list[str] | None]:
    """ "Rampant Growth encuentra Forest" -> ("Rampant Growth", ["Forest"]); "… encuentra
    Forest y Plains" two cards; "… encuentra nada" none; no "encuentra": (head, None)."""
    said = _FOUND.search(head)
    if said is None:
        return head, None
    names = [n.strip() for n in re.split(r"\s*(?:;|,|\by\b|\band\b)\s*", said[1]) if n.strip()]
    if [fold(n, "words") for n in names] in ([n] for n in _NOTHING):
        names = []
    return head[: said.start()].strip(), names


class SearchQuestion(GraveyardQuestion):
    """What a spell's library search found, when the scenario leaves it open (701.23b): asked,
    never guessed (a GraveyardQuestion, so the spell's reader asks it instead of leaving the
    line unread)."""


def search_effect(words: Words, refs: Refs) -> Effect:
    """The search whose verb is next: its count, what it looks for, where the cards go."""
    words.accept(*SEARCH)
    if not words.accept("your library for", "en tu biblioteca"):
        raise refs.error(words, "en qué biblioteca se busca («Search your library for …»)")
    up_to = bool(words.accept("up to", "hasta"))
    amount = number(words, refs) or (1 if words.accept("a", "an") else None)
    if amount is None:
        raise refs.error(words, "cuántas cartas se buscan («a card», «up to two … cards»)")
    quality, shown = _quality(words, refs)
    fields: dict[str, Any] = {"type": "search_library", "amount": amount, "up_to": up_to}
    fields |= {"quality": quality, "quality_text": shown}
    words.accept(",")
    if words.accept(*_REVEAL):
        words.accept(*_PRONOUN)
        words.accept(",")
    words.accept("then")
    if words.accept(*_SHUFFLE):  # "then shuffle and put that card on top" (701.24b)
        if not words.accept("and put that card on top", "and put it on top"):
            raise refs.error(words, "dónde pone la carta encontrada")
        fields["to"] = "top"
    else:
        if not words.accept(*_PUT):
            raise refs.error(words, "dónde pone las cartas encontradas («put it into your hand»)")
        one = bool(words.accept("one"))  # "put one onto the battlefield tapped and the other
        words.accept(*_PRONOUN)  # into your hand"
        to = words.accept(*_TO)
        if to is None:
            raise refs.error(words, "dónde pone las cartas encontradas («put it into your hand»)")
        fields["to"] = _TO[to]
        fields["tapped"] = bool(words.accept("tapped", "girada", "giradas"))
        if one:
            rest = words.accept("and the other", "and the rest")
            other = words.accept(*_TO) if rest else None
            if other is None:
                raise refs.error(words, "dónde pone las demás cartas encontradas")
            fields["rest_to"] = _TO[other]
        words.accept(",", "y")
        words.accept("then")
        if not words.accept(*_SHUFFLE):
            raise refs.error(words, "que después baraja («then shuffle»)")
    words.accept(".")
    fields["found"] = _found(fields, refs)
    return build(refs, words, fields)


def _quality(words: Words, refs: Refs) -> tuple[list[list[str]], str]:
    """ "basic land card", "Plains, Island, Swamp, or Mountain card", "card": the words each
    alternative needs, and the words as printed."""
    start = words.i
    spanish = bool(words.accept("carta", "cartas"))
    if spanish and words.accept("de"):
        pass
    alternatives: list[list[str]] = [[]]
    while not words.done():
        word = words.peek()
        if word in ("card", "cards") or (spanish and word in (",", ".")):
            if not spanish:
                words.take()
            break
        if word in (",", "or", "and/or", "o"):
            words.take()
            if alternatives[-1]:
                alternatives.append([])
            continue
        if word in _TYPES or word in _SUPERTYPES or word in _BASIC_TYPES:
            alternatives[-1].append(word)
            words.take()
            continue
        raise refs.error(words, "qué carta se busca (sus tipos: «a basic land card»)")
    shown = words.original(start, words.i).removesuffix("cards").removesuffix("card").strip()
    wanted = [alt for alt in alternatives if alt]
    return wanted, shown if wanted else ""


def _found(fields: dict[str, Any], refs: Refs) -> list[dict[str, Any]] | None:
    """The cards the scenario says the search found, as FoundCard data; None when it need not
    say (701.23d, or a card read alone)."""
    named = refs.found or []
    if not refs.found_told:
        if fields["quality"] and refs.found is None:
            raise refs.error(Words.of(""), "qué encuentra la búsqueda (regla 701.23b)")
        if fields["quality"] and not refs.unchosen:
            raise SearchQuestion(
                "¿Qué encuentra? Escríbelo después del nombre del hechizo (o «encuentra nada»).",
                why=f"En {refs.where} se busca en la biblioteca una carta con una cualidad, y "
                "quien busca puede no encontrarla aunque esté (regla 701.23b).",
                example=EXAMPLE,
            )
        return None
    if not named and not fields["quality"]:
        raise SearchQuestion(
            "¿Qué carta encuentra?",
            why=f"En {refs.where} se buscan cartas sin ninguna cualidad: se encuentran tantas "
            "como pide, o todas las que haya (regla 701.23d).",
            example=EXAMPLE,
        )
    if len(named) > fields["amount"]:
        raise SearchQuestion(
            "¿Qué cartas encuentra?",
            why=f"En {refs.where} se buscan como mucho {fields['amount']} y el escenario "
            f"nombra {len(named)} (regla 701.23a).",
            example=EXAMPLE,
        )
    out = [_card(name, fields, refs) for name in named]
    if refs.found is not None:  # a second search of the same spell finds the next ones
        del refs.found[: len(named)]
    return out


def _card(name: str, fields: dict[str, Any], refs: Refs) -> dict[str, Any]:
    """A found card: from the card data when it is a card, else a made-up object («Bosque
    tierra»); it must be what the search looks for."""
    from .build import permanent_from_spec
    from .specs import parse_object

    spec = parse_object(name, refs.where, EXAMPLE, need_pt=False)
    pid = f"buscada-{fold(refs.where, 'words')}-{fold(name, 'words')}"
    perm = permanent_from_spec(spec, pid, spec.name or name, refs.you, 0, spec.types or None)
    words = {t for t in perm.types} | {s.lower() for s in perm.subtypes} | set(perm.supertypes)
    if fields["quality"] and not any(set(map(_meaning, alt)) <= words for alt in fields["quality"]):
        raise SearchQuestion(
            "¿Qué otra carta encuentra?",
            why=f"En {refs.where}, «{perm.name}» no es la carta que se busca "
            f"(«{fields['quality_text']}», regla 701.23a).",
            example=EXAMPLE,
        )
    # Its own text is not read here (the effect language comes before the ability reader):
    # a found card with text is said in the answer as unread (a basic land has none).
    return {"name": perm.name, "types": sorted(perm.types), "permanent": perm.model_dump()}


def _meaning(word: str) -> str:
    return _TYPES.get(word) or _SUPERTYPES.get(word) or word
