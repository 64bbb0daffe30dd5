"""Replacement effects that change how many, as a permanent's text says them (614.1a): a
condition ("If you would gain life", "If an effect would create one or more tokens under your
control", "If one or more +1/+1 counters would be put on a creature you control") and how many
instead ("twice that much life", "twice that many of those tokens", "that many plus one +1/+1
counters"):

    If you would gain life, you gain twice that much life instead.
    If one or more tokens would be created under your control, twice that many of those tokens
    are created instead.
    If an effect would put one or more counters on a permanent you control, it puts twice that
    many of those counters on that permanent instead.
    If one or more +1/+1 counters would be put on a creature you control, that many plus one
    +1/+1 counters are put on it instead.
    si fueras a ganar vidas, ganas el doble de esas vidas en su lugar
    If a source would deal damage to a permanent or player, it deals double that damage to that
    permanent or player instead.
    If a source you control would deal damage to an opponent or a permanent an opponent
    controls, it deals that much damage plus 1 instead.

Anything more in the sentence ("while you have 5 or less life", "and each of them enters with
…", "on a permanent or player") leaves it unread: the engine would apply it where it does not.
"""

from __future__ import annotations

import re

from index.fold import fold

from ..effects import AmountInstead
from ..selectors import Filter, FilterKind

_WHO = {"you": "you", "an opponent": "opponent", "a player": "any"}
_LIFE = re.compile(r"^if (?P<who>you|an opponent|a player) would gain life$")
_TOKENS = re.compile(
    r"^if (?:an effect would create one or more tokens|one or more tokens would be created)"
    r"(?P<yours> under your control)?$"
)
_KINDS: dict[str, FilterKind] = {
    "a permanent": "permanent",
    "a creature": "creature",
    "an artifact": "artifact",
    "a land": "land",
    "an enchantment": "enchantment",
    "a planeswalker": "planeswalker",
}
_COUNTERS = re.compile(
    r"^if (?:(?P<effect>an effect) would put one or more (?:(?P<k1>\+1/\+1|-1/-1) )?counters on"
    r"|one or more (?:(?P<k2>\+1/\+1|-1/-1) )?counters would be put on) "
    rf"(?P<what>{'|'.join(_KINDS)})(?P<whose> you control| an opponent controls)?$"
)
_INSTEAD = re.compile(
    r"^(?:it (?:creates|puts) |(?:you|that player|they) gains? )?"
    r"(?P<how>twice that (?:many|much)|that many plus one) "
    r"(?:of those |of each of those kinds of )?"
    r"(?:(?P<kind>\+1/\+1|-1/-1) )?(?P<noun>tokens|counters|life)(?: are (?:created|put))?"
    r"(?: on (?:that permanent|that creature|it))? instead\.?$"
)
# Spanish, as a scenario writes it (otorga:): "si fueras a ganar vidas, ganas el doble de esas
# vidas en su lugar"; "si se fueran a crear una o más fichas bajo tu control, se crea el doble
# de esas fichas en su lugar"; "si se fueran a poner uno o más contadores +1/+1 sobre una
# criatura que controlas, se pone el doble de esos contadores en su lugar".
_VIDAS = re.compile(r"^si (?P<who>fueras|un oponente fuera|un jugador fuera) a ganar vidas?$")
_FICHAS = re.compile(r"^si se fueran? a crear una o mas fichas(?P<yours> bajo tu control)?$")
_TIPOS: dict[str, FilterKind] = {"un permanente": "permanent", "una criatura": "creature"}
_CONTADORES = re.compile(
    r"^si se fueran? a poner uno o mas contadores(?: (?P<k1>\+1/\+1|-1/-1))? sobre "
    rf"(?P<what>{'|'.join(_TIPOS)})(?P<whose> que controlas)?$"
)
_EN_SU_LUGAR = re.compile(
    r"^(?:en su lugar )?(?:ganas|se crean?|se ponen?) (?P<how>el doble|uno mas) de "
    r"(?:esas |esos )?(?P<noun>vidas|fichas|contadores)(?: en su lugar)?\.?$"
)
_WHO_ES = {"fueras": "you", "un oponente fuera": "opponent", "un jugador fuera": "any"}


_DAMAGE_TO = {
    "a permanent or player": "any",
    "an opponent or a permanent an opponent controls": "opponent",
    "you": "you",
}
_DAMAGE = re.compile(
    r"^if a source(?P<yours> you control)? would deal damage to "
    rf"(?P<to>{'|'.join(_DAMAGE_TO)})$"
)
_DAMAGE_INSTEAD = re.compile(
    r"^(?:it|that source) deals (?:(?P<times>double|triple) that damage|that much damage plus "
    r"(?P<plus>\d+))(?: to (?:that permanent or player|that player or permanent|you))? "
    r"instead\.?$"
)


def amount_instead(text: str) -> AmountInstead | None:
    """The sentence as a replacement effect that changes how many; None when it is not one
    the engine models whole."""
    condition, comma, result = fold(text.strip(), "words").partition(", ")
    if not comma:
        return None
    return _english(condition, result) or _spanish(condition, result) or _damage(condition, result)


def _damage(condition: str, result: str) -> AmountInstead | None:
    """ "If a source would deal damage to a permanent or player, it deals double that damage to
    that permanent or player instead."; "… plus 1 instead"."""
    found, instead = _DAMAGE.match(condition), _DAMAGE_INSTEAD.match(result)
    if found is None or instead is None:
        return None
    if instead["times"]:
        how = {"times": 2 if instead["times"] == "double" else 3}
    else:
        how = {"times": 1, "plus": int(instead["plus"])}
    return AmountInstead.model_validate(
        {
            "event": "damage",
            "by": "you" if found["yours"] else "any",
            "to": _DAMAGE_TO[found["to"]],
            **how,
        }
    )


def _how(how: str) -> dict[str, int]:
    return {"times": 1, "plus": 1} if "plus one" in how or how == "uno mas" else {"times": 2}


def _english(condition: str, result: str) -> AmountInstead | None:
    instead = _INSTEAD.match(result)
    if instead is None:
        return None
    noun, kind, how = instead["noun"], instead["kind"], _how(instead["how"])
    if (life := _LIFE.match(condition)) and noun == "life" and "much" in instead["how"]:
        return _made("gain_life", _WHO[life["who"]], how)
    if (tokens := _TOKENS.match(condition)) and noun == "tokens" and kind is None:
        whose = "you" if tokens["yours"] else "any"
        return _made("create_token", whose, how)
    counters = _COUNTERS.match(condition)
    if counters is None or noun != "counters":
        return None
    said = counters["k1"] or counters["k2"]
    if kind is not None and kind != said:
        return None  # the counters put instead are not those it would put
    return _on(_KINDS[counters["what"]], counters["whose"], said, bool(counters["effect"]), how)


def _spanish(condition: str, result: str) -> AmountInstead | None:
    instead = _EN_SU_LUGAR.match(result)
    if instead is None:
        return None
    noun, how = instead["noun"], _how(instead["how"])
    if (life := _VIDAS.match(condition)) and noun == "vidas":
        return _made("gain_life", _WHO_ES[life["who"]], how)
    if (tokens := _FICHAS.match(condition)) and noun == "fichas":
        return _made("create_token", "you" if tokens["yours"] else "any", how)
    counters = _CONTADORES.match(condition)
    if counters is None or noun != "contadores":
        return None
    whose = " you control" if counters["whose"] else None
    return _on(_TIPOS[counters["what"]], whose, counters["k1"], False, how)


def _made(event: str, whose: str, how: dict[str, int]) -> AmountInstead:
    return AmountInstead.model_validate({"event": event, "whose": whose, **how})


def _on(
    kind: FilterKind,
    whose: str | None,
    counter: str | None,
    effects_only: bool,
    how: dict[str, int],
) -> AmountInstead:
    controller = {" you control": "you", " an opponent controls": "opponent"}.get(
        whose or "", "any"
    )
    return AmountInstead.model_validate(
        {
            "event": "add_counters",
            "counter": counter,
            "each": [Filter.model_validate({"kind": kind, "controller": controller})],
            "effects_only": effects_only,
            **how,
        }
    )
